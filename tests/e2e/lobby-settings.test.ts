// A lobby that never gets stuck (issue 16, item 1), through the real discord.js client and the local Discord:
// several optional rules picked one after another in /game new (the values carry ids, the names come back as typed
// text), labels fitted at a word, only playable options offered, every setting changed by the GM with /game settings
// and with the lobby post's Settings panel (menus and a modal), the Turn on button for an option a fleet needs, and a
// refused /game start whose button applies the fix and then starts the game.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMMANDS } from '../../src/commands/index.ts';
import { gameById } from '../../src/db/game-repo.ts';
import type { GameContext } from '../../src/game/context.ts';
import { addCoGm } from '../../src/game/gm-powers.ts';
import type { InteractionHandle } from '../../src/local/discord/interactions.ts';
import { RULE_SYSTEM_REGISTRY, type AnyRuleSystem } from '../../src/game/rule-systems.ts';
import { offeredOptions } from '../../src/game/lobby-options.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { expectOk } from '../game/service-fixture.ts';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { waitUntil } from './discord-play.ts';

type Component = { type: number; label?: string; custom_id?: string; options?: { label: string; value: string; default?: boolean }[]; min_values?: number; max_values?: number };

/** Every component of a message, rows flattened. */
const componentsOf = (message: APIMessage | Record<string, unknown> | undefined): Component[] =>
  (((message?.['components' as keyof typeof message] ?? []) as { components?: Component[] }[]).flatMap((row) => row.components ?? []));

/** The custom ids of a message's buttons, by label. */
const buttons = (message: APIMessage | Record<string, unknown> | undefined): Record<string, string> =>
  Object.fromEntries(componentsOf(message).flatMap((c) => (c.type === 2 && c.label && c.custom_id ? [[c.label, c.custom_id]] : [])));

describe('the lobby never gets stuck', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ctx: GameContext;
  let ana: APIUser;
  let ben: APIUser;
  let cy: APIUser;
  let threadId = '';
  const handles: InteractionHandle[] = [];

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'e2e-lobby-settings' });
    ({ fake, ctx } = running);
    // Registering checks each command's JSON against Discord's schema, and gives the fake the option types.
    await running.bot.client.application.commands.set(COMMANDS.map((c) => c.data));
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
    cy = fake.createUser({ username: 'cy', globalName: 'Cy' });
  });

  afterAll(async () => {
    await running.stop();
  });

  async function answered(handle: Promise<InteractionHandle>): Promise<InteractionHandle> {
    const h = await handle;
    handles.push(h);
    await h.waitFor((r) => r.kind === 'edit' || r.kind === 'followup' || (r.kind === 'callback' && r.type !== 5 && r.type !== 6));
    return h;
  }

  const optionsBox = async (user: APIUser, typed: string, subcommand = 'new', channelId?: string) => {
    const box = await fake.autocomplete({ user, name: 'game', subcommand, options: { system: 'starmada', scenario: 'standard/small', options: typed }, focused: { name: 'options', value: typed }, ...(channelId ? { channelId } : {}) });
    await box.waitForResponse();
    return box.choices ?? [];
  };

  const lobbyPost = (): APIMessage | undefined => fake.messages(threadId).find((m) => m.content.startsWith('**Game 1 '));
  const lobbyShows = (text: string): Promise<APIMessage> => waitUntil(`the lobby post to show "${text}"`, () => (lobbyPost()?.content.includes(text) ? lobbyPost() : undefined));
  const settings = (user: APIUser, options: Record<string, string>) => answered(fake.sendCommand({ user, name: 'game', subcommand: 'settings', options, channelId: threadId }));

  test('/game new: several options picked one after another come back as ids, and typed names are read too', async () => {
    expect(await optionsBox(ana, 'alt')).toEqual([{ name: 'Alternate firing arcs (C.1)', value: 'alternateArcs' }]);
    // After a pick Discord shows the choice's name in the field; typing on sends that name with the new part.
    const more = await optionsBox(ana, 'Alternate firing arcs (C.1), dam');
    expect(more).toEqual([
      { name: 'Alternate firing arcs (C.1), Damage control (E.1)', value: 'alternateArcs,damageControl' },
      { name: 'Alternate firing arcs (C.1), Directed damage (E.2)', value: 'alternateArcs,directedDamage' },
    ]);
    // Every option Salvo plays is offered, cloaking devices (B.5) and hyperdrives (B.10) included.
    expect(await optionsBox(ana, 'cloak')).toEqual([{ name: 'Cloaking devices (B.5)', value: 'cloaking' }]);
    expect((await optionsBox(ana, '')).map((c) => c.value)).toContain('hyperdrive');

    const opened = await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/small', options: more[0]?.value ?? '' } }));
    expect(opened.content).toMatch(/^\*\*Game 1 · Starmada · Standard \(Small\)\*\* is open in <#\d+>/);
    threadId = fake.threads[0]?.channel.id ?? '';
    await lobbyShows('Optional rules: Alternate firing arcs (C.1), Damage control (E.1)');

    // The names as a player might type them, after picks or by hand, are read the same.
    const typed = await answered(fake.sendCommand({ user: ben, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/small', options: 'Alternate firing arcs (C.1), E.1; directed damage' } }));
    expect(typed.content).toMatch(/^\*\*Game 2 · Starmada/);
    expect(gameById(ctx.db, 2)?.options).toMatchObject({ alternateArcs: true, damageControl: true, directedDamage: true, carriers: false });
  });

  test('autocomplete names fit Discord at a word: no "Last side standin"', async () => {
    for (const system of Object.values(RULE_SYSTEM_REGISTRY)) {
      const box = await fake.autocomplete({ user: ana, name: 'game', subcommand: 'new', options: { system: system.id, scenario: '' }, focused: { name: 'scenario', value: '' } });
      await box.waitForResponse();
      const names = (box.choices ?? []).map((c) => String(c.name));
      const full = system.fleets.scenarios().map((c) => c.name);
      expect(names).toHaveLength(full.length);
      names.forEach((name, i) => {
        const whole = full[i] ?? '';
        expect(name.length).toBeLessThanOrEqual(100);
        if (name === whole) return;
        // Cut: what is kept is the start of the description and ends where a word ends.
        const kept = name.replace(/…$/, '');
        expect(name.endsWith('…')).toBe(true);
        expect(whole.startsWith(kept)).toBe(true);
        expect(whole.charAt(kept.length)).toMatch(/[\s·,]/);
      });
    }
    const s1 = await fake.autocomplete({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'S.1' }, focused: { name: 'scenario', value: 'S.1' } });
    await s1.waitForResponse();
    expect(s1.choices?.[0]?.name).toBe('S.1 Alone in the Dark · One defender (B) of CR 400–600 vs up to twice its CR (A) · Last side…');
    // Words in any order reach a scenario, whatever the list's length (scenario-search.ts).
    const dark = await fake.autocomplete({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'dark alone' }, focused: { name: 'scenario', value: 'dark alone' } });
    await dark.waitForResponse();
    expect(dark.choices?.map((c) => c.value)).toEqual(['S.1']);
  });

  test('/game settings: the GM changes every setting at once; the lobby post, the thread and its name follow', async () => {
    const now = await optionsBox(ana, '', 'settings', threadId);
    expect(now[0]).toEqual({ name: 'Alternate firing arcs (C.1), Damage control (E.1)', value: 'alternateArcs,damageControl' });
    expect(now.at(-1)).toEqual({ name: 'None', value: 'none' });

    const wrong = await settings(ana, { scenario: 'standard/tiny', step: 'soon', reminders: '2d' });
    expect(wrong.ephemeral).toBe(true);
    expect(wrong.content?.split('\n')).toEqual([
      'Nothing was changed:',
      expect.stringMatching(/^• "soon" is not a duration/),
      expect.stringMatching(/tiny/),
      '• A reminder comes before the deadline, within the step of 24 h; 2 days is not shorter than that.',
    ]);

    const notGm = await settings(ben, { step: '12h' });
    expect(notGm.content).toBe('Nothing was changed. Only the GM can change the settings.');

    const changed = await settings(ana, { scenario: 'standard/medium', options: 'Alternate firing arcs (C.1), carriers', step: '36h', reminders: '12h, 1h', missed: 'hold' });
    expect(changed.ephemeral).toBe(true);
    expect(changed.content?.split('\n')).toEqual([
      'Changed (the lobby post and the thread show it):',
      '• Scenario: Standard scenario · Medium battle · Fleet limit 1000 CR · Victory at 600 VP',
      '• Optional rules: Alternate firing arcs (C.1), Carriers and fighters (B.4)',
      '• Step length: 36 h',
      '• Reminders 12 h and 1 h before each deadline',
      '• Missed orders: the GM decides',
    ]);
    const post = await lobbyShows('Standard scenario · Medium battle');
    expect(post.content.split('\n').slice(0, 5)).toEqual([
      '**Game 1 · Starmada · Standard (Medium)**',
      'Starmada Unity · Standard scenario · Medium battle · Fleet limit 1000 CR · Victory at 600 VP',
      `36 h per step · GM: <@${ana.id}>`,
      'Reminders 12 h and 1 h before each deadline · Missed orders: the GM decides',
      'Optional rules: Alternate firing arcs (C.1), Carriers and fighters (B.4)',
    ]);
    await waitUntil('the note in the thread', () => fake.messages(threadId).find((m) => m.content.startsWith('**The GM changed the settings:**\n• Scenario: Standard scenario · Medium battle')));
    await waitUntil('the thread renamed', () => fake.threads[0]?.channel.name === 'Game 1 · Starmada · Standard (Medium)');
  });

  test('the Settings button: a co-GM changes scenario, options and missed orders by menu, and step length by modal', async () => {
    expectOk(addCoGm(ctx, 1, ana.id, { id: cy.id, name: 'Cy' }));
    const settingsId = buttons(lobbyPost()).Settings ?? '';
    expect(settingsId).toBe('lobby:1:settings');
    const refused = await answered(fake.clickButton({ user: ben, customId: settingsId, channelId: threadId }));
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toBe('Only the GM can change the settings; the lobby post shows them.');

    const panel = await answered(fake.clickButton({ user: cy, customId: settingsId, channelId: threadId }));
    expect(panel.ephemeral).toBe(true);
    expect(panel.content?.split('\n').slice(1)).toEqual([
      'Scenario: Standard scenario · Medium battle · Fleet limit 1000 CR · Victory at 600 VP',
      'Optional rules: Alternate firing arcs (C.1), Carriers and fighters (B.4)',
      'Step length: 36 h · Reminders 12 h and 1 h before each deadline',
      'Missed orders: the GM decides',
    ]);
    const menus = componentsOf(panel.message).filter((c) => c.type === 3);
    // Each menu carries the settings the panel shows, so a stale panel applies only what was changed in it.
    // Discord lists 25 choices a menu: the optional rules take two menus, so every one can be switched here.
    expect(menus.map((m) => m.custom_id?.split(':').slice(0, 3).join(':'))).toEqual(['lobby:1:scenario', 'lobby:1:options', 'lobby:1:options', 'lobby:1:missed']);
    let shown = panel.message;
    const menuIdNow = (what: string, nth = 0): string => componentsOf(shown).filter((c) => c.custom_id?.startsWith(`lobby:1:${what}:`))[nth]?.custom_id ?? '';
    const [scenarioMenu, firstOptions, secondOptions] = menus;
    expect(scenarioMenu?.options?.find((o) => o.default)?.value).toBe('standard/medium');
    const listed = [...(firstOptions?.options ?? []), ...(secondOptions?.options ?? [])].map((o) => o.value);
    expect(listed).toEqual(offeredOptions(RULE_SYSTEM_REGISTRY['starmada'] as AnyRuleSystem).map((o) => o.id));
    for (const menu of [firstOptions, secondOptions]) expect(menu?.options?.length).toBeLessThanOrEqual(25);
    expect(secondOptions?.options?.map((o) => o.value)).toContain('threeD');
    expect([...(firstOptions?.options ?? []), ...(secondOptions?.options ?? [])].filter((o) => o.default).map((o) => o.value)).toEqual(['alternateArcs', 'carriers']);
    const messageId = panel.message?.id ?? '';

    const large = await answered(fake.selectMenu({ user: cy, customId: menuIdNow('scenario'), values: ['standard/large'], channelId: threadId, messageId }));
    expect(large.responses[0]?.type).toBe(7);
    expect(large.content).toContain('• Scenario: Standard scenario · Large battle');
    shown = large.message;
    await lobbyShows('Standard scenario · Large battle · Fleet limit 1500 CR');

    // The second menu switches the options past the first 25 (three-dimensional play, G.6) and only its own.
    const threeD = await answered(fake.selectMenu({ user: cy, customId: menuIdNow('options', 1), values: ['threeD'], channelId: threadId, messageId }));
    expect(threeD.content).toContain('• Optional rules: Alternate firing arcs (C.1), Carriers and fighters (B.4), Three-dimensional play (G.6)');
    shown = threeD.message;
    // A pick in the first menu leaves the second menu's options as they are.
    const picked = await answered(fake.selectMenu({ user: cy, customId: menuIdNow('options'), values: ['alternateArcs', 'dualMode'], channelId: threadId, messageId }));
    expect(picked.content).toContain('• Optional rules: Alternate firing arcs (C.1), Dual-mode weapons (C.2), Three-dimensional play (G.6)');
    shown = picked.message;
    const second = componentsOf(shown).filter((c) => c.custom_id?.startsWith('lobby:1:options:'))[1];
    expect(second?.options?.filter((o) => o.default).map((o) => o.value)).toEqual(['threeD']);
    const cleared = await answered(fake.selectMenu({ user: cy, customId: menuIdNow('options', 1), values: [], channelId: threadId, messageId }));
    shown = cleared.message;
    await lobbyShows('Optional rules: Alternate firing arcs (C.1), Dual-mode weapons (C.2)\n');

    shown = (await answered(fake.selectMenu({ user: cy, customId: menuIdNow('missed'), values: ['rules'], channelId: threadId, messageId }))).message;
    await lobbyShows("Missed orders: the rules' default applies");

    const timeId = buttons(shown)['Step length and reminders…'] ?? '';
    const opened = await answered(fake.clickButton({ user: cy, customId: timeId, channelId: threadId, messageId }));
    expect(opened.responses[0]?.type).toBe(9);
    const modalId = String((opened.responses[0]?.data as { custom_id?: string } | undefined)?.custom_id ?? '');
    const submitted = await answered(fake.submitModal({ user: cy, customId: modalId, fields: { step: '2d', reminders: 'auto' }, channelId: threadId, messageId }));
    expect(submitted.content?.split('\n')).toEqual(['Changed (the lobby post and the thread show it):', '• Step length: 2 days', '• Reminders 12 h and 2 h before each deadline (scaled to the step)']);
    await lobbyShows('2 days per step');
  });

  test('a fleet that needs an option: the lobby post says so, and the GM turns it on with one click', async () => {
    await settings(ana, { options: 'none' });
    await answered(fake.clickButton({ user: ben, customId: 'join:1:B', channelId: threadId }));
    await answered(fake.sendCommand({ user: ben, name: 'fleet', subcommand: 'add', options: { ship: 'Vigilant' }, channelId: threadId }));
    const post = await lobbyShows("⚠ Ben's fleet needs Alternate firing arcs (C.1): Vigilant uses named or defensive firing arcs. The GM can turn it on below.");
    const turnOn = buttons(post)['Turn on Alternate firing arcs (C.1)'] ?? '';
    expect(turnOn).toBe('lobby:1:on:alternateArcs');

    const notGm = await answered(fake.clickButton({ user: ben, customId: turnOn, channelId: threadId }));
    expect(notGm.content).toBe('Nothing was changed. Only the GM can change the settings.');

    const click = await answered(fake.clickButton({ user: ana, customId: turnOn, channelId: threadId }));
    expect(click.responses[0]?.type).toBe(7);
    await click.waitFor((r) => r.kind === 'followup');
    expect(click.followUps[0]?.content).toBe('Changed (the lobby post and the thread show it):\n• Optional rules: Alternate firing arcs (C.1)');
    const after = await lobbyShows('Optional rules: Alternate firing arcs (C.1)\n');
    expect(after.content).not.toContain('⚠');
    expect(Object.keys(buttons(after))).toEqual(['Join side A', 'Join side B', 'Settings']);
  });

  test('/game start refused only with its fix: the button turns on what the fleets need, then Start starts', async () => {
    await settings(ana, { options: 'none' });
    await answered(fake.clickButton({ user: ana, customId: 'join:1:A', channelId: threadId }));
    await answered(fake.sendCommand({ user: ana, name: 'fleet', subcommand: 'add', options: { ship: 'Monsoon' }, channelId: threadId }));

    const refused = await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'start', options: {}, channelId: threadId }));
    expect(refused.ephemeral).toBe(true);
    expect(refused.content?.split('\n')).toEqual([
      'Game 1 cannot start yet (one click fixes it: the button below):',
      "• Ben's fleet needs Alternate firing arcs (C.1): Vigilant uses named or defensive firing arcs.",
      "• Ana's fleet needs Alternate firing arcs (C.1): Monsoon uses named or defensive firing arcs.",
      "• Ana's fleet needs Carriers and fighters (B.4): Monsoon is a carrier.",
    ]);
    const fix = buttons(refused.message)['Turn on Alternate firing arcs (C.1) and Carriers and fighters (B.4)'] ?? '';
    expect(fix).toBe('lobby:1:fix:alternateArcs,carriers');

    const fixed = await answered(fake.clickButton({ user: ana, customId: fix, channelId: threadId, messageId: refused.message?.id ?? '' }));
    expect(fixed.responses[0]?.type).toBe(7);
    expect(fixed.content?.split('\n')).toEqual([
      'Changed (the lobby post and the thread show it):',
      '• Optional rules: Alternate firing arcs (C.1), Carriers and fighters (B.4)',
      'Every fleet is ready: start the game with the button below, or /game start.',
    ]);
    const start = buttons(fixed.message)['Start the game'] ?? '';
    const started = await answered(fake.clickButton({ user: ana, customId: start, channelId: threadId, messageId: fixed.message?.id ?? '' }));
    expect(started.ephemeral).toBe(false);
    expect(started.content).toBe('**Game 1 has started.** The first step is open: each player gets a DM with what to send, and the step is posted here.');
    await lobbyShows('The game has started: each step is posted below.');
    expect(componentsOf(lobbyPost())).toEqual([]);

    const late = await settings(ana, { step: '12h' });
    expect(late.content).toBe('Nothing was changed. The game has started, so its settings are fixed; /gm has what a GM can still change.');
  });

  test("every answer stayed within Discord's limits, and Discord was asked nothing it would refuse", () => {
    for (const h of handles) {
      for (const r of h.responses) {
        const content = r.data?.['content'];
        if (typeof content === 'string') expect(content.length).toBeLessThanOrEqual(2000);
      }
    }
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });
});
