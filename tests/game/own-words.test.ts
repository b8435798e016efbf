// Refusals in the player's own words and lines (issue 16 item 3): a piece of orders is merged into the saved draft
// before the rules read it, yet line numbers count the lines the player typed, a one-line message gets none, and a
// ship given two orders in one message is refused though the merge would keep only the last.
import { afterAll, describe, expect, test } from 'vitest';
import { refusalText } from '../../src/commands/draft-reply.ts';
import { currentDraft, sendOrders } from '../../src/game/drafts.ts';
import { inOwnWords } from '../../src/game/own-words.ts';
import { setSeatReady } from '../../src/game/step-cycle.ts';
import { problemText, TWICE } from '../../src/rules/core/problem.ts';
import { ruleError, type RuleError } from '../../src/rules/core/result.ts';
import { expectOk, serviceContext, startedGame } from './service-fixture.ts';

const refusedWith = (r: { ok: true } | { ok: false; error: RuleError[] }): string => (r.ok ? 'accepted' : refusalText(r.error));

describe('inOwnWords', () => {
  const bogus = (line: number) => ruleError('ERR_ORDERS_SHIP', 'Start with one of your ships.', { quote: 'Bogus 3', line });

  test('a problem found in the typed text keeps the typed line, not the merged one', () => {
    expect(inOwnWords('Vigilant 2\nBogus 3', [bogus(2)], [bogus(4)])).toEqual([bogus(2)]);
  });

  test('a problem only the merged text has keeps its line only when one typed line holds its words', () => {
    const draftOnly = ruleError('ERR_X', 'Taken.', { quote: 'Cannon x2 > Vigil', line: 7 });
    expect(inOwnWords('Kestrel: Cannon x2 > Vigil\nKestrel: Laser > Vigil', [], [draftOnly])).toEqual([{ ...draftOnly, line: 1 }]);
    const { line: _dropped, ...unplaced } = draftOnly;
    expect(inOwnWords('Kestrel: hold\nOsprey: hold', [], [draftOnly])).toEqual([unplaced]);
  });

  test('a message of one line gets no line numbers', () => {
    const { line: _dropped, ...unplaced } = bogus(1);
    expect(inOwnWords('Vigilant 2; Bogus 3', [bogus(1)], [bogus(4)])).toEqual([unplaced]);
  });

  test('a unit given two orders in the typed text is refused even when the merged text is fine', () => {
    const twice = ruleError(TWICE, 'Lancer has two orders in this message, “Lancer 2” and “Lancer 3”; keep one.', { unit: 'Lancer', quote: 'Lancer 3', line: 2 });
    expect(inOwnWords('Lancer 2\nLancer 3', [twice], [])).toEqual([twice]);
  });
});

describe('sendOrders: refusals through the game service (Starmada)', () => {
  const { ctx, handle } = serviceContext();
  const gameId = startedGame(ctx);
  afterAll(() => handle.close());

  test('deployment (2.3 p.12): a bad facing is blamed on the facing, not on the ship', () => {
    expect(refusedWith(sendOrders(ctx, gameId, 'ana', 'Majestic 0409 XX'))).toBe('That was not accepted. Majestic: “XX” is not a facing; use N, NE, SE, S, SW or NW.');
  });

  test('orders with a saved draft: no "Line 4" for a message of one line; typed lines counted for two', () => {
    expectOk(sendOrders(ctx, gameId, 'ana', 'Majestic 0409 NE'));
    expectOk(sendOrders(ctx, gameId, 'ben', 'Monsoon 2909 SW'));
    expectOk(setSeatReady(ctx, gameId, 'ana', true));
    expectOk(setSeatReady(ctx, gameId, 'ben', true));
    expectOk(sendOrders(ctx, gameId, 'ana', 'Majestic 2'));
    expect(refusedWith(sendOrders(ctx, gameId, 'ana', 'Sovereign 2; Bogus 3'))).toBe(
      'That was not accepted. “Bogus 3”: Start with one of your ships (Majestic, Sovereign, Resolute), then its orders.',
    );
    // Two typed lines: the good one goes into the draft, the bad one is named with its line (issue 24 item 6).
    const kept = expectOk(sendOrders(ctx, gameId, 'ana', 'Sovereign 2\nBogus 3'));
    expect(kept.echo.some((l) => l.startsWith('Sovereign: 2('))).toBe(true);
    expect(kept.notTaken?.map(problemText)).toEqual(['Line 2 · “Bogus 3”: Start with one of your ships (Majestic, Sovereign, Resolute), then its orders.']);
  });

  test('two orders for one ship in one message are refused with both quoted, and the draft is kept as it was', () => {
    const before = expectOk(currentDraft(ctx, gameId, 'ana'))?.echo;
    expect(refusedWith(sendOrders(ctx, gameId, 'ana', 'Sovereign 1; Sovereign 3'))).toBe(
      'That was not accepted. Sovereign has two orders in this message, “Sovereign 1” and “Sovereign 3”; keep one.',
    );
    expect(expectOk(currentDraft(ctx, gameId, 'ana'))?.echo).toEqual(before);
  });
});
