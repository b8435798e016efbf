/**
 * Every code the game service and the commands refuse with (lobby, GM powers, drafts, imports) (issue 17): one list, so the compiler refuses a misspelt code given to `serviceError`, and
 * tests/error-codes.test.ts refuses a code written anywhere else that is not listed. Codes are stable: tests and the
 * game service match on them; players read only the message.
 */
import { ruleError, type RuleError, type RuleErrorExtra } from '../rules/core/result.ts';

export const SERVICE_ERROR_CODES = [
  'ERR_CHOICE_STALE',
  'ERR_CONCEDE',
  'ERR_DURATION',
  'ERR_EXCHANGE_LENGTH',
  'ERR_EXTEND_RANGE',
  'ERR_FIRE_NONE',
  'ERR_FIRE_CANNOT',
  'ERR_FIRE_PICK',
  'ERR_FLEET_MISSING',
  'ERR_GAME',
  'ERR_GAME_NOT_PAUSED',
  'ERR_GAME_NOT_RUNNING',
  'ERR_GAME_NOT_STARTED',
  'ERR_GAME_OPTIONS',
  'ERR_GAME_OVER',
  'ERR_GAME_PAUSED',
  'ERR_GAME_STARTED',
  'ERR_GAME_SYSTEM',
  'ERR_GAME_THREAD',
  'ERR_GAME_UNKNOWN',
  'ERR_GM_ALREADY',
  'ERR_GM_CREATOR',
  'ERR_GM_INPUT',
  'ERR_GM_NONE',
  'ERR_GM_SEATED',
  'ERR_GM_STALE',
  'ERR_HISTORY',
  'ERR_HISTORY_NONE',
  'ERR_HISTORY_SEED',
  'ERR_HISTORY_TURN',
  'ERR_IMPORT_BINARY',
  'ERR_IMPORT_FETCH',
  'ERR_IMPORT_SIZE',
  'ERR_MAP_ARCS_SHIP',
  'ERR_MISSED_POLICY',
  'ERR_NOT_CREATOR',
  'ERR_NOT_GM',
  'ERR_NO_FIRE_TO_CLEAR',
  'ERR_OPTION_NOT_YET',
  'ERR_OPTION_UNKNOWN',
  'ERR_PICK_NONE',
  'ERR_READY_STALE',
  'ERR_REPLAY_NONE',
  'ERR_REMINDERS',
  'ERR_ROLLBACK_STEP',
  'ERR_SEAT_NONE',
  'ERR_SEAT_TAKEN',
  'ERR_SEAT_UNKNOWN',
  'ERR_SETTINGS_STALE',
  'ERR_SHIP_UNKNOWN',
  'ERR_SIDE_UNKNOWN',
  'ERR_START',
  'ERR_STATE_UNREADABLE',
  'ERR_STEP_CLOSED',
  'ERR_STEP_LENGTH',
  'ERR_STEP_NONE',
  'ERR_STEP_NOT_OWED',
  'ERR_VERIFY_STEP',
] as const;

export type ServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];

/** A refusal with a listed code, the sentence a player reads, and where it is. */
export const serviceError = (code: ServiceErrorCode, message: string, extra: RuleErrorExtra = {}): RuleError => ruleError(code, message, extra);
