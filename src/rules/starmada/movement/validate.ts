/**
 * Whether a ship may carry out its movement orders (Starmada 3.1–3.4 p.15–17):
 * every problem at once, each as one sentence a player can act on, with a suggestion where one helps.
 *
 * Rules checked:
 * - 3.1: at most three one-hexside turns, all one way, or a single U-turn and no other turn.
 * - 3.4: sideslips all one way, and the way of any one-hexside turn (port = L, starboard = R); with a U-turn
 *   the slips may go either way, as long as it is one way [ruling 9].
 * - 3.2: the engine requirement (engine-requirement.ts) may not exceed the available engine rating.
 *   A ship whose available rating is 0 "can no longer maneuver" (p.10): only straight ahead at its previous
 *   speed, even where the chart would let a stopped ship turn for free [ruling 13].
 * - Prefixes only with their option on: C/ cloaking (B.5), H/ hyperdrive (B.10), E/ emergency thrust (D.1),
 *   Z/ evasive action (D.3), @/ roll (D.7), T/ towing (D.9); C/ and H/ also need the equipment, working.
 * - B.10: warming up the hyperdrive the ship only moves straight ahead: no turns, slips, pivots, Z/, @/ or
 *   altitude changes, and no boosters that game turn.
 * - B.5: a cloaked ship may not fire boosters, warm up its hyperdrive, evade, tow (nor roll, D.7).
 * - D.1: no emergency thrust with no engine box left. B.3: boosters only as many as are left.
 * - Orbits (G.5) need the planets option, altitude changes (G.6) three-dimensional play; altitude stays within
 *   0–6, the seven levels of p.57 (ruling 172). Whether an orbit can start where the ship is, is for the move
 *   itself to find (execute.ts), as it depends on the planet.
 *
 * The engine check is skipped while the turns or slips break 3.1/3.4: the requirement of an impossible
 * maneuver would only mislead.
 */
import { count } from '../../core/text.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { StarmadaOptions } from '../options.ts';
import { equipmentLevels, munitionCount } from '../ships/sheet-lookup.ts';
import type { ShipClass } from '../ships/schema.ts';
import { trackValue } from '../ships/tracks.ts';
import type { ShipState } from '../state.ts';
import {
  availableEngine,
  describeAvailable,
  describeRequirement,
  engineRequirement,
  type AvailableEngine,
  type EngineRequirement,
  type RequirementShip,
} from './engine-requirement.ts';
import { makeMoves, makeOrder } from '../notation/movement.ts';
import {
  countAltitudeChanges,
  countSlips,
  countTurns,
  hasPrefix,
  orderSpeed,
  PREFIX_NAMES,
  straightOrder,
  type MoveOrder,
  type OrderPrefix,
  type OrderStep,
} from './order.ts';
import { starmadaError } from '../errors.ts';

/** What validation needs to know about a ship; `orderShipFrom` builds it from the game state. */
export interface OrderShip extends RequirementShip {
  readonly name: string;
  /** Current engine rating: first unchecked box of the engine track, 0 when all are checked. */
  readonly engineRating: number;
  /** Unchecked engine boxes, for emergency thrust (D.1). */
  readonly engineBoxesLeft: number;
  readonly cloakingDevice: boolean;
  readonly hyperdrive: boolean;
  readonly boostersLeft: number;
  /** G.6: altitude now (3 when absent, p.57). */
  readonly altitude?: number;
}

/** Inputs that are not part of the order string. */
export interface OrderExtras {
  /** B.3: boosters expended this Orders Phase. */
  readonly boosters?: number;
  /** D.9: the tow's effective engine rating (towing.ts), when the orders carry T/ and the tow is possible. */
  readonly towingRating?: number;
  /** S.9 storm result 2 (p.63): no starship may turn this Movement Phase. */
  readonly noTurns?: boolean;
}

export interface ValidatedOrder {
  readonly order: MoveOrder;
  /** Normal form, as revealed: "2P2(4)". */
  readonly text: string;
  readonly speed: number;
  readonly requirement: EngineRequirement;
  readonly available: AvailableEngine;
}

const PREFIX_OPTION: Readonly<Record<OrderPrefix, keyof StarmadaOptions>> = {
  C: 'cloaking',
  H: 'hyperdrive',
  E: 'emergencyThrust',
  Z: 'evasiveAction',
  '@': 'rolls',
  T: 'towing',
};

/** The validation view of a ship in play: ratings from its class's tracks, equipment net of losses. */
export function orderShipFrom(ship: ShipState, shipClass: ShipClass): OrderShip {
  const engines = shipClass.tracks.engines;
  const working = (system: 'Cloaking Device' | 'Hyperdrive'): boolean => equipmentLevels(shipClass, system) - (ship.equipmentLost[system] ?? 0) > 0;
  return {
    name: ship.name,
    prevSpeed: ship.prevSpeed,
    lastSlips: ship.lastSlips,
    engineRating: Math.max(0, trackValue(engines, ship.engines.checked) + (ship.engineShift ?? 0)),
    engineBoxesLeft: Math.max(0, engines.length - ship.engines.checked),
    cloakingDevice: working('Cloaking Device'),
    hyperdrive: working('Hyperdrive'),
    boostersLeft: Math.max(0, munitionCount(shipClass, 'Boosters') - (ship.munitionsUsed.Boosters ?? 0)),
    ...(ship.altitude === undefined ? {} : { altitude: ship.altitude }),
  };
}

const prefixLabel = (p: OrderPrefix): string => `${p}/ (${PREFIX_NAMES[p].name}, ${PREFIX_NAMES[p].ref})`;
const withSteps = (order: MoveOrder, steps: readonly OrderStep[]): MoveOrder => ({ ...order, steps });
const withoutPrefix = (order: MoveOrder, p: OrderPrefix): MoveOrder => ({ ...order, prefixes: order.prefixes.filter((x) => x !== p) });
const didYouMean = (orders: readonly MoveOrder[]): string | undefined => {
  const texts = [...new Set(orders.map(makeOrder))];
  return texts.length === 0 ? undefined : `Did you mean ${texts.slice(0, 2).join(' or ')}?`;
};
const suggest = (orders: readonly MoveOrder[]): { suggestion?: string } => {
  const s = didYouMean(orders);
  return s === undefined ? {} : { suggestion: s };
};

/** Problems with turns and slips (3.1, 3.4), with the orders that would fix each. */
function maneuverProblems(order: MoveOrder): RuleError[] {
  const errors: RuleError[] = [];
  const moves = makeMoves(order.steps);
  const { port, starboard, uTurns } = countTurns(order);
  const { left, right } = countSlips(order);
  const firstTurn = order.steps.find((s) => s.kind === 'turn');
  const turnDir = firstTurn?.kind === 'turn' ? firstTurn.to : undefined;

  if (uTurns > 1) {
    let seen = false;
    const fixed = order.steps.filter((s) => s.kind !== 'uTurn' || (seen ? false : (seen = true)));
    errors.push(starmadaError('ERR_UTURN_REPEATED', `Orders may hold a single U-turn, and ${moves} has ${uTurns}.`, suggest([withSteps(order, fixed)])));
  }
  if (uTurns > 0 && port + starboard > 0) {
    const fixed = order.steps.filter((s) => s.kind !== 'turn');
    errors.push(starmadaError('ERR_UTURN_WITH_TURNS', `A U-turn may not be combined with other turns, and ${moves} has both.`, suggest([withSteps(order, fixed)])));
  } else if (port > 0 && starboard > 0 && turnDir !== undefined) {
    const sameWay = order.steps.map((s): OrderStep => (s.kind === 'turn' ? { kind: 'turn', to: turnDir } : s));
    const dropped = order.steps.filter((s) => s.kind !== 'turn' || s.to === turnDir);
    errors.push(
      starmadaError('ERR_TURNS_MIXED', `Turns must all be in one direction, and ${moves} turns both ways.`, suggest([withSteps(order, sameWay), withSteps(order, dropped)])),
    );
  }
  if (port + starboard > 3) {
    let kept = 0;
    const fixed = order.steps.filter((s) => s.kind !== 'turn' || ++kept <= 3);
    errors.push(starmadaError('ERR_TURNS_TOO_MANY', `Orders may hold at most three one-hexside turns, and ${moves} has ${port + starboard}.`, suggest([withSteps(order, fixed)])));
  }

  // The way slips must go: the turn's side when there is one (3.4), else the first slip's.
  const firstSlip = order.steps.find((s) => s.kind === 'slip');
  const slipDir = firstSlip?.kind === 'slip' ? firstSlip.to : undefined;
  const turnSide = uTurns === 0 && port + starboard > 0 && !(port > 0 && starboard > 0) ? (port > 0 ? 'L' : 'R') : undefined;
  if (left > 0 && right > 0 && slipDir !== undefined) {
    const to = turnSide ?? slipDir;
    const fixed = order.steps.map((s): OrderStep => (s.kind === 'slip' ? { kind: 'slip', to } : s));
    errors.push(starmadaError('ERR_SLIPS_MIXED', `Sideslips must all go one way in a Movement Phase, and ${moves} slips both left and right.`, suggest([withSteps(order, fixed)])));
  } else if (turnSide !== undefined && slipDir !== undefined && slipDir !== turnSide) {
    const slipWord = slipDir === 'L' ? 'to port' : 'to starboard';
    const turnWord = turnSide === 'L' ? 'to port' : 'to starboard';
    const slipsFixed = order.steps.map((s): OrderStep => (s.kind === 'slip' ? { kind: 'slip', to: turnSide } : s));
    const newTurn = slipDir === 'L' ? 'P' : 'S';
    const turnsFixed = order.steps.map((s): OrderStep => (s.kind === 'turn' ? { kind: 'turn', to: newTurn } : s));
    errors.push(
      starmadaError('ERR_SLIP_AGAINST_TURN', `A slip must go the same way as the turn: ${moves} slips ${slipWord} but turns ${turnWord}.`, suggest([withSteps(order, slipsFixed), withSteps(order, turnsFixed)])),
    );
  }
  return errors;
}

/** G.6 p.57: seven altitude levels, 0 through 6 (ruling 172: an order may not take a ship outside them). */
function altitudeLimit(order: MoveOrder, ship: OrderShip): RuleError[] {
  let level = ship.altitude ?? 3;
  for (const step of order.steps) {
    if (step.kind !== 'altitude') continue;
    level += step.change;
    if (level < 0 || level > 6) {
      return [starmadaError('ERR_ALTITUDE_LIMIT', `${ship.name} is at altitude ${ship.altitude ?? 3}, and altitude runs from 0 to 6 (G.6); these orders would take it to ${level}.`)];
    }
  }
  return [];
}

/** Prefixes whose option is off, missing equipment, terrain maneuvers Salvo lacks, and B.5/B.10/D.1 restrictions. */
function prefixProblems(order: MoveOrder, ship: OrderShip, options: StarmadaOptions, extras: OrderExtras): RuleError[] {
  const errors: RuleError[] = [];
  const boosters = extras.boosters ?? 0;
  for (const p of order.prefixes) {
    if (!options[PREFIX_OPTION[p]]) {
      errors.push(starmadaError('ERR_OPTION_OFF', `${prefixLabel(p)} is not in use in this game.`, suggest([withoutPrefix(order, p)])));
    }
  }
  if (hasPrefix(order, 'C') && options.cloaking && !ship.cloakingDevice) {
    errors.push(starmadaError('ERR_NO_CLOAKING_DEVICE', `${ship.name} has no working cloaking device, so it cannot write C/.`, suggest([withoutPrefix(order, 'C')])));
  }
  if (hasPrefix(order, 'H') && options.hyperdrive && !ship.hyperdrive) {
    errors.push(starmadaError('ERR_NO_HYPERDRIVE', `${ship.name} has no working hyperdrive, so it cannot write H/.`, suggest([withoutPrefix(order, 'H')])));
  }
  if (order.steps.some((s) => s.kind === 'orbit') && !options.planets) {
    errors.push(starmadaError('ERR_ORBIT_UNAVAILABLE', 'Orbits ([n], G.5) need planets, and this game has none; write the hexes as forward moves.'));
  }
  if (countAltitudeChanges(order) > 0 && !options.threeD) {
    errors.push(starmadaError('ERR_ALTITUDE_UNAVAILABLE', 'Altitude changes (↑ and ↓, three-dimensional play, G.6) are not in use in this game.'));
  } else if (countAltitudeChanges(order) > 0) errors.push(...altitudeLimit(order, ship));

  if (hasPrefix(order, 'H')) {
    const { port, starboard, uTurns } = countTurns(order);
    const { left, right } = countSlips(order);
    const banned = [
      port + starboard + uTurns > 0 ? 'turns' : '',
      left + right > 0 ? 'sideslips' : '',
      order.pivot !== 0 ? 'a pivot' : '',
      hasPrefix(order, 'Z') ? 'evasive action' : '',
      hasPrefix(order, '@') ? 'a roll' : '',
      countAltitudeChanges(order) > 0 ? 'altitude changes' : '',
    ].filter((x) => x !== '');
    if (banned.length > 0) {
      const straight = { ...straightOrder(orderSpeed(order)), prefixes: order.prefixes.filter((p) => p !== 'Z' && p !== '@') };
      errors.push(
        starmadaError('ERR_HYPERDRIVE_STRAIGHT', `While warming up its hyperdrive a ship moves straight ahead only (B.10), and these orders have ${listWords(banned)}.`, suggest([straight])),
      );
    }
    if (boosters > 0) errors.push(starmadaError('ERR_HYPERDRIVE_BOOSTERS', 'A ship may not fire boosters in the game turn it warms up its hyperdrive (B.10).'));
  }
  if (hasPrefix(order, 'C')) {
    const banned = (['H', 'Z', '@', 'T'] as const).filter((p) => hasPrefix(order, p));
    if (banned.length > 0) {
      const fixed = banned.reduce(withoutPrefix, order);
      errors.push(
        starmadaError('ERR_CLOAKED_RESTRICTED', `A cloaked ship (B.5) may not use ${listWords(banned.map(prefixLabel))}.`, suggest([fixed])),
      );
    }
    if (boosters > 0) errors.push(starmadaError('ERR_CLOAKED_BOOSTERS', 'A cloaked ship may not fire boosters (B.5).'));
  }
  if (hasPrefix(order, 'E') && ship.engineBoxesLeft === 0) {
    errors.push(starmadaError('ERR_EMERGENCY_NO_ENGINES', `${ship.name} has no engine boxes left, so it cannot use emergency thrust (D.1).`, suggest([withoutPrefix(order, 'E')])));
  }
  if (hasPrefix(order, 'T') && options.towing && extras.towingRating === undefined) {
    errors.push(starmadaError('ERR_TOW_MISSING', `Say which ship ${ship.name} tows; it must be a friendly ship in its hex with the same speed and heading (D.9).`));
  }
  if (extras.noTurns) {
    const { port, starboard, uTurns } = countTurns(order);
    if (port + starboard + uTurns > 0) {
      const fixed = withSteps(order, order.steps.filter((s) => s.kind !== 'turn' && s.kind !== 'uTurn'));
      errors.push(starmadaError('ERR_STORM_NO_TURNS', 'The storm forbids every turn this Movement Phase (S.9); move straight, sideslip or pivot instead.', suggest([fixed])));
    }
  }
  if (boosters > ship.boostersLeft) {
    const left = count(ship.boostersLeft, 'booster');
    errors.push(starmadaError('ERR_BOOSTERS_LEFT', `${ship.name} has ${left} left and cannot expend ${boosters}.`));
  }
  return errors;
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The same orders with `hexes` fewer forward hexes, taken from the end. */
function slower(order: MoveOrder, hexes: number): MoveOrder {
  let left = hexes;
  const steps = [...order.steps];
  for (let i = steps.length - 1; i >= 0 && left > 0; i--) {
    const s = steps[i];
    if (s?.kind !== 'forward') continue;
    const cut = Math.min(s.hexes, left);
    steps[i] = { kind: 'forward', hexes: s.hexes - cut };
    left -= cut;
  }
  return withSteps(order, steps);
}

/** Up to two nearby legal orders: without the pivot, slower, without slips, or straight at a speed in reach. */
function legalAlternatives(order: MoveOrder, isLegal: (o: MoveOrder) => boolean, prevSpeed: number): MoveOrder[] {
  const found: MoveOrder[] = [];
  const consider = (o: MoveOrder): void => {
    if (found.length < 2 && isLegal(o) && !found.some((f) => makeOrder(f) === makeOrder(o))) found.push(o);
  };
  if (order.pivot !== 0) consider({ ...order, pivot: 0 });
  const speed = orderSpeed(order);
  for (let cut = 1; cut <= speed && found.length === 0; cut++) consider(slower(order, cut));
  consider(withSteps(order, order.steps.filter((s) => s.kind !== 'slip')));
  // Straight ahead at the reachable speed nearest the one asked for; the previous speed always works.
  const prefixes = order.prefixes.filter((p) => p !== '@');
  const straightAt = (v: number): MoveOrder => ({ ...straightOrder(v), prefixes });
  for (let d = 0; found.length < 2 && d <= Math.abs(speed - prevSpeed); d++) {
    const v = speed > prevSpeed ? speed - d : speed + d;
    if (isLegal(straightAt(v))) {
      consider(straightAt(v));
      break;
    }
  }
  return found;
}

/** Checks orders against 3.1–3.4 and the options in force; returns the orders with their engine figures. */
export function validateOrder(order: MoveOrder, ship: OrderShip, options: StarmadaOptions, extras: OrderExtras = {}): Result<ValidatedOrder, RuleError[]> {
  const maneuvers = maneuverProblems(order);
  const errors = [...prefixProblems(order, ship, options, extras), ...maneuvers];
  const supply = { engineRating: ship.engineRating, towingRating: extras.towingRating, boosters: extras.boosters };
  const requirement = engineRequirement(order, ship);
  const available = availableEngine(order, supply);
  const speed = orderSpeed(order);

  if (maneuvers.length === 0) {
    if (available.total === 0) {
      // p.10 and [ruling 13]: without engines a ship only keeps going as it was.
      if (!(requirement.rule === 'noTurns' && speed === ship.prevSpeed && requirement.total === 0)) {
        const drift = ship.prevSpeed === 0 ? 'stay where it is' : `keep going straight ahead at speed ${ship.prevSpeed}`;
        errors.push(starmadaError('ERR_ENGINES_OUT', `${ship.name}'s engines are out, so it can only ${drift} (p.10).`, suggest([straightOrder(ship.prevSpeed)])));
      }
    } else if (requirement.total > available.total) {
      const isLegal = (o: MoveOrder): boolean =>
        maneuverProblems(o).length === 0 && engineRequirement(o, ship).total <= availableEngine(o, supply).total;
      errors.push(
        starmadaError(
          'ERR_ENGINE_REQUIREMENT',
          `The engine requirement ${requirement.total} exceeds ${describeAvailable(ship.name, available)} (${describeRequirement(requirement)}).`,
          suggest(legalAlternatives(order, isLegal, ship.prevSpeed)),
        ),
      );
    }
  }
  if (errors.length > 0) return err(errors);
  return ok({ order, text: makeOrder(order), speed, requirement, available });
}
