/**
 * A draft with newly typed orders merged in, as notation text for the system's parse (core/assist.ts `merge`;
 * book §2.3 the round plot, §2.35 fire).
 *
 * Round plot (stage 'plot'): each ship's order is a set of parts (ship-parts.ts, core/order-parts.ts). A block
 * naming a ship replaces only the parts it gives and keeps the rest: a `/plot` of thrust and move keeps the ship's
 * sensors and the fire `/fire` added; a `/fire` line replaces only its mount's order. With the scope 'units' (the
 * Plot modal, which shows the whole order) the block is the ship's whole order. "Kongo:" with nothing after it
 * drops the block (the ship then only drifts, as a ship without orders does). A second block for a ship in one
 * message is kept as typed, so the reader reports the ship's two blocks instead of one silently winning.
 * Fire step (stage 'fire', option firePerPhase): every block adds its fire and launch orders, an order for a mount
 * replacing the draft's (§2.35: a mount fires once a round; a mount given two orders in one message is kept for the
 * reader to flag); "Kongo: hold" clears the ship's orders for the phase.
 * Other ships keep their blocks. Lines naming no ship of the seat, and blocks the reader would refuse, are kept
 * as typed so the parse reports them in its own words. Never throws.
 */
import { stripNotes } from '../../core/echo-note.ts';
import { mergeParts, type MergeScope, type OrderPart } from '../../core/order-parts.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { plotContext } from '../notation/context.ts';
import { parseRoundPlot } from '../notation/parse.ts';
import type { FireOrder, PlotContext, PlotShip, ShipPlot } from '../notation/types.ts';
import type { VoidstrikerState } from '../state.ts';
import type { PhaseFire, VoidstrikerSubmission } from '../submission.ts';
import { isHoldFire, splitBlocks } from './blocks.ts';
import { fireLineOf, shipBody } from './ship-text.ts';
import { partsText, shipParts } from './ship-parts.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

/** The orders one ship's typed block gives, read alone; null when the reader refuses it. */
function readBlock(ship: PlotShip, body: string, ctx: PlotContext): ShipPlot | null {
  const read = parseRoundPlot(`${ship.name}: ${body}`, { ships: [ship], targets: ctx.targets });
  return read.ok ? (read.value.ships[0] ?? null) : null;
}

/** `base` with the new fire and launch orders; an earlier order for the same mount gives way. */
export function addOrders<T extends Pick<ShipPlot, 'fire' | 'launch'>>(base: T, fire: readonly FireOrder[], launch: readonly FireOrder[]): T {
  const mounts = new Set([...fire, ...launch].map((o) => o.mount));
  const kept = (orders: readonly FireOrder[]): FireOrder[] => orders.filter((o) => !mounts.has(o.mount));
  return { ...base, fire: [...kept(base.fire), ...fire], launch: [...kept(base.launch), ...launch] };
}

function mergePlot(ctx: PlotContext, draft: VoidstrikerSubmission | null, text: string, scope: MergeScope): string {
  const parts = new Map<string, readonly OrderPart[]>();
  if (draft?.kind === 'plot') {
    for (const p of draft.plot.ships) {
      const ship = ctx.ships.find((s) => s.id === p.shipId);
      if (ship) parts.set(ship.id, shipParts(shipBody(p, ctx), ship).parts);
    }
  }
  const { blocks, loose } = splitBlocks(text, ctx.ships);
  const named = new Set<string>();
  const twice: string[] = [];
  for (const { ship, body } of blocks) {
    if (named.has(ship.id)) {
      twice.push(`${ship.name}: ${body}`);
      continue;
    }
    named.add(ship.id);
    if (body.trim() === '') parts.delete(ship.id);
    else parts.set(ship.id, mergeParts(scope === 'units' ? [] : (parts.get(ship.id) ?? []), shipParts(body, ship)));
  }
  const lines = ctx.ships.flatMap((s) => {
    const own = parts.get(s.id);
    return own && own.length > 0 ? [`${s.name}: ${partsText(own)}`] : [];
  });
  return [...lines, ...twice, ...loose].join('\n');
}

function mergeFire(ctx: PlotContext, draft: VoidstrikerSubmission | null, text: string): string {
  const orders = new Map<string, PhaseFire>();
  const raw = new Map<string, string[]>();
  if (draft?.kind === 'fire') for (const s of draft.ships) if (ctx.ships.some((c) => c.id === s.shipId)) orders.set(s.shipId, s);
  // Mounts given an order in this message: a second order for one of them is kept for the reader to flag.
  const given = new Set<string>();
  const { blocks, loose } = splitBlocks(text, ctx.ships);
  for (const { ship, body } of blocks) {
    const base = orders.get(ship.id) ?? { shipId: ship.id, fire: [], launch: [] };
    if (body.trim() === '' || isHoldFire(body)) {
      orders.set(ship.id, { shipId: ship.id, fire: [], launch: [] });
      raw.delete(ship.id);
      continue;
    }
    const add = readBlock(ship, body, ctx);
    const mounts = add ? [...add.fire, ...add.launch].map((o) => `${ship.id}/${o.mount}`) : [];
    if (add && !mounts.some((m) => given.has(m))) {
      mounts.forEach((m) => given.add(m));
      orders.set(ship.id, addOrders(base, add.fire, add.launch));
    } else {
      orders.set(ship.id, base);
      raw.set(ship.id, [...(raw.get(ship.id) ?? []), body]);
    }
  }
  const lines = ctx.ships.flatMap((s) => {
    const o = orders.get(s.id);
    if (!o) return [];
    const extra = raw.get(s.id) ?? [];
    const line = fireLineOf(o, ctx);
    // A ship with typed text the reader refuses keeps it under its name (not "hold", which would hide it).
    return extra.length > 0 ? [line.endsWith(': hold') ? `${s.name}:` : line, ...extra] : [line];
  });
  return [...lines, ...loose].join('\n');
}

export function merge(state: VoidstrikerState, seat: SeatId, draft: VoidstrikerSubmission | null, text: string, scope: MergeScope = 'parts'): string {
  // Notes of a pasted echo line go before the blocks are matched (core/echo-note.ts).
  const typed = typeof text === 'string' ? stripNotes(cutGraphemes(text, 8000)) : '';
  const ctx = plotContext(state, seat);
  switch (state.stage) {
    case 'plot':
      return mergePlot(ctx, draft, typed, scope);
    case 'fire':
      return mergeFire(ctx, draft, typed);
    case 'over':
      return typed;
  }
}

/** The pieces `merge` may take apart (core/assist.ts `pieces`): each ship's block, each line naming no ship. */
export function pieces(state: VoidstrikerState, seat: SeatId, text: string): string[] {
  return state.stage === 'over' ? [text] : splitBlocks(text, plotContext(state, seat).ships).pieces;
}
