// What each viewer sees (src/rules/starmada/views/*.ts): the scene with hull bars, trails and plotted orders, the
// ship card with its tracks, and the one secret the state holds, a cloaked ship (B.5, ruling 27).
import { describe, expect, test } from 'vitest';
import type { Hex } from '../../../../src/rules/core/hex.ts';
import { hexDistance } from '../../../../src/rules/core/hex.ts';
import type { Viewer } from '../../../../src/rules/core/rule-system.ts';
import { resolveSimultaneousFire } from '../../../../src/rules/starmada/combat/resolve-fire.ts';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { canSee, viewerSide } from '../../../../src/rules/starmada/views/visibility.ts';
import { isCloaked } from '../../../../src/rules/starmada/movement/cloaking.ts';
import { LANCER, at, deploy, duel, expectOk, fleet, newGame, resolveTyped, shipOf, typedOrders, withShip } from './fixtures.ts';
import type { StarmadaSubmission } from '../../../../src/rules/starmada/submission.ts';

const ANA: Viewer = { kind: 'seat', seat: 'ana' };
const BEN: Viewer = { kind: 'seat', seat: 'ben' };
const PUBLIC: Viewer = { kind: 'public' };
const GM: Viewer = { kind: 'gm' };

describe('the scene', () => {
  test('ships with hull bars and facings, flights with their fighters, a caption with turn, phase and score', () => {
    const state = withShip(deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] })), 'vigil', (s) => ({ ...s, hull: { ...s.hull, checked: 1 } }));
    const scene = starmada.scene(state, PUBLIC);
    expect(scene.board).toEqual({ kind: 'hex', cols: 32, rows: 18 });
    expect(scene.units.map((u) => [u.id, u.kind, u.side, u.facing, u.hull ?? null, u.count ?? null])).toEqual([
      ['nest', 'ship', 'A', 1, { left: 3, of: 3 }, null],
      ['vigil', 'ship', 'B', 4, { left: 2, of: 3 }, null],
      ['nest/F1', 'flight', 'A', 1, null, 6],
    ]);
    expect(scene.caption).toBe('Turn 1 · Orders · Score A 0 / 420 · B 0 / 420');
  });

  test('before deployment resolves, a seat sees only its own ships, where its draft (or the default) puts them (2.3 p.12)', () => {
    const game = newGame();
    const pub = starmada.scene(game, PUBLIC);
    expect(pub.caption).toBe('Deployment');
    expect(pub.units).toEqual([]);
    const ana = starmada.scene(game, ANA);
    expect(ana.caption).toBe('Deployment · your zone: within 4 hexes of the west edge (columns 01–04)');
    expect(ana.units.map((u) => u.side)).toEqual(ana.units.map(() => 'A'));
    expect(ana.units.length).toBeGreaterThan(0);
    const draft = expectOk(starmada.parse(game, 'ana', `${ana.units[0]?.label ?? ''} 0205 SE`));
    const drawn = starmada.scene(game, ANA, draft).units[0];
    expect(drawn && [drawn.at, drawn.facing]).toEqual([at(2, 5), 2]);
  });

  test('a ship destroyed in the step is a wreck on its map (4.5 p.21: removed from play), dropped from later maps; the caption of a finished game says so', () => {
    const { state } = duel();
    const over = resolveTyped(state, { ana: 'Kestrel: Cannon > Vigil; Laser > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 1, 2, 6, 3]).state;
    const scene = starmada.scene(over, PUBLIC);
    expect(scene.units.map((u) => [u.id, u.status])).toEqual([['kestrel', 'active'], ['vigil', 'destroyed']]);
    expect(scene.caption).toBe('Turn 1 · Game over · Score A 100 / 420 · B 0 / 420');
    // The next step starts a new record: the wreck is gone.
    const later = { ...over, lastStep: { shots: [], wrecks: [], blasts: [] } };
    expect(starmada.scene(later, PUBLIC).units.map((u) => u.id)).toEqual(['kestrel']);
  });

  test('trails show the hexes entered in the last move, from where each ship began; a ship that held has none', () => {
    const state = deploy(newGame());
    const moved = resolveTyped(state, { ana: 'Kestrel: 0' }).state;
    const trails = starmada.scene(moved, PUBLIC).trails;
    expect(trails.map((t) => t.unitId)).toEqual(['vigil']);
    // A hex board's trails are hexes.
    const path = (trails[0]?.path ?? []) as Hex[];
    // Vigil sent no orders: straight ahead at speed 4 (p.15), 5 hexes from 2909 on.
    expect(path).toHaveLength(5);
    expect(path[0]).toEqual(at(29, 9));
    expect(path[4]).toEqual(shipOf(moved, 'vigil').at);
    for (let i = 1; i < path.length; i++) expect(hexDistance(path[i - 1] ?? at(1, 1), path[i] ?? at(1, 1))).toBe(1);
  });
});

describe('plotted orders: only the viewer\'s own draft', () => {
  const preview = { kind: 'orders' as const, orders: typedOrders(deploy(newGame()), { kestrel: '2P2(4)', vigil: '3' }) };

  test('a seat\'s preview draws its own ship\'s plot and never an enemy\'s', () => {
    const state = deploy(newGame(), { ana: 'Kestrel 0309 N' });
    const overlays = starmada.scene(state, ANA, preview).overlays;
    expect(overlays).toHaveLength(1);
    const plot = overlays[0];
    if (plot?.kind !== 'plot') throw new Error('expected a plot');
    expect(plot.unitId).toBe('kestrel');
    expect(plot.label).toBe('Kestrel 2P2(4)');
    // 0309 facing N: two hexes N to 0307, port to NW, two hexes NW; five hexes in all, ending facing NW.
    expect(plot.path).toHaveLength(5);
    expect(plot.path[0]).toEqual(at(3, 9));
    expect(plot.path[2]).toEqual(at(3, 7));
    expect(plot.facing).toBe(5);
    expect(starmada.scene(state, BEN, preview).overlays.flatMap((o) => (o.kind === 'plot' ? [o.unitId] : []))).toEqual(['vigil']);
  });

  test('the public sees no plots; the GM sees every plot of the preview; other kinds of preview draw nothing', () => {
    const state = deploy(newGame());
    expect(starmada.scene(state, PUBLIC, preview).overlays).toEqual([]);
    expect(starmada.scene(state, GM, preview).overlays.flatMap((o) => (o.kind === 'plot' ? [o.unitId] : []))).toEqual(['kestrel', 'vigil']);
    expect(starmada.scene(state, ANA, { kind: 'fire', declarations: [] }).overlays).toEqual([]);
    expect(starmada.scene(state, ANA).overlays).toEqual([]);
    // Unreadable orders stored before orders were data are not drawn; readable ones are (submission-upgrade.ts).
    const stored = (orders: Record<string, string>) => ({ kind: 'orders', orders }) as unknown as StarmadaSubmission;
    expect(starmada.scene(state, ANA, stored({ kestrel: 'zz' })).overlays).toEqual([]);
    expect(starmada.scene(state, ANA, stored({ kestrel: '2P2(4)' })).overlays.flatMap((o) => (o.kind === 'plot' ? [o.label] : []))).toEqual(['Kestrel 2P2(4)']);
  });

  test('a fire draft draws one declared line per ship and target, naming its batteries; never for the public or the enemy', () => {
    const state = deploy(newGame());
    const kestrel = shipOf(state, 'kestrel');
    const vigil = shipOf(state, 'vigil');
    const fire = { kind: 'fire' as const, declarations: [0, 0].map((battery, i) => ({ shipId: 'kestrel', battery, weapons: i + 1, targetId: 'vigil', mode: 0, directed: false })) };
    const battery = LANCER.batteries[0]?.name ?? '';
    expect(starmada.scene(state, ANA, fire).overlays).toEqual([{ kind: 'fire', from: kestrel.at, to: vigil.at, hit: false, declared: true, label: `${battery} ×1 + ${battery} ×2`, fromId: 'kestrel', toId: 'vigil' }]);
    expect(starmada.scene(state, BEN, fire).overlays).toEqual([]);
    expect(starmada.scene(state, PUBLIC, fire).overlays).toEqual([]);
  });
});

describe('secrecy of a cloaked ship (B.5, ruling 27)', () => {
  // Setup refuses the cloaking option for now, so the revealed "C/" order is written into the state directly:
  // visibility reads nothing else.
  const cloaked = (): StarmadaState => {
    const state = deploy(newGame({ b: [{ class: 'Lancer', name: 'Wraith' }, { class: 'Lancer', name: 'Vigil' }] }));
    const moved = resolveTyped(state, {}).state;
    return { ...moved, revealedOrders: { ...moved.revealedOrders, wraith: 'C/4(4)' } };
  };

  test('absent from the other side\'s and the public scene and card, trail included', () => {
    const state = cloaked();
    expect(isCloaked(state, shipOf(state, 'wraith'))).toBe(true);
    expect(isCloaked(state, shipOf(state, 'vigil'))).toBe(false);
    for (const viewer of [ANA, PUBLIC]) {
      const scene = starmada.scene(state, viewer);
      expect(scene.units.map((u) => u.id)).not.toContain('wraith');
      expect(scene.units.map((u) => u.id)).toContain('vigil');
      expect(scene.trails.map((t) => t.unitId)).not.toContain('wraith');
      expect(starmada.card(state, 'wraith', viewer)).toBeNull();
    }
  });

  test('present for its own side and the GM', () => {
    const state = cloaked();
    for (const viewer of [BEN, GM]) {
      const scene = starmada.scene(state, viewer);
      expect(scene.units.map((u) => u.id)).toContain('wraith');
      expect(scene.trails.map((t) => t.unitId)).toContain('wraith');
      expect(starmada.card(state, 'wraith', viewer)?.title).toBe('Wraith · Lancer Frigate (CR 100)');
    }
  });

  test('visibility helpers: sides of viewers, and a teammate on another seat sees the cloaked ship', () => {
    const state = cloaked();
    const withCid: StarmadaState = { ...state, seats: { ...state.seats, cid: { side: 'B', name: 'Cid' } } };
    expect(viewerSide(withCid, ANA)).toBe('A');
    expect(viewerSide(withCid, { kind: 'seat', seat: 'cid' })).toBe('B');
    expect(viewerSide(withCid, GM)).toBe('gm');
    expect(viewerSide(withCid, PUBLIC)).toBeNull();
    expect(viewerSide(withCid, { kind: 'seat', seat: 'nobody' })).toBeNull();
    expect(canSee(withCid, { kind: 'seat', seat: 'cid' }, shipOf(withCid, 'wraith'))).toBe(true);
    expect(canSee(withCid, { kind: 'seat', seat: 'nobody' }, shipOf(withCid, 'wraith'))).toBe(false);
  });
});

describe('the ship card', () => {
  test('tracks with their boxes and checked counts, ratings now, banks with working weapons', () => {
    const { state } = duel();
    // Tie 1; Cannons 6, 6 → damage 5 (weapon), 4 (engine); the owner strikes the default losses (Cannon AB, Laser EF).
    const hit = resolveTyped(state, { ana: 'Kestrel: Cannon > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 5, 4]);
    const ended = resolveTyped(hit.state, {}).state;
    const card = starmada.card(ended, 'vigil', ANA);
    expect(card).toEqual({
      title: 'Vigil · Lancer Frigate (CR 100)',
      subtitle: 'Side B · Ben · hex 1005 · heading S · last speed 0',
      tracks: [
        { name: 'Hull', boxes: [3, 2, 1], checked: 0, pending: 0 },
        { name: 'Engines', boxes: [4, 2], checked: 1, pending: 0 },
        { name: 'Weapons', boxes: [4, 2], checked: 1, pending: 0 },
        { name: 'Shields', boxes: [], checked: 0, pending: 0 },
      ],
      weapons: [
        { name: 'Cannon', arcs: 'AB', range: '4-8-12', stats: '1×3+/1/1', working: 1, of: 2 },
        { name: 'Laser', arcs: 'EF', range: '2-4-6', stats: '1×3+/1/1', working: 0, of: 1 },
        { name: 'Laser', arcs: 'AB', range: '2-4-6', stats: '1×3+/1/1', working: 1, of: 1 },
      ],
      lines: ['Engines 2 · Shields 0 · Weapons 2 · Hull 3 of 3'],
    });
  });

  test('pending damage gets a line of its own until the End Phase', () => {
    const { state } = duel();
    const declarations = expectOk(starmada.parse(state, 'ana', 'Kestrel: Cannon > Vigil'));
    if (declarations.kind !== 'fire') throw new Error('expected fire');
    // Tie 1; 6, 6 → damage 2 (hull), 6 (shield hit: no shield track, so no effect, p.21).
    const fired = resolveSimultaneousFire(state, declarations.declarations, scriptedDice([1, 6, 6, 2, 6])).state;
    const card = starmada.card(fired, 'vigil', PUBLIC);
    expect(card?.lines.slice(0, 2)).toEqual(['Engines 4 · Shields 0 · Weapons 4 · Hull 3 of 3', 'Damage to take effect in the End Phase: hull 1, engines 0, weapons 0, shields 0']);
    expect(card?.tracks[0]).toEqual({ name: 'Hull', boxes: [3, 2, 1], checked: 0, pending: 1 });
  });

  test('the Majestic\'s card lists its equipment; a destroyed ship\'s card says so; unknown ids have none', () => {
    const state = deploy(newGame({ a: [{ class: 'Majestic' }] }));
    const card = starmada.card(state, 'majestic', BEN);
    expect(card?.title).toBe('Majestic · Majestic Battlecruiser (CR 185)');
    expect(card?.lines).toContain('Countermeasures: 1 of 1 working');
    expect(card?.lines).toContain('Hyperdrive: 1 of 1 working');
    expect(card?.weapons?.filter((w) => w.name === 'Laser Cannon').map((w) => `${w.arcs} ${w.working}/${w.of} ${w.range} ${w.stats}`)).toEqual([
      'AB 1/1 3-6-9 1×5+/1/1',
      'AC 2/2 3-6-9 1×5+/1/1',
      'BD 2/2 3-6-9 1×5+/1/1',
      'EF 1/1 3-6-9 1×5+/1/1',
    ]);
    const gone = withShip(state, 'majestic', (s) => ({ ...s, status: 'destroyed', hull: { ...s.hull, checked: 8 } }));
    expect(starmada.card(gone, 'majestic', PUBLIC)?.subtitle).toBe('Side A · Ana · destroyed · last speed 4');
    expect(starmada.card(gone, 'majestic', PUBLIC)?.lines[0]).toBe('Engines 4 · Shields 3 · Weapons 17 · Hull 0 of 8');
    expect(starmada.card(state, 'nothing', GM)).toBeNull();
  });

  test('a teammate\'s scene includes every ship of both seats of the side', () => {
    const state = deploy(newGame({ extra: { cid: fleet('A', 'Cid', [{ class: 'Lancer', name: 'Gull' }]) } }));
    expect(starmada.scene(state, { kind: 'seat', seat: 'cid' }).units.map((u) => u.id).sort()).toEqual(['gull', 'kestrel', 'vigil']);
  });
});
