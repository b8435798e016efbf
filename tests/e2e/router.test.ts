// The interaction router with the bot in this process, the real discord.js client and the fake Discord:
// whatever a handler does, the user gets an answer, and a failure's ref is in the log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, MessageFlags, SlashCommandBuilder } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import { createLogger } from '../../src/bot/logger.ts';
import type { SlashCommand } from '../../src/commands/command.ts';
import { COMMANDS } from '../../src/commands/index.ts';
import { startFakeDiscord, type FakeDiscord } from '../harness/fake-discord.ts';

function testCommand(name: string, execute: SlashCommand['execute'], autocomplete?: SlashCommand['autocomplete']): SlashCommand {
  const data = new SlashCommandBuilder().setName(name).setDescription(`test command ${name}`);
  if (autocomplete) data.addStringOption((o) => o.setName('ship').setDescription('a ship').setAutocomplete(true));
  return { data: data.toJSON(), execute, ...(autocomplete ? { autocomplete } : {}) };
}

let releaseSlow: () => void = () => undefined;
const TEST_COMMANDS: SlashCommand[] = [
  testCommand('boom', () => Promise.reject(new Error('the warp core breached'))),
  testCommand('late-boom', async (interaction) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    throw new Error('failed after deferring');
  }),
  testCommand('twice-boom', async (interaction) => {
    await interaction.reply({ content: 'Orders received.', flags: MessageFlags.Ephemeral });
    throw new Error('failed after replying');
  }),
  testCommand(
    'pick',
    () => Promise.resolve(),
    () => Promise.reject(new Error('autocomplete failed')),
  ),
  testCommand('slow', async (interaction) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await new Promise<void>((resolve) => (releaseSlow = resolve));
    await interaction.editReply({ content: 'finished the slow thing' });
  }),
];

describe('interaction router, bot in process', () => {
  let fake: FakeDiscord;
  let bot: RunningBot;
  let dir: string;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    fake = await startFakeDiscord();
    dir = mkdtempSync(join(tmpdir(), 'salvo-router-'));
    const logger = createLogger('info', { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });
    bot = await startBot({
      config: { token: fake.token, appId: fake.appId, devGuildId: undefined, databasePath: join(dir, 'salvo.db'), logLevel: 'info', apiBase: fake.apiBase },
      logger,
      commands: [...COMMANDS, ...TEST_COMMANDS],
    });
  });

  afterAll(async () => {
    await bot.stop();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function refIn(content: string | undefined): string {
    const match = /^Something went wrong \(ref ([2-9A-HJ-NP-Z]{4})\)\./.exec(content ?? '');
    if (!match?.[1]) throw new Error(`not an error reply: ${content}`);
    return match[1];
  }

  function loggedFailure(ref: string): Record<string, unknown> | undefined {
    return logLines.find((l) => l['ref'] === ref && l['msg'] === 'interaction handler failed');
  }

  test('/salvo about answers in process too', async () => {
    const ana = fake.createUser({ username: 'ana' });
    const reply = await fake.sendCommand({ user: ana, name: 'salvo', subcommand: 'about' });
    await reply.waitForResponse();
    expect(reply.content).toContain('Salvo 0.1.0');
    expect(reply.ephemeral).toBe(true);
  });

  test('a handler that throws still answers the user privately, with a ref that is in the log', async () => {
    const ben = fake.createUser({ username: 'ben' });
    const reply = await fake.sendCommand({ user: ben, name: 'boom' });
    await reply.waitForResponse();
    expect(reply.ephemeral).toBe(true);
    const ref = refIn(reply.content);
    const entry = loggedFailure(ref);
    expect(entry).toMatchObject({ command: 'boom', user: ben.id, level: 50 });
    expect(JSON.stringify(entry?.['err'])).toContain('the warp core breached');
  });

  test('a handler that throws after deferring gets its deferred reply edited into the error', async () => {
    const ben = fake.createUser({ username: 'ben2' });
    const reply = await fake.sendCommand({ user: ben, name: 'late-boom' });
    await reply.waitFor((r) => r.kind === 'edit');
    expect(reply.ephemeral).toBe(true);
    expect(loggedFailure(refIn(reply.content))).toMatchObject({ command: 'late-boom' });
  });

  test('a handler that throws after replying gets a private follow-up', async () => {
    const cy = fake.createUser({ username: 'cy' });
    const reply = await fake.sendCommand({ user: cy, name: 'twice-boom' });
    await reply.waitFor((r) => r.kind === 'followup');
    expect(reply.content).toBe('Orders received.');
    const [followUp] = reply.followUps;
    expect(followUp?.flags).toBe(MessageFlags.Ephemeral);
    expect(loggedFailure(refIn(followUp?.content))).toMatchObject({ command: 'twice-boom' });
  });

  test('an autocomplete handler that throws answers with no choices rather than leaving the box spinning', async () => {
    const di = fake.createUser({ username: 'di' });
    const box = await fake.autocomplete({ user: di, name: 'pick', options: { ship: 'Maj' }, focused: { name: 'ship', value: 'Maj' } });
    await box.waitForResponse();
    expect(box.choices).toEqual([]);
    expect(logLines.some((l) => l['command'] === 'pick' && l['msg'] === 'interaction handler failed')).toBe(true);
  });

  test('an unknown command and a stale button are answered, not ignored', async () => {
    const ed = fake.createUser({ username: 'ed' });
    const unknown = await fake.sendCommand({ user: ed, name: 'retired-command', options: [] });
    await unknown.waitForResponse();
    expect(unknown.content).toBe("I don't know /retired-command. The bot's host should run `npm run register`.");
    expect(unknown.ephemeral).toBe(true);

    const channel = await bot.client.channels.fetch(fake.channelId);
    if (!channel?.isSendable()) throw new Error('the test channel is not sendable');
    // A button from a retired feature, and one for a game that no longer exists.
    const retired = new ButtonBuilder().setCustomId('vote:12:3').setLabel('Vote').setStyle(ButtonStyle.Primary);
    const plot = new ButtonBuilder().setCustomId('plot:12:t3/orders:majestic').setLabel('Plot Majestic').setStyle(ButtonStyle.Primary);
    await channel.send({ content: 'Turn 3 orders', components: [new ActionRowBuilder<ButtonBuilder>().addComponents(retired, plot)] });
    const button = await fake.clickButton({ user: ed, customId: 'vote:12:3' });
    await button.waitForResponse();
    expect(button.content).toBe('That button is no longer in use.');
    expect(button.ephemeral).toBe(true);
    const stale = await fake.clickButton({ user: ed, customId: 'plot:12:t3/orders:majestic' });
    await stale.waitForResponse();
    expect(stale.content).toBe('Not now. There is no game 12.');
    expect(stale.ephemeral).toBe(true);
  });

  test('a reply survives one HTTP 500 and a 429 from Discord', async () => {
    const fi = fake.createUser({ username: 'fi' });
    fake.failNext({ method: 'POST', path: /\/interactions\/\d+\/[^/]+\/callback/, status: 500 });
    const first = await fake.sendCommand({ user: fi, name: 'salvo', subcommand: 'about' });
    await first.waitFor((r) => r.kind === 'callback' && r.type === 4);
    expect(first.content).toContain('Salvo 0.1.0');
    fake.failNext({ method: 'POST', path: /\/interactions\/\d+\/[^/]+\/callback/, status: 429, retryAfter: 0.2 });
    const second = await fake.sendCommand({ user: fi, name: 'salvo', subcommand: 'about' });
    await second.waitFor((r) => r.kind === 'callback' && r.type === 4);
    expect(second.content).toContain('Salvo 0.1.0');
  });

  test('no request the bot sent broke Discord’s published API rules', () => {
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });

  test('shutting down lets the interaction in flight finish, then closes the database', async () => {
    const gu = fake.createUser({ username: 'gu' });
    const slow = await fake.sendCommand({ user: gu, name: 'slow' });
    await slow.waitForResponse();
    let stopped = false;
    const stopping = bot.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    releaseSlow();
    await stopping;
    expect(slow.content).toBe('finished the slow thing');
  });
});
