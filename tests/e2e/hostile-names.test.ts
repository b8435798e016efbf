// A Starmada game whose players and ships carry hostile names (mentions, @everyone, markdown, 100-character names,
// a right-to-left override, combining marks, emoji), played to its end through the real bot and the real discord.js
// client against the local Discord (issue 15, item 1). Every request must pass the spec check, no message may ping
// anyone but a seat it addresses, and the game must still reach its end.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, buttonIds, confirmReady, seatedLobby, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { createsMessage, payloadOf } from './message-requests.ts';
import { messageText } from '../harness/message-text.ts';

/** A 100-character display name made of the worst there is. */
const longHostile = (userId: string): string => `‮${'Z̷̨̛̛a̶̡͍l̴̢͇'.repeat(3)} 🚀👩‍🚀 <@${userId}> @everyone **bold** ||x||`.padEnd(100, '_').slice(0, 100);

describe('hostile names through the real bot', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;
  /** Every Ready answer that asked first. */
  const warned: string[] = [];

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'hostile-names-secret' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: '@everyone' });
    // Ben's name mentions Ana: a post naming him must still ping nobody.
    ben = fake.createUser({ username: 'ben', globalName: longHostile(ana.id) });
  });

  afterAll(async () => {
    await running.stop();
  });

  test('a lobby of hostile names starts', async () => {
    threadId = await seatedLobby(fake, [ana, ben], { system: 'starmada', scenario: 'standard/small', step: '24h', options: 'alternateArcs' });
    for (const [user, ship, name] of [
      // A post naming this ship twice listed Ben's id twice in allowed_mentions, which Discord refuses (50035).
      [ana, 'majestic', `<@${ben.id}> @here`],
      [ben, 'tempest', '**‮Tem̷̛̛̛** `x` @here 🚀'],
    ] as const) {
      const offered = await fake.autocomplete({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: {}, focused: { name: 'ship', value: ship } });
      await offered.waitForResponse();
      const added = await answered(fake.sendCommand({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: String(offered.choices?.[0]?.value), name } }));
      expect(added.content).toMatch(/\d+ \/ \d+ CR/);
    }
    const started = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
    expect(started.content).toMatch(/has started/);
  });

  test('the game plays to its end: deployment and orders by the Plot modal, everything else by Ready', async () => {
    // Tempest deploys on the east edge facing out and flies off the board: side B has nothing left.
    const orders: Record<string, Record<string, string>> = { [ana.id]: { Deployment: '0409 NE', orders: '1' }, [ben.id]: { Deployment: '3209 SE', orders: '4' } };
    const handled = new Set<string>();
    const over = () => fake.messages(threadId).find((m) => m.content.startsWith('**Game over.**'));
    // Answer prompts until the game is over; the cap only stops a game that makes no progress at all.
    for (const until = Date.now() + 110_000; !over() && Date.now() < until; ) {
      for (const user of [ana, ben]) {
        const open = [...fake.dmMessages(user.id)].reverse().find((m) => buttonIds(m).some((id) => id.startsWith('ready:')) && !handled.has(m.id));
        if (!open) continue;
        handled.add(open.id);
        await answer(user, open, orders[user.id] ?? {});
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const end = await waitUntil('the game-over post', over, 5_000);
    expect(end.content).toMatch(/Side A wins/);
  }, 180_000);

  async function answer(user: APIUser, prompt: APIMessage, plans: Record<string, string>): Promise<void> {
    const title = /\*\*([^*]+)\*\*/.exec(prompt.content)?.[1] ?? '';
    const plan = Object.entries(plans).find(([step]) => title.endsWith(step))?.[1];
    const plot = buttonIds(prompt).find((id) => id.startsWith('plot:'));
    if (plan && plot) await answered(fake.submitModal({ user, dm: true, customId: plot, fields: { orders: plan } }));
    const readied = await answered(fake.clickButton({ user, dm: true, customId: buttonIds(prompt).find((id) => id.startsWith('ready:')) ?? '' }));
    // Ready asks first when it would lock in what the player may not mean (docs/playing.md §8): a ship holding fire
    // with targets in reach, or an order that takes a ship off the board; "Confirm ready" locks in the same orders.
    if (readied.message && buttonIds(readied.message).some((id) => id.startsWith('ready-confirm:'))) {
      warned.push(readied.content ?? '');
      await confirmReady(fake, user, readied.message, { dm: true });
    }
  }

  test('Ready said, before it happened, that Tempest\'s order takes it off the board', () => {
    expect(warned.some((w) => /'s order 4\(4\) takes it off the board by the \w+ edge, where it is destroyed \(3\.3 p\.16\)/.test(w))).toBe(true);
  });

  test('every request passed the spec check', () => {
    expect(fake.violations).toEqual([]);
  });

  test('no message pings anyone: every one lists its mentions, and none names a role, @everyone or a user it does not address', () => {
    const sent = fake.requests.filter(createsMessage);
    expect(sent.length).toBeGreaterThan(20);
    for (const request of sent) {
      const body = payloadOf(request);
      expect(body.allowed_mentions, `${request.method} ${request.path}: ${String(body.content).slice(0, 80)}`).toBeDefined();
      expect(body.allowed_mentions?.parse ?? []).toEqual([]);
      expect(body.allowed_mentions?.roles ?? []).toEqual([]);
      expect(body.allowed_mentions?.users ?? []).toEqual([]);
    }
  });

  test('the names read as typed: no post carries a live mention, @everyone or unescaped markdown from a name', () => {
    // A card's text displays are read as its content is (they may hold 4,000 characters in all).
    const visible = [...fake.messages(threadId), ...fake.dmMessages(ana.id), ...fake.dmMessages(ben.id)].map(messageText);
    expect(visible.some((c) => c.includes('@\u200beveryone'))).toBe(true);
    for (const content of visible) {
      expect(content, content).not.toMatch(/(?<!\\)<@!?\d+>/);
      expect(content).not.toMatch(/@(everyone|here)/);
      expect(content).not.toMatch(/[\u202A-\u202E]/);
      expect(content.length).toBeLessThanOrEqual(4000);
    }
    for (const m of [...fake.messages(threadId), ...fake.dmMessages(ana.id), ...fake.dmMessages(ben.id)]) expect(m.content.length).toBeLessThanOrEqual(2000);
  });
});
