import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../../../src/rules/core/scene.ts';
import { mountBears, relativeBearing, type MountFitting } from '../../../../src/rules/voidstriker/geometry/arcs.ts';
import { pointInField } from '../../../../src/rules/voidstriker/geometry/asteroids.ts';
import { massDriverBears } from '../../../../src/rules/voidstriker/geometry/mass-driver.ts';
import { add, scale, unit } from '../../../../src/rules/core/plane.ts';
import { toBook } from '../book-frame.ts';
import { DRAW_RANGE, lineOfFirePolygon, sectorOf, sectorPolygon, voidstrikerArcs } from '../../../../src/rules/voidstriker/views/arcs.ts';
import { voidstrikerScene } from '../../../../src/rules/voidstriker/views/scene.ts';
import { midGame, ship } from './fixtures.ts';

const pub = { kind: 'public' } as const;

describe('voidstrikerArcs', () => {
  // Voidstriker §2.35: fixed = forward 60°, forward turret = all but aft, rear turret = all but forward.
  it("gives the Battlecruiser its mass driver line, its two turrets' arc and its tubes' forward arc", () => {
    const state = midGame();
    const arcs = voidstrikerArcs(state, pub, 'ijn-1');
    expect(arcs.map((a) => a.kind === 'arc' && a.label)).toEqual(['Mk-V mass driver', '2 × Dual Mk-IV laser turret', 'Dual Mk-IV missiles']);
    const at = voidstrikerScene(state, pub).units.find((u) => u.id === 'ijn-1')?.at as Point;
    for (const a of arcs) if (a.kind === 'arc') expect(a.hexes).toEqual([]);
    // Sectors start at the ship's place on the scene board.
    const turret = arcs[1];
    if (turret?.kind !== 'arc') throw new Error('arc expected');
    expect(turret.area?.[0]?.x).toBeCloseTo(at.x, 9);
    expect(turret.area?.[0]?.y).toBeCloseTo(at.y, 9);
  });

  it('lists the enemy ships inside each drawn area (reaches), never a friend or a ship out of play', () => {
    const state = midGame();
    const arcs = voidstrikerArcs(state, pub, 'ijn-1');
    const reaches = arcs.map((a) => (a.kind === 'arc' ? [...(a.reaches ?? [])] : []));
    // The Hood (unsn-5) lies 17" off, 23° off the bow: inside the forward turrets' sector, outside the mass driver's line.
    expect(reaches[1]).toContain('unsn-5');
    expect(reaches[0]).not.toContain('unsn-5');
    for (const id of reaches.flat()) expect(ship(state, id).side).toBe('UNSN');
  });

  it('groups mixed units by fitting and draws none for a destroyed ship', () => {
    const state = midGame();
    expect(voidstrikerArcs(state, pub, 'unsn-5').map((a) => a.kind === 'arc' && a.label)).toEqual([
      'Fixed forward (2 units)',
      'Forward turrets (3 units)',
      'Rear turrets (6 units)',
    ]);
    expect(voidstrikerArcs(state, pub, 'ijn-4')).toEqual([]);
    expect(voidstrikerArcs(state, pub, 'nope')).toEqual([]);
  });

  it('sectors follow the heading', () => {
    expect(sectorOf('fixed', 90)).toEqual({ from: 60, to: 120 });
    expect(sectorOf('forwardTurret', 0)).toEqual({ from: -150, to: 150 });
    expect(sectorOf('rearTurret', 0)).toEqual({ from: 30, to: 330 });
  });

  // The drawn sector agrees with geometry/arcs.ts mountBears, away from the boundaries.
  it('a point inside the drawing range is in the drawn sector exactly when the mount bears', () => {
    const fitting = fc.constantFrom<MountFitting>('fixed', 'forwardTurret', 'rearTurret');
    fc.assert(
      fc.property(fitting, fc.integer({ min: 0, max: 359 }), fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: 1, max: DRAW_RANGE - 1, noNaN: true }), (f, heading, bearing, r) => {
        const me = { position: { x: 10, y: 20 }, heading };
        const target = add(me.position, scale(unit(bearing), r));
        const rel = Math.abs(relativeBearing(me, target) ?? 0);
        fc.pre(Math.abs(rel - 30) > 1 && Math.abs(rel - 150) > 1);
        const { from, to } = sectorOf(f, heading);
        const inside = pointInField(target, { id: 'x', polygon: sectorPolygon(me.position, from, to, DRAW_RANGE) });
        expect(inside).toBe(mountBears(f, me, target));
      }),
    );
  });

  // §2.35 mass drivers fire straight out from the front of the counter.
  it("a mass driver's strip holds exactly the targets its line of fire crosses", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359 }), fc.double({ min: 1, max: DRAW_RANGE - 1, noNaN: true }), fc.double({ min: -2, max: 2, noNaN: true }), (heading, along, off) => {
        fc.pre(Math.abs(Math.abs(off) - 0.5) > 1e-3);
        const me = { position: { x: 0, y: 0 }, heading };
        const target = add(scale(unit(heading), along), scale(unit(heading + 90), off));
        const inside = pointInField(target, { id: 'x', polygon: lineOfFirePolygon(me.position, heading, DRAW_RANGE) });
        expect(inside).toBe(massDriverBears(me, target));
      }),
    );
  });

  it('uses the scene frame (y flipped, board grown) for every area point', () => {
    const state = midGame();
    const scene = voidstrikerScene(state, pub);
    const bc = ship(state, 'ijn-1');
    const height = scene.board.kind === 'free' ? scene.board.height : 0;
    const arc = voidstrikerArcs(state, pub, 'ijn-1')[0];
    if (arc?.kind !== 'arc') throw new Error('arc expected');
    // The mass driver strip's first corner: 0.5" to starboard of the centre.
    const corner = toBook(add(bc.position, scale(unit(bc.heading + 90), 0.5)));
    expect(arc.area?.[0]?.x).toBeCloseTo(corner.x, 9);
    expect(arc.area?.[0]?.y).toBeCloseTo(height - corner.y, 9);
  });
});
