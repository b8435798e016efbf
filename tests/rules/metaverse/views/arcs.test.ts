import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../../../src/rules/core/scene.ts';
import { inSectors } from '../../../../src/rules/metaverse/geometry/arcs.ts';
import { distance } from '../../../../src/rules/core/plane.ts';
import { advance } from '../../../../src/rules/metaverse/geometry/compass.ts';
import { metaverseArcs, sectorPolygon, sectorSpans } from '../../../../src/rules/metaverse/views/arcs.ts';
import { metaverseScene } from '../../../../src/rules/metaverse/views/scene.ts';
import { start } from './fixtures.ts';
import { sectorsOf } from '../../../../src/rules/metaverse/ships/directions.ts';

const pub = { kind: 'public' } as const;

describe('sectorSpans', () => {
  // Metaverse p.41: square sectors 45° clockwise from dead ahead (BS 0–45 … BP 315–360).
  it('joins adjacent square sectors and wraps through the bow', () => {
    expect(sectorSpans('square', ['BS'])).toEqual([{ from: 0, to: 45 }]);
    expect(sectorSpans('square', ['PF', 'BP', 'BS', 'SF'])).toEqual([{ from: 270, to: 450 }]);
    expect(sectorSpans('square', ['BS', 'TS'])).toEqual([
      { from: 0, to: 45 },
      { from: 135, to: 180 },
    ]);
    expect(sectorSpans('square', sectorsOf('square'))).toEqual([{ from: 0, to: 360 }]);
  });

  // Metaverse p.41: hexagon sectors are the arcs, bow [330, 30).
  it('gives hexagon sectors centred on the arcs, and mirrors a rolled ship', () => {
    expect(sectorSpans('hexagon', ['bow'])).toEqual([{ from: -30, to: 30 }]);
    expect(sectorSpans('hexagon', ['port-bow', 'bow', 'starboard-bow'])).toEqual([{ from: 270, to: 450 }]);
    // p.9 roll: the display is reflected port↔starboard.
    expect(sectorSpans('square', ['SF'], true)).toEqual([{ from: 270, to: 315 }]);
  });

  it('covers exactly the bearings geometry/arcs.ts says a weapon bears on (away from boundaries)', () => {
    const square = fc.subarray([...sectorsOf('square')], { minLength: 1 });
    fc.assert(
      fc.property(square, fc.double({ min: 0, max: 359.5, noNaN: true }), fc.boolean(), fc.integer({ min: 0, max: 7 }), (sectors, rel, mirrored, h) => {
        if (Math.abs(rel / 45 - Math.round(rel / 45)) < 0.01) return;
        const heading = h * 45;
        const ship = { at: { x: 0, y: 0 }, heading, mirrored };
        const target = advance(ship.at, heading + rel, 50);
        const spans = sectorSpans('square', sectors, mirrored);
        const inSpan = spans.some((s) => [rel, rel + 360, rel - 360].some((r) => r > s.from && r < s.to));
        expect(inSpan).toBe(inSectors(ship, target, 'square', sectors));
      }),
    );
  });
});

describe('sectorPolygon', () => {
  it('starts at the ship and keeps its rim at the radius, clockwise from north', () => {
    const at = { x: 50, y: 50 };
    const poly = sectorPolygon(at, -45, 45, 80);
    expect(poly[0]).toEqual(at);
    for (const p of poly.slice(1)) expect(distance(at, p)).toBeCloseTo(80, 9);
    // Compass: −45° is north-west, +45° north-east (y south).
    expect(poly[1]?.x).toBeCloseTo(50 - 80 * Math.SQRT1_2, 9);
    expect(poly[1]?.y).toBeCloseTo(50 - 80 * Math.SQRT1_2, 9);
    expect(poly[poly.length - 1]?.x).toBeCloseTo(50 + 80 * Math.SQRT1_2, 9);
    // A full circle has no centre point.
    expect(sectorPolygon(at, 0, 360, 10)[0]).not.toEqual(at);
  });
});

describe('metaverseArcs', () => {
  // p.24 firing sectors, p.67 range = band × bands.
  it("draws the Resolute's lasers and railguns from its squadron's counter out to their reach", () => {
    const state = start();
    const arcs = metaverseArcs(state, pub, 'A-resolute');
    expect(arcs.map((a) => a.kind === 'arc' && a.label)).toEqual(['4 × Heavy Laser · 80 cm', 'Railgun Battery · 120 cm', 'Railgun Battery · 120 cm']);
    const at = metaverseScene(state, pub).units.find((u) => u.id === 'A-sq-1')?.at as Point;
    for (const a of arcs) {
      if (a.kind !== 'arc') throw new Error('arc expected');
      expect(a.unitId).toBe('A-sq-1');
      expect(a.area?.[0]).toEqual(at);
    }
    const laser = arcs[0];
    if (laser?.kind !== 'arc') throw new Error('arc expected');
    // Heading 0 (north), PF–SF: the northern half-disc of radius 80.
    const far = laser.area?.reduce((m, p) => Math.max(m, distance(at, p)), 0);
    expect(far).toBeCloseTo(80, 9);
    expect(Math.max(...(laser.area ?? []).map((p) => p.y))).toBeCloseTo(at.y, 9);
  });

  it('leaves out disabled weapons, and draws nothing for a destroyed ship or an unknown id', () => {
    const state = start();
    const lost = { ...state, ships: state.ships.map((s) => (s.id === 'A-resolute' ? { ...s, damage: { ...s.damage, systems: s.damage.systems.map((x) => (x.id === 'las-1' ? { ...x, disabled: true } : x)) } } : s)) };
    expect(metaverseArcs(lost, pub, 'A-resolute')[0]).toMatchObject({ label: '3 × Heavy Laser · 80 cm' });
    const dead = { ...state, ships: state.ships.map((s) => (s.id === 'A-resolute' ? { ...s, status: 'destroyed' as const } : s)) };
    expect(metaverseArcs(dead, pub, 'A-resolute')).toEqual([]);
    expect(metaverseArcs(state, pub, 'nobody')).toEqual([]);
  });

  it('draws a hexagon ship facing south', () => {
    const state = start();
    const arcs = metaverseArcs(state, pub, 'B-ravager');
    expect(arcs).toHaveLength(1);
    const a = arcs[0];
    if (a?.kind !== 'arc') throw new Error('arc expected');
    // Heading 180, port-bow..starboard-bow: the southern half-disc.
    const origin = a.area?.[0] as Point;
    expect(Math.min(...(a.area ?? []).map((p) => p.y))).toBeCloseTo(origin.y, 9);
  });
});

describe('arcs keep the enemies they reach in view', () => {
  // p.24: a weapon fires into its sectors out to its range; an enemy squadron inside an arc's area is in reach.
  it('an enemy squadron 14 cm dead ahead is in the forward arcs\' reach; no friend ever is', () => {
    const s = start();
    const a = s.squadrons.find((q) => q.id === 'A-sq-1');
    if (!a) throw new Error('A-sq-1 expected');
    const state = { ...s, squadrons: s.squadrons.map((q) => (q.id === 'B-sq-1' ? { ...q, at: { x: a.at.x, y: a.at.y - 14 } } : q)) };
    const arcs = metaverseArcs(state, { kind: 'public' }, 'A-sq-1').flatMap((o) => (o.kind === 'arc' ? [o] : []));
    expect(arcs.some((o) => o.reaches?.includes('B-sq-1'))).toBe(true);
    for (const o of arcs) for (const id of o.reaches ?? []) expect(state.squadrons.find((q) => q.id === id)?.side).toBe('B');
  });
});
