import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkShotSightLine, sightLine, type TerrainMap } from '../../../../src/rules/voidstriker/map-features/sight-line.ts';
import { rollLockOn } from '../../../../src/rules/voidstriker/sensors/lock-on.ts';
import { bookPoint as point } from '../book-frame.ts';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';

const moon = { id: 'moon', center: point(10, 0), diameter: 4 };
const rocks = { id: 'rocks', polygon: [point(3, -1), point(5.5, -1), point(5.5, 1), point(3, 1)] };
const map: TerrainMap = { planets: [moon], asteroids: [rocks] };

describe('sight lines over the map (Voidstriker §3.21, §3.22)', () => {
  // Voidstriker §3.21: no tracking when a direct line cannot be traced centre to centre.
  test('a planet on the centre-to-centre line blocks it', () => {
    expect(sightLine(point(0, 0), point(20, 0), map)).toEqual({ blockedBy: ['moon'], blockedByPlanet: true, asteroidInches: 2 });
    expect(sightLine(point(0, 0), point(0, 20), map)).toEqual({ blockedBy: [], blockedByPlanet: false, asteroidInches: 0 });
  });

  // Voidstriker §3.22: "Each full inch of asteroids between an attacker and target" — 2.5" inside → 2 full inches.
  test('full inches of asteroid on the line, as sensors/ and fire/ take them', () => {
    const line = sightLine(point(0, 0), point(7, 0), map);
    expect(line.asteroidInches).toBe(2);
    expect(line.blockedByPlanet).toBe(false);
  });

  // Voidstriker §3.21 + §2.33: the lock-on module takes the output as it is (no die when blocked).
  test('feeds sensors/lock-on.ts without duplicating its modifiers', () => {
    const line = sightLine(point(0, 0), point(7, 0), map);
    const r = rollLockOn(
      {
        observer: 'A',
        target: 'B',
        trackingSensors: 1,
        targetSize: { kind: 'ship', tsm: 0, evasive: 0, immobile: false },
        range: 7,
        previouslyLocked: false,
        ecmSensors: 0,
        asteroidInches: line.asteroidInches,
        blockedByPlanet: line.blockedByPlanet,
      },
      scriptedDice([8]),
    );
    expect(r.ok && r.value.modifiers.find((m) => m.rule === '§3.22')?.value).toBe(-2);
  });

  // Ruling C7: a shot fired while a planet is in the way is refused.
  test('a shot through a planet is refused; a clear one passes the asteroid inches on', () => {
    const blocked = checkShotSightLine('A', 'B', point(0, 0), point(20, 0), map);
    expect(blocked.ok ? 'ok' : blocked.error.code).toBe('ERR_PLANET_BLOCKS_FIRE');
    const clear = checkShotSightLine('A', 'B', point(0, 0), point(7, 0), map);
    expect(clear.ok && clear.value.asteroidInches).toBe(2);
  });

  test('property: any finite line gives a whole, non-negative inch count no longer than the line', () => {
    const coord = fc.double({ min: -50, max: 50, noNaN: true });
    fc.assert(
      fc.property(coord, coord, coord, coord, (ax, ay, bx, by) => {
        const line = sightLine(point(ax, ay), point(bx, by), map);
        expect(Number.isInteger(line.asteroidInches)).toBe(true);
        expect(line.asteroidInches).toBeGreaterThanOrEqual(0);
        expect(line.asteroidInches).toBeLessThanOrEqual(Math.hypot(bx - ax, by - ay) + 1e-9);
        expect(line.blockedByPlanet).toBe(line.blockedBy.length > 0);
      }),
    );
  });
});
