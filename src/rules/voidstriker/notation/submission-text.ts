/**
 * Reading and checking what a seat sends (the plot notation of notation/): in stage 'plot' a round plot; in stage
 * 'fire' (option `firePerPhase`) the same notation, of which only the fire and launch orders count, all for the
 * open phase. Every problem comes back at once.
 */
import { stripNotes } from '../../core/echo-note.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { parseRoundPlot } from './parse.ts';
import { idleShipPlot, type RoundPlot } from './types.ts';
import { validateShipPlot } from './validate.ts';
import { plotContext } from './context.ts';
import type { VoidstrikerState } from '../state.ts';
import type { PhaseFire, VoidstrikerSubmission } from '../submission.ts';
import { voidstrikerError } from '../errors.ts';

export function parseSubmission(state: VoidstrikerState, seat: SeatId, typed: string): Result<VoidstrikerSubmission, RuleError[]> {
  // An echo pasted back reads as its orders: the notes after " — " are for the player (core/echo-note.ts).
  const text = stripNotes(typed);
  if (state.stage === 'over') return err([voidstrikerError('ERR_GAME_OVER', 'The game is over.')]);
  if (!state.seats[seat]) return err([voidstrikerError('ERR_SEAT', 'You have no seat in this game.')]);
  // In a fire step, nothing sent is an answer: hold fire this phase (plotted orders still fire).
  if (state.stage === 'fire' && text.trim() === '') return ok({ kind: 'fire', phase: state.pending?.phase ?? 0, ships: [] });
  const parsed = parseRoundPlot(text, plotContext(state, seat));
  if (!parsed.ok) return parsed;
  if (state.stage === 'plot') return ok({ kind: 'plot', plot: parsed.value });
  const phase = (state.pending?.phase ?? 0) + 1;
  const ships: PhaseFire[] = parsed.value.ships
    .filter((s) => s.fire.length + s.launch.length > 0)
    .map((s) => ({
      shipId: s.shipId,
      fire: s.fire.map((o) => ({ ...o, phase: phase as 1 | 2 | 3 | 4 })),
      launch: s.launch.map((o) => ({ ...o, phase: phase as 1 | 2 | 3 | 4 })),
    }));
  return ok({ kind: 'fire', phase: phase - 1, ships });
}

export function validateSubmission(state: VoidstrikerState, seat: SeatId, submission: VoidstrikerSubmission): Result<VoidstrikerSubmission, RuleError[]> {
  const ctx = plotContext(state, seat);
  const errors: RuleError[] = [];
  if (submission.kind !== (state.stage === 'fire' ? 'fire' : 'plot') || state.stage === 'over') {
    return err([voidstrikerError('ERR_STEP_KIND', state.stage === 'fire' ? 'Now only fire orders for this phase count.' : 'A round plot is due now.')]);
  }
  const shipIds = submission.kind === 'plot' ? submission.plot.ships.map((s) => s.shipId) : submission.ships.map((s) => s.shipId);
  for (const id of shipIds) {
    if (ctx.ships.some((s) => s.id === id)) continue;
    const name = state.ships.find((s) => s.id === id)?.name;
    errors.push(voidstrikerError('ERR_NOT_YOUR_SHIP', `${name ?? 'A ship in these orders'} is not one of yours in play.`, name ? { unit: name } : {}));
  }
  if (submission.kind === 'plot') {
    for (const plot of submission.plot.ships) {
      const ship = ctx.ships.find((s) => s.id === plot.shipId);
      if (ship) errors.push(...validateShipPlot(plot, ship));
    }
  }
  return errors.length > 0 ? err(errors) : ok(submission);
}

/** A missed deadline (no rule in the book): every ship drifts, keeps last round's sensor orders, holds fire. */
export function missingSubmission(state: VoidstrikerState, seat: SeatId): VoidstrikerSubmission {
  if (state.stage === 'fire') return { kind: 'fire', phase: state.pending?.phase ?? 0, ships: [] };
  const ctx = plotContext(state, seat);
  const plot: RoundPlot = {
    ships: ctx.ships.map((s) => {
      const ship = state.ships.find((x) => x.id === s.id);
      const sensors = (ship?.lastSensors ?? []).filter((j) => ctx.targets.some((t) => t.id === j.target));
      return { ...idleShipPlot(s.id), sensors: sensors.reduce((n, j) => n + j.sensors, 0) <= s.sensors ? sensors : [] };
    }),
  };
  return { kind: 'plot', plot };
}
