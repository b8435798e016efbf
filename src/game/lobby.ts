/**
 * The lobby (docs/playing.md §1): opening a game with its lobby post, taking and leaving seats, building fleets, and
 * starting. Each state change is one transaction that also queues the lobby post's refresh through the outbox,
 * so the post in the thread always shows who sits where and each fleet's total against the limit.
 *
 * The lobby post is queued once under the key `g<id>/lobby`; every later change queues an edit of it whose key
 * carries the game's version, which each change here bumps, so no two edits share a key.
 */
import type { Db } from '../db/connection.ts';
import { deleteSeat, deleteThreadlessGame, enqueue, gameById, gamesInGuild, openStepOf, seatsOf, updateGame, updateSeat, type GameRow, type SeatRow } from '../db/game-repo.ts';
import { plain, plainName } from './posts/player-text.ts';
import type { Choice, FleetAssist } from '../rules/core/assist.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { GameContext } from './context.ts';
import { liveGame } from './game-over.ts';
import { createGame, joinGame, newGameSchema, setFleet, startGame } from './game-lifecycle.ts';
import { isGm } from './gm-powers.ts';
import { optionLabel, parseOptionList } from './lobby-options.ts';
import { neededOptions, startCheck, type StartCheck } from './lobby-start.ts';
import { rowsOf, type Control } from './posts/controls.ts';
import { relative, renderRows, type RenderedRow } from './posts/post-renderer.ts';
import { RULE_SYSTEM_REGISTRY, ruleSystem, type AnyRuleSystem } from './rule-systems.ts';
import { missedText, optionsText, remindersText, stepLengthText } from './settings-text.ts';
import { serviceError } from './errors.ts';
import { clip, cutGraphemes } from '../rules/core/cut-text.ts';

export { stepLengthText } from './settings-text.ts';
/** Discord allows 2000 characters in a message; leave room for a line of context around ours. */
const MAX_POST = 1900;

/** At most this many problem lines in the lobby post; `/game start` and `/fleet list` give them all. */
const MAX_PROBLEM_LINES = 8;

type Fleet = Record<string, unknown>;

// ---- planning a game --------------------------------------------------------------------------------------

export interface LobbyPlan {
  system: string;
  scenario: string;
  stepLengthMs: number;
  /** Deadline of one message of an alternation (Metaverse's Control Step); null = a quarter of the step. */
  exchangeLengthMs: number | null;
  options: Record<string, boolean>;
  /** "Starmada · Standard (Small)"; the thread is named "Game 12 · " + title. */
  title: string;
}

export interface LobbyRequest {
  system: string;
  scenario: string;
  stepLengthMs: number;
  exchangeLengthMs?: number | null;
  /** Comma-separated optional-rule ids (or book references / names): "carriers, E.1". */
  options?: string | null;
}

/**
 * The scenario in a few words for the thread's name: the description's leading parts, before the limits
 * ("Standard scenario · Small battle · Fleet limit 700 CR…" → "Standard (Small)", "S.4 Fleet Action · …" → "S.4 Fleet
 * Action", "6.1 Standoff at Bishamon II · IJN: 2 × Battlecruiser… · last survivor wins" → "6.1 Standoff at Bishamon
 * II"); the scenario as typed when there is no description.
 */
export function scenarioLabel(description: string | null, scenario: string): string {
  if (description === null) return scenario;
  const parts = description.split(' · ');
  // Limits, victory and forces ("IJN: 2 × Battlecruiser, …", "last survivor wins") are details, not the name.
  const stop = parts.findIndex((p) => /\b(CR|VP|pts|cm)\b|limit|victory|standing|attacker|defender|\bwins?\b|^[^:]+: /i.test(p));
  const lead = parts.slice(0, Math.max(1, stop < 0 ? parts.length : stop)).map((p) => p.replace(/ (scenario|battle)$/i, ''));
  return lead.length === 2 ? `${lead[0]} (${lead[1]})` : lead.join(' · ');
}

/** "Starmada · Standard (Small)": the game's title, which names its thread. */
export function titleOf(system: AnyRuleSystem, scenario: string): string {
  const described = system.fleets.describeScenario(scenario);
  const shortName = system.name.split(' ')[0] ?? system.name;
  return `${shortName} · ${scenarioLabel(described.ok ? described.value : null, scenario)}`.slice(0, 80);
}

/** Checks everything `/game new` was given, all at once, before any thread is made. */
export function planLobby(request: LobbyRequest): Result<LobbyPlan, RuleError[]> {
  const system = RULE_SYSTEM_REGISTRY[request.system];
  if (!system) {
    const names = Object.values(RULE_SYSTEM_REGISTRY).map((s) => s.name);
    const choices = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}` : (names[0] ?? '');
    return err([serviceError('ERR_GAME_SYSTEM', `"${cutGraphemes(request.system, 40)}" is not a rule system Salvo runs yet; choose ${choices}.`)]);
  }
  const errors: RuleError[] = [];
  const scenario = request.scenario.trim();
  const described = system.fleets.describeScenario(scenario);
  if (!described.ok) errors.push(...described.error);
  const step = newGameSchema.shape.stepLengthMs.safeParse(request.stepLengthMs);
  if (!step.success) errors.push(...step.error.issues.map((i) => serviceError('ERR_STEP_LENGTH', i.message)));
  const exchange = request.exchangeLengthMs ?? null;
  if (exchange !== null) {
    const checked = newGameSchema.shape.exchangeLengthMs.safeParse(exchange);
    if (!checked.success) errors.push(...checked.error.issues.map((i) => serviceError('ERR_EXCHANGE_LENGTH', i.message)));
    else if (exchange > request.stepLengthMs) errors.push(serviceError('ERR_EXCHANGE_LENGTH', 'An exchange (one message of an alternation) cannot last longer than a step.'));
  }
  const options = parseOptionList(system, request.options ?? '');
  if (!options.ok) errors.push(...options.error);
  if (!options.ok || errors.length > 0) return err(errors);
  return ok({ system: system.id, scenario, stepLengthMs: request.stepLengthMs, exchangeLengthMs: exchange, options: options.value, title: titleOf(system, scenario) });
}

// ---- the lobby post ---------------------------------------------------------------------------------------

/** The lobby as posted in the thread: text and, while seats are open, a Join button per side. */
export interface LobbyPost {
  content: string;
  components: RenderedRow[];
}

export const lobbyKey = (gameId: number): string => `g${gameId}/lobby`;
/** "Turn on Alternate firing arcs (C.1) and Carriers and fighters (B.4)", by reference when names are too long. */
export function turnOnLabel(system: AnyRuleSystem, ids: readonly string[]): string {
  const options = system.options.filter((o) => ids.includes(o.id));
  const list = (names: string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
  const full = `Turn on ${list(options.map(optionLabel))}`;
  return full.length <= 80 ? full : `Turn on ${list(options.map((o) => o.ref))}`.slice(0, 80);
}
/** "Game 12 · Starmada · Standard (Small)": the thread's name and the lobby's first line. */
export const gameHeading = (game: Pick<GameRow, 'id' | 'title'>): string => `Game ${game.id} · ${game.title}`.slice(0, 100);

/** Names shown in posts: markdown characters would otherwise format them. */
const nameOf = (seat: SeatRow): string => (seat.playerName ? plainName(seat.playerName) : `seat ${seat.seatKey}`);

/** The unit fleets are counted in, per system; the summaries give only numbers. */
const POINTS: Readonly<Record<string, string>> = { starmada: 'CR', voidstriker: 'MB' };
const pointsOf = (system: string): string => POINTS[system] ?? 'points';

export interface FleetSummary {
  /** One line per ship: "Majestic · Majestic-class battlecruiser · CR 185" (the name before the first " · "). */
  ships: string[];
  /** The summary's closing line: the total and the scenario's limit(s) in words. */
  totalLine: string | null;
  total: number;
  limit: number | null;
  problems: string[];
  /** The optional rules the fleet needs that the game has off, said for the player: the GM turns them on. */
  needs: string[];
  /** "185 / 700 CR". */
  totalText: string;
  /** When the scenario gives the seat's side its ships and the fleet lists none: the scenario in words. */
  givenBy?: string;
}

/** Whether the scenario gives every side its ships (a book scenario), so nobody builds a fleet in the lobby. */
export function fleetsGiven(game: Pick<GameRow, 'system' | 'scenario'>): boolean {
  const fleets = ruleSystem(game.system).fleets;
  const sides = fleets.sides(game.scenario);
  return sides.length > 0 && sides.every((side) => (fleets.given?.(game.scenario, side) ?? null) !== null);
}

/** The advice that closes the lobby post and the /game new reply: build fleets, unless the scenario gives them. */
export const lobbyNextStep = (game: Pick<GameRow, 'system' | 'scenario'>, where: 'below' | 'there'): string =>
  fleetsGiven(game)
    ? `Join a side with the buttons ${where}; the scenario gives each side its ships (\`/fleet list\` shows them).`
    : `Join a side with the buttons ${where}, then build your fleet${where === 'below' ? ' here' : ''} with \`/fleet add\`${where === 'below' ? ' or `/fleet import`' : ''}.`;

function summarise(game: GameRow, fleet: Fleet | null): FleetSummary {
  const fleets = ruleSystem(game.system).fleets;
  const s = fleets.summary(fleet ?? fleets.empty(), game.scenario, game.options);
  const needs = fleets.needs(fleet ?? fleets.empty(), game.options).map((need) => {
    const option = ruleSystem(game.system).options.find((o) => o.id === need.optionId);
    const label = option ? optionLabel(option) : need.optionId;
    return `${need.why}: the game has ${label} off; the GM can turn it on from the lobby post.`;
  });
  const unit = pointsOf(game.system);
  // The contract lists the ships, then the total and limit: the last line is the total.
  return {
    ships: s.lines.slice(0, -1),
    totalLine: s.lines.at(-1) ?? null,
    total: s.total,
    limit: s.limit,
    problems: s.problems,
    needs,
    totalText: s.limit === null ? `${s.total} ${unit}` : `${s.total} / ${s.limit} ${unit}`,
  };
}

function sidesOf(game: GameRow, seats: readonly SeatRow[]): string[] {
  const sides = ruleSystem(game.system).fleets.sides(game.scenario);
  return [...new Set([...sides, ...seats.map((s) => s.side)])];
}

/** The GM by their seat's name when they play, else a mention (which also adds them to the thread). */
function gmName(game: GameRow, seats: readonly SeatRow[]): string {
  const seat = seats.find((s) => s.userId === game.gmUserId);
  return seat ? nameOf(seat) : `<@${game.gmUserId}>`;
}

/** The heading lines every view of a game starts with: title, scenario and limits, step length and GM. */
function headLines(game: GameRow, seats: readonly SeatRow[]): string[] {
  const system = ruleSystem(game.system);
  const described = system.fleets.describeScenario(game.scenario);
  return [
    `**${gameHeading(game)}**`,
    `${system.name} · ${described.ok ? described.value : game.scenario}`,
    `${stepLengthText(game.stepLengthMs)} per step · GM: ${gmName(game, seats)}`,
    `${remindersText(game)} · ${missedText(game.missedPolicy)}`,
    optionsText(game),
  ];
}

function sideLines(game: GameRow, seats: readonly SeatRow[]): string[] {
  return sidesOf(game, seats).map((side) => {
    const here = seats.filter((s) => s.side === side);
    const players = here.map((s) => `${nameOf(s)} (${s.fleet === null ? 'no ships yet' : summarise(game, s.fleet as Fleet).totalText})`);
    return `Side ${side}: ${players.length > 0 ? players.join(', ') : '(open)'}`;
  });
}

const clipPost = (text: string): string => clip(text, MAX_POST);

/**
 * What keeps each fleet from being legal now, one line each: the optional rules a fleet needs (the GM's buttons
 * below turn them on), then each seat's other problems. Seats without ships say so in their side's line already.
 */
function problemLines(game: GameRow, seats: readonly SeatRow[]): string[] {
  const needs = neededOptions(game, seats).flatMap((n) => n.lines.map((line) => `⚠ ${plain(line)}${n.option.unavailable === undefined ? ' The GM can turn it on below.' : ''}`));
  const others = seats.flatMap((seat) => (seat.fleet === null ? [] : summarise(game, seat.fleet as Fleet).problems.map((p) => `⚠ ${nameOf(seat)}: ${plain(p)}`)));
  const lines = [...needs, ...others];
  return lines.length <= MAX_PROBLEM_LINES ? lines : [...lines.slice(0, MAX_PROBLEM_LINES - 1), `⚠ … and ${lines.length - MAX_PROBLEM_LINES + 1} more: /fleet list shows each player theirs.`];
}

/** Join a side, Settings, and a "Turn on …" button per optional rule a fleet needs (Discord allows 5 rows). */
function lobbyControls(game: GameRow, seats: readonly SeatRow[]): Control[][] {
  const system = ruleSystem(game.system);
  const joins = sidesOf(game, seats)
    .slice(0, 19)
    .map((side): Control => ({ label: `Join side ${side}`.slice(0, 80), style: 'primary', action: { kind: 'join', gameId: game.id, side } }));
  const settings: Control = { label: 'Settings', style: 'secondary', action: { kind: 'lobby', gameId: game.id, what: 'settings' } };
  const turnOn = neededOptions(game, seats)
    .filter((n) => n.option.unavailable === undefined)
    .slice(0, 5)
    .map((n): Control => ({ label: turnOnLabel(system, [n.option.id]), style: 'success', action: { kind: 'lobby-options', gameId: game.id, how: 'on', optionIds: [n.option.id] } }));
  return [...rowsOf([...joins, settings]), ...rowsOf(turnOn)].slice(0, 5);
}

export function renderLobby(game: GameRow, seats: readonly SeatRow[]): LobbyPost {
  const open = game.status === 'lobby';
  const footer = open
    ? `${lobbyNextStep(game, 'below')} The GM starts with \`/game start\` and changes the settings with **Settings** or \`/game settings\`.`
    : game.status === 'ended'
      ? 'This game is over.'
      : 'The game has started: each step is posted below.';
  const problems = open ? problemLines(game, seats) : [];
  const content = clipPost([...headLines(game, seats), ...sideLines(game, seats), ...problems, footer].join('\n'));
  return { content, components: open ? renderRows(lobbyControls(game, seats)) : [] };
}

/** The lobby post as it should read now. */
export function lobbyPost(ctx: GameContext, gameId: number): Result<LobbyPost, RuleError[]> {
  const game = gameById(ctx.db, gameId);
  if (!game) return err([serviceError('ERR_GAME_UNKNOWN', `There is no game ${gameId}.`)]);
  return ok(renderLobby(game, seatsOf(ctx.db, gameId)));
}

/** Inside a transaction: bumps the version and queues an edit of the lobby post to read as it does now. */
export function refreshLobby(db: Db, gameId: number): LobbyPost {
  const before = gameById(db, gameId) as GameRow;
  updateGame(db, gameId, { version: before.version + 1 });
  const game = { ...before, version: before.version + 1 };
  const post = renderLobby(game, seatsOf(db, gameId));
  enqueue(db, { key: `${lobbyKey(gameId)}/v${game.version}`, gameId, kind: 'edit', target: `outbox:${lobbyKey(gameId)}`, payload: post });
  return post;
}

// ---- state changes ----------------------------------------------------------------------------------------

export interface OpenLobbyInput {
  guildId: string | null;
  channelId: string;
  threadId: string;
  gmUserId: string;
}

/** Creates the game in its thread and queues the lobby post there, in one transaction. */
export function openLobby(ctx: GameContext, plan: LobbyPlan, where: OpenLobbyInput): Result<{ game: GameRow; heading: string }, RuleError[]> {
  return ctx.db.transaction(() => {
    const created = createGame(ctx, { ...where, system: plan.system, scenario: plan.scenario, options: plan.options, stepLengthMs: plan.stepLengthMs, exchangeLengthMs: plan.exchangeLengthMs, title: plan.title });
    if (!created.ok) return created;
    const game = created.value;
    enqueue(ctx.db, { key: lobbyKey(game.id), gameId: game.id, kind: 'channel', target: where.threadId, payload: renderLobby(game, []) });
    return ok({ game, heading: gameHeading(game) });
  }, { behavior: 'immediate' });
}

/**
 * `/game new` in two halves around making the thread. The game row is written first, with no thread, so a database
 * that refuses the write (read-only, full) fails before Discord has a thread to leave behind; `placeLobby` then
 * puts the game in its thread, or `discardLobby` forgets it when the thread could not be made.
 */
export function reserveLobby(ctx: GameContext, plan: LobbyPlan, where: Omit<OpenLobbyInput, 'threadId'>): Result<{ game: GameRow; heading: string }, RuleError[]> {
  const created = createGame(ctx, { ...where, threadId: null, system: plan.system, scenario: plan.scenario, options: plan.options, stepLengthMs: plan.stepLengthMs, exchangeLengthMs: plan.exchangeLengthMs, title: plan.title });
  if (!created.ok) return created;
  return ok({ game: created.value, heading: gameHeading(created.value) });
}

/** Puts a reserved game in its thread and queues the lobby post there, in one transaction. */
export function placeLobby(ctx: GameContext, gameId: number, threadId: string): Result<{ game: GameRow; heading: string }, RuleError[]> {
  return ctx.db.transaction(() => {
    const reserved = gameById(ctx.db, gameId);
    if (!reserved || reserved.threadId !== null) return err([serviceError('ERR_GAME_UNKNOWN', `Game ${gameId} is not waiting for its thread.`)]);
    updateGame(ctx.db, gameId, { threadId });
    const game = { ...reserved, threadId };
    enqueue(ctx.db, { key: lobbyKey(gameId), gameId, kind: 'channel', target: threadId, payload: renderLobby(game, []) });
    return ok({ game, heading: gameHeading(game) });
  }, { behavior: 'immediate' });
}

/** Forgets a reserved game that never got its thread (it has no seats, steps or posts yet). */
export function discardLobby(ctx: GameContext, gameId: number): void {
  deleteThreadlessGame(ctx.db, gameId);
}

export interface Joined {
  game: GameRow;
  seat: SeatRow;
  post: LobbyPost;
  /** The fleet limit in words, for telling the player what to build: "700 CR", or null without one. */
  limit: string | null;
}

/** Takes a seat on `side` and refreshes the lobby post. */
export function joinLobby(ctx: GameContext, gameId: number, user: { id: string; name: string }, sideText: string): Result<Joined, RuleError[]> {
  return ctx.db.transaction(() => {
    const live = liveGame(ctx.db, gameId);
    if (!live.ok) return live;
    const game = live.value;
    const seats = seatsOf(ctx.db, gameId);
    const sides = sidesOf(game, seats);
    const side = sides.find((s) => s.toLowerCase() === sideText.trim().toLowerCase());
    if (!side) return err([serviceError('ERR_SIDE_UNKNOWN', `There is no side "${cutGraphemes(sideText, 20)}" in this game; pick ${sides.join(' or ')}.`)]);
    const mine = seats.find((s) => s.userId === user.id);
    if (mine && game.status === 'lobby') {
      return err([serviceError('ERR_SEAT_TAKEN', mine.side === side ? `You are already on side ${side}.` : `You are on side ${mine.side}; use /game leave first, then join side ${side}.`)]);
    }
    const joined = joinGame(ctx, gameId, { id: user.id, name: cutGraphemes(user.name, 64) }, side);
    if (!joined.ok) return joined;
    const post = refreshLobby(ctx.db, gameId);
    const limit = summarise(game, null).limit;
    return ok({ game, seat: joined.value, post, limit: limit === null ? null : `${limit} ${pointsOf(game.system)}` });
  }, { behavior: 'immediate' });
}

/** Gives up a seat before the game starts; the other seats on that side close up (A1, A2…). */
export function leaveLobby(ctx: GameContext, gameId: number, userId: string): Result<{ side: string; post: LobbyPost }, RuleError[]> {
  return ctx.db.transaction(() => {
    const live = liveGame(ctx.db, gameId);
    if (!live.ok) return live;
    const game = live.value;
    const seats = seatsOf(ctx.db, gameId);
    const seat = seats.find((s) => s.userId === userId);
    if (!seat) return err([serviceError('ERR_SEAT_NONE', 'You have no seat in this game.')]);
    if (game.status !== 'lobby') {
      return err([serviceError('ERR_GAME_STARTED', 'The game has started, so seats are fixed: ask the GM to seat someone in your place with /gm substitute.')]);
    }
    deleteSeat(ctx.db, seat.id);
    // joinGame numbers a new seat by counting its side, so the keys must stay A1..An without gaps.
    seats
      .filter((s) => s.side === seat.side && s.id !== seat.id)
      .forEach((s, i) => {
        const key = `${s.side}${i + 1}`;
        if (s.seatKey !== key) updateSeat(ctx.db, s.id, { seatKey: key });
      });
    return ok({ side: seat.side, post: refreshLobby(ctx.db, gameId) });
  }, { behavior: 'immediate' });
}

export interface FleetChanged {
  /** What happened, for the reply: "Added Majestic-class battlecruiser (CR 185)." */
  note: string;
  summary: FleetSummary;
}

type FleetChange = (fleet: Fleet, fleets: FleetAssist<Fleet>) => Result<{ fleet: Fleet; note: string }, RuleError[]>;

/**
 * Reads the player's fleet, applies `change` and stores the result, in one transaction, so two quick commands
 * never lose a ship; then refreshes the lobby post with the new total.
 */
export function updateFleet(ctx: GameContext, gameId: number, userId: string, change: FleetChange): Result<FleetChanged, RuleError[]> {
  return ctx.db.transaction(() => {
    const live = liveGame(ctx.db, gameId);
    if (!live.ok) return live;
    const game = live.value;
    if (game.status !== 'lobby') return err([serviceError('ERR_GAME_STARTED', 'The game has started; fleets are fixed. /game info shows them.')]);
    const seat = seatsOf(ctx.db, gameId).find((s) => s.userId === userId);
    if (!seat) return err([serviceError('ERR_SEAT_NONE', 'Join a side first: click Join in the lobby post, or /game join side:A.')]);
    const fleets = ruleSystem(game.system).fleets;
    const changed = change((seat.fleet as Fleet | null) ?? fleets.empty(), fleets);
    if (!changed.ok) return changed;
    const stored = setFleet(ctx, gameId, userId, changed.value.fleet);
    if (!stored.ok) return stored;
    refreshLobby(ctx.db, gameId);
    return ok({ note: changed.value.note, summary: summarise(game, changed.value.fleet) });
  }, { behavior: 'immediate' });
}

export const addShip = (ctx: GameContext, gameId: number, userId: string, classRef: string, name?: string): Result<FleetChanged, RuleError[]> =>
  updateFleet(ctx, gameId, userId, (fleet, fleets) => {
    const added = fleets.add(fleet, classRef.trim(), name?.trim() || undefined);
    if (!added.ok) return added;
    // Say what was added in full, as the summary lists it: "Majestic · Majestic-class battlecruiser · CR 185".
    const game = gameById(ctx.db, gameId) as GameRow;
    const line = summarise(game, added.value.fleet).ships.find((l) => shipNameOf(l) === added.value.added);
    return ok({ fleet: added.value.fleet, note: `Added ${line ?? added.value.added}.` });
  });

export const removeShip = (ctx: GameContext, gameId: number, userId: string, shipName: string): Result<FleetChanged, RuleError[]> =>
  updateFleet(ctx, gameId, userId, (fleet, fleets) => {
    const removed = fleets.remove(fleet, shipName.trim());
    return removed.ok ? ok({ fleet: removed.value.fleet, note: `Removed ${removed.value.removed}.` }) : removed;
  });

export const importDesigns = (ctx: GameContext, gameId: number, userId: string, text: string): Result<FleetChanged, RuleError[]> =>
  updateFleet(ctx, gameId, userId, (fleet, fleets) => {
    const imported = fleets.import(fleet, text);
    if (!imported.ok) return imported;
    const added = imported.value.added;
    return ok({ fleet: imported.value.fleet, note: added.length === 0 ? 'Nothing new to import.' : `Imported ${added.length === 1 ? '' : `${added.length} ships: `}${added.join(', ')}.` });
  });

/** Whether the lobby can start now, and if not, who does what (lobby-start.ts). */
export function lobbyStartCheck(ctx: GameContext, gameId: number): Result<StartCheck, RuleError[]> {
  const game = liveGame(ctx.db, gameId);
  if (!game.ok) return game;
  return ok(startCheck(game.value, seatsOf(ctx.db, gameId)));
}

/**
 * A GM starts the game (game-lifecycle's startGame), and the lobby post loses its buttons. Refused with every
 * problem of the start check, each saying who does what; `lobbyStartCheck` gives the GM's one-click fix with it.
 */
export function startFromLobby(ctx: GameContext, gameId: number, byUserId: string): Result<GameRow, RuleError[]> {
  return ctx.db.transaction(() => {
    const live = liveGame(ctx.db, gameId);
    if (!live.ok) return live;
    if (live.value.status !== 'lobby') return err([serviceError('ERR_GAME_STARTED', `Game ${gameId} has already started.`)]);
    if (!isGm(ctx.db, live.value, byUserId)) return err([serviceError('ERR_NOT_GM', 'Only the GM can start the game.')]);
    const check = startCheck(live.value, seatsOf(ctx.db, gameId));
    if (check.problems.length > 0) return err(check.problems.map((p) => serviceError('ERR_START', p)));
    const started = startGame(ctx, gameId, byUserId);
    if (!started.ok) return started;
    refreshLobby(ctx.db, gameId);
    return ok(gameById(ctx.db, gameId) as GameRow);
  }, { behavior: 'immediate' });
}

// ---- views ------------------------------------------------------------------------------------------------

/** A player's fleet now (also before their first ship), or why there is none to show. */
export function fleetOf(ctx: GameContext, gameId: number, userId: string): Result<FleetSummary, RuleError[]> {
  const game = gameById(ctx.db, gameId);
  if (!game) return err([serviceError('ERR_GAME_UNKNOWN', `There is no game ${gameId}.`)]);
  const seat = seatsOf(ctx.db, gameId).find((s) => s.userId === userId);
  if (!seat) return err([serviceError('ERR_SEAT_NONE', 'You have no seat in this game: click Join in the lobby post, or /game join side:A.')]);
  const summary = summarise(game, seat.fleet as Fleet | null);
  const given = (ruleSystem(game.system).fleets.given?.(game.scenario, seat.side) ?? null) !== null;
  const described = ruleSystem(game.system).fleets.describeScenario(game.scenario);
  return ok(given && summary.ships.length === 0 && described.ok ? { ...summary, givenBy: described.value } : summary);
}

/**
 * `/fleet add` autocomplete: library classes, then the player's imported designs. The contract has no call that
 * lists a fleet's designs, so they are read from the fleet's `designs` list when it has one (Starmada's does).
 */
export function shipClassChoices(ctx: GameContext, gameId: number, userId: string): Choice[] {
  const game = gameById(ctx.db, gameId);
  if (!game) return [];
  const fleet = seatsOf(ctx.db, gameId).find((s) => s.userId === userId)?.fleet as Fleet | null | undefined;
  const designs = Array.isArray(fleet?.['designs']) ? (fleet['designs'] as unknown[]) : [];
  const own = designs.flatMap((d): Choice[] => {
    const { className, combatRating } = typeof d === 'object' && d !== null ? (d as { className?: unknown; combatRating?: unknown }) : {};
    if (typeof className !== 'string') return [];
    return [{ name: `${className} · your design${typeof combatRating === 'number' ? ` · CR ${combatRating}` : ''}`, value: className }];
  });
  return [...own, ...ruleSystem(game.system).fleets.library()];
}

const shipNameOf = (line: string): string => line.split(' · ')[0]?.trim() ?? line;

/** `/fleet remove` autocomplete: the ships in the player's fleet, as the summary lists them. */
export function fleetShipChoices(ctx: GameContext, gameId: number, userId: string): Choice[] {
  const summary = fleetOf(ctx, gameId, userId);
  if (!summary.ok) return [];
  return summary.value.ships.map((line) => ({ name: line, value: shipNameOf(line) }));
}

/** `/game info`: everything about the game in one message. */
export function gameInfoText(ctx: GameContext, gameId: number): Result<string, RuleError[]> {
  const game = gameById(ctx.db, gameId);
  if (!game) return err([serviceError('ERR_GAME_UNKNOWN', `There is no game ${gameId}.`)]);
  const seats = seatsOf(ctx.db, gameId);
  const seatLines = sidesOf(game, seats).flatMap((side) => {
    const here = seats.filter((s) => s.side === side);
    if (here.length === 0) return [`Side ${side}: (open)`];
    return [
      `Side ${side}:`,
      ...here.map((s) => {
        if (s.fleet === null) return `• ${nameOf(s)}: no ships yet`;
        const summary = summarise(game, s.fleet as Fleet);
        const names = summary.ships.map((ship) => plainName(shipNameOf(ship)));
        return `• ${nameOf(s)}: ${summary.totalText}${names.length > 0 ? ` · ${names.join(', ')}` : ''}`;
      }),
    ];
  });
  const step = openStepOf(ctx.db, gameId);
  const status =
    game.status === 'lobby'
      ? 'Status: in the lobby, waiting for the GM to /game start.'
      : game.status === 'ended'
        ? 'Status: over.'
        : `Status: ${game.status === 'paused' ? 'paused' : 'running'}${step ? ` · ${step.title}${step.deadlineAt ? ` · due ${relative(step.deadlineAt)}` : ''}` : ''}`;
  return ok(clipPost([...headLines(game, seats), ...seatLines, status].join('\n')));
}

export interface GameListing {
  id: number;
  heading: string;
  status: GameRow['status'];
  threadId: string | null;
  players: string[];
}

/** `/games`: this server's games, newest first, at most `limit`. */
export function gamesOfGuild(ctx: GameContext, guildId: string, limit = 25): { games: GameListing[]; more: boolean } {
  const rows = gamesInGuild(ctx.db, guildId, limit + 1);
  return {
    games: rows.slice(0, limit).map((g) => ({
      id: g.id,
      heading: gameHeading(g),
      status: g.status,
      threadId: g.threadId,
      players: seatsOf(ctx.db, g.id)
        .sort((a, b) => a.seatKey.localeCompare(b.seatKey, 'en', { numeric: true }))
        .map(nameOf),
    })),
    more: rows.length > limit,
  };
}
