import { describe, expect, it } from 'vitest';
import { MAJESTIC } from '../../../../src/rules/starmada/ships/library/index.ts';
import {
  buildTrack,
  checkTracks,
  equipmentItemCount,
  expectedTracks,
  hullTrack,
  lossLimit,
  trackBoxCount,
  trackValue,
  weaponsTrackTotal,
} from '../../../../src/rules/starmada/ships/tracks.ts';
import { SYNTHETIC_CARRIER, SYNTHETIC_CORVETTE, profile, shipWith } from './fixtures.ts';

describe('track layout (A.3)', () => {
  it.each([
    // Starmada p.26 §A.3, with the Majestic's printed tracks (p.29) as the oracle
    { hull: 8, value: 4, track: [4, 3, 2, 1] },
    { hull: 8, value: 17, track: [17, 13, 9, 5] },
    { hull: 8, value: 3, track: [3, 3, 2, 1] },
    // Starmada p.26 §A.3: "any starship of hull size 4 or less will have two boxes"
    { hull: 3, value: 6, track: [6, 3] },
    { hull: 1, value: 2, track: [2, 1] },
    // Starmada p.26 §A.3: N = hull/2 rounded up (7 → 4 boxes)
    { hull: 7, value: 5, track: [5, 4, 3, 2] },
  ])('hull $hull, rating $value → $track', ({ hull, value, track }) => {
    expect(buildTrack(hull, value)).toEqual(track);
  });

  it('has at least two boxes and otherwise half the hull size rounded up', () => {
    // Starmada p.26 §A.3
    expect([1, 2, 3, 4, 5, 8, 9, 35].map(trackBoxCount)).toEqual([2, 2, 2, 2, 3, 4, 5, 18]);
  });

  it('numbers the hull track from the hull size down to 1', () => {
    // Starmada p.9 §1.2 and p.26 §A.3 ("the last box will always have a value of 1")
    expect(hullTrack(8)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('builds a directional-shield track from the sum of the four arcs', () => {
    // Starmada p.32 §B.7: ratings 3, 2, 2 and 1 total 8; after two shield hits the next box shows 6.
    // (The example's hull size is not given; 12 is one that reproduces it.)
    const ship = shipWith({
      hullSize: 12,
      tracks: { hull: hullTrack(12), engines: buildTrack(12, 2), weapons: buildTrack(12, 2), shields: buildTrack(12, 8) },
      directionalShields: { Fwd: 3, Port: 2, Stbd: 2, Aft: 1 },
    });
    const shields = expectedTracks(ship).shields ?? [];
    expect(shields[0]).toBe(8);
    expect(trackValue(shields, 2)).toBe(6);
    expect(checkTracks(ship).ok).toBe(true);
  });
});

describe('reading a track during play (ch.1)', () => {
  it('shows the first unchecked box, and 0 once every box is checked', () => {
    // Starmada p.10 §1.2: the Majestic's shield rating 3 "drops to 2" after two shield hits
    expect(trackValue([3, 3, 2, 1], 2)).toBe(2);
    // Starmada p.10 §1.2: after the first weapon hit the weapons track goes from 17 to 13: four losses to choose
    expect(trackValue([17, 13, 9, 5], 0) - trackValue([17, 13, 9, 5], 1)).toBe(4);
    // Starmada p.10 §1.2: "after two engine hits have been taken, this drops to 2" (track 4-3-2-1)
    expect(trackValue([4, 3, 2, 1], 2)).toBe(2);
    expect(trackValue([4, 3, 2, 1], 4)).toBe(0);
  });
});

describe('loss limits (A.3)', () => {
  it('is half the weapons, rounded up', () => {
    // Starmada p.27 §A.3: "a battery of five weapons has a loss limit of 3"
    expect(lossLimit(5)).toBe(3);
    expect(lossLimit(4)).toBe(2);
    expect(lossLimit(1)).toBe(1);
  });

  it('counts each level of an equipment type as an item', () => {
    // Starmada p.27 §A.3: "Countermeasures ▢| Fire Control ▢▢" is three items with a loss limit of 2
    const ship = shipWith({ equipment: { items: [{ system: 'Countermeasures', count: 1 }, { system: 'Fire Control', count: 2 }], lossLimit: 2 } });
    expect(equipmentItemCount(ship)).toBe(3);
    expect(lossLimit(equipmentItemCount(ship))).toBe(2);
  });
});

describe('checkTracks', () => {
  it('finds the Majestic\'s weapons track one item too long, and nothing else', () => {
    // Starmada p.10 and p.29: 17 "weapons and equipment" printed, but the sheet lists 4 + 6 + 4 weapons and 2 items
    expect(weaponsTrackTotal(MAJESTIC)).toBe(16);
    const result = checkTracks(MAJESTIC);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual([
      {
        code: 'ERR_SHIP_TRACK_MISMATCH',
        message: 'The weapons track should be 16-12-8-4 (16 weapons and equipment items, 4 boxes for hull size 8), but the sheet prints 17-13-9-5',
        at: 'tracks.weapons',
      },
    ]);
  });

  it('accepts sheets built by the A.3 rules', () => {
    // synthetic fixtures (fixtures.ts), laid out with the A.3 formulas
    expect(checkTracks(SYNTHETIC_CORVETTE).ok).toBe(true);
    expect(checkTracks(SYNTHETIC_CARRIER).ok).toBe(true);
  });

  it('reports every wrong track and loss limit at once, saying what it should be', () => {
    // Starmada p.26-27 §A.3
    const ship = shipWith({
      tracks: { hull: [4, 3, 2, 1], engines: [4, 3], weapons: [2, 1], shields: [1, 0] },
      batteries: [{ name: 'Laser', profiles: [profile()], banks: [{ arcs: 'AB', count: 2 }], lossLimit: 2 }],
      equipment: { items: [{ system: 'Countermeasures', count: 2 }], lossLimit: 2 },
    });
    const result = checkTracks(ship);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.map((e) => e.at)).toEqual(['tracks.engines', 'tracks.weapons', 'tracks.shields', 'batteries[0].lossLimit', 'equipment.lossLimit']);
    expect(result.error[1]?.message).toBe('The weapons track should be 4-2 (4 weapons and equipment items, 2 boxes for hull size 4), but the sheet prints 2-1');
    expect(result.error[3]?.message).toBe("Laser's loss limit should be 1 (half of its 2 weapons, rounded up), but the sheet prints 2");
    expect(result.error[4]?.message).toBe('The equipment loss limit should be 1 (half of its 2 items, rounded up), but the sheet prints 2');
  });
});
