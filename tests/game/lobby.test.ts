// The lobby service: planning a game, the lobby post and its refreshes through the outbox, seats, fleets, start.
import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { gameById, outboxByKey, seatsOf } from '../../src/db/game-repo.ts';
import { outbox } from '../../src/db/schema.ts';
import type { GameContext } from '../../src/game/context.ts';
import {
  addShip,
  fleetOf,
  fleetShipChoices,
  gameInfoText,
  gamesOfGuild,
  importDesigns,
  joinLobby,
  leaveLobby,
  lobbyPost,
  openLobby,
  planLobby,
  removeShip,
  scenarioLabel,
  shipClassChoices,
  startFromLobby,
  stepLengthText,
  updateFleet,
  type LobbyPlan,
  type LobbyPost,
} from '../../src/game/lobby.ts';
import { ok } from '../../src/rules/core/result.ts';
import { makeDrake } from '../../src/rules/starmada/ships/drake.ts';
import { findShipClass } from '../../src/rules/starmada/ships/library/index.ts';
import { expectErr, expectOk, serviceContext } from './service-fixture.ts';

const DAY = 86_400_000;
const ana = { id: 'ana', name: 'Ana' };
const ben = { id: 'ben', name: 'Ben' };

/** A Raider: the Majestic's design under another class name, in Drake notation. */
function raiderDrake(): string {
  const majestic = findShipClass('Majestic');
  if (!majestic) throw new Error('the library has no Majestic');
  return makeDrake({ ...majestic, className: 'Raider' });
}

let ctx: GameContext;

function outboxRows() {
  return ctx.db.select().from(outbox).orderBy(asc(outbox.id)).all();
}

function lastLobbyEdit(gameId: number): LobbyPost {
  const edits = outboxRows().filter((r) => r.kind === 'edit' && r.target === `outbox:g${gameId}/lobby`);
  const last = edits.at(-1);
  if (!last) throw new Error('no lobby edit queued');
  return last.payload as LobbyPost;
}

function open(plan: Partial<LobbyPlan> = {}, threadId = 't1'): number {
  const planned = expectOk(planLobby({ system: 'starmada', scenario: 'standard/small', stepLengthMs: DAY, options: null }));
  return expectOk(openLobby(ctx, { ...planned, ...plan }, { guildId: 'g1', channelId: 'c1', threadId, gmUserId: 'ana' })).game.id;
}

beforeEach(() => {
  ctx = serviceContext().ctx;
});

describe('planLobby', () => {
  test('names the game after the system and the scenario, and reads optional rules by id, reference or name', () => {
    const plan = expectOk(planLobby({ system: 'starmada', scenario: 'standard/small', stepLengthMs: 90 * 60_000, options: 'carriers, E.1 ,Explosions' }));
    expect(plan).toEqual({
      system: 'starmada',
      scenario: 'standard/small',
      stepLengthMs: 90 * 60_000,
      exchangeLengthMs: null,
      options: { carriers: true, damageControl: true, explosions: true },
      title: 'Starmada · Standard (Small)',
    });
  });

  test('reports every problem at once', () => {
    const errors = expectErr(planLobby({ system: 'starmada', scenario: 'nowhere', stepLengthMs: 1000, options: 'carriers, warp' }));
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^"nowhere" is not a scenario; choose Standard/);
    expect(errors[1]).toBe('A step lasts at least one minute.');
    expect(errors[2]).toMatch(/^"warp" is not an optional rule of Starmada Unity; pick from the list as you type \(e\.g\. Alternate firing arcs \(C\.1\), Dual-mode weapons \(C\.2\), Carriers and fighters \(B\.4\)\)\.$/);
  });

  test('refuses a system Salvo does not run yet', () => {
    expect(expectErr(planLobby({ system: 'fullthrust', scenario: 'x', stepLengthMs: DAY }))).toEqual(['"fullthrust" is not a rule system Salvo runs yet; choose Starmada Unity, Voidstriker or Metaverse.']);
  });

  test('short scenario labels and step lengths', () => {
    expect(scenarioLabel('Standard scenario · Very Small battle · Fleet limit 400 CR · Victory at 240 VP', 'standard/verySmall')).toBe('Standard (Very Small)');
    expect(scenarioLabel('S.4 Fleet Action · Fleet limit 2000 CR a side · Victory at 1200 VP', 'S.4')).toBe('S.4 Fleet Action');
    expect(scenarioLabel(null, 'S.99')).toBe('S.99');
    expect([stepLengthText(DAY), stepLengthText(90 * 60_000), stepLengthText(3 * DAY), stepLengthText(36 * 3_600_000)]).toEqual(['24 h', '90 min', '3 days', '36 h']);
  });
});

describe('openLobby', () => {
  test('creates the game in its thread and queues the lobby post there, with a Join button per side', () => {
    const id = open({ options: { carriers: true } });
    const game = gameById(ctx.db, id);
    expect(game).toMatchObject({ threadId: 't1', gmUserId: 'ana', status: 'lobby', title: 'Starmada · Standard (Small)', options: { carriers: true } });
    const row = outboxByKey(ctx.db, `g${id}/lobby`);
    expect(row).toMatchObject({ kind: 'channel', target: 't1', gameId: id });
    const post = row?.payload as LobbyPost;
    expect(post.content.split('\n')).toEqual([
      `**Game ${id} · Starmada · Standard (Small)**`,
      'Starmada Unity · Standard scenario · Small battle · Fleet limit 700 CR · Victory at 420 VP',
      '24 h per step · GM: <@ana>',
      "Reminders 6 h and 1 h before each deadline (scaled to the step) · Missed orders: the rules' default applies",
      'Optional rules: Carriers and fighters (B.4)',
      'Side A: (open)',
      'Side B: (open)',
      'Join a side with the buttons below, then build your fleet here with `/fleet add` or `/fleet import`. The GM starts with `/game start` and changes the settings with **Settings** or `/game settings`.',
    ]);
    expect(post.components).toEqual([
      {
        type: 1,
        components: [
          { type: 2, style: 1, label: 'Join side A', custom_id: `join:${id}:A` },
          { type: 2, style: 1, label: 'Join side B', custom_id: `join:${id}:B` },
          { type: 2, style: 2, label: 'Settings', custom_id: `lobby:${id}:settings` },
        ],
      },
    ]);
  });

  test('a thread holds one game', () => {
    open();
    const planned = expectOk(planLobby({ system: 'starmada', scenario: 'standard/small', stepLengthMs: DAY }));
    expect(expectErr(openLobby(ctx, planned, { guildId: 'g1', channelId: 'c1', threadId: 't1', gmUserId: 'ben' }))).toEqual([
      'That thread already holds a game; start a new game in its own thread.',
    ]);
    expect(outboxRows()).toHaveLength(1);
  });
});

describe('seats', () => {
  test('joining takes a seat and queues an edit of the lobby post, one key per change', () => {
    const id = open();
    const joined = expectOk(joinLobby(ctx, id, ana, 'a'));
    expect(joined.seat).toMatchObject({ seatKey: 'A1', side: 'A', userId: 'ana', playerName: 'Ana' });
    expect(joined.limit).toBe('700 CR');
    expect(joined.post.content).toContain('Side A: Ana (no ships yet)\nSide B: (open)');
    // The GM plays, so the lobby names them instead of mentioning them.
    expect(joined.post.content).toContain('24 h per step · GM: Ana');
    expectOk(joinLobby(ctx, id, ben, 'B'));
    const edits = outboxRows().filter((r) => r.kind === 'edit');
    expect(edits.map((r) => r.target)).toEqual([`outbox:g${id}/lobby`, `outbox:g${id}/lobby`]);
    expect(new Set(edits.map((r) => r.key)).size).toBe(2);
    expect(lastLobbyEdit(id).content).toContain('Side A: Ana (no ships yet)\nSide B: Ben (no ships yet)');
    expect(lastLobbyEdit(id)).toEqual(expectOk(lobbyPost(ctx, id)));
  });

  test('refuses a second seat, an unknown side and an unknown game, saying what to do', () => {
    const id = open();
    expectOk(joinLobby(ctx, id, ana, 'A'));
    expect(expectErr(joinLobby(ctx, id, ana, 'A'))).toEqual(['You are already on side A.']);
    expect(expectErr(joinLobby(ctx, id, ana, 'B'))).toEqual(['You are on side A; use /game leave first, then join side B.']);
    expect(expectErr(joinLobby(ctx, id, ben, 'C'))).toEqual(['There is no side "C" in this game; pick A or B.']);
    expect(expectErr(joinLobby(ctx, 999, ben, 'A'))).toEqual(['There is no game 999.']);
  });

  test('leaving frees the seat and closes up the side, so the next player can join it', () => {
    const id = open();
    expectOk(joinLobby(ctx, id, ana, 'A'));
    expectOk(joinLobby(ctx, id, ben, 'A'));
    const left = expectOk(leaveLobby(ctx, id, 'ana'));
    expect(left.side).toBe('A');
    expect(left.post.content).toContain('Side A: Ben (no ships yet)');
    expect(seatsOf(ctx.db, id).map((s) => [s.seatKey, s.userId])).toEqual([['A1', 'ben']]);
    expectOk(joinLobby(ctx, id, { id: 'cy', name: 'Cy' }, 'A'));
    expect(seatsOf(ctx.db, id).map((s) => [s.seatKey, s.userId])).toEqual([
      ['A1', 'ben'],
      ['A2', 'cy'],
    ]);
    expect(expectErr(leaveLobby(ctx, id, 'ana'))).toEqual(['You have no seat in this game.']);
  });
});

describe('fleets', () => {
  test('adding ships reads the stored fleet and writes it back; the lobby shows the new total', () => {
    const id = open();
    expectOk(joinLobby(ctx, id, ana, 'A'));
    const first = expectOk(addShip(ctx, id, 'ana', 'Majestic'));
    expect(first.note).toBe('Added Majestic · Majestic-class battlecruiser · CR 185.');
    expect(first.summary).toMatchObject({ total: 185, limit: 700, totalText: '185 / 700 CR', problems: [] });
    const second = expectOk(addShip(ctx, id, 'ana', 'Vigilant', 'Watchful'));
    expect(second.summary.ships).toEqual(['Majestic · Majestic-class battlecruiser · CR 185', 'Watchful · Vigilant-class escort frigate · CR 61']);
    expect(second.summary.totalText).toBe('246 / 700 CR');
    expect(lastLobbyEdit(id).content).toContain('Side A: Ana (246 / 700 CR)');
    // What keeps the fleet from being legal comes with every answer; an option it needs, as the GM's to turn on.
    expect(expectOk(addShip(ctx, id, 'ana', 'Tempest')).summary.needs).toEqual([
      'Vigilant uses named or defensive firing arcs: the game has Alternate firing arcs (C.1) off; the GM can turn it on from the lobby post.',
      'Tempest uses named or defensive firing arcs: the game has Alternate firing arcs (C.1) off; the GM can turn it on from the lobby post.',
    ]);
    expectOk(removeShip(ctx, id, 'ana', 'Tempest'));
    expect(fleetShipChoices(ctx, id, 'ana')).toEqual([
      { name: 'Majestic · Majestic-class battlecruiser · CR 185', value: 'Majestic' },
      { name: 'Watchful · Vigilant-class escort frigate · CR 61', value: 'Watchful' },
    ]);
  });

  test('a refused change stores nothing and queues nothing', () => {
    const id = open();
    expectOk(joinLobby(ctx, id, ana, 'A'));
    const before = outboxRows().length;
    expect(expectErr(addShip(ctx, id, 'ana', 'Nimitz'))[0]).toMatch(/^"Nimitz" is not a known class; pick one of Majestic, /);
    expect(seatsOf(ctx.db, id)[0]?.fleet).toBeNull();
    expect(outboxRows()).toHaveLength(before);
    expect(expectErr(addShip(ctx, id, 'ben', 'Majestic'))).toEqual(['Join a side first: click Join in the lobby post, or /game join side:A.']);
  });

  test('updateFleet hands the change the fleet as stored, and an exception inside rolls everything back', () => {
    const id = open();
    expectOk(joinLobby(ctx, id, ana, 'A'));
    expectOk(addShip(ctx, id, 'ana', 'Majestic'));
    const seen: unknown[] = [];
    expectOk(
      updateFleet(ctx, id, 'ana', (fleet) => {
        seen.push(fleet);
        return ok({ fleet, note: 'unchanged' });
      }),
    );
    expect(seen).toEqual([{ ships: [{ class: 'Majestic', name: 'Majestic' }], designs: [] }]);
    const rows = outboxRows().length;
    expect(() =>
      updateFleet(ctx, id, 'ana', () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(outboxRows()).toHaveLength(rows);
  });

  test('removing a ship, and the total going down in the lobby', () => {
    const id = open();
    expectOk(joinLobby(ctx, id, ana, 'A'));
    expectOk(addShip(ctx, id, 'ana', 'Majestic'));
    expectOk(addShip(ctx, id, 'ana', 'Majestic'));
    const removed = expectOk(removeShip(ctx, id, 'ana', 'majestic 2'));
    expect(removed.note).toBe('Removed Majestic 2.');
    expect(removed.summary.totalText).toBe('185 / 700 CR');
    expect(lastLobbyEdit(id).content).toContain('Side A: Ana (185 / 700 CR)');
    expect(expectErr(removeShip(ctx, id, 'ana', 'Nimitz'))).toEqual(['Your fleet has no ship called "Nimitz": Majestic.']);
  });

  test('importing designs adds them as ships and offers the class for /fleet add; bad designs list every problem', () => {
    const id = open();
    expectOk(joinLobby(ctx, id, ana, 'A'));
    const imported = expectOk(importDesigns(ctx, id, 'ana', raiderDrake()));
    expect(imported.note).toBe('Imported Raider.');
    expect(imported.summary.totalText).toBe('185 / 700 CR');
    expect(shipClassChoices(ctx, id, 'ana')[0]).toEqual({ name: 'Raider · your design · CR 185', value: 'Raider' });
    expect(shipClassChoices(ctx, id, 'ana').map((c) => c.value)).toContain('Majestic');
    expect(expectOk(addShip(ctx, id, 'ana', 'Raider')).summary.totalText).toBe('370 / 700 CR');

    const broken = raiderDrake()
      .split('\n')
      .map((line) => line.replace(/\| 2x5\+/, '| 9x5+'))
      .join('\n');
    const errors = expectErr(importDesigns(ctx, id, 'ana', broken));
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors.join('\n')).toMatch(/line \d+: ROF must be 1 to 6, found 9/);
    expect(expectOk(fleetOf(ctx, id, 'ana')).total).toBe(370);
  });
});

describe('starting', () => {
  test('only the GM starts, once every seat has a fleet; the lobby post then loses its buttons', () => {
    const id = open();
    expectOk(joinLobby(ctx, id, ana, 'A'));
    expectOk(joinLobby(ctx, id, ben, 'B'));
    expectOk(addShip(ctx, id, 'ana', 'Majestic'));
    expect(expectErr(startFromLobby(ctx, id, 'ben'))).toEqual(['Only the GM can start the game.']);
    expect(expectErr(startFromLobby(ctx, id, 'ana'))).toEqual(['Ben (side B) has no ships yet: they add them with /fleet add or /fleet import in this thread.']);
    expectOk(addShip(ctx, id, 'ben', 'Majestic'));
    const started = expectOk(startFromLobby(ctx, id, 'ana'));
    expect(started.status).toBe('active');
    const post = lastLobbyEdit(id);
    expect(post.components).toEqual([]);
    expect(post.content).toContain('Side A: Ana (185 / 700 CR)\nSide B: Ben (185 / 700 CR)\nThe game has started: each step is posted below.');
    // The game service opened the first step through the outbox as well.
    expect(outboxRows().some((r) => r.key.startsWith(`g${id}/s1/opened`))).toBe(true);

    expect(expectErr(joinLobby(ctx, id, { id: 'cy', name: 'Cy' }, 'A'))[0]).toMatch(/has already started/);
    expect(expectErr(leaveLobby(ctx, id, 'ben'))).toEqual(['The game has started, so seats are fixed: ask the GM to seat someone in your place with /gm substitute.']);
    expect(expectErr(addShip(ctx, id, 'ben', 'Majestic'))).toEqual(['The game has started; fleets are fixed. /game info shows them.']);
  });
});

describe('views', () => {
  test('/game info: limits, GM, options, seats with totals and ship names, and the open step with its deadline', () => {
    const id = open();
    expectOk(joinLobby(ctx, id, ana, 'A'));
    expectOk(joinLobby(ctx, id, ben, 'B'));
    expectOk(addShip(ctx, id, 'ana', 'Majestic'));
    const lobby = expectOk(gameInfoText(ctx, id)).split('\n');
    expect(lobby.slice(5)).toEqual(['Side A:', '• Ana: 185 / 700 CR · Majestic', 'Side B:', '• Ben: no ships yet', 'Status: in the lobby, waiting for the GM to /game start.']);
    expectOk(addShip(ctx, id, 'ben', 'Majestic'));
    expectOk(startFromLobby(ctx, id, 'ana'));
    const running = expectOk(gameInfoText(ctx, id));
    expect(running.split('\n').at(-1)).toMatch(/^Status: running · Deployment · due <t:\d+:R>$/);
  });

  test('/games: the server\'s games, newest first, with players', () => {
    const first = open({}, 't1');
    expectOk(joinLobby(ctx, first, ana, 'A'));
    const second = open({}, 't2');
    const elsewhere = expectOk(openLobby(ctx, expectOk(planLobby({ system: 'starmada', scenario: 'S.4', stepLengthMs: DAY })), { guildId: 'g2', channelId: 'c9', threadId: 't9', gmUserId: 'x' }));
    const listed = gamesOfGuild(ctx, 'g1');
    expect(listed.more).toBe(false);
    expect(listed.games).toEqual([
      { id: second, heading: `Game ${second} · Starmada · Standard (Small)`, status: 'lobby', threadId: 't2', players: [] },
      { id: first, heading: `Game ${first} · Starmada · Standard (Small)`, status: 'lobby', threadId: 't1', players: ['Ana'] },
    ]);
    expect(gamesOfGuild(ctx, 'g2').games.map((g) => g.heading)).toEqual([`Game ${elsewhere.game.id} · Starmada · S.4 Fleet Action`]);
    expect(gamesOfGuild(ctx, 'g1', 1)).toMatchObject({ more: true, games: [{ id: second }] });
  });

  test('the lobby post stays within Discord\'s limits with a crowd of long names', () => {
    const id = open();
    for (let i = 0; i < 40; i++) expectOk(joinLobby(ctx, id, { id: `u${i}`, name: `${'Commodore_'.repeat(6)}${i}` }, i % 2 ? 'A' : 'B'));
    const post = expectOk(lobbyPost(ctx, id));
    expect(post.content.length).toBeLessThanOrEqual(2000);
    // Markdown in names is shown as typed, not as formatting.
    expect(post.content).toContain('Commodore\\_');
    expect(post.components.flatMap((r) => r.components).every((b) => b.custom_id.length <= 100 && b.label.length <= 80)).toBe(true);
  });
});
