/**
 * The tractor defence clause (B.24 p.38): "Dominion 3, tractors defend 1". "Whenever a fighter flight declares an
 * attack, the target may declare it is using one or more tractor beams defensively"; play-by-post asks nothing in
 * the middle of the Fighter Phase, so the ship says beforehand how many of its beams defend, and the choice stands
 * until changed ("tractors hold" withdraws it) [ruling 212]. The beams fire in combat/tractor-defence.ts.
 */
import { err, ok } from '../../core/result.ts';
import { classOf } from '../combat/ship-condition.ts';
import { workingEquipment } from '../combat/ship-target.ts';
import { starmadaError } from '../errors.ts';
import type { Clause } from './clause.ts';

export const tractorClause: Clause<'tractors'> = {
  key: 'tractors',
  words: ['tractors', 'tractor'],
  example: 'tractors defend 1',
  parse(args, { ship }) {
    if (/^hold$/i.test(args)) return ok(0);
    const n = /^defend\s+(?<n>\d{1,2})$/i.exec(args)?.groups?.['n'];
    if (n !== undefined && Number(n) >= 1) return ok(Number(n));
    return err([starmadaError('ERR_TRACTOR_CLAUSE', `Write "tractors defend <beams>" (such as "tractors defend 1") or "tractors hold" for ${ship.name}'s tractor beams (B.24); "${args}" is neither.`)]);
  },
  make(n) {
    return n === 0 ? 'tractors hold' : `tractors defend ${n}`;
  },
  validate(n, { state, ship }) {
    const beams = workingEquipment(classOf(state, ship), ship, 'Tractor Beam');
    if (n <= beams) return [];
    return [starmadaError('ERR_TRACTOR_CLAUSE', `${ship.name} has ${beams === 0 ? 'no working tractor beam' : `${beams} working tractor beam${beams === 1 ? '' : 's'}`}; it cannot defend with ${n} (B.24).`, { unit: ship.name })];
  },
};
