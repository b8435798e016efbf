/**
 * Reading and checking what a seat sends in each Metaverse step (p.2 "Turn Sequence"; help.ts), and what a seat that
 * missed the deadline does:
 *
 * - plot (secret): the turn plot notation; a squadron left out drifts (A21), and so does a missed deadline.
 * - missions / control (the sides take turns): one message of actions, `pass` or nothing to pass. The message is
 *   tried against the state before it is accepted, so a refused action never reaches the step; a missed turn passes.
 * - fire (secret): the fire notation; weapons given no order are held (A7). Weapons that must fire at a Danger Close
 *   ship (p.22) and were left without an order are given that order, so they appear in the echo; a forced weapon
 *   aimed elsewhere is refused. A missed deadline holds every weapon but those forced ones.
 *
 * Unless the game is played one message at a time, a plot or fire message may carry standing orders for the
 * alternating steps, and a side asked in their play-out answers with standing orders (sequence/standing/read.ts).
 *
 * Every problem comes back at once; nothing throws.
 */
import { stripNotes } from '../../core/echo-note.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { parseTurnPlot } from './parse.ts';
import { readFireOrders } from './parse-fire.ts';
import type { FireDraftContext, FireOrder, FireDraft, ShipFire } from './types.ts';
import { applyControl, checkControlMessage, splitMessage } from '../sequence/control/control-step.ts';
import { missionActions } from '../sequence/starfighters/fighter-step.ts';
import { checkFireOrders, forcedWeaponsFor } from '../sequence/combat/legal-targets.ts';
import { seatFireContext, seatPlotContext, sideOfSeat } from '../sequence/orders.ts';
import { movementPlotsOf, weaponOrdersOf } from './to-plot.ts';
import type { MetaverseState } from '../state.ts';
import { controlDue, missionsDue } from '../sequence/turn.ts';
import type { MetaverseSubmission } from '../submission.ts';
import { checkEarlyFire } from '../sequence/standing/fire-targets.ts';
import { answersWithOrders, isStrict, openForOrders, readAnswer, readStandingLines } from '../sequence/standing/read.ts';
import { PASS, type Script, type StandingOrders } from '../sequence/standing/types.ts';
import type { WeaponOrder } from '../sequence/combat/combat-step.ts';
import { metaverseError } from '../errors.ts';

/** The side whose message the open alternating step waits for, or null in a secret step. */
export function alternatingSide(state: MetaverseState): 'A' | 'B' | null {
  return state.stage === 'missions' ? missionsDue(state) : state.stage === 'control' ? controlDue(state) : null;
}

function notYourTurn(state: MetaverseState, side: 'A' | 'B'): RuleError[] {
  const due = alternatingSide(state);
  if (due === side) return [];
  const step = state.stage === 'missions' ? 'Mission Step' : 'Control Step';
  return [metaverseError('ERR_NOT_YOUR_TURN', `It is side ${due ?? '?'}'s turn in the ${step}: wait for their message.`)];
}

/**
 * A Mission or Control Step message as stored and echoed: one action per line, a "pay X" part joined to its action
 * (control-step.ts `splitMessage`), nothing = pass. The echo prints these lines, so it reads back as the same text.
 */
const stepText = (text: string): string => splitMessage(text).join('\n') || 'pass';

/** Adds an order for each forced Danger Close weapon the seat left without one (p.22: it must fire). */
export function withForcedFire(state: MetaverseState, side: 'A' | 'B', fire: FireDraft): FireDraft {
  const ships: ShipFire[] = [...fire.ships];
  for (const ship of state.ships.filter((s) => s.side === side && s.status === 'active')) {
    const forced = forcedWeaponsFor(state, ship.id);
    const given = ships.find((s) => s.ship === ship.id);
    const missing: FireOrder[] = Object.entries(forced)
      .filter(([weapon, targets]) => targets.length > 0 && !(given?.orders ?? []).some((o) => o.weapon === weapon))
      .map(([weapon, targets]) => ({ weapon, target: targets[0] ?? '', sensor: null, fire: 'salvo', system: null, mode: null, munition: null }));
    if (missing.length === 0) continue;
    if (given) ships[ships.indexOf(given)] = { ...given, orders: [...given.orders, ...missing] };
    else ships.push({ ship: ship.id, fireControl: null, orders: missing });
  }
  return { ships };
}

/** Ships in the fire context's order, as the notation reads them, so forced orders added at the end read back the same. */
function inContextOrder(fire: FireDraft, ctx: FireDraftContext): FireDraft {
  const at = (id: string): number => ctx.ships.findIndex((s) => s.id === id);
  return { ships: [...fire.ships].sort((a, b) => at(a.ship) - at(b.ship)) };
}

/** Reads the seat's text for the open step and checks it against the rules (the service stores what this returns). */
export function parseSubmission(state: MetaverseState, seat: SeatId, text: string): Result<MetaverseSubmission, RuleError[]> {
  // An echo pasted back reads as its orders: the notes after " — " are for the player (core/echo-note.ts).
  const clean = stripNotes(text);
  if (answersWithOrders(state)) return readOrdersAnswer(state, seat, clean);
  const standing = state.stage === 'plot' || state.stage === 'fire' ? readStandingLines(state, seat, clean) : { rest: clean, orders: ok(undefined) };
  // The fire lines are checked with the nominations of the same message's control lines (issue 24 item 1).
  const read = readSubmission(state, seat, standing.rest, standing.orders.ok ? standing.orders.value?.control : undefined);
  if (!read.ok || !standing.orders.ok) return err([...(read.ok ? [] : read.error), ...(standing.orders.ok ? [] : standing.orders.error)]);
  const orders = standing.orders.value;
  const whole = orders && (read.value.kind === 'plot' || read.value.kind === 'fire') ? { ...read.value, standing: orders } : read.value;
  return validateSubmission(state, seat, whole);
}

/** A side asked during the play-out of standing orders: its orders for the rest of the step. */
function readOrdersAnswer(state: MetaverseState, seat: SeatId, text: string): Result<MetaverseSubmission, RuleError[]> {
  const side = sideOfSeat(state, seat);
  if (!side) return err([metaverseError('ERR_SEAT', 'You have no seat in this game.')]);
  const turn = notYourTurn(state, side);
  if (turn.length > 0) return err(turn);
  const orders = readAnswer(state, seat, text);
  if (!orders.ok) return orders;
  return validateSubmission(state, seat, { kind: 'standing', stage: state.stage === 'missions' ? 'missions' : 'control', orders: orders.value });
}

/** Standing orders are taken only where sequence/standing/read.ts says, and fire with them only at targets they make legal. */
function standingProblems(state: MetaverseState, submission: { readonly standing?: StandingOrders }): RuleError[] {
  const given = Object.keys(submission.standing ?? {});
  const open = openForOrders(state);
  if (given.length === 0 || given.every((step) => (open as readonly string[]).includes(step))) return [];
  return [
    metaverseError(
      isStrict(state) ? 'ERR_STANDING_OFF' : 'ERR_STANDING_CLOSED',
      isStrict(state) ? 'This game is played one message at a time: no standing orders; send each action in its step.' : 'The Mission and Control Steps are over this turn: no standing orders now.',
    ),
  ];
}

/**
 * The legal-target problems of fire orders (A26, p.22 Danger Close): given before the Control Step is over, the
 * nominations of the side's control orders count (`script`: the message's, else the plot's). `sides`: whose forced
 * weapons must not be held.
 */
function targetProblems(state: MetaverseState, side: 'A' | 'B', orders: readonly WeaponOrder[], script: Script | undefined, sides: readonly ('A' | 'B')[]): RuleError[] {
  const early = (state.standing?.resume ?? null) !== null;
  const control = script ?? state.standing?.sides[side]?.scripts.control;
  return early ? checkEarlyFire(state, side, orders, control, sides) : checkFireOrders(state, state.control?.declarations ?? {}, orders, sides);
}

function readSubmission(state: MetaverseState, seat: SeatId, text: string, script?: Script): Result<MetaverseSubmission, RuleError[]> {
  if (state.stage === 'over') return err([metaverseError('ERR_GAME_OVER', 'The game is over.')]);
  const side = sideOfSeat(state, seat);
  if (!side) return err([metaverseError('ERR_SEAT', 'You have no seat in this game.')]);
  switch (state.stage) {
    case 'plot': {
      const ctx = seatPlotContext(state, seat);
      if (!ctx.ok) return ctx;
      if (text.trim() === '') return ok({ kind: 'plot', plot: { squadrons: [] } });
      const parsed = parseTurnPlot(text, ctx.value);
      return parsed.ok ? ok({ kind: 'plot', plot: parsed.value }) : parsed;
    }
    case 'missions':
      return ok({ kind: 'missions', text: stepText(text) });
    case 'control': {
      const turn = notYourTurn(state, side);
      if (turn.length > 0 || !state.control) return err(turn);
      const actions = checkControlMessage(state, state.control, side, text);
      return actions.ok ? ok({ kind: 'control', text: stepText(text), actions: actions.value }) : actions;
    }
    case 'fire': {
      const ctx = seatFireContext(state, seat);
      if (!ctx.ok) return ctx;
      if (text.trim() === '') return ok({ kind: 'fire', fire: inContextOrder(withForcedFire(state, side, { ships: [] }), ctx.value) });
      const read = readFireOrders(text, ctx.value);
      if (read.errors.length === 0) return ok({ kind: 'fire', fire: inContextOrder(withForcedFire(state, side, read.fire), ctx.value) });
      // The orders that did read are tried against the targets too, so the refusal lists every problem at once.
      const later = targetProblems(state, side, weaponOrdersOf(read.fire), script, []);
      return err([...read.errors, ...later]);
    }
  }
}

const STAGE_WANTS: Readonly<Record<MetaverseState['stage'], string>> = {
  plot: 'A movement plot is due now.',
  missions: 'A Mission Step message (missions or pass) is due now.',
  control: 'A Control Step message (actions or pass) is due now.',
  fire: 'Fire orders are due now.',
  over: 'The game is over.',
};

export function validateSubmission(state: MetaverseState, seat: SeatId, submission: MetaverseSubmission): Result<MetaverseSubmission, RuleError[]> {
  const side = sideOfSeat(state, seat);
  if (!side) return err([metaverseError('ERR_SEAT', 'You have no seat in this game.')]);
  const answer = submission.kind === 'standing' && submission.stage === state.stage && answersWithOrders(state);
  if (state.stage === 'over' || (submission.kind !== state.stage && !answer)) return err([metaverseError('ERR_STEP_KIND', STAGE_WANTS[state.stage])]);
  if ((submission.kind === 'plot' || submission.kind === 'fire') && standingProblems(state, submission).length > 0) return err(standingProblems(state, submission));
  switch (submission.kind) {
    case 'standing': {
      const turn = notYourTurn(state, side);
      return turn.length > 0 ? err(turn) : ok(submission);
    }
    case 'plot': {
      const own = new Set(state.squadrons.filter((q) => q.side === side).map((q) => q.id));
      const stray = submission.plot.squadrons.filter((p) => !own.has(p.squadron));
      if (stray.length > 0) return err(stray.map((p) => metaverseError('ERR_NOT_YOUR_SQUADRON', `${state.squadrons.find((q) => q.id === p.squadron)?.name ?? 'A squadron in the plot'} is not one of yours; plot your own squadrons.`)));
      const plots = movementPlotsOf(submission.plot);
      return plots.ok ? ok(submission) : plots;
    }
    case 'missions': {
      const turn = notYourTurn(state, side);
      if (turn.length > 0) return err(turn);
      const tried = missionActions(state, state.fighters, side, submission.text);
      return tried.ok ? ok(submission) : tried;
    }
    case 'control': {
      const turn = notYourTurn(state, side);
      if (turn.length > 0 || !state.control) return err(turn);
      const tried = applyControl(state, state.control, side, submission.actions);
      return tried.ok ? ok(submission) : tried;
    }
    case 'fire': {
      const stray = submission.fire.ships.filter((s) => state.ships.find((x) => x.id === s.ship)?.side !== side);
      if (stray.length > 0) return err(stray.map((s) => metaverseError('ERR_NOT_YOUR_SHIP', `${state.ships.find((x) => x.id === s.ship)?.name ?? 'A ship in the orders'} is not one of yours; give orders to your own ships.`)));
      // Fire orders given before the Control Step is over count the nominations the side's own orders make.
      const problems = targetProblems(state, side, weaponOrdersOf(submission.fire), submission.standing?.control, [side]);
      return problems.length > 0 ? err(problems) : ok(submission);
    }
  }
}

/**
 * A missed deadline: every squadron drifts; an alternating step is passed (with standing orders: for the rest of the
 * step); fire is held but for forced weapons, and a side that gave no standing orders with it passes.
 */
export function missingSubmission(state: MetaverseState, seat: SeatId): MetaverseSubmission {
  const side = sideOfSeat(state, seat) ?? 'A';
  if (answersWithOrders(state)) {
    const stage = state.stage === 'missions' ? 'missions' : 'control';
    return { kind: 'standing', stage, orders: { [stage]: PASS } };
  }
  switch (state.stage) {
    case 'missions':
      return { kind: 'missions', text: 'pass' };
    case 'control':
      return { kind: 'control', text: 'pass', actions: [] };
    case 'fire':
      return { kind: 'fire', fire: withForcedFire(state, side, { ships: [] }) };
    case 'plot':
    case 'over':
      return { kind: 'plot', plot: { squadrons: [] } };
  }
}
