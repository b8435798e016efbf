// One bad line no longer discards a message (src/game/kept-lines.ts; issue 24 item 6), with a toy notation: a line
// "name: n" gives a unit an order; "allow name" lets a unit's order be taken (as a Metaverse nomination does its fire).
import { describe, expect, test } from 'vitest';
import type { RuleError } from '../../src/rules/core/result.ts';
import { keepGoodLines } from '../../src/game/kept-lines.ts';

/** Reads a draft's text: an order for a unit not allowed, or a line that is not an order, is refused. */
function read(text: string): { ok: true } | { ok: false; error: RuleError[] } {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const allowed = new Set(lines.flatMap((l) => /^allow (\w+)$/.exec(l)?.[1] ?? []));
  const error = lines.flatMap((l): RuleError[] => {
    if (/^allow \w+$/.test(l)) return [];
    const m = /^(\w+): \d+$/.exec(l);
    if (!m) return [{ code: 'ERR_READ', message: 'Cannot read this.', quote: l }];
    return allowed.has(m[1] ?? '') ? [] : [{ code: 'ERR_NOT_ALLOWED', message: `${m[1]} is not allowed.`, unit: m[1] }];
  });
  return error.length === 0 ? { ok: true } : { ok: false, error };
}
const alone = (text: string): RuleError[] => {
  const r = read(text);
  return r.ok ? [] : r.error;
};
const pieces = (text: string): string[] => text.split('\n');
const keep = (typed: string, draft = '') => keepGoodLines(typed, pieces(typed), (t) => [draft, t].filter((x) => x !== '').join('\n'), read, alone, typed.includes('\n'));

describe('keepGoodLines', () => {
  test('the good lines are kept, each other line named with its line and words', () => {
    const kept = keep('allow a\na: 1\nbogus\nb: 2');
    expect(kept?.text).toBe('allow a\na: 1');
    expect(kept?.leftText).toBe('bogus\nb: 2');
    expect(kept?.problems).toEqual([
      { code: 'ERR_READ', message: 'Cannot read this.', quote: 'bogus', line: 3 },
      { code: 'ERR_NOT_ALLOWED', message: 'b is not allowed.', unit: 'b', quote: 'b: 2', line: 4 },
    ]);
  });

  test('a line allowed by a later line of the same message is taken with it, in the order typed', () => {
    expect(keep('a: 1\nbogus\nallow a')?.text).toBe('a: 1\nallow a');
  });

  test('the draft counts: a line is checked with it', () => {
    expect(keep('a: 1\nb: 2', 'allow a')?.text).toBe('allow a\na: 1');
  });

  test('nothing to keep: one piece, or no piece taken', () => {
    expect(keep('a: 1')).toBeNull();
    expect(keep('a: 1\nb: 2')).toBeNull();
  });
});
