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
}

export const ruleError = (code: string, message: string, extra: { at?: string; suggestion?: string } = {}): RuleError => ({
  code,
  message,
  ...extra,
});
