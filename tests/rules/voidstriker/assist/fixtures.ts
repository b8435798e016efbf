// Real Voidstriker states for the assist tests, built by setup.ts, and the reading the system's `parse` does.
import { expect } from 'vitest';
import type { Result } from '../../../../src/rules/core/result.ts';
import { plotContext } from '../../../../src/rules/voidstriker/notation/context.ts';
import { parseRoundPlot } from '../../../../src/rules/voidstriker/notation/parse.ts';
import type { RoundPlot } from '../../../../src/rules/voidstriker/notation/types.ts';
import { setupGame } from '../../../../src/rules/voidstriker/setup/setup.ts';
import type { VoidShip, VoidstrikerState } from '../../../../src/rules/voidstriker/state.ts';
import type { VoidstrikerSubmission } from '../../../../src/rules/voidstriker/submission.ts';
import { fromBook } from '../book-frame.ts';

export function expectOk<T, E>(r: Result<T, E>): T {
  if (!r.ok) expect.fail(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/** §6.1 Standoff at Bishamon II with the book's forces: ana flies IJN (Battlecruiser, Battlecruiser 2, Missile
 * Destroyer, Missile Destroyer 2), ben UNSN (Heavy Cruiser, Fleet Intruder, Fleet Intruder 2). */
export function state61(firePerPhase = false): VoidstrikerState {
  return expectOk(
    setupGame({
      options: { firePerPhase, asteroids: false },
      fleets: { ana: { side: 'IJN', player: 'Ana', ships: [] }, ben: { side: 'UNSN', player: 'Ben', ships: [] } },
      scenario: '6.1',
      seed: 'x',
    }),
  );
}

export function state62(): VoidstrikerState {
  return expectOk(
    setupGame({
      options: { firePerPhase: false, asteroids: false },
      fleets: { ana: { side: 'FAC', player: 'Ana', ships: [] }, ben: { side: 'Arab', player: 'Ben', ships: [] } },
      scenario: '6.2',
      seed: 'x',
    }),
  );
}

/** The same game waiting for fire after phase `phase` (0–3 = a–d), option firePerPhase. */
export function fireStage(state: VoidstrikerState, phase = 1, fired: string[] = []): VoidstrikerState {
  return {
    ...state,
    options: { ...state.options, firePerPhase: true },
    stage: 'fire',
    pending: { phase, plots: {}, seatOrder: [], shipOrder: [], accelerationOrder: [], locks: {}, fired, trails: [], shots: [] },
  };
}

/** The state with one ship changed; the change's points are the book's (y north, ../book-frame.ts). */
export function withShip(state: VoidstrikerState, id: string, change: Partial<VoidShip>): VoidstrikerState {
  return { ...state, ships: state.ships.map((s) => (s.id === id ? { ...s, ...fromBook(change) } : s)) };
}

export const readPlot = (state: VoidstrikerState, seat: string, text: string): Result<RoundPlot, unknown> => parseRoundPlot(text, plotContext(state, seat));

export function plotOf(state: VoidstrikerState, seat: string, text: string): VoidstrikerSubmission {
  return { kind: 'plot', plot: expectOk(parseRoundPlot(text, plotContext(state, seat))) };
}

/** The fire step's reading as the brief defines it: the plot notation where only fire and launch count. */
export function fireOf(state: VoidstrikerState, seat: string, text: string): Extract<VoidstrikerSubmission, { kind: 'fire' }> {
  const plot = expectOk(parseRoundPlot(text, plotContext(state, seat)));
  return { kind: 'fire', phase: state.pending?.phase ?? 0, ships: plot.ships.map((s) => ({ shipId: s.shipId, fire: s.fire, launch: s.launch })) };
}
