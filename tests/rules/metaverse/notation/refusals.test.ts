// Refusals a player can act on (issue 16 item 3) in the Metaverse plot and fire notations: every problem at once
// (a squadron or ship whose words read is checked even when another's did not), each naming its squadron or ship,
// quoting the words and giving the line; a unit given two orders in one message is refused with both quoted.
import { describe, expect, test } from 'vitest';
import { problemText } from '../../../../src/rules/core/problem.ts';
import type { RuleError } from '../../../../src/rules/core/result.ts';
import { parseTurnPlot } from '../../../../src/rules/metaverse/notation/parse.ts';
import { parseFireOrders } from '../../../../src/rules/metaverse/notation/parse-fire.ts';
import { EFN, EFN_FIRE } from './fixtures.ts';

const reads = (r: { ok: true } | { ok: false; error: RuleError[] }): string[] => (r.ok ? [] : r.error.map(problemText));

describe('the movement plot (p.5, p.7)', () => {
  // p.7: a Cinematic ship accelerates with its stern drives; Thunderchild's S1 and S2 give 2 each.
  test('a squadron whose plot reads is checked even when another squadron\'s does not', () => {
    expect(reads(parseTurnPlot('USS Thunderchild: A9\nAvenger Group: Q7', EFN))).toEqual([
      'Line 2 · Avenger Group: Cannot read "Q7". Use codes like A4 D1 T:SS RL FL EP(S1) RAM(name) T-FTL-W, or drift.',
      'Line 1 · “USS Thunderchild: A9”: USS Thunderchild\'s stern drives give 4 points, not 9. Plot less thrust, or double drives with EP.',
    ]);
  });

  test('a check names the squadron and quotes its block', () => {
    expect(reads(parseTurnPlot('USS Thunderchild: A2\nAvenger Group: A9', EFN))).toEqual([
      'Line 2 · Avenger Group “Avenger Group: A9”: USS Avenger\'s stern drives give 6 points, not 9. Plot less thrust, or double drives with EP.',
      'Line 2 · Avenger Group “Avenger Group: A9”: USS Wasp\'s stern drives give 6 points, not 9. Plot less thrust, or double drives with EP.',
    ]);
  });

  test('two plots for one squadron are refused with both quoted; the second is not mixed into the first', () => {
    expect(reads(parseTurnPlot('USS Thunderchild: A1\nthunderchild: A2', EFN))).toEqual([
      'Line 2: USS Thunderchild has two orders in this message, “USS Thunderchild: A1” and “thunderchild: A2”; keep one. Give each squadron one block (it may go on over several lines).',
    ]);
  });
});

describe('fire orders (p.24, p.53)', () => {
  // p.53: the fire-control parts may not add up to more than its rating (the Avenger's is 24).
  test('a ship whose orders read is checked even when another ship\'s do not', () => {
    expect(reads(parseFireOrders('USS Thunderchild: las-1 > Nobody\nUSS Avenger: fc 16/10 · ion-1 > venge @fc1', EFN_FIRE))).toEqual([
      'Line 1 · USS Thunderchild “las-1 > Nobody”: No target is called "Nobody". Known: ISS Vengeance, BGS Chimera, Strike Mission.',
      'Line 2 · USS Avenger: The fire-control parts add up to 26, more than its rating 24 (p.53). Split at most 24.',
    ]);
  });

  // p.24: each weapon fires once a turn.
  test('one weapon given two orders, in one block or two, is refused with both quoted', () => {
    const twice = 'USS Thunderchild has two orders in this message, “las-1 > venge” and “las-1 > chimera”; keep one. Heavy Laser 1 fires once a turn (p.24).';
    expect(reads(parseFireOrders('USS Thunderchild: las-1 > venge · las-1 > chimera', EFN_FIRE))).toEqual([`Line 1: ${twice}`]);
    expect(reads(parseFireOrders('USS Thunderchild: las-1 > venge\nUSS Thunderchild: las-1 > chimera', EFN_FIRE))).toEqual([`Line 2: ${twice}`]);
  });
});
