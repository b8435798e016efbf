/** What a resolved Metaverse step did, for the thread's summary (core/outcome.ts). */
import { NO_OUTCOME, type StepOutcome } from '../../core/outcome.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import type { MetaverseState } from '../state.ts';

export function outcome(before: MetaverseState, after: MetaverseState, events: readonly GameEvent[]): StepOutcome {
  void before;
  void after;
  void events;
  return NO_OUTCOME;
}
