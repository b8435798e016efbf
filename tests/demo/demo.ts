/**
 * A short scripted Starmada duel played through the real bot against the local fake Discord, recorded as a
 * transcript with every image the bot posted (`npm run demo`). Ana (GM, side A) flies the Majestic and plots with
 * the buttons and forms; Ben (side B) flies the Tempest and types his orders in his DM. Three turns: out of reach
 * on turn 1, firing on turns 2 and 3 (the same orders as tests/e2e/duel.test.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { APIMessage } from 'discord.js';
import { startBot } from '../../src/bot/bot.ts';
import { createLogger } from '../../src/bot/logger.ts';
import { openDatabase } from '../../src/db/connection.ts';
import { startFakeDiscord, type Violation } from '../harness/fake-discord.ts';
import { SPEC_PATH } from '../harness/spec-validator.ts';
import { messageText } from '../harness/message-text.ts';
import { buttonIds } from './discord-text.ts';
import { Recorder, waitUntil, type Player, type RecorderCounts } from './recorder.ts';

export interface DemoResult {
  outDir: string;
  transcript: string;
  /** Files saved next to the transcript, in order. */
  files: string[];
  counts: RecorderCounts;
  /** Payloads the fake Discord refused (none expected). */
  violations: Violation[];
  ms: number;
}

/** Files a previous demo run leaves; anything else in the folder means it is not ours to empty. */
const DEMO_FILE = /^(transcript\.md|\d{2,4}-[A-Za-z0-9._-]+)$/;

/** Empties the output folder first, refusing one that holds files the demo did not write. */
function prepareOutDir(outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  const foreign = readdirSync(outDir).filter((f) => !DEMO_FILE.test(f));
  if (foreign.length > 0) throw new Error(`${outDir} holds files the demo did not write (${foreign.slice(0, 3).join(', ')}); choose an empty folder.`);
  for (const file of readdirSync(outDir)) rmSync(join(outDir, file), { force: true });
}

/** `secret` fixes the game's dice secret, so two runs roll the same dice (tests/golden/demo-transcript.test.ts). */
export async function runDemo(opts: { outDir: string; secret?: string }): Promise<DemoResult> {
  const started = Date.now();
  // The fake Discord checks every payload against Discord's spec, kept in the repository (tests/fixtures/discord/).
  if (!existsSync(SPEC_PATH)) throw new Error(`The fake Discord needs Discord's OpenAPI spec at ${SPEC_PATH} (tests/fixtures/discord/openapi.json in this repository).`);
  const outDir = resolve(opts.outDir);
  prepareOutDir(outDir);
  const dbDir = mkdtempSync(join(tmpdir(), 'salvo-demo-'));
  const databasePath = join(dbDir, 'salvo.db');
  const fake = await startFakeDiscord();
  const bot = await startBot({
    config: { token: fake.token, appId: fake.appId, devGuildId: undefined, databasePath, logLevel: 'silent', apiBase: fake.apiBase },
    logger: createLogger('silent'),
    ...(opts.secret === undefined ? {} : { newSecret: () => opts.secret ?? '' }),
  });
  // A second connection to the bot's file, only to see when its outbox is empty.
  const watch = openDatabase(databasePath);
  const ana: Player = { user: fake.createUser({ username: 'ana', globalName: 'Ana' }), name: 'Ana' };
  const ben: Player = { user: fake.createUser({ username: 'ben', globalName: 'Ben' }), name: 'Ben' };
  const rec = new Recorder(fake, watch.db, outDir, [ana, ben]);
  let failure: unknown;
  try {
    await playDuel(rec, fake, ana, ben);
  } catch (error) {
    failure = error;
    rec.note(`The demo stopped here: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await bot.stop();
    watch.close();
    await fake.close();
    rmSync(dbDir, { recursive: true, force: true });
  }
  const header = [
    '# Salvo demo: a Starmada duel',
    '',
    `Played by \`npm run demo\` on ${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC: the real bot against a local fake Discord.`,
    'Ana (GM, side A) flies the **Majestic**, Ben (side B) the **Tempest**; optional rule: alternate arcs.',
    'The dice are new on every run. Lines in **bold** are what a player did; quotes are what Salvo showed, and where.',
  ].join('\n');
  const transcript = rec.write(header);
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error('the demo failed', { cause: failure });
  return { outDir, transcript, files: rec.savedFiles(), counts: rec.counts, violations: [...fake.violations], ms: Date.now() - started };
}

type Fake = Awaited<ReturnType<typeof startFakeDiscord>>;

async function playDuel(rec: Recorder, fake: Fake, ana: Player, ben: Player): Promise<void> {
  // ---- lobby ----
  rec.heading('Setting up');
  await rec.command(ana, { name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/small', step: '24h', options: 'alternateArcs' } });
  const threadId = await waitUntil('the game thread', () => fake.threads.at(-1)?.channel.id);
  const lobby = await waitUntil('the lobby post', () => fake.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
  await rec.catchUp();
  const [joinA, joinB] = buttonIds(lobby);
  await rec.click(ana, { channelId: threadId, customId: joinA ?? '' }, lobby);
  await rec.click(ben, { channelId: threadId, customId: joinB ?? '' }, lobby);
  for (const [player, typed, wanted] of [
    [ana, 'maj', 'Majestic'],
    [ben, 'temp', 'Tempest'],
  ] as const) {
    const choices = await rec.suggest(player, { channelId: threadId, name: 'fleet', subcommand: 'add', options: {}, focused: { name: 'ship', value: typed } }, '/fleet add ship:');
    const choice = choices.find((c) => c.name.includes(wanted));
    if (!choice) throw new Error(`no ${wanted} among the /fleet add suggestions`);
    await rec.command(player, { channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: String(choice.value) } }, { ship: choice.name });
  }
  await rec.command(ana, { channelId: threadId, name: 'game', subcommand: 'start', options: {} });

  // ---- deployment ----
  rec.heading('Deployment');
  await rec.catchUp();
  const anaPrompt = await prompt(rec, fake, ana, 'Deployment');
  await plotByForm(rec, ana, anaPrompt, '0409 SE');
  await prompt(rec, fake, ben, 'Deployment');
  await rec.directMessage(ben, 'tempest 2909 nw');
  await rec.click(ana, { dm: true, customId: buttonIds(anaPrompt).find((id) => id.startsWith('ready:')) ?? '' }, anaPrompt);
  await rec.command(ben, { dm: true, name: 'ready', options: {} });
  await resolved(rec, fake, threadId, 'Deployment');

  // ---- three turns ----
  const turns: [string, string][] = [
    ['4', '4'],
    ['2P1', '2P1'],
    ['2', '2'],
  ];
  for (const [index, [anaOrder, benOrder]] of turns.entries()) {
    const turn = index + 1;
    rec.heading(`Turn ${turn}`);
    await playTurn(rec, fake, threadId, ana, ben, turn, anaOrder, benOrder);
  }

  // ---- looking around ----
  rec.heading('Looking around (turn 4 is open)');
  await rec.command(ana, { channelId: threadId, name: 'status', options: { ship: 'Majestic' } });
  await rec.command(ben, { channelId: threadId, name: 'map', options: { ship: 'Tempest', arcs: true } });
}

/** The newest DM to the player whose first line names the step, once its buttons are there. */
async function prompt(rec: Recorder, fake: Fake, player: Player, stepTitle: string): Promise<APIMessage> {
  const found = await waitUntil(`${player.name}'s prompt for ${stepTitle}`, () =>
    [...fake.dmMessages(player.user.id)].reverse().find((m) => m.content.split('\n')[0]?.includes(`**${stepTitle}**`) && buttonIds(m).length > 0),
  );
  await rec.catchUp();
  return found;
}

/** Waits for the thread post that resolves the step (it carries the map) and records what came with it. */
async function resolved(rec: Recorder, fake: Fake, threadId: string, stepTitle: string): Promise<void> {
  // A resolution renders maps: on a machine busy with the whole suite it can take well over the usual 10 s.
  await waitUntil(`the thread post for ${stepTitle}`, () => fake.messages(threadId).find((m) => messageText(m).startsWith(`**${stepTitle}**\n`) && m.attachments.length > 0));
  await rec.catchUp();
}

/** Plot with the prompt's [Plot …] button: the form opens, the player types the order and submits. */
async function plotByForm(rec: Recorder, player: Player, promptMessage: APIMessage, order: string): Promise<void> {
  const plotId = buttonIds(promptMessage).find((id) => id.startsWith('plot:')) ?? '';
  await rec.click(player, { dm: true, customId: plotId }, promptMessage);
  await rec.submitModal(player, { dm: true, customId: plotId, fields: { orders: order } });
}

async function playTurn(rec: Recorder, fake: Fake, threadId: string, ana: Player, ben: Player, turn: number, anaOrder: string, benOrder: string): Promise<void> {
  const orders = `Turn ${turn}: orders`;
  const anaPrompt = await prompt(rec, fake, ana, orders);
  await plotByForm(rec, ana, anaPrompt, anaOrder);
  const benPrompt = await prompt(rec, fake, ben, orders);
  if (turn === 1) {
    // Ben looks at the map before he plots.
    await rec.click(ben, { dm: true, customId: buttonIds(benPrompt).find((id) => id.startsWith('map:')) ?? '' }, benPrompt);
  }
  if (turn === 2) {
    // A turn both ways in one move: the rules refuse it, and Salvo says why.
    await rec.directMessage(ben, 'Tempest 2P1S');
  }
  await rec.directMessage(ben, `Tempest ${benOrder}`);
  await rec.click(ana, { dm: true, customId: buttonIds(anaPrompt).find((id) => id.startsWith('ready:')) ?? '' }, anaPrompt);
  await rec.command(ben, { channelId: threadId, name: 'ready', options: {} });
  await resolved(rec, fake, threadId, orders);

  // Every step until the next turn's orders: fire by autocomplete, the others (weapon losses) by Ready (and Confirm
  // ready where Ready asks).
  const stepOf = (m: APIMessage) => /^\*\*(Turn \d+: [^*]+)\*\* · (due|resolved)/.exec(m.content)?.[1];
  const done = new Set([orders]);
  for (let guard = 0; guard < 8; guard++) {
    const title = await waitUntil('the next step', () =>
      fake.messages(threadId).map(stepOf).find((t) => t !== undefined && !done.has(t) && (t.startsWith(`Turn ${turn}:`) || t === `Turn ${turn + 1}: orders`)),
    );
    if (title === `Turn ${turn + 1}: orders`) return;
    done.add(title);
    const open = fake.messages(threadId).find((m) => stepOf(m) === title);
    for (const player of [ana, ben]) {
      if (!open?.content.includes(player.name)) continue;
      if (title.endsWith(': fire')) await declareFire(rec, threadId, player);
      const stepPrompt = await prompt(rec, fake, player, title);
      const readied =
        player === ben && title.endsWith(': fire')
          ? await rec.command(ben, { channelId: threadId, name: 'ready', options: {} })
          : await rec.click(player, { dm: true, customId: buttonIds(stepPrompt).find((id) => id.startsWith('ready:')) ?? '' }, stepPrompt);
      // Ready asks first when it would lock in what the player may not mean (a ship left to the default losses):
      // the player read it and confirms.
      const asked = readied.message;
      const confirm = asked ? buttonIds(asked).find((id) => id.startsWith('ready-confirm:')) : undefined;
      if (asked && confirm) await rec.click(player, { ...(player === ben && title.endsWith(': fire') ? { channelId: threadId } : { dm: true }), customId: confirm, messageId: asked.id }, asked);
    }
    await resolved(rec, fake, threadId, title);
  }
  throw new Error(`turn ${turn} did not end`);
}

/** `/fire at` for each weapon of the player's first ship, taking the first target autocomplete offers. */
async function declareFire(rec: Recorder, threadId: string, player: Player): Promise<void> {
  const ask = (focused: string, options: Record<string, string>, typedSoFar: string) =>
    rec.suggest(player, { channelId: threadId, name: 'fire', subcommand: 'at', options, focused: { name: focused, value: '' } }, `/fire at ${typedSoFar}${focused}:`);
  const ships = await ask('ship', {}, '');
  const ship = ships[0];
  if (!ship) return;
  const weapons = await ask('weapon', { ship: String(ship.value) }, `ship:${ship.name} `);
  let declared = 0;
  for (const weapon of weapons) {
    const targets = await ask('target', { ship: String(ship.value), weapon: String(weapon.value) }, `ship:${ship.name} weapon:${weapon.name} `);
    const target = targets[0];
    if (!target) continue;
    await rec.command(
      player,
      { channelId: threadId, name: 'fire', subcommand: 'at', options: { ship: String(ship.value), weapon: String(weapon.value), target: String(target.value) } },
      { ship: ship.name, weapon: weapon.name, target: target.name },
    );
    declared += 1;
  }
  if (declared > 0 && player.name === 'Ana') await rec.command(player, { channelId: threadId, name: 'fire', subcommand: 'list', options: {} });
}
