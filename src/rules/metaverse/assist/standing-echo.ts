/**
 * Standing orders read back (docs/playing.md §2; sequence/standing/ for what they are): each item on its own line in normal form
 * (sequence/standing/script.ts `makeScript`), with what it costs, and how the orders end said out loud (`pass` when the
 * player left it out). In a plot or fire echo each line carries its step (`control: designate …`); in the answer of
 * a side that was asked, the step it was asked in needs none. Steps left without orders get a note line saying what
 * will happen in them. Pasted back, the lines read as the same orders (the notes after " — " are dropped).
 */
import { noteLine, withNotes } from '../../core/echo-note.ts';
import { stepContext, unitContext } from '../sequence/standing/context.ts';
import { openForOrders } from '../sequence/standing/read.ts';
import { makeScript } from '../sequence/standing/script.ts';
import type { AlternatingStep, Script, SideId, StandingOrders } from '../sequence/standing/types.ts';
import type { MetaverseState } from '../state.ts';

const ONE_CP = /^(mission|create|retarget|split|recall|designate|ew)\b/i;

/** What an action costs or who gives it (p.19, p.21). */
export function actionNote(action: string): string {
  if (ONE_CP.test(action)) return '1 CP';
  if (/^priority\b/i.test(action)) return 'flag commander';
  return /^(strike|intercept|cap)\b/i.test(action) ? 'free standing order' : '';
}

const STEP_NAME: Readonly<Record<AlternatingStep, string>> = { missions: 'Mission Step', control: 'Control Step' };

function itemNote(item: string): string {
  const reaction = /^if\s+.+?:\s*(.*)$/i.exec(item);
  if (reaction) return [actionNote(reaction[1] ?? ''), 'once, if it happens'].filter((n) => n !== '').join(', ');
  if (/^pass unless\b/i.test(item)) return 'else you are asked';
  if (/^ask$/i.test(item)) return 'you are asked at your next turn';
  return actionNote(item);
}

function scriptLines(state: MetaverseState, side: SideId, step: AlternatingStep, script: Script, prefixed: boolean): string[] {
  const items = makeScript(script, { step: stepContext(state, side, step), units: unitContext(state, side) });
  return items.map((item) => withNotes(prefixed ? `${step}: ${item}` : item, [itemNote(item)]));
}

/** The standing lines of a plot or fire echo, and a note for each step still open that has no orders. */
export function standingEcho(state: MetaverseState, side: SideId, orders: StandingOrders | undefined): string[] {
  const open = openForOrders(state);
  const lines: string[] = [];
  for (const step of ['missions', 'control'] as const) {
    const script = orders?.[step];
    if (script) {
      lines.push(...scriptLines(state, side, step, script, true));
      continue;
    }
    if (!open.includes(step)) continue;
    if (state.stage === 'plot') {
      if (step === 'control') lines.push(noteLine(`${STEP_NAME[step]}: no standing orders; give them here (control: …) or with your fire orders`));
    } else if (state.standing?.sides[side]?.scripts[step]) lines.push(noteLine(`${STEP_NAME[step]}: your standing orders from the plot stand`));
    else lines.push(noteLine(`${STEP_NAME[step]}: your side passes (add ${step}: … lines to act)`));
  }
  return lines;
}

/** The answer of a side asked in the play-out: the step it was asked in plain, the Control Step after it prefixed. */
export function answerEcho(state: MetaverseState, side: SideId, stage: AlternatingStep, orders: StandingOrders): string[] {
  const here = orders[stage];
  const next = stage === 'missions' ? orders.control : undefined;
  return [...(here ? scriptLines(state, side, stage, here, false) : ['pass']), ...(next ? scriptLines(state, side, 'control', next, true) : [])];
}
