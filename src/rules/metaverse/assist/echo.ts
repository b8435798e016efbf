/**
 * An accepted draft read back, one line per unit in normal form with what it costs and means (docs/playing.md §2;
 * core/assist.ts `echo`; Metaverse p.3 CP, p.5–9 plots, p.21 Control Step, p.19 Mission Step, p.24–25 fire):
 * - plot: every squadron, "CNS Resolute: A2 T:S — no CP · momentum 0 → 2 cm · heading 0° → 45° · ends at …";
 *   advanced manoeuvres and break-offs show the CP and who pays (p.3); a squadron the plot leaves out drifts (A21)
 *   and is a note line; a path off the table (A17), into a planet (p.95) or through asteroids (p.97) is marked ⚠
 *   (move-hazards.ts).
 * - fire: every ship, "CNS Resolute: las-1, las-2 > VHS Dominator — VHS Dominator 34 cm, band 4 of 8, BS", or
 *   hold; a target out of reach is marked ✘; a ship given no orders holds, as a note line.
 * - missions / control: one line per action as stored, with the CP it costs (1 per mission action, designation and
 *   EW order; priority targets are the flag commander's, p.21), or "pass".
 * - standing orders, with the plot or fire or as the answer of a side asked in their play-out (standing-echo.ts).
 * The part before " — " is the notation (core/echo-note.ts), so the lines pasted back read as the same submission.
 */
import { noteLine, withNotes } from '../../core/echo-note.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { makeFireOrders, makeSquadronPlot } from '../notation/make.ts';
import { blankSquadronPlot, plotCost, type TurnDraftContext, type SquadronDraft } from '../notation/types.ts';
import type { MetaverseSubmission } from '../submission.ts';
import { seatFireContext, seatPlotContext } from '../sequence/orders.ts';
import type { MetaverseState } from '../state.ts';
import { firingShips } from './fire-choices.ts';
import { reachTo } from './fire-reach.ts';
import { moveHazards } from './move-hazards.ts';
import { forecast } from './predict.ts';
import { cm } from './seat.ts';
import { actionNote, answerEcho, standingEcho } from './standing-echo.ts';
import { sideOfSeat } from '../sequence/orders.ts';

function costText(plot: SquadronDraft, ctx: TurnDraftContext): string {
  const cost = plotCost(plot);
  if (cost === 0) return 'no CP';
  const payer = plot.payer ?? ctx.squadrons.find((q) => q.id === plot.squadron)?.payers[0] ?? null;
  const c = ctx.commanders.find((x) => x.id === payer);
  return `${cost} CP from ${c ? `${c.name} (has ${c.cp})` : 'the squadron commander'}`;
}

function plotEcho(state: MetaverseState, seat: SeatId, plots: readonly SquadronDraft[]): string[] {
  const ctx = seatPlotContext(state, seat);
  if (!ctx.ok) return [];
  const forecastOf = (p: SquadronDraft): string[] => {
    const sq = state.squadrons.find((x) => x.id === p.squadron);
    const where = sq ? forecast(state, sq, p) : null;
    return [...(where ? [where] : []), ...(sq ? moveHazards(state, sq, p).map((h) => `⚠ ${h}`) : [])];
  };
  const line = (p: SquadronDraft): string => {
    const q = ctx.value.squadrons.find((x) => x.id === p.squadron);
    return withNotes(makeSquadronPlot(p, q, ctx.value), [costText(p, ctx.value), ...forecastOf(p)]);
  };
  // As the reader orders a plot: each squadron's own line in fleet order, then the break-offs as given.
  const own = ctx.value.squadrons.map((q) => {
    const plot = plots.find((p) => p.squadron === q.id && p.breakOff.length === 0);
    return plot ? line(plot) : noteLine([`${q.name}: no plot, drifts`, ...forecastOf(blankSquadronPlot(q.id, q.method))].join(' · '));
  });
  return [...own, ...plots.filter((p) => p.breakOff.length > 0).map(line)];
}

function fireEcho(state: MetaverseState, seat: SeatId, submission: Extract<MetaverseSubmission, { kind: 'fire' }>): string[] {
  const ctx = seatFireContext(state, seat);
  if (!ctx.ok) return [];
  return firingShips(state, seat).map((f) => {
    const sf = submission.fire.ships.find((s) => s.ship === f.ship.id);
    if (!sf) return noteLine(`${f.ship.name}: no orders, holds fire`);
    const notes: string[] = [];
    for (const targetId of [...new Set(sf.orders.map((o) => o.target))]) {
      const target = state.ships.find((s) => s.id === targetId);
      const weapon = sf.orders.find((o) => o.target === targetId)?.weapon ?? '';
      const group = f.groups.find((g) => g.ids.includes(weapon));
      if (!target || !group) continue;
      const r = reachTo(state, f.ship, group, target);
      notes.push(r ? `${target.name} ${cm(r.distanceCm)} cm, band ${r.band} of ${r.bands}, ${r.sector}` : `${target.name} out of reach ✘`);
    }
    return withNotes(makeFireOrders({ ships: [sf] }, ctx.value), notes);
  });
}

/** The stored message's actions, one per line (submission-text.ts keeps each "pay X" with its action). */
function stepEcho(text: string): string[] {
  const actions = text.split('\n').filter((l) => l.trim() !== '');
  return actions.length === 0 ? ['pass'] : actions.map((a) => withNotes(a, [actionNote(a)]));
}

export function echo(state: MetaverseState, seat: SeatId, submission: MetaverseSubmission): string[] {
  const side = sideOfSeat(state, seat) ?? 'A';
  switch (submission.kind) {
    case 'plot':
      return [...plotEcho(state, seat, submission.plot.squadrons), ...standingEcho(state, side, submission.standing)];
    case 'fire':
      return [...fireEcho(state, seat, submission), ...standingEcho(state, side, submission.standing)];
    case 'missions':
    case 'control':
      return stepEcho(submission.text);
    case 'standing':
      return answerEcho(state, side, submission.stage, submission.orders);
  }
}
