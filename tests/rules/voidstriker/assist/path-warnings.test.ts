// Path warnings (src/rules/voidstriker/assist/path-warnings.ts). Voidstriker §2.34 movement order (drift, turn,
// accelerate), §3.21 planets (digest §10 B11 crash, not in the book), digest §3.5 playfield.
import { describe, expect, test } from 'vitest';
import { pathWarnings, phasePaths } from '../../../../src/rules/voidstriker/assist/path-warnings.ts';
import { DRIFT_ONLY } from '../../../../src/rules/voidstriker/movement/plot.ts';
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
    const near = { ...bc, position: { x: 22, y: 24 }, vectorCounter: { x: 22, y: 24 }, heading: 270 };
    const plan = { thrust: { accel: 4, evasive: 0, attack: 0 }, phases: [{ turn: 0, accel: 4 }, { turn: 0, accel: 4 }, { turn: 0, accel: 0 }, { turn: 0, accel: 0 }] };
    expect(pathWarnings(s, near, plan)[0]).toMatch(/^⚠ Battlecruiser's path enters Bishamon II in phase a/);
  });

  test('landed ships are not checked', () => {
    const s = state62();
    const gb = s.ships.find((x) => x.surface.kind === 'landed');
    if (!gb) throw new Error('fixture');
    expect(pathWarnings(s, gb, { thrust: { accel: 4, evasive: 0, attack: 0 }, phases: [{ turn: 0, accel: 4 }, { turn: 0, accel: 4 }, { turn: 0, accel: 4 }, { turn: 0, accel: 4 }] })).toEqual([]);
  });
});
