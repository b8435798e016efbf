/**
 * The "ratio rule": in which order the two sides activate their units, one (or k) at a time.
 * Used by the Combat Phase (4.0, p.18), the Fighter Phase (5.2, p.22) and sequential movement (D.8, p.46).
 *
 * - Units are counted once, at the start of the phase; the order stays fixed however many units die.
 * - The side with more units starts. If it has more than k times as many units as the other side (k the
 *   largest such whole number, at least 1), it activates k units per turn of play; once the smaller side has
 *   activated all its units, the larger side activates all those it has left.
 * - Equal counts: "roll a die to determine which side goes first" (p.18). Ruling: one die, 1–3 side A starts,
 *   4–6 side B starts; the die is returned so the bot can print it.
 *
 * The book's printed progressions have OCR damage ("B-A-B-A-BA-B-B"); ruling 56 gives the corrected ones,
 * which this rule reproduces (tests cite every one).
 *
 * Deployment and scrambling (2.3, p.12) alternate one model at a time whatever the ratio: `alternationOrder`.
 */
import type { Dice } from '../../core/dice.ts';
import type { SideId } from '../state.ts';

export interface ActivationOrder {
  /** Which side activates at each step of the phase, e.g. B, A, B, A, B, A, B, B. */
  readonly sequence: readonly SideId[];
  /** The side that activates first (null when neither side has a unit). */
  readonly first: SideId | null;
  /** Units the larger side activates per turn of play (1 unless it has more than twice as many). */
  readonly perTurn: number;
  /** The die rolled to break a tie (1–3: A starts, 4–6: B starts), when one was rolled. */
  readonly tieRoll?: number;
}

const other = (side: SideId): SideId => (side === 'A' ? 'B' : 'A');

/** Largest k ≥ 1 with big > k × small: "more than twice as many … two at a time" (p.18). */
export function unitsPerTurn(big: number, small: number): number {
  if (small <= 0) return Math.max(1, big);
  return Math.max(1, Math.ceil(big / small) - 1);
}

/** Who starts when counts are equal: a side given outright, or a die (1–3 A, 4–6 B). */
export type TieBreak = SideId | Dice;

function breakTie(tieBreak: TieBreak | undefined, label: string): { first: SideId; tieRoll?: number } {
  if (tieBreak === undefined) {
    throw new Error('activationOrder: equal unit counts need a tie-break (a side or dice)');
  }
  if (typeof tieBreak === 'string') return { first: tieBreak };
  const roll = tieBreak.roll(label);
  return { first: roll <= 3 ? 'A' : 'B', tieRoll: roll };
}

function build(big: SideId, bigCount: number, smallCount: number, perTurn: number): SideId[] {
  const small = other(big);
  const sequence: SideId[] = [];
  let bigLeft = bigCount;
  for (let s = 0; s < smallCount; s++) {
    const now = Math.min(perTurn, bigLeft);
    for (let i = 0; i < now; i++) sequence.push(big);
    bigLeft -= now;
    sequence.push(small);
  }
  for (let i = 0; i < bigLeft; i++) sequence.push(big);
  return sequence;
}

function checkCount(n: number, name: string): void {
  if (!Number.isInteger(n) || n < 0) throw new Error(`activationOrder: ${name} must be a whole number ≥ 0, got ${n}`);
}

/**
 * The ratio rule (4.0 p.18, 5.2 p.22, D.8 p.46) for `countA` units of side A against `countB` of side B.
 * `tieBreak` is only consulted when the counts are equal and not zero; without one, a tie is a bug.
 */
export function activationOrder(countA: number, countB: number, tieBreak?: TieBreak, label = 'who activates first (1-3 A, 4-6 B)'): ActivationOrder {
  checkCount(countA, 'countA');
  checkCount(countB, 'countB');
  if (countA === 0 && countB === 0) return { sequence: [], first: null, perTurn: 1 };
  if (countA === countB) {
    const { first, tieRoll } = breakTie(tieBreak, label);
    return { sequence: build(first, countA, countB, 1), first, perTurn: 1, ...(tieRoll === undefined ? {} : { tieRoll }) };
  }
  const big: SideId = countA > countB ? 'A' : 'B';
  const [bigCount, smallCount] = countA > countB ? [countA, countB] : [countB, countA];
  const perTurn = unitsPerTurn(bigCount, smallCount);
  return { sequence: build(big, bigCount, smallCount, perTurn), first: big, perTurn };
}

/**
 * Plain alternation, one unit at a time, the side with more units first (2.3 p.12: deploying ships and
 * placing flights). Once the smaller side is done the larger side places the rest.
 * `firstOverride` lets a scenario name the side that starts ("the attacking side deploys first", S.1).
 */
export function alternationOrder(countA: number, countB: number, tieBreak?: TieBreak, firstOverride?: SideId, label = 'who places first (1-3 A, 4-6 B)'): ActivationOrder {
  checkCount(countA, 'countA');
  checkCount(countB, 'countB');
  if (countA === 0 && countB === 0) return { sequence: [], first: null, perTurn: 1 };
  let first: SideId;
  let tieRoll: number | undefined;
  if (firstOverride !== undefined) first = firstOverride;
  else if (countA === countB) ({ first, tieRoll } = breakTie(tieBreak, label));
  else first = countA > countB ? 'A' : 'B';
  const firstCount = first === 'A' ? countA : countB;
  const secondCount = first === 'A' ? countB : countA;
  const sequence: SideId[] = [];
  for (let i = 0; i < Math.max(firstCount, secondCount); i++) {
    if (i < firstCount) sequence.push(first);
    if (i < secondCount) sequence.push(other(first));
  }
  return { sequence, first: sequence[0] ?? null, perTurn: 1, ...(tieRoll === undefined ? {} : { tieRoll }) };
}

/** "B-A-B-A-B-A-B-B", as the book prints a progression. */
export function formatSequence(sequence: readonly SideId[]): string {
  return sequence.join('-');
}
