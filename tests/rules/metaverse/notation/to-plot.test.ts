import { describe, expect, test } from 'vitest';
import { damageLayoutOf } from '../../../../src/rules/metaverse/adapters/damage.ts';
import { movementContextOf } from '../../../../src/rules/metaverse/adapters/movement.ts';
import { fireContextOf, turnPlotContextOf, type NotationShip } from '../../../../src/rules/metaverse/notation/context.ts';
import { movementPlotOf } from '../../../../src/rules/metaverse/notation/to-plot.ts';
import { initialDamageState } from '../../../../src/rules/metaverse/damage/state.ts';
import { moveCinematic } from '../../../../src/rules/metaverse/movement/cinematic.ts';
import { validatePlot } from '../../../../src/rules/metaverse/movement/plot.ts';
import { parseTurnPlot } from '../../../../src/rules/metaverse/notation/parse.ts';
import { parseFireOrders } from '../../../../src/rules/metaverse/notation/parse-fire.ts';
import { LIBRARY } from '../../../../src/rules/metaverse/ships/library.ts';
import { blankSquadronPlot } from '../../../../src/rules/metaverse/notation/types.ts';
import { design, RESOLUTE, THUNDERCHILD } from '../adapters/fixtures.ts';

const TC: NotationShip = { id: 'uss-thunderchild', design: THUNDERCHILD };
const seat = (ship: NotationShip) =>
  turnPlotContextOf({
    squadrons: [{ id: 'sq-tc', name: 'USS Thunderchild', ships: [ship], payers: ['cmd'] }],
    commanders: [{ id: 'cmd', name: 'Commodore Hale', cp: 3 }],
    enemyShips: [{ id: 'res', name: 'Resolute' }],
  });

describe('notation adapters', () => {
  test('every library design gives a plot context and a fire context', () => {
    for (const d of LIBRARY.designs) {
      expect(seat({ design: d }).ok).toBe(true);
      expect(fireContextOf([{ design: d }], []).ships[0]?.weapons.length).toBeGreaterThan(0);
    }
  });
  test('drives are named as in the book, mirrored while rolled, and left out when disabled', () => {
    const ctx = seat(TC);
    expect(ctx.ok && ctx.value.squadrons[0]?.ships[0]?.drives.map((d) => `${d.name}:${d.rating}:${d.arcs.join('/')}`)).toEqual(['S1:2:stern', 'S2:2:stern', 'B1:1:bow', 'B2:1:bow', 'P:3:port', 'SB:3:starboard']);
    const st = initialDamageState(damageLayoutOf(THUNDERCHILD));
    const s1 = st.systems.find((s) => s.id === 'stl-S1');
    if (s1) s1.disabled = true;
    const rolled = seat({ ...TC, damage: st, mirrored: true });
    expect(rolled.ok && rolled.value.squadrons[0]?.ships[0]?.drives.map((d) => `${d.name}:${d.arcs.join('/')}`)).toEqual(['S2:stern', 'B1:bow', 'B2:bow', 'P:starboard', 'SB:port']);
    expect(rolled.ok && rolled.value.squadrons[0]?.ships[0]?.ftl).toEqual({ type: 'warp', charged: true });
  });

  // Cinematic Movement example, Metaverse ~p.8 "Cinematic Movement > Example": momentum 12, both stern drives +4, the port drive for one
  // starboard turn → momentum 16 in two segments of 8, heading 45° after the first.
  test('Cinematic Movement example (p.8): A4(S1,S2) T:S(P) → movementPlotOf → validatePlot → moveCinematic', () => {
    const ctx = seat(TC);
    if (!ctx.ok) throw new Error('context');
    const parsed = parseTurnPlot('USS Thunderchild: A4(S1,S2) T:S(P)', ctx.value);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const sq = parsed.value.squadrons[0];
    if (!sq) throw new Error('no plot');
    const plot = movementPlotOf(sq);
    if (!plot.ok) throw new Error('plot');
    expect(plot.value).toEqual({ squadron: 'sq-tc', method: 'cinematic', cinematic: { accel: 4, decel: 0, turns: ['S'] }, manoeuvres: [], manoeuvresPaid: 0 });
    const mctx = movementContextOf([TC]);
    if (!mctx.ok) throw new Error('movement context');
    const valid = validatePlot(plot.value, mctx.value);
    expect(valid.ok).toBe(true);
    const cinematic = plot.value.cinematic;
    if (!cinematic) throw new Error('no orders');
    const moved = moveCinematic({ at: { x: 0, y: 0 }, heading: 0, momentum: 12, mirrored: false }, cinematic, { directionality: 'square' });
    expect(moved.state.momentum).toBe(16);
    expect(moved.segments).toEqual([8, 8]);
    expect(moved.headings).toEqual([0, 45]);
  });
  test('Cinematic Movement example (p.8) with both stern drives disabled: the movement validator refuses the acceleration', () => {
    const st = initialDamageState(damageLayoutOf(THUNDERCHILD));
    for (const s of st.systems) if (s.id === 'stl-S1' || s.id === 'stl-S2') s.disabled = true;
    const plot = movementPlotOf({ ...blankSquadronPlot('sq-tc', 'cinematic'), move: { method: 'cinematic', accel: { points: 4, drives: [] }, decel: { points: 0, drives: [] }, turns: [] } });
    const mctx = movementContextOf([{ ...TC, damage: st }]);
    const valid = plot.ok && mctx.ok ? validatePlot(plot.value, mctx.value) : null;
    expect(valid && !valid.ok && valid.error.map((e) => e.code)).toEqual(['ERR_PLOT_DRIVES']);
  });
  test('Newtonian plots and manoeuvres map; side-arc linear thrust is refused', () => {
    const base = blankSquadronPlot('sq', 'newtonian');
    const ok = movementPlotOf({ ...base, move: { method: 'newtonian', rotate: { dir: 'CW', points: 1, drives: [] }, thrust: [{ arc: 'stern', points: 6, step: 1, drives: ['x'] }] }, advanced: [{ code: 'T-FTL-H', distance: 75 }, { code: 'FTL-R', distance: null }] });
    expect(ok.ok && ok.value).toEqual({
      squadron: 'sq',
      method: 'newtonian',
      newtonian: { rotate: { dir: 'CW', points: 1 }, thrust: [{ arc: 'stern', points: 6, step: 1 }] },
      manoeuvres: [{ code: 'T-FTL-H', distance: 75 }, { code: 'FTL-R' }],
      manoeuvresPaid: 2,
    });
    const side = movementPlotOf({ ...base, move: { method: 'newtonian', rotate: null, thrust: [{ arc: 'port', points: 1, step: 0, drives: [] }] } });
    expect(!side.ok && side.error.code).toBe('ERR_PLOT_THRUST_ARC');
  });
  test('fire context: Resolute weapons, sensors and a parsed order', () => {
    const ctx = fireContextOf([{ id: 'res', name: 'Resolute', design: RESOLUTE }], [{ id: 'uss-thunderchild', name: 'USS Thunderchild', kind: 'ship' }]);
    const ship = ctx.ships[0];
    expect(ship?.weapons.map((w) => w.id)).toEqual(['las-1', 'las-2', 'las-3', 'las-4', 'rail-p', 'rail-s']);
    expect(ship?.sensors.map((s) => s.id)).toEqual(['sen-A', 'sen-B']);
    expect(ship?.fireControl).toBeNull();
    const orders = parseFireOrders('Resolute: las-1 > thunder @sen-A', ctx);
    expect(orders.ok && orders.value.ships[0]?.orders[0]).toMatchObject({ weapon: 'las-1', target: 'uss-thunderchild', sensor: 'sen-A' });
  });
  test('launchers offer the munitions left in their magazine', () => {
    const withLauncher = LIBRARY.designs.find((d) => d.launchers.length > 0) ?? design('salvo-dominator');
    const l = withLauncher.launchers[0];
    if (!l) throw new Error('the library has a design with a launcher');
    const full = fireContextOf([{ design: withLauncher }], []).ships[0]?.weapons.find((w) => w.id === l.id);
    expect(full?.munitions?.length).toBeGreaterThan(0);
    const empty = fireContextOf([{ design: withLauncher, magazines: { [l.magazine]: Object.fromEntries(l.munitions.map((m) => [m.munition, 0])) } }], []).ships[0]?.weapons.find((w) => w.id === l.id);
    expect(empty?.munitions).toEqual([]);
  });
});
