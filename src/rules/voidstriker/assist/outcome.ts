/** What a resolved Voidstriker step did, for the thread's summary (core/outcome.ts). */
import { NO_OUTCOME, type StepOutcome } from '../../core/outcome.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import type { VoidstrikerState } from '../state.ts';

export function outcome(before: VoidstrikerState, after: VoidstrikerState, events: readonly GameEvent[]): StepOutcome {
  void before;
  void after;
  void events;
  return NO_OUTCOME;
}
