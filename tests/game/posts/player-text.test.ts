// The one door for player and rules text into a Discord message (issue 15, item 1).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import '../../fast-check-seed.ts';
import { bareName, defused, plain, plainName } from '../../../src/game/posts/player-text.ts';

/** What Discord would make of the text: the markdown escapes removed, as the client shows it. */
const shown = (text: string): string => text.replace(/\\([^A-Za-z0-9\s])/g, '$1');

/** Anything that would mention, format or reorder: none may survive outside a backslash escape. */
const ACTIVE = [/(?<!\\)<(@|#|\/|t:|a?:)/, /@(everyone|here)/i, /(?<!\\)(\*|_|`)/, /(?<!\\)(\|\||~~)/, /\]\(/, /^(?<!\\)[#>-]/m, /[\u202A-\u202E\u2066-\u2069]/];

describe('plain', () => {
  test.each([
    ['<@123456789012345678>', '\\<@123456789012345678>'],
    ['@everyone and @here', '@\u200beveryone and @\u200bhere'],
    ['<@&987654321012345678> <#555555555555555555> </plot:1>', '\\<@&987654321012345678> \\<#555555555555555555> \\</plot:1>'],
    ['**Bold** _it_ ~~gone~~ `code` ||spoiler||', '\\*\\*Bold\\*\\* \\_it\\_ \\~\\~gone\\~\\~ \\`code\\` \\|\\|spoiler\\|\\|'],
    ['# Heading', '\\# Heading'],
    ['> quote', '\\> quote'],
    ['[click](https://example.com)', '[click]\\(https://example.com)'],
    ['Hood\u202Eeman', 'Hoodeman'],
    ['Z\u0301\u0302\u0303\u0304alg\u0305\u0306\u0307o', 'Z\u0301\u0302alg\u0305\u0306o'],
    ['Majestic → Kestrel · to-hit 2, 6 vs 4+', 'Majestic → Kestrel · to-hit 2, 6 vs 4+'],
  ])('%j reads as itself', (input, expected) => {
    expect(plain(input)).toBe(expected);
  });

  test('property: nothing can mention, format or reorder, and the words stay the same', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\n', '<', '@', '#', '&', '*', '_', '~', '`', '|', '>', '-', '[', ']', '\\', 'everyone', 'here', '\u202E', '🚀'), maxLength: 80 }), (text) => {
        const out = plain(text);
        for (const pattern of ACTIVE) expect(out).not.toMatch(pattern);
        expect(shown(out).replace(/\u200b/g, '')).toBe(text.replace(/\u202E/g, ''));
      }),
      { numRuns: 2000 },
    );
  });

  test('a name is one line and never empty', () => {
    expect(plainName('  Line one\nline two  ')).toBe('Line one line two');
    expect(plainName('\u202E\u202E')).toBe('unnamed');
  });

  test('help text keeps its markdown, shows quoted examples literally, and defuses mentions anywhere', () => {
    const help = '**Orders** · One line per ship: "<@1> **x** 2P2" (see `/help`) <@2> @everyone \u202E';
    expect(defused(help)).toBe('**Orders** · One line per ship: "\\<@1> \\*\\*x\\*\\* 2P2" (see `/help`) \\<@2> @\u200beveryone ');
  });

  test('a bare name (for buttons and titles) has no override or Zalgo, and no escapes', () => {
    expect(bareName('**Tem\u202Epest\u0301\u0302\u0303**\n2')).toBe('**Tempest\u0301\u0302** 2');
    expect(bareName('\u202E')).toBe('unnamed');
  });
});
