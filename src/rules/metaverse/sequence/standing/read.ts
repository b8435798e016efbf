/**
 * Where standing orders may be written, and reading them (types.ts, script.ts, lines.ts; p.19, p.21):
 * - with the movement plot: orders for the Mission Step and the Control Step of this turn;
 * - with the fire orders, while the Mission or Control Step is still to be played out (the fire step then says so):
 *   orders for what is left of them; they replace orders given with the plot for the same step;
 * - when the play-out asks a side: its message is its orders for the rest of the step it was asked in, plain (no
 *   `control:` needed), and in the Mission Step it may add `control:` lines for the Control Step after it.
 * A game played one message at a time (option `strictAlternation`) takes none: each message is one turn.
 * Every problem comes back at once; the problems of each line name the step.
 */
import { err, ok, type Result, type RuleError } from '../../../core/result.ts';
import type { SeatId } from '../../../core/rule-system.ts';
import { sideOfSeat } from '../orders.ts';
import type { MetaverseState } from '../../state.ts';
import { stepContext, unitContext } from './context.ts';
import { splitStanding } from './lines.ts';
import { parseScriptItems } from './script.ts';
import { splitMessage } from '../control/control-step.ts';
import type { AlternatingStep, SideId, StandingOrders } from './types.ts';
import { metaverseError } from '../../errors.ts';

export const isStrict = (state: MetaverseState): boolean => state.config.game.strictAlternation === true;

/** The alternating steps still to be played this turn that orders may be given for now; [] when none may be. */
export function openForOrders(state: MetaverseState): AlternatingStep[] {
  if (isStrict(state)) return [];
  const fighters = state.config.game.modules.starfighters;
  if (state.stage === 'plot') return fighters ? ['missions', 'control'] : ['control'];
  if (state.stage === 'fire') {
    const resume = state.standing?.resume ?? null;
    return resume === 'missions' ? ['missions', 'control'] : resume === 'control' ? ['control'] : [];
  }
  if (state.stage === 'missions') return ['missions', 'control'];
  if (state.stage === 'control') return ['control'];
  return [];
}

/** A side asked during the play-out answers with standing orders (not one message of the strict alternation). */
export const answersWithOrders = (state: MetaverseState): boolean => !isStrict(state) && (state.stage === 'missions' || state.stage === 'control');

const STEP_NAME: Readonly<Record<AlternatingStep, string>> = { missions: 'Mission Step', control: 'Control Step' };

function whyNot(state: MetaverseState, step: AlternatingStep): RuleError {
  if (isStrict(state)) return metaverseError('ERR_STANDING_OFF', `This game is played one message at a time: send ${STEP_NAME[step]} actions when it is your turn in that step.`);
  if (step === 'missions' && !state.config.game.modules.starfighters) return metaverseError('ERR_STANDING_NO_FIGHTERS', 'Starfighters are off in this game: there is no Mission Step.');
  return metaverseError('ERR_STANDING_CLOSED', `The ${STEP_NAME[step]} is over this turn: its orders cannot be given now.`);
}

/** Reads each step's items into scripts, refusing steps that take no orders now. */
function readSteps(state: MetaverseState, side: SideId, items: Readonly<Partial<Record<AlternatingStep, readonly string[]>>>): Result<StandingOrders | undefined, RuleError[]> {
  const open = openForOrders(state);
  const errors: RuleError[] = [];
  const orders: Partial<Record<AlternatingStep, StandingOrders[AlternatingStep]>> = {};
  for (const step of ['missions', 'control'] as const) {
    const given = items[step];
    if (given === undefined) continue;
    if (!open.includes(step)) {
      errors.push(whyNot(state, step));
      continue;
    }
    const script = parseScriptItems(given, step, { step: stepContext(state, side, step), units: unitContext(state, side) });
    if (script.ok) orders[step] = script.value;
    else errors.push(...script.error);
  }
  if (errors.length > 0) return err(errors);
  return ok(Object.keys(orders).length > 0 ? orders : undefined);
}

/** A plot or fire message: its standing lines read, the rest left for the plot or fire reader. */
export function readStandingLines(state: MetaverseState, seat: SeatId, text: string): { rest: string; orders: Result<StandingOrders | undefined, RuleError[]> } {
  const split = splitStanding(text);
  const side = sideOfSeat(state, seat);
  if (!side || Object.keys(split.items).length === 0) return { rest: split.rest, orders: ok(undefined) };
  return { rest: split.rest, orders: readSteps(state, side, split.items) };
}

/** The answer of a side asked in the play-out: orders for the rest of the step (an empty message passes). */
export function readAnswer(state: MetaverseState, seat: SeatId, text: string): Result<StandingOrders, RuleError[]> {
  const side = sideOfSeat(state, seat);
  const step = state.stage === 'missions' ? 'missions' : 'control';
  if (!side) return err([metaverseError('ERR_SEAT', 'You have no seat in this game.')]);
  const split = splitStanding(text);
  const here = [...splitMessage(split.rest), ...(split.items[step] ?? [])];
  const read = readSteps(state, side, { ...split.items, [step]: here });
  if (!read.ok) return read;
  return ok(read.value ?? {});
}
