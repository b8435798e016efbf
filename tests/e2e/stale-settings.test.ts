// A stale Settings panel never undoes newer settings (issue 24, trap 3), through the real discord.js client and the
// local Discord: a panel opened while no optional rule was on, then C.1 and C.2 turned on by the lobby post's buttons,
// then a rule ticked in the old panel: that rule is added and C.1 and C.2 stay. A setting changed both in the old
// panel and since is refused as out of date, with the panel redrawn as the settings are now.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMMANDS } from '../../src/commands/index.ts';
import { gameById } from '../../src/db/game-repo.ts';
import type { GameContext } from '../../src/game/context.ts';
import type { InteractionHandle } from '../../src/local/discord/interactions.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { waitUntil } from './discord-play.ts';

type Component = { type: number; label?: string; custom_id?: string; options?: { label: string; value: string; default?: boolean }[] };

const componentsOf = (message: APIMessage | Record<string, unknown> | undefined): Component[] =>
  (((message?.['components' as keyof typeof message] ?? []) as { components?: Component[] }[]).flatMap((row) => row.components ?? []));
const buttons = (message: APIMessage | Record<string, unknown> | undefined): Record<string, string> =>
  Object.fromEntries(componentsOf(message).flatMap((c) => (c.type === 2 && c.label && c.custom_id ? [[c.label, c.custom_id]] : [])));
const menuId = (message: APIMessage | Record<string, unknown> | undefined, what: string): string =>
  componentsOf(message).find((c) => c.type === 3 && (c.custom_id === `lobby:1:${what}` || c.custom_id?.startsWith(`lobby:1:${what}:`)))?.custom_id ?? '';

describe('a stale Settings panel applies only what was changed in it', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ctx: GameContext;
  let ana: APIUser;
  let ben: APIUser;
  let threadId = '';
  let oldPanel: APIMessage | undefined;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'e2e-stale-settings' });
    ({ fake, ctx } = running);
    await running.bot.client.application.commands.set(COMMANDS.map((c) => c.data));
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
  });

  afterAll(async () => {
    await running.stop();
  });

  async function answered(handle: Promise<InteractionHandle>): Promise<InteractionHandle> {
    const h = await handle;
    await h.waitFor((r) => r.kind === 'edit' || r.kind === 'followup' || (r.kind === 'callback' && r.type !== 5 && r.type !== 6));
    return h;
  }
  const lobbyPost = (): APIMessage | undefined => fake.messages(threadId).find((m) => m.content.startsWith('**Game 1 '));
  const lobbyShows = (text: string): Promise<APIMessage> => waitUntil(`the lobby post to show "${text}"`, () => (lobbyPost()?.content.includes(text) ? lobbyPost() : undefined));
  const pick = (customId: string, values: string[]) => answered(fake.selectMenu({ user: ana, customId, values, channelId: threadId, messageId: oldPanel?.id ?? '' }));

  test('the panel is opened while no optional rule is on; then the lobby buttons turn on C.1 and C.2', async () => {
    await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/small' } }));
    threadId = fake.threads[0]?.channel.id ?? '';
    await lobbyShows('Optional rules: none');
    const panel = await answered(fake.clickButton({ user: ana, customId: buttons(lobbyPost()).Settings ?? '', channelId: threadId }));
    oldPanel = panel.message;
    expect(panel.content).toContain('Optional rules: none');

    await answered(fake.clickButton({ user: ben, customId: 'join:1:B', channelId: threadId }));
    await answered(fake.sendCommand({ user: ben, name: 'fleet', subcommand: 'add', options: { ship: 'Vigilant' }, channelId: threadId }));
    await answered(fake.clickButton({ user: ana, customId: 'join:1:A', channelId: threadId }));
    await answered(fake.sendCommand({ user: ana, name: 'fleet', subcommand: 'add', options: { ship: 'Mistral' }, channelId: threadId }));
    const post = await lobbyShows('needs Dual-mode weapons (C.2)');
    for (const [label, id] of Object.entries(buttons(post))) if (label.startsWith('Turn on')) await answered(fake.clickButton({ user: ana, customId: id, channelId: threadId, messageId: post.id }));
    await lobbyShows('Optional rules: Alternate firing arcs (C.1), Dual-mode weapons (C.2)\n');
    expect(gameById(ctx.db, 1)?.options).toMatchObject({ alternateArcs: true, dualMode: true, damageControl: false });
  });

  test('ticking Damage control in the old panel adds it and keeps C.1 and C.2: both fleets stay legal', async () => {
    const applied = await pick(menuId(oldPanel, 'options'), ['damageControl']);
    expect(applied.content?.split('\n').slice(0, 2)).toEqual(['Changed (the lobby post and the thread show it):', '• Optional rules: Alternate firing arcs (C.1), Dual-mode weapons (C.2), Damage control (E.1)']);
    expect(gameById(ctx.db, 1)?.options).toMatchObject({ alternateArcs: true, dualMode: true, damageControl: true });
    const post = await lobbyShows('Damage control (E.1)');
    expect(post.content).not.toContain('⚠');
    // The redrawn panel shows all three ticked.
    const ticked = componentsOf(applied.message).find((c) => c.custom_id?.startsWith('lobby:1:options'))?.options?.filter((o) => o.default).map((o) => o.value);
    expect(ticked).toEqual(['alternateArcs', 'dualMode', 'damageControl']);
  });

  test('a setting changed in the old panel and since is refused as out of date, with the panel as it is now', async () => {
    const open = async (): Promise<APIMessage | undefined> => (await answered(fake.clickButton({ user: ana, customId: buttons(lobbyPost()).Settings ?? '', channelId: threadId }))).message;
    const [first, second] = [await open(), await open()];
    await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'settings', options: { scenario: 'standard/large' }, channelId: threadId }));
    await lobbyShows('Large battle');
    oldPanel = first;
    const refused = await pick(menuId(first, 'scenario'), ['standard/medium']);
    expect(refused.content?.split('\n')[0]).toBe(
      'Nothing was changed. That Settings panel was out of date: the scenario changed since it was opened. The panel below shows the settings as they are now; pick again there.',
    );
    expect(refused.content).toContain('Scenario: Standard scenario · Large battle');
    expect(gameById(ctx.db, 1)?.scenario).toBe('standard/large');

    // What an old panel showed and leaves alone is not "changed back": its missed-orders menu changes only that.
    oldPanel = second;
    const missed = await pick(menuId(second, 'missed'), ['hold']);
    expect(missed.content?.split('\n').slice(0, 2)).toEqual(['Changed (the lobby post and the thread show it):', '• Missed orders: the GM decides']);
    expect(gameById(ctx.db, 1)).toMatchObject({ scenario: 'standard/large', missedPolicy: 'hold', options: { alternateArcs: true, dualMode: true, damageControl: true } });
  });

  test('the step-length form refuses a step length changed since it opened, and keeps the reminders it changed alone', async () => {
    const panel = (await answered(fake.clickButton({ user: ana, customId: buttons(lobbyPost()).Settings ?? '', channelId: threadId }))).message;
    const opened = await answered(fake.clickButton({ user: ana, customId: buttons(panel)['Step length and reminders…'] ?? '', channelId: threadId, messageId: panel?.id ?? '' }));
    const formId = String((opened.responses[0]?.data as { custom_id?: string } | undefined)?.custom_id ?? '');
    await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'settings', options: { step: '12h' }, channelId: threadId }));
    await lobbyShows('12 h per step');
    const refused = await answered(fake.submitModal({ user: ana, customId: formId, fields: { step: '2d', reminders: 'auto' }, channelId: threadId, messageId: panel?.id ?? '' }));
    expect(refused.content?.split('\n')[0]).toBe('Nothing was changed. That Settings panel was out of date: the step length changed since it was opened. The panel below shows the settings as they are now; pick again there.');
    expect(refused.content).toContain('Step length: 12 h');
    // The form left as it opened (24h) is not "changed back"; the reminders typed in it are the change.
    const again = await answered(fake.submitModal({ user: ana, customId: formId, fields: { step: '24h', reminders: '1h' }, channelId: threadId, messageId: panel?.id ?? '' }));
    expect(again.content?.split('\n')).toEqual(['Changed (the lobby post and the thread show it):', '• Reminders 1 h before each deadline']);
    expect(gameById(ctx.db, 1)).toMatchObject({ stepLengthMs: 12 * 3_600_000, reminderLeadsMs: [3_600_000] });
    expect(fake.violations).toEqual([]);
  });
});
