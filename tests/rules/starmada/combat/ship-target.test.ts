import { describe, expect, test } from 'vitest';
import { damageTracksOf, shipTargetOf, workingEquipment } from '../../../../src/rules/starmada/combat/ship-target.ts';
import { MAJESTIC } from '../../../../src/rules/starmada/ships/library/index.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import { blankShip } from './fixtures.ts';

describe('a ship as combat sees it', () => {
  // Starmada p.29: the Majestic's printed tracks; it has no screens.
  test('damage tracks come from the sheet', () => {
    expect(damageTracksOf(MAJESTIC)).toEqual(MAJESTIC.tracks);
  });

  // Starmada B.6 p.32 and p.21: struck equipment stops working.
  test('working equipment', () => {
    expect(workingEquipment(MAJESTIC, blankShip(), 'Countermeasures')).toBe(1);
    expect(workingEquipment(MAJESTIC, blankShip({ equipmentLost: { Countermeasures: 1 } }), 'Countermeasures')).toBe(0);
    expect(workingEquipment(MAJESTIC, blankShip(), 'Fire Control')).toBe(0);
  });

  // Starmada p.10: shields 3-3-2-1; after two shield hits the rating is 2. E.6 p.50: reinforcement ±1.
  test('the shield an attack meets', () => {
    const damaged = blankShip({ shields: { checked: 2, pending: 1 } });
    expect(shipTargetOf(damaged, MAJESTIC, { arc: 'Port' })).toEqual({
      kind: 'ship',
      name: 'Majestic',
      shield: 2,
      hasShieldTrack: true,
      ionizedHull: false,
      screensRemaining: 0,
      screenBleedThrough: false,
    });
    expect(shipTargetOf(blankShip(), MAJESTIC, { arc: 'Fwd', reinforced: 'Fwd' }).shield).toBe(4);
    expect(shipTargetOf(blankShip(), MAJESTIC, { arc: 'Aft', reinforced: 'Fwd' }).shield).toBe(2);
  });

  // Starmada B.7 p.32, B.11 p.33, B.18 p.35: directional shields by arc, ionized hull, screens.
  test('directional shields, ionized hull and screens', () => {
    const cls: ShipClass = {
      ...MAJESTIC,
      tracks: { ...MAJESTIC.tracks, shields: [8, 6, 4, 2] },
      directionalShields: { Fwd: 3, Port: 2, Stbd: 2, Aft: 1 },
      screens: { all: 12 },
      traits: [{ system: 'Ionized Hull' }],
    };
    const target = shipTargetOf(blankShip({ screensChecked: 5 }), cls, { arc: 'Aft' });
    expect(target).toMatchObject({ shield: 1, ionizedHull: true, screensRemaining: 7 });
    expect(damageTracksOf(cls).screens).toBe(12);
    const directionalScreens: ShipClass = { ...cls, screens: { Fwd: 10, Port: 9, Stbd: 9, Aft: 6 } };
    // B.18 p.36: "Only screens in the relevant group can be used": 4 checked to port leave 5 there, 10 forward.
    const portWorn = blankShip({ arcScreensChecked: { Fwd: 0, Port: 4, Stbd: 0, Aft: 0 } });
    expect(shipTargetOf(portWorn, directionalScreens, { arc: 'Port' }).screensRemaining).toBe(5);
    expect(shipTargetOf(portWorn, directionalScreens, { arc: 'Fwd' }).screensRemaining).toBe(10);
    expect(damageTracksOf(directionalScreens).arcScreens).toEqual({ Fwd: 10, Port: 9, Stbd: 9, Aft: 6 });
  });
});
