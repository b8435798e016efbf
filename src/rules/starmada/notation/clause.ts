/**
 * Clauses: the choices a ship's order line carries after its move, one per clause, split by commas:
 *
 *   Vigilant T/3(3), tow Vigilant 2        (D.9 p.47, tow-clause.ts)
 *   Zephyr 4, boost 1                      (B.3 p.31, boost-clause.ts)
 *   Tempest 2P2(4), reinforce fwd          (E.6 p.50, shield-clauses.ts; also "shields lose", "restore")
 *   Mistral 3, overthrust S                (B.16 p.35, overthrusters.ts)
 *   Sirocco 2, stutter 0812                (B.23 p.38, stutterdrive.ts)
 *   Majestic 3, losses Laser then auto     (4.4 p.21, standing.ts; also "flights attack Kestrel", ruling 151–152)
 *   Dominion 3, tractors defend 1          (B.24 p.38, tractor-clause.ts; standing, ruling 212)
 *
 * To add one:
 * 1. add an optional field for its value to `ShipChoices` (ship-orders.ts);
 * 2. write a `Clause` for that field in its own file beside its rule's notation, with its words, `parse`, `make`
 *    and, where the rules limit it, `validate`;
 * 3. list it in `CLAUSES` below. Its order there is the order the echo writes clauses in.
 * The submission then carries the value (`ShipOrders`), the echo writes it back with `make`, and the Orders Phase
 * checks it with `validate` when the seat sends its orders; the rule reads the field from the typed orders.
 * `make` must write text that `parse` reads back to the same value (tests/rules/starmada/echo-round-trip.test.ts).
 */
import type { Result, RuleError } from '../../core/result.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { boostClause } from './boost-clause.ts';
import type { ShipChoices, ShipOrders } from './ship-orders.ts';
import { towClause } from './tow-clause.ts';
import { overthrustClause } from './overthrusters.ts';
import { stutterClause } from './stutterdrive.ts';
import { reinforceClause, restoreClause, shieldsLoseClause } from './shield-clauses.ts';
import { flightsClause, lossesClause } from './standing.ts';
import { tractorClause } from './tractor-clause.ts';

/** What a clause may look at: the game and the ship whose orders it is part of. */
export interface ClauseContext {
  readonly state: StarmadaState;
  readonly ship: ShipState;
}

export type ClauseKey = keyof ShipChoices;
export type ClauseValue<K extends ClauseKey> = NonNullable<ShipChoices[K]>;

export interface Clause<K extends ClauseKey> {
  /** The field of `ShipChoices` the clause fills. */
  readonly key: K;
  /** The words that open the clause, in lower case (case is ignored when reading); `make` writes the first. */
  readonly words: readonly string[];
  /** A clause as a player writes it, for help and refusals: "tow Vigilant 2". */
  readonly example: string;
  /** The words after the clause's word ("Vigilant 2" of "tow Vigilant 2"); refusals name the ship and quote them. */
  parse(args: string, ctx: ClauseContext): Result<ClauseValue<K>, RuleError[]>;
  /** The whole clause, word first, as `parse` reads it back: "tow Vigilant 2". No internal id in it. */
  make(value: ClauseValue<K>, ctx: ClauseContext): string;
  /** What the rules refuse, checked when the seat sends its orders (with the move and the other choices). */
  validate?(value: ClauseValue<K>, ctx: ClauseContext, orders: ShipOrders): RuleError[];
}

export type AnyClause = Clause<ClauseKey>;

/** Every clause, in the order the echo writes them. */
export const CLAUSES: readonly AnyClause[] = [towClause, boostClause, reinforceClause, shieldsLoseClause, restoreClause, overthrustClause, stutterClause, lossesClause, flightsClause, tractorClause];

/** The problems each clause's `validate` finds in a ship's orders. */
export function clauseProblems(ctx: ClauseContext, orders: ShipOrders): RuleError[] {
  return CLAUSES.flatMap((clause) => {
    const value = orders[clause.key];
    return value === undefined || !clause.validate ? [] : clause.validate(value, ctx, orders);
  });
}
