/**
 * Expected failures are values, not exceptions: a parser or validator returns `Result<T, E>`.
 * Exceptions are kept for broken invariants (bugs), which the bot's router catches.
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** A rule failure a player can act on: one sentence, and where it helps a suggestion ("Did you mean 2P2?"). */
export interface RuleError {
  /** Stable code for tests and for mapping to other wording, e.g. 'ERR_TURNS_MIXED'. */
  readonly code: string;
  readonly message: string;
  /** Where the problem is: "line 3", "batteries[0].rof", "Majestic". */
  readonly at?: string;
  readonly suggestion?: string;
  /** The unit (ship, squadron, flight) the problem is about, by the name its player knows (core/problem.ts). */
  readonly unit?: string;
  /** The player's own words the problem is about, as typed: a line or part of one. */
  readonly quote?: string;
  /** The line (from 1) of the text read that holds `quote`; the game service keeps it only where it counts the player's lines. */
  readonly line?: number;
}

/** Where a problem is and how to fix it: what a refusal may add to its code and message. */
export interface RuleErrorExtra {
  at?: string;
  suggestion?: string;
  unit?: string;
  quote?: string;
  line?: number;
}

export const ruleError = (code: string, message: string, extra: RuleErrorExtra = {}): RuleError => ({
  code,
  message,
  ...extra,
});
