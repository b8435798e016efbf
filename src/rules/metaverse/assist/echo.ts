/**
 * An accepted draft read back, one line per unit in normal form with what it costs and means (ux.md §2;
 * core/assist.ts `echo`; Metaverse p.3 CP, p.5–9 plots, p.21 Control Step, p.19 Mission Step, p.24–25 fire):
 * - plot: every squadron in play, "CNS Resolute: A2 T:S · no CP · momentum 0 → 2 cm · heading 0° → 45° · ends at …";
 *   advanced manoeuvres and break-offs show the CP and who pays (p.3); squadrons left out drift (A21).
 * - fire: every ship, "CNS Resolute: las-1, las-2 > VHS Dominator · VHS Dominator 34 cm, band 4 of 8, BS", or hold;
 *   a target out of reach is marked ✘.
 * - missions / control: one line per action as sent, with the CP it costs (1 per mission action, designation and
 *   EW order; priority targets are the flag commander's, p.21), or "pass".
 */
import type { SeatId } from '../../core/rule-system.ts';
import { makeFireOrders, makeSquadronPlot } from '../plot/make.ts';
import { blankSquadronPlot, plotCost, type PlotContext, type SquadronPlot } from '../plot/types.ts';
import type { MetaverseSubmission } from '../submission.ts';
import { seatFireContext, seatPlotContext } from '../turn/orders.ts';
import type { MetaverseState } from '../turn/state.ts';
import { firingShips } from './fire-choices.ts';
import { reachTo } from './fire-reach.ts';
import { forecast } from './predict.ts';
import { cm } from './seat.ts';

function costText(plot: SquadronPlot, ctx: PlotContext): string {
  const cost = plotCost(plot);
  if (cost === 0) return 'no CP';
  const payer = plot.payer ?? ctx.squadrons.find((q) => q.id === plot.squadron)?.payers[0] ?? null;
  const c = ctx.commanders.find((x) => x.id === payer);
  return `${cost} CP from ${c ? `${c.name} (has ${c.cp})` : 'the squadron commander'}`;
}

function plotEcho(state: MetaverseState, seat: SeatId, plots: readonly SquadronPlot[]): string[] {
  const ctx = seatPlotContext(state, seat);
  if (!ctx.ok) return [];
  return ctx.value.squadrons.flatMap((q) => {
    const sq = state.squadrons.find((x) => x.id === q.id);
    const mine = plots.filter((p) => p.squadron === q.id);
    const own = mine.find((p) => p.breakOff.length === 0) ?? blankSquadronPlot(q.id, q.method);
    return [own, ...mine.filter((p) => p.breakOff.length > 0)].map((p) => {
      const where = sq ? forecast(state, sq, p) : null;
      return [makeSquadronPlot(p, q, ctx.value), costText(p, ctx.value), ...(where ? [where] : [])].join(' · ');
    });
  });
}

function fireEcho(state: MetaverseState, seat: SeatId, submission: Extract<MetaverseSubmission, { kind: 'fire' }>): string[] {
  const ctx = seatFireContext(state, seat);
  if (!ctx.ok) return [];
  return firingShips(state, seat).map((f) => {
    const sf = submission.fire.ships.find((s) => s.ship === f.ship.id) ?? { ship: f.ship.id, fireControl: null, orders: [] };
    const line = makeFireOrders({ ships: [sf] }, ctx.value);
    const notes: string[] = [];
    for (const targetId of [...new Set(sf.orders.map((o) => o.target))]) {
      const target = state.ships.find((s) => s.id === targetId);
      const weapon = sf.orders.find((o) => o.target === targetId)?.weapon ?? '';
      const group = f.groups.find((g) => g.ids.includes(weapon));
      if (!target || !group) continue;
      const r = reachTo(state, f.ship, group, target);
      notes.push(r ? `${target.name} ${cm(r.distanceCm)} cm, band ${r.band} of ${r.bands}, ${r.sector}` : `${target.name} out of reach ✘`);
    }
    return [line, ...notes].join(' · ');
  });
}

const ONE_CP = /^(mission|create|retarget|split|recall|designate|ew)\b/i;

function stepEcho(what: string, text: string): string[] {
  const actions = text
    .split(/[;\n]/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^pay\s/i.test(l));
  if (actions.length === 0 || actions.every((a) => /^pass$/i.test(a))) return [`${what}: pass`];
  return actions.map((a) => `${what}: ${a}${ONE_CP.test(a) ? ' · 1 CP' : /^priority\b/i.test(a) ? ' · flag commander' : /^(strike|intercept|cap)\b/i.test(a) ? ' · free standing order' : ''}`);
}

export function echo(state: MetaverseState, seat: SeatId, submission: MetaverseSubmission): string[] {
  switch (submission.kind) {
    case 'plot':
      return plotEcho(state, seat, submission.plot.squadrons);
    case 'fire':
      return fireEcho(state, seat, submission);
    case 'missions':
      return stepEcho('Missions', submission.text);
    case 'control':
      return stepEcho('Control', submission.text);
  }
}
