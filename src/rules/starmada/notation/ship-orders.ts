/**
 * One ship's orders as data: its movement order (3.1–3.4 p.15–17) and the choices written after it as clauses
 * (clause.ts), e.g. "T/3(3), tow Vigilant 2" or "2P2(4), boost 1". The Orders Phase submission holds these,
 * read once from the player's line; movement, the echo, the map and the warnings read the data, never the text.
 *
 * A line is the move first, then clauses, each opened by its word and split by commas. A clause word after a
 * space also opens a clause ("T/3(3) tow Vigilant 2"), so the comma may be left out after the move.
 * `makeShipOrders` writes the normal form, "<move>, <clause>, <clause>" in the registry's order, which reads back
 * to the same orders. "no <clause word>" ("no boost") takes that choice away: the reader skips it, and merging a
 * typed line into a draft (`shipOrderParts`, core/order-parts.ts) drops the draft's clause.
 */
import type { DefensiveArc } from '../state.ts';
import type { PartsEdit } from '../../core/order-parts.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { Hex } from '../../core/hex.ts';
import type { MoveOrder, TurnCode } from '../movement/order.ts';
import type { FlightStanding, LossPriorityItem } from '../state.ts';
import { starmadaError } from '../errors.ts';
import { CLAUSES, type AnyClause, type ClauseContext } from './clause.ts';
import { makeOrder, parseOrder } from './movement.ts';

/**
 * The choices a clause may add to a ship's orders, each optional (absent: not chosen). A helper adding a clause
 * adds its field here and its clause to `CLAUSES` (clause.ts).
 */
export interface ShipChoices {
  /** D.9 p.47: the id of the ship this one tows, when its move carries T/ ("tow Vigilant 2"). */
  readonly tow?: string;
  /** B.3 p.31: boosters expended this Orders Phase ("boost 1"). */
  readonly boost?: number;
  /** B.16 p.35: the overthruster turn wanted after movement ("overthrust S", ruling 140). */
  readonly overthrust?: TurnCode;
  /** B.23 p.38: the hex the stutterdrive jumps to in the End Phase ("stutter 0812", ruling 144). */
  readonly stutter?: Hex;
  /** Standing loss priority, 4.4 p.21 ("losses Laser Cannon then auto"); 'ask' clears it (notation/standing.ts). */
  readonly losses?: readonly LossPriorityItem[] | 'ask';
  /** A carrier's standing flight order, 5.2–5.4 ("flights attack Majestic"); 'ask' clears it (notation/standing.ts). */
  readonly flights?: FlightStanding | 'ask';
  /** B.24 p.38: standing, the tractor beams that fire defensively in the Fighter Phase ("tractors defend 1"); 0 withdraws. */
  readonly tractors?: number;
  /** E.6 p.50: the defensive arc reinforced this game turn ("reinforce fwd"). */
  readonly reinforce?: DefensiveArc;
  /** B.7 p.32: the arcs that lose points first when the shield track drops ("shields lose aft stbd", ruling 110). */
  readonly shieldsLose?: readonly DefensiveArc[];
  /** E.1 p.48 with B.7: the arcs that regain restored points first ("restore fwd port", ruling 111). */
  readonly restore?: readonly DefensiveArc[];
}

export interface ShipOrders extends ShipChoices {
  readonly move: MoveOrder;
}

/** One clause's text, found after the move. */
interface ClauseText {
  readonly clause: AnyClause;
  readonly word: string;
  readonly args: string;
  readonly text: string;
}

const wordPattern = (word: string): RegExp => new RegExp(`^${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s|$)`, 'i');

/** The clause a piece of text opens with, the longest matching word first. */
function clauseAt(text: string): ClauseText | undefined {
  const trimmed = text.trim();
  const found = CLAUSES.flatMap((clause) => clause.words.filter((w) => wordPattern(w).test(trimmed)).map((word) => ({ clause, word }))).sort(
    (a, b) => b.word.length - a.word.length,
  )[0];
  return found && { ...found, args: trimmed.slice(found.word.length).trim(), text: trimmed };
}

/** The clause "no boost" takes away, if the text is one. */
const clearedBy = (text: string): AnyClause | undefined => {
  const m = /^no\s+(.*)$/i.exec(text.trim());
  const found = m ? clauseAt(m[1] ?? '') : undefined;
  return found && found.args === '' ? found.clause : undefined;
};

/** Whether text opens a clause, or "no <clause word>". */
const opensClause = (text: string): boolean => clauseAt(text) !== undefined || clearedBy(text) !== undefined;

/** Where the first clause word starts after a space in the move's piece; -1 when none. */
function firstClauseStart(piece: string): number {
  const starts = [...piece.matchAll(/\s\S/g)].map((m) => (m.index ?? 0) + 1);
  return starts.find((i) => opensClause(piece.slice(i))) ?? -1;
}

/** The move's text and the clauses' texts. */
function splitClauses(text: string): { move: string; clauses: string[] } {
  const [head = '', ...rest] = text.split(',');
  const cut = opensClause(head) ? 0 : firstClauseStart(head);
  const move = cut < 0 ? head : head.slice(0, cut);
  const clauses = [...(cut < 0 ? [] : [head.slice(cut)]), ...rest].map((c) => c.trim()).filter((c) => c !== '');
  return { move: move.trim(), clauses };
}

const exampleClauses = (): string => CLAUSES.map((c) => `"${c.example}"`).join(', ');

/**
 * A typed line's parts for merging into a draft (core/order-parts.ts): the move (section "move"), one part per
 * clause (its key), and the clauses "no <word>" clears. Text that is no clause is kept as a part of its own, so the
 * reader still reports it.
 */
export function shipOrderParts(text: string): PartsEdit {
  const { move, clauses } = splitClauses(text);
  const parts = [...(move === '' ? [] : [{ key: 'move', section: 'move', text: move }])];
  const cleared = new Set<string>();
  for (const c of clauses) {
    const gone = clearedBy(c);
    if (gone) cleared.add(gone.key);
    else {
      const key = clauseAt(c)?.clause.key ?? `text:${c}`;
      parts.push({ key, section: key, text: c });
    }
  }
  return { parts, cleared };
}

/** Each clause read, or the problems; every problem at once. */
function readClauses(ctx: ClauseContext, texts: readonly string[]): Result<ShipChoices, RuleError[]> {
  const errors: RuleError[] = [];
  const choices: Record<string, unknown> = {};
  const seen = new Map<string, string>();
  for (const text of texts) {
    if (clearedBy(text)) continue;
    const found = clauseAt(text);
    if (!found) {
      errors.push(starmadaError('ERR_CLAUSE_UNKNOWN', `"${text}" is not something ${ctx.ship.name}'s orders can carry after its move; write ${exampleClauses()}, split by commas.`));
      continue;
    }
    const first = seen.get(found.clause.key);
    if (first !== undefined) {
      errors.push(starmadaError('ERR_CLAUSE_TWICE', `${ctx.ship.name}'s orders say "${first}" and "${text}"; write one.`));
      continue;
    }
    seen.set(found.clause.key, text);
    const read = found.clause.parse(found.args, ctx);
    if (read.ok) choices[found.clause.key] = read.value;
    else errors.push(...read.error);
  }
  return errors.length > 0 ? err(errors) : ok(choices as ShipChoices);
}

/** Reads one ship's orders: the move, then its clauses. Only the notation is checked (`checkShipOrders` does the rules). */
export function parseShipOrders(ctx: ClauseContext, text: string): Result<ShipOrders, RuleError[]> {
  const parts = splitClauses(text);
  if (parts.move === '' && parts.clauses.length > 0) {
    return err([starmadaError('ERR_ORDERS_MOVE_FIRST', `Write ${ctx.ship.name}'s move first, then the rest, such as "${ctx.ship.name} ${ctx.ship.prevSpeed}, ${CLAUSES[0]?.example ?? ''}".`)]);
  }
  const move = parseOrder(parts.move);
  const choices = readClauses(ctx, parts.clauses);
  const errors = [...(move.ok ? [] : move.error), ...(choices.ok ? [] : choices.error)];
  if (errors.length > 0 || !move.ok || !choices.ok) return err(errors);
  return ok({ move: move.value, ...choices.value });
}

/** The clauses of `orders`, in the registry's order: "tow Vigilant 2". */
export function makeClauses(ctx: ClauseContext, orders: ShipOrders): string[] {
  return CLAUSES.flatMap((clause) => {
    const value = orders[clause.key];
    return value === undefined ? [] : [clause.make(value, ctx)];
  });
}

/** The normal form: "T/3(3), tow Vigilant 2". */
export function makeShipOrders(ctx: ClauseContext, orders: ShipOrders): string {
  return [makeOrder(orders.move), ...makeClauses(ctx, orders)].join(', ');
}
