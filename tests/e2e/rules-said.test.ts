// What the rules decided is said once and truly (issue 16, item 5), through the real discord.js client against the
// fake Discord:
// - after /gm force, the resolution post says the GM resolved the step early and whose orders were not in (by name,
//   no ping), not "sent nothing in time", and each default is said once;
// - a seeker's weapon hit (Starmada C.4 p.40, damage at once 5.4 p.23) is told in the summary, and the owner chooses
//   the weapons it takes (4.4 p.21) by DM, with the default named in advance; the summary then says what was lost.
// Games are set up through the game service (as gm-powers.test.ts does); everything checked goes through Discord.
import { eq } from 'drizzle-orm';
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentSnapshot, openStepOf, stepsOf } from '../../src/db/game-repo.ts';
import { snapshots } from '../../src/db/schema.ts';
import type { GameContext } from '../../src/game/context.ts';
import { createGame, joinGame, setFleet, startGame } from '../../src/game/game-lifecycle.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import { hex } from '../../src/rules/core/hex.ts';
import type { StarmadaState } from '../../src/rules/starmada/state.ts';
import { type FakeDiscord } from '../harness/fake-discord.ts';
import { expectOk } from '../game/service-fixture.ts';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { buttonId, logOf, messageText, prompt, resolved, waitUntil } from './discord-play.ts';

/** The dice secret of both games: with it, the seeker below scores one weapon hit (damage 5) and nothing else. */
const SECRET = 'said-e2e-15';

describe('what the rules decided is said once and truly', () => {
  let fake: FakeDiscord;
  let running: BotInProcess;
  let ctx: GameContext;
  let ana: APIUser;
  let ben: APIUser;
  let cy: APIUser;
  let dee: APIUser;
  let forced: { gameId: number; channelId: string };
  let seekers: { gameId: number; channelId: string };

  /** A started Starmada game in a channel of its own: `a` (its GM) with one ship on side A, `b` with one on side B. */
  function gameIn(name: string, [a, b]: readonly [APIUser, APIUser], [shipA, shipB]: readonly [string, string]): { gameId: number; channelId: string } {
    const channelId = fake.createTextChannel(name);
    const game = expectOk(
      createGame(ctx, { guildId: fake.guildId, channelId, threadId: channelId, system: 'starmada', scenario: 'standard/small', options: { alternateArcs: true }, stepLengthMs: 86_400_000, gmUserId: a.id }),
    );
    expectOk(joinGame(ctx, game.id, { id: a.id, name: a.global_name ?? a.username }, 'A'));
    expectOk(joinGame(ctx, game.id, { id: b.id, name: b.global_name ?? b.username }, 'B'));
    expectOk(setFleet(ctx, game.id, a.id, { ships: [{ class: shipA }] }));
    expectOk(setFleet(ctx, game.id, b.id, { ships: [{ class: shipB }] }));
    expectOk(startGame(ctx, game.id, a.id));
    return { gameId: game.id, channelId };
  }

  function sendAndReady(gameId: number, user: APIUser, text: string): void {
    expectOk(submit(ctx, gameId, user.id, { text }));
    expectOk(setSeatReady(ctx, gameId, user.id));
  }

  /**
   * After deployment, before Turn 1's orders resolve: the Majestic at 1608 facing S, the Sirocco six hexes south at
   * 1614, neither moving, and four of the Sirocco's Swarm Missiles (launched the turn before) in its hex, hunting the
   * Majestic (as in tests/rules/starmada/seekers/activation.test.ts). The last resolved state is set by hand.
   */
  function seekerOnTheMajestic(gameId: number): void {
    const deploy = stepsOf(ctx.db, gameId)[0];
    const state = currentSnapshot(ctx.db, gameId)?.state as StarmadaState;
    const majestic = state.ships.find((s) => s.name === 'Majestic');
    const sirocco = state.ships.find((s) => s.name === 'Sirocco');
    if (!deploy || !majestic || !sirocco) throw new Error('the game is not as set up');
    const crafted: StarmadaState = {
      ...state,
      ships: state.ships.map((s) =>
        s.id === majestic.id ? { ...s, at: hex(15, 0), heading: 3, facing: 3, prevSpeed: 0 } : s.id === sirocco.id ? { ...s, at: hex(15, 6), heading: 0, facing: 0, prevSpeed: 0 } : s,
      ),
      flights: [
        {
          id: `${sirocco.id}/seeker-t0-b0-1`,
          name: 'Sirocco Swarm Missile 1',
          side: sirocco.side,
          seat: sirocco.seat,
          carrierId: sirocco.id,
          count: 4,
          at: hex(15, 6),
          heading: 0,
          activated: false,
          seeker: { targetId: majestic.id, ma: 8, acc: 4, imp: 1, dmg: 1, traits: ['Exp'], launchedTurn: 0, weaponName: 'Swarm Missile', firer: 'Sirocco' },
        },
      ],
    };
    ctx.db.update(snapshots).set({ state: crafted }).where(eq(snapshots.stepId, deploy.id)).run();
  }

  const gmCommand = async (user: APIUser, channelId: string, subcommand: string) => {
    const cmd = await fake.sendCommand({ user, name: 'gm', subcommand, options: {}, channelId });
    await cmd.waitForResponse();
    return cmd;
  };

  /** The custom ids of a message's buttons, by label. */
  const buttons = (message: APIMessage | undefined): Record<string, string> => {
    const rows = (message?.components ?? []) as { components?: { label?: string; custom_id?: string }[] }[];
    return Object.fromEntries(rows.flatMap((row) => row.components ?? []).flatMap((c) => (c.label && c.custom_id ? [[c.label, c.custom_id]] : [])));
  };

  beforeAll(async () => {
    running = await startBotInProcess({ secret: SECRET });
    ({ fake, ctx } = running);
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
    cy = fake.createUser({ username: 'cy', globalName: 'Cy' });
    dee = fake.createUser({ username: 'dee', globalName: 'Dee' });
    // In this order, so the seeker game's dice (which depend on its id) are the ones SECRET was chosen for.
    forced = gameIn('said-force', [ana, ben], ['Majestic', 'Tempest']);
    seekers = gameIn('said-seekers', [cy, dee], ['Majestic', 'Sirocco']);
  });

  afterAll(async () => {
    await running.stop();
  });

  test('/gm force: the post says the GM resolved the step early, whose orders were not in by name, and each default once', async () => {
    const { gameId, channelId } = forced;
    sendAndReady(gameId, ana, 'Majestic 0409 NE');
    sendAndReady(gameId, ben, 'Tempest 2909 SW');
    await resolved(fake, channelId, 'Deployment');
    // Ana's draft is in but not marked ready; Ben sends nothing.
    expectOk(submit(ctx, gameId, ana.id, { text: 'Majestic 4' }));

    const asked = await gmCommand(ana, channelId, 'force');
    expect(asked.ephemeral).toBe(true);
    const confirm = await fake.clickButton({ user: ana, customId: buttons(asked.message)['Confirm'] ?? '', channelId });
    await confirm.waitFor((r) => r.kind === 'followup');
    expect(confirm.followUps[0]?.content).toMatch(/^Ana forced Turn 1: orders to resolve now\./);

    const post = await resolved(fake, channelId, 'Turn 1: orders');
    const text = messageText(post);
    const lines = text.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '**Turn 1: orders**',
      'The GM resolved this step before its deadline.',
      expect.stringMatching(/^Ben's orders were not in, so the rules decide: Tempest: no order, straight ahead at speed \d\.$/),
      "Ana's last draft stands as sent (it was not marked ready).",
    ]);
    expect(text).not.toMatch(/sent nothing in time|sent no orders|as the rules say/);
    // Tempest's default is said once; its move line tells only where it went.
    expect(text.match(/straight ahead/g)).toHaveLength(1);
    expect(lines).toContainEqual(expect.stringMatching(/^Tempest \d\(\d\): 2909 → \d{4}, heading SW\.$/));
    // Named, never pinged, and no second post saying the same thing.
    expect(text).not.toMatch(/<@/);
    expect(post.mentions).toEqual([]);
    expect(fake.messages(channelId).filter((m) => /resolved now by the GM|GM resolved this step/.test(messageText(m)))).toEqual([post]);
    expect(openStepOf(ctx.db, gameId)?.key).not.toBe('t1/orders');
    expect(fake.violations).toEqual([]);
  });

  test('a seeker\'s weapon hit: the summary says so, the owner chooses the losses by DM (default named first), the summary says what was lost', async () => {
    const { gameId, channelId } = seekers;
    sendAndReady(gameId, cy, 'Majestic 0409 NE');
    sendAndReady(gameId, dee, 'Sirocco 2909 SW');
    await resolved(fake, channelId, 'Deployment');
    seekerOnTheMajestic(gameId);
    sendAndReady(gameId, cy, 'Majestic 0');
    sendAndReady(gameId, dee, 'Sirocco 0');

    const orders = await resolved(fake, channelId, 'Turn 1: orders');
    // The card says what happened to the Majestic and the shot in short; the log keeps every die and the rule.
    expect(messageText(orders)).toContain('Majestic: 4 weapon losses to choose');
    expect(messageText(orders)).toContain('Sirocco Swarm Missile 1 → Majestic: 3 of 4 hit, 1 dmg');
    const log = await logOf(orders);
    expect(log).toContain('Sirocco Swarm Missile 1 → Majestic · 4 Swarm Missiles · to-hit 4, 5, 2, 5 · hits on 4+ → 3 hits · impact 1, 2, 6 vs shields 3 → 1 · damage 5: weapon');
    expect(log).toContain('Majestic must strike 4 weapons or equipment for its weapon hits; its owner chooses which (4.4 p.21).');

    // The step waits on Cy alone, and Cy is asked by DM, with what happens if Cy lets the deadline pass.
    const title = 'Turn 1: weapon losses (Fighter Phase)';
    const asked = await prompt(fake, cy, title);
    expect(asked.content).toContain(
      '**Majestic** · loses 4 weapons or equipment · from Lightning Turret, Laser Cannon, Fusion Torpedo, Countermeasures, Hyperdrive · if you choose nothing: Laser Cannon (AC) 1, Laser Cannon (BD) 1, Lightning Turret (ACE) 1, Laser Cannon (AB) 1',
    );
    expect(asked.content).toContain('Send nothing by the deadline and each ship loses its default, shown above.');
    expect(fake.dmMessages(dee.id).some((m) => m.content.includes(title))).toBe(false);

    const before = fake.dmMessages(cy.id).length;
    await fake.sendDirectMessage(cy, 'Majestic: Fusion Torpedo 2, Laser Cannon (AC) 2');
    await waitUntil("the echo of Cy's choice", () => fake.dmMessages(cy.id).slice(before).find((m) => m.content.includes('Majestic: Fusion Torpedo (AB) 2, Laser Cannon (AC) 2')));
    const ready = await fake.clickButton({ user: cy, dm: true, customId: buttonId(asked, 'ready:') });
    await ready.waitForResponse();

    const struck = await resolved(fake, channelId, title);
    expect(messageText(struck).split('\n')[1]).toBe('Majestic: Laser Cannon ×2 lost · Fusion Torpedo ×2 lost');
    expect(await logOf(struck)).toContain('Majestic loses 2 Fusion Torpedo (AB), 2 Laser Cannon (AC).');
    await waitUntil('Turn 1: fire to open', () => openStepOf(ctx.db, gameId)?.key === 't1/fire');
    expect(fake.violations).toEqual([]);
  });
});
