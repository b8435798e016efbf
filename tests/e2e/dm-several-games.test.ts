// DMs when you play several games (issue 16 item 6), through the real discord.js client against the local Discord:
// Ben plays a Starmada duel and a Voidstriker §6.1 game at once. Orders typed without "#N" go to the game whose
// ships they name; after "#N …" a bare "ready", "help" or "draft" goes to game N; every reply names its game, and
// the Map button's picture is named after its game.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, buttonId, confirmReady, prompt, seatedLobby, startDuel, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';

describe('one player in a Starmada and a Voidstriker game, by DM', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let starmadaGame: number;
  let voidstrikerGame: number;
  /** Each game's heading as its DM prompt starts: "Game 1 · Starmada · Standard (Small) · **Deployment**". */
  let smHeading: string;
  let vsHeading: string;
  const headingOf = (p: APIMessage, step: string): string => p.content.slice(0, p.content.indexOf(`**${step}**`) + step.length + 4);

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'dm-games-secret' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
    await startDuel(fake, [ana, ben]);
    const smPrompt = await prompt(fake, ben, 'Deployment');
    starmadaGame = Number(/^Game (\d+)/.exec(smPrompt.content)?.[1]);
    smHeading = headingOf(smPrompt, 'Deployment');
    const threadId = await seatedLobby(fake, [ana, ben], { system: 'voidstriker', scenario: '6.1' });
    await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
    const vsPrompt = await prompt(fake, ben, 'Round 1: plot');
    voidstrikerGame = Number(/^Game (\d+)/.exec(vsPrompt.content)?.[1]);
    vsHeading = headingOf(vsPrompt, 'Round 1: plot');
    expect(vsHeading).toBe(`Game ${voidstrikerGame} · Voidstriker · 6.1 Standoff at Bishamon II · **Round 1: plot**`);
    expect(starmadaGame).toBeGreaterThan(0);
    expect(voidstrikerGame).toBeGreaterThan(starmadaGame);
  });

  afterAll(async () => {
    await running.stop();
  });

  /** Ben sends a DM; the bot's answer to it. */
  async function dm(content: string): Promise<APIMessage> {
    const before = fake.dmMessages(ben.id).length;
    const sent = await fake.sendDirectMessage(ben, content);
    return waitUntil(`the answer to "${content}"`, () => fake.dmMessages(ben.id).slice(before).find((m) => m.author.id !== ben.id && m.message_reference?.message_id === sent.id));
  }

  test('orders naming a ship of one game go to that game, with no "#N"', async () => {
    const echo = await dm('Heavy Cruiser: thrust 3/0/0 · sensors 10>Battlecruiser · move a3|a3|a3|a3');
    expect(echo.content.split('\n')[0]).toBe(`${vsHeading} · your draft:`);
    expect(echo.content).toContain('Heavy Cruiser: thrust 3/0/0 · sensors 10>Battlecruiser · move a3 | a3 | a3 | a3');
  });

  test('a bare "ready" then goes to that game, and its answer names it', async () => {
    // The other UNSN ships are left to drift, so Ready asks first (issue 16 item 2), naming the game it asks about.
    const ready = await dm('ready');
    expect(ready.content.split('\n')[0]).toBe(`${vsHeading} · not locked in yet:`);
    const locked = await confirmReady(fake, ben, ready, { dm: true });
    expect(locked.content).toMatch(/^Ready: your orders are locked in for \*\*Round 1: plot\*\*; still waiting on /);
  });

  test('after "#N …", "help" and "draft" go to game N, each answer headed with it; a refusal names its game too', async () => {
    const elsewhere = await dm('#999');
    expect(elsewhere.content).toBe('Game 999\nThis game is not waiting on you now, so your DMs do not go to it. /mine lists your games.');
    const focused = await dm(`#${starmadaGame}`);
    expect(focused.content).toBe(`${smHeading}\nYour DMs go to this game now: type orders, \`ready\`, \`draft\` or \`help\`.`);
    const help = await dm(`#${starmadaGame} help`);
    expect(help.content.split('\n')[0]).toBe(smHeading);
    expect(help.content).toContain('Deploy each ship');
    const draft = await dm('draft');
    expect(draft.content).toBe(`${smHeading}\nYou have sent no orders for this step yet.`);
    const refused = await dm('Tempest 9999 N');
    expect(refused.content.split('\n')[0]).toBe(smHeading);
    expect(refused.content).toMatch(/9999/);
    // The Voidstriker ship still routes by name, and moves the focus back.
    const vsDraft = await dm('Heavy Cruiser: thrust 2/0/0 · move a2|a2|a2|a2');
    expect(vsDraft.content.split('\n')[0]).toBe(`${vsHeading} · your draft:`);
    const back = await dm('draft');
    expect(back.content.split('\n')[0]).toBe(vsHeading);
    expect(back.content).toContain('Heavy Cruiser: thrust 2/0/0');
  });

  test('the Map button names its game in the text and the picture’s file name', async () => {
    for (const [gameId, step] of [
      [voidstrikerGame, 'Round 1: plot'],
      [starmadaGame, 'Deployment'],
    ] as const) {
      const benPrompt = await prompt(fake, ben, step);
      const map = await answered(fake.clickButton({ user: ben, dm: true, customId: buttonId(benPrompt, 'map:') }));
      expect(map.content?.split('\n')[0]).toBe(gameId === voidstrikerGame ? vsHeading : smHeading);
      expect(map.files.map((f) => f.name)).toEqual([`game-${gameId}-map.png`]);
    }
    expect(fake.violations).toEqual([]);
  });
});
