/**
 * A draft with newly typed orders merged in, as notation text for `metaverse.parse` (core/assist.ts `merge`;
 * Metaverse p.5 plots, p.24 fire orders):
 * - plot: a block naming a squadron replaces the parts of its plot it gives (squadron-parts.ts: the manoeuvre,
 *   deployment, launches, recoveries, payer) and keeps the others; with the scope 'units' (the Plot modal, which
 *   shows the whole plot) it replaces the whole plot. A `break` block replaces the squadron's break-offs; a
 *   squadron's second block in one message is kept as typed for the reader to flag. Other squadrons keep their
 *   lines in normal form (notation/make.ts).
 * - fire: a block naming a ship ADDS its orders to the ship's orders in the draft (what `/fire` produces); a weapon
 *   given a new order drops its old one (it fires once, p.24), but one given two orders in one message keeps both
 *   for the reader to flag; `Ship: hold` clears the ship's orders; a new `fc` split replaces the old one.
 * - missions and control: the text as typed (one message per turn of the alternation, or the answer of a side asked
 *   in the play-out of standing orders).
 * - standing orders in a plot or fire draft (`missions:` / `control:` lines): a step's typed lines add to the draft's
 *   orders for that step as ship lines do, `clear` withdrawing them (standing-merge.ts); a step not typed stays.
 * Blocks the reader refuses, or naming no unit of the seat, are kept as typed so the parse reports them in its own
 * words. Never throws.
 */
import { matchName } from '../../core/names.ts';
import { stripNotes } from '../../core/echo-note.ts';
import { mergeParts, type MergeScope, type OrderPart } from '../../core/order-parts.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { makeFireOrders, makeSquadronPlot } from '../notation/make.ts';
import { parseFireOrders } from '../notation/parse-fire.ts';
import type { FireDraftContext, FireShip, TurnDraftContext, ShipFire } from '../notation/types.ts';
import type { MetaverseSubmission } from '../submission.ts';
import { seatFireContext, seatPlotContext } from '../sequence/orders.ts';
import type { MetaverseState } from '../state.ts';
import { orderPieces, splitBlocks } from './blocks.ts';
import { partsText, squadronParts } from './squadron-parts.ts';
import { stepContext, unitContext } from '../sequence/standing/context.ts';
import { splitStanding, standingLines } from '../sequence/standing/lines.ts';
import { makeScript } from '../sequence/standing/script.ts';
import { mergeStandingItems } from './standing-merge.ts';
import { sideOfSeat } from '../sequence/orders.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

const MAX_TEXT = 8000;

/** The squadron a plot block is about: its own name, or (a break-off) the squadron of the first ship named. */
function squadronOfBlock(ctx: TurnDraftContext, kind: 'unit' | 'break', name: string): string | null {
  if (kind === 'unit') {
    const m = matchName(name, ctx.squadrons);
    return m.kind === 'found' ? m.item.id : null;
  }
  const first = name.split(',')[0] ?? '';
  const ships = ctx.squadrons.flatMap((q) => q.ships.map((s) => ({ id: s.id, name: s.name, squadron: q.id })));
  const m = matchName(first, ships);
  return m.kind === 'found' ? m.item.squadron : null;
}

export function mergePlot(ctx: TurnDraftContext, draft: MetaverseSubmission | null, text: string, scope: MergeScope = 'parts'): string {
  // Each squadron's own plot as parts; its break-offs as lines (a `break` block replaces them all).
  const own = new Map<string, readonly OrderPart[]>();
  const breaks = new Map<string, string[]>();
  if (draft?.kind === 'plot') {
    for (const p of draft.plot.squadrons) {
      const sq = ctx.squadrons.find((q) => q.id === p.squadron);
      if (!sq) continue;
      const line = makeSquadronPlot(p, sq, ctx);
      if (p.breakOff.length > 0) breaks.set(sq.id, [...(breaks.get(sq.id) ?? []), line]);
      else own.set(sq.id, squadronParts(line.slice(line.indexOf(':') + 1)).parts);
    }
  }
  const { blocks, loose } = splitBlocks(text, 'plot');
  const typedBreaks = new Map<string, string[]>();
  const named = new Set<string>();
  const stray: string[] = [];
  for (const b of blocks) {
    const sq = squadronOfBlock(ctx, b.kind, b.name);
    if (!sq) stray.push(b.text);
    // Break-offs typed in one message add up.
    else if (b.kind === 'break') typedBreaks.set(sq, [...(typedBreaks.get(sq) ?? []), b.text]);
    // A squadron's second block in one message is kept as typed, so the reader says it has two.
    else if (named.has(sq)) stray.push(b.text);
    else {
      named.add(sq);
      if (b.body.trim() === '') own.delete(sq);
      else own.set(sq, mergeParts(scope === 'units' ? [] : (own.get(sq) ?? []), squadronParts(b.body)));
    }
  }
  for (const [sq, t] of typedBreaks) breaks.set(sq, t);
  const ordered = ctx.squadrons.flatMap((q) => {
    const parts = own.get(q.id) ?? [];
    return [...(parts.length > 0 ? [`${q.name}: ${partsText(parts)}`] : []), ...(breaks.get(q.id) ?? [])];
  });
  return [...loose, ...ordered, ...stray].join('\n');
}

/** The orders a ship's block gives, read alone; null when the reader refuses it. */
function readShipBlock(ship: FireShip, body: string, ctx: FireDraftContext): ShipFire | null {
  const read = parseFireOrders(`${ship.name}: ${body.replace(/\n/g, ' · ')}`, { ships: [ship], targets: ctx.targets });
  return read.ok ? (read.value.ships[0] ?? { ship: ship.id, fireControl: null, orders: [] }) : null;
}

export function mergeFire(ctx: FireDraftContext, draft: MetaverseSubmission | null, text: string): string {
  const orders = new Map<string, ShipFire>();
  if (draft?.kind === 'fire') for (const s of draft.fire.ships) if (ctx.ships.some((c) => c.id === s.ship)) orders.set(s.ship, s);
  const raw = new Map<string, string[]>();
  const stray: string[] = [];
  // Weapons given an order in this message: a second order for one of them is kept for the reader to flag.
  const given = new Set<string>();
  const { blocks, loose } = splitBlocks(text, 'fire');
  for (const b of blocks) {
    const m = matchName(b.name, ctx.ships);
    if (m.kind !== 'found') {
      stray.push(b.text);
      continue;
    }
    const ship = m.item;
    if (/^(hold|none|-)?$/i.test(b.body.trim())) {
      orders.set(ship.id, { ship: ship.id, fireControl: null, orders: [] });
      raw.delete(ship.id);
      continue;
    }
    const add = readShipBlock(ship, b.body, ctx);
    const weapons = add ? add.orders.map((o) => `${ship.id}/${o.weapon}`) : [];
    if (!add || weapons.some((w) => given.has(w))) {
      raw.set(ship.id, [...(raw.get(ship.id) ?? []), b.text]);
      continue;
    }
    weapons.forEach((w) => given.add(w));
    const base = orders.get(ship.id) ?? { ship: ship.id, fireControl: null, orders: [] };
    const firing = new Set(add.orders.map((o) => o.weapon));
    orders.set(ship.id, { ship: ship.id, fireControl: add.fireControl ?? base.fireControl, orders: [...base.orders.filter((o) => !firing.has(o.weapon)), ...add.orders] });
  }
  const lines = ctx.ships.flatMap((s) => {
    const o = orders.get(s.id);
    return [...(o ? [makeFireOrders({ ships: [o] }, ctx)] : []), ...(raw.get(s.id) ?? [])];
  });
  return [...loose, ...lines, ...stray].join('\n');
}

/** The standing lines of the merged draft: each step's typed lines added to the draft's (standing-merge.ts). */
function mergeStanding(state: MetaverseState, seat: SeatId, draft: MetaverseSubmission | null, typed: Readonly<Partial<Record<'missions' | 'control', readonly string[]>>>): string[] {
  const side = sideOfSeat(state, seat);
  const kept = draft?.kind === 'plot' || draft?.kind === 'fire' ? draft.standing : undefined;
  if (!side) return [];
  return (['missions', 'control'] as const).flatMap((step) => {
    const ctx = { step: stepContext(state, side, step), units: unitContext(state, side) };
    const drafted = kept?.[step] ? makeScript(kept[step], ctx) : null;
    const given = typed[step];
    const items = given ? mergeStandingItems(drafted, given, step, ctx) : drafted;
    return items ? standingLines(step, items) : [];
  });
}

export function merge(state: MetaverseState, seat: SeatId, draft: MetaverseSubmission | null, text: string, scope: MergeScope = 'parts'): string {
  // Notes of a pasted echo line go before the blocks are matched (core/echo-note.ts).
  const whole = typeof text === 'string' ? stripNotes(cutGraphemes(text, MAX_TEXT)) : '';
  const split = state.stage === 'plot' || state.stage === 'fire' ? splitStanding(whole) : { rest: whole, items: {} };
  const typed = split.rest;
  const standing = (merged: string): string => [merged, ...mergeStanding(state, seat, draft, split.items)].filter((l) => l !== '').join('\n');
  switch (state.stage) {
    case 'plot': {
      const ctx = seatPlotContext(state, seat);
      return standing(ctx.ok ? mergePlot(ctx.value, draft, typed, scope) : typed);
    }
    case 'fire': {
      const ctx = seatFireContext(state, seat);
      return standing(ctx.ok ? mergeFire(ctx.value, draft, typed) : typed);
    }
    case 'missions':
    case 'control':
    case 'over':
      return typed;
  }
}

/** The pieces `merge` may take apart (core/assist.ts `pieces`): in a plot or fire step each block and standing line. */
export function pieces(state: MetaverseState, _seat: SeatId, text: string): string[] {
  return state.stage === 'plot' || state.stage === 'fire' ? orderPieces(text, state.stage) : [text];
}
