// The fire panel (issue 18 item 3; docs/playing.md §4, §9) in every rule system, through the real discord.js client
// against the local Discord, which checks every menu the bot sends against Discord's spec and refuses a pick it does
// not offer. The games are set up by typing (that is not what is tested); then a player gives a whole fire step with
// select menus and buttons only: the prompt's "Fire with…" menu opens the panel, ship → weapon → target edits the
// draft (echoed in the notation), "fire everything in reach at …" adds the rest, Ready locks it in with the button,
// and the step resolves with those shots.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameByThread, openStepOf } from '../../src/db/game-repo.ts';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, buttonId, buttonIds, menuNamed, menusOf, prompt, resolved, startDuel, waitUntil, type MenuJson } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import type { InteractionHandle } from '../../src/local/discord/interactions.ts';
import { expectNoInternalIds } from './id-scan.ts';
import { messageText } from '../harness/message-text.ts';

describe('fire given with menus and buttons only, in every system', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'fire-panel-secret' });
    fake = running.fake;
  });

  afterAll(async () => {
    await running.stop();
  });

  /** Sends a DM and waits for the bot's answer that matches. */
  async function dm(user: APIUser, text: string, wanted: RegExp): Promise<APIMessage> {
    const before = fake.dmMessages(user.id).length;
    await fake.sendDirectMessage(user, text);
    return waitUntil(`the answer to ${user.username}'s "${text}"`, () => fake.dmMessages(user.id).slice(before).find((m) => m.author.bot === true && wanted.test(m.content)));
  }

  /** Ready by the button of `where`; a question ("not locked in yet") is answered by its Confirm ready button. */
  async function readyByButton(user: APIUser, where: APIMessage, dmChannel: boolean): Promise<InteractionHandle> {
    const place = dmChannel ? { dm: true as const } : {};
    const said = await answered(fake.clickButton({ user, ...place, customId: buttonId(where, 'ready:'), messageId: where.id }));
    const asked = said.message;
    if (!asked || !buttonIds(asked).some((id) => id.startsWith('ready-confirm:'))) return said;
    return answered(fake.clickButton({ user, ...place, customId: buttonId(asked, 'ready-confirm:'), messageId: asked.id }));
  }

  /** Picks the option at `index` (or the one whose label matches) in the menu, on the message it sits on. */
  async function pick(user: APIUser, message: APIMessage, menu: MenuJson, which: number | RegExp): Promise<InteractionHandle> {
    const option = typeof which === 'number' ? menu.options[which] : menu.options.find((o) => which.test(o.label));
    expect(option, `an option ${String(which)} in ${JSON.stringify(menu.options.map((o) => o.label))}`).toBeDefined();
    return answered(fake.selectMenu({ user, dm: true, customId: menu.custom_id, values: [option?.value ?? ''], messageId: message.id }));
  }

  /**
   * The whole fire by menus: the prompt's "Fire with…" menu, then for the first ship (matching `ship`) that has a
   * target in reach, its first weapon with a target matching `wanted` fires at it, then everything the ship has in
   * reach fires at it too. Returns the panel as it is then, the target's name and the draft's lines naming it; null
   * when no ship has anything in reach in this step.
   */
  async function fireByMenus(user: APIUser, stepTitle: string, ship = /./, wanted = /./): Promise<{ panel: APIMessage; target: string; lines: string[] } | null> {
    const asked = await prompt(fake, user, stepTitle);
    const opener = menuNamed(asked, /^Fire with/);
    for (const [i, option] of opener.options.entries()) {
      if (!ship.test(option.label)) continue;
      let panel = (await pick(user, asked, opener, i)).message as APIMessage;
      expect(panel.content).toContain(`**${stepTitle}** · fire`);
      if (!menusOf(panel).some((m) => /^Fire everything/.test(m.placeholder ?? ''))) continue;
      const weapons = menuNamed(panel, /^Weapon (or system )?of /);
      for (const w of weapons.options.keys()) {
        const shown = (await pick(user, panel, menuNamed(panel, /^Weapon (or system )?of /), w)).message as APIMessage;
        const targets = menusOf(shown).find((m) => /^Target for /.test(m.placeholder ?? ''));
        const at = targets?.options.findIndex((o) => wanted.test(o.label)) ?? -1;
        if (!targets || at < 0) continue;
        const target = targets.options[at]?.label.split(' · ')[0] ?? '';
        panel = (await pick(user, shown, targets, at)).message as APIMessage;
        expect(panel.content).toContain('Added to your draft.');
        const all = menuNamed(panel, /^Fire everything in reach at… /);
        panel = (await pick(user, panel, all, new RegExp(`^${target}$`))).message as APIMessage;
        // The draft as the notation echoes it, or as the rules' short fire lines ("Heavy Cruiser → Battlecruiser: …").
        const lines = panel.content.split('\n').filter((l) => l.includes(target) && / > | at | → /.test(l));
        expect(lines.length).toBeGreaterThan(0);
        return { panel, target, lines };
      }
    }
    return null;
  }

  test('Starmada: Majestic fires by menus in Turn 2: fire; the step resolves with its shots', async () => {
    const ana = fake.createUser({ username: 'sm-ana', globalName: 'Ana' });
    const ben = fake.createUser({ username: 'sm-ben', globalName: 'Ben' });
    const threadId = await startDuel(fake, [ana, ben]);
    // Setup by typing, as duel.test.ts found: out of reach on turn 1, in reach on turn 2.
    await dm(ana, 'Majestic 0409 SE', /Majestic: 0409 facing SE/);
    await dm(ben, 'Tempest 2909 NW', /Tempest: 2909 facing NW/);
    for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    for (const [turn, order] of [
      [1, '4'],
      [2, '2P1'],
    ] as const) {
      await resolved(fake, threadId, turn === 1 ? 'Deployment' : `Turn ${turn - 1}: orders`);
      await dm(ana, `Majestic ${order}`, new RegExp(`Majestic: ${order}\\(`));
      await dm(ben, `Tempest ${order}`, new RegExp(`Tempest: ${order}\\(`));
      for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    }

    const anaPrompt = await prompt(fake, ana, 'Turn 2: fire');
    const opener = menuNamed(anaPrompt, /^Fire with/);
    expect(opener.options.map((o) => o.label)).toEqual(['Majestic']);
    const opened = await pick(ana, anaPrompt, opener, 0);
    expect(opened.ephemeral).toBe(true);
    let panel = opened.message;
    expect(panel?.content).toContain('**Turn 2: fire** · fire');
    expect(panel?.content).toContain('No fire declared yet.');
    // One ship: it is picked; its weapons with arcs and range bands; everything in reach at each target.
    expect(menuNamed(panel, /^Ship that fires/).options).toEqual([{ label: 'Majestic', value: '0', default: true }]);
    const weapons = menuNamed(panel, /^Weapon of Majestic/);
    expect(weapons.options.length).toBeGreaterThan(1);
    for (const w of weapons.options) expect(w.label).toMatch(/ ×\d+ \([A-L/]+, (\d+-\d+-\d+|seeker, MA \d+)\)$/);
    expect(menuNamed(panel, /^Fire everything in reach at… \(Majestic\)/).options.map((o) => o.label)).toEqual(['Tempest']);

    const weapon = await pick(ana, panel as APIMessage, weapons, 0);
    panel = weapon.message;
    const targets = menuNamed(panel, /^Target for /);
    for (const t of targets.options) expect(t.label).toMatch(/^Tempest · range \d+ · (short|medium|long) · hits on (\d\+|6 then \d\+ on the re-roll)$/);
    const fired = await pick(ana, panel as APIMessage, targets, 0);
    panel = fired.message;
    expect(panel?.content).toContain('Added to your draft.');
    const first = panel?.content.split('\n').filter((l) => /^Majestic: .+ > Tempest/.test(l)) ?? [];
    expect(first).toHaveLength(1);

    const all = await pick(ana, panel as APIMessage, menuNamed(panel, /^Fire everything in reach at… \(Majestic\)/), /^Tempest$/);
    panel = all.message;
    const lines = panel?.content.split('\n').filter((l) => /^Majestic: .+ > Tempest/.test(l)) ?? [];
    // Every other weapon that reaches Tempest now fires at it too; the one already given a target is left as it was.
    expect(panel?.content).toContain('Added to your draft.');
    // The weapon left out says why, in the rules' words (issue 24 item 8: never "already given a target" when it was not).
    expect(panel?.content).toMatch(/^Lightning Turret left out: Every Lightning Turret on Majestic that can reach Tempest already has a target\./m);
    expect(lines.length).toBeGreaterThan(first.length);
    expect(lines).toContain(first[0]);

    // The echo is the notation: /fire list shows the same draft.
    const listed = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'fire', subcommand: 'list', options: {} }));
    for (const line of lines) expect(listed.content).toContain(line);

    await readyByButton(ana, panel as APIMessage, true);
    const benPrompt = await prompt(fake, ben, 'Turn 2: fire');
    await readyByButton(ben, benPrompt, true);
    const post = await resolved(fake, threadId, 'Turn 2: fire');
    // The card's shots section: one line per attacker and target (every die is in the attached log).
    expect(messageText(post)).toMatch(/^Majestic → Tempest: \d+ (of \d+ hit|hits?)/m);
    expectNoInternalIds(fake.requests, running.ctx.db);
  });

  /** Joins both players by the lobby's buttons, then starts the game. */
  async function lobby(threadId: string, players: readonly [APIUser, APIUser], fleets?: readonly [string, string]): Promise<void> {
    const post = await waitUntil('the lobby post', () => fake.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
    const joins = buttonIds(post).filter((id) => id.startsWith('join:'));
    for (const [i, user] of players.entries()) await answered(fake.clickButton({ user, channelId: threadId, customId: joins[i] ?? '' }));
    for (const [i, user] of players.entries()) if (fleets) await answered(fake.sendCommand({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: fleets[i] ?? '' } }));
    const started = await answered(fake.sendCommand({ user: players[0], channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
    expect(started.content).toMatch(/has started/);
  }

  /** The game's open step in the bot's database. */
  function openStep(threadId: string): { key: string; title: string } | undefined {
    const game = gameByThread(running.ctx.db, threadId);
    return game ? openStepOf(running.ctx.db, game.id) : undefined;
  }

  test('Voidstriker (fire after each phase): the Heavy Cruiser fires by menus; the step resolves with its shots', async () => {
    const ana = fake.createUser({ username: 'vs-ana', globalName: 'Ana' });
    const ben = fake.createUser({ username: 'vs-ben', globalName: 'Ben' });
    await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'voidstriker', scenario: '6.1', options: 'firePerPhase' } }));
    const threadId = await waitUntil('the game thread', () => fake.threads.at(-1)?.channel.id);
    await lobby(threadId, [ana, ben]);
    // Each round's plot by typing: the Heavy Cruiser tracks the Battlecruiser (§2.33) and closes in, until it has a
    // lock and the Battlecruiser in reach; each phase's fire by menus only.
    let shot: APIMessage | undefined;
    for (let round = 1; round <= 4 && !shot; round++) {
      const plot = `Round ${round}: plot`;
      await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'plot', options: { orders: 'Heavy Cruiser: thrust 3/0/0 · sensors 10>Battlecruiser · move a3|a3|a3|a3' } }));
      for (const user of [ana, ben]) await readyByButton(user, await prompt(fake, user, plot), true);
      await resolved(fake, threadId, plot);
      for (const phase of ['a', 'b', 'c', 'd']) {
        const title = `Round ${round}: fire after phase ${phase}`;
        const fired = await fireByMenus(ben, title, /^Heavy Cruiser/, /^Battlecruiser · /);
        await readyByButton(ben, fired?.panel ?? (await prompt(fake, ben, title)), true);
        await readyByButton(ana, await prompt(fake, ana, title), true);
        const post = await resolved(fake, threadId, title);
        if (fired && /Heavy Cruiser → Battlecruiser/.test(messageText(post))) {
          // One short line per ship and target: what fires, and the lock rolled at the round's start (§2.33).
          expect(fired.lines.join('\n')).toMatch(/^Heavy Cruiser → Battlecruiser: \d+ weapons?(, \d+ missile launch(es)?)? · locked by \d+ sensors? ✔$/m);
          shot = post;
          break;
        }
      }
    }
    expect(shot && messageText(shot), 'a phase in which the Heavy Cruiser, locked on, fired at the Battlecruiser').toMatch(/^Heavy Cruiser → Battlecruiser: /m);
    expectNoInternalIds(fake.requests, running.ctx.db);
  });

  test('Metaverse: CNS Resolute fires by menus in Turn 1: fire orders; the step resolves with its shots', async () => {
    const ana = fake.createUser({ username: 'mv-ana', globalName: 'Ana' });
    const ben = fake.createUser({ username: 'mv-ben', globalName: 'Ben' });
    await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'metaverse', scenario: 'match', options: 'noTerrain' } }));
    const threadId = await waitUntil('the game thread', () => fake.threads.at(-1)?.channel.id);
    await lobby(threadId, [ana, ben], ['salvo-concord-task-group', 'salvo-vorr-raiders']);
    // The plot by typing, with standing orders that designate the target and pass everything else (metaverse-tempo).
    await dm(ana, 'harrier: a2 t:p\nmissions: pass\ncontrol: designate VHS Dominator for CNS Resolute', /CNS Harrier: A2 T:P/);
    await dm(ben, 'VHS Dominator: F:FWD3@0\nmissions: pass\ncontrol: pass', /VHS Dominator: F:FWD3@0/);
    for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    // Whoever the alternation still asks passes by the prompt's button.
    for (let guard = 0; guard < 6 && openStep(threadId)?.key !== 't1/fire'; guard++) {
      const step = await waitUntil('the next step', () => (openStep(threadId)?.key !== 't1/plot' ? openStep(threadId) : undefined));
      if (step.key === 't1/fire') break;
      for (const user of [ana, ben]) {
        const asked = fake.dmMessages(user.id).filter((m) => m.content.includes(`**${step.title}** · `)).at(-1);
        const pass = asked ? buttonIds(asked).find((id) => id.startsWith('choice:')) : undefined;
        if (pass && asked) await answered(fake.clickButton({ user, dm: true, customId: pass, messageId: asked.id }));
      }
      await waitUntil('the step to move on', () => openStep(threadId)?.key !== step.key);
    }
    const title = (await waitUntil('the fire step', () => (openStep(threadId)?.key === 't1/fire' ? openStep(threadId) : undefined))).title;
    const fired = await fireByMenus(ana, title, /^CNS Resolute/);
    expect(fired?.target).toBe('VHS Dominator');
    expect(fired?.lines.join('\n')).toMatch(/^CNS Resolute: .+ > VHS Dominator/m);
    await readyByButton(ana, fired?.panel as APIMessage, true);
    await readyByButton(ben, await prompt(fake, ben, title), true);
    const post = await resolved(fake, threadId, title);
    expect(messageText(post)).toMatch(/^CNS Resolute → VHS Dominator: /m);
    expectNoInternalIds(fake.requests, running.ctx.db);
    expect(fake.violations).toEqual([]);
  });
});
