/**
 * What goes out when a step opens (docs/playing.md §2–3): one post in the thread saying who owes what and by when,
 * edited as players get ready instead of re-posted, and a DM prompt to each owing player with their units, a private
 * map and buttons. Every function here runs inside the caller's transaction and only queues outbox rows.
 */
import type { Db } from '../../db/connection.ts';
import { enqueue, outboxByKey, seatsOf, submissionsOf, type GameRow, type SeatRow, type StepRow } from '../../db/game-repo.ts';
import type { StepGuide } from '../../rules/core/assist.ts';
import { currentState, currentStateOrNull } from '../stored-state.ts';
import { ruleSystem } from '../rule-systems.ts';
import { guideWithPicks } from '../pick-places.ts';
import { promptControls, type Control } from './controls.ts';
import { promptFireMenu } from './fire-panel.ts';
import { orderChoiceMenu } from './order-choices.ts';
import { dueText, renderRows } from './post-renderer.ts';
import { defused, plain, plainName } from './player-text.ts';

const nameOf = (seat: SeatRow): string => (seat.playerName ? plainName(seat.playerName) : `seat ${seat.seatKey}`);

/**
 * The key of a post that lives in the game's thread: `base` for the thread the game has now, and a key of its own once
 * the game moved (/gm move) after the first post was made, so the new thread gets a fresh post to edit.
 */
export function threadPostKey(db: Db, game: GameRow, base: string): string {
  const first = outboxByKey(db, base);
  const here = game.threadId ?? game.channelId;
  return !first || first.target === here ? base : `${base}@${here}`;
}

export const stepOpenedKey = (db: Db, game: GameRow, step: StepRow): string => threadPostKey(db, game, `g${game.id}/s${step.seq}/opened`);

/** "**Turn 3: orders** · due in 23 hours\nWaiting on Ben · ready: Ana". */
export function stepStatusText(db: Db, game: GameRow, step: StepRow): string {
  const seats = seatsOf(db, game.id).filter((s) => step.owes.includes(s.seatKey));
  const ready = new Set(submissionsOf(db, step.id).filter((d) => d.ready).map((d) => d.seatId));
  const waiting = seats.filter((s) => !ready.has(s.id)).map(nameOf);
  const done = seats.filter((s) => ready.has(s.id)).map(nameOf);
  if (step.status !== 'open') return `**${step.title}** · resolved: see the post below.\nDice committed: \`${step.seedHash.slice(0, 16)}…\``;
  const head = `**${step.title}** · ${dueText(step.deadlineAt)}`;
  const who = waiting.length > 0 ? `Waiting on ${waiting.join(', ')}${done.length > 0 ? ` · ready: ${done.join(', ')}` : ''}` : 'Everyone is ready.';
  return [head, who, `Dice committed: \`${step.seedHash.slice(0, 16)}…\` (check later with /verify)`].join('\n');
}

/** Whether the open step is brief (one side's message in an alternating exchange, RuleSystem `Step.brief`). */
function isBrief(db: Db, game: GameRow): boolean {
  const state = currentStateOrNull(db, game);
  return state !== null && ruleSystem(game.system).step(state)?.brief === true;
}

/**
 * The thread post and the DM prompts for a step that just opened. A brief step has no thread post of its own: the
 * player it waits on is prompted by DM, the pinned status names the step, and its resolution is posted.
 */
export function queueStepOpened(db: Db, game: GameRow, step: StepRow, { promptsToo = true } = {}): void {
  if (!isBrief(db, game)) enqueue(db, { key: stepOpenedKey(db, game, step), gameId: game.id, kind: 'channel', target: game.threadId ?? game.channelId, payload: { content: stepStatusText(db, game, step) } });
  if (!promptsToo) return;
  for (const seat of seatsOf(db, game.id)) {
    if (!seat.userId || !step.owes.includes(seat.seatKey)) continue;
    enqueue(db, { key: `g${game.id}/s${step.seq}/prompt/${seat.seatKey}`, gameId: game.id, kind: 'dm', target: seat.userId, payload: promptPayload(db, game, step, seat) });
  }
}

/** Edits the step's thread post to show who is still owed; one edit per change of the game's version. */
export function queueWaitingUpdate(db: Db, game: GameRow, step: StepRow): void {
  // A brief step has no thread post to edit.
  if (!outboxByKey(db, stepOpenedKey(db, game, step))) return;
  enqueue(db, {
    key: `${stepOpenedKey(db, game, step)}/edit/${game.version}`,
    gameId: game.id,
    kind: 'edit',
    target: `outbox:${stepOpenedKey(db, game, step)}`,
    payload: { content: stepStatusText(db, game, step) },
  });
}

/** How the rule system suggests this seat answers the step, given its draft so far. */
export function seatGuide(db: Db, game: GameRow, step: StepRow, seat: SeatRow): StepGuide | null {
  const state = currentStateOrNull(db, game);
  const draft = submissionsOf(db, step.id).find((d) => d.seatId === seat.id)?.payload ?? null;
  return state !== null ? guideWithPicks(game.system, state, seat.seatKey, ruleSystem(game.system).assist.guide(state, seat.seatKey, draft)) : null;
}

/**
 * The prompt's "Fire with…" menu when this seat may give fire in the step (the rules offer ships to fire with: the
 * same list `/fire` autocomplete offers); a pick opens the fire panel (fire-panel.ts).
 */
function seatFireMenu(db: Db, game: GameRow, step: StepRow, seat: SeatRow): Control | undefined {
  const state = currentStateOrNull(db, game);
  const ships = state === null ? [] : ruleSystem(game.system).assist.fireShips(state, seat.seatKey);
  return ships.length > 0 ? promptFireMenu(game.id, step.key, ships) : undefined;
}

/**
 * The prompt's menu row: "Fire with…" in a fire step, else the choices the seat's orders may carry besides each move
 * (boost, tow, shield arcs: order-choices.ts), else none.
 */
export function seatMenu(db: Db, game: GameRow, step: StepRow, seat: SeatRow): Control | undefined {
  const fire = seatFireMenu(db, game, step, seat);
  if (fire) return fire;
  const state = currentStateOrNull(db, game);
  const draft = submissionsOf(db, step.id).find((d) => d.seatId === seat.id)?.payload ?? null;
  const choices = state === null ? [] : (ruleSystem(game.system).assist.orderChoices?.(state, seat.seatKey, draft) ?? []);
  return orderChoiceMenu(game.id, step.key, choices);
}

/** A player's DM for an open step: units, deadline, dice commitment, a private map and the buttons. */
export function promptPayload(db: Db, game: GameRow, step: StepRow, seat: SeatRow) {
  const read = currentState(db, game);
  const snapshot = read.ok ? read.value : null;
  const guide = seatGuide(db, game, step, seat);
  const units = guide?.units.map((u) => `**${plainName(u.name)}** · ${plain(u.line)}`) ?? [];
  const content = [
    `Game ${game.id} · ${game.title} · **${step.title}** · ${dueText(step.deadlineAt)}`,
    `Dice for this step are committed: \`${step.seedHash.slice(0, 16)}…\` (check later with /verify)`,
    '',
    ...units.slice(0, 15),
    ...(units.length > 15 ? [`… and ${units.length - 15} more: type their orders here.`] : []),
    '',
    defused(guide?.help ?? ''),
    snapshot && ruleSystem(game.system).step(snapshot.state)?.brief
      ? 'It is your turn: type your message here, use the buttons, or `/plot` in the game thread. It counts as soon as you send it.'
      : 'Type orders here, use the buttons, or `/plot` in the game thread. **Ready** locks them in.',
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .slice(0, 2000);
  return {
    content,
    components: guide ? renderRows(promptControls(game.id, step.key, guide, seatMenu(db, game, step, seat))) : [],
    files: snapshot ? [{ name: 'your-view.png', map: { gameId: game.id, stepId: snapshot.stepId, seat: seat.seatKey } }] : [],
  };
}
