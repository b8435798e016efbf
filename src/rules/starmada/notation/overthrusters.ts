/**
 * The overthruster clause of a ship's orders (Starmada B.16 p.35, ruling 140): "Mistral 3, overthrust S" asks for a
 * one-hexside turn to port (P) or starboard (S) after movement, made on a die of 4–6. "port" and "starboard" read
 * too; the echo writes the letter. A ship without working overthrusters is refused (movement/overthrusters.ts).
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { shown } from '../../core/cut-text.ts';
import { starmadaError } from '../errors.ts';
import type { TurnCode } from '../movement/order.ts';
import { overthrustProblem } from '../movement/overthrusters.ts';
import { classOf } from '../combat/ship-condition.ts';
import type { Clause } from './clause.ts';

const WAYS: Readonly<Record<string, TurnCode>> = { p: 'P', port: 'P', s: 'S', starboard: 'S', stbd: 'S' };

/** The way of the turn: "P", "port", "S", "starboard". */
export function parseOverthrustWay(args: string): Result<TurnCode, RuleError[]> {
  const way = WAYS[args.trim().toLowerCase()];
  if (way !== undefined) return ok(way);
  return err([starmadaError('ERR_ORDER_OVERTHRUST', `"overthrust ${shown(args.trim(), 20)}" is not an overthruster turn; write overthrust P (port) or overthrust S (starboard).`)]);
}

export const makeOverthrust = (to: TurnCode): string => `overthrust ${to}`;

export const overthrustClause: Clause<'overthrust'> = {
  key: 'overthrust',
  words: ['overthrust', 'overthrusts', 'overthrusters'],
  example: 'overthrust S',
  parse: (args) => parseOverthrustWay(args),
  make: makeOverthrust,
  validate(_to, { state, ship }) {
    const problem = overthrustProblem(ship, classOf(state, ship));
    return problem ? [problem] : [];
  },
};
