/**
 * Durations as a GM types them: "12h", "90m", "2d", or parts together, largest first ("1d12h", "2h 30m").
 * Strict on purpose: "12", "12x" or "h12" are refused with an example rather than guessed at, since a misread
 * deadline costs a player their turn.
 */
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import { serviceError } from '../game/errors.ts';
import { cutGraphemes } from '../rules/core/cut-text.ts';

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;
type Unit = keyof typeof UNIT_MS;
const ORDER: readonly Unit[] = ['d', 'h', 'm'];
const WHOLE = /^(?:\d{1,4}\s*[dhm]\s*)+$/;
const PART = /(\d{1,4})\s*([dhm])/g;

export function parseDuration(text: string): Result<number, RuleError[]> {
  const typed = text.trim().toLowerCase();
  const shown = cutGraphemes(text.trim(), 20);
  const refuse = (why: string): Result<never, RuleError[]> => err([serviceError('ERR_DURATION', `"${shown}" ${why}: write a number and a unit, such as 90m, 12h, 2d or 1d12h.`)]);
  if (typed === '' || !WHOLE.test(typed)) return refuse('is not a duration');
  let ms = 0;
  let last = -1;
  for (const [, n, unit] of typed.matchAll(PART)) {
    const at = ORDER.indexOf(unit as Unit);
    if (at <= last) return refuse('repeats a unit or puts a smaller one first');
    last = at;
    ms += Number(n) * UNIT_MS[unit as Unit];
  }
  if (ms === 0) return refuse('is no time at all');
  return ok(ms);
}
