/**
 * The stutterdrive clause of a ship's orders (Starmada B.23 p.38, ruling 144): "Sirocco 2, stutter 0812" asks for an
 * End Phase jump to hex 0812 (any way a hex is written: "08.12", "8,12"). The echo writes the hex label. The jump
 * is checked from where the ship's own move ends (movement/stutterdrive.ts), and again in the End Phase.
 */
import type { Hex } from '../../core/hex.ts';
import { makeHexLabel, parseHexLabel, type Board } from '../../core/offset.ts';
import { err, type Result, type RuleError } from '../../core/result.ts';
import { starmadaError } from '../errors.ts';
import { stutterOrderProblem } from '../movement/stutterdrive.ts';
import type { Clause } from './clause.ts';

export function parseStutterHex(args: string, board: Board): Result<Hex, RuleError[]> {
  if (args.trim() === '') return err([starmadaError('ERR_ORDER_STUTTER', 'Say where the stutterdrive jumps after "stutter", such as stutter 0812 (B.23).')]);
  const hex = parseHexLabel(args, board);
  return hex.ok ? hex : err([hex.error]);
}

export const makeStutter = (to: Hex, board: Board): string => `stutter ${makeHexLabel(to, board)}`;

export const stutterClause: Clause<'stutter'> = {
  key: 'stutter',
  words: ['stutter', 'stutterdrive'],
  example: 'stutter 0812',
  parse: (args, { state }) => parseStutterHex(args, state.board),
  make: (to, { state }) => makeStutter(to, state.board),
  validate(to, { state, ship }, orders) {
    const problem = stutterOrderProblem(state, ship, orders.move, to);
    return problem ? [problem] : [];
  },
};
