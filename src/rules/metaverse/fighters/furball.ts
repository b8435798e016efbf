/**
 * Furballs: assignment and resolution (Metaverse p.19 "Escort", p.36 "Starfighter Furball"; p.81 "Stealth";
 * ruling A48; the book's example).
 *
 * Assignment: the side with more squadrons present assigns one of its squadrons to an opposing squadron, then the
 * sides alternate. "Once a starfighter squadron has been engaged in a furball by an opposing squadron, it cannot
 * be assigned to engage … other opposing squadrons", but squadrons may be added to an existing furball. Each
 * escort must be engaged by one enemy squadron before the other attackers may be engaged. Connected groups of
 * mutual assignments are the furballs.
 *
 * Resolution: each side totals the Furball ratings of its squadrons in the furball and divides the D20s among
 * the opposing squadrons as it likes; both roll simultaneously; each die ≥ the target's Defence is one hit;
 * casualties are applied after both have rolled.
 *
 * Judgement calls:
 * - An assignment action takes one of the side's UNENGAGED squadrons (engaged ones are already in a furball). When
 *   one side has no unengaged squadron left (or has passed), the other keeps assigning (furball example (p.36): V's last
 *   three squadrons all join P's fourth). Passing ends a side's assigning for the step; its unengaged squadrons
 *   stay out of the furballs (attackers who "ignore" interceptors simply do not assign).
 * - A squadron counts as engaged once it is on either end of an assignment.
 * - The escort rule binds the defender's choices only: an attacker may send a non-escort in first (it then is
 *   engaged by its own choice), since the rule protects the strike, not the CAP.
 * - An attacker that chose to ignore its interceptors (`ignoring`) and a squadron whose dice went to interception
 *   (`spent`) roll nothing but can still be hit.
 * - Stealth: if one side has stealth squadrons in a furball and the other none, that side's dice are rolled and
 *   its hits applied first; the other side then rolls only the dice of its surviving squadrons, taken from its
 *   allocation in the order listed (list dice in priority order). Stealth on both sides cancels out
 *   (simultaneous). If the stealthy side also has non-stealth squadrons in that furball, its whole allocation
 *   still rolls first (a simplification: the book does not say how mixed groups divide a pooled total).
 * - Every die is allocated: a side's allocation must use exactly its total.
 */
import type { Dice } from '../../core/dice.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { metaverseError } from '../errors.ts';

export type CombatSide = 'attacker' | 'defender';
const other = (s: CombatSide): CombatSide => (s === 'attacker' ? 'defender' : 'attacker');

export interface FurballSquadron {
  readonly id: string;
  readonly side: CombatSide;
  /** Effective Defence (effective.ts). */
  readonly defence: number;
  /** Effective Furball rating (effective.ts). */
  readonly furball: number;
  readonly strength: number;
  readonly escort: boolean;
  readonly stealth: boolean;
  /** Attacker ignoring its interceptors: takes their dice, does not roll back. */
  readonly ignoring?: boolean;
  /** Furball dice already used to intercept fire this turn. */
  readonly spent?: boolean;
}

export interface Assignment {
  readonly side: CombatSide;
  readonly from: string;
  readonly to: string;
}

export interface AssignmentState {
  readonly pairs: readonly Assignment[];
  readonly passed: readonly CombatSide[];
  /** Side to act next, or null when assignment is over. */
  readonly toAct: CombatSide | null;
}

export type AssignAction = { readonly side: CombatSide; readonly from: string; readonly to: string } | { readonly side: CombatSide; readonly pass: true };

const engagedIds = (pairs: readonly Assignment[]): Set<string> => new Set(pairs.flatMap((p) => [p.from, p.to]));

function nextToAct(squadrons: readonly FurballSquadron[], pairs: readonly Assignment[], passed: readonly CombatSide[], justActed: CombatSide): CombatSide | null {
  const engaged = engagedIds(pairs);
  const canAct = (s: CombatSide): boolean => !passed.includes(s) && squadrons.some((q) => q.side === s && !engaged.has(q.id));
  if (canAct(other(justActed))) return other(justActed);
  if (canAct(justActed)) return justActed;
  return null;
}

/** Starts assignment; `first` comes from mission-step.ts `firstBySquadronCount` (more squadrons first, tie random). */
export function startAssignment(squadrons: readonly FurballSquadron[], first: CombatSide): AssignmentState {
  const any = (s: CombatSide): boolean => squadrons.some((q) => q.side === s);
  const toAct = any(first) ? first : any(other(first)) ? other(first) : null;
  return { pairs: [], passed: [], toAct: any(first) && any(other(first)) ? toAct : null };
}

/** One assignment (or pass) in the alternating sequence. */
export function assign(squadrons: readonly FurballSquadron[], state: AssignmentState, action: AssignAction): Result<AssignmentState, RuleError> {
  if (state.toAct === null) return err(metaverseError('ERR_ASSIGNMENT_OVER', 'Furball assignment is already over.'));
  if (action.side !== state.toAct) return err(metaverseError('ERR_NOT_YOUR_ASSIGNMENT', `It is the ${state.toAct}'s turn to assign a squadron.`));
  if ('pass' in action) {
    const passed = [...state.passed, action.side];
    return ok({ pairs: state.pairs, passed, toAct: nextToAct(squadrons, state.pairs, passed, action.side) });
  }
  const from = squadrons.find((q) => q.id === action.from);
  const to = squadrons.find((q) => q.id === action.to);
  if (from?.side !== action.side) return err(metaverseError('ERR_NOT_YOURS', `${action.from} is not one of your squadrons in this combat.`, { at: action.from }));
  if (to === undefined || to.side === action.side) return err(metaverseError('ERR_NOT_OPPONENT', `${action.to} is not an opposing squadron in this combat.`, { at: action.to }));
  const engaged = engagedIds(state.pairs);
  if (engaged.has(from.id)) return err(metaverseError('ERR_ALREADY_ENGAGED', `${from.id} is already engaged in a furball: assign another squadron.`, { at: from.id }));
  // p.19: "each Escort squadron must be engaged by one enemy starfighter squadron before the remaining squadrons may be engaged."
  if (to.side === 'attacker' && !to.escort) {
    const free = squadrons.find((q) => q.side === 'attacker' && q.escort && !engaged.has(q.id));
    if (free !== undefined) return err(metaverseError('ERR_ESCORT_FIRST', `Engage the escort ${free.id} before the other attackers.`, { at: to.id, suggestion: free.id }));
  }
  const pairs = [...state.pairs, { side: action.side, from: from.id, to: to.id }];
  return ok({ pairs, passed: state.passed, toAct: nextToAct(squadrons, pairs, state.passed, action.side) });
}

/** Runs a whole sequence of actions from the start. */
export function assignAll(squadrons: readonly FurballSquadron[], first: CombatSide, actions: readonly AssignAction[]): Result<AssignmentState, RuleError> {
  let state = startAssignment(squadrons, first);
  for (const a of actions) {
    const r = assign(squadrons, state, a);
    if (!r.ok) return r;
    state = r.value;
  }
  return ok(state);
}

/** The furballs: connected groups of mutually assigned squadrons (ids), in first-assignment order. */
export function furballGroups(pairs: readonly Assignment[]): readonly (readonly string[])[] {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r) ?? r;
    return r;
  };
  const order: string[] = [];
  for (const p of pairs)
    for (const id of [p.from, p.to])
      if (!parent.has(id)) {
        parent.set(id, id);
        order.push(id);
      }
  for (const p of pairs) {
    const a = find(p.from);
    const b = find(p.to);
    if (a !== b) parent.set(b, a);
  }
  const groups = new Map<string, string[]>();
  for (const id of order) {
    const root = find(id);
    groups.set(root, [...(groups.get(root) ?? []), id]);
  }
  return [...groups.values()];
}

export interface DiceAllocation {
  readonly to: string;
  readonly dice: number;
}

export interface FurballDie {
  readonly to: string;
  readonly roll: number;
  readonly needed: number;
  readonly hit: boolean;
}

export interface FurballSideResult {
  readonly side: CombatSide;
  /** D20s the side had (Furball ratings of squadrons that roll). */
  readonly total: number;
  readonly dice: readonly FurballDie[];
}

export interface FurballResult {
  readonly squadrons: readonly string[];
  /** Side that rolled first because of stealth, if any. */
  readonly firstStrike: CombatSide | null;
  readonly sides: readonly FurballSideResult[];
  /** Hits per squadron, to apply with squadron.ts `applyAllFighterHits`. */
  readonly hits: readonly { readonly squadronId: string; readonly hits: number }[];
}

const rolling = (q: FurballSquadron): boolean => q.ignoring !== true && q.spent !== true;

/** The side that strikes first: it has stealth squadrons here and the other side has none (p.81 "Stealth"). */
export function stealthSide(members: readonly FurballSquadron[]): CombatSide | null {
  const has = (s: CombatSide): boolean => members.some((q) => q.side === s && q.stealth);
  if (has('attacker') === has('defender')) return null;
  return has('attacker') ? 'attacker' : 'defender';
}

function rollSide(
  side: CombatSide,
  members: readonly FurballSquadron[],
  total: number,
  allocation: readonly DiceAllocation[],
  dice: Dice,
  label: string,
): FurballSideResult {
  const out: FurballDie[] = [];
  let left = total;
  for (const a of allocation) {
    const n = Math.min(a.dice, left);
    left -= n;
    const target = members.find((q) => q.id === a.to);
    if (target === undefined || n === 0) continue;
    for (const roll of dice.rollMany(`${label}: ${side} furball die vs ${target.id} (needs ${target.defence}+)`, n, 20))
      out.push({ to: target.id, roll, needed: target.defence, hit: roll >= target.defence });
  }
  return { side, total, dice: out };
}

/**
 * Resolves one furball (p.36). `allocation` gives each side's D20s per opposing squadron; each side must allocate
 * exactly its total (see the stealth note in the header for the side that rolls second).
 */
export function resolveFurball(
  members: readonly FurballSquadron[],
  allocation: { readonly attacker: readonly DiceAllocation[]; readonly defender: readonly DiceAllocation[] },
  dice: Dice,
  label: string,
): Result<FurballResult, RuleError> {
  const totalOf = (s: CombatSide, alive: (q: FurballSquadron) => boolean): number =>
    members.filter((q) => q.side === s && rolling(q) && alive(q)).reduce((n, q) => n + q.furball, 0);
  for (const s of ['attacker', 'defender'] as const) {
    const total = totalOf(s, () => true);
    const alloc = allocation[s];
    for (const a of alloc) {
      const t = members.find((q) => q.id === a.to);
      if (t === undefined || t.side === s) return err(metaverseError('ERR_NOT_OPPONENT', `${a.to} is not an opposing squadron in this furball.`, { at: a.to }));
      if (!Number.isInteger(a.dice) || a.dice < 0) return err(metaverseError('ERR_FURBALL_DICE', 'Give a whole number of dice to each opposing squadron.', { at: a.to }));
    }
    const sum = alloc.reduce((n, a) => n + a.dice, 0);
    if (sum !== total) return err(metaverseError('ERR_FURBALL_TOTAL', `The ${s} has ${total} furball dice here: allocate exactly that many.`));
  }
  const first = stealthSide(members);
  const sides: FurballSideResult[] = [];
  const hitMap = new Map<string, number>();
  const count = (r: FurballSideResult): void => {
    for (const d of r.dice) if (d.hit) hitMap.set(d.to, (hitMap.get(d.to) ?? 0) + 1);
  };
  if (first === null) {
    for (const s of ['attacker', 'defender'] as const) sides.push(rollSide(s, members, totalOf(s, () => true), allocation[s], dice, label));
    sides.forEach(count);
  } else {
    // p.81: stealth squadrons "make their furball roll before their opponents"; casualties land before the reply.
    const a = rollSide(first, members, totalOf(first, () => true), allocation[first], dice, label);
    count(a);
    const second = other(first);
    const survives = (q: FurballSquadron): boolean => q.strength - (hitMap.get(q.id) ?? 0) > 0;
    const b = rollSide(second, members, totalOf(second, survives), allocation[second], dice, label);
    count(b);
    sides.push(a, b);
  }
  return ok({
    squadrons: members.map((q) => q.id),
    firstStrike: first,
    sides,
    hits: members.filter((q) => hitMap.has(q.id)).map((q) => ({ squadronId: q.id, hits: hitMap.get(q.id) ?? 0 })),
  });
}
