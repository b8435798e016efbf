// Path warnings (src/rules/voidstriker/assist/path-warnings.ts). Voidstriker §2.34 movement order (drift, turn,
// accelerate), §3.21 planets (ruling B11 crash, not in the book), §3.22 asteroids, ruling B6 playfield.
import { describe, expect, test } from 'vitest';
import { pathWarnings, phasePaths } from '../../../../src/rules/voidstriker/assist/path-warnings.ts';
import { DRIFT_ONLY } from '../../../../src/rules/voidstriker/movement/plot.ts';
import { fromBook } from '../book-frame.ts';
import { state61, state62 } from './fixtures.ts';

describe('path warnings', () => {
  test('phase paths: the Heavy Cruiser drifts 8" west, 2" a phase (§2.341)', () => {
    const s = state61();
    const hc = s.ships.find((x) => x.id === 'unsn-5');
    if (!hc) throw new Error('fixture');
    const paths = phasePaths(hc, DRIFT_ONLY);
    expect(paths.map((p) => p.at(-1)?.x)).toEqual([68, 66, 64, 62]);
    expect(pathWarnings(s, hc, DRIFT_ONLY)).toEqual([]);
  });

  test('straight at the planet: destroyed at entry', () => {
    const s = state61();
    const bc = s.ships[0];
    if (!bc) throw new Error('fixture');
    // Put it 0.5" east of Bishamon II (centre 16,24; radius 5.5) facing west, accelerating 1" a phase.
    const near = { ...bc, ...fromBook({ position: { x: 22, y: 24 }, vectorCounter: { x: 22, y: 24 }, heading: 270 }) };
    const plan = { thrust: { accel: 4, evasive: 0, attack: 0 }, phases: [{ turn: 0, accel: 4 }, { turn: 0, accel: 4 }, { turn: 0, accel: 0 }, { turn: 0, accel: 0 }] };
    expect(pathWarnings(s, near, plan)[0]).toMatch(/^⚠ Battlecruiser's path enters Bishamon II in phase a/);
  });

  test('landed ships are not checked', () => {
    const s = state62();
    const gb = s.ships.find((x) => x.surface.kind === 'landed');
    if (!gb) throw new Error('fixture');
    expect(pathWarnings(s, gb, { thrust: { accel: 4, evasive: 0, attack: 0 }, phases: [{ turn: 0, accel: 4 }, { turn: 0, accel: 4 }, { turn: 0, accel: 4 }, { turn: 0, accel: 4 }] })).toEqual([]);
  });

  test('§3.22: a path into an asteroid counter is warned about (a collision roll, d10s of damage), naming no counter id', () => {
    const s = { ...state61(), asteroids: fromBook([{ id: 'asteroid-7', polygon: [{ x: 60, y: 20 }, { x: 63, y: 20 }, { x: 63, y: 28 }, { x: 60, y: 28 }] }]) };
    const hc = s.ships.find((x) => x.id === 'unsn-5');
    if (!hc) throw new Error('fixture');
    // The Heavy Cruiser drifts 8" west from x 70 (the first test): it reaches the counter at x 63 in phase d.
    const lines = pathWarnings(s, hc, DRIFT_ONLY);
    expect(lines).toEqual(["⚠ Heavy Cruiser's path enters an asteroid field in phase d: 2D6 + its TSM + drift − evasive thrust of 9 or more is a collision, for d10s of damage (§3.22)."]);
  });

  test('ruling B6: without fixed terrain the playfield follows the ships, so ending outside it is not warned about', () => {
    const s = { ...state61(), planets: [] };
    const hc = s.ships.find((x) => x.id === 'unsn-5');
    if (!hc) throw new Error('fixture');
    const out = { ...hc, ...fromBook({ position: { x: 71.5, y: 24 }, vectorCounter: { x: 71.5, y: 24 }, heading: 90, drift: { speed: 0, direction: { x: 0, y: 0 } } }) };
    const plan = { thrust: { accel: 4, evasive: 0, attack: 0 }, phases: [{ turn: 0, accel: 4 }, { turn: 0, accel: 4 }, { turn: 0, accel: 4 }, { turn: 0, accel: 4 }] };
    expect(pathWarnings(s, out, plan)).toEqual([]);
    expect(pathWarnings(state61(), out, plan)).toEqual([expect.stringMatching(/^⚠ Heavy Cruiser ends the round outside the playfield .*: it leaves the battlefield and is out of the battle/)]);
  });
});
