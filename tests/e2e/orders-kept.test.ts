// Giving fire in one go (issue 24 items 1, 6 and 7's control lines), through Discord only: the real discord.js client
// against the local Discord, one bot. A Metaverse game at the table reaches Turn 1's "fire and control orders" (the
// Control Step is not over, so the fire and the nominations go in one draft, p.21 then p.24), and a Starmada duel
// reaches its orders:
// - a message's lines are checked together against the draft as the message leaves it: a target it nominates is
//   legal for its fire lines, and a nomination typed later adds to the draft's (control lines merge as ship lines do);
// - `/fire at` and the prompt read the nominations in the draft, and the prompt says what to write to nominate;
// - one bad line no longer discards the others: the good lines go into the draft, the reply names each line not
//   taken with its words and why, and Ready asks before it locks in a draft without them.
import type { APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, confirmReady, prompt, seatedLobby, startDuel, stepPostsFor, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { expectNoInternalIds } from './id-scan.ts';

describe('orders given in one message: checked together, and the good lines kept', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let cat: APIUser;
  let dan: APIUser;
  let eve: APIUser;
  let fay: APIUser;
  let thread: string;
  const FIRE = 'Turn 1: fire and control orders';

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'orders-kept-e2e' });
    fake = running.fake;
    [ana, ben, cat, dan, eve, fay] = ['ana', 'ben', 'cat', 'dan', 'eve', 'fay'].map((u) => fake.createUser({ username: u, globalName: u[0]?.toUpperCase() + u.slice(1) })) as [APIUser, APIUser, APIUser, APIUser, APIUser, APIUser];
  });

  afterAll(async () => {
    await running.stop();
  });

  /** A DM to the bot, and its answer: the echo of the draft, or the refusal (not a prompt that happens to come). */
  async function dm(user: APIUser, text: string): Promise<string> {
    const before = fake.dmMessages(user.id).length;
    await fake.sendDirectMessage(user, text);
    const body = (content: string): string => content.replace(/^Game \d+ · [^\n]*\n/, '');
    const answer = (content: string): boolean => body(content).startsWith('That was not accepted') || content.includes('· your draft:');
    const reply = await waitUntil(`the answer to ${user.username}'s DM`, () => fake.dmMessages(user.id).slice(before).find((m) => m.author.id !== user.id && answer(m.content)));
    return reply.content;
  }
  /** `/fire at` autocomplete in the thread: the choices offered for `focused`. */
  async function fireChoices(user: APIUser, focused: string, options: Record<string, string>): Promise<{ name: string; value: string }[]> {
    const h = await fake.autocomplete({ user, channelId: thread, name: 'fire', subcommand: 'at', options, focused: { name: focused, value: '' } });
    await h.waitForResponse();
    return (h.choices ?? []).map((c) => ({ name: String(c.name), value: String(c.value) }));
  }

  test('Metaverse: the lobby, and both drift: Turn 1 asks for fire and control orders together', async () => {
    thread = await seatedLobby(fake, [ana, ben], { system: 'metaverse', scenario: 'match', options: 'noTerrain' });
    await answered(fake.sendCommand({ user: ana, channelId: thread, name: 'fleet', subcommand: 'add', options: { ship: 'salvo-concord-task-group' } }));
    await answered(fake.sendCommand({ user: ben, channelId: thread, name: 'fleet', subcommand: 'add', options: { ship: 'salvo-vorr-raiders' } }));
    expect((await answered(fake.sendCommand({ user: ana, channelId: thread, name: 'game', subcommand: 'start', options: {} }))).content).toMatch(/has started/);
    for (const user of [ana, ben]) {
      const asked = await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
      if (/not locked in yet/.test(asked.content ?? '')) await confirmReady(fake, user, asked.message, { dm: true });
    }
    await waitUntil('the fire step', () => stepPostsFor(fake, thread, FIRE)[0]);
  });

  test('Metaverse (trap 1): the prompt says how to nominate a target in reach, in the notation', async () => {
    const asked = await prompt(fake, ana, FIRE);
    expect(asked.content).toMatch(/CNS Kestrel[^\n]*in reach once nominated[^\n]*VHS Ravager/);
    // The exact line to write, not "designate …".
    expect(asked.content).toMatch(/in reach once nominated: [^\n]*\(write "control: designate VHS \w+ for CNS Kestrel & Merlin"\)/);
  });

  test('Metaverse (traps 1 and 6): a message that nominates and fires keeps its good lines when one line is bad', async () => {
    const reply = await dm(ana, 'control: priority VHS Ravager\nCNS Kestrel: Missile Launcher > VHS Ravager\nCNS Resolute: laser > VHS Ravager\nCNS Merlin: Missile Launcher > VHS Ravager');
    // The good lines are in the draft, nominated target and all.
    expect(reply).toContain('· your draft:');
    expect(reply).toMatch(/^CNS Kestrel: Missile Launcher[^\n]*> VHS Ravager/m);
    expect(reply).toMatch(/^CNS Merlin: Missile Launcher[^\n]*> VHS Ravager/m);
    expect(reply).toMatch(/^control: priority VHS Ravager/m);
    // The bad line is named, quoted, with why; the nominated target is not blamed.
    expect(reply).toMatch(/Not taken[^\n]*\n• Line 3 · [^\n]*laser[^\n]*could be Heavy Laser 1, Heavy Laser 2/);
    expect(reply).not.toMatch(/not a legal target/);
    // Ready asks before it locks in a draft without that line.
    const ready = await answered(fake.sendCommand({ user: ana, dm: true, name: 'ready', options: {} }));
    expect(ready.content).toMatch(/not locked in yet/);
    expect(ready.content).toContain('CNS Resolute: laser > VHS Ravager');
  });

  test('Metaverse (trap 1): /fire at offers a target the draft nominates as legal, and fires at it', async () => {
    const kestrel = (await fireChoices(ana, 'ship', {})).find((c) => c.name.startsWith('CNS Kestrel'));
    const launcher = (await fireChoices(ana, 'weapon', { ship: kestrel?.value ?? '' })).find((w) => w.name.startsWith('Missile Launcher'));
    const targets = await fireChoices(ana, 'target', { ship: kestrel?.value ?? '', weapon: launcher?.value ?? '' });
    const ravager = targets.find((t) => t.name.startsWith('VHS Ravager'));
    expect(ravager?.name).toBeDefined();
    expect(ravager?.name).not.toMatch(/needs control/);
    const fired = await answered(fake.sendCommand({ user: ana, channelId: thread, name: 'fire', subcommand: 'at', options: { ship: kestrel?.value ?? '', weapon: launcher?.value ?? '', target: ravager?.value ?? '' } }));
    expect(fired.content).toMatch(/^CNS Kestrel: [^\n]*Missile Launcher[^\n]*> VHS Ravager/m);
  });

  test('Metaverse (traps 1 and 7): a later nomination adds to the draft’s, and a message that retargets is checked with it', async () => {
    const designated = await dm(ana, 'control: designate VHS Dominator for CNS Resolute');
    expect(designated).toMatch(/^control: priority VHS Ravager/m);
    expect(designated).toMatch(/^control: designate VHS Dominator for CNS Resolute/m);
    const retarget = await dm(ana, 'control: priority VHS Dominator\nCNS Resolute: Railgun Battery 1 > VHS Dominator');
    expect(retarget).toContain('· your draft:');
    expect(retarget).not.toMatch(/Not taken/);
    expect(retarget).toMatch(/^CNS Resolute: Railgun Battery 1 > VHS Dominator/m);
    // The older orders at VHS Ravager stay legal: its nomination stays.
    expect(retarget).toMatch(/^CNS Kestrel: [^\n]*> VHS Ravager/m);
    expect(retarget).toMatch(/^control: priority VHS Ravager/m);
    expect(retarget).toMatch(/^control: priority VHS Dominator/m);
    // `control: clear` withdraws the draft's Control Step orders, so a nomination can be taken back.
    const cleared = await dm(ana, 'control: clear\ncontrol: priority VHS Ravager\ncontrol: priority VHS Dominator');
    expect(cleared).not.toMatch(/designate VHS Dominator for CNS Resolute/);
    expect(cleared).toMatch(/^control: priority VHS Dominator/m);
  });

  test('Starmada (trap 6): a good line and a bad one in one message: the good one is kept, the bad one named', async () => {
    const duel = await startDuel(fake, [cat, dan]);
    await waitUntil('the deployment', () => stepPostsFor(fake, duel, 'Deployment')[0]);
    const reply = await dm(cat, 'Majestic 0409 NE\nBogus 0101 N');
    expect(reply).toContain('· your draft:');
    expect(reply).toContain('Majestic: 0409 facing NE');
    expect(reply).toMatch(/Not taken[^\n]*\n• Line 2 · “Bogus 0101 N”: /);
  });

  test('Voidstriker (trap 6): a ship’s good plot is kept beside a line for a ship that is not there', async () => {
    const vs = await seatedLobby(fake, [eve, fay], { system: 'voidstriker', scenario: '6.1' });
    expect((await answered(fake.sendCommand({ user: eve, channelId: vs, name: 'game', subcommand: 'start', options: {} }))).content).toMatch(/start/i);
    await waitUntil('the plot', () => stepPostsFor(fake, vs, 'Round 1: plot')[0]);
    const reply = await dm(fay, 'Heavy Cruiser: thrust 3/0/0 · sensors 10>Battlecruiser · move a3|a3|a3|a3\nKongo: thrust 1/0/0');
    expect(reply).toContain('· your draft:');
    expect(reply).toContain('Heavy Cruiser: thrust 3/0/0 · sensors 10>Battlecruiser · move a3 | a3 | a3 | a3');
    expect(reply).toMatch(/Not taken[^\n]*\n• Line 2[^\n]*"Kongo"/);
  });

  test('no internal id reaches a player', () => {
    expectNoInternalIds(fake.requests, running.ctx.db);
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });
});
