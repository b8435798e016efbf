/**
 * Creating a game, taking seats, fleets, and starting: the lobby part of a game's life. Starting asks the rule
 * system to set up (which checks every fleet against the scenario), stores the state at setup, and opens the
 * first step — all in one transaction.
 */
import { z } from 'zod';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import { gameById, gameByThread, insertGame, insertSeat, seatsOf, updateGame, updateSeat, type GameRow, type SeatRow } from '../db/game-repo.ts';
import type { GameContext } from './context.ts';
import { newDiceSecret } from './dice-commitment.ts';
import { liveGame } from './game-over.ts';
import { dropClaim, isGm } from './gm-powers.ts';
import { openNextStep } from './step-cycle.ts';
import { storeState } from './stored-state.ts';
import { nextMapView } from './map-viewport.ts';
import { RULE_SYSTEM_REGISTRY, ruleSystem } from './rule-systems.ts';
import { serviceError } from './errors.ts';

const HOUR = 3_600_000;
/** Reminder lead times a game may have before each deadline. */
export const MAX_REMINDERS = 5;

export const newGameSchema = z.strictObject({
  guildId: z.string().nullable(),
  channelId: z.string().min(1),
  threadId: z.string().nullable().default(null),
  title: z.string().min(1).max(100).optional(),
  system: z.string(),
  scenario: z.string().min(1).max(60),
  options: z.record(z.string(), z.unknown()).default({}),
  stepLengthMs: z.number().int().min(60_000, 'A step lasts at least one minute.').max(30 * 24 * HOUR, 'A step lasts at most 30 days.'),
  reminderLeadsMs: z.array(z.number().int().positive()).max(MAX_REMINDERS).default([]),
  /** The deadline of one message of an alternation (a brief step); null: a quarter of the step length (step-length.ts). */
  exchangeLengthMs: z.number().int().min(60_000, 'An exchange lasts at least one minute.').max(30 * 24 * HOUR, 'An exchange lasts at most 30 days.').nullable().default(null),
  missedPolicy: z.enum(['rules', 'hold']).default('rules'),
  gmUserId: z.string().min(1),
});

export type NewGame = z.input<typeof newGameSchema>;

export function createGame(ctx: GameContext, input: NewGame): Result<GameRow, RuleError[]> {
  const parsed = newGameSchema.safeParse(input);
  if (!parsed.success) return err(parsed.error.issues.map((i) => serviceError('ERR_GAME', i.message, { at: i.path.join('.') })));
  const v = parsed.data;
  const system = RULE_SYSTEM_REGISTRY[v.system];
  if (!system) return err([serviceError('ERR_GAME_SYSTEM', `"${v.system}" is not a rule system Salvo runs; choose ${Object.keys(RULE_SYSTEM_REGISTRY).join(', ')}.`)]);
  const options = system.optionsSchema.safeParse(v.options);
  if (!options.success) return err(options.error.issues.map((i) => serviceError('ERR_GAME_OPTIONS', `Option ${i.path.join('.')}: ${i.message}`)));
  if (v.threadId !== null && gameByThread(ctx.db, v.threadId)) return err([serviceError('ERR_GAME_THREAD', 'That thread already holds a game; start a new game in its own thread.')]);
  return ok(
    ctx.db.transaction(() => {
      const game = insertGame(ctx.db, {
        guildId: v.guildId,
        channelId: v.channelId,
        threadId: v.threadId,
        title: v.title ?? `${system.name} · ${v.scenario}`,
        system: v.system,
        scenario: v.scenario,
        options: options.data as Record<string, unknown>,
        gmUserId: v.gmUserId,
        stepLengthMs: v.stepLengthMs,
        reminderLeadsMs: v.reminderLeadsMs,
        exchangeLengthMs: v.exchangeLengthMs,
        missedPolicy: v.missedPolicy,
        diceSecret: (ctx.newSecret ?? newDiceSecret)(),
        createdAt: ctx.now(),
      });
      return game;
    }),
  );
}

function lobby(ctx: GameContext, gameId: number): Result<GameRow, RuleError[]> {
  const live = liveGame(ctx.db, gameId);
  if (!live.ok) return live;
  const game = live.value;
  if (game.status !== 'lobby') return err([serviceError('ERR_GAME_STARTED', `Game ${gameId} has already started; seats and fleets are fixed.`)]);
  return ok(game);
}

/**
 * Takes a seat on a side (several players may share a side). A user holds at most one seat per game. A GM claim
 * the user held ends here: a seated member holds no claimed powers (gm-powers.ts).
 */
export function joinGame(ctx: GameContext, gameId: number, user: { id: string; name: string }, side: string): Result<SeatRow, RuleError[]> {
  return ctx.db.transaction(() => {
    const game = lobby(ctx, gameId);
    if (!game.ok) return game;
    const seats = seatsOf(ctx.db, gameId);
    if (seats.some((s) => s.userId === user.id)) return err([serviceError('ERR_SEAT_TAKEN', 'You already have a seat in this game.')]);
    const n = seats.filter((s) => s.side === side).length + 1;
    // Where the scenario gives the side its ships (Voidstriker's book scenarios), the seat starts with that fleet.
    const fleet = ruleSystem(game.value.system).fleets.given?.(game.value.scenario, side) ?? null;
    dropClaim(ctx.db, gameId, user.id);
    return ok(insertSeat(ctx.db, { gameId, seatKey: `${side}${n}`, side, userId: user.id, playerName: user.name, createdAt: ctx.now(), ...(fleet ? { fleet } : {}) }));
  }, { behavior: 'immediate' });
}

export function setFleet(ctx: GameContext, gameId: number, userId: string, fleet: Record<string, unknown>): Result<SeatRow, RuleError[]> {
  return ctx.db.transaction(() => {
    const game = lobby(ctx, gameId);
    if (!game.ok) return game;
    const seat = seatsOf(ctx.db, gameId).find((s) => s.userId === userId);
    if (!seat) return err([serviceError('ERR_SEAT_NONE', 'Join a side before choosing a fleet.')]);
    updateSeat(ctx.db, seat.id, { fleet });
    return ok({ ...seat, fleet });
  }, { behavior: 'immediate' });
}

/** What the rule system sets the game up from: each seat's fleet with its side and the player's name, by seat. */
export function setupInput(game: Pick<GameRow, 'options' | 'scenario' | 'diceSecret'>, seats: readonly SeatRow[]) {
  const fleets = Object.fromEntries(seats.map((s) => [s.seatKey, { ...(s.fleet as Record<string, unknown>), side: s.side, player: s.playerName ?? s.seatKey }]));
  return { options: game.options, fleets, scenario: game.scenario, seed: game.diceSecret };
}

/** A GM (gm-powers.ts) starts the game: the rule system checks the fleets and sets up; the first step opens. */
export function startGame(ctx: GameContext, gameId: number, byUserId: string): Result<GameRow, RuleError[]> {
  return ctx.db.transaction(() => {
    const game = lobby(ctx, gameId);
    if (!game.ok) return game;
    if (!isGm(ctx.db, game.value, byUserId)) return err([serviceError('ERR_NOT_GM', 'Only the GM can start the game.')]);
    const seats = seatsOf(ctx.db, gameId);
    const missing = seats.filter((s) => s.fleet === null);
    if (missing.length > 0) return err([serviceError('ERR_FLEET_MISSING', `Waiting for fleets from ${missing.map((s) => s.playerName ?? s.seatKey).join(', ')}.`)]);
    const setup = ruleSystem(game.value.system).setup(setupInput(game.value, seats));
    if (!setup.ok) return setup;
    storeState(ctx.db, game.value, null, setup.value, nextMapView(ctx.db, game.value, setup.value));
    updateGame(ctx.db, gameId, { status: 'active', version: game.value.version + 1 });
    const started = gameById(ctx.db, gameId) as GameRow;
    openNextStep(ctx, started, setup.value);
    return ok(gameById(ctx.db, gameId) as GameRow);
  }, { behavior: 'immediate' });
}
