// Ready, asked first (src/game/ready-check.ts; docs/playing.md §8): what the rules refused stays with the seat until a
// send is accepted; an empty Ready on an orders step asks and then locks in the straight-ahead default (Starmada 3.2
// p.15, p.16) instead of being refused; a confirmation stands while the seat's draft and the warning are unchanged,
// even when another player moves, and is refused once they change.
import { afterEach, describe, expect, test } from 'vitest';
import { refusedDraftOf } from '../../src/db/refused-drafts-repo.ts';
import { openStepOf, seatsOf, submissionsOf } from '../../src/db/game-repo.ts';
import type { DatabaseHandle } from '../../src/db/connection.ts';
import type { GameContext } from '../../src/game/context.ts';
import { sendOrders } from '../../src/game/drafts.ts';
import { askReady, type ReadyAnswer } from '../../src/game/ready-check.ts';
import { expectErr, expectOk, serviceContext, startedGame } from './service-fixture.ts';

let handle: DatabaseHandle | undefined;
afterEach(() => handle?.close());

/** A started game past deployment (both seats' ships on their default hexes): Turn 1's orders are open. */
function ordersStep(): { ctx: GameContext; gameId: number } {
  const made = serviceContext();
  handle = made.handle;
  const gameId = startedGame(made.ctx);
  for (const user of ['ana', 'ben']) {
    const asked = expectOk(askReady(made.ctx, gameId, user));
    // Nothing sent in deployment: Ready asks, naming each ship's default hex (2.3 p.12), then locks it in.
    expect(asked.kind).toBe('ask');
    const question = asked.kind === 'ask' ? asked.question : null;
    expect(question?.lines[0]).toMatch(/ deploys on its default hex: \d{4} facing \w+ \(2\.3 p\.12\)\.$/);
    expectOk(askReady(made.ctx, gameId, user, { confirmed: question ?? { version: -1, fingerprint: '' } }));
  }
  expect(openStepOf(made.ctx.db, gameId)?.key).toBe('t1/orders');
  return { ctx: made.ctx, gameId };
}

const questionOf = (answer: ReadyAnswer) => {
  if (answer.kind !== 'ask') throw new Error(`expected a question, got ${JSON.stringify(answer)}`);
  return answer.question;
};

describe('refused sends are kept until one is accepted', () => {
  test('the refused words and problems lead the question; an accepted send clears them', () => {
    const { ctx, gameId } = ordersStep();
    expectErr(sendOrders(ctx, gameId, 'ana', 'Majestic 9S9S9S'));
    const step = openStepOf(ctx.db, gameId);
    const seat = seatsOf(ctx.db, gameId).find((s) => s.userId === 'ana');
    expect(refusedDraftOf(ctx.db, step?.id ?? 0, seat?.id ?? 0)?.text).toBe('Majestic 9S9S9S');
    const q = questionOf(expectOk(askReady(ctx, gameId, 'ana')));
    expect(q.lines[0]).toMatch(/^Your last orders were refused, so they are not in your draft: "Majestic 9S9S9S"\. Majestic “9S9S9S”: The engine requirement 31 exceeds/);

    expectOk(sendOrders(ctx, gameId, 'ana', 'Majestic 2\nSovereign 2\nResolute 2'));
    expect(refusedDraftOf(ctx.db, step?.id ?? 0, seat?.id ?? 0)).toBeUndefined();
    expect(expectOk(askReady(ctx, gameId, 'ana'))).toMatchObject({ kind: 'ready', resolved: false });
  });
});

describe('an empty Ready on the orders step', () => {
  test('asks, naming every ship on the default, then locks in the default instead of being refused (3.2 p.15)', () => {
    const { ctx, gameId } = ordersStep();
    const q = questionOf(expectOk(askReady(ctx, gameId, 'ben')));
    expect(q.lines).toEqual([expect.stringMatching(/^Monsoon has no order: it goes straight ahead at speed \d+\./), expect.stringMatching(/^Mistral has no order/), expect.stringMatching(/^Sirocco has no order/)]);
    expect(expectOk(askReady(ctx, gameId, 'ben', { confirmed: q }))).toMatchObject({ kind: 'ready', resolved: false });
    const step = openStepOf(ctx.db, gameId);
    const seat = seatsOf(ctx.db, gameId).find((s) => s.userId === 'ben');
    expect(submissionsOf(ctx.db, step?.id ?? 0).find((d) => d.seatId === seat?.id)).toMatchObject({ ready: true, payload: { kind: 'orders', orders: {} } });
  });
});

describe('a confirmation stands while what it confirmed is unchanged', () => {
  test('another player\'s send does not make it stale', () => {
    const { ctx, gameId } = ordersStep();
    expectOk(sendOrders(ctx, gameId, 'ana', 'Majestic 2'));
    const q = questionOf(expectOk(askReady(ctx, gameId, 'ana')));
    expectOk(sendOrders(ctx, gameId, 'ben', 'Monsoon 2'));
    expect(expectOk(askReady(ctx, gameId, 'ana', { confirmed: q }))).toMatchObject({ kind: 'ready', resolved: false });
  });

  test('the seat\'s own new send makes it stale: asked again, with a new confirmation, and nothing locked in', () => {
    const { ctx, gameId } = ordersStep();
    expectOk(sendOrders(ctx, gameId, 'ana', 'Majestic 2'));
    const q = questionOf(expectOk(askReady(ctx, gameId, 'ana')));
    expectOk(sendOrders(ctx, gameId, 'ana', 'Sovereign 2'));
    const again = expectOk(askReady(ctx, gameId, 'ana', { confirmed: q }));
    expect(again).toMatchObject({ kind: 'ask', stale: true });
    expect(questionOf(again).lines).toEqual([expect.stringMatching(/^Resolute has no order/)]);
    expect(questionOf(again).fingerprint).not.toBe(q.fingerprint);
    const step = openStepOf(ctx.db, gameId);
    expect(submissionsOf(ctx.db, step?.id ?? 0).some((d) => d.ready)).toBe(false);
  });

  test('stale with nothing left to warn about: refused, and the seat is not ready', () => {
    const { ctx, gameId } = ordersStep();
    expectOk(sendOrders(ctx, gameId, 'ana', 'Majestic 2'));
    const q = questionOf(expectOk(askReady(ctx, gameId, 'ana')));
    expectOk(sendOrders(ctx, gameId, 'ana', 'Sovereign 2\nResolute 2'));
    expect(expectErr(askReady(ctx, gameId, 'ana', { confirmed: q }))).toEqual([expect.stringMatching(/^That confirmation is out of date/)]);
    const step = openStepOf(ctx.db, gameId);
    expect(submissionsOf(ctx.db, step?.id ?? 0).some((d) => d.ready)).toBe(false);
  });
});
