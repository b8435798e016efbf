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
import { answered, buttonIds, confirmReady, download, keepPng, messageText, prompt, resolutionPostsFor, resolved, seatedLobby, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';

/** Where the test leaves the maps it saw, to look at by hand. */
const PNG_DIR = '/tmp/mv-first-turn-e2e';

/** About what a phone shows without scrolling at 550 px: the prompt's text lines. */
const PHONE_LINES = 16;
/** …and about 20 lines of 60 characters once wrapped. */
const PHONE_CHARACTERS = 1400;

/** A prompt a phone shows without scrolling: a handful of lines, nothing cut behind "… and N more lines". */
function expectFitsPhone(m: APIMessage): void {
  expect(m.content.split('\n').length, m.content).toBeLessThanOrEqual(PHONE_LINES);
  expect(m.content.length, m.content).toBeLessThanOrEqual(PHONE_CHARACTERS);
  expect(m.content).not.toMatch(/more lines|full-text\.txt/);
}

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
    if (/not locked in yet/.test(asked.content ?? '')) await confirmReady(fake, user, asked.message, { dm: true });
  };

  test('the lobby: a library fleet each, no starfighters, started', async () => {
    threadId = await seatedLobby(fake, [ana, ben], { system: 'metaverse', scenario: 'match', options: 'noTerrain, noStarfighters' });
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
      expectFitsPhone(shown);
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

  test('turn 1 fire: the fire prompt fits a phone screen, names every ship once, and says why one has nothing in reach', async () => {
    const shown = await prompt(fake, ana, 'Turn 1: fire orders');
    expectFitsPhone(shown);
    // Each ship has its line once (its targets now), not a second list of the same below.
    for (const ship of ['CNS Resolute', 'CNS Harrier', 'CNS Kestrel', 'CNS Merlin']) {
      expect(shown.content.split(`**${ship}**`).length - 1, ship).toBe(1);
      expect(shown.content, ship).not.toContain(`\n${ship}: `);
    }
    // Ana designated a target for the Resolute alone (the suggested orders): the others are named, with why.
    expect(shown.content).toMatch(/\*\*CNS Resolute\*\* · targets now: VHS Dominator [\d.]+ cm/);
    expect(shown.content).toContain('**CNS Harrier** · nothing in reach: no target nominated for it (p.21)');
    expect(shown.content).toContain('/help system:metaverse');
    expect(shown.content).not.toMatch(/Torpedo Launcher|Thunderchild|Vengeance|fc 16\/8/);
    for (const user of [ana, ben]) {
      const hold = buttonIds(await prompt(fake, user, 'Turn 1: fire orders')).find((id) => id.startsWith('choice:'));
      await answered(fake.clickButton({ user, dm: true, customId: hold ?? '' }));
      await ready(user);
    }
    await resolved(fake, threadId, 'Turn 1: fire orders');
  });

  test('turn 2: fire with control orders; Ben is asked; the fire waits, then comes on the card of his answer', async () => {
    for (const user of [ana, ben]) await ready(user);
    const fire = await nextStep('t1/fire');
    expect(fire.key).toBe('t2/fire');
    const anaPrompt = await prompt(fake, ana, fire.title);
    expectFitsPhone(anaPrompt);
    expect(anaPrompt.content).toMatch(/your orders for it go with your fire orders \(else your side passes\), e\.g\. `control: designate VHS \S+ for CNS \S+; pass`/);
    const ask = async (focused: string, options: Record<string, string>) => {
      const h = await fake.autocomplete({ user: ana, channelId: threadId, name: 'fire', subcommand: 'at', options, focused: { name: focused, value: '' } });
      await h.waitForResponse();
      return h.choices ?? [];
    };
    const before = fake.dmMessages(ana.id).length;
    await fake.sendDirectMessage(ana, 'control: designate VHS Dominator for CNS Resolute');
    await waitUntil('the echo of the designation', () => fake.dmMessages(ana.id).slice(before).find((m) => m.content.includes('control: designate VHS Dominator for CNS Resolute — 1 CP')));
    const resolute = (await ask('ship', {})).find((c) => String(c.name).startsWith('CNS Resolute'));
    const railgun = (await ask('weapon', { ship: String(resolute?.value) })).find((w) => String(w.name).startsWith('Railgun Battery'));
    const dominator = (await ask('target', { ship: String(resolute?.value), weapon: String(railgun?.value) })).find((t) => String(t.name).startsWith('VHS Dominator'));
    await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'fire', subcommand: 'at', options: { ship: String(resolute?.value), weapon: String(railgun?.value), target: String(dominator?.value) } }));
    const hold = buttonIds(await prompt(fake, ben, fire.title)).find((id) => id.startsWith('choice:'));
    await answered(fake.clickButton({ user: ben, dm: true, customId: hold ?? '' }));
    const benBefore = fake.dmMessages(ben.id).length;
    await fake.sendDirectMessage(ben, 'control: pass unless enemy acts');
    await waitUntil('the echo of Ben’s orders', () => fake.dmMessages(ben.id).slice(benBefore).find((m) => m.content.includes('control: pass unless enemy acts')));
    for (const user of [ana, ben]) await ready(user);

    const held = await resolved(fake, threadId, fire.title);
    expect(messageText(held)).toContain('Fire waits until the Control Step is over (p.21): side B is asked for its next action, and the fire is posted with the answer.');
    // No map on it: nothing has fired yet (the map comes with the fire).
    expect(held.attachments.map((a) => a.filename)).toEqual(['t2-fire.txt']);
    const asked = await nextStep('t2/fire');
    expect(asked.key).toMatch(/^t2\/control\/\d+$/);
    const benAsked = await prompt(fake, ben, asked.title);
    // Ben's own names only: the reference, with another game's ships, is in /help.
    expectFitsPhone(benAsked);
    expect(benAsked.content).toMatch(/e\.g\. `designate CNS \S+ for VHS \S+`/);
    expect(benAsked.content).not.toMatch(/Thunderchild|Vengeance|Avenger|Chimera|pay Hale/);
    const pass = buttonIds(benAsked).find((id) => id.startsWith('choice:'));
    await answered(fake.clickButton({ user: ben, dm: true, customId: pass ?? '' }));
    const card = await waitUntil('the post of Ben’s answer', () => resolutionPostsFor(fake, threadId, asked.title)[0]);
    expect(isCard(card), card.content).toBe(true);
    expect(messageText(card)).toMatch(/\*\*Shots\*\*\nCNS Resolute → VHS Dominator: \d+ of \d+ hit/);
    const map = card.attachments.find((a) => a.filename.endsWith('-map.png'));
    expect(map).toBeDefined();
    // The map of that card draws the shots (left in PNG_DIR to look at by hand).
    keepPng(PNG_DIR, 'control-answer-map.png', await download(map?.url ?? ''));

  });
});
