/**
 * Every code the shared rules (core/) refuse with, in every system (issue 17): one list, so the compiler refuses a misspelt code given to `coreError`, and
 * tests/error-codes.test.ts refuses a code written anywhere else that is not listed. Codes are stable: tests and the
 * game service match on them; players read only the message.
 */
import { ruleError, type RuleError, type RuleErrorExtra } from './result.ts';

export const CORE_ERROR_CODES = [
  'ERR_HEX_LABEL',
  'ERR_HEX_OFF_BOARD',
  'ERR_ORDERS_TWICE',
  'ERR_TURNS_MIXED',
] as const;

export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number];

/** A refusal with a listed code, the sentence a player reads, and where it is. */
export const coreError = (code: CoreErrorCode, message: string, extra: RuleErrorExtra = {}): RuleError => ruleError(code, message, extra);
