// Metaverse p.95 "Planets", p.97–98 "Asteroids", p.98–99 "Nebulae"; p.24 line of sight; ruling A31.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { combatStep } from '../../../../src/rules/metaverse/sequence/combat/combat-step.ts';
import { movementStep } from '../../../../src/rules/metaverse/sequence/movement/movement-step.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';
import { darkNebulaDrag, fireTerrain, terrainAfterMove, wayRound } from '../../../../src/rules/metaverse/terrain/effects.ts';
import type { MvTerrain } from '../../../../src/rules/metaverse/terrain/place.ts';
import { match } from '../sequence/fixtures.ts';

const RES = 'A-resolute';
const DOM = 'B-dominator';
const planet = (x: number, y: number, radius: number): MvTerrain => ({ id: 'terrain-1', kind: 'small-planet', name: 'Small planet', side: 'A', roll: 10, circle: { at: { x, y }, radius } });
const nebula = (kind: MvTerrain['kind']): MvTerrain => ({ id: 'terrain-2', kind, name: kind, side: 'B', roll: 14 });
const field: MvTerrain = { id: 'terrain-3', kind: 'asteroid-field', name: 'Asteroid field', side: 'A', roll: 8, rect: { x: 80, y: 12, width: 20, height: 96 } };

/** CNS Resolute (A) 25 cm south of VHS Dominator (B), facing each other; no Control Step; `terrain` on the table. */
function faceOff(terrain: MvTerrain[]): MetaverseState {
  const s = match();
  return {
    ...s,
    terrain,
    squadrons: s.squadrons.map((q) => (q.id === 'A-sq-1' ? { ...q, at: { x: 90, y: 72.5 }, heading: 0 } : q.id === 'B-sq-1' ? { ...q, at: { x: 90, y: 47.5 }, heading: 180 } : q)),
  };
}
const texts = (r: { events: readonly { text: string }[] }): string[] => r.events.map((e) => e.text);
const laser = { shipId: RES, weaponId: 'las-1', targetId: DOM };

describe('terrain in the Starship Combat Step', () => {
  test('p.95: a planet between firer and target blocks line of sight; a direct-fire weapon does not fire', () => {
    const r = combatStep(faceOff([planet(90, 60, 3)]), [laser], scriptedDice([]));
    expect(texts(r)).toEqual(['CNS Resolute Heavy Laser 1 does not fire: the small planet blocks the line of sight to VHS Dominator.']);
    // Beside the line (rim 1 cm clear of it) the laser fires as usual: one sensor roll.
    const clear = combatStep(faceOff([planet(94, 60, 3)]), [laser], scriptedDice([1]));
    expect(texts(clear)[0]).toMatch(/^CNS Resolute → VHS Dominator · Heavy Laser · 25 cm · .*d20 1/);
  });

  test('p.24: an indirect weapon goes round a planet while the way round is within its range', () => {
    // From (−10, 0) to (10, 0) round a 5 cm circle at the origin: tangents √75 each, arc 5 × π/3.
    expect(wayRound({ x: -10, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 0 }, 5)).toBeCloseTo(2 * Math.sqrt(75) + (5 * Math.PI) / 3, 6);
    const seen = fireTerrain({ terrain: [planet(0, 0, 5)] }, { x: -10, y: 0 }, { x: 10, y: 0 }, 20, 10);
    expect(seen.lineOfSight).toBe(false);
    expect(seen.wayRound).toBeCloseTo(22.56, 2);
  });

  test('p.98: in any nebula the range modifier is read at double the range; legality uses the true range', () => {
    const t = fireTerrain({ terrain: [nebula('dark-nebula')] }, { x: 0, y: 0 }, { x: 0, y: 25 }, 25, 10);
    // 25 cm in 10 cm bands is band 3; the apparent 50 cm is band 5.
    expect(t).toMatchObject({ lineOfSight: true, apparentRangeBand: 5 });
    expect(t.planetaryNebulaCm).toBeUndefined();
  });

  test('p.99 "Planetary Nebula" (A31): the target EW rises by one per 10 cm beyond the first band, shown in the roll', () => {
    // 25 cm: ceil(25 / 10) − 1 = 2 more EW on top of the Dominator's EW array 3.
    const r = combatStep(faceOff([nebula('planetary-nebula')]), [laser], scriptedDice([1]));
    expect(texts(r)[0]).toMatch(/planetary nebula 2/);
  });
});

describe('terrain in the Starship Movement Step', () => {
  test('p.95: a squadron whose move crosses a planet is destroyed, and the summary says so', () => {
    const s = match();
    // CNS Resolute's squadron at (45, 114) drifts north at momentum 20 (to y 94) through a planet at (45, 100).
    const state: MetaverseState = { ...s, terrain: [planet(45, 100, 3)], squadrons: s.squadrons.map((q) => (q.id === 'A-sq-1' ? { ...q, momentum: 20 } : q)) };
    const r = movementStep(state, {});
    expect(r.ships.find((x) => x.id === RES)).toMatchObject({ status: 'destroyed', fate: 'flew into the small planet' });
    expect(texts(r)).toContain('CNS Resolute flies into the small planet and is destroyed (p.95).');
    // Ending the move short of the model is safe.
    const short = movementStep({ ...state, terrain: [planet(45, 80, 3)] }, {});
    expect(short.ships.find((x) => x.id === RES)?.status).toBe('active');
  });

  test('p.97: in an asteroid field a ship takes 1D10 kinetic per point of momentum on its front arc (TR 0 ignores none)', () => {
    const s = faceOff([field]);
    const sq = { ...(s.squadrons.find((q) => q.id === 'A-sq-1') ?? s.squadrons[0]!), momentum: 3 };
    const before = s.ships.find((x) => x.id === RES);
    const dice = scriptedDice([4, 5, 6]);
    const r = terrainAfterMove(s, sq, [{ x: 90, y: 75.5 }, sq.at], s.ships, dice);
    expect(dice.remaining).toBe(0);
    // CNS Resolute: TR default −3, modified 0 → TR 0, so all 3 dice count (p.97 "assuming it is positive").
    expect(texts(r)[0]).toMatch(/^CNS Resolute in the asteroid field \(momentum 3\): 3 d10, 0 ignored for TR 0 → d10 \[4, 5, 6\] kinetic on the bow arc: /);
    expect(r.ships.find((x) => x.id === RES)?.damage).not.toEqual(before?.damage);
  });

  test('p.97: at momentum 0 the asteroid dice go to a random arc, one die over the ship\'s arcs; still at least 1D10', () => {
    const s = faceOff([field]);
    const sq = { ...(s.squadrons.find((q) => q.id === 'A-sq-1') ?? s.squadrons[0]!), momentum: 0 };
    // Square ship: 4 arcs, clockwise from the bow — d4 3 is the stern (p.41).
    const r = terrainAfterMove(s, sq, [sq.at], s.ships, scriptedDice([3, 7]));
    expect(texts(r)[0]).toMatch(/\(momentum 0, random arc d4 3\): 1 d10, 0 ignored for TR 0 → d10 \[7\] kinetic on the stern arc/);
  });

  test('outside every feature nothing happens and no die is rolled', () => {
    const s = faceOff([field, planet(20, 60, 5)]);
    const sq = s.squadrons.find((q) => q.id === 'B-sq-3') ?? s.squadrons[0]!; // at (135, 6), east of the field
    const dice = scriptedDice([]);
    expect(terrainAfterMove(s, sq, [sq.at, { x: sq.at.x, y: sq.at.y + 10 }], s.ships, dice)).toEqual({ ships: s.ships, events: [] });
  });
});

describe('dark nebula drag (p.99)', () => {
  test('each velocity drops by 1D6 − 2, never below zero; 1 or 2 on the die drags nothing', () => {
    const s = match();
    const dark = { ...s, terrain: [nebula('dark-nebula')] };
    const cin = { ...(s.squadrons.find((q) => q.id === 'A-sq-1') ?? s.squadrons[0]!), momentum: 3 };
    // d6 6 − 2 = 4 off momentum 3 → 0 (it cannot reverse).
    expect(darkNebulaDrag(dark, cin, scriptedDice([6])).squadron.momentum).toBe(0);
    expect(darkNebulaDrag(dark, cin, scriptedDice([2])).squadron.momentum).toBe(3);
    const newt = { ...(s.squadrons.find((q) => q.id === 'B-sq-1') ?? s.squadrons[0]!), rose: [5, 1, 0, 0, 0, 0] };
    const r = darkNebulaDrag(dark, newt, scriptedDice([4]));
    expect(r.squadron.rose).toEqual([3, 0, 0, 0, 0, 0]);
    expect(texts(r)[0]).toMatch(/in the dark nebula: d6 4 − 2 → 2 off each velocity/);
    // No dark nebula: no die.
    expect(darkNebulaDrag({ terrain: [] }, cin, scriptedDice([])).squadron).toBe(cin);
  });
});
