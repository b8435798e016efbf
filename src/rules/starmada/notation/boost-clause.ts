/**
 * The booster clause (B.3 p.31): "Zephyr 4, boost 1". Boosters are fired in the Orders Phase, one box checked for
 * each, each adding +1 to the engine rating this game turn; the book gives them no notation, so Salvo writes
 * "boost <n>" after the move (ruling 101). "boost" alone fires one, and the echo says "boost 1". How many are left,
 * and when a ship may not fire them (cloaked, warming up its hyperdrive), movement/validate.ts checks.
 */
import { err, ok } from '../../core/result.ts';
import { starmadaError } from '../errors.ts';
import type { Clause } from './clause.ts';

/** More than any ship carries; a bound on what is read. */
const MAX_BOOSTERS = 99;

export const boostClause: Clause<'boost'> = {
  key: 'boost',
  words: ['boost', 'boosts', 'booster', 'boosters'],
  example: 'boost 1',
  parse(args, { ship }) {
    if (args === '') return ok(1);
    const n = /^\d{1,2}$/.test(args) ? Number(args) : NaN;
    if (n >= 1 && n <= MAX_BOOSTERS) return ok(n);
    return err([starmadaError('ERR_BOOST_COUNT', `Write how many boosters ${ship.name} fires as a number after "boost", such as "boost 1" (B.3); "${args}" is not one.`)]);
  },
  make(n) {
    return `boost ${n}`;
  },
};
