// The one function that fits any message to Discord (issue 15, item 2), fed arbitrary text.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import '../fast-check-seed.ts';
import { CONTENT_LIMIT, cutGraphemes, fitMessage, fitText } from '../../src/commands/fit-message.ts';
import { fitLabel } from '../../src/commands/respond.ts';
import { refusal } from '../../src/commands/draft-reply.ts';

const graphemes = (text: string): string[] => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
/** Text with the characters that break naive cutting: emoji sequences, flags, combining marks, astral letters. */
const awkward = fc.string({ unit: fc.constantFrom('a', ' ', '\n', '👩‍🚀', '🇬🇧', 'é', 'e\u0301', '𝔸', '—', '•', '<@1>', '**'), maxLength: 3000 });
const anyText = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 3000 }), fc.string({ unit: 'binary', maxLength: 3000 }), awkward);

describe('fitText', () => {
  test('short text is left alone', () => {
    expect(fitText('Majestic: 2P2(4)')).toEqual({ content: 'Majestic: 2P2(4)', full: null });
  });

  test('a long refusal is cut at a line and says how many problems are left, with all of them attached', () => {
    const problems = Array.from({ length: 40 }, (_, i) => ({ code: 'ERR_DRAKE', message: `Raider line ${i + 1}: ROF must be 1 to 6, found 9 (OCR read "l9" for "19") in battery "Laser Cannon ×4"` }));
    const message = fitMessage(refusal(problems, 'Nothing was imported'));
    expect(message.content?.length).toBeLessThanOrEqual(CONTENT_LIMIT);
    expect(message.content).toMatch(/\n… and \d+ more problems \(all of it in problems\.txt\)$/);
    expect(message.content?.split('\n').slice(0, -1).every((line) => line === 'Nothing was imported:' || line.startsWith('• Raider line'))).toBe(true);
    const file = message.files?.[0] as { name: string; attachment: Buffer };
    expect(file.name).toBe('problems.txt');
    expect(file.attachment.toString('utf8').split('\n')).toHaveLength(41);
  });

  test('one line longer than the limit is cut between graphemes', () => {
    const line = '👩‍🚀'.repeat(600);
    const { content } = fitText(line);
    expect(content.length).toBeLessThanOrEqual(CONTENT_LIMIT);
    const [head] = content.split('\n');
    expect(graphemes(head ?? '').slice(0, -1).every((g) => g === '👩‍🚀')).toBe(true);
    expect(content).toMatch(/… \(the whole text is in full-text\.txt\)$/);
  });

  test('a few long lines are each cut short, so every one keeps its start inline (issue 24: none were)', () => {
    const lines = ['**Turn 2: fire** · fire', ...Array.from({ length: 11 }, (_, i) => `Cruiser ${i + 1}: Mk-V laser > Battlecruiser 2 cannot fire: ${'Cruiser does not track Battlecruiser 2 with any sensor; add a lock. '.repeat(4)}`)];
    const { content, full } = fitText(lines.join('\n'));
    expect(content.length).toBeLessThanOrEqual(CONTENT_LIMIT);
    expect(full).toBe(lines.join('\n'));
    const shown = content.split('\n');
    expect(shown).toHaveLength(13);
    expect(shown[0]).toBe('**Turn 2: fire** · fire');
    shown.slice(1, -1).forEach((line, i) => expect(line).toMatch(new RegExp(`^Cruiser ${i + 1}: Mk-V laser > Battlecruiser 2 cannot fire: Cruiser does not track .*…$`)));
    expect(shown.at(-1)).toBe('… (long lines cut short: the whole text is in full-text.txt)');
  });

  test('property: any text fits, is never cut inside a grapheme, and loses nothing: each line kept whole, or its start with "…"', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 200, max: 2000 }), (text, limit) => {
        const fitted = fitText(text, { limit });
        expect(fitted.content.length).toBeLessThanOrEqual(limit);
        if (fitted.full === null) {
          expect(fitted.content).toBe(text);
          return;
        }
        expect(fitted.full).toBe(text);
        const kept = fitted.content.split('\n').slice(0, -1);
        const lines = text.split('\n');
        // Every kept line is the text's line, or its start cut between graphemes and ending in "…".
        kept.forEach((line, i) => {
          if (line === lines[i]) return;
          const cut = line.slice(0, -1);
          expect(line.endsWith('…')).toBe(true);
          expect(graphemes(cut).join('')).toBe(cut);
          expect(graphemes(lines[i] ?? '').slice(0, graphemes(cut).length).join('')).toBe(cut);
        });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cutGraphemes and fitLabel', () => {
  test('never split a surrogate pair or an emoji sequence', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 120 }), (text, max) => {
        const cut = cutGraphemes(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(graphemes(text).slice(0, graphemes(cut).length).join('')).toBe(cut);
      }),
      { numRuns: 500 },
    );
  });

  test('autocomplete labels fit 100 characters, cut at a word', () => {
    const label = 'Standard scenario · Very Large battle (2000 CR) · Last side standing wins, or the most victory points';
    const fitted = fitLabel(label);
    expect(fitted.length).toBeLessThanOrEqual(100);
    expect(fitted).toBe('Standard scenario · Very Large battle (2000 CR) · Last side standing wins, or the most victory…');
    fc.assert(
      fc.property(anyText, (text) => {
        expect(fitLabel(text).length).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('fitMessage', () => {
  test('sets allowed mentions to nobody unless the builder lists users', () => {
    expect(fitMessage('<@123456789012345678> @everyone').allowedMentions).toEqual({ parse: [], users: [] });
    expect(fitMessage({ content: 'x', allowedMentions: { users: ['1'] } }).allowedMentions).toEqual({ users: ['1'] });
  });

  test('keeps at most 10 files, the full text first', () => {
    const files = Array.from({ length: 10 }, (_, i) => ({ attachment: Buffer.from('x'), name: `f${i}.png` }));
    const message = fitMessage({ content: 'line\n'.repeat(600), files });
    expect(message.files).toHaveLength(10);
    expect((message.files?.[0] as { name: string }).name).toBe('full-text.txt');
  });
});
