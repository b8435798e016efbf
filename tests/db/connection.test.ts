import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.ts';
import { games, seats } from '../../src/db/schema.ts';

const EXPECTED_TABLES = ['bot_lease', 'dm_focus', 'events', 'game_gms', 'games', 'local_discord', 'local_files', 'outbox', 'refused_drafts', 'reminders', 'seats', 'snapshots', 'steps', 'submissions'];

describe('openDatabase', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((f) => f()));

  function open(path: string): DatabaseHandle {
    const handle = openDatabase(path);
    cleanups.push(() => handle.close());
    return handle;
  }

  test('creates the file and its folder on first start, in WAL mode with foreign keys on', () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-db-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const { sqlite } = open(join(dir, 'nested', 'salvo.db'));
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    const tables = sqlite
      .prepare("select name from sqlite_master where type = 'table' and name not like '\\_\\_%' escape '\\' and name <> 'sqlite_sequence' order by name")
      .all()
      .map((r) => (r as { name: string }).name);
    expect(tables).toEqual(EXPECTED_TABLES);
  });

  test('migrating an existing database again changes nothing and keeps its rows', () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-db-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'salvo.db');
    const first = openDatabase(path);
    first.db.insert(games).values({ channelId: '1', title: 'Game 1', system: 'starmada', scenario: 'standard', gmUserId: '2', stepLengthMs: 86_400_000, diceSecret: 's' }).run();
    first.close();
    const { db } = open(path);
    expect(db.select().from(games).all()).toHaveLength(1);
  });

  test('foreign keys are enforced and deleting a game removes its seats', () => {
    const { db } = open(':memory:');
    expect(() => db.insert(seats).values({ gameId: 999, seatKey: 'A', side: 'A' }).run()).toThrow(/FOREIGN KEY/);
    const [game] = db
      .insert(games)
      .values({ channelId: '1', title: 'Game 1', system: 'starmada', scenario: 'standard', gmUserId: '2', stepLengthMs: 1000, diceSecret: 's' })
      .returning()
      .all();
    if (!game) throw new Error('insert returned nothing');
    db.insert(seats).values({ gameId: game.id, seatKey: 'A', side: 'A', userId: '3' }).run();
    expect(() => db.insert(seats).values({ gameId: game.id, seatKey: 'A', side: 'A' }).run()).toThrow(/UNIQUE/);
    db.delete(games).where(eq(games.id, game.id)).run();
    expect(db.select().from(seats).all()).toEqual([]);
    expect(game.status).toBe('lobby');
    expect(game.createdAt).toBeInstanceOf(Date);
  });

  test('the queries the game service will run are served by indexes', () => {
    const { sqlite } = open(':memory:');
    const plan = (q: string) => JSON.stringify(sqlite.prepare(`explain query plan ${q}`).all());
    expect(plan("select * from steps where status = 'open' and deadline_at <= 5")).toContain('steps_open_deadline_idx');
    expect(plan("select * from seats where user_id = '3'")).toContain('seats_user_idx');
    expect(plan('select * from outbox where sent_at is null and next_attempt_at <= 5')).toContain('outbox_pending_idx');
    expect(plan('select * from submissions where step_id = 1')).toContain('submissions_step_seat_idx');
    expect(plan('select * from events where step_id = 1 order by seq')).toContain('events_step_seq_idx');
  });
});
