import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { arcPoint, bearingDeg, distanceCm, facingArcs } from '../../../../src/rules/metaverse/fighters/geometry.ts';
import { arcsOf } from '../../../../src/rules/metaverse/ships/directions.ts';

const O = { x: 50, y: 50 };

describe('geometry (p.1, p.41: x east, y south, headings clockwise from north)', () => {
  test('bearings', () => {
    expect(bearingDeg(O, { x: 50, y: 40 })).toBeCloseTo(0);
    expect(bearingDeg(O, { x: 60, y: 50 })).toBeCloseTo(90);
    expect(bearingDeg(O, { x: 50, y: 60 })).toBeCloseTo(180);
    expect(bearingDeg(O, { x: 40, y: 50 })).toBeCloseTo(270);
    expect(bearingDeg(O, O)).toBeNull();
    expect(distanceCm(O, { x: 53, y: 54 })).toBe(5);
  });

  // Metaverse p.41: square arcs bow [315,45), starboard [45,135), stern [135,225), port [225,315).
  test('square arcs facing a point', () => {
    expect(facingArcs(O, 0, 'square', { x: 50, y: 10 })).toEqual(['bow']);
    expect(facingArcs(O, 0, 'square', { x: 90, y: 50 })).toEqual(['starboard']);
    expect(facingArcs(O, 90, 'square', { x: 90, y: 50 })).toEqual(['bow']);
    expect(facingArcs(O, 90, 'square', { x: 50, y: 10 })).toEqual(['port']);
    // Exactly on the bow/starboard boundary (45°): both, the attacker picks (A25).
    expect(facingArcs(O, 0, 'square', { x: 60, y: 40 })).toEqual(['bow', 'starboard']);
  });

  // Metaverse p.41: hex arcs bow [330,30), starboard-bow [30,90) … port-bow [270,330).
  test('hexagon arcs facing a point', () => {
    expect(facingArcs(O, 0, 'hexagon', { x: 50, y: 10 })).toEqual(['bow']);
    expect(facingArcs(O, 0, 'hexagon', { x: 90, y: 50 })).toEqual(['starboard-bow', 'starboard-stern']);
    expect(facingArcs(O, 0, 'hexagon', { x: 50, y: 90 })).toEqual(['stern']);
    expect(facingArcs(O, 0, 'hexagon', { x: 10, y: 45 })).toEqual(['port-bow']);
    expect(facingArcs(O, 0, 'hexagon', O)).toEqual(arcsOf('hexagon'));
  });

  const pt = fc.record({ x: fc.double({ min: -500, max: 500, noNaN: true }), y: fc.double({ min: -500, max: 500, noNaN: true }) });

  test('property: one arc, or two adjacent arcs on a boundary; never a crash', () => {
    fc.assert(
      fc.property(pt, pt, fc.double({ min: -720, max: 720, noNaN: true }), fc.constantFrom('square' as const, 'hexagon' as const), (a, b, h, d) => {
        const arcs = facingArcs(a, h, d, b);
        const all = arcsOf(d);
        expect(arcs.length === 1 || arcs.length === 2 || arcs.length === all.length).toBe(true);
        for (const x of arcs) expect(all).toContain(x);
        const b0 = bearingDeg(a, b);
        if (b0 !== null) expect(b0 >= 0 && b0 < 360).toBe(true);
      }),
    );
  });

  test('property: turning the ship and the point together keeps the arc (multiples of 90° for exactness)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }), fc.integer({ min: 0, max: 3 }), (dx, dy, k) => {
        fc.pre(dx !== 0 || dy !== 0);
        // Rotating 90° clockwise on screen (y south): (dx, dy) → (−dy, dx).
        let rx = dx;
        let ry = dy;
        for (let i = 0; i < k; i++) [rx, ry] = [-ry, rx];
        const a = facingArcs({ x: 0, y: 0 }, 0, 'square', { x: dx, y: dy });
        const b = facingArcs({ x: 0, y: 0 }, 90 * k, 'square', { x: rx, y: ry });
        expect(b).toEqual(a);
      }),
    );
  });

  // Display point for a strike in an arc (drawing only).
  test('arc display points sit on the arc centre line', () => {
    const p = arcPoint(O, 90, 'square', 'bow', 5);
    expect(p?.x).toBeCloseTo(55);
    expect(p?.y).toBeCloseTo(50);
    const s = arcPoint(O, 0, 'hexagon', 'starboard-stern', 10);
    expect(s?.x).toBeCloseTo(50 + 10 * Math.sin((120 * Math.PI) / 180));
    expect(s?.y).toBeCloseTo(50 - 10 * Math.cos((120 * Math.PI) / 180));
    expect(arcPoint(O, 0, 'square', 'port-bow', 5)).toBeNull();
  });

  test('property: an arc display point faces back into that arc', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359, noNaN: true }), fc.constantFrom(...arcsOf('hexagon')), (h, arc) => {
        const p = arcPoint(O, h, 'hexagon', arc, 20);
        if (p === null) throw new Error('arc missing');
        expect(facingArcs(O, h, 'hexagon', p)).toContain(arc);
      }),
    );
  });
});
