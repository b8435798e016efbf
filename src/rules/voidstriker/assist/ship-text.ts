/**
 * One ship's orders as text (the notation is notation/help.ts): its block in normal form with or
 * without its name, its fire and launch sections alone (what `/fire` and the firePerPhase option deal in), and
 * last round's plot checked again against today's ship, so a pre-filled order is always one the parser accepts.
 *
 * Judgement calls: last round's plot is offered again without its missile launches (tubes reload for two more
 * rounds, §2.351) and without orders naming targets or mounts that are gone; if it is still over the ship's
 * (damaged) limits it is not offered at all and the ship starts from drifting.
 */
import type { SeatId } from '../../core/rule-system.ts';
import { inPlay } from '../ships/in-play.ts';
import { makeRoundPlot } from '../notation/make.ts';
import { idleShipPlot, type FireOrder, type PlotContext, type PlotShip, type ShipPlot } from '../notation/types.ts';
import { validateShipPlot } from '../notation/validate.ts';
import type { VoidShip, VoidstrikerState } from '../state.ts';

/** A ship that only drifts: no thrust, no turns. */
export const IDLE_BLOCK = 'thrust 0/0/0 · move 0 | 0 | 0 | 0';

/** The section separator the normal form prints. */
export const SECTION_SEPARATOR = ' · ';

export const ownShips = (state: VoidstrikerState, seat: SeatId): VoidShip[] => state.ships.filter((s) => s.seat === seat && inPlay(s));

/** "Kongo: thrust 4/2/0 · move …": one ship's block in normal form. */
export function shipLine(plot: ShipPlot, ctx: PlotContext): string {
  return makeRoundPlot({ ships: [plot] }, ctx);
}

/** The block without "Name: ", to pre-fill a modal. */
export function shipBody(plot: ShipPlot, ctx: PlotContext): string {
  const line = shipLine(plot, ctx);
  const head = `${ctx.ships.find((s) => s.id === plot.shipId)?.name ?? plot.shipId}: `;
  return line.startsWith(head) ? line.slice(head.length) : line;
}

/** Only the fire and launch sections of the block: "fire Mk-V mass driver > Hood · launch …" ('' if none). */
export function fireSections(plot: Pick<ShipPlot, 'shipId' | 'fire' | 'launch'>, ctx: PlotContext): string {
  const body = shipBody({ ...idleShipPlot(plot.shipId), fire: plot.fire, launch: plot.launch }, ctx);
  return body
    .split(SECTION_SEPARATOR)
    .filter((s) => s.startsWith('fire ') || s.startsWith('launch '))
    .join(SECTION_SEPARATOR);
}

/** "Kongo: fire …" for the fire step, or "Kongo: hold" when the ship fires nothing. */
export function fireLineOf(plot: Pick<ShipPlot, 'shipId' | 'fire' | 'launch'>, ctx: PlotContext): string {
  const name = ctx.ships.find((s) => s.id === plot.shipId)?.name ?? plot.shipId;
  const sections = fireSections(plot, ctx);
  return `${name}: ${sections === '' ? 'hold' : sections}`;
}

/** Last round's plot as it may be repeated now, or null (see the header). */
export function repeatablePlot(plot: ShipPlot | undefined, ship: PlotShip, ctx: PlotContext): ShipPlot | null {
  if (!plot) return null;
  const targets = new Set(ctx.targets.map((t) => t.id));
  const mounts = new Set(ship.mounts.map((m) => m.id));
  const keep = (o: FireOrder): boolean => targets.has(o.target) && mounts.has(o.mount);
  const again: ShipPlot = {
    ...plot,
    shipId: ship.id,
    sensors: plot.sensors.filter((a) => targets.has(a.target)),
    fire: plot.fire.filter(keep),
    launch: [],
    standing: { ...plot.standing, pointBlank: plot.standing.pointBlank.filter((id) => mounts.has(id)) },
  };
  return validateShipPlot(again, ship).length === 0 ? again : null;
}

/** The ship's orders to start from: the draft's, else last round's, else drifting. */
export function startingPlot(draft: ShipPlot | undefined, last: ShipPlot | undefined, ship: PlotShip, ctx: PlotContext): ShipPlot {
  return draft ?? repeatablePlot(last, ship, ctx) ?? idleShipPlot(ship.id);
}

/** Whole degrees, three digits: 45 → "045°". */
export const degrees = (deg: number): string => `${String(Math.round(deg) % 360).padStart(3, '0')}°`;
