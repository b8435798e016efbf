/**
 * A seat's text turned into the game's orders (Metaverse p.5 "Plot Movement Step", p.24 fire orders; digest §1.4,
 * §3.13): the plot notation is read against the seat's squadrons and commanders as they are now (notation/, through
 * notation/context.ts), and each squadron's plot becomes a movement plot; fire orders become one `WeaponOrder`
 * per weapon. Every problem comes back at once; nothing throws.
 *
 * Judgement calls: a squadron the plot leaves out drifts (a blank plot, A21); weapons given no order are held
 * (A7). Chosen sensors, fire-control splits, volley and surgical fire and launcher munitions go on to the combat
 * step (combat-step.ts), which checks them.
 */
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { fireContextOf, turnPlotContextOf, type NotationShip } from '../notation/context.ts';
import { movementPlotOf } from '../notation/to-plot.ts';
import type { SquadronPlot as MovementPlot } from '../movement/plot.ts';
import type { FireDraftContext, FireDraft, TurnDraftContext, SquadronDraft, TurnDraft } from '../notation/types.ts';
import { parseTurnPlot } from '../notation/parse.ts';
import { parseFireOrders } from '../notation/parse-fire.ts';
import { designById, LIBRARY } from '../ships/library.ts';
import type { WeaponOrder } from './combat/combat-step.ts';
import type { BreakOffOrder, MoveOrders, PlotExtras } from './movement/move-orders.ts';
import { edgeZone, MATCH_PLAY } from '../setup/match-play.ts';
import { ftlChargeOf } from './movement/ftl.ts';
import { terrainFtlBlocks } from '../terrain/ftl.ts';
import type { MetaverseState, MvShip, MvSquadron } from '../state.ts';

export const sideOf = (state: MetaverseState, seat: SeatId): 'A' | 'B' | undefined => state.sides.find((s) => s.seat === seat)?.side;

/**
 * A ship as the notation reads it now: its magazines, its FTL drives' charge (p.18), and, when the game state is
 * given, the starfighter squadrons ready in each of its hangars (p.19) rather than the design's starting load.
 */
function notationShip(ship: MvShip, sq: MvSquadron, state?: MetaverseState): NotationShip[] {
  const design = designById(ship.designId);
  if (!design) return [];
  // The terrain that stops a drive type anywhere on the table (planet fields are judged when the jump resolves).
  const driveType = design.systems.find((s) => s.kind === 'ftl');
  const blocked = state && driveType?.kind === 'ftl' ? terrainFtlBlocks(state, null).get(driveType.driveType) : undefined;
  const hangarReady = state
    ? Object.fromEntries(
        design.hangars.map((h) => {
          const ready = state.fighters.squadrons.filter((f) => f.status === 'hangar' && f.ready && f.hangarId === `${ship.id}:${h.id}`);
          const types = [...new Set(ready.map((f) => f.typeId))];
          return [h.id, types.map((type) => ({ type, count: ready.filter((f) => f.typeId === type).length }))];
        }),
      )
    : undefined;
  return [
    {
      id: ship.id,
      name: ship.name,
      design,
      damage: ship.damage,
      mirrored: sq.mirrored,
      ...(ship.magazines ? { magazines: ship.magazines } : {}),
      ...(state ? { ftl: ftlChargeOf(ship, state.turn) } : {}),
      ...(blocked ? { ftlBlocked: blocked } : {}),
      ...(hangarReady ? { hangarReady } : {}),
    },
  ];
}

/** The seat's squadrons on the table, with their ships in play. */
export function ownSquadrons(state: MetaverseState, side: 'A' | 'B') {
  return state.squadrons
    .filter((sq) => sq.side === side)
    .map((sq) => ({ sq, ships: state.ships.filter((s) => s.squadronId === sq.id && s.status === 'active') }))
    .filter((x) => x.ships.length > 0);
}

/** The plot notation's context for a seat: its squadrons in play, their commanders' CP, the enemy ships. */
export function seatPlotContext(state: MetaverseState, seat: SeatId): Result<TurnDraftContext, RuleError[]> {
  const side = sideOf(state, seat);
  if (!side) return err([ruleError('ERR_SEAT', 'You have no seat in this game.')]);
  const own = ownSquadrons(state, side);
  const ctx = turnPlotContextOf({
    squadrons: own.map(({ sq, ships }) => ({
      id: sq.id,
      name: sq.name,
      ships: ships.flatMap((s) => notationShip(s, sq, state)),
      rotation: sq.rotation,
      // Fighter squadrons in space with this squadron may be recovered into its hangars (p.19).
      fighters: state.fighters.squadrons.filter((f) => f.side === side && f.status === 'space' && f.at === sq.id).map((f) => ({ id: f.id, name: f.name, type: f.typeId })),
      // The squadron's own commander pays first, then the rest of the side's chain.
      payers: [sq.commanderId, ...state.commanders.filter((c) => c.side === side && c.id !== sq.commanderId).map((c) => c.id)],
    })),
    commanders: state.commanders.filter((c) => c.side === side).map((c) => ({ id: c.id, name: c.name, cp: c.cp })),
    enemyShips: state.ships.filter((s) => s.side !== side && s.status === 'active').map((s) => ({ id: s.id, name: s.name })),
    // Fighter types by name, so a launch can say "launch 2 Lancer".
    fighterTypes: LIBRARY.starfighterTypes.map((t) => ({ id: t.id, name: t.name })),
    sideLinear: state.config.game.newtonianSideLinear,
  });
  if (!ctx.ok) return err([ctx.error]);
  // Turn 1's plot may place the squadrons in the deployment zone first (p.101; by post, secretly with the plot).
  const zone = state.turn === 1 && state.trails.length === 0 ? edgeZone(state.config.game.table, state.config.sides[side].deploymentEdge, MATCH_PLAY.deploymentDepthPct) : null;
  const prepTurns = state.sides.find((s) => s.side === side)?.prepTurns ?? 0;
  return ok(zone ? { ...ctx.value, deployZone: zone, prepTurns, hexTurnStep: state.config.game.hexTurnStep.cinematic } : ctx.value);
}

/**
 * FTL codes the game cannot fly (p.15–18): reserve and strategic jumps need reserves, which Match Play setup never
 * has; a tactical jump-drive jump needs a placement the notation does not carry, and a transition needs FTL space
 * (sequence/movement/ftl.ts).
 */
function ftlRefusal(p: SquadronDraft): RuleError | null {
  const ftl = p.advanced.find((a) => 'distance' in a);
  if (!ftl) return null;
  if (ftl.code === 'R-FTL' || ftl.code.startsWith('S-FTL'))
    return ruleError('ERR_PLOT_NO_RESERVE', `${ftl.code} needs reserves, and this game has none (p.15–16).`, { at: p.squadron, suggestion: 'Use FTL-R to retreat, T-FTL-W or T-FTL-H to jump, or plot STL movement.' });
  if (ftl.code === 'T-FTL-J' || ftl.code === 'FTL-T')
    return ruleError('ERR_PLOT_FTL_UNAVAILABLE', `${ftl.code} is not available in this game yet; FTL-R, T-FTL-W and T-FTL-H are.`, { at: p.squadron, suggestion: 'Plot FTL-R, T-FTL-W or T-FTL-H(distance), or STL movement.' });
  return null;
}

/** The notation's turn plot as the movement step's plots, by squadron id (each squadron's own plot; break-offs are `moveOrdersOf`'s). */
export function movementPlotsOf(plot: TurnDraft): Result<Record<string, MovementPlot>, RuleError[]> {
  const plots: Record<string, MovementPlot> = {};
  const errors: RuleError[] = [];
  for (const p of plot.squadrons) {
    const m = movementPlotOf(p);
    const refused = ftlRefusal(p);
    if (refused) errors.push(refused);
    if (!m.ok) errors.push(m.error);
    else if (p.breakOff.length === 0) plots[p.squadron] = m.value;
  }
  return errors.length > 0 ? err(errors) : ok(plots);
}

/** The turn plot's payers, break-offs (p.5), launches and recoveries (p.19), for `resolvePlots`. */
export function moveOrdersOf(plot: TurnDraft): Result<MoveOrders, RuleError[]> {
  const squadrons: Record<string, PlotExtras> = {};
  const breakOffs: BreakOffOrder[] = [];
  const errors: RuleError[] = [];
  for (const p of plot.squadrons) {
    const extras: PlotExtras = { payer: p.payer, launches: p.launches, recoveries: p.recoveries, ...(p.deploy ? { deploy: p.deploy } : {}) };
    if (p.breakOff.length === 0) {
      squadrons[p.squadron] = extras;
      continue;
    }
    const m = movementPlotOf(p);
    if (m.ok) breakOffs.push({ ...extras, from: p.squadron, ships: p.breakOff, plot: m.value });
    else errors.push(m.error);
  }
  return errors.length > 0 ? err(errors) : ok({ squadrons, breakOffs });
}

export function parseSeatPlot(state: MetaverseState, seat: SeatId, text: string): Result<Record<string, MovementPlot>, RuleError[]> {
  const ctx = seatPlotContext(state, seat);
  if (!ctx.ok) return ctx;
  const parsed = parseTurnPlot(text, ctx.value);
  return parsed.ok ? movementPlotsOf(parsed.value) : parsed;
}

/** The fire notation's context for a seat: its ships' working weapons and sensors, and the enemy ships in play. */
export function seatFireContext(state: MetaverseState, seat: SeatId): Result<FireDraftContext, RuleError[]> {
  const side = sideOf(state, seat);
  if (!side) return err([ruleError('ERR_SEAT', 'You have no seat in this game.')]);
  const ships = ownSquadrons(state, side).flatMap(({ sq, ships: list }) => list.flatMap((s) => notationShip(s, sq)));
  const targets = state.ships.filter((s) => s.side !== side && s.status === 'active').map((s) => ({ id: s.id, name: s.name, kind: 'ship' as const }));
  return ok(fireContextOf(ships, targets));
}

/**
 * The notation's fire orders as one `WeaponOrder` per weapon or launcher (p.24–25, p.53, p.67): its sensor, fire
 * mode (salvo by default), surgical system, munition and the ship's fire-control split, for combat-step.ts.
 */
export const weaponOrdersOf = (fire: FireDraft): WeaponOrder[] =>
  fire.ships.flatMap((s) =>
    s.orders.map((o) => ({
      shipId: s.ship,
      weaponId: o.weapon,
      ...(o.mode ? { mode: o.mode } : {}),
      targetId: o.target,
      ...(o.sensor !== null ? { sensor: o.sensor } : {}),
      ...(o.fire !== 'salvo' ? { fire: o.fire } : {}),
      ...(o.system !== null ? { system: o.system } : {}),
      ...(o.munition !== null ? { munition: { id: o.munition.id, count: o.munition.count } } : {}),
      ...(s.fireControl !== null ? { fireControl: [...s.fireControl] } : {}),
    })),
  );

export function parseSeatFire(state: MetaverseState, seat: SeatId, text: string): Result<WeaponOrder[], RuleError[]> {
  const ctx = seatFireContext(state, seat);
  if (!ctx.ok) return ctx;
  const parsed = parseFireOrders(text, ctx.value);
  return parsed.ok ? ok(weaponOrdersOf(parsed.value)) : parsed;
}
