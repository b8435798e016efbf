// A first Metaverse game by post, as a new player plays it (issue 24 items 7, 8 and 9), through Discord only: the
// real discord.js client against the local Discord. Both players copy the standing orders their plot prompt suggests,
// and the turn takes two exchanges (the plot, the fire): the suggestion waits only for what the Control Step lets a
// side answer (p.21). When fire orders come before the Control Step is over and a side is then asked, the fire
// step's card says the fire waits, and the card of the answer that let it resolve shows the shots. Every prompt
// fits one phone screen: what the player needs now, in the player's own names; the reference is in /help.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameByThread, openStepOf, stepsOf } from '../../src/db/game-repo.ts';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, buttonIds, confirmReady, messageText, prompt, resolutionPostsFor, resolved, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';

/** About what a phone shows without scrolling at 550 px: the prompt's text lines. */
const PHONE_LINES = 16;

/** A card (components, no plain content) rather than a plain post. */
const isCard = (m: APIMessage): boolean => m.content === '' && (m.components?.length ?? 0) > 0;

describe('a first Metaverse turn: the suggested standing orders, the fire on its card, prompts that fit a phone', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'mv-first-turn-e2e' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
  });

  afterAll(async () => {
    await running.stop();
  });

  const game = () => gameByThread(running.ctx.db, threadId);
  const open = () => {
    const g = game();
    return g ? openStepOf(running.ctx.db, g.id) : undefined;
  };
  const nextStep = (after: string) =>
    waitUntil(`the step after ${after}`, () => {
      const s = open();
      return s && s.key !== after ? s : undefined;
    });
  const stepsOfTurn = (turn: number) => stepsOf(running.ctx.db, game()?.id ?? -1).filter((s) => s.key.startsWith(`t${turn}/`));
  const ready = async (user: APIUser) => {
    const asked = await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    if (/not locked in yet/.test(asked.content)) await confirmReady(fake, user, asked.message, { dm: true });
  };

  test('the lobby: a library fleet each, no starfighters, started', async () => {
    await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'metaverse', scenario: 'match', options: 'noTerrain, noStarfighters' } }));
    threadId = await waitUntil('the game thread', () => fake.threads.at(-1)?.channel.id);
    const lobby = await waitUntil('the lobby post', () => fake.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
    const [joinA, joinB] = buttonIds(lobby);
    await answered(fake.clickButton({ user: ana, channelId: threadId, customId: joinA ?? '' }));
    await answered(fake.clickButton({ user: ben, channelId: threadId, customId: joinB ?? '' }));
    await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: 'salvo-concord-task-group' } }));
    await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: 'salvo-vorr-raiders' } }));
    const started = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
    expect(started.content).toMatch(/has started/);
  });

  test('turn 1: both copy the standing orders their prompt suggests; the turn is the plot and the fire, 2 exchanges', async () => {
    for (const [user, plot] of [
      [ana, 'CNS Harrier: A2 T:P'],
      [ben, 'VHS Dominator: F:FWD3@0'],
    ] as const) {
      const shown = await prompt(fake, user, 'Turn 1: movement plot');
      const suggested = /`(control: [^`]+)`/.exec(shown.content)?.[1];
      expect(suggested, shown.content).toMatch(/^control: designate .+ for .+; pass/);
      const before = fake.dmMessages(user.id).length;
      await fake.sendDirectMessage(user, `${plot}\n${suggested ?? ''}`);
      await waitUntil(`the echo of ${user.username}'s plot`, () => fake.dmMessages(user.id).slice(before).find((m) => m.content.includes('control: designate')));
      await ready(user);
    }
    await resolved(fake, threadId, 'Turn 1: movement plot');
    const fire = await nextStep('t1/plot');
    expect(fire.key).toBe('t1/fire');
    expect(stepsOfTurn(1).map((s) => s.key)).toEqual(['t1/plot', 't1/fire']);
  });
});
