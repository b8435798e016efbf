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
 * Judgement call: the T/ notation does not name the towed ship, so the player names it ("tow Vigilant 2",
 * notation/tow-clause.ts, ruling 100), or Salvo picks the only friendly ship that qualifies.
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
  return err(
    starmadaError('ERR_TOW_WHICH', `Say which ship ${tower.name} tows: ${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}.`, {
      suggestion: `Add ", tow ${names[0]}" after its move.`,
    }),
  );
}

/** A ship whose orders carry T/: the ship it names, if any, and its move in normal form. */
export interface TowRequest {
  readonly tower: TowShip;
  readonly named?: string | undefined;
  readonly order: string;
}

/** Who tows whom this turn, and what each tower may use. */
export interface TowPlan {
  /** Towed ship id → the ids of its towers. */
  readonly groups: Map<string, string[]>;
  /** Tower id → why its tow cannot be made. */
  readonly problems: Map<string, RuleError[]>;
  /** Tower id → the id of the ship it tows. */
  readonly targets: Map<string, string>;
  /** Tower id → the tow's effective engine rating. */
  readonly ratings: Map<string, number>;
}

/**
 * Every tow at once: each tower's target among `ships` that are not towers, the towers of each towed ship (who
 * must write the same orders), and each tow's engine rating from `member` (hull size, current engine rating).
 */
export function planTows(requests: readonly TowRequest[], ships: readonly TowShip[], member: (id: string) => TowMember): TowPlan {
  const towerIds = new Set(requests.map((r) => r.tower.id));
  const pool = ships.filter((s) => !towerIds.has(s.id));
  const plan: TowPlan = { groups: new Map(), problems: new Map(), targets: new Map(), ratings: new Map() };
  for (const { tower, named } of requests) {
    const target = findTowTarget(tower, pool, named);
    if (!target.ok) {
      plan.problems.set(tower.id, [target.error]);
      continue;
    }
    plan.targets.set(tower.id, target.value.id);
    plan.groups.set(target.value.id, [...(plan.groups.get(target.value.id) ?? []), tower.id]);
  }
  for (const [towedId, group] of plan.groups) {
    const orders = requests.filter((r) => group.includes(r.tower.id));
    if (new Set(orders.map((r) => r.order)).size > 1) {
      const names = orders.map((r) => r.tower.name).join(' and ');
      const towed = pool.find((s) => s.id === towedId)?.name ?? 'their ship';
      const problem = starmadaError('ERR_TOW_INVALID', `${names} tow ${towed} together, so they must write the same orders (D.9).`);
      for (const id of group) plan.problems.set(id, [problem]);
      continue;
    }
    const rating = towingEngineRating(group.map(member), member(towedId).hullSize);
    for (const id of group) plan.ratings.set(id, rating);
  }
  return plan;
}
