/**
 * The three moments standing orders enter the turn (read.ts says where they may be written), each followed by the
 * play-out (play-out.ts):
 * - the plot resolves: each side's orders given with its plot are stored, then the Mission or Control Step the
 *   movement opened is played out;
 * - a side that was asked answers: its orders for the rest of the step replace what was left of its old ones;
 * - the fire orders that came before the end of the alternation are in: they are held (held-fire.ts), each side's
 *   orders given with them replace its old ones for those steps, a side that gave none passes, and the
 *   alternation goes on from where it stopped.
 * Each time a side writes orders, it has seen every public action so far: the enemy actions its conditions wait
 * for start again from there.
 */
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent, SeatId } from '../../../core/rule-system.ts';
import { resolveMessage } from '../alternation.ts';
import type { MetaverseSubmission } from '../../submission.ts';
import type { MetaverseState } from '../../state.ts';
import { playOut } from './play-out.ts';
import { emptyStanding, PASS, type AlternatingStep, type SideId, type SideStanding, type StandingOrders, type StandingState } from './types.ts';

type Step = { state: MetaverseState; events: GameEvent[] };

const sideOfSeat = (state: MetaverseState, seat: SeatId): SideId | undefined => state.sides.find((s) => s.seat === seat)?.side;

/** The side's orders with `given` written over them, as just written (fresh, nothing heard yet). */
function written(before: SideStanding | undefined, given: StandingOrders): SideStanding {
  return { scripts: { ...(before?.scripts ?? {}), ...given }, heard: [], fresh: true };
}

/** After the plot: the orders given with it, then the play-out of the step the movement opened. */
export function startPlayOut(before: MetaverseState, moved: Step, submissions: Readonly<Record<SeatId, MetaverseSubmission>>, dice: Dice): Step {
  const sides: Partial<Record<SideId, SideStanding>> = {};
  for (const [seat, sub] of Object.entries(submissions)) {
    const side = sideOfSeat(before, seat);
    if (side && sub.kind === 'plot' && sub.standing) sides[side] = { scripts: sub.standing, heard: [], fresh: false };
  }
  const standing: StandingState = { ...emptyStanding(before.turn), sides };
  const played = playOut({ ...moved.state, standing }, dice);
  return { state: played.state, events: [...moved.events, ...played.events] };
}

/** A side asked in the play-out has answered (or missed its deadline, which passes for the rest of the step). */
export function resolveAnswer(state: MetaverseState, submissions: Readonly<Record<SeatId, MetaverseSubmission>>, dice: Dice): Step {
  const st = state.standing ?? emptyStanding(state.turn);
  const answer = Object.entries(submissions).find(([, sub]) => sub.kind === 'standing');
  if (!answer) {
    // A message of the strict kind (sent before the game took standing orders): one turn, then the play-out goes on.
    const one = resolveMessage(state, submissions, dice);
    const played = playOut({ ...one.state, standing: { ...st, asking: null } }, dice);
    return { state: played.state, events: [...one.events, ...played.events] };
  }
  const [seat, sub] = answer;
  const side = sideOfSeat(state, seat);
  if (!side || sub.kind !== 'standing') return { state, events: [] };
  const standing: StandingState = { ...st, asking: null, sides: { ...st.sides, [side]: written(st.sides[side], sub.orders) } };
  return playOut({ ...state, standing }, dice);
}

/** The fire orders (and standing orders) given before the end of the alternation are in; the play-out goes on. */
export function resolveEarlyFire(state: MetaverseState, submissions: Readonly<Record<SeatId, MetaverseSubmission>>, dice: Dice): Step {
  const st = state.standing ?? emptyStanding(state.turn);
  const resume: AlternatingStep = st.resume ?? 'control';
  const left: readonly AlternatingStep[] = resume === 'missions' ? ['missions', 'control'] : ['control'];
  const sides: Partial<Record<SideId, SideStanding>> = { ...st.sides };
  const fire: Partial<Record<SideId, NonNullable<StandingState['fire']>[SideId]>> = {};
  for (const side of ['A', 'B'] as const) {
    const sub = Object.entries(submissions).find(([seat]) => sideOfSeat(state, seat) === side)?.[1];
    if (sub?.kind === 'fire') fire[side] = sub.fire;
    const given = sub?.kind === 'fire' ? (sub.standing ?? {}) : {};
    const kept = st.sides[side]?.scripts ?? {};
    // A step a side gave no orders for, now or with its plot, it passes (its fire echo said so).
    const passes = Object.fromEntries(left.filter((step) => given[step] === undefined && kept[step] === undefined).map((step) => [step, PASS]));
    sides[side] = written(st.sides[side], { ...passes, ...given });
  }
  const standing: StandingState = { ...st, sides, resume: null, asking: null, fire };
  const played = playOut({ ...state, stage: resume, standing }, dice);
  return { state: played.state, events: [...played.events, ...heldNote(played.state)] };
}

/** When the play-out stops to ask a side, the fire step's post says the fire waits, and where it will be told. */
function heldNote(state: MetaverseState): GameEvent[] {
  const asking = state.standing?.asking;
  if (!asking || state.standing?.fire === null) return [];
  const step = asking.step === 'missions' ? 'Mission and Control Steps are' : 'Control Step is';
  return [{ type: 'standing', text: `Fire waits until the ${step} over (p.21): side ${asking.side} is asked for its next action, and the fire is posted with the answer.` }];
}
