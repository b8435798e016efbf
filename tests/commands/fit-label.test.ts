// Labels fitted to Discord's limits (src/commands/respond.ts `fitLabel`): cut after a whole word, never inside one
// (issue 16: "Last side standin"), with no separator left dangling before the "…".
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fitLabel } from '../../src/commands/respond.ts';

describe('fitLabel', () => {
  test('a label that fits is kept as it is', () => {
    expect(fitLabel('Standard scenario · Small battle')).toBe('Standard scenario · Small battle');
    expect(fitLabel('x'.repeat(100))).toBe('x'.repeat(100));
  });

  test('S.1 ends on its last whole word', () => {
    const s1 = 'S.1 Alone in the Dark · One defender (B) of CR 400–600 vs up to twice its CR (A) · Last side standing';
    expect(fitLabel(s1)).toBe('S.1 Alone in the Dark · One defender (B) of CR 400–600 vs up to twice its CR (A) · Last side…');
  });

  test('a cut that falls on a space keeps the word before it, and a dangling separator goes', () => {
    expect(fitLabel('aaaa bbbb cccc', 10)).toBe('aaaa bbbb…');
    expect(fitLabel('aaaaaa · bbbbbbbb', 10)).toBe('aaaaaa…');
  });

  test('any label: at most max characters, and what is kept ends where a word of the label ends', () => {
    const word = fc.stringMatching(/^[a-zA-Z0-9()·.–]{1,14}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), fc.integer({ min: 20, max: 100 }), (words, max) => {
        const label = words.join(' ');
        const fitted = fitLabel(label, max);
        expect(fitted.length).toBeLessThanOrEqual(max);
        if (fitted === label) return;
        const kept = fitted.slice(0, -1);
        expect(label.startsWith(kept)).toBe(true);
        // Cut inside a word only when the whole words that fit (without a trailing separator) would not fill half of it.
        const whole = kept.replace(/\s+\S*$/, '').replace(/[\s·,;:|/–—-]+$/u, '');
        if (!/[\s·–]/.test(label.charAt(kept.length))) expect(whole.length).toBeLessThan(max / 2);
      }),
    );
  });
});
