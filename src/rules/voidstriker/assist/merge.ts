/**
 * A draft with newly typed orders merged in, as notation text for the system's parse (core/assist.ts `merge`;
 * digest §3.4, book §2.3 the round plot, §2.35 fire).
 *
 * Round plot (stage 'plot'):
 * - A block naming a ship replaces that ship's block in the draft; "Kongo:" with nothing after it drops the
 *   block (the ship then only drifts, as a ship without orders does).
 * - A block holding only fire and launch sections (what `/fire` produces) ADDS those orders to the ship's block
 *   (the draft's, else drifting), replacing an earlier order for the same mount (§2.35: a mount fires once a
 *   round) and taking the mount out of point-blank hold.
 * Fire step (stage 'fire', option firePerPhase): every block adds its fire and launch orders the same way;
 * "Kongo: hold" clears the ship's orders for the phase.
 * Other ships keep their blocks. Lines naming no ship of the seat, and blocks the reader would refuse, are kept
 * as typed so the parse reports them in its own words. Never throws.
 */
import { stripNotes } from '../../core/echo-note.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { plotContext } from '../context.ts';
import { parseRoundPlot } from '../plot/parse.ts';
import { idleShipPlot, type FireOrder, type PlotContext, type PlotShip, type ShipPlot } from '../plot/types.ts';
import type { VoidstrikerState } from '../state.ts';
import type { PhaseFire, VoidstrikerSubmission } from '../submission.ts';
import { isFireOnly, isHoldFire, splitBlocks } from './blocks.ts';
import { fireLineOf, shipLine } from './ship-text.ts';

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

function withOrders(base: ShipPlot, add: ShipPlot): ShipPlot {
  const merged = addOrders(base, add.fire, add.launch);
  const firing = new Set([...add.fire, ...add.launch].map((o) => o.mount));
  return { ...merged, standing: { ...merged.standing, pointBlank: merged.standing.pointBlank.filter((id) => !firing.has(id)) } };
}

function mergePlot(ctx: PlotContext, draft: VoidstrikerSubmission | null, text: string): string {
  const plots = new Map<string, ShipPlot>();
  const texts = new Map<string, string>();
  if (draft?.kind === 'plot') {
    for (const p of draft.plot.ships) {
      if (!ctx.ships.some((s) => s.id === p.shipId)) continue;
      plots.set(p.shipId, p);
      texts.set(p.shipId, shipLine(p, ctx));
    }
  }
  const { blocks, loose } = splitBlocks(text, ctx.ships);
  for (const { ship, body } of blocks) {
    if (body.trim() === '') {
      plots.delete(ship.id);
      texts.delete(ship.id);
    } else if (isFireOnly(body)) {
      const base = plots.get(ship.id);
      const add = readBlock(ship, body, ctx);
      if (add && (base || !texts.has(ship.id))) {
        const merged = withOrders(base ?? idleShipPlot(ship.id), add);
        plots.set(ship.id, merged);
        texts.set(ship.id, shipLine(merged, ctx));
      } else {
        // Kept as typed, on the ship's block, for the reader to report.
        texts.set(ship.id, `${texts.get(ship.id) ?? shipLine(idleShipPlot(ship.id), ctx)}\n${body}`);
        plots.delete(ship.id);
      }
    } else {
      plots.delete(ship.id);
      texts.set(ship.id, `${ship.name}: ${body}`);
    }
  }
  return [...ctx.ships.flatMap((s) => texts.get(s.id) ?? []), ...loose].join('\n');
}

function mergeFire(ctx: PlotContext, draft: VoidstrikerSubmission | null, text: string): string {
  const orders = new Map<string, PhaseFire>();
  const raw = new Map<string, string[]>();
  if (draft?.kind === 'fire') for (const s of draft.ships) if (ctx.ships.some((c) => c.id === s.shipId)) orders.set(s.shipId, s);
  const { blocks, loose } = splitBlocks(text, ctx.ships);
  for (const { ship, body } of blocks) {
    const base = orders.get(ship.id) ?? { shipId: ship.id, fire: [], launch: [] };
    if (body.trim() === '' || isHoldFire(body)) {
      orders.set(ship.id, { shipId: ship.id, fire: [], launch: [] });
      raw.delete(ship.id);
      continue;
    }
    const add = readBlock(ship, body, ctx);
    if (add) orders.set(ship.id, addOrders(base, add.fire, add.launch));
    else {
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

export function merge(state: VoidstrikerState, seat: SeatId, draft: VoidstrikerSubmission | null, text: string): string {
  // Notes of a pasted echo line go before the blocks are matched (core/echo-note.ts).
  const typed = typeof text === 'string' ? stripNotes(text.slice(0, 8000)) : '';
  const ctx = plotContext(state, seat);
  switch (state.stage) {
    case 'plot':
      return mergePlot(ctx, draft, typed);
    case 'fire':
      return mergeFire(ctx, draft, typed);
    case 'over':
      return typed;
  }
}
