/**
 * What Ready locks in for a seat (docs/playing.md §8). A draft is locked in as it is; a seat that sent nothing locks in the
 * empty answer where its step reads one ("nothing to add": ships straight on, hold fire), else the rules' own
 * default for a seat that sends nothing (`missing`). The game service and every rule system's `readyWarnings` use
 * this one function, so what Ready warns about is what it locks in.
 */
import type { Result, RuleError } from './result.ts';
import type { SeatId } from './rule-system.ts';

export interface ReadyRules<State, Submission> {
  parse(state: State, seat: SeatId, text: string): Result<Submission, RuleError[]>;
  missing(state: State, seat: SeatId): Submission;
}

export function readySubmission<State, Submission>(rules: ReadyRules<State, Submission>, state: State, seat: SeatId, draft: Submission | null): Submission {
  if (draft !== null) return draft;
  const empty = rules.parse(state, seat, '');
  return empty.ok ? empty.value : rules.missing(state, seat);
}
