/**
 * The engine requirement of movement orders and the engine rating available to meet it
 * (Starmada 3.2 p.15, 3.4 p.17, chart Z.3; D.1, D.3, D.7, D.9, B.3, G.6).
 *
 * Requirement, before options:
 *   no turns            |previous speed − speed|
 *   one turn            max(previous speed, speed) − slip credit
 *   two or three, or U  previous speed + speed
 * then +1 per sideslip, +n for a pivot of n hexsides, +1 per altitude change (G.6).
 * Slip credit (3.4 p.17): −1 per slip of the previous Movement Phase in the direction of this order's single
 * turn (port = left, starboard = right); orders with two or more turns or a U get none.
 * Roll (D.7): +3 − one per one-hexside turn, so three turns or a U roll for free.
 * Evasive action (D.3): the whole requirement is doubled, after the roll's surcharge [ruling 10].
 * Etheric drag (D.2 p.44, p.47): the previous speed is cut in half (rounded down) for the requirement only.
 * Freeform turns (D.5 p.45): the chart becomes the difference of the speeds + 0/1/3/6 for none, one, two, three
 * turns or a U-turn; no slip credit (slips then earn none, p.45).
 *
 * Available rating: the current engine rating (first unchecked engine box), or the tow's effective rating
 * (D.9, towing.ts); doubled by emergency thrust (D.1); then +1 per booster expended (B.3: "not doubled").
 *
 * Judgement calls: mixed turns (illegal anyway) count as that many turns; the slip credit never takes the
 * one-turn base below 0.
 */
import { count, plural } from '../../core/text.ts';
import type { StarmadaOptions } from '../options.ts';
import { solarSailsText, type SailEffect } from './solar-sails.ts';
import { countAltitudeChanges, countSlips, countTurns, hasPrefix, orderSpeed, type MoveOrder, type SlipRecord } from './order.ts';

export type TurnRule = 'noTurns' | 'oneTurn' | 'manyTurns';

/** The options that change the requirement (D.2, D.5); absent or off, the core chart. */
export type RequirementOptions = Partial<Pick<StarmadaOptions, 'ethericDrag' | 'freeformTurns'>>;

/** D.5's table (p.45): what the turns add to the difference of the speeds. */
const FREEFORM_TURN_COST: Readonly<Record<number, number>> = { 0: 0, 1: 1, 2: 3, 3: 6 };

export interface EngineRequirement {
  readonly total: number;
  readonly rule: TurnRule;
  readonly prevSpeed: number;
  readonly speed: number;
  /** The chart's value before slip credit and additions. */
  readonly base: number;
  /** D.2: the previous speed the chart used, halved; absent without etheric drag. */
  readonly draggedPrevSpeed?: number;
  /** D.5: the turns' cost added to the difference of the speeds; absent without freeform turns. */
  readonly freeformTurns?: number;
  readonly slipCredit: number;
  readonly slips: number;
  readonly pivot: number;
  readonly altitude: number;
  /** D.7 surcharge, 0 without a roll. */
  readonly roll: number;
  /** D.3: the sum above was doubled. */
  readonly evasive: boolean;
}

export interface RequirementShip {
  /** Speed of the previous game turn's orders (turn 1: the engine rating, 3.2). */
  readonly prevSpeed: number;
  /** Slips made in the previous Movement Phase. */
  readonly lastSlips: SlipRecord;
}

export function turnRule(order: Pick<MoveOrder, 'steps'>): TurnRule {
  const { port, starboard, uTurns } = countTurns(order);
  const turns = port + starboard;
  if (uTurns > 0 || turns >= 2) return 'manyTurns';
  return turns === 1 ? 'oneTurn' : 'noTurns';
}

export function engineRequirement(order: MoveOrder, ship: RequirementShip, options: RequirementOptions = {}): EngineRequirement {
  const speed = orderSpeed(order);
  const prevSpeed = options.ethericDrag ? Math.floor(ship.prevSpeed / 2) : ship.prevSpeed;
  const rule = turnRule(order);
  const { port, starboard, uTurns } = countTurns(order);
  const { left, right } = countSlips(order);
  const turns = uTurns > 0 ? 3 : Math.min(3, port + starboard);

  let base: number;
  let slipCredit = 0;
  if (options.freeformTurns) base = Math.abs(prevSpeed - speed) + (FREEFORM_TURN_COST[turns] ?? 6);
  else if (rule === 'noTurns') base = Math.abs(prevSpeed - speed);
  else if (rule === 'manyTurns') base = prevSpeed + speed;
  else {
    base = Math.max(prevSpeed, speed);
    const creditDir = port === 1 ? 'L' : 'R';
    if (ship.lastSlips.dir === creditDir) slipCredit = Math.min(ship.lastSlips.count, base);
  }
  const slips = left + right;
  const pivot = Math.abs(order.pivot);
  const altitude = countAltitudeChanges(order);
  const roll = hasPrefix(order, '@') ? Math.max(0, 3 - (uTurns > 0 ? 3 : port + starboard)) : 0;
  const evasive = hasPrefix(order, 'Z');
  const sum = base - slipCredit + slips + pivot + altitude + roll;
  return {
    total: evasive ? sum * 2 : sum,
    rule,
    prevSpeed: ship.prevSpeed,
    speed,
    base,
    ...(options.ethericDrag ? { draggedPrevSpeed: prevSpeed } : {}),
    ...(options.freeformTurns ? { freeformTurns: FREEFORM_TURN_COST[turns] ?? 6 } : {}),
    slipCredit,
    slips,
    pivot,
    altitude,
    roll,
    evasive,
  };
}

/** "one turn: the greater of previous speed 5 and speed 4 is 5, −1 slip credit, +1 for the pivot". */
export function describeRequirement(req: EngineRequirement): string {
  const prev = req.draggedPrevSpeed === undefined ? `previous speed ${req.prevSpeed}` : `previous speed ${req.prevSpeed} halved by etheric drag to ${req.draggedPrevSpeed}`;
  const head =
    req.freeformTurns !== undefined
      ? `freeform turns: the difference between ${prev} and speed ${req.speed}, +${req.freeformTurns} for the turns, is ${req.base}`
      : {
          noTurns: `no turns: the difference between ${prev} and speed ${req.speed} is ${req.base}`,
          oneTurn: `one turn: the greater of ${prev} and speed ${req.speed} is ${req.base}`,
          manyTurns: `two or more turns: ${prev} plus speed ${req.speed} is ${req.base}`,
        }[req.rule];
  const parts = [head];
  if (req.slipCredit > 0) parts.push(`−${req.slipCredit} for last turn's ${plural(req.slipCredit, 'slip')}`);
  if (req.slips > 0) parts.push(`+${req.slips} for ${count(req.slips, 'slip')}`);
  if (req.pivot > 0) parts.push(`+${req.pivot} for the pivot`);
  if (req.altitude > 0) parts.push(`+${req.altitude} for ${count(req.altitude, 'altitude change')}`);
  if (req.roll > 0) parts.push(`+${req.roll} for the roll`);
  if (req.evasive) parts.push('doubled for evasive action');
  return parts.join(', ');
}

export interface AvailableEngine {
  readonly total: number;
  /** The rating before emergency thrust and boosters: the current engine rating, or the tow's effective rating. */
  readonly rating: number;
  /** Set when towing (D.9): the rating above is the tow's effective rating. */
  readonly towing: boolean;
  /** B.21: how the solar wind changed the ship's own rating (absent: no sails, or no change). */
  readonly solarSails?: SailEffect;
  readonly emergencyThrust: boolean;
  readonly boosters: number;
}

export interface EngineSupply {
  /** Current engine rating: the first unchecked box of the engine track, 0 when all are checked. */
  readonly engineRating: number;
  /** D.9: the tow's effective engine rating, replacing the ship's own while it tows. */
  readonly towingRating?: number;
  /** B.3: boosters expended this Orders Phase. */
  readonly boosters?: number;
  /** B.21: the solar wind's effect on the ship's own rating. */
  readonly solarSails?: SailEffect;
}

export function availableEngine(order: MoveOrder, supply: EngineSupply): AvailableEngine {
  const towing = supply.towingRating !== undefined;
  const sails = towing ? undefined : supply.solarSails;
  const rating = supply.towingRating ?? sails?.rating ?? supply.engineRating;
  const emergencyThrust = hasPrefix(order, 'E');
  const boosters = supply.boosters ?? 0;
  const total = (emergencyThrust ? rating * 2 : rating) + boosters;
  return { total, rating, towing, emergencyThrust, boosters, ...(sails ? { solarSails: sails } : {}) };
}

/** "Majestic's engine rating of 12 (6 doubled by emergency thrust, +1 booster)". */
export function describeAvailable(shipName: string, available: AvailableEngine): string {
  const notes: string[] = [];
  if (available.towing) notes.push(`the tow's effective rating ${available.rating}`);
  if (available.solarSails) notes.push(solarSailsText(available.solarSails));
  if (available.emergencyThrust) notes.push(`${available.rating} doubled by emergency thrust`);
  if (available.boosters > 0) notes.push(`+${count(available.boosters, 'booster')}`);
  const detail = notes.length > 0 ? ` (${notes.join(', ')})` : '';
  return `${shipName}'s engine rating of ${available.total}${detail}`;
}
