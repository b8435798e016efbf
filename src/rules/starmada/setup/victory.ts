/**
 * Victory points and the victory check (2.5, p.13; End Phase step c, p.14), with the scenario rules that change
 * them (Appendix S) and E.4 Partial Victory Points (p.49) as a switch.
 *
 * VPs (2.5): destroying an enemy ship scores its combat rating. A ship leaving the board is destroyed unless the
 * scenario says otherwise (3.3, p.16). Captured ships count as destroyed (B.14). A ship entering hyperspace gives
 * the opponent half its CR, rounded up (B.10). Fighter flights score nothing (5.4).
 * E.4: cumulative 10% at the first hull box, +20% at a third of the boxes (rounded up), +20% at two thirds
 * (rounded up), +50% at the last; a hyperspace jump counts as having lost two thirds.
 * Victory (2.5): checked in the End Phase; one side at the VP target wins, both at it is a draw.
 *
 * VPs are kept in a ledger of what each ship has paid out so far, so the awards can be recomputed from the
 * ships' condition at every point where damage takes effect (fighter attacks, End Phase step b, ships leaving
 * the board), and never paid twice.
 *
 * Rulings (Salvo's):
 * - E.4 percentages are applied to the cumulative total and rounded up, as B.10 rounds its 50% (CR 185: 19,
 *   56, 93, 185); the book's CR 220 example is exact either way.
 * - S.4 Fleet Action: ships removed at the same moment share their place in the order, so two ships destroyed
 *   together first are both worth triple. The multiplier applies to the ship's whole worth: with E.4, the
 *   destruction pays the rest up to three (two) times its CR. A ship that leaves the board or enters
 *   hyperspace is "considered destroyed" and takes its place in the order too.
 * - S.6 Hit & Run: the attacker (side A) scores a defending ship's full CR once more than half its hull boxes
 *   are checked, or when it is destroyed, captured or leaves the board (it has lost them all), and half its CR
 *   (rounded up) if it jumps to hyperspace first; never E.4. Attacking ships that leave the board count as
 *   destroyed: the scenario gives them no exit.
 * - S.7 On Patrol: a defending ship (side B) that leaves by the defender's own edge scores its CR for the
 *   defender if the defender had already scored at least 100 VPs from enemy ships; the attacker keeps any
 *   partial VPs already scored for it. Otherwise it counts as destroyed.
 * - S.2 Breakout, S.3 The Chase: a defending ship leaving by the edge the scenario opens (the attacker's; the one
 *   opposite the attacker) scores its CR for the defender, with no threshold.
 * - S.8 The Shakedown Cruise: the prototype's destruction (or its counting as destroyed) pays the defender up to
 *   twice its CR; partial VPs (E.4) before that are single.
 * - S.11 To the Rescue: an attacking ship removed before the reinforcements are on the board pays up to twice its
 *   CR; the reinforcements arrive when they are placed, after End Phase step c, so ships lost in the End Phase
 *   that brings them still pay double.
 * - S.12 The Trap: every VP the defender scores is doubled, partial VPs (E.4) included.
 * - Ships in reserve (S.11's second half, not yet arrived) score nothing and keep their side in the battle.
 * - S.1 Alone in the Dark scores no VPs; the game ends when one side has no elements (ships or flights) on
 *   the board and is graded by the attacker's surviving CR; if both vanish together the attacking force has
 *   been destroyed: major victory for the defender.
 * - When one side has no elements left on the board the game ends and the other side wins [ruling 20]; both
 *   gone together is a draw. An optional turn limit (a play-by-post convenience, not in the book) ends the game
 *   after that game turn: more VPs wins, equal is a draw.
 */
import type { Board } from '../../core/offset.ts';
import type { Outcome } from '../../core/rule-system.ts';
import type { SideId } from '../state.ts';
import { deploymentEdges, type BoardEdge } from './deployment.ts';
import type { ScenarioDefinition, VictoryRule } from './scenarios.ts';

export type VictoryShipStatus = 'active' | 'destroyed' | 'exited' | 'hyperspace' | 'captured' | 'reserve';

/** What scoring needs to know of a ship. */
export interface VictoryShip {
  readonly id: string;
  readonly name: string;
  readonly side: SideId;
  readonly combatRating: number;
  readonly hullSize: number;
  /** Hull boxes checked and applied: hull hits plus crew casualties (pending combat damage not included). */
  readonly hullLost: number;
  readonly status: VictoryShipStatus;
  /** The edges a ship that left the board crossed (movement/execute.ts `edgesCrossed`: two at a corner). */
  readonly exitEdges?: readonly BoardEdge[];
}

export interface ShipLedger {
  /** VPs scored so far by the opponent for this ship. */
  readonly toOpponent: number;
  /** VPs scored by its own side (S.7 escapes). */
  readonly toOwner: number;
  readonly removed: boolean;
  /** Place among the ships destroyed so far (S.4), when removed as destroyed. */
  readonly rank?: number;
}

export interface VictoryLedger {
  readonly scores: Readonly<Record<SideId, number>>;
  /** VPs each side has scored from enemy ships (damage and destruction), for S.7's threshold. */
  readonly killPoints: Readonly<Record<SideId, number>>;
  readonly ships: Readonly<Record<string, ShipLedger>>;
  /** Ships removed as destroyed so far (S.4). */
  readonly destroyedCount: number;
}

export const EMPTY_LEDGER: VictoryLedger = { scores: { A: 0, B: 0 }, killPoints: { A: 0, B: 0 }, ships: {}, destroyedCount: 0 };

export interface VictoryRules {
  readonly victory: VictoryRule;
  /** E.4 Partial Victory Points (p.49), the game option `partialVictoryPoints`. */
  readonly partialVictoryPoints: boolean;
  /** Each side's own board edge. */
  readonly edges: Readonly<Record<SideId, BoardEdge>>;
  /** The edge a defending ship may escape by to score for its side, and the VPs from kills it needs first (S.2, S.3, S.7). */
  readonly escape?: { readonly edge: BoardEdge; readonly afterKills: number; readonly ref: string };
  /** S.8: the prototype's ship id. */
  readonly prototypeId?: string;
  /** S.11: the defender's second half is on the board. */
  readonly reinforcementsArrived?: boolean;
}

/** What scoring reads of a game in progress besides its scenario: the S.8 prototype, S.11's arrival. */
export interface VictoryContext {
  readonly prototypeId?: string;
  readonly reinforcementsArrived?: boolean;
}

/** The scoring rules of a scenario on its board; `partialVictoryPoints` switches E.4 on. */
export function victoryRulesFor(
  scenario: Pick<ScenarioDefinition, 'victory'> & Partial<Pick<ScenarioDefinition, 'escape' | 'id'>>,
  board: Board,
  partialVictoryPoints = false,
  context: VictoryContext = {},
): VictoryRules {
  const edges = deploymentEdges(board);
  const escape = scenario.escape;
  return {
    victory: scenario.victory,
    partialVictoryPoints,
    edges,
    ...(escape ? { escape: { edge: edges[escape.edgeOf], afterKills: escape.afterKills, ref: scenario.id ?? 'S.7' } } : {}),
    ...(context.prototypeId === undefined ? {} : { prototypeId: context.prototypeId }),
    ...(context.reinforcementsArrived === undefined ? {} : { reinforcementsArrived: context.reinforcementsArrived }),
  };
}

export interface VpAward {
  readonly side: SideId;
  readonly shipId: string;
  readonly points: number;
  /** "Kestrel destroyed: side A +120 VP". */
  readonly text: string;
}

const other = (side: SideId): SideId => (side === 'A' ? 'B' : 'A');
const clean = (x: number): number => Number(x.toFixed(6));
const ceilPart = (cr: number, percent: number): number => Math.ceil(clean((cr * percent) / 100));

/** E.4: the share of a ship's CR its opponent has earned for `hullLost` checked boxes, in percent. */
export function partialVictoryPercent(hullSize: number, hullLost: number): number {
  if (hullLost <= 0) return 0;
  let percent = 10;
  if (hullLost >= Math.ceil(hullSize / 3)) percent += 20;
  if (hullLost >= Math.ceil((2 * hullSize) / 3)) percent += 20;
  if (hullLost >= hullSize) percent += 50;
  return percent;
}

/** E.4 alone: the VPs a damaged ship has paid out in total, e.g. CR 220 with two thirds lost → 110. */
export function partialVictoryPoints(combatRating: number, hullSize: number, hullLost: number): number {
  return ceilPart(combatRating, partialVictoryPercent(hullSize, hullLost));
}

const inPlay = (s: VictoryShip): boolean => s.status === 'active' || s.status === 'reserve';
const removedAsDestroyed = (s: VictoryShip): boolean => !inPlay(s);

/** The escape the rules allow: their own, or S.7's for its victory kind where it is not spelt out. */
const escapeOf = (rules: VictoryRules): VictoryRules['escape'] =>
  rules.escape ?? (rules.victory === 'defenderExits' ? { edge: rules.edges.B, afterKills: 100, ref: 'S.7' } : undefined);

/** "its own edge" (S.7), "the west edge, the attacker's" (S.2), "the east edge" (S.3, opposite the attacker). */
function escapeWords(ship: VictoryShip, rules: VictoryRules): string {
  const escape = escapeOf(rules);
  if (!escape || escape.ref === 'S.7') return 'its own edge';
  return escape.edge === rules.edges[other(ship.side)] ? `the ${escape.edge} edge, the attacker's` : `the ${escape.edge} edge`;
}

/** Does this exit score for the ship's own side (S.2, S.3, S.7)? */
function escapes(ship: VictoryShip, rules: VictoryRules, ledger: VictoryLedger): boolean {
  // S.7's rule stands for its victory kind even where the escape is not spelt out.
  const escape = escapeOf(rules);
  return (
    escape !== undefined &&
    ship.status === 'exited' &&
    ship.side === 'B' &&
    (ship.exitEdges ?? []).includes(escape.edge) &&
    ledger.killPoints.B >= escape.afterKills
  );
}

/** How many times its worth a ship removed now pays: S.4's first and second, S.8's prototype, S.11's early losses, S.12's attackers. */
function removalMultiplier(ship: VictoryShip, rules: VictoryRules, rank: number | undefined): number {
  switch (rules.victory) {
    case 'firstBlood':
      return rank === 1 ? 3 : rank === 2 ? 2 : 1;
    case 'prototype':
      return ship.id === rules.prototypeId ? 2 : 1;
    case 'rescue':
      return ship.side === 'A' && !rules.reinforcementsArrived ? 2 : 1;
    case 'trap':
      return ship.side === 'A' ? 2 : 1;
    case 'normal':
    case 'lastSideStanding':
    case 'hitAndRun':
    case 'defenderExits':
      return 1;
  }
}

/** What the opponent should have scored in total for this ship now. */
function opponentWorth(ship: VictoryShip, rules: VictoryRules, rank: number | undefined, paid: number): number {
  const cr = ship.combatRating;
  const h = ship.hullSize;
  if (rules.victory === 'lastSideStanding') return 0;
  if (rules.victory === 'hitAndRun' && ship.side === 'B') {
    if (ship.hullLost * 2 > h || ship.status === 'destroyed' || ship.status === 'captured' || ship.status === 'exited') return cr;
    if (ship.status === 'hyperspace') return Math.max(paid, ceilPart(cr, 50));
    return 0;
  }
  const multiplier = ship.status === 'active' ? 1 : removalMultiplier(ship, rules, rank);
  // S.12: the defender's partial VPs are doubled too.
  const standing = rules.victory === 'trap' && ship.side === 'A' ? 2 : 1;
  switch (ship.status) {
    case 'destroyed':
    case 'captured':
    case 'exited':
      return ceilPart(cr, 100 * multiplier);
    case 'hyperspace':
      return rules.partialVictoryPoints
        ? ceilPart(cr, partialVictoryPercent(h, Math.max(ship.hullLost, Math.ceil((2 * h) / 3))) * multiplier)
        : ceilPart(cr, 50 * multiplier);
    case 'active':
      return rules.partialVictoryPoints ? ceilPart(cr, partialVictoryPercent(h, ship.hullLost) * standing) : 0;
    case 'reserve':
      return 0;
  }
}

const WHY_DOUBLE: Partial<Record<VictoryRule, string>> = {
  prototype: 'the prototype, ×2, S.8',
  rescue: 'before the reinforcements arrived, ×2, S.11',
  trap: 'the defender scores double, S.12',
};

/** " (first ship destroyed, ×3, S.4)": why a removal paid more than the ship's CR. */
function timesText(ship: VictoryShip, rules: VictoryRules, rank: number | undefined): string {
  const multiplier = removalMultiplier(ship, rules, rank);
  if (multiplier === 1) return '';
  if (rules.victory === 'firstBlood') return ` (${rank === 1 ? 'first' : 'second'} ship destroyed, ×${multiplier}, S.4)`;
  return ` (${WHY_DOUBLE[rules.victory] ?? `×${multiplier}`})`;
}

function describe(ship: VictoryShip, side: SideId, points: number, rules: VictoryRules, rank: number | undefined): string {
  const times = ship.status === 'active' ? '' : timesText(ship, rules, rank);
  const gain = `side ${side} +${points} VP`;
  switch (ship.status) {
    case 'destroyed':
      return `${ship.name} destroyed: ${gain}${times}`;
    case 'captured':
      return `${ship.name} captured: ${gain}${times}`;
    case 'exited':
      return `${ship.name} left the board and counts as destroyed: ${gain}${times}`;
    case 'hyperspace':
      return `${ship.name} jumped to hyperspace: ${gain}${times}`;
    case 'active':
    case 'reserve':
      return rules.victory === 'hitAndRun'
        ? `${ship.name} has lost more than half its hull: ${gain} (S.6)`
        : `${ship.name} has lost ${ship.hullLost} of ${ship.hullSize} hull boxes: ${gain} (partial VPs, E.4${rules.victory === 'trap' && ship.side === 'A' ? ', doubled, S.12' : ''})`;
  }
}

/**
 * Brings the ledger up to date with the ships' condition and returns the new awards. Call it whenever damage
 * takes effect or ships leave; ships removed in one call count as removed at the same moment.
 */
export function updateVictoryPoints(
  ledger: VictoryLedger,
  ships: readonly VictoryShip[],
  rules: VictoryRules,
): { ledger: VictoryLedger; awards: VpAward[] } {
  const scores = { ...ledger.scores };
  const killPoints = { ...ledger.killPoints };
  const records: Record<string, ShipLedger> = { ...ledger.ships };
  const awards: VpAward[] = [];

  // S.4: every ship newly removed as destroyed takes the next place; ships removed together share it.
  const newlyRemoved = ships.filter((s) => removedAsDestroyed(s) && !(records[s.id]?.removed ?? false) && !escapes(s, rules, ledger));
  const batchRank = ledger.destroyedCount + 1;

  for (const ship of ships) {
    const before: ShipLedger = records[ship.id] ?? { toOpponent: 0, toOwner: 0, removed: false };
    if (before.removed) continue;
    const opponent = other(ship.side);
    const removed = !inPlay(ship);
    if (escapes(ship, rules, ledger)) {
      const points = ship.combatRating;
      scores[ship.side] += points;
      awards.push({ side: ship.side, shipId: ship.id, points, text: `${ship.name} escaped by ${escapeWords(ship, rules)}: side ${ship.side} +${points} VP (${escapeOf(rules)?.ref ?? 'S.7'})` });
      records[ship.id] = { ...before, toOwner: before.toOwner + points, removed: true };
      continue;
    }
    const rank = newlyRemoved.includes(ship) ? batchRank : before.rank;
    const worth = opponentWorth(ship, rules, rank, before.toOpponent);
    const points = Math.max(0, worth - before.toOpponent);
    if (points > 0) {
      scores[opponent] += points;
      killPoints[opponent] += points;
      awards.push({ side: opponent, shipId: ship.id, points, text: describe(ship, opponent, points, rules, rank) });
    }
    records[ship.id] = { toOpponent: before.toOpponent + points, toOwner: before.toOwner, removed, ...(rank === undefined ? {} : { rank }) };
  }
  return {
    ledger: { scores, killPoints, ships: records, destroyedCount: ledger.destroyedCount + newlyRemoved.length },
    awards,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The victory check (End Phase step c)

export type VictoryKind = 'vpTarget' | 'draw' | 'lastSideStanding' | 'turnLimit' | 'majorVictory' | 'minorVictory';

export interface VictoryResult {
  /** The winning side, or null for a draw. */
  readonly winner: SideId | null;
  readonly kind: VictoryKind;
  readonly summary: string;
  readonly scores: Readonly<Record<SideId, number>>;
}

export interface VictoryCheckInput {
  readonly victory: VictoryRule;
  readonly vpTarget: number | null;
  readonly scores: Readonly<Record<SideId, number>>;
  /** Every ship of the game, with its status (the starting force is read from it, for S.1). */
  readonly ships: readonly VictoryShip[];
  /** Fighter flights still on the board, per side. */
  readonly flightsOnBoard: Readonly<Record<SideId, number>>;
  readonly turn?: number;
  /** Optional last game turn (not in the book). */
  readonly turnLimit?: number;
}

/** Elements a side still has in the battle: ships on the board or waiting to arrive (S.11), and flights. */
function elementsLeft(input: VictoryCheckInput, side: SideId): number {
  return input.ships.filter((s) => s.side === side && inPlay(s)).length + input.flightsOnBoard[side];
}

/** S.1 (p.59): grade by the share of the attacker's starting CR still on the board. */
function aloneInTheDark(input: VictoryCheckInput): VictoryResult | null {
  const attackerLeft = elementsLeft(input, 'A');
  const defenderLeft = elementsLeft(input, 'B');
  if (attackerLeft > 0 && defenderLeft > 0) return null;
  const scores = input.scores;
  const start = input.ships.filter((s) => s.side === 'A').reduce((n, s) => n + s.combatRating, 0);
  const left = input.ships.filter((s) => s.side === 'A' && s.status === 'active').reduce((n, s) => n + s.combatRating, 0);
  if (attackerLeft === 0) {
    return { winner: 'B', kind: 'majorVictory', summary: 'The whole attacking force is gone: major victory for the defender (S.1).', scores };
  }
  const share = start === 0 ? 0 : left / start;
  const percent = Math.floor(share * 100);
  if (share >= 0.8) return { winner: 'A', kind: 'majorVictory', summary: `${percent}% of the attacker's CR survives: major victory for the attacker (S.1).`, scores };
  if (share >= 0.4) return { winner: 'A', kind: 'minorVictory', summary: `${percent}% of the attacker's CR survives: minor victory for the attacker (S.1).`, scores };
  return { winner: 'B', kind: 'minorVictory', summary: `Only ${percent}% of the attacker's CR survives: minor victory for the defender (S.1).`, scores };
}

/** End Phase step c: is the game over, and who won? Null while it goes on. */
export function checkVictory(input: VictoryCheckInput): VictoryResult | null {
  const scores = input.scores;
  if (input.victory === 'lastSideStanding') return aloneInTheDark(input);

  const target = input.vpTarget;
  if (target !== null) {
    const a = scores.A >= target;
    const b = scores.B >= target;
    if (a && b) return { winner: null, kind: 'draw', summary: `Both sides reach the ${target} VP target (A ${scores.A}, B ${scores.B}): the game is a draw.`, scores };
    if (a || b) {
      const side: SideId = a ? 'A' : 'B';
      return { winner: side, kind: 'vpTarget', summary: `Side ${side} reaches ${scores[side]} of ${target} VP and wins.`, scores };
    }
  }

  const leftA = elementsLeft(input, 'A');
  const leftB = elementsLeft(input, 'B');
  if (leftA === 0 && leftB === 0) return { winner: null, kind: 'draw', summary: 'Neither side has anything left on the board: the game is a draw.', scores };
  if (leftA === 0 || leftB === 0) {
    const winner: SideId = leftA === 0 ? 'B' : 'A';
    return { winner, kind: 'lastSideStanding', summary: `Side ${other(winner)} has nothing left on the board: side ${winner} wins.`, scores };
  }

  if (input.turnLimit !== undefined && input.turn !== undefined && input.turn >= input.turnLimit) {
    if (scores.A === scores.B) return { winner: null, kind: 'draw', summary: `Turn limit reached with ${scores.A} VP each: the game is a draw.`, scores };
    const winner: SideId = scores.A > scores.B ? 'A' : 'B';
    return { winner, kind: 'turnLimit', summary: `Turn limit reached: side ${winner} leads ${scores[winner]} to ${scores[other(winner)]} VP and wins.`, scores };
  }
  return null;
}

/** The rule-system outcome for a finished game. */
export function toOutcome(result: VictoryResult): Outcome {
  return { winner: result.winner, summary: result.summary, scores: { ...result.scores } };
}
