// /history and /help: the public record of a turn (resolved steps, public events only, condensed with the full text
// attached), the help texts, and every example the help shows read by the rules' own parsers.
import type { APIUser } from 'discord.js';
import { readFileSync } from 'node:fs';
import { startBotInProcess, type BotInProcess } from '../e2e/bot-in-process.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gm } from '../../src/commands/gm.ts';
import { help } from '../../src/commands/help.ts';
import { HELP_OVERVIEW, STARMADA_EXAMPLES, STARMADA_HELP, systemHelp, VOIDSTRIKER_EXAMPLES, VOIDSTRIKER_HELP } from '../../src/commands/help-text.ts';
import { history, recordMessage, recordText } from '../../src/commands/history.ts';
import { turnOfStep, turnRecord, type TurnRecord } from '../../src/game/turn-record.ts';
import { currentSnapshot, eventsOf, openStepOf, seatsOf, stepsOf } from '../../src/db/game-repo.ts';
import { events } from '../../src/db/schema.ts';
import type { GameContext } from '../../src/game/context.ts';
import { createGame, joinGame, setFleet, startGame } from '../../src/game/game-lifecycle.ts';
import { rollback } from '../../src/game/gm-controls.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import { parseFlightActivation } from '../../src/rules/starmada/notation/flight-activation.ts';
import { parseFire } from '../../src/rules/starmada/notation/fire.ts';
import { parseWeaponLosses } from '../../src/rules/starmada/notation/losses.ts';
import { makeOrder, parseOrder } from '../../src/rules/starmada/notation/movement.ts';
import type { StarmadaState } from '../../src/rules/starmada/state.ts';
import { starmada } from '../../src/rules/starmada/system.ts';
import { fighterPrompt } from '../../src/rules/starmada/sequence/fighters.ts';
import { expectOk, serviceContext, startedGame } from '../game/service-fixture.ts';
import { type FakeDiscord } from '../harness/fake-discord.ts';
import { autopilot } from '../rules/starmada/game/autopilot.ts';
import { parseRoundPlot } from '../../src/rules/voidstriker/notation/parse.ts';
import { PLOT_HELP_VALID_EXAMPLES } from '../../src/rules/voidstriker/notation/help.ts';
import { CTX } from '../rules/voidstriker/notation/fixtures.ts';
import { deploy, duel, newGame, resolveTyped } from '../rules/starmada/integration/fixtures.ts';

/** Every owing seat sends the autopilot's choice and marks ready until a step with this key opens. */
function playUntil(ctx: GameContext, gameId: number, key: string): void {
  const users = new Map(seatsOf(ctx.db, gameId).map((s) => [s.seatKey, s.userId ?? '']));
  for (let i = 0; i < 200; i++) {
    const step = openStepOf(ctx.db, gameId);
    if (!step) throw new Error('the game ended first');
    if (step.key === key) return;
    const state = currentSnapshot(ctx.db, gameId)?.state as StarmadaState;
    for (const seat of step.owes) {
      expectOk(submit(ctx, gameId, users.get(seat) ?? '', { submission: autopilot(state, seat) }));
      expectOk(setSeatReady(ctx, gameId, users.get(seat) ?? ''));
    }
  }
  throw new Error(`no step ${key} opened`);
}

describe('the record of a turn', () => {
  test('step keys map to turns: deploy is 0, "t3/…" is 3, anything else is no turn', () => {
    expect(['deploy', 't1/orders', 't3/fighters/2', 't12/fire/1', 'setup', 'turn1/orders'].map(turnOfStep)).toEqual([0, 1, 3, 12, null, null]);
  });

  test('only resolved steps and only public events count; the dice line is left to /verify', () => {
    const { ctx, handle } = serviceContext('history-secret');
    const gameId = startedGame(ctx);
    playUntil(ctx, gameId, 't1/orders');
    const deploySteps = stepsOf(ctx.db, gameId).filter((s) => s.key === 'deploy');
    const deployStep = deploySteps[0];
    if (!deployStep) throw new Error('no deploy step');
    // A secret event (as a cloaked ship's move is) must not show.
    ctx.db.insert(events).values({ gameId, stepId: deployStep.id, seq: 100, type: 'move', payload: { type: 'move', text: 'Cloaked Vessel moves 3.', visibleTo: ['A1'] } }).run();

    const setup = expectOk(turnRecord(ctx.db, gameId, 0));
    expect(setup.steps.map((s) => [s.key, s.title])).toEqual([['deploy', 'Deployment']]);
    const expected = eventsOf(ctx.db, deployStep.id)
      .filter((e) => e.type !== 'dice')
      .map((e) => (e.payload as { text: string; visibleTo?: string[] }))
      .filter((p) => p.visibleTo === undefined)
      .map((p) => p.text);
    expect(setup.steps[0]?.lines).toEqual(expected);
    expect(setup.steps[0]?.lines).toContain('Majestic (side A) deploys in 0409 facing NE.');
    expect(JSON.stringify(setup)).not.toContain('Cloaked Vessel');
    expect(JSON.stringify(setup)).not.toContain('Dice seed');

    // Turn 1 has no resolved step yet (its orders are open).
    expect(turnRecord(ctx.db, gameId, 1)).toEqual({ ok: false, error: [expect.objectContaining({ message: 'Turn 1 has no record yet; turns with one: 0 (setup).' })] });

    // Rolled back: the void deployment is not the game's story any more.
    expectOk(rollback(ctx, gameId, 'ana', 'deploy'));
    expect(turnRecord(ctx.db, gameId, 0)).toEqual({ ok: false, error: [expect.objectContaining({ message: 'Nothing has resolved in this game yet; /history shows turns once they have been played.' })] });
    handle.close();
  });

  const line = (step: number, n: number): string => `Step ${step} line ${n}: ${'x'.repeat(50)}`;
  const longRecord = (): TurnRecord => ({
    turn: 4,
    steps: [1, 2, 3].map((k) => ({ key: `t4/step${k}`, title: `Turn 4: step ${k}`, lines: Array.from({ length: 30 }, (_, n) => line(k, n + 1)) })),
  });

  test('a turn that fits is shown whole, with a /verify hint', () => {
    const record: TurnRecord = { turn: 2, steps: [{ key: 't2/orders', title: 'Turn 2: orders', lines: ['Majestic 4(4): 1006 → 1404, heading NE.'] }, { key: 't2/fire', title: 'Turn 2: fire', lines: [] }] };
    expect(recordMessage(record, 'turn-2.txt')).toEqual({
      condensed: false,
      content: [
        '**Turn 2**: what everyone saw',
        '**Turn 2: orders** (t2/orders)',
        'Majestic 4(4): 1006 → 1404, heading NE.',
        '**Turn 2: fire** (t2/fire)',
        '(nothing public)',
        'Check the dice with /verify step:t2/fire (or any step key above).',
      ].join('\n'),
    });
  });

  test('a long turn is condensed to every step’s first lines, shared fairly, and names the attached file', () => {
    const record = longRecord();
    const message = recordMessage(record, 'turn-4.txt');
    expect(message.condensed).toBe(true);
    expect(message.content.length).toBeLessThanOrEqual(2000);
    const lines = message.content.split('\n');
    expect(lines[0]).toBe('**Turn 4**: what everyone saw');
    expect(lines.at(-1)).toBe('Full record attached: turn-4.txt.');
    for (const k of [1, 2, 3]) {
      expect(lines).toContain(`**Turn 4: step ${k}** (t4/step${k})`);
      expect(lines).toContain(line(k, 1));
    }
    // Each step shows about as many lines as the others, and says how many more the file has.
    const shown = [1, 2, 3].map((k) => lines.filter((l) => l.startsWith(`Step ${k} line`)).length);
    expect(Math.max(...shown) - Math.min(...shown)).toBeLessThanOrEqual(1);
    for (const n of shown) expect(lines).toContain(`… ${30 - n} more`);
    expect(shown[0]).toBeGreaterThan(5);
    // The file has it all.
    const text = recordText(record);
    for (const k of [1, 2, 3]) for (let n = 1; n <= 30; n++) expect(text).toContain(line(k, n));
  });

  test('even a turn of very many steps stays within one message', () => {
    const record: TurnRecord = { turn: 5, steps: Array.from({ length: 60 }, (_, k) => ({ key: `t5/fighters/${k + 1}`, title: `Turn 5: fighters, activation ${k + 1} (side A)`, lines: ['Red 1 flies 2S3.'] })) };
    const message = recordMessage(record, 'turn-5.txt');
    expect(message.condensed).toBe(true);
    expect(message.content.length).toBeLessThanOrEqual(2000);
    expect(message.content.endsWith('…\nFull record attached: turn-5.txt.')).toBe(true);
  });
});

describe('every example /help system:starmada shows is read by the real parsers', () => {
  const options = { alternateArcs: true, carriers: true };
  // Ana's Majestic against Ben's Kestrel and Vigil (synthetic Lancers) and, for fighters, a Monsoon carrier.
  const fresh = () => newGame({ options, a: [{ class: 'Majestic' }], b: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Vigil' }] });

  test('deployment', () => {
    for (const e of STARMADA_EXAMPLES.deployment) expect(starmada.parse(fresh(), 'ana', e.text).ok, e.text).toBe(true);
  });

  test('movement orders: each parses with parseOrder, as written in its normal form', () => {
    const normal: Record<string, string> = {
      'Majestic 2P2': '2P2(4)',
      'Majestic 2P2(4)': '2P2(4)',
      'Majestic 4': '4(4)',
      'Majestic 1S2S': '1S2S(3)',
      'Majestic 2U1': '2U1(3)',
      'Majestic P2L2': 'P2L2(5)',
      'Majestic 3P1(4) +1': '3P1(4) +1',
    };
    expect(STARMADA_EXAMPLES.movement.map((e) => e.text)).toEqual(Object.keys(normal));
    for (const e of STARMADA_EXAMPLES.movement) {
      const parsed = parseOrder(e.text.replace(/^Majestic /, ''));
      if (!parsed.ok) throw new Error(`${e.text}: ${parsed.error.map((x) => x.message).join(' | ')}`);
      expect(makeOrder(parsed.value), e.text).toBe(normal[e.text]);
    }
    expect(parseOrder('0').ok).toBe(true); // "`0` stops"
    for (const e of STARMADA_EXAMPLES.prefixes) expect(parseOrder(e.text).ok, e.text).toBe(true);
    // The straight and one-turn orders are legal for a Majestic on turn 1, through the whole rule system.
    const deployed = deploy(fresh());
    for (const text of ['Majestic 2P2', 'Majestic 2P2(4)', 'Majestic 4']) expect(starmada.parse(deployed, 'ana', text).ok, text).toBe(true);
  });

  test('fire, with the targets in reach', () => {
    const { state } = duel({ options, a: [{ class: 'Majestic' }], b: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Vigil' }], where: { majestic: [10, 10, 0], kestrel: [10, 6, 3], vigil: [11, 6, 3] } });
    expect(state.phase.kind).toBe('fire');
    for (const e of STARMADA_EXAMPLES.fire) expect(expectOk(parseFire(state, 'ana', e.text)), e.text).toBeDefined();
    expect(expectOk(parseFire(state, 'ana', STARMADA_EXAMPLES.fire[0].text)).map((d) => [d.battery, d.weapons, d.targetId])).toEqual([
      [1, 2, 'kestrel'],
      [2, 4, 'vigil'],
    ]);
  });

  test('fighters', () => {
    const state = resolveTyped(deploy(newGame({ options, a: [{ class: 'Majestic' }], b: [{ class: 'Monsoon' }] })), {}).state;
    const prompt = fighterPrompt(state);
    if (!prompt) throw new Error('no fighter activation');
    for (const e of STARMADA_EXAMPLES.fighters) expect(parseFlightActivation(state, prompt, e.text).ok, e.text).toBe(true);
  });

  test('weapon losses', () => {
    const state = { ...deploy(fresh()), phase: { kind: 'weaponLosses' as const, owed: { majestic: 3 } } };
    for (const e of STARMADA_EXAMPLES.losses) {
      expect(parseWeaponLosses(state, 'ana', e.text).ok, e.text).toBe(true);
      expect(starmada.parse(state, 'ana', e.text).ok, e.text).toBe(true);
    }
  });

  test('the help shows every example and fits one message; systems not yet run say so', () => {
    for (const e of Object.values(STARMADA_EXAMPLES).flat()) expect(STARMADA_HELP).toContain(`\`${e.text}\``);
    expect(STARMADA_HELP.length).toBeLessThanOrEqual(2000);
    expect(HELP_OVERVIEW.length).toBeLessThanOrEqual(2000);
    expect(systemHelp('metaverse')).toMatch(/^\*\*Metaverse \(2\.2\.3\) through Salvo\.\*\*/);
    expect(systemHelp('chess')).toBeUndefined();
  });
});

describe('every example /help system:voidstriker shows is read by the real parser', () => {
  // The sample seat of the plot notation's own tests: Warhawk and Kestrel against Raider and Viper.
  test('each plot example is one of the notation help\'s valid examples and parses with parseRoundPlot', () => {
    for (const e of VOIDSTRIKER_EXAMPLES.plot) {
      expect(PLOT_HELP_VALID_EXAMPLES, e.text).toContain(e.text);
      const parsed = parseRoundPlot(e.text, CTX);
      if (!parsed.ok) throw new Error(`${e.text}: ${parsed.error.map((x) => x.message).join(' | ')}`);
    }
    const land = parseRoundPlot(VOIDSTRIKER_EXAMPLES.plot[3].text, CTX);
    const takeOff = parseRoundPlot('Kestrel: takeoff', CTX); // named in the landing example's meaning
    expect([land, takeOff].map((r) => (r.ok ? r.value.ships.find((s) => s.shipId === 'kestrel')?.standing.surface : undefined))).toEqual(['land', 'takeOff']);
  });

  test('the firePerPhase example gives fire and launch orders only', () => {
    const parsed = parseRoundPlot(VOIDSTRIKER_EXAMPLES.fire[0].text, CTX);
    if (!parsed.ok) throw new Error(parsed.error.map((x) => x.message).join(' | '));
    const warhawk = parsed.value.ships.find((s) => s.shipId === 'warhawk');
    expect(warhawk?.fire.map((o) => [o.mount, o.target])).toEqual([['mk5', 'raider']]);
    expect(warhawk?.launch.map((o) => [o.mount, o.target])).toEqual([['tubes', 'viper']]);
  });

  test('the README\'s Voidstriker plot examples are the notation help\'s valid examples', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('### Voidstriker'), readme.indexOf('### Metaverse'));
    const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const l of lines) expect(PLOT_HELP_VALID_EXAMPLES, l).toContain(l);
  });

  test('the help shows every example, the options and scenarios, and fits one message', () => {
    for (const e of Object.values(VOIDSTRIKER_EXAMPLES).flat()) expect(VOIDSTRIKER_HELP).toContain(`\`${e.text}\``);
    for (const word of ['firePerPhase', 'asteroids', '6.1', '6.2', '6.3', 'skirmish', 'land', 'takeoff']) expect(VOIDSTRIKER_HELP).toContain(word);
    expect(VOIDSTRIKER_HELP.length).toBeLessThanOrEqual(2000);
    expect(systemHelp('voidstriker')).toBe(VOIDSTRIKER_HELP);
  });
});

describe('/history and /help through the fake Discord', () => {
  let fake: FakeDiscord;
  let running: BotInProcess;
  let ctx: GameContext;
  let gameId: number;
  let ana: APIUser;
  let ben: APIUser;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'e2e-history-secret', commands: [gm, history, help] });
    ({ fake, ctx } = running);
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
    const game = expectOk(
      createGame(ctx, {
        guildId: fake.guildId,
        channelId: fake.channelId,
        threadId: fake.channelId,
        system: 'starmada',
        scenario: 'standard/medium',
        options: { carriers: true, alternateArcs: true, dualMode: true },
        stepLengthMs: 86_400_000,
        gmUserId: ana.id,
      }),
    );
    gameId = game.id;
    expectOk(joinGame(ctx, gameId, { id: ana.id, name: 'Ana' }, 'A'));
    expectOk(joinGame(ctx, gameId, { id: ben.id, name: 'Ben' }, 'B'));
    expectOk(setFleet(ctx, gameId, ana.id, { ships: [{ class: 'Majestic' }, { class: 'Sovereign' }, { class: 'Resolute' }] }));
    expectOk(setFleet(ctx, gameId, ben.id, { ships: [{ class: 'Monsoon' }, { class: 'Mistral' }, { class: 'Sirocco' }] }));
    expectOk(startGame(ctx, gameId, ana.id));
    playUntil(ctx, gameId, 't2/orders');
    // However the dice fall, turn 1 gets too long for one message: twenty more public lines in its fire step.
    const fire = stepsOf(ctx.db, gameId).find((s) => s.key === 't1/fire');
    if (!fire) throw new Error('no t1/fire step');
    ctx.db
      .insert(events)
      .values(Array.from({ length: 20 }, (_, n) => ({ gameId, stepId: fire.id, seq: 100 + n, type: 'note', payload: { type: 'note', text: `Extra line ${n + 1} of the log: ${'·'.repeat(60)}` } })))
      .run();
  });

  afterAll(async () => {
    await running.stop();
  });

  test('/history turn:0 shows the deployment privately, whole', async () => {
    const cmd = await fake.sendCommand({ user: ben, name: 'history', options: { turn: 0 }, channelId: fake.channelId });
    await cmd.waitForResponse();
    expect(cmd.ephemeral).toBe(true);
    const lines = cmd.content?.split('\n') ?? [];
    expect(lines.slice(0, 2)).toEqual(['**Setup (turn 0)**: what everyone saw', '**Deployment** (deploy)']);
    expect(lines).toContain('Majestic (side A) deploys in 0409 facing NE.');
    expect(lines.at(-1)).toBe('Check the dice with /verify step:deploy (or any step key above).');
    expect(cmd.files).toEqual([]);
    expect(fake.violations).toEqual([]);
  });

  test('/history turn:1 condenses a long turn and attaches the full text', async () => {
    const cmd = await fake.sendCommand({ user: ben, name: 'history', options: { turn: 1 }, channelId: fake.channelId });
    await cmd.waitForResponse();
    expect(cmd.ephemeral).toBe(true);
    const content = cmd.content ?? '';
    expect(content.length).toBeLessThanOrEqual(2000);
    const turn1 = stepsOf(ctx.db, gameId).filter((s) => s.key.startsWith('t1/'));
    expect(turn1.map((s) => s.key)).toContain('t1/fire');
    for (const step of turn1) expect(content).toContain(`**${step.title}** (${step.key})`);
    expect(content.split('\n').at(-1)).toBe('Full record attached: turn-1.txt.');
    const [file] = cmd.files;
    expect(file?.name).toBe('turn-1.txt');
    const text = file?.data.toString('utf8') ?? '';
    for (const step of turn1) {
      for (const e of eventsOf(ctx.db, step.id).filter((x) => x.type !== 'dice')) expect(text).toContain((e.payload as { text: string }).text);
    }
    expect(fake.violations).toEqual([]);
  });

  test('/history for a turn not played names the turns that are; outside a game thread it says where to run it', async () => {
    const unknown = await fake.sendCommand({ user: ana, name: 'history', options: { turn: 7 }, channelId: fake.channelId });
    await unknown.waitForResponse();
    expect(unknown.ephemeral).toBe(true);
    expect(unknown.content).toBe('Turn 7 has no record yet; turns with one: 0 (setup), 1.');
    const dm = await fake.sendCommand({ user: ana, name: 'history', options: { turn: 1 }, dm: true });
    await dm.waitForResponse();
    expect(dm.content).toBe("Run /history in a game's thread.");
    expect(fake.violations).toEqual([]);
  });

  test('/help and /help system answer privately', async () => {
    const overview = await fake.sendCommand({ user: ben, name: 'help', options: {}, channelId: fake.channelId });
    await overview.waitForResponse();
    expect(overview.ephemeral).toBe(true);
    expect(overview.content).toBe(HELP_OVERVIEW);

    const starmadaHelp = await fake.sendCommand({ user: ben, name: 'help', options: { system: 'starmada' }, dm: true });
    await starmadaHelp.waitForResponse();
    expect(starmadaHelp.content).toBe(STARMADA_HELP);

    const voidstrikerHelp = await fake.sendCommand({ user: ben, name: 'help', options: { system: 'voidstriker' }, channelId: fake.channelId });
    await voidstrikerHelp.waitForResponse();
    expect(voidstrikerHelp.ephemeral).toBe(true);
    expect(voidstrikerHelp.content).toBe(VOIDSTRIKER_HELP);
    expect(fake.violations).toEqual([]);
  });
});
