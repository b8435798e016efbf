/**
 * The choices an order line carries after its move, offered as a menu on the orders prompt (issue 25): B.3 boosters
 * ("boost 1"), D.9 towing ("tow Vigilant 2", with the T/ the tow needs), E.6 shield reinforcement ("reinforce fwd"),
 * B.7 which arc loses shield points first ("shields lose aft", ruling 110) and E.1 where restored points go first
 * ("restore fwd", ruling 111), and "no <clause>" for one the draft has. Each choice is the line a player types
 * (notation/clause.ts), merged into the draft as typed text is, so a pick makes the order the typed line would; a
 * choice is offered only when the draft with it merged reads without a problem.
 */
import type { Choice } from '../../core/assist.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { munitionCount } from '../ships/sheet-lookup.ts';
import { classOf } from '../combat/ship-condition.ts';
import { hasPrefix } from '../movement/order.ts';
import { makeOrder } from '../notation/movement.ts';
import { parseSubmission } from '../notation/submission-text.ts';
import type { ShipOrders } from '../notation/ship-orders.ts';
import type { DefensiveArc, ShipState, StarmadaState } from '../state.ts';
import type { StarmadaSubmission } from '../submission.ts';
import { merge } from './merge.ts';

const ARCS: readonly DefensiveArc[] = ['Fwd', 'Port', 'Stbd', 'Aft'];
const arcWord = (arc: DefensiveArc): string => arc.toLowerCase();

/** A clause for the ship as a line to merge, with the book's reference for the menu. */
interface Candidate {
  readonly lines: readonly string[];
  readonly ref: string;
}

const boostersLeft = (state: StarmadaState, ship: ShipState): number => Math.max(0, munitionCount(classOf(state, ship), 'Boosters') - (ship.munitionsUsed.Boosters ?? 0));

/**
 * The move a clause is written after (a clause needs one before it): the drafted move, or with none drafted the one
 * no order gets, straight ahead at the last speed (3.3 p.16), written out so the player sees it. `tow`: with the T/ a
 * tow is marked with (D.9).
 */
function moveOf(ship: ShipState, drafted: ShipOrders | undefined, tow = false): string {
  const move = drafted?.move;
  if (!move) return `${tow ? 'T/' : ''}${ship.prevSpeed}`;
  return makeOrder(tow && !hasPrefix(move, 'T') ? { ...move, prefixes: [...move.prefixes, 'T'] } : move);
}

function candidates(state: StarmadaState, ship: ShipState, drafted: ShipOrders | undefined): Candidate[] {
  const out: Candidate[] = [];
  const line = (clause: string, tow = false) => `${ship.name}: ${moveOf(ship, drafted, tow)}, ${clause}`;
  const left = boostersLeft(state, ship);
  for (let n = 1; n <= left; n++) out.push({ lines: [line(`boost ${n}`)], ref: 'B.3' });
  if (state.options.towing) {
    for (const friend of state.ships.filter((s) => s.side === ship.side && s.status === 'active' && s.id !== ship.id)) out.push({ lines: [line(`tow ${friend.name}`, true)], ref: 'D.9' });
  }
  if (state.options.shieldReinforcement) for (const arc of ARCS) out.push({ lines: [line(`reinforce ${arcWord(arc)}`)], ref: 'E.6' });
  if (ship.dirShields) for (const arc of ARCS) out.push({ lines: [line(`shields lose ${arcWord(arc)}`)], ref: 'B.7' });
  if (ship.dirShields && state.options.damageControl) for (const arc of ARCS) out.push({ lines: [line(`restore ${arcWord(arc)}`)], ref: 'E.1' });
  return out;
}

/** "no boost" and the like, for each clause the ship's draft carries. */
function clearing(ship: ShipState, drafted: ShipOrders | undefined): Candidate[] {
  if (!drafted) return [];
  const words: [keyof ShipOrders, string, string][] = [['boost', 'boost', 'B.3'], ['tow', 'tow', 'D.9'], ['reinforce', 'reinforce', 'E.6'], ['shieldsLose', 'shields lose', 'B.7'], ['restore', 'restore', 'E.1']];
  return words.filter(([key]) => drafted[key] !== undefined).map(([, word, ref]) => ({ lines: [`${ship.name}: no ${word}`], ref }));
}

/** Does the draft with `line` merged in read without a problem? */
const reads = (state: StarmadaState, seat: SeatId, draft: StarmadaSubmission | null, line: string): boolean => parseSubmission(state, seat, merge(state, seat, draft, line)).ok;

/** The seat's ships' clause choices now, each value the line a pick merges ("Tempest: reinforce fwd"). */
export function orderChoices(state: StarmadaState, seat: SeatId, draft: StarmadaSubmission | null): Choice[] {
  if (state.phase.kind !== 'orders') return [];
  const orders = draft?.kind === 'orders' ? draft.orders : {};
  return state.ships
    .filter((s) => s.seat === seat && s.status === 'active')
    .flatMap((ship) =>
      [...clearing(ship, orders[ship.id]), ...candidates(state, ship, orders[ship.id])].flatMap((c) => {
        const line = c.lines.find((l) => reads(state, seat, draft, l));
        return line === undefined ? [] : [{ name: `${line} (${c.ref})`, value: line }];
      }),
    );
}
