// A lobby's settings (src/game/lobby-settings.ts): any GM changes scenario, options, step length, reminders and what
// a missed order gets until the game starts; every problem at once; one transaction with the lobby post's refresh
// and a note in the thread; seats follow a new scenario's sides and the fleets it gives.
import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { gameById, seatsOf } from '../../src/db/game-repo.ts';
import { outbox } from '../../src/db/schema.ts';
import type { GameContext } from '../../src/game/context.ts';
import { addCoGm, claimGm } from '../../src/game/gm-powers.ts';
import { addShip, joinLobby, openLobby, planLobby, startFromLobby, type LobbyPost } from '../../src/game/lobby.ts';
import { changeSettings } from '../../src/game/lobby-settings.ts';
import { expectErr, expectOk, serviceContext } from './service-fixture.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
let ctx: GameContext;

const rows = () => ctx.db.select().from(outbox).orderBy(asc(outbox.id)).all();
const lobbyPost = (gameId: number): LobbyPost => rows().filter((r) => r.target === `outbox:g${gameId}/lobby`).at(-1)?.payload as LobbyPost;
const notes = () => rows().filter((r) => r.key.includes('/settings/')).map((r) => (r.payload as { content: string }).content);

function open(system = 'starmada', scenario = 'standard/small'): number {
  const plan = expectOk(planLobby({ system, scenario, stepLengthMs: DAY }));
  return expectOk(openLobby(ctx, plan, { guildId: 'g1', channelId: 'c1', threadId: 't1', gmUserId: 'ana' })).game.id;
}

beforeEach(() => {
  ctx = serviceContext().ctx;
});

describe('changeSettings', () => {
  test('changes every setting at once; the lobby post, the title and a note in the thread follow', () => {
    const id = open();
    const changed = expectOk(changeSettings(ctx, id, 'ana', { scenario: 'standard/large', options: 'C.1, carriers', stepLengthMs: 36 * HOUR, reminderLeadsMs: [HOUR, 12 * HOUR], missedPolicy: 'hold' }));
    expect(changed.changed).toEqual([
      'Scenario: Standard scenario · Large battle · Fleet limit 1500 CR · Victory at 900 VP',
      'Optional rules: Alternate firing arcs (C.1), Carriers and fighters (B.4)',
      'Step length: 36 h',
      'Reminders 12 h and 1 h before each deadline',
      'Missed orders: the GM decides',
    ]);
    expect(gameById(ctx.db, id)).toMatchObject({
      scenario: 'standard/large',
      title: 'Starmada · Standard (Large)',
      stepLengthMs: 36 * HOUR,
      reminderLeadsMs: [12 * HOUR, HOUR],
      missedPolicy: 'hold',
      options: { alternateArcs: true, carriers: true, dualMode: false },
    });
    expect(lobbyPost(id).content.split('\n').slice(0, 5)).toEqual([
      `**Game ${id} · Starmada · Standard (Large)**`,
      'Starmada Unity · Standard scenario · Large battle · Fleet limit 1500 CR · Victory at 900 VP',
      '36 h per step · GM: <@ana>',
      'Reminders 12 h and 1 h before each deadline · Missed orders: the GM decides',
      'Optional rules: Alternate firing arcs (C.1), Carriers and fighters (B.4)',
    ]);
    expect(notes()).toEqual([['**The GM changed the settings:**', ...changed.changed.map((l) => `• ${l}`)].join('\n')]);
    // The same settings again change nothing and say nothing.
    expect(expectOk(changeSettings(ctx, id, 'ana', { scenario: 'standard/large', missedPolicy: 'hold' })).changed).toEqual([]);
    expect(notes()).toHaveLength(1);
  });

  test('every problem at once, and nothing changes', () => {
    const id = open();
    const before = gameById(ctx.db, id);
    expect(
      expectErr(changeSettings(ctx, id, 'ana', { scenario: 'standard/tiny', options: 'warp', stepLengthMs: 10, reminderLeadsMs: [2 * DAY], refused: [{ code: 'ERR_X', message: 'A typed problem.' }] })),
    ).toEqual([
      'A typed problem.',
      expect.stringMatching(/tiny/),
      expect.stringMatching(/^"warp" is not an optional rule of Starmada Unity/),
      'A step lasts at least one minute.',
      'A reminder comes before the deadline, within the step of 24 h; 2 days is not shorter than that.',
    ]);
    expect(gameById(ctx.db, id)).toEqual(before);
    expect(notes()).toEqual([]);
  });

  test("a shorter step that the game's own reminders no longer fit is refused, not the reminders dropped", () => {
    const id = open();
    expectOk(changeSettings(ctx, id, 'ana', { reminderLeadsMs: [12 * HOUR, HOUR] }));
    expect(expectErr(changeSettings(ctx, id, 'ana', { stepLengthMs: 6 * HOUR }))).toEqual(['A reminder comes before the deadline, within the step of 6 h; 12 h is not shorter than that.']);
    expect(expectOk(changeSettings(ctx, id, 'ana', { stepLengthMs: 6 * HOUR, reminderLeadsMs: [] })).changed).toEqual(['Step length: 6 h', 'Reminders 90 min and 15 min before each deadline (scaled to the step)']);
  });

  test('any GM may change them (creator, co-GM, claimed), a player may not, and not once the game has started', () => {
    const id = open();
    expectOk(joinLobby(ctx, id, { id: 'ben', name: 'Ben' }, 'B'));
    expect(expectErr(changeSettings(ctx, id, 'ben', { missedPolicy: 'hold' }))).toEqual(['Only the GM can change the settings.']);
    expectOk(addCoGm(ctx, id, 'ana', { id: 'cy', name: 'Cy' }));
    expectOk(changeSettings(ctx, id, 'cy', { missedPolicy: 'hold' }));
    expectOk(claimGm(ctx, id, 'mo'));
    expectOk(changeSettings(ctx, id, 'mo', { options: 'alternateArcs' }));
    expectOk(joinLobby(ctx, id, { id: 'ana', name: 'Ana' }, 'A'));
    expectOk(addShip(ctx, id, 'ana', 'Majestic'));
    expectOk(addShip(ctx, id, 'ben', 'Vigilant'));
    expectOk(startFromLobby(ctx, id, 'ana'));
    expect(expectErr(changeSettings(ctx, id, 'ana', { missedPolicy: 'rules' }))).toEqual(['The game has started, so its settings are fixed; /gm has what a GM can still change.']);
  });

  test('turning on keeps the options that are on; an id the game cannot turn on is refused', () => {
    const id = open();
    expectOk(changeSettings(ctx, id, 'ana', { options: 'damageControl' }));
    expectOk(changeSettings(ctx, id, 'ana', { turnOn: ['alternateArcs'] }));
    expect(gameById(ctx.db, id)?.options).toMatchObject({ damageControl: true, alternateArcs: true });
    expect(expectErr(changeSettings(ctx, id, 'ana', { turnOn: ['warp'] }))).toEqual(['warp is not an optional rule this game can turn on.']);
    expectOk(changeSettings(ctx, id, 'ana', { options: 'none' }));
    expect(gameById(ctx.db, id)?.options).toMatchObject({ damageControl: false, alternateArcs: false });
  });

  test('a fleet that fits no longer shows in the lobby post when the battle shrinks', () => {
    const id = open();
    expectOk(joinLobby(ctx, id, { id: 'ben', name: 'Ben' }, 'B'));
    expectOk(addShip(ctx, id, 'ben', 'Tempest'));
    expectOk(addShip(ctx, id, 'ben', 'Majestic'));
    expectOk(changeSettings(ctx, id, 'ana', { scenario: 'standard/verySmall', options: 'alternateArcs' }));
    expect(lobbyPost(id).content).toContain('⚠ Ben: Your fleet is 524 CR; a Very Small battle allows 400.');
  });
});

describe('a new scenario with other sides', () => {
  test('Voidstriker 6.1 → skirmish: seats move to A and B, the book fleets they were given go; back to 6.1 they are given again', () => {
    const id = open('voidstriker', '6.1');
    expectOk(joinLobby(ctx, id, { id: 'ana', name: 'Ana' }, 'IJN'));
    expectOk(joinLobby(ctx, id, { id: 'ben', name: 'Ben' }, 'UNSN'));
    expectOk(joinLobby(ctx, id, { id: 'cy', name: 'Cy' }, 'UNSN'));
    const skirmish = expectOk(changeSettings(ctx, id, 'ana', { scenario: 'skirmish' }));
    expect(skirmish.seatNotes).toEqual([
      'Ana moves to side A.',
      'Ana builds a fleet: the new scenario gives side A no ships.',
      'Ben moves to side B.',
      'Ben builds a fleet: the new scenario gives side B no ships.',
      'Cy moves to side B.',
      'Cy builds a fleet: the new scenario gives side B no ships.',
    ]);
    expect(seatsOf(ctx.db, id).map((s) => [s.seatKey, s.side, s.fleet])).toEqual([
      ['A1', 'A', null],
      ['B1', 'B', null],
      ['B2', 'B', null],
    ]);
    expect(lobbyPost(id).content).toContain('Side A: Ana (no ships yet)\nSide B: Ben (no ships yet), Cy (no ships yet)');
    expect(lobbyPost(id).components[0]?.components.map((b) => b.label)).toEqual(['Join side A', 'Join side B', 'Settings']);

    const back = expectOk(changeSettings(ctx, id, 'ana', { scenario: '6.2' }));
    expect(back.seatNotes).toContain('Ana flies the ships the scenario gives side FAC.');
    expect(seatsOf(ctx.db, id).map((s) => [s.seatKey, s.side, s.fleet])).toEqual([
      ['FAC1', 'FAC', { ships: [], side: 'FAC' }],
      ['Arab1', 'Arab', { ships: [], side: 'Arab' }],
      ['Arab2', 'Arab', { ships: [], side: 'Arab' }],
    ]);
    expect(gameById(ctx.db, id)?.title).toBe('Voidstriker · 6.2 Raid on New Angeles V');
  });
});
