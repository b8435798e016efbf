/**
 * A seat's text turned into the game's orders (Metaverse p.5 "Plot Movement Step", p.24 fire orders; digest §1.4,
 * §3.13): the plot notation is read against the seat's squadrons and commanders as they are now (plot/, through
 * adapters/notation.ts), and each squadron's plot becomes a movement plot; fire orders become one `WeaponOrder`
 * per weapon. Every problem comes back at once; nothing throws.
 *
 * Judgement calls: a squadron the plot leaves out drifts (a blank plot, A21); weapons given no order are held
 * (A7). Fire-control splits, chosen sensors, surgical and volley fire are read but not composed yet: the combat
 * step uses the best working sensor array for single (salvo) fire.
 */
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { fireContextOf, movementPlotOf, turnPlotContextOf, type NotationShip } from '../adapters/notation.ts';
import type { SquadronPlot as MovementPlot } from '../movement/plot.ts';
import type { FireContext, FireOrders, PlotContext, TurnPlot } from '../plot/types.ts';
import { parseFireOrders, parseTurnPlot } from '../plot/parse.ts';
import { designById } from '../ships/library.ts';
import type { WeaponOrder } from './combat-step.ts';
import type { MetaverseState, MvShip, MvSquadron } from './state.ts';

export const sideOf = (state: MetaverseState, seat: SeatId): 'A' | 'B' | undefined => state.sides.find((s) => s.seat === seat)?.side;

function notationShip(ship: MvShip, sq: MvSquadron): NotationShip[] {
  const design = designById(ship.designId);
  return design ? [{ id: ship.id, name: ship.name, design, damage: ship.damage, mirrored: sq.mirrored }] : [];
}

/** The seat's squadrons on the table, with their ships in play. */
export function ownSquadrons(state: MetaverseState, side: 'A' | 'B') {
  return state.squadrons
    .filter((sq) => sq.side === side)
    .map((sq) => ({ sq, ships: state.ships.filter((s) => s.squadronId === sq.id && s.status === 'active') }))
    .filter((x) => x.ships.length > 0);
}

/** The plot notation's context for a seat: its squadrons in play, their commanders' CP, the enemy ships. */
export function seatPlotContext(state: MetaverseState, seat: SeatId): Result<PlotContext, RuleError[]> {
  const side = sideOf(state, seat);
  if (!side) return err([ruleError('ERR_SEAT', 'You have no seat in this game.')]);
  const own = ownSquadrons(state, side);
  const ctx = turnPlotContextOf({
    squadrons: own.map(({ sq, ships }) => ({
      id: sq.id,
      name: sq.name,
      ships: ships.flatMap((s) => notationShip(s, sq)),
      rotation: sq.rotation,
      // The squadron's own commander pays first, then the rest of the side's chain.
      payers: [sq.commanderId, ...state.commanders.filter((c) => c.side === side && c.id !== sq.commanderId).map((c) => c.id)],
    })),
    commanders: state.commanders.filter((c) => c.side === side).map((c) => ({ id: c.id, name: c.name, cp: c.cp })),
    enemyShips: state.ships.filter((s) => s.side !== side && s.status === 'active').map((s) => ({ id: s.id, name: s.name })),
    sideLinear: state.config.game.newtonianSideLinear,
  });
  return ctx.ok ? ok(ctx.value) : err([ctx.error]);
}

/** The notation's turn plot as the movement step's plots, by squadron id. */
export function movementPlotsOf(plot: TurnPlot): Result<Record<string, MovementPlot>, RuleError[]> {
  const plots: Record<string, MovementPlot> = {};
  const errors: RuleError[] = [];
  for (const p of plot.squadrons) {
    const m = movementPlotOf(p);
    if (m.ok) plots[p.squadron] = m.value;
    else errors.push(m.error);
  }
  return errors.length > 0 ? err(errors) : ok(plots);
}

export function parseSeatPlot(state: MetaverseState, seat: SeatId, text: string): Result<Record<string, MovementPlot>, RuleError[]> {
  const ctx = seatPlotContext(state, seat);
  if (!ctx.ok) return ctx;
  const parsed = parseTurnPlot(text, ctx.value);
  return parsed.ok ? movementPlotsOf(parsed.value) : parsed;
}

/** The fire notation's context for a seat: its ships' working weapons and sensors, and the enemy ships in play. */
export function seatFireContext(state: MetaverseState, seat: SeatId): Result<FireContext, RuleError[]> {
  const side = sideOf(state, seat);
  if (!side) return err([ruleError('ERR_SEAT', 'You have no seat in this game.')]);
  const ships = ownSquadrons(state, side).flatMap(({ sq, ships: list }) => list.flatMap((s) => notationShip(s, sq)));
  const targets = state.ships.filter((s) => s.side !== side && s.status === 'active').map((s) => ({ id: s.id, name: s.name, kind: 'ship' as const }));
  return ok(fireContextOf(ships, targets));
}

/** The notation's fire orders as one `WeaponOrder` per weapon. */
export const weaponOrdersOf = (fire: FireOrders): WeaponOrder[] =>
  fire.ships.flatMap((s) => s.orders.map((o) => ({ shipId: s.ship, weaponId: o.weapon, ...(o.mode ? { mode: o.mode } : {}), targetId: o.target })));

export function parseSeatFire(state: MetaverseState, seat: SeatId, text: string): Result<WeaponOrder[], RuleError[]> {
  const ctx = seatFireContext(state, seat);
  if (!ctx.ok) return ctx;
  const parsed = parseFireOrders(text, ctx.value);
  return parsed.ok ? ok(weaponOrdersOf(parsed.value)) : parsed;
}
