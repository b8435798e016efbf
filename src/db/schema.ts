/**
 * The database schema: one row per game, seat, step, submission, snapshot, event, reminder and outbox message.
 * Column names are camelCase here and snake_case in SQL (drizzle `casing: 'snake_case'`).
 * JSON columns are typed with `$type` only; whoever reads them validates them (drizzle does not check at runtime).
 * The schema uses nothing SQLite-only beyond column types, so it can move to PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { blob, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer({ mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const games = sqliteTable(
  'games',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    guildId: text(),
    /** The channel the game was created in, and the thread it lives in. */
    channelId: text().notNull(),
    threadId: text(),
    title: text().notNull(),
    system: text().notNull(),
    scenario: text().notNull(),
    battleSize: text(),
    options: text({ mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    gmUserId: text().notNull(),
    status: text({ enum: ['lobby', 'active', 'paused', 'ended'] })
      .notNull()
      .default('lobby'),
    stepLengthMs: integer().notNull(),
    /** Reminder lead times before each deadline; empty means "scale with the step length". */
    reminderLeadsMs: text({ mode: 'json' }).$type<number[]>().notNull().default([]),
    missedPolicy: text({ enum: ['rules', 'hold'] })
      .notNull()
      .default('rules'),
    /**
     * Deadline of a step that is one message of an alternation (a brief step, e.g. Metaverse's Control Step);
     * null means a quarter of the step length.
     */
    exchangeLengthMs: integer(),
    /** Per-game secret from which every step's dice seed is derived (HMAC with the step key). Never shown. */
    diceSecret: text().notNull(),
    /** Bumped on every state change; buttons carry it so a stale click is refused. */
    version: integer().notNull().default(0),
    pausedAt: integer({ mode: 'timestamp_ms' }),
    /** Why the game is paused: the GM paused it, or its thread is gone (until /gm move or /gm end). */
    pauseReason: text({ enum: ['gm', 'thread-missing'] }),
    outcome: text({ mode: 'json' }).$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [index('games_guild_status_idx').on(t.guildId, t.status), uniqueIndex('games_thread_idx').on(t.threadId)],
);

export const seats = sqliteTable(
  'seats',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** Stable seat name within the game, e.g. "A" or "B2". */
    seatKey: text().notNull(),
    side: text().notNull(),
    /** Null while the seat is open. */
    userId: text(),
    /** The player's name as shown in the game (the Discord display name when they joined). */
    playerName: text(),
    fleet: text({ mode: 'json' }).$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('seats_game_key_idx').on(t.gameId, t.seatKey), index('seats_user_idx').on(t.userId)],
);

export const steps = sqliteTable(
  'steps',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** Order of the step within the game, counting void steps too. */
    seq: integer().notNull(),
    /** Stable key from the rule system, e.g. "t3/orders". */
    key: text().notNull(),
    title: text().notNull(),
    owes: text({ mode: 'json' }).$type<string[]>().notNull(),
    secret: integer({ mode: 'boolean' }).notNull(),
    status: text({ enum: ['open', 'resolved', 'void'] })
      .notNull()
      .default('open'),
    openedAt: integer({ mode: 'timestamp_ms' }).notNull(),
    deadlineAt: integer({ mode: 'timestamp_ms' }),
    seedHash: text().notNull(),
    /** Revealed only once the step has resolved. */
    seed: text(),
    resolvedAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('steps_game_seq_idx').on(t.gameId, t.seq),
    index('steps_game_key_idx').on(t.gameId, t.key),
    index('steps_open_deadline_idx').on(t.status, t.deadlineAt),
  ],
);

export const submissions = sqliteTable(
  'submissions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    stepId: integer()
      .notNull()
      .references(() => steps.id, { onDelete: 'cascade' }),
    seatId: integer()
      .notNull()
      .references(() => seats.id, { onDelete: 'cascade' }),
    payload: text({ mode: 'json' }).$type<unknown>().notNull(),
    /** The order as the player's notation, normalised, for echoing back and for the reveal. */
    text: text().notNull().default(''),
    ready: integer({ mode: 'boolean' }).notNull().default(false),
    /** True when the game filled it in because the seat missed the deadline. */
    missed: integer({ mode: 'boolean' }).notNull().default(false),
    updatedAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('submissions_step_seat_idx').on(t.stepId, t.seatId)],
);

export const snapshots = sqliteTable(
  'snapshots',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The step whose resolution produced this state; null for the state at setup. */
    stepId: integer().references(() => steps.id, { onDelete: 'cascade' }),
    state: text({ mode: 'json' }).$type<unknown>().notNull(),
    /**
     * The game's public map view as of this state (issue 18, src/game/map-viewport.ts): `{ viewport: Rect }` in world
     * units, or `{ viewport: null }` while nothing is on the board to frame. Null in rows stored before it existed;
     * such a row gets one the first time a map of it is drawn. Written with the state, in the same transaction.
     */
    mapView: text({ mode: 'json' }).$type<{ viewport: unknown }>(),
    createdAt: createdAt(),
  },
  (t) => [index('snapshots_game_idx').on(t.gameId, t.id), uniqueIndex('snapshots_step_idx').on(t.stepId)],
);

export const events = sqliteTable(
  'events',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    stepId: integer()
      .notNull()
      .references(() => steps.id, { onDelete: 'cascade' }),
    /** Order within the step. */
    seq: integer().notNull(),
    type: text().notNull(),
    payload: text({ mode: 'json' }).$type<unknown>().notNull(),
  },
  (t) => [uniqueIndex('events_step_seq_idx').on(t.stepId, t.seq), index('events_game_idx').on(t.gameId)],
);

export const reminders = sqliteTable(
  'reminders',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    stepId: integer()
      .notNull()
      .references(() => steps.id, { onDelete: 'cascade' }),
    seatId: integer()
      .notNull()
      .references(() => seats.id, { onDelete: 'cascade' }),
    leadMs: integer().notNull(),
    /** The deadline this reminder was for: moving the deadline re-arms every reminder. */
    deadlineAt: integer({ mode: 'timestamp_ms' }).notNull(),
    sentAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('reminders_once_idx').on(t.stepId, t.seatId, t.leadMs, t.deadlineAt)],
);

export const outbox = sqliteTable(
  'outbox',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    /** Idempotency key: a message is queued at most once per key, and sent at most once. */
    key: text().notNull(),
    gameId: integer().references(() => games.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['channel', 'dm', 'edit', 'pin'] }).notNull(),
    /** Channel id, user id (for DMs) or "channel/message" (for edits and pins). */
    target: text().notNull(),
    payload: text({ mode: 'json' }).$type<unknown>().notNull(),
    createdAt: createdAt(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: integer({ mode: 'timestamp_ms' }),
    lastError: text(),
    sentAt: integer({ mode: 'timestamp_ms' }),
    /** Set when Discord refused the message for good (lastError says why); /gm undelivered lists and retries it. */
    failedAt: integer({ mode: 'timestamp_ms' }),
    /** The Discord message id once sent, so later edits can find it. */
    messageId: text(),
  },
  (t) => [uniqueIndex('outbox_key_idx').on(t.key), index('outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

/**
 * Who besides the game's creator (games.gmUserId) holds GM powers: co-GMs the GM named (/gm add), and members with
 * Manage Server who claimed them (/gm claim) in a game where they hold no seat.
 */
export const gameGms = sqliteTable(
  'game_gms',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text().notNull(),
    role: text({ enum: ['co', 'claimed'] }).notNull(),
    /** Who named them (the user themself for a claim). */
    addedBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_gms_game_user_idx').on(t.gameId, t.userId)],
);

/**
 * The last orders of a seat's the rules refused in an open step, kept until an accepted send clears it, so Ready
 * can say the draft it would lock in is not what the player last sent.
 */
export const refusedDrafts = sqliteTable(
  'refused_drafts',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    stepId: integer()
      .notNull()
      .references(() => steps.id, { onDelete: 'cascade' }),
    seatId: integer()
      .notNull()
      .references(() => seats.id, { onDelete: 'cascade' }),
    /** The words the player sent, as they typed them. */
    text: text().notNull(),
    /** The problems the rules named, as shown to the player. */
    problems: text({ mode: 'json' }).$type<string[]>().notNull(),
    at: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('refused_drafts_step_seat_idx').on(t.stepId, t.seatId)],
);

/**
 * The game a user's plain DM goes to when it names none: set by "#4 …" and by orders whose ship names belong to
 * one of their games, so a later bare "ready" goes to the same game.
 */
export const dmFocus = sqliteTable('dm_focus', {
  userId: text().primaryKey(),
  gameId: integer()
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' }),
  setAt: integer({ mode: 'timestamp_ms' }).notNull(),
});

/**
 * One bot process per database: the process holding this single row (id 1) with a fresh heartbeat runs the bot; a
 * second one refuses to start. A lease whose heartbeat is older than the timeout (a killed process) is taken over.
 */
export const botLease = sqliteTable('bot_lease', {
  id: integer().primaryKey(),
  /** "pid@host/random": who holds it. */
  holder: text().notNull(),
  acquiredAt: integer({ mode: 'timestamp_ms' }).notNull(),
  heartbeatAt: integer({ mode: 'timestamp_ms' }).notNull(),
});

/**
 * The local table's Discord (src/local): its users, channels, messages and files as one JSON document, so a local
 * game looks the same on the page after a restart. One row; unused when the bot talks to real Discord.
 */
export const localDiscord = sqliteTable('local_discord', {
  id: integer().primaryKey(),
  state: text({ mode: 'json' }).$type<unknown>().notNull(),
  savedAt: integer({ mode: 'timestamp_ms' }).notNull(),
});

/** The local table's uploaded files (maps, cards, logs), one row each, written once: the JSON above names them. */
export const localFiles = sqliteTable('local_files', {
  id: text().primaryKey(),
  field: text().notNull(),
  name: text().notNull(),
  contentType: text().notNull(),
  data: blob({ mode: 'buffer' }).notNull(),
});
