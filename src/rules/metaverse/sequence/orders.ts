/**
 * A seat's text turned into the game's orders (Metaverse p.5 "Plot Movement Step", p.24 fire orders;
 * notation/help.ts): the plot notation is read against the seat's squadrons and commanders as they are now (notation/, through
 * notation/context.ts), and the drafts become the rules' plots and `WeaponOrder`s in notation/to-plot.ts. Every
 * problem comes back at once; nothing throws.
 *
 * Judgement calls: a squadron the plot leaves out drifts (a blank plot, A21); weapons given no order are held
 * (A7). Chosen sensors, fire-control splits, volley and surgical fire and launcher munitions go on to the combat
 * step (combat-step.ts), which checks them.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { fireContextOf, turnPlotContextOf, type NotationShip } from '../notation/context.ts';
import { movementPlotsOf, weaponOrdersOf } from '../notation/to-plot.ts';
import type { SquadronPlot as MovementPlot } from '../movement/plot.ts';
import type { FireDraftContext, TurnDraftContext } from '../notation/types.ts';
import { parseTurnPlot } from '../notation/parse.ts';
import { parseFireOrders } from '../notation/parse-fire.ts';
import { designById, LIBRARY } from '../ships/library.ts';
import type { WeaponOrder } from './combat/combat-step.ts';
import { edgeZone, MATCH_PLAY } from '../setup/match-play.ts';
import { ftlChargeOf } from './movement/ftl.ts';
import { terrainFtlBlocks } from '../terrain/ftl.ts';
import type { MetaverseState, MvShip, MvSquadron } from '../state.ts';
import { metaverseError } from '../errors.ts';

export const sideOfSeat = (state: MetaverseState, seat: SeatId): 'A' | 'B' | undefined => state.sides.find((s) => s.seat === seat)?.side;

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
  const side = sideOfSeat(state, seat);
  if (!side) return err([metaverseError('ERR_SEAT', 'You have no seat in this game.')]);
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

export function parseSeatPlot(state: MetaverseState, seat: SeatId, text: string): Result<Record<string, MovementPlot>, RuleError[]> {
  const ctx = seatPlotContext(state, seat);
  if (!ctx.ok) return ctx;
  const parsed = parseTurnPlot(text, ctx.value);
  return parsed.ok ? movementPlotsOf(parsed.value) : parsed;
}

/** The fire notation's context for a seat: its ships' working weapons and sensors, and the enemy ships in play. */
export function seatFireContext(state: MetaverseState, seat: SeatId): Result<FireDraftContext, RuleError[]> {
  const side = sideOfSeat(state, seat);
  if (!side) return err([metaverseError('ERR_SEAT', 'You have no seat in this game.')]);
  const ships = ownSquadrons(state, side).flatMap(({ sq, ships: list }) => list.flatMap((s) => notationShip(s, sq)));
  const targets = state.ships.filter((s) => s.side !== side && s.status === 'active').map((s) => ({ id: s.id, name: s.name, kind: 'ship' as const }));
  return ok(fireContextOf(ships, targets));
}

export function parseSeatFire(state: MetaverseState, seat: SeatId, text: string): Result<WeaponOrder[], RuleError[]> {
  const ctx = seatFireContext(state, seat);
  if (!ctx.ok) return ctx;
  const parsed = parseFireOrders(text, ctx.value);
  return parsed.ok ? ok(weaponOrdersOf(parsed.value)) : parsed;
}
