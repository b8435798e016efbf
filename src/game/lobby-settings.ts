/**
 * A lobby's settings, which any GM (gm-powers.ts) may change until the game starts: scenario (with its battle size),
 * optional rules, step length, reminders and what a missed order gets. `/game settings`, the Settings panel's menus
 * and modal, and the lobby's "Turn on …" buttons all come here, so each change is checked the same way, all problems
 * at once, and lands in one transaction with the lobby post's refresh and a line in the thread saying what changed.
 *
 * A new scenario may have other sides (Voidstriker's book scenarios): a seat on a side the new scenario lacks moves
 * to the side in the same place of the list (first to first), and a fleet the old scenario gave is replaced by what
 * the new one gives (or none, to build). A fleet a player built stays; the lobby post shows what no longer fits.
 */
import { enqueue, gameById, seatsOf, updateGame, updateSeat, type GameRow, type SeatRow } from '../db/game-repo.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { GameContext } from './context.ts';
import { MAX_REMINDERS, newGameSchema } from './game-lifecycle.ts';
import { asGm } from './gm-powers.ts';
import { refreshLobby, renderLobby, titleOf, type LobbyPost } from './lobby.ts';
import { offeredOptions, parseOptionList } from './lobby-options.ts';
import { missedText, optionsText, remindersText, scenarioText, stepLengthText } from './settings-text.ts';
import { plain } from './posts/player-text.ts';
import { seatName } from './lobby-start.ts';
import { ruleSystem } from './rule-systems.ts';
import { serviceError } from './errors.ts';
import { rebaseOnSeen } from './settings-seen.ts';
import { cutGraphemes } from '../rules/core/cut-text.ts';

export type MissedPolicy = GameRow['missedPolicy'];

/** What to change; what is absent stays. */
export interface SettingsChange {
  scenario?: string;
  /** The whole list of optional rules to have on, as typed or picked (ids, references or names); "none" for none. */
  options?: string;
  /** The option ids `options` speaks for (one of the Settings panel's menus); the others stay. Absent: every option. */
  optionsScope?: readonly string[];
  /** Option ids to turn on, keeping the others (the "Turn on …" buttons). */
  turnOn?: readonly string[];
  /** Option ids to turn off, keeping the others (a Settings panel's menu, against what it showed). */
  turnOff?: readonly string[];
  stepLengthMs?: number;
  /** Lead times before each deadline; [] for the default, which scales with the step length. */
  reminderLeadsMs?: readonly number[];
  missedPolicy?: MissedPolicy;
  /** Problems the caller found reading the change (a step length that is no duration): refused with the rest. */
  refused?: readonly RuleError[];
  /** The settings the panel showed (settings-seen.ts): only what it changed is applied, or it is refused as stale. */
  seen?: string;
}

export interface SettingsChanged {
  game: GameRow;
  /** One line per setting that changed, as it reads now: "Scenario: Standard scenario · Medium battle · …". */
  changed: string[];
  /** Seats the new scenario moved or gave other ships: "Ana moves to side A.". */
  seatNotes: string[];
  post: LobbyPost;
}

/** The options record after `change` (a whole new list, ids turned on, or both), or its problems. */
function optionsAfter(game: GameRow, change: SettingsChange): Result<Record<string, unknown>, RuleError[]> {
  const system = ruleSystem(game.system);
  const scope = change.optionsScope;
  const read = change.options === undefined ? ok({ ...game.options }) : parseOptionList(system, change.options);
  // A list for some of the options leaves the others as they are.
  const kept = scope === undefined || change.options === undefined ? {} : Object.fromEntries(Object.entries(game.options).filter(([id]) => !scope.includes(id)));
  const listed = read.ok ? ok({ ...kept, ...read.value }) : read;
  const offered = offeredOptions(system).map((o) => o.id);
  const unknown = [...(change.turnOn ?? []), ...(change.turnOff ?? [])].filter((id) => !offered.includes(id));
  const errors = listed.ok ? [] : [...listed.error];
  if (unknown.length > 0) errors.push(serviceError('ERR_OPTION_UNKNOWN', `${cutGraphemes(unknown.join(', '), 60)} is not an optional rule this game can turn on.`));
  if (!listed.ok || errors.length > 0) return err(errors);
  const on = { ...listed.value, ...Object.fromEntries((change.turnOn ?? []).map((id) => [id, true])), ...Object.fromEntries((change.turnOff ?? []).map((id) => [id, false])) };
  const parsed = system.optionsSchema.safeParse(Object.fromEntries(system.options.map((o) => [o.id, on[o.id] === true])));
  return parsed.success ? ok(parsed.data as Record<string, unknown>) : err([serviceError('ERR_GAME_OPTIONS', 'Those optional rules do not go together.')]);
}

/** What is wrong with a game's own reminder leads for its step length (the default ones always fit). */
function reminderProblems(game: Pick<GameRow, 'stepLengthMs' | 'reminderLeadsMs'>): RuleError[] {
  const errors: RuleError[] = [];
  const leads = game.reminderLeadsMs;
  if (leads.length > MAX_REMINDERS) errors.push(serviceError('ERR_REMINDERS', `At most ${MAX_REMINDERS} reminders per deadline; there are ${leads.length}.`));
  const long = leads.filter((lead) => lead >= game.stepLengthMs);
  if (long.length > 0) {
    const list = long.map(stepLengthText).join(', ');
    errors.push(serviceError('ERR_REMINDERS', `A reminder comes before the deadline, within the step of ${stepLengthText(game.stepLengthMs)}; ${list} is not shorter than that.`));
  }
  return errors;
}

/** The game as it would be after `change`, or every problem with it. */
function applied(game: GameRow, change: SettingsChange): Result<GameRow, RuleError[]> {
  const system = ruleSystem(game.system);
  const errors: RuleError[] = [...(change.refused ?? [])];
  const next: GameRow = { ...game };
  if (change.scenario !== undefined) {
    const scenario = change.scenario.trim();
    const described = system.fleets.describeScenario(scenario);
    if (described.ok) Object.assign(next, { scenario, title: titleOf(system, scenario) });
    else errors.push(...described.error);
  }
  if (change.options !== undefined || change.turnOn !== undefined || change.turnOff !== undefined) {
    const options = optionsAfter(game, change);
    if (options.ok) next.options = options.value;
    else errors.push(...options.error);
  }
  if (change.stepLengthMs !== undefined) {
    const step = newGameSchema.shape.stepLengthMs.safeParse(change.stepLengthMs);
    if (step.success) next.stepLengthMs = step.data;
    else errors.push(...step.error.issues.map((i) => serviceError('ERR_STEP_LENGTH', i.message)));
  }
  if (change.reminderLeadsMs !== undefined) next.reminderLeadsMs = [...new Set(change.reminderLeadsMs)].sort((a, b) => b - a);
  // A shorter step can leave the game's own reminders too long: said, not dropped without a word.
  if (change.reminderLeadsMs !== undefined || change.stepLengthMs !== undefined) errors.push(...reminderProblems(next));
  if (change.missedPolicy !== undefined) next.missedPolicy = change.missedPolicy;
  return errors.length > 0 ? err(errors) : ok(next);
}

/** The lines of what differs between the game before and after. */
function differences(before: GameRow, after: GameRow): string[] {
  const lines: string[] = [];
  if (after.scenario !== before.scenario) lines.push(scenarioText(after));
  if (optionsText(after) !== optionsText(before)) lines.push(optionsText(after));
  if (after.stepLengthMs !== before.stepLengthMs) lines.push(`Step length: ${stepLengthText(after.stepLengthMs)}`);
  if (remindersText(after) !== remindersText(before) || after.reminderLeadsMs.join() !== before.reminderLeadsMs.join()) lines.push(remindersText(after));
  if (after.missedPolicy !== before.missedPolicy) lines.push(missedText(after.missedPolicy));
  return lines;
}

/**
 * Inside the transaction: seats follow a new scenario's sides (by place in the list) and fleets it gives. Keys are
 * renumbered per side (A1, A2…), through temporary ones, since a game's keys are unique.
 */
function reseat(ctx: GameContext, before: GameRow, after: GameRow, seats: readonly SeatRow[]): string[] {
  const fleets = ruleSystem(after.system).fleets;
  const oldSides = fleets.sides(before.scenario);
  const newSides = fleets.sides(after.scenario);
  if (newSides.length === 0) return [];
  const notes: string[] = [];
  const placed = seats.map((seat) => {
    const at = Math.max(0, oldSides.indexOf(seat.side));
    const side = newSides.includes(seat.side) ? seat.side : (newSides[Math.min(at, newSides.length - 1)] as string);
    const oldGiven = fleets.given?.(before.scenario, seat.side) ?? null;
    const newGiven = fleets.given?.(after.scenario, side) ?? null;
    const wasGiven = oldGiven !== null && JSON.stringify(oldGiven) === JSON.stringify(seat.fleet);
    const fleet = newGiven ?? (wasGiven ? null : seat.fleet);
    if (side !== seat.side) notes.push(`${seatName(seat)} moves to side ${side}.`);
    if (newGiven !== null && !wasGiven) notes.push(`${seatName(seat)} flies the ships the scenario gives side ${side}.`);
    else if (wasGiven && newGiven === null) notes.push(`${seatName(seat)} builds a fleet: the new scenario gives side ${side} no ships.`);
    return { seat, side, fleet };
  });
  placed.forEach(({ seat }) => updateSeat(ctx.db, seat.id, { seatKey: `~${seat.id}` }));
  const count = new Map<string, number>();
  for (const { seat, side, fleet } of placed) {
    const n = (count.get(side) ?? 0) + 1;
    count.set(side, n);
    updateSeat(ctx.db, seat.id, { side, seatKey: `${side}${n}`, fleet });
  }
  return notes;
}

/** A GM changes the lobby's settings: checked all at once, applied with the lobby post and a note in the thread. */
export function changeSettings(ctx: GameContext, gameId: number, byUserId: string, change: SettingsChange): Result<SettingsChanged, RuleError[]> {
  return ctx.db.transaction(() => {
    const gm = asGm(ctx, gameId, byUserId, 'change the settings');
    if (!gm.ok) return gm;
    const before = gm.value;
    if (before.status !== 'lobby') return err([serviceError('ERR_GAME_STARTED', 'The game has started, so its settings are fixed; /gm has what a GM can still change.')]);
    const meant = change.seen === undefined ? ok(change) : rebaseOnSeen(before, change, change.seen);
    if (!meant.ok) return meant;
    const next = applied(before, meant.value);
    if (!next.ok) return next;
    const after = next.value;
    const changed = differences(before, after);
    if (changed.length === 0) return ok({ game: before, changed, seatNotes: [], post: renderLobby(before, seatsOf(ctx.db, gameId)) });
    const { scenario, title, options, stepLengthMs, reminderLeadsMs, missedPolicy } = after;
    updateGame(ctx.db, gameId, { scenario, title, options, stepLengthMs, reminderLeadsMs, missedPolicy });
    const seatNotes = after.scenario === before.scenario ? [] : reseat(ctx, before, after, seatsOf(ctx.db, gameId));
    const post = refreshLobby(ctx.db, gameId);
    const game = gameById(ctx.db, gameId) as GameRow;
    if (game.threadId !== null) {
      const content = ['**The GM changed the settings:**', ...[...changed, ...seatNotes].map((l) => `• ${plain(l)}`)].join('\n');
      enqueue(ctx.db, { key: `g${gameId}/settings/v${game.version}`, gameId, kind: 'channel', target: game.threadId, payload: { content } });
    }
    return ok({ game, changed, seatNotes, post });
  }, { behavior: 'immediate' });
}
