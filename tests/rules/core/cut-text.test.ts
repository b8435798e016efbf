// The one grapheme-safe cut (src/rules/core/cut-text.ts), and the refusals that quote a player's words through it
// (issue 24, "Refusals cut a player's text with .slice"): whatever a player types, emoji included, no refusal of any
// parser holds half an emoji (a lone surrogate).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import '../../fast-check-seed.ts';
import { clip, cutGraphemes, shown, wellFormed } from '../../../src/rules/core/cut-text.ts';
import { parseHexLabel } from '../../../src/rules/core/offset.ts';
import { problemText, quoted } from '../../../src/rules/core/problem.ts';
import type { RuleError } from '../../../src/rules/core/result.ts';
import { readState } from '../../../src/rules/core/state-version.ts';
import { parseFlightMove } from '../../../src/rules/starmada/notation/flight-move.ts';
import { parseOrder } from '../../../src/rules/starmada/notation/movement.ts';
import { parseDuration } from '../../../src/commands/parse-duration.ts';
import { parseMissed, parseReminders } from '../../../src/commands/game-settings.ts';
import { RULE_SYSTEMS, ruleSystem } from '../../../src/game/rule-systems.ts';
import { FIXTURES_DIR, readGz } from '../../golden/store.ts';

/** Half of a surrogate pair with no other half: what a cut inside an emoji leaves. */
const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Player text: notation letters, spaces, separators and emoji of one, two and several code points. */
const piece = fc.constantFrom('a', 'P', '2', '0409', ' ', ':', '>', ';', '\n', '😀', '👩‍🚀', '🇺🇳', 'é', '🚀🚀');
/** Text whose emoji fall at every offset: a run of ASCII of any length, then the mix. */
const playerText = fc.tuple(fc.nat({ max: 130 }), fc.array(piece, { maxLength: 40 })).map(([n, parts]) => `${'x'.repeat(n)}${parts.join('')}`);

/** Every refusal as the player reads it (problemText), each checked for a lone surrogate. */
function expectWhole(errors: readonly RuleError[], typed: string): void {
  for (const e of errors) expect(LONE.test(problemText(e)), `${problemText(e)} (typed ${JSON.stringify(typed)})`).toBe(false);
}

const errorsOf = (r: { ok: boolean; error?: unknown }): RuleError[] => (r.ok ? [] : [r.error].flat() as RuleError[]);

describe('cutGraphemes, shown and clip', () => {
  test('never split a grapheme and keep within the limit', () => {
    fc.assert(
      fc.property(playerText, fc.nat({ max: 200 }), (text, max) => {
        const cut = cutGraphemes(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(text.startsWith(cut)).toBe(true);
        expect(LONE.test(cut)).toBe(false);
        expect(LONE.test(shown(text, max))).toBe(false);
        expect(clip(text, Math.max(1, max)).length).toBeLessThanOrEqual(Math.max(1, max));
      }),
    );
    expect(cutGraphemes('abc👩‍🚀d', 5)).toBe('abc');
    expect(shown('x'.repeat(19) + '😀😀', 20)).toBe(`${'x'.repeat(19)}…`);
    expect(clip('ab😀cd', 4)).toBe('ab…');
  });
});

describe('no refusal quotes half an emoji', () => {
  test('a parser\'s own message about an emoji is made whole', () => {
    expect(wellFormed('Unexpected token \'\uD83D\', "😀" is not valid JSON')).toBe('Unexpected token \'\uFFFD\', "😀" is not valid JSON');
  });

  test('the small parsers: hexes, flight moves, movement, durations, reminders, missed orders, quoted words', () => {
    fc.assert(
      fc.property(playerText, (text) => {
        expectWhole(errorsOf(parseHexLabel(text)), text);
        expectWhole(errorsOf(parseFlightMove(text)), text);
        expectWhole(errorsOf(parseOrder(text)), text);
        expectWhole(errorsOf(parseDuration(text)), text);
        expectWhole(errorsOf(parseReminders(text)), text);
        expectWhole(errorsOf(parseMissed(text)), text);
        expect(LONE.test(quoted(text))).toBe(false);
      }),
    );
  });

  test('every system’s fleet building: classes, ship names, imports and scenarios', () => {
    for (const { id } of RULE_SYSTEMS) {
      const fleets = ruleSystem(id).fleets;
      fc.assert(
        fc.property(playerText, (text) => {
          expectWhole(errorsOf(fleets.add(fleets.empty(), text)), text);
          expectWhole(errorsOf(fleets.remove(fleets.empty(), text)), text);
          expectWhole(errorsOf(fleets.import(fleets.empty(), text)), text);
          expectWhole(errorsOf(fleets.describeScenario(text)), text);
        }),
        { numRuns: 200 },
      );
    }
  });

  // A game in progress of each system (tests/golden/fixtures), its open step's orders typed by each seat it owes.
  const fixtures = [...new Set(readdirSync(FIXTURES_DIR).filter((f) => f.endsWith('.json.gz')))].filter((_, i) => i % 4 === 0);
  test.each(fixtures)('orders typed in %s', (file) => {
    const fixture = readGz<{ system: string; state: unknown }>(join(FIXTURES_DIR, file));
    const system = ruleSystem(fixture.system);
    const loaded = readState(fixture.state, system.state);
    if (!loaded.ok) throw new Error(`${file} does not load`);
    const state = loaded.value;
    const seats = system.step(state)?.owes ?? [];
    expect(seats.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(playerText, fc.constantFrom(...seats), (text, seat) => {
        expectWhole(errorsOf(system.parse(state, seat, text)), text);
        expectWhole(errorsOf(system.parse(state, seat, system.assist.merge(state, seat, null, text))), text);
        // /fire's ship, weapon and target, as typed when autocomplete was not used.
        expectWhole(errorsOf(system.assist.fireLine(state, seat, text, text, text)), text);
      }),
      { numRuns: 40 },
    );
  });
});
