/**
 * The alternating steps played out from standing orders, in the book's order (p.19 "Starfighter Mission Step": the
 * side with more starfighter squadrons in play starts, the sides alternate single mission actions, two passes in a
 * row end the step; p.21 "Control Step": the same, the side with more starships starting; p.21 "Combat Phase":
 * each step is concluded before the next). Each turn is one action or a pass, as the book has it, taken from the
 * side's script (next-move.ts) and applied exactly as a message of that side would be (sequence/turn.ts).
 *
 * The play-out stops where a person must decide, and only there:
 * - a side's orders say ask (`ask`, or `pass unless …` met), or its next order cannot be carried out now (it is
 *   dropped and the side asked, with the reason): the step waits on that side alone (`standing.asking`);
 * - a side has given no orders for the step, and the fire orders are not in yet: the fire step opens and collects
 *   standing orders with the fire orders (`standing.resume`); once they are in, every side has orders (pass when it
 *   gave none) and the play-out goes on;
 * - the Control Step is over: the fire step opens, or, when the fire orders are already in, fire is resolved.
 * A side with no fighter squadron in space and no mission has no mission action to take: it passes (docs/step-cycle.md, "Steps":
 * a step in which a seat has no legal choice is skipped).
 *
 * Deterministic: the same state, orders and dice give the same play-out.
 */
import type { Dice } from '../../../core/dice.ts';
import { err, type Result, type RuleError } from '../../../core/result.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import { parseControlMessage } from '../control/control-step.ts';
import type { MetaverseState } from '../../state.ts';
import { controlDue, missionsDue, resolveControl, resolveMissions } from '../turn.ts';
import { fireHeld } from './held-fire.ts';
import { heardControl, heardMissions } from './heard.ts';
import { nextMove } from './next-move.ts';
import { emptyStanding, PASS, type AlternatingStep, type Heard, type Script, type SideId, type SideStanding, type StandingState } from './types.ts';
import { metaverseError } from '../../errors.ts';

type Played = { state: MetaverseState; events: GameEvent[] };

/** More turns than any two scripts can take: a guard against a bug, not a game rule. */
const MAX_TURNS = 500;

const STEP_NAME: Readonly<Record<AlternatingStep, string>> = { missions: 'Starfighter Mission Step', control: 'Control Step' };

const other = (side: SideId): SideId => (side === 'A' ? 'B' : 'A');
const standingOf = (state: MetaverseState): StandingState => state.standing ?? emptyStanding(state.turn);
const sideOf = (st: StandingState, side: SideId): SideStanding => st.sides[side] ?? { scripts: {}, heard: [], fresh: false };
const withStanding = (state: MetaverseState, standing: StandingState): MetaverseState => ({ ...state, standing });

/** Mission lines that cost nothing and are not mission actions (p.32–35 standing orders for the combat). */
const FREE_MISSION_LINE = /^(strike|intercept|cap)\b/i;

/** Nothing to fly: no fighter squadron of the side in space and no mission of its. */
const nothingToFly = (state: MetaverseState, side: SideId): boolean =>
  !state.fighters.squadrons.some((f) => f.side === side && f.status === 'space') && !state.fighters.missions.some((m) => m.side === side);

/** The side's turn as a message: its action (with any free mission lines before it) or a pass. */
interface Turn {
  readonly message: string;
  readonly script: Script;
  readonly heard: readonly Heard[];
}

/** Free mission lines ride with the next mission action (or with the pass), as one message did. */
function missionTurn(first: string, script: Script, heard: readonly Heard[]): Turn {
  const lines = [first];
  let rest = script;
  while (FREE_MISSION_LINE.test(lines[lines.length - 1] ?? '') && rest.actions.length > 0) {
    const [next, ...more] = rest.actions;
    lines.push(next ?? '');
    rest = { ...rest, actions: more };
  }
  return { message: FREE_MISSION_LINE.test(lines[lines.length - 1] ?? '') ? [...lines, 'pass'].join('\n') : lines.join('\n'), script: rest, heard };
}

/** Applies one side's turn as its message would be; what the other side heard of it. */
function applyTurn(state: MetaverseState, side: SideId, step: AlternatingStep, message: string, dice: Dice): Result<Played & { heard: Heard | null }, RuleError[]> {
  if (step === 'missions') {
    const r = resolveMissions(state, side, message, dice);
    if (!r.ok) return r;
    return { ok: true, value: { ...r.value, heard: heardMissions(state, side, message, r.value.events.map((e) => e.text).join(' ')) } };
  }
  if (!state.control) return err([metaverseError('ERR_STEP', 'The Control Step is not open.')]);
  const actions = message === 'pass' ? { ok: true as const, value: [] } : parseControlMessage(state, state.control, side, message);
  if (!actions.ok) return actions;
  const r = resolveControl(state, side, actions.value);
  if (!r.ok) return r;
  const first = actions.value[0];
  return { ok: true, value: { ...r.value, heard: first ? heardControl(state, first, r.value.events.map((e) => e.text).join(' ')) : null } };
}

function ask(state: MetaverseState, side: SideId, step: AlternatingStep, why: string, mine: SideStanding): MetaverseState {
  const st = standingOf(state);
  return withStanding(state, { ...st, sides: { ...st.sides, [side]: mine }, asking: { side, step, why } });
}

/** Plays the open alternating step(s) on from the standing orders (module header). */
export function playOut(start: MetaverseState, dice: Dice): Played {
  let state = start;
  const events: GameEvent[] = [];
  for (let guard = 0; guard < MAX_TURNS; guard++) {
    const st = standingOf(state);
    if (state.stage === 'fire' && st.fire !== null && st.resume === null) {
      const fired = fireHeld(state, dice);
      return { state: fired.state, events: [...events, ...fired.events] };
    }
    if ((state.stage !== 'missions' && state.stage !== 'control') || st.asking !== null) return { state, events };
    const step = state.stage;
    const side = step === 'missions' ? missionsDue(state) : controlDue(state);
    if (side === null) return { state, events };
    const mine = sideOf(st, side);
    const script = mine.scripts[step];
    const idle = step === 'missions' && nothingToFly(state, side);
    if (!script && !idle && st.fire === null) {
      events.push({ type: 'standing', text: `The ${STEP_NAME[step]} goes on once the fire orders are in: side ${side}'s orders for it come with them.` });
      return { state: withStanding({ ...state, stage: 'fire' }, { ...st, resume: step }), events };
    }
    const move = script && !idle ? nextMove(script, mine.heard, step, mine.fresh, (id) => state.ships.find((s) => s.id === id)?.squadronId) : ({ kind: 'pass' } as const);
    if (move.kind === 'ask') return { state: ask(state, side, step, move.why, { ...mine, fresh: false }), events };
    const turn: Turn =
      move.kind === 'pass'
        ? { message: 'pass', script: script ?? PASS, heard: mine.heard }
        : step === 'missions'
          ? missionTurn(move.action, move.script, move.heard)
          : { message: move.action, script: move.script, heard: move.heard };
    const after: SideStanding = { scripts: { ...mine.scripts, ...(script ? { [step]: turn.script } : {}) }, heard: turn.heard, fresh: false };
    const applied = applyTurn(state, side, step, turn.message, dice);
    if (!applied.ok) {
      const why = `Your standing order "${turn.message.replace(/\n/g, '; ')}" cannot be carried out now: ${applied.error.map((e) => e.message).join(' ')}`;
      return { state: ask(state, side, step, why, after), events };
    }
    events.push(...applied.value.events);
    const them = sideOf(st, other(side));
    const heard = applied.value.heard;
    state = withStanding(applied.value.state, {
      ...st,
      sides: { ...st.sides, [side]: after, [other(side)]: heard ? { ...them, heard: [...them.heard, heard] } : them },
    });
  }
  throw new Error('the standing orders did not end the alternating steps');
}
