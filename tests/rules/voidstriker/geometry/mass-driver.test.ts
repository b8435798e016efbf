import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { lineOfFire, massDriverBears } from '../../../../src/rules/voidstriker/geometry/mass-driver.ts';
import { add, scale, unit } from '../../../../src/rules/core/plane.ts';
import { bookPoint as point } from '../book-frame.ts';

const ship = { position: point(0, 0), heading: 0 };

describe("mass driver's line of fire (Voidstriker §2.35; ruling B8)", () => {
  // A worked case: from a ship at (0,0) heading 0, (0.4, 10) may be fired on, (0.6, 10) and (0.4, −10) may not.
  test('D14: 0.4" off the line ahead crosses; 0.6" off or behind does not', () => {
    expect(massDriverBears(ship, point(0.4, 10))).toBe(true);
    expect(lineOfFire(ship, point(0.4, 10)).offset).toBeCloseTo(0.4, 12);
    expect(massDriverBears(ship, point(0.6, 10))).toBe(false);
    expect(massDriverBears(ship, point(0.4, -10))).toBe(false);
  });

  test('the line touching the counter rim still crosses it', () => {
    expect(massDriverBears(ship, point(0.5, 10))).toBe(true);
    expect(massDriverBears(ship, point(-0.5, 10))).toBe(true);
  });

  const heading = fc.double({ min: 0, max: 359.999, noNaN: true });
  const coord = fc.double({ min: -50, max: 50, noNaN: true });
  test('crossing depends only on the along/offset distances, whatever the heading and place', () => {
    fc.assert(
      fc.property(heading, coord, coord, fc.double({ min: 1, max: 80, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), (h, x, y, along, off) => {
        const firer = { position: point(x, y), heading: h };
        const target = add(add(firer.position, scale(unit(h), along)), scale(unit(h + 90), off));
        const lof = lineOfFire(firer, target);
        expect(lof.along).toBeCloseTo(along, 6);
        expect(lof.offset).toBeCloseTo(off, 6);
        if (Math.abs(Math.abs(off) - 0.5) > 1e-6) expect(massDriverBears(firer, target)).toBe(Math.abs(off) < 0.5);
      }),
    );
  });
});
