import { describe, expect, it } from 'vitest';
import type { Point, SceneBoard, SceneOverlay } from '../../../../src/rules/core/scene.ts';
import { classOf } from '../../../../src/rules/voidstriker/ships/library.ts';
import { moveRound } from '../../../../src/rules/voidstriker/movement/round.ts';
import { effectiveLimits } from '../../../../src/rules/voidstriker/record-keeping/limits.ts';
import { voidstrikerScene } from '../../../../src/rules/voidstriker/views/scene.ts';
import { toBook } from '../book-frame.ts';
import { anaPlot, midGame, ship, start } from './fixtures.ts';

const gm = { kind: 'gm' } as const;
const pub = { kind: 'public' } as const;
const ana = { kind: 'seat', seat: 'ana' } as const;
const ben = { kind: 'seat', seat: 'ben' } as const;
const close = (a: Point | undefined, b: Point): void => {
  expect(a?.x).toBeCloseTo(b.x, 9);
  expect(a?.y).toBeCloseTo(b.y, 9);
};
/** Rules point → scene point through the board's playfield offset (x shifted, y flipped: §2.31 and core/plane.ts). */
const toScene = (board: SceneBoard, p: Point): Point => {
  const f = board.kind === 'free' ? board.playfield : undefined;
  return { x: p.x + (f?.x ?? 0), y: (f?.y ?? 0) + 48 - p.y };
};
const plots = (o: readonly SceneOverlay[]) => o.filter((x) => x.kind === 'plot');
const declared = (o: readonly SceneOverlay[]) => o.filter((x) => x.kind === 'fire' && x.declared === true);

describe('voidstrikerScene: the table', () => {
  // Voidstriker §6.1: a planet, 4 IJN and 3 UNSN ships.
  it('keeps the bare playfield as the board when nothing comes near its edges', () => {
    const s = start('6.1');
    const state = { ...s, ships: s.ships.filter((x) => x.side === 'IJN') };
    expect(voidstrikerScene(state, pub).board).toEqual({ kind: 'free', unit: 'in', width: 72, height: 48, yNorth: true });
  });

  it('shows the 6.1 start: seven ships, the planet, the playfield grown east for the names of the UNSN at its edge', () => {
    const state = start('6.1');
    const scene = voidstrikerScene(state, pub);
    // UNSN enter at x = 70: 6" of room for their names takes the board to 76".
    expect(scene.board).toEqual({ kind: 'free', unit: 'in', width: 76, height: 48, yNorth: true, playfield: { x: 0, y: 0, width: 72, height: 48 } });
    expect(scene.units.filter((u) => u.kind === 'ship')).toHaveLength(7);
    expect(scene.terrain).toEqual([{ kind: 'planet', circle: { at: { x: 16, y: 24 }, radius: 5.5 }, label: 'Bishamon II' }]);
    expect(scene.caption).toBe('Standoff at Bishamon II · Round 1 · plot');
  });

  // Book frame (§2.31): rules y is north; scene y is south (screenY = height − y), headings unchanged.
  it('flips y: a known ship sits at (x, 48 − y) with its compass heading', () => {
    const state = start('6.1');
    const hood = toBook(ship(state, 'unsn-5'));
    const unit = voidstrikerScene(state, pub).units.find((u) => u.id === 'unsn-5');
    close(unit?.at as Point, { x: hood.position.x, y: 48 - hood.position.y });
    expect(unit?.facing).toBe(270);
    // The northernmost IJN ship is drawn highest.
    const ijn = voidstrikerScene(state, pub).units.filter((u) => u.side === 'IJN');
    const north = toBook(state.ships).filter((s) => s.side === 'IJN').reduce((a, b) => (b.position.y > a.position.y ? b : a));
    const top = ijn.reduce((a, b) => ((b.at as Point).y < (a.at as Point).y ? b : a));
    expect(top.id).toBe(north.id);
  });

  // Book §2.31, §2.341: the drift is speed × direction per round; y flipped.
  it('draws the drift as a velocity per round', () => {
    const state = midGame();
    const units = voidstrikerScene(state, pub).units;
    close(units.find((u) => u.id === 'unsn-6')?.velocity, { x: -4, y: -3 });
    close(units.find((u) => u.id === 'unsn-5')?.velocity, { x: -6, y: 0 });
    expect(units.find((u) => u.id === 'ijn-4')?.velocity).toBeUndefined();
    const startUnsn = voidstrikerScene(start('6.1'), pub).units.find((u) => u.id === 'unsn-5');
    close(startUnsn?.velocity, { x: -8, y: 0 });
  });

  it('grows the board to keep a ship that drifted off the field, and outlines the playfield', () => {
    const state = midGame();
    const scene = voidstrikerScene(state, pub);
    if (scene.board.kind !== 'free') throw new Error('free board expected');
    expect(scene.board.playfield).toBeDefined();
    expect(scene.board.height).toBeGreaterThan(48);
    for (const u of scene.units) {
      const at = u.at as Point;
      expect(at.x).toBeGreaterThanOrEqual(0);
      expect(at.y).toBeGreaterThanOrEqual(0);
      expect(at.x).toBeLessThanOrEqual(scene.board.width);
      expect(at.y).toBeLessThanOrEqual(scene.board.height);
    }
    // The off-field ship (rules y 49.5) is north of the playfield's top edge.
    const fi = scene.units.find((u) => u.id === 'unsn-6');
    expect((fi?.at as Point).y).toBeLessThan(scene.board.playfield?.y ?? 0);
    // The planet keeps its place relative to the playfield.
    const planet = scene.terrain?.[0]?.circle?.at;
    close(planet, { x: 16 + (scene.board.playfield?.x ?? 0), y: (scene.board.playfield?.y ?? 0) + 48 - 24 });
  });

  it('shows salvos, destroyed ships, trails and last round\'s shots', () => {
    const state = midGame();
    const scene = voidstrikerScene(state, pub);
    const s1 = scene.units.find((u) => u.id === 'S1');
    expect(s1).toMatchObject({ kind: 'salvo', count: 4, label: 'S1 → Heavy Cruiser', side: 'IJN', facing: 90 });
    close(s1?.velocity, { x: 8, y: 0 });
    expect(scene.units.find((u) => u.id === 'ijn-4')?.status).toBe('destroyed');
    expect(scene.trails.map((t) => t.unitId)).toEqual(['unsn-5', 'ijn-1', 'S1']);
    const fire = scene.overlays.filter((o) => o.kind === 'fire');
    expect(fire).toHaveLength(2);
    expect(fire[0]).toMatchObject({ hit: true, label: 'Battlecruiser → Heavy Cruiser: hit, 9 dmg' });
    expect(fire[1]).toMatchObject({ hit: false });
  });

  it('hull bar: damage points left over the class total', () => {
    const state = midGame();
    const hood = voidstrikerScene(state, pub).units.find((u) => u.id === 'unsn-5');
    const fresh = voidstrikerScene(start('6.1'), pub).units.find((u) => u.id === 'unsn-5');
    const thruster0 = classOf(ship(state, 'unsn-5')).thrusters[0] ?? 0;
    expect(fresh?.hull?.left).toBe(fresh?.hull?.of);
    expect(hood?.hull?.of).toBe(fresh?.hull?.of);
    // 3 armour, 1 bridge DP and the first thruster lost.
    expect(hood?.hull?.left).toBe((fresh?.hull?.of ?? 0) - 3 - 1 - thruster0);
  });

  // Voidstriker §3.22: asteroid counters are polygons on the free board.
  it('draws 6.3 asteroid fields as flipped polygons', () => {
    const state = start('6.3', true);
    expect(state.asteroids.length).toBeGreaterThan(0);
    const scene = voidstrikerScene(state, gm);
    const fields = scene.terrain?.filter((t) => t.kind === 'asteroids') ?? [];
    expect(fields).toHaveLength(state.asteroids.length);
    toBook(state.asteroids).forEach((a, i) => {
      a.polygon.forEach((p, k) => close(fields[i]?.polygon?.[k], toScene(scene.board, p)));
    });
    expect(scene.caption).toBe('The First Battle of Alpha Centauri · Round 1 · plot');
  });

  // Voidstriker §6.2: the base, and gunboats landed at it.
  it('marks the 6.2 base and landed ships', () => {
    const state = start('6.2');
    const scene = voidstrikerScene(state, pub);
    expect(scene.units.find((u) => u.id === 'base')).toMatchObject({ kind: 'marker', side: 'FAC' });
    expect(scene.terrain?.[0]?.label).toBe('New Angeles VI (base)');
    // Six gunboats landed on the base share one label.
    expect(scene.units.find((u) => u.id === 'fac-2')?.label).toBe('Gunboat +5 landed');
    expect(scene.units.filter((u) => u.id.startsWith('fac-') && u.id !== 'fac-1' && u.id !== 'fac-2').map((u) => u.label)).toEqual(['', '', '', '', '']);
    // A lone landed ship is marked in its own label.
    const one = { ...state, ships: state.ships.filter((x) => x.id !== 'fac-3' && x.id !== 'fac-4' && x.id !== 'fac-5' && x.id !== 'fac-6' && x.id !== 'fac-7') };
    expect(voidstrikerScene(one, pub).units.find((u) => u.id === 'fac-2')?.label).toBe('Gunboat (landed)');
  });

  it('names the stage in the caption', () => {
    const state = midGame();
    const pending = { phase: 1, plots: {}, seatOrder: [], shipOrder: [], accelerationOrder: [], locks: {}, fired: [], trails: [], shots: [] };
    expect(voidstrikerScene({ ...state, stage: 'fire', pending }, pub).caption).toBe('Standoff at Bishamon II · Round 3 · fire after phase b');
    expect(voidstrikerScene({ ...state, stage: 'over' }, pub).caption).toBe('Standoff at Bishamon II · Round 3 · game over');
  });
});

describe('voidstrikerScene: previews and secrecy', () => {
  // Book §2.341–§2.343: the four-phase path from moveRound.
  it("draws the viewer's own plotted path, ending where moveRound puts it, with the final facing", () => {
    const state = midGame();
    const plot = anaPlot();
    const scene = voidstrikerScene(state, ana, { kind: 'plot', plot });
    const bc = toBook(ship(state, 'ijn-1'));
    const movers = ['ijn-1', 'ijn-2'].map((id) => {
      const s = ship(state, id);
      return { id, position: s.position, vectorCounter: s.vectorCounter, heading: s.heading, drift: s.drift, limits: effectiveLimits(classOf(s), s.condition) };
    });
    const manoeuvres = Object.fromEntries(plot.ships.map((p) => [p.shipId, p.manoeuvre]));
    const moved = toBook(moveRound(movers, manoeuvres, ['ijn-1', 'ijn-2']).ships.find((m) => m.id === 'ijn-1'));
    const overlay = plots(scene.overlays).find((o) => o.unitId === 'ijn-1');
    if (overlay?.kind !== 'plot' || !moved) throw new Error('plot expected');
    const height = scene.board.kind === 'free' ? scene.board.height : 0;
    const north = height; // the board's top edge in rules y (it starts at x 0 here: nothing is west of the field)
    close(overlay.path[0] as Point, { x: bc.position.x, y: north - bc.position.y });
    close(overlay.path[overlay.path.length - 1] as Point, { x: moved.position.x, y: north - moved.position.y });
    // Two 30° turns to port from 80°.
    expect(overlay.facing).toBe(20);
    expect(moved.heading).toBe(20);
    expect(overlay.label).toMatch(/^Battlecruiser: drift \d+"$/);
    // Fire lines: both turrets at the Heavy Cruiser, one line; last round's shots are left out.
    const lines = declared(scene.overlays);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ declared: true, label: '2 weapons → Heavy Cruiser' });
    expect(scene.overlays.filter((o) => o.kind === 'fire' && !o.declared)).toHaveLength(0);
    expect(scene.caption).toMatch(/your draft$/);
  });

  it("never shows a draft to another seat, the GM or the public", () => {
    const state = midGame();
    const preview = { kind: 'plot', plot: anaPlot() } as const;
    for (const viewer of [ben, gm, pub]) {
      const scene = voidstrikerScene(state, viewer, preview);
      expect(plots(scene.overlays)).toHaveLength(0);
      expect(declared(scene.overlays)).toHaveLength(0);
      expect(scene.caption).not.toMatch(/draft/);
    }
  });

  it('never draws the plots of a round under way (state.pending), not even the viewer\'s own', () => {
    const state = midGame();
    const plotsBySeat = Object.fromEntries(anaPlot().ships.map((p) => [p.shipId, p]));
    const pending = { phase: 0, plots: plotsBySeat, seatOrder: ['ana', 'ben'], shipOrder: [], accelerationOrder: [], locks: {}, fired: [], trails: [], shots: [] };
    for (const viewer of [ana, ben, gm, pub]) {
      const scene = voidstrikerScene({ ...state, stage: 'fire', pending }, viewer);
      expect(plots(scene.overlays)).toHaveLength(0);
      expect(declared(scene.overlays)).toHaveLength(0);
    }
  });

  it("draws a 'fire' draft's declared lines for the viewer's ships only", () => {
    const state = midGame();
    const submission = {
      kind: 'fire',
      phase: 1,
      ships: [
        { shipId: 'ijn-1', fire: [{ mount: 'md1', target: 'unsn-5', phase: 2, condition: 'always' }], launch: [] },
        { shipId: 'unsn-5', fire: [{ mount: 't1', target: 'ijn-1', phase: 2, condition: 'always' }], launch: [] },
      ],
    } as const;
    const scene = voidstrikerScene(state, ana, submission);
    const lines = declared(scene.overlays);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ label: 'Mk-V mass driver' });
    expect(plots(scene.overlays)).toHaveLength(0);
    expect(declared(voidstrikerScene(state, ben, submission).overlays)).toHaveLength(1);
  });
});
