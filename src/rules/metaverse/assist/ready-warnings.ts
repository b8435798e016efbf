/**
 * What Ready would lock in that the player may not mean (core/assist.ts `readyWarnings`; docs/playing.md §8):
 * - plot: a seat that sends nothing leaves every squadron to drift (A21); each is named, with what the drift does
 *   to it (move-hazards.ts: the table edge A17, planets p.95, asteroids p.97). A plot names every squadron (one left
 *   out of the text drifts, as its echo says); a drift or plotted path that does harm is said too.
 * - fire: each ship given no orders holds every weapon (A7), said when some weapon group has a legal target in reach
 *   (p.21–22 legal targets, p.25 bands; fire-reach.ts). A ship written as "hold" holds on purpose and is not asked
 *   about; weapons Danger Close forces (p.22) already have their orders.
 * - missions and control: one message of an exchange, and nothing sent is a pass, the step's plain answer: nothing
 *   to ask.
 */
import type { SeatId } from '../../core/rule-system.ts';
import { blankSquadronPlot, isBlankMove, type SquadronDraft } from '../notation/types.ts';
import type { MetaverseSubmission } from '../submission.ts';
import { seatPlotContext } from '../sequence/orders.ts';
import type { MetaverseState } from '../state.ts';
import { firingShips } from './fire-choices.ts';
import { reachable } from './fire-reach.ts';
import { moveHazards } from './move-hazards.ts';
import { cm } from './seat.ts';
import { count } from '../../core/text.ts';

const MAX_LISTED = 5;

function plotWarnings(state: MetaverseState, seat: SeatId, plots: readonly SquadronDraft[]): string[] {
  const ctx = seatPlotContext(state, seat);
  if (!ctx.ok) return [];
  return ctx.value.squadrons.flatMap((q) => {
    const sq = state.squadrons.find((x) => x.id === q.id);
    if (!sq) return [];
    const plot = plots.find((p) => p.squadron === q.id && p.breakOff.length === 0);
    const hazards = moveHazards(state, sq, plot ?? blankSquadronPlot(q.id, q.method)).join(', and ');
    if (!plot) return [`${q.name} has no plot: it drifts (A21)${hazards ? ` and ${hazards}` : ''}.`];
    if (!hazards) return [];
    return [isBlankMove(plot.move) && plot.advanced.length === 0 ? `${q.name} drifts (A21) and ${hazards}.` : `${q.name}, as plotted, ${hazards}.`];
  });
}

function fireWarnings(state: MetaverseState, seat: SeatId, submission: Extract<MetaverseSubmission, { kind: 'fire' }>): string[] {
  return firingShips(state, seat).flatMap((f) => {
    if (submission.fire.ships.some((s) => s.ship === f.ship.id)) return [];
    const best = new Map<string, { name: string; distance: number }>();
    for (const group of f.groups) for (const r of reachable(state, f.ship, group)) best.set(r.target.id, { name: r.target.name, distance: r.distanceCm });
    const targets = [...best.values()].sort((a, b) => a.distance - b.distance).map((t) => `${t.name} ${cm(t.distance)} cm`);
    if (targets.length === 0) return [];
    const more = targets.length > MAX_LISTED ? ', …' : '';
    return [`${f.ship.name} holds fire: it has ${count(targets.length, 'target')} in reach (${targets.slice(0, MAX_LISTED).join(', ')}${more}).`];
  });
}

export function readyWarnings(state: MetaverseState, seat: SeatId, submission: MetaverseSubmission, _sentNothing: boolean): string[] {
  switch (submission.kind) {
    case 'plot':
      return plotWarnings(state, seat, submission.plot.squadrons);
    case 'fire':
      return fireWarnings(state, seat, submission);
    case 'missions':
    case 'control':
    case 'standing':
      // Sending nothing in an alternation is a pass, the step's plain answer: nothing to ask about.
      return [];
  }
}
