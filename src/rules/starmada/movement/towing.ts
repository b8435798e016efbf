/**
 * Towing, the basics of D.9 (p.47): who may tow whom, and the engine rating of a tow.
 *
 * - Towers and the towed ship must have ended the previous Movement Phase in the same hex with the same speed
 *   and heading: Salvo reads this as the same hex now, the same heading and the same previous speed.
 * - Effective engine rating = ceil(Σ hull size × engine rating of the towers ÷ Σ hull sizes of every ship in
 *   the tow). The towed ship's engines do not help.
 * - A ship tows one ship at a time; several towers may share one tow, following the same orders (move-all.ts).
 * - Neither a cloaked ship nor a fighter flight tows or is towed (cloaked towers are refused in validate.ts).
 *
 * Judgement call: the T/ notation does not name the towed ship, so the player names it, or Salvo picks the only
 * friendly ship that qualifies.
 */
import { DIRECTION_NAMES, hexEquals, type Direction, type Hex } from '../../core/hex.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { starmadaError } from '../errors.ts';

export interface TowMember {
  readonly hullSize: number;
  readonly engineRating: number;
}

/** D.9: ceil(Σ hull × ER of the towers ÷ (Σ tower hulls + towed hull)), in whole numbers. */
export function towingEngineRating(towers: readonly TowMember[], towedHullSize: number): number {
  const power = towers.reduce((sum, t) => sum + t.hullSize * t.engineRating, 0);
  const mass = towers.reduce((sum, t) => sum + t.hullSize, 0) + towedHullSize;
  if (mass <= 0) throw new Error('a tow needs ships with a hull size');
  return Math.floor((power + mass - 1) / mass);
}

/** What the tow check needs to know about a ship. */
export interface TowShip {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly at: Hex;
  readonly heading: Direction;
  readonly prevSpeed: number;
  readonly status: string;
}

function towProblem(tower: TowShip, towed: TowShip): string | undefined {
  if (towed.id === tower.id) return `${tower.name} cannot tow itself.`;
  if (towed.status !== 'active') return `${towed.name} is no longer on the board, so ${tower.name} cannot tow it.`;
  if (towed.side !== tower.side) return `${tower.name} can only tow a friendly ship, and ${towed.name} is not one (D.9).`;
  if (!hexEquals(towed.at, tower.at)) return `${towed.name} is not in ${tower.name}'s hex; a tow needs both ships in one hex (D.9).`;
  if (towed.heading !== tower.heading) {
    return `${towed.name} is heading ${DIRECTION_NAMES[towed.heading]} and ${tower.name} ${DIRECTION_NAMES[tower.heading]}; a tow needs the same heading (D.9).`;
  }
  if (towed.prevSpeed !== tower.prevSpeed) {
    return `${towed.name} moved at speed ${towed.prevSpeed} last turn and ${tower.name} at ${tower.prevSpeed}; a tow needs the same speed (D.9).`;
  }
  return undefined;
}

/**
 * The ship `tower` tows: the one named (checked), or else the only friendly ship that qualifies.
 * Towers that themselves tow are the caller's to exclude from `ships`.
 */
export function findTowTarget(tower: TowShip, ships: readonly TowShip[], namedId?: string): Result<TowShip, RuleError> {
  if (namedId !== undefined) {
    const named = ships.find((s) => s.id === namedId);
    if (!named) return err(starmadaError('ERR_TOW_UNKNOWN', `${tower.name} cannot find the ship it should tow; name one of your ships in its hex.`));
    const problem = towProblem(tower, named);
    return problem === undefined ? ok(named) : err(starmadaError('ERR_TOW_INVALID', problem));
  }
  const candidates = ships.filter((s) => towProblem(tower, s) === undefined);
  const only = candidates[0];
  if (candidates.length === 1 && only) return ok(only);
  if (candidates.length === 0) {
    return err(starmadaError('ERR_TOW_NONE', `No friendly ship shares ${tower.name}'s hex with the same speed and heading, so it has nothing to tow (D.9).`));
  }
  const names = candidates.map((s) => s.name);
  return err(starmadaError('ERR_TOW_WHICH', `Say which ship ${tower.name} tows: ${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}.`));
}
