import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { arcsContaining, attackerInAftArc, mountBears, relativeBearing, type Facing } from '../../../../src/rules/voidstriker/geometry/arcs.ts';
import { add, norm180, scale, unit } from '../../../../src/rules/core/plane.ts';
import { bookPoint as point, bookUnit, fromBook } from '../book-frame.ts';

const ship: Facing = { position: point(0, 0), heading: 0 };

describe('arcs from the hex base (Voidstriker §2.1, §2.35)', () => {
  // A worked case (ship at (0,0), heading 0): relative bearing, arc, fixed, F turret, A turret, table if it fires at this ship.
  const D14 = [
    { target: point(0.5, 1.0), rel: 26.565, arc: 'forward', fixed: true, fwd: true, rear: false, aft: false },
    { target: point(-1.0, 1.8), rel: -29.055, arc: 'forward', fixed: true, fwd: true, rear: false, aft: false },
    { target: point(3, 0), rel: 90, arc: 'side', fixed: false, fwd: true, rear: true, aft: false },
    { target: point(0, -3), rel: 180, arc: 'aft', fixed: false, fwd: false, rear: true, aft: true },
  ] as const;
  test.each(D14)('D14: target ($target.x, $target.y)', (row) => {
    expect(relativeBearing(ship, row.target)).toBeCloseTo(row.rel, 3);
    expect(arcsContaining(ship, row.target)).toEqual([row.arc]);
    expect(mountBears('fixed', ship, row.target)).toBe(row.fixed);
    expect(mountBears('forwardTurret', ship, row.target)).toBe(row.fwd);
    expect(mountBears('rearTurret', ship, row.target)).toBe(row.rear);
    expect(attackerInAftArc(ship, row.target)).toBe(row.aft);
  });

  // Ruling B7: a target exactly on 30° is forward, on 150° aft, even through floating-point error.
  test('boundaries belong to forward and aft', () => {
    const at = (deg: number) => scale(unit(deg), 7);
    expect(arcsContaining(ship, at(30))).toEqual(['forward']);
    expect(arcsContaining(ship, at(-30))).toEqual(['forward']);
    expect(arcsContaining(ship, at(150))).toEqual(['aft']);
    expect(arcsContaining(ship, at(210))).toEqual(['aft']);
    expect(arcsContaining(ship, at(30.001))).toEqual(['side']);
  });

  // Ruling B9: a coincident target is inside every arc.
  test('a target on the same point is in every arc', () => {
    expect(arcsContaining(ship, point(0, 0))).toEqual(['forward', 'side', 'aft']);
    expect(mountBears('fixed', ship, point(0, 0))).toBe(true);
    expect(mountBears('rearTurret', ship, point(0, 0))).toBe(true);
  });

  const coord = fc.double({ min: -100, max: 100, noNaN: true });
  const heading = fc.double({ min: 0, max: 359.999, noNaN: true });
  const farPoint = fc.record({ x: coord, y: coord }).filter((p) => Math.hypot(p.x, p.y) > 1e-3);

  test('every target is in exactly one arc; the mounts cover what §2.35 says', () => {
    fc.assert(
      fc.property(heading, farPoint, (h, t) => {
        const s: Facing = { position: point(0, 0), heading: h };
        const arcs = arcsContaining(s, t);
        expect(arcs).toHaveLength(1);
        const [arc] = arcs;
        expect(mountBears('fixed', s, t)).toBe(arc === 'forward');
        expect(mountBears('forwardTurret', s, t)).toBe(arc !== 'aft');
        expect(mountBears('rearTurret', s, t)).toBe(arc !== 'forward');
        // Between them the two turrets cover everything.
        expect(mountBears('forwardTurret', s, t) || mountBears('rearTurret', s, t)).toBe(true);
      }),
    );
  });

  test('relative bearing does not change when ship and target are moved and turned together', () => {
    fc.assert(
      fc.property(heading, heading, farPoint, farPoint, (h, turn, t, shift) => {
        const rel = relativeBearing({ position: point(0, 0), heading: h }, fromBook(t)) ?? 0;
        // Turn the target about the ship by `turn` degrees (clockwise) and the ship's heading too.
        const r = Math.hypot(t.x, t.y);
        const b = Math.atan2(t.x, t.y) * (180 / Math.PI);
        const turned = add(shift, scale(bookUnit(b + turn), r));
        const rel2 = relativeBearing({ position: fromBook(shift), heading: h + turn }, fromBook(turned)) ?? 0;
        expect(Math.abs(norm180(rel2 - rel))).toBeLessThan(1e-6);
      }),
    );
  });
});
