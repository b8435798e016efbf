import { describe, expect, it } from 'vitest';
import type { ShotRecord } from '../../../../src/rules/metaverse/state.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import { hullHits, metaverseScene, shotLines, squadronStatus } from '../../../../src/rules/metaverse/views/scene.ts';
import { midGame, start } from './fixtures.ts';

const pub = { kind: 'public' } as const;

describe('metaverseScene', () => {
  // Metaverse p.101 "Match Play": squadrons in 10% strips along opposite edges, facing each other.
  it('shows the Match Play start: the table, six squadron counters and both deployment zones', () => {
    const state = start();
    const scene = metaverseScene(state, pub);
    expect(scene.board).toEqual({ kind: 'free', unit: 'cm', width: 180, height: 120 });
    expect(scene.caption).toBe('Match Play · Turn 1 · plot');
    expect(scene.units).toHaveLength(state.squadrons.length);
    const a = scene.units.find((u) => u.id === 'A-sq-3');
    expect(a).toMatchObject({ label: 'CNS Kestrel & Merlin', side: 'A', kind: 'ship', facing: 0, status: 'active', at: { x: 135, y: 114 } });
    expect(a?.velocity).toBeUndefined();
    expect(a?.hull?.left).toBe(a?.hull?.of);
    const zones = scene.zones ?? [];
    expect(zones.map((z) => [z.side, z.label])).toEqual([['A', 'Side A deployment'], ['B', 'Side B deployment']]);
    expect(scene.overlays.filter((o) => o.kind === 'arc')).toEqual([]);
    // Side A deploys along the bottom edge: the strip y 108–120 (10% of 120 cm).
    expect(zones[0]?.polygon).toEqual([
      { x: 0, y: 108 },
      { x: 180, y: 108 },
      { x: 180, y: 120 },
      { x: 0, y: 120 },
    ]);
    expect(scene.trails).toEqual([]);
  });

  it('shows trails, grouped shots, hull lost and velocity after a few turns', () => {
    const state = midGame();
    const scene = metaverseScene(state, pub);
    expect(scene.caption).toBe(`Match Play · Turn ${state.turn} · plot`);
    expect(scene.trails.length).toBeGreaterThan(0);
    const fire = scene.overlays.filter((o) => o.kind === 'fire');
    expect(fire.length).toBeGreaterThan(0);
    expect(fire.length).toBeLessThan(state.shots.length);
    expect(fire.some((f) => f.kind === 'fire' && /^\d+ of \d+ hit/.test(f.label ?? ''))).toBe(true);
    const hurt = scene.units.filter((u) => (u.hull?.left ?? 0) < (u.hull?.of ?? 0));
    expect(hurt.length).toBeGreaterThan(0);
    // p.5: Cinematic momentum along the heading (heading 0 = north = −y).
    const resolute = state.squadrons.find((s) => s.id === 'A-sq-1');
    const unit = scene.units.find((u) => u.id === 'A-sq-1');
    if (resolute && resolute.momentum > 0) expect(unit?.velocity).toEqual({ x: 0, y: -resolute.momentum });
  });

  it('marks a squadron destroyed when all its ships are, exited when one disengaged', () => {
    expect(squadronStatus([{ status: 'destroyed' }, { status: 'active' }])).toBe('active');
    expect(squadronStatus([{ status: 'destroyed' }, { status: 'disengaged' }])).toBe('exited');
    expect(squadronStatus([{ status: 'destroyed' }])).toBe('destroyed');
    const state = start();
    const gone = { ...state, ships: state.ships.map((s) => (s.squadronId === 'B-sq-2' ? { ...s, status: 'destroyed' as const } : s)) };
    // A wreck on the map of the step that destroyed it (p.28), dropped from later maps.
    expect(metaverseScene({ ...gone, wrecks: ['B-sq-2'] }, pub).units.find((u) => u.id === 'B-sq-2')).toMatchObject({ status: 'destroyed' });
    expect(metaverseScene(gone, pub).units.find((u) => u.id === 'B-sq-2')).toBeUndefined();
  });

  // p.28 "Recording Damage": hits come off the hull layers.
  it('counts hull hits left over designed, none left on a destroyed ship', () => {
    const ship = start().ships[0];
    if (!ship) throw new Error('ship expected');
    const { left, of } = hullHits([ship]);
    expect(left).toBe(of);
    const first = ship.damage.sections[0];
    if (!first) throw new Error('section expected');
    const hit = { ...ship.damage, sections: [{ ...first, layers: first.layers.map((l, i) => (i === 0 ? { ...l, remaining: l.remaining - 3 } : l)) }, ...ship.damage.sections.slice(1)] };
    expect(hullHits([{ damage: hit }])).toEqual({ left: of - 3, of });
    expect(hullHits([{ damage: { ...hit, destroyed: true } }])).toEqual({ left: 0, of });
  });

  it('groups shots per firer and target; return fire is a line of its own (the map draws the two apart)', () => {
    const a = { x: 10, y: 10 };
    const b = { x: 10, y: 50 };
    const c = { x: 40, y: 50 };
    const s = (from: typeof a, to: typeof a, hit: boolean, label = 'Laser'): ShotRecord => ({ from, to, hit, label });
    const lines = shotLines([s(a, b, true), s(a, b, false), s(a, b, true), s(b, a, false), s(c, a, false, 'Railgun')]);
    expect(lines).toEqual([
      { from: a, to: b, hit: true, label: '2 of 3 hit' },
      { from: b, to: a, hit: false, label: 'Laser' },
      { from: c, to: a, hit: false, label: 'Railgun' },
    ]);
  });

  it('a ship destroyed in a squadron that fights on is a wreck of its own beside the counter, on that step’s map only', () => {
    const state = start();
    const sq = state.squadrons.find((q) => state.ships.filter((x) => x.squadronId === q.id).length > 1);
    if (!sq) throw new Error('the fixture has a squadron of two');
    const [lost] = state.ships.filter((x) => x.squadronId === sq.id);
    if (!lost) throw new Error('a ship');
    const ships = state.ships.map((x) => (x.id === lost.id ? { ...x, status: 'destroyed' as const } : x));
    const wreck = (wrecks: string[]) => metaverseScene({ ...state, ships, wrecks }, pub).units.find((u) => u.id === lost.id);
    expect(wreck([lost.id])).toMatchObject({ label: lost.name, status: 'destroyed', side: sq.side });
    expect(wreck([])).toBeUndefined();
    const counter = metaverseScene({ ...state, ships, wrecks: [lost.id] }, pub).units.find((u) => u.id === sq.id);
    expect(counter?.status).toBe('active');
  });

  // Metaverse p.7 (Cinematic): the seat's own plotted paths on its private map; left-out squadrons drift (A21).
  it('draws the seat’s draft plot on its own map only: paths with the new momentum, the rest drift in place', () => {
    const state = start();
    const plot = metaverse.parse(state, 'ana', 'CNS Resolute: A2');
    if (!plot.ok) throw new Error(plot.error[0]?.message);
    const mine = metaverseScene(state, { kind: 'seat', seat: 'ana' }, plot.value).overlays.filter((o) => o.kind === 'plot');
    expect(mine.map((o) => o.kind === 'plot' && [o.unitId, o.label])).toEqual([['A-sq-1', 'CNS Resolute 2 cm']]);
    const path = mine[0]?.kind === 'plot' ? mine[0].path : [];
    // Momentum 0 + 2 = 2 cm straight ahead (heading 0°, north: y falls).
    expect(path.at(-1)).toMatchObject({ x: 45, y: 112 });
    expect(metaverseScene(state, { kind: 'seat', seat: 'ben' }, plot.value).overlays.some((o) => o.kind === 'plot')).toBe(false);
    expect(metaverseScene(state, pub, plot.value)).toEqual(metaverseScene(state, pub));
  });

  it('draws the seat’s declared fire as lines to each target', () => {
    const state = start();
    const preview = { kind: 'fire' as const, fire: { ships: [{ ship: 'A-resolute', fireControl: null, orders: [{ weapon: 'las-1', target: 'B-dominator', sensor: null, fire: 'salvo' as const, system: null, mode: null, munition: null }] }] } };
    const lines = metaverseScene(state, { kind: 'seat', seat: 'ana' }, preview).overlays.filter((o) => o.kind === 'fire');
    expect(lines).toEqual([expect.objectContaining({ declared: true, hit: false, label: '1 weapon' })]);
  });
});
