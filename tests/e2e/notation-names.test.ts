// No player can name a ship the enemy cannot fire at (issue 24, trap 5), through the real discord.js client and the
// local Discord: a Starmada name or an imported class name holding the notation's separators (";" ",") and a
// Metaverse import whose ships are renamed "CNS @here ship", "CNS Res · olute" and "CNS Semi; colon" are refused,
// quoting each name and the characters it may not hold, pinging nobody; a Starmada fleet stored before the check
// is told to its owner before the game starts.
import type { APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seatsOf, updateSeat } from '../../src/db/game-repo.ts';
import { findShipClass } from '../../src/rules/starmada/ships/library/index.ts';
import { fleetById } from '../../src/rules/metaverse/ships/library.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, buttonIds, waitUntil } from './discord-play.ts';

describe('ship names the orders can read', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  const threads: string[] = [];
  const command = (user: APIUser, threadId: string, name: string, subcommand: string, options: Record<string, string> = {}) =>
    answered(fake.sendCommand({ user, name, subcommand, options, channelId: threadId }));

  async function lobby(system: string, scenario: string): Promise<string> {
    await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system, scenario, options: system === 'starmada' ? 'alternateArcs' : '' } }));
    const threadId = await waitUntil('the game thread', () => (fake.threads.length > threads.length ? fake.threads.at(-1)?.channel.id : undefined));
    threads.push(threadId);
    const post = await waitUntil('the lobby post', () => fake.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
    const [joinA, joinB] = buttonIds(post);
    await answered(fake.clickButton({ user: ana, channelId: threadId, customId: joinA ?? '' }));
    await answered(fake.clickButton({ user: ben, channelId: threadId, customId: joinB ?? '' }));
    return threadId;
  }

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'e2e-notation-names' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
  });

  afterAll(async () => {
    await running.stop();
  });

  test('Starmada: "Evil; Ship" and "Evil, Ship" are refused by /fleet add, and so is a design class named so', async () => {
    const threadId = await lobby('starmada', 'standard/medium');
    for (const [name, held] of [['Evil; Ship', ';'], ['Evil, Ship', ','], ['Evil: Ship', ':']] as const) {
      const refused = await command(ana, threadId, 'fleet', 'add', { ship: 'Majestic', name });
      expect(refused.content).toBe(`Not done. "${name}" cannot be used: the orders use ${held} to separate their parts. A ship's name may not hold any of : ; ,.`);
    }
    const majestic = findShipClass('Majestic');
    if (!majestic) throw new Error('no Majestic in the library');
    const design = await command(ana, threadId, 'fleet', 'import', { text: JSON.stringify({ ...majestic, className: 'Evil; Ship' }) });
    expect(design.content).toBe(`Nothing was imported. the design: "Evil; Ship" cannot be used: the orders use ; to separate their parts. A class name (its ships' name) may not hold any of : ; ,.`);
    const listed = await command(ana, threadId, 'fleet', 'list');
    expect(listed.content).toMatch(/^No ships yet/);
  });

  test('Starmada: a fleet stored before the check is told to its owner before the game starts', async () => {
    const threadId = threads[0] ?? '';
    const seat = seatsOf(running.ctx.db, 1).find((s) => s.userId === ana.id);
    updateSeat(running.ctx.db, seat?.id ?? 0, { fleet: { ships: [{ class: 'Majestic', name: 'Evil; Ship' }], designs: [] } });
    const listed = await command(ana, threadId, 'fleet', 'list');
    expect(listed.content).toContain('"Evil; Ship" cannot be used: the orders use ; to separate their parts. A ship\'s name may not hold any of : ; ,. Remove that ship (/fleet remove) and add it under another name.');
    await command(ben, threadId, 'fleet', 'add', { ship: 'Vigilant' });
    const refused = await command(ana, threadId, 'game', 'start');
    expect(refused.content).toBe(`Game 1 cannot start yet. Ana: "Evil; Ship" cannot be used: the orders use ; to separate their parts. A ship's name may not hold any of : ; ,. Remove that ship (/fleet remove) and add it under another name.`);
  });

  test('Metaverse: an import with ships renamed "CNS @here ship", "CNS Res · olute", "CNS Semi; colon" is refused, every one named, nobody pinged', async () => {
    const threadId = await lobby('metaverse', 'match');
    const concord = fleetById('salvo-concord-task-group');
    if (!concord) throw new Error('no Concord fleet in the library');
    const renames = ['CNS @here ship', 'CNS Res · olute', 'CNS Semi; colon'];
    let next = 0;
    const renamed = { ...concord, id: 'my-concord', squadrons: concord.squadrons.map((sq) => ({ ...sq, ships: sq.ships.map((s) => ({ ...s, name: renames[next++] ?? s.name })) })) };
    const refused = await command(ana, threadId, 'fleet', 'import', { text: JSON.stringify(renamed) });
    expect(refused.content?.split('\n')).toEqual([
      'Nothing was imported:',
      '• "CNS @\u200bhere ship" cannot be used: the orders use @ to separate their parts. A ship\'s name may not hold any of : · • ; , > @ ( ) &.',
      '• "CNS Res · olute" cannot be used: the orders use · to separate their parts. A ship\'s name may not hold any of : · • ; , > @ ( ) &.',
      '• "CNS Semi; colon" cannot be used: the orders use ; to separate their parts. A ship\'s name may not hold any of : · • ; , > @ ( ) &.',
    ]);
    // Nobody is pinged: the reply allows no mention at all, besides the @ being kept plain in the text.
    const allowed = refused.responses.flatMap((r) => (r.data?.['content'] === undefined ? [] : [r.data['allowed_mentions']]));
    expect(allowed.length).toBeGreaterThan(0);
    for (const a of allowed) expect(a).toMatchObject({ parse: [] });
    expect(fake.violations).toEqual([]);
  });
});
