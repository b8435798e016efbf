/**
 * The Fighter Phase as a sequence of activations (5.2–5.4, p.22–23; sequence of play 3b, p.14).
 *
 * - The flights of each side are counted at the start of the phase and the ratio rule (activation-order.ts)
 *   fixes the order of sides for the whole phase (or, with F.7 p.53, a shuffled deck: random-initiative.ts). Each slot is one activation of one flight, chosen by its side.
 * - A slot whose side has no flight left to activate (all activated or destroyed) is skipped: "fighters
 *   destroyed before their flight is activated will not be able to move or attack" (p.23).
 * - An activation: move the flight (flight-move.ts), then optionally attack one opposing element in an
 *   adjacent hex (never its own hex, ruling 49). Damage and losses take effect at once (p.23).
 * - A flight sharing its hex with an opposing starship must move away when activated "or else be
 *   eliminated" (p.23): a flight with no legal end position is eliminated when its side's turn comes and it is
 *   the only kind of flight that side has left; such a slot needs no decision and is resolved automatically.
 *
 * The dice of an attack are the combat module's (combat/fighter-attack.ts: to-hit 5–6, IMP 1 against shields,
 * DMG 1, anti-fighter batteries, the 1s of a fighter-on-fighter attack capped at the target's size). What this
 * module needs from the ship side (the ship as the attack meets it, and marking its damage at once) comes
 * through `StarshipDamagePort`, which the game layer implements over `StarmadaState` and the class sheets.
 *
 * Rulings (Salvo's, where the book is silent):
 * - A flight's path must stay on the board (flights are never floated, D.4; nothing is gained by leaving).
 * - Cloaked ships (B.5) reported by `isHidden` neither block a flight's end hex nor can be attacked.
 * - S.9 storms: "no turns" and "no attacks" results bind fighter flights in that game turn's Fighter Phase.
 * - A seat that misses its deadline: its first eligible flight holds its position (or takes its cheapest legal
 *   move when it must leave its hex) and does not attack, as ships without fire declarations do not fire [ruling 52].
 *
 * Seeker flights (C.4, `FlightState.seeker`) count as flights for the ratio rule, but their moves are forced
 * (../seekers/), so no seat decides them. Play-by-post adaptation: in a side's slot its seat activates a fighter
 * flight while the side has any awaiting; once it has none, the slot belongs to its next seeker flight, which
 * `advanceFighterPhase` reports as `seekerSlot` for the game layer to resolve with dice (sequence/). Seekers
 * are never offered to a player. A seeker targeting a fighter flight may pre-empt its activation (C.4 p.40):
 * `StarshipDamagePort.preempt`.
 *
 * F.3 screens: "screen" after the move, instead of an attack (screens.ts); F.5 recovery: "land" (launch-recovery.ts).
 * Minefields (B.15) act on a flight's move through the port's `afterMove`.
 *
 * F.1 combat space patrol: "patrol" puts a flight on station (patrol.ts); every hex a flight enters during its move
 * may be interrupted by an interception (`flyIntercepted`). F.2 dogfights: "dogfight <flight>" ends the move in the
 * flight's hex and pins both (dogfight.ts); dogfights a starship stands in are broken off as the phase begins.
 * F.6: a long range flight may "jump" to hyperspace first (long-range.ts); B.20 shuttles move with MA 4 (shuttles.ts).
 *
 * Tractor beams fire defensively with the Defensive weapons, through the port's `defensiveFire`.
 */
import type { Dice } from '../../core/dice.ts';
import { moveTerrainOf } from '../terrain/board-terrain.ts';
import { altitudeOf, START_ALTITUDE } from '../terrain/altitude.ts';
import type { TerrainPiece } from '../terrain/pieces.ts';
import { DIRECTION_NAMES, hexDistance, hexEquals, hexKey, type Direction, type Hex } from '../../core/hex.ts';
import { makeHexLabel, onBoard, type Board } from '../../core/offset.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import type { FlightState, SideId } from '../state.ts';
import { activationOrder, formatSequence, type ActivationOrder } from './activation-order.ts';
import { randomInitiativeDeck } from './random-initiative.ts';
import type { ShipTarget } from '../combat/attack.ts';
import type { DamageTally } from '../combat/damage.ts';
import {
  resolveFighterAttackOnFlight,
  resolveFighterAttackOnShip,
  type FighterFlightAttackRecord,
  type FighterShipAttackRecord,
} from '../combat/fighter-attack.ts';
import {
  executeFlightMove,
  flightMoveCost,
  flightMovePoints,
  reachableFlightEnds,
  validateFlightMove,
  type FlightMoveTrail,
  type FlightPosition,
  type ReachableEnd,
} from './flight-move.ts';
import { jumpProblems, rollJump } from './long-range.ts';
import { flightMa } from './shuttles.ts';
import { starmadaError } from '../errors.ts';
import type { PatrolRule } from '../state.ts';
import { dogfightPartner, dogfightProblem, pinFlights, settleDogfights, type DogfightHex } from './dogfight.ts';
import { INTERCEPT_MA, offStation, patrolsAgainst } from './patrol.ts';
import { makeFlightMove, STAY, type FlightMove } from '../notation/flight-move.ts';

/** The part of a starship the Fighter Phase needs. `status` other than 'active' means off the board. */
export interface FighterWorldShip {
  readonly id: string;
  readonly name: string;
  readonly side: SideId;
  readonly at: Hex;
  readonly status: string;
  /** G.6: altitude (3 when absent). */
  readonly altitude?: number;
}

/** The board as the Fighter Phase sees it; `StarmadaState` fits. */
export interface FighterWorld {
  readonly board: Board;
  readonly ships: readonly FighterWorldShip[];
  readonly flights: readonly FlightState[];
  /** Terrain on the board (Appendix G): the moves offered avoid the hexes that destroy a flight (ruling 220). */
  readonly terrain?: readonly TerrainPiece[];
  /** The options in force: F.3 lets flights screen; G.4: inside a nebula, every even impact die of a fighter attack gets through. */
  readonly options?: {
    readonly fighterScreens?: boolean;
    readonly nebula?: boolean;
    readonly threeD?: boolean;
    /** F.1 combat space patrol and F.2 dogfights (patrol.ts, dogfight.ts). */
    readonly combatSpacePatrol?: boolean;
    readonly dogfights?: boolean;
    /** F.6 long range fighters (long-range.ts). */
    readonly longRangeFighters?: boolean;
  };
}

/** Where the phase is: the order of sides fixed at its start and the next slot (as in `StarmadaPhase`). */
export interface FighterPhase {
  readonly order: readonly SideId[];
  readonly next: number;
}

/** S.9 storm results that bind flights this game turn. */
export interface FighterRestrictions {
  readonly noTurns?: boolean;
  readonly noAttacks?: boolean;
}

/** Damage a flight scored on a starship, to mark at once (5.4 p.23). */
export interface ImmediateDamage {
  readonly shipId: string;
  /** What the damage dice did (combat/damage.ts). */
  readonly tally: DamageTally;
  /** The attacking flight's hex. */
  readonly attackerAt: Hex;
  /** "Red 1", for the log. */
  readonly source: string;
}

/** What the Fighter Phase needs from the ship side, implemented by the game layer. */
export interface StarshipDamagePort<W extends FighterWorld> {
  /**
   * The ship as an attack from `attackerAt` meets it now (combat/attack.ts `ShipTarget`): the applicable shield
   * rating (directional arc, reinforcement), screens, ionized hull, and anti-fighter batteries (B.1).
   */
  fighterTarget(world: W, shipId: string, attackerAt: Hex): ShipTarget & { readonly antiFighterBatteries?: boolean };
  /** Marks the damage at once (combat/apply-damage.ts `markDamage(…, 'immediate')`) and returns the new world. */
  applyImmediateDamage(world: W, damage: ImmediateDamage): W;
  /** A ship the flights cannot see, such as an undetected cloaked ship (B.5). */
  isHidden?(world: W, shipId: string): boolean;
  /**
   * The attacked ship's Defensive weapons fire at the attacking flight before it rolls (C.5 Dfn p.42); the
   * damage takes effect first, so the flight attacks with the fighters it has left.
   */
  defensiveFire?(world: W, shipId: string, flight: FlightState, dice: Dice): { world: W; events: readonly GameEvent[] };
  /**
   * C.4 p.40: a seeker flight targeting the fighter flight about to activate may activate first. Returns the world
   * after any such seeker's activation (the fighter flight may be weaker or gone).
   */
  preempt?(world: W, flightId: string, dice: Dice): { world: W; events: readonly GameEvent[] };
  /** F.5: why the flight may not land on its carrier after a move ending at `at` (null: it may); absent: never. */
  recoveryProblem?(world: W, flight: FlightState, at: Hex): string | null;
  /** F.5: the flight taken off the board onto its carrier. */
  recover?(world: W, flightId: string): W;
  /** F.6: the flight, just removed from the board, noted as gone to hyperspace (for its VPs). */
  jumped?(world: W, flightId: string): W;
  /** B.15 p.34: minefields attack the flight at once for the hexes it entered (`trail`, from where it began). */
  afterMove?(world: W, flightId: string, trail: readonly Hex[], dice: Dice): { world: W; events: readonly GameEvent[] };
}

export interface FighterContext<W extends FighterWorld> {
  readonly port: StarshipDamagePort<W>;
  readonly restrictions?: FighterRestrictions;
}

/** One activation as a seat submits it. */
export interface FlightActivation {
  readonly flightId: string;
  readonly move: FlightMove;
  /** An adjacent opposing ship or flight, or null for no attack. */
  readonly targetId: string | null;
  /** F.3: screen the end hex instead of attacking. */
  readonly screen?: boolean;
  /** F.5: land on its carrier, whose hex the move ends in, instead of attacking. */
  readonly land?: boolean;
  /** F.1: go on station (no move, no attack) with this interception rule (patrol.ts). */
  readonly patrol?: PatrolRule;
  /** F.2: the move ends in the target flight's hex, and the attack starts a dogfight (dogfight.ts). */
  readonly dogfight?: boolean;
  /** F.6: try to jump to hyperspace before moving (long-range.ts). */
  readonly jump?: boolean;
}

export interface FlightTarget {
  readonly kind: 'ship' | 'flight';
  readonly id: string;
  readonly name: string;
  readonly at: Hex;
}

export interface FlightChoice {
  readonly move: FlightMove;
  readonly text: string;
  readonly at: Hex;
  readonly heading: Direction;
  readonly ma: number;
  /** G.6: the altitude it ends at, in three-dimensional play. */
  readonly altitude?: number;
  readonly targets: readonly FlightTarget[];
}

export interface FlightChoices {
  /** An opposing element shares the flight's hex: it must leave or be eliminated (p.23). */
  readonly mustMove: boolean;
  readonly choices: readonly FlightChoice[];
}

/** Who activates now: the side, the flights it may pick from, and the seats that own them. */
export interface FighterPrompt {
  readonly side: SideId;
  readonly slot: number;
  readonly flights: readonly FlightState[];
  readonly seats: readonly SeatId[];
}

/** The attack of an activation, with every die in the combat module's record. */
export type FlightAttackResult =
  | { readonly kind: 'ship'; readonly targetId: string; readonly record: FighterShipAttackRecord }
  | { readonly kind: 'flight'; readonly targetId: string; readonly record: FighterFlightAttackRecord };

export interface FlightActivationResult {
  readonly flightId: string;
  /** F.1: the interceptions made during the move. */
  readonly intercepts?: readonly InterceptionResult[];
  readonly move: string;
  readonly ma: number;
  /** The starting hex, then every hex entered. */
  readonly trail: readonly Hex[];
  readonly at: Hex;
  readonly heading: Direction;
  readonly attack: FlightAttackResult | null;
}

export interface FighterStepOutcome<W> {
  readonly world: W;
  readonly phase: FighterPhase;
  readonly events: readonly GameEvent[];
}

// ---------------------------------------------------------------------------------------------------------
// The board as flights see it

const isOnBoard = (s: FighterWorldShip): boolean => s.status === 'active';

function visibleShips<W extends FighterWorld>(world: W, ctx: FighterContext<W>): FighterWorldShip[] {
  return world.ships.filter((s) => isOnBoard(s) && !(ctx.port.isHidden?.(world, s.id) ?? false));
}

/** The flights still flying (a destroyed flight has no fighters left). */
export const liveFlights = (world: FighterWorld): FlightState[] => world.flights.filter((f) => f.count > 0);

/** Opposing ships and flights in a hex, for the "may not end with an opposing element" rule (p.23). */
function opposingElementsAt<W extends FighterWorld>(world: W, ctx: FighterContext<W>, side: SideId, at: Hex): FlightTarget[] {
  return elementsOf(world, ctx)
    .filter((e) => e.side !== side && hexEquals(e.at, at))
    .map(({ side: _side, ...t }) => t);
}

function elementsOf<W extends FighterWorld>(world: W, ctx: FighterContext<W>): (FlightTarget & { side: SideId })[] {
  return [
    ...visibleShips(world, ctx).map((s) => ({ kind: 'ship' as const, id: s.id, name: s.name, at: s.at, side: s.side })),
    ...liveFlights(world).map((f) => ({ kind: 'flight' as const, id: f.id, name: f.name, at: f.at, side: f.side })),
  ];
}

/** G.6: the altitude of the ship or flight with this id (3 when it has none). */
const levelOf = (world: FighterWorld, id: string): number => altitudeOf(world.ships.find((s) => s.id === id) ?? world.flights.find((f) => f.id === id) ?? {});

/**
 * Opposing elements a flight in `at` (at `altitude`) may attack: adjacent hexes only [ruling 49]; in three-dimensional
 * play adjacent means at the same altitude too (G.6 p.57).
 */
export function attackableFrom<W extends FighterWorld>(world: W, ctx: FighterContext<W>, side: SideId, at: Hex, altitude = START_ALTITUDE): FlightTarget[] {
  if (ctx.restrictions?.noAttacks) return [];
  return elementsOf(world, ctx)
    .filter((e) => e.side !== side && hexDistance(e.at, at) === 1 && (!world.options?.threeD || levelOf(world, e.id) === altitude))
    .map(({ side: _side, ...t }) => t);
}

const label = (world: FighterWorld, at: Hex): string => makeHexLabel(at, world.board);

// ---------------------------------------------------------------------------------------------------------
// Starting and stepping through the phase

/** A flight at the start of a Fighter Phase: not yet activated, its screen (F.3) lifted [ruling 153]. */
function freshFlight(flight: FlightState): FlightState {
  const { screening: _lifted, ...rest } = flight;
  return { ...rest, activated: false };
}

/**
 * Starts the Fighter Phase: counts each side's flights, fixes the order (ratio rule; a tie rolls one die) and
 * clears the "activated" marks. Null when no flight is on the board: the phase is skipped (p.13).
 */
export function beginFighterPhase<W extends FighterWorld>(
  start: W,
  dice: Dice,
  options: { readonly randomInitiative?: boolean; readonly isHidden?: (shipId: string) => boolean } = {},
): { world: W; phase: FighterPhase; order: ActivationOrder; events: GameEvent[] } | null {
  const settled = settleDogfights(start.flights, start.ships.filter((s) => isOnBoard(s) && !(options.isHidden?.(s.id) ?? false)));
  const world = { ...start, flights: settled.flights };
  const brokenOff = settled.broken.map(([a, b]): GameEvent => ({
    type: 'dogfight-broken',
    text: `A starship stands in hex ${label(world, a.at)}: the dogfight of ${a.name} and ${b.name} is broken off, and the flight opposing the ship must leave (F.2 p.51).`,
    data: { flightIds: [a.id, b.id] },
  }));
  const begun = beginPhase(world, dice, options);
  return begun && { ...begun, events: [...brokenOff, ...begun.events] };
}

function beginPhase<W extends FighterWorld>(world: W, dice: Dice, options: { readonly randomInitiative?: boolean }): { world: W; phase: FighterPhase; order: ActivationOrder; events: GameEvent[] } | null {
  const flights = liveFlights(world);
  const countA = flights.filter((f) => f.side === 'A').length;
  const countB = flights.filter((f) => f.side === 'B').length;
  if (countA + countB === 0) return null;
  if (options.randomInitiative) return beginWithDeck(world, countA, countB, dice);
  const order = activationOrder(countA, countB, dice, 'Fighter Phase: who activates first (1-3 side A, 4-6 side B)');
  const tie = order.tieRoll === undefined ? '' : ` Equal numbers: die ${order.tieRoll}, side ${order.first} starts.`;
  const perTurn = order.perTurn > 1 && countA > 0 && countB > 0 ? ` Side ${order.first} activates ${order.perTurn} flights at a time.` : '';
  const text = `Fighter Phase: side A has ${countA} flight${countA === 1 ? '' : 's'}, side B ${countB}. Order ${formatSequence(order.sequence)}.${tie}${perTurn}`;
  return {
    world: { ...world, flights: world.flights.map(freshFlight) },
    phase: { order: order.sequence, next: 0 },
    order,
    events: [{ type: 'fighter-order', text, data: { countA, countB, order: order.sequence, tieRoll: order.tieRoll ?? null } }],
  };
}

/** F.7 p.53: the order of sides is the deck's (random-initiative.ts), not the ratio rule's. */
function beginWithDeck<W extends FighterWorld>(world: W, countA: number, countB: number, dice: Dice): { world: W; phase: FighterPhase; order: ActivationOrder; events: GameEvent[] } {
  const sequence = randomInitiativeDeck(countA, countB, dice);
  const text = `Fighter Phase (random initiative, F.7): side A has ${countA} flight${countA === 1 ? '' : 's'} (red cards), side B ${countB} (black). The cards fall ${formatSequence(sequence)}.`;
  return {
    world: { ...world, flights: world.flights.map(freshFlight) },
    phase: { order: sequence, next: 0 },
    order: { sequence, first: sequence[0] ?? null, perTurn: 1 },
    events: [{ type: 'fighter-order', text, data: { countA, countB, order: sequence, tieRoll: null } }],
  };
}

/** The moves a flight may make now, each with the targets it could attack from its end hex. */
export function flightChoices<W extends FighterWorld>(world: W, ctx: FighterContext<W>, flightId: string): FlightChoices {
  const flight = world.flights.find((f) => f.id === flightId);
  // A seeker's move is forced (C.4): it has nothing to choose.
  if (!flight || flight.count <= 0 || flight.seeker) return { mustMove: false, choices: [] };
  const partner = dogfightPartner(world.flights, flight);
  if (partner) {
    // F.2: pinned, it stays and may attack only its opponent [ruling 192].
    const targets = ctx.restrictions?.noAttacks ? [] : [{ kind: 'flight' as const, id: partner.id, name: partner.name, at: partner.at }];
    return { mustMove: false, choices: [{ move: STAY, text: '0', at: flight.at, heading: flight.heading, ma: 0, targets }] };
  }
  const enemyHexes = new Set(
    elementsOf(world, ctx)
      .filter((e) => e.side !== flight.side)
      .map((e) => hexKey(e.at)),
  );
  const terrain = moveTerrainOf(world);
  const hazard = (h: Hex): boolean => terrain?.hazard(h) !== undefined;
  const threeD = world.options?.threeD === true;
  const ends = reachableFlightEnds(
    { at: flight.at, heading: flight.heading, ...(threeD ? { altitude: altitudeOf(flight) } : {}) },
    { noTurns: ctx.restrictions?.noTurns ?? false, threeD, ma: flightMa(flight) },
    { canEnter: (h) => onBoard(world.board, h) && !hazard(h), canEnd: (h) => !enemyHexes.has(hexKey(h)) },
  );
  const choices = ends
    .map((e) => ({
      move: e.move,
      text: makeFlightMove(e.move),
      at: e.at,
      heading: e.heading,
      ma: e.ma,
      ...(e.altitude === undefined ? {} : { altitude: e.altitude }),
      targets: attackableFrom(world, ctx, flight.side, e.at, e.altitude),
    }))
    .sort((a, b) => a.ma - b.ma || a.text.length - b.text.length || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return { mustMove: opposingElementsAt(world, ctx, flight.side, flight.at).length > 0, choices };
}

/**
 * F.2: the dogfights a flight may start now: for each enemy flight it may pin, the cheapest move into its hex (least
 * MA, then the shortest text). Empty when dogfights are not in play, or the flight is pinned already.
 */
export function dogfightChoices<W extends FighterWorld>(world: W, ctx: FighterContext<W>, flightId: string): { move: FlightMove; text: string; target: FlightTarget }[] {
  const flight = world.flights.find((f) => f.id === flightId);
  if (world.options?.dogfights !== true || ctx.restrictions?.noAttacks || !flight || flight.seeker || dogfightPartner(world.flights, flight)) return [];
  const board = dogfightBoard(world, ctx);
  const prey = liveFlights(world).filter((f) => dogfightProblem(board, flight, f) === null);
  if (prey.length === 0) return [];
  const preyHexes = new Set(prey.map((f) => hexKey(f.at)));
  const terrain = moveTerrainOf(world);
  const threeD = world.options?.threeD === true;
  const ends = reachableFlightEnds(
    startOf(world, flight),
    { noTurns: ctx.restrictions?.noTurns ?? false, threeD },
    { canEnter: (h) => onBoard(world.board, h) && terrain?.hazard(h) === undefined, canEnd: (h) => preyHexes.has(hexKey(h)) },
  );
  return prey.flatMap((target) => {
    // G.6: a dogfight is at the target's altitude.
    const best = ends.filter((e) => hexEquals(e.at, target.at) && (!threeD || e.altitude === altitudeOf(target))).sort((a, b) => a.ma - b.ma || makeFlightMove(a.move).length - makeFlightMove(b.move).length)[0];
    return best ? [{ move: best.move, text: makeFlightMove(best.move), target: { kind: 'flight' as const, id: target.id, name: target.name, at: target.at } }] : [];
  });
}

const flightsAwaiting = (world: FighterWorld, side: SideId): FlightState[] => liveFlights(world).filter((f) => f.side === side && !f.activated);

/** A slot that belongs to a seeker flight: its side has no fighter flight left to activate. */
export interface SeekerSlot {
  readonly side: SideId;
  readonly slot: number;
  readonly flight: FlightState;
}

/**
 * Moves the phase to the next slot that needs a decision: skips slots of a side with no flight left to
 * activate, and eliminates a flight that must leave an enemy ship's hex and cannot (p.23) when that is all its
 * side has left. Returns the prompt for the decision, or null when the phase is over — or when the slot is a
 * seeker's (`seekerSlot`), which the caller resolves and then advances past.
 */
export function advanceFighterPhase<W extends FighterWorld>(
  world: W,
  phase: FighterPhase,
  ctx: FighterContext<W>,
): FighterStepOutcome<W> & { prompt: FighterPrompt | null; seekerSlot?: SeekerSlot } {
  let current = world;
  let next = phase.next;
  const events: GameEvent[] = [];
  while (next < phase.order.length) {
    const side = phase.order[next] as SideId;
    const waiting = flightsAwaiting(current, side);
    const awaiting = waiting.filter((f) => !f.seeker);
    if (awaiting.length === 0) {
      const seeker = waiting[0];
      if (seeker) return { world: current, phase: { order: phase.order, next }, events, prompt: null, seekerSlot: { side, slot: next, flight: seeker } };
      next++;
      continue;
    }
    // Holding position is always legal for a flight not sharing a hex with the enemy, so only a flight that must
    // move needs the (costly) search for a legal end hex.
    const able = awaiting.filter(
      (f) => opposingElementsAt(current, ctx, f.side, f.at).length === 0 || flightChoices(current, ctx, f.id).choices.length > 0,
    );
    if (able.length === 0) {
      const trapped = awaiting[0] as FlightState;
      current = { ...current, flights: current.flights.filter((f) => f.id !== trapped.id) };
      events.push({
        type: 'flight-destroyed',
        text: `${trapped.name} cannot leave hex ${label(current, trapped.at)}, which it shares with the enemy, and is eliminated (p.23).`,
        data: { flightId: trapped.id, reason: 'trapped' },
      });
      next++;
      continue;
    }
    const seats = [...new Set(able.map((f) => f.seat))];
    return { world: current, phase: { order: phase.order, next }, events, prompt: { side, slot: next, flights: able, seats } };
  }
  return { world: current, phase: { order: phase.order, next }, events, prompt: null };
}

// ---------------------------------------------------------------------------------------------------------
// One activation

/**
 * Checks an activation against the open slot: the flight belongs to the side (and the seat, when given), has
 * not activated, its move is legal and stays on the board, it does not end with an opposing element, and any
 * target is an opposing element in an adjacent hex. Every problem at once.
 */
export function validateFlightActivation<W extends FighterWorld>(
  world: W,
  phase: FighterPhase,
  ctx: FighterContext<W>,
  activation: FlightActivation,
  seat?: SeatId,
): Result<FlightActivation, RuleError[]> {
  const side = phase.order[phase.next];
  if (side === undefined) return err([starmadaError('ERR_FIGHTER_PHASE_OVER', 'Every flight has activated; the Fighter Phase is over.')]);
  const flight = world.flights.find((f) => f.id === activation.flightId);
  if (!flight || flight.count <= 0) {
    return err([starmadaError('ERR_FLIGHT_UNKNOWN', 'That flight is not on the board; pick one of your flights that has not activated yet.')]);
  }
  if (flight.seeker) {
    return err([starmadaError('ERR_FLIGHT_SEEKER', `${flight.name} is a seeker flight; it moves by itself (C.4). Activate one of your fighter flights.`, { at: flight.name })]);
  }
  if (flight.side !== side) {
    return err([starmadaError('ERR_FLIGHT_NOT_YOUR_TURN', `It is side ${side}'s turn to activate a flight, and ${flight.name} is on side ${flight.side}.`)]);
  }
  if (seat !== undefined && flight.seat !== seat) {
    return err([starmadaError('ERR_FLIGHT_NOT_YOURS', `${flight.name} is not your flight; activate one of your own.`, { at: flight.name })]);
  }
  if (flight.activated) {
    return err([starmadaError('ERR_FLIGHT_ACTIVATED', `${flight.name} has already activated this Fighter Phase; pick another flight.`, { at: flight.name })]);
  }

  const partner = dogfightPartner(world.flights, flight);
  if (partner) return pinnedProblems(flight, partner, activation);
  const errors: RuleError[] = [];
  const threeD = world.options?.threeD === true;
  const checked = validateFlightMove(activation.move, { noTurns: ctx.restrictions?.noTurns ?? false, threeD, altitude: altitudeOf(flight), ma: flightMa(flight) });
  if (!checked.ok) return err(checked.error.map((e) => ({ ...e, at: flight.name })));
  if (activation.jump) errors.push(...jumpProblems(flight, activation.move, world.options?.longRangeFighters === true));

  const done = executeFlightMove(startOf(world, flight), activation.move);
  const offAt = done.trail.find((h) => !onBoard(world.board, h));
  errors.push(...endProblems(world, ctx, flight, activation, done));
  errors.push(...screenProblems(world, flight, activation), ...landingProblems(world, ctx, flight, activation, done.at));
  errors.push(...patrolProblems(world, ctx, flight, activation), ...dogfightProblems(world, ctx, flight, activation, done.at, done.altitude));
  if (activation.targetId !== null && offAt === undefined && !activation.dogfight) {
    const target = elementsOf(world, ctx).find((e) => e.id === activation.targetId);
    if (ctx.restrictions?.noAttacks) {
      errors.push(starmadaError('ERR_FLIGHT_NO_ATTACKS', 'No flight may attack this game turn (storm, S.9); leave out the target.', { at: flight.name }));
    } else if (!target) {
      errors.push(starmadaError('ERR_FLIGHT_TARGET_UNKNOWN', 'That target is not on the board; pick an enemy ship or flight next to where your flight ends.'));
    } else if (target.side === flight.side) {
      errors.push(starmadaError('ERR_FLIGHT_TARGET_FRIENDLY', `${target.name} is on your side; flights attack enemy ships and flights.`, { at: flight.name }));
    } else {
      const range = hexDistance(target.at, done.at);
      if (range !== 1) {
        const where = range === 0 ? 'in the same hex as' : `${range} hexes from`;
        errors.push(
          starmadaError('ERR_FLIGHT_TARGET_NOT_ADJACENT', `${target.name} is ${where} where ${flight.name} ends; a flight attacks only an element in an adjacent hex (p.23).`, {
            at: flight.name,
          }),
        );
      } else if (threeD && levelOf(world, target.id) !== done.altitude) {
        errors.push(
          starmadaError(
            'ERR_FLIGHT_TARGET_ALTITUDE',
            `${target.name} is at altitude ${levelOf(world, target.id)} and ${flight.name} ends at ${done.altitude ?? START_ALTITUDE}; in three dimensions a flight attacks only an element at its own altitude (G.6 p.57).`,
            { at: flight.name },
          ),
        );
      }
    }
  }
  return errors.length > 0 ? err(errors) : ok(activation);
}

/**
 * Where the move ends: on the board, and not with an enemy (p.23); a dogfight ends with its enemy flight and a flight
 * going on station does not move, each with its own checks.
 */
function endProblems<W extends FighterWorld>(world: W, ctx: FighterContext<W>, flight: FlightState, activation: FlightActivation, done: FlightMoveTrail): RuleError[] {
  if (done.trail.some((h) => !onBoard(world.board, h))) {
    return [starmadaError('ERR_FLIGHT_OFF_BOARD', `${makeFlightMove(activation.move)} takes ${flight.name} off the board; flights stay on the board.`, { at: flight.name })];
  }
  const blocking = activation.dogfight || activation.patrol ? [] : opposingElementsAt(world, ctx, flight.side, done.at);
  if (blocking.length === 0) return [];
  const names = blocking.map((b) => b.name).join(' and ');
  return [starmadaError('ERR_FLIGHT_ENDS_WITH_ENEMY', `${flight.name} would end in hex ${label(world, done.at)} with ${names}; a flight may not end its move with an enemy (p.23).`, { at: flight.name })];
}

/** F.2 p.51: a pinned flight may not move out of its dogfight, and attacks only its opponent [ruling 192]. */
function pinnedProblems(flight: FlightState, partner: FlightState, activation: FlightActivation): Result<FlightActivation, RuleError[]> {
  const errors: RuleError[] = [];
  const pinned = `${flight.name} is pinned in a dogfight with ${partner.name} (F.2 p.51)`;
  if (activation.move.steps.length > 0) errors.push(starmadaError('ERR_FLIGHT_PINNED', `${pinned}: it may not move out; write "${flight.name} 0".`, { at: flight.name, suggestion: `${flight.name} 0 attack ${partner.name}` }));
  if (activation.targetId !== null && activation.targetId !== partner.id) errors.push(starmadaError('ERR_FLIGHT_PINNED', `${pinned}: it may attack only ${partner.name}.`, { at: flight.name }));
  if (activation.screen || activation.land || activation.patrol || activation.dogfight) {
    errors.push(starmadaError('ERR_FLIGHT_PINNED', `${pinned}: it may only stay and attack ${partner.name}, or not attack.`, { at: flight.name }));
  }
  return errors.length > 0 ? err(errors) : ok(activation);
}

/** F.1 p.51: going on station is made instead of a move and an attack, by a fighter flight free to stay (ruling 196). */
function patrolProblems<W extends FighterWorld>(world: W, ctx: FighterContext<W>, flight: FlightState, activation: FlightActivation): RuleError[] {
  if (!activation.patrol) return [];
  if (world.options?.combatSpacePatrol !== true) return [starmadaError('ERR_FLIGHT_PATROL', 'Combat space patrol (F.1) is not in play in this game; leave out "patrol".', { at: flight.name })];
  const errors: RuleError[] = [];
  if (flight.shuttle) errors.push(starmadaError('ERR_FLIGHT_PATROL', `${flight.name} is a shuttle, and shuttles cannot be placed on station (F.1 p.51).`, { at: flight.name }));
  if (activation.move.steps.length > 0 || activation.targetId !== null || activation.screen || activation.land || activation.dogfight) {
    errors.push(starmadaError('ERR_FLIGHT_PATROL', `${flight.name} goes on station instead of moving and attacking (F.1 p.51); write only "${flight.name} patrol".`, { at: flight.name }));
  }
  if (opposingElementsAt(world, ctx, flight.side, flight.at).length > 0) {
    errors.push(starmadaError('ERR_FLIGHT_PATROL', `${flight.name} shares its hex with the enemy and must leave it (p.23), so it cannot stay on station.`, { at: flight.name }));
  }
  if (activation.patrol.dogfight && world.options?.dogfights !== true) {
    errors.push(starmadaError('ERR_FLIGHT_PATROL', 'Dogfights (F.2) are not in play in this game; leave out "dogfight".', { at: flight.name }));
  }
  if (activation.patrol.dogfight && activation.patrol.target.kind === 'seekers') {
    errors.push(starmadaError('ERR_FLIGHT_PATROL', 'Seeker flights cannot be pinned in a dogfight (F.2 p.51); leave out "dogfight".', { at: flight.name }));
  }
  return errors;
}

/** F.2 p.51: a dogfight ends the move in the hex of a single enemy flight that can be pinned. */
function dogfightProblems<W extends FighterWorld>(world: W, ctx: FighterContext<W>, flight: FlightState, activation: FlightActivation, at: Hex, altitude = START_ALTITUDE): RuleError[] {
  if (!activation.dogfight) return [];
  if (world.options?.dogfights !== true) return [starmadaError('ERR_FLIGHT_DOGFIGHT', 'Dogfights (F.2) are not in play in this game; attack from an adjacent hex instead.', { at: flight.name })];
  if (ctx.restrictions?.noAttacks) return [starmadaError('ERR_FLIGHT_NO_ATTACKS', 'No flight may attack this game turn (storm, S.9); leave out the dogfight.', { at: flight.name })];
  const target = liveFlights(world).find((f) => f.id === activation.targetId);
  if (!target) {
    const ship = world.ships.some((s) => s.id === activation.targetId);
    return [starmadaError('ERR_FLIGHT_DOGFIGHT', ship ? 'A flight cannot dogfight a ship (F.2 p.51); attack it from an adjacent hex.' : 'Name the enemy flight to dogfight.', { at: flight.name })];
  }
  if (!hexEquals(target.at, at)) {
    return [starmadaError('ERR_FLIGHT_DOGFIGHT', `${flight.name} would end in hex ${label(world, at)}, and ${target.name} is in hex ${label(world, target.at)}; a dogfight ends the move in its hex.`, { at: flight.name })];
  }
  if (world.options?.threeD && altitude !== altitudeOf(target)) {
    return [starmadaError('ERR_FLIGHT_DOGFIGHT', `${flight.name} would end at altitude ${altitude}, and ${target.name} is at ${altitudeOf(target)}; a dogfight is at the same altitude (G.6 p.57).`, { at: flight.name })];
  }
  const problem = dogfightProblem(dogfightBoard(world, ctx), flight, target);
  return problem === null ? [] : [starmadaError('ERR_FLIGHT_DOGFIGHT', `${flight.name} cannot dogfight: ${problem}`, { at: flight.name })];
}

/** The board a dogfight's hex is judged on (dogfight.ts): the ships on it, the flights. */
const dogfightBoard = <W extends FighterWorld>(world: W, ctx: FighterContext<W>): DogfightHex => ({ ships: visibleShips(world, ctx), flights: liveFlights(world) });
/** Where a flight starts its move: with its altitude in three-dimensional play (G.6). */
const startOf = (world: FighterWorld, flight: FlightState): { at: Hex; heading: Direction; altitude?: number } =>
  world.options?.threeD ? { at: flight.at, heading: flight.heading, altitude: altitudeOf(flight) } : { at: flight.at, heading: flight.heading };

/** F.3 p.51: screening is an option, and it is made instead of an attack. */
function screenProblems(world: FighterWorld, flight: FlightState, activation: FlightActivation): RuleError[] {
  if (activation.screen !== true) return [];
  if (flight.shuttle) return [starmadaError('ERR_FLIGHT_SCREEN', `${flight.name} is a shuttle; shuttles never screen (F.3 p.51).`, { at: flight.name })];
  if (world.options?.fighterScreens !== true) {
    return [starmadaError('ERR_FLIGHT_SCREEN', 'Fighter screens (F.3) are not in play in this game; leave out "screen".', { at: flight.name })];
  }
  if (activation.targetId !== null) {
    return [starmadaError('ERR_FLIGHT_SCREEN', `${flight.name} screens instead of attacking (F.3 p.51); leave out the attack or the screen.`, { at: flight.name })];
  }
  return [];
}

/** F.5 p.53: a landing ends the move in the carrier's hex, within its limits, and replaces the attack. */
function landingProblems<W extends FighterWorld>(world: W, ctx: FighterContext<W>, flight: FlightState, activation: FlightActivation, at: Hex): RuleError[] {
  if (activation.land !== true) return [];
  const problem = ctx.port.recoveryProblem ? ctx.port.recoveryProblem(world, flight, at) : 'Launch and recovery (F.5) is not in play in this game; leave out "land".';
  const errors = problem === null ? [] : [starmadaError('ERR_FLIGHT_LAND', problem, { at: flight.name })];
  if (activation.targetId !== null || activation.screen === true) {
    errors.push(starmadaError('ERR_FLIGHT_LAND', `${flight.name} lands instead of attacking or screening; leave out one of them.`, { at: flight.name }));
  }
  return errors;
}

function setFlightCount(flights: readonly FlightState[], id: string, count: number): FlightState[] {
  return count <= 0 ? flights.filter((f) => f.id !== id) : flights.map((f) => (f.id === id ? { ...f, count } : f));
}

/**
 * Resolves one activation: moves the flight, then rolls its attack and applies the results at once (p.23).
 * Nothing is rolled when the activation is not legal.
 */
export function resolveFlightActivation<W extends FighterWorld>(
  world: W,
  phase: FighterPhase,
  ctx: FighterContext<W>,
  activation: FlightActivation,
  dice: Dice,
  seat?: SeatId,
): Result<FighterStepOutcome<W> & { result: FlightActivationResult }, RuleError[]> {
  const checked = validateFlightActivation(world, phase, ctx, activation, seat);
  if (!checked.ok) return checked;
  const preempted = ctx.port.preempt?.(world, activation.flightId, dice);
  if (!preempted) return ok(activateFlight(world, phase, ctx, activation, dice, []));
  const survivor = preempted.world.flights.find((f) => f.id === activation.flightId);
  if (survivor) return ok(activateFlight(preempted.world, phase, ctx, activation, dice, [...preempted.events]));
  // Destroyed by the pre-empting seekers before it could move.
  const gone = world.flights.find((f) => f.id === activation.flightId) as FlightState;
  return ok({
    world: preempted.world,
    phase: { order: phase.order, next: phase.next + 1 },
    events: [...preempted.events],
    result: { flightId: gone.id, move: '0', ma: 0, trail: [gone.at], at: gone.at, heading: gone.heading, attack: null },
  });
}

/** G.6: ", altitude 3 to 5" when the move changed it. */
const climbText = (flight: FlightState, done: FlightMoveTrail): string =>
  done.altitude === undefined || done.altitude === altitudeOf(flight) ? '' : `, altitude ${altitudeOf(flight)} to ${done.altitude}`;

/** "Red 1 flies 2S3 (5 MA) from 1010 to 1207, heading SE." or "Red 1 holds in hex 1010, heading N." */
function moveEvent(world: FighterWorld, flight: FlightState, done: FlightMoveTrail, moveText: string, ma: number): GameEvent {
  const text =
    moveText === '0'
      ? `${flight.name} holds in hex ${label(world, flight.at)}, heading ${DIRECTION_NAMES[flight.heading]}.`
      : `${flight.name} flies ${moveText} (${ma} MA) from ${label(world, flight.at)} to ${label(world, done.at)}, heading ${DIRECTION_NAMES[done.heading]}${climbText(flight, done)}.`;
  return { type: 'fighter-move', text, data: { flightId: flight.id, move: moveText, trail: done.trail } };
}

/** Fighters the flight has now (minefields may have struck some since it moved). */
const flying = (world: FighterWorld, flight: FlightState): number => world.flights.find((f) => f.id === flight.id)?.count ?? 0;

/** The world once what acts on a flight's move has acted (minefields, B.15); its events go on `events`. */
function afterMoving<W extends FighterWorld>(ctx: FighterContext<W>, world: W, flightId: string, trail: readonly Hex[], dice: Dice, events: GameEvent[]): W {
  const after = ctx.port.afterMove?.(world, flightId, trail, dice);
  if (!after) return world;
  events.push(...after.events);
  return after.world;
}

/** The checked activation, moved and attacked; `before` are events of a pre-empting seeker. */
function activateFlight<W extends FighterWorld>(
  world: W,
  phase: FighterPhase,
  ctx: FighterContext<W>,
  activation: FlightActivation,
  dice: Dice,
  before: GameEvent[],
): FighterStepOutcome<W> & { result: FlightActivationResult } {
  const flight = world.flights.find((f) => f.id === activation.flightId) as FlightState;
  const next = { order: phase.order, next: phase.next + 1 };
  if (activation.patrol) return { ...goOnStation(world, flight, activation.patrol, before), phase: next };
  if (activation.jump) {
    const roll = rollJump(flight, dice);
    before.push(roll.event);
    if (roll.jumped) {
      const gone = { ...world, flights: world.flights.filter((f) => f.id !== flight.id) };
      const result = { flightId: flight.id, move: '0', ma: 0, trail: [flight.at], at: flight.at, heading: flight.heading, attack: null };
      return { world: ctx.port.jumped ? ctx.port.jumped(gone, flight.id) : gone, phase: next, events: before, result };
    }
  }
  const done = executeFlightMove(startOf(world, flight), activation.move);
  const moveText = makeFlightMove(activation.move);
  const ma = flightMoveCost(activation.move).ma;
  const events: GameEvent[] = [...before, moveEvent(world, flight, done, moveText, ma)];
  const flown = flyIntercepted(world, ctx, flight, activation.move, done, dice, events);
  const act = flown.pinnedBy ? pinnedMidMove(activation, flown.pinnedBy) : activation;
  let current = flown.world;
  const result = (attack: FlightAttackResult | null): FlightActivationResult => ({
    flightId: flight.id,
    move: moveText,
    ma,
    trail: flown.trail,
    at: flown.at,
    heading: flown.heading,
    attack,
    ...(flown.intercepts.length > 0 ? { intercepts: flown.intercepts } : {}),
  });
  if (act.land && ctx.port.recover && flying(current, flight) > 0) {
    events.push({ type: 'flight-recovered', text: `${flight.name} lands on its carrier and is taken aboard (F.5).`, data: { flightId: flight.id } });
    return { world: ctx.port.recover(current, flight.id), phase: next, events, result: result(null) };
  }
  if (act.screen && flying(current, flight) > 0) {
    current = { ...current, flights: current.flights.map((f) => (f.id === flight.id ? { ...f, screening: true } : f)) };
    events.push({ type: 'fighter-screen', text: `${flight.name} screens hex ${label(world, flown.at)} (F.3): attacks through it suffer the screen's penalty.`, data: { flightId: flight.id } });
  }
  // A flight the minefields or an interceptor wiped out makes no attack; nor one whose target an interception moved.
  const aim = act.targetId !== null && flying(current, flight) > 0 ? stillInReach(current, ctx, flight.id, act, flown.at, events) : null;
  const attacked = aim !== null ? attackStep(current, ctx, flight, aim, flown.at, dice, events) : { world: current, attack: null };
  current = attacked.world;
  if (act.dogfight && aim !== null) current = startDogfight(current, flight.id, aim, events);
  return { world: current, phase: next, events, result: result(attacked.attack) };
}

/**
 * The activation's target if the flight may still attack it from `at`: an interception may have moved it (the
 * interceptor itself), or filled a dogfight's hex. Says so and gives null when it may not; a target gone altogether
 * is left to `attackStep`.
 */
function stillInReach<W extends FighterWorld>(world: W, ctx: FighterContext<W>, flightId: string, act: FlightActivation, at: Hex, events: GameEvent[]): string | null {
  const mover = world.flights.find((f) => f.id === flightId) as FlightState;
  const target = elementsOf(world, ctx).find((e) => e.id === act.targetId);
  if (!target || act.targetId === null) return act.targetId;
  const partner = dogfightPartner(world.flights, mover);
  const prey = world.flights.find((f) => f.id === act.targetId);
  const ok = partner
    ? partner.id === target.id
    : act.dogfight
      ? prey !== undefined && hexEquals(prey.at, at) && dogfightProblem(dogfightBoard(world, ctx), mover, prey) === null
      : hexDistance(target.at, at) === 1;
  if (ok) return target.id;
  events.push({ type: 'fighter-no-target', text: `${mover.name}'s target, ${target.name}, is no longer where it can ${act.dogfight ? 'dogfight' : 'attack'} it; it makes no attack.` });
  return null;
}

/** F.1 p.51: the flight goes (or stays) on station with its rule, instead of moving and attacking. */
function goOnStation<W extends FighterWorld>(world: W, flight: FlightState, rule: PatrolRule, before: GameEvent[]): { world: W; events: GameEvent[]; result: FlightActivationResult } {
  const text = `${flight.name} ${flight.onStation ? 'stays' : 'goes'} on station in hex ${label(world, flight.at)} (F.1): ${patrolSummary(world, rule)}.`;
  return {
    world: { ...world, flights: world.flights.map((f) => (f.id === flight.id ? { ...f, activated: true, onStation: rule } : f)) },
    events: [...before, { type: 'on-station', text, data: { flightId: flight.id, rule } }],
    result: { flightId: flight.id, move: '0', ma: 0, trail: [flight.at], at: flight.at, heading: flight.heading, attack: null },
  };
}

/** "it intercepts Red 2 with a dogfight", for the log. */
function patrolSummary(world: FighterWorld, rule: PatrolRule): string {
  const t = rule.target;
  const whom = t.kind === 'any' ? 'the first enemy flight it can reach' : t.kind === 'flight' ? (world.flights.find((f) => f.id === t.flightId)?.name ?? 'its flight') : `the first enemy ${t.kind === 'fighters' ? 'fighter' : 'seeker'} flight it can reach`;
  return `it intercepts ${whom}${rule.dogfight ? ', to dogfight it' : ''}, within ${INTERCEPT_MA} MA`;
}

/** Ruling 195: pinned mid-move, the flight attacks its opponent if it meant to attack at all; no screen, no landing. */
function pinnedMidMove(activation: FlightActivation, opponent: string): FlightActivation {
  return { flightId: activation.flightId, move: activation.move, targetId: activation.targetId === null ? null : opponent };
}

/** F.2: the two flights pinned after the attack that starts the dogfight, if both are still there. */
function startDogfight<W extends FighterWorld>(world: W, attackerId: string, targetId: string, events: GameEvent[]): W {
  const a = world.flights.find((f) => f.id === attackerId && f.count > 0);
  const b = world.flights.find((f) => f.id === targetId && f.count > 0);
  if (!a || !b) return world;
  events.push({ type: 'dogfight', text: `${a.name} and ${b.name} are pinned in a dogfight in hex ${label(world, a.at)} until one is destroyed (F.2).`, data: { flightIds: [a.id, b.id] } });
  return { ...world, flights: pinFlights(world.flights, a.id, b.id) };
}

/** A fighter flight's attack on a flight (5.4 p.23): the 1s hurt the attacker, up to the target's size; not against seekers (C.4 p.40). */
function flightOnFlight<W extends FighterWorld>(world: W, attacker: FlightState, target: FlightState, dice: Dice): { world: W; attack: FlightAttackResult } {
  const record = resolveFighterAttackOnFlight(
    { attacker: attacker.name, fighters: attacker.count, variant: attacker.variant, shuttle: attacker.shuttle, target: { name: target.name, fighters: target.count, seeker: target.seeker !== undefined, variant: target.variant, shuttle: target.shuttle } },
    dice,
  );
  let flights = setFlightCount(world.flights, target.id, target.count - record.targetLosses);
  flights = setFlightCount(flights, attacker.id, attacker.count - record.attackerLosses);
  return { world: { ...world, flights }, attack: { kind: 'flight', targetId: target.id, record } };
}

/** The attack after the move, from `at`: defensive fire first against a ship (C.5), then the flight's dice (5.4 p.23). */
function attackStep<W extends FighterWorld>(
  world: W,
  ctx: FighterContext<W>,
  flight: FlightState,
  targetId: string,
  at: Hex,
  dice: Dice,
  events: GameEvent[],
): { world: W; attack: FlightAttackResult | null } {
  let current = world;
  let attack: FlightAttackResult | null = null;
  const targetShip = visibleShips(current, ctx).find((s) => s.id === targetId);
  const targetFlight = targetShip ? undefined : liveFlights(current).find((f) => f.id === targetId);
  const mover = current.flights.find((f) => f.id === flight.id) as FlightState;
  if (targetShip && ctx.port.defensiveFire) {
    const defended = ctx.port.defensiveFire(current, targetShip.id, mover, dice);
    current = defended.world;
    events.push(...defended.events);
  }
  // A flight shot down by defensive fire makes no attack.
  const attacking = current.flights.find((f) => f.id === flight.id);
  if (targetShip && attacking) {
    const target = ctx.port.fighterTarget(current, targetShip.id, at);
    const record = resolveFighterAttackOnShip({ attacker: flight.name, fighters: attacking.count, variant: attacking.variant, shuttle: attacking.shuttle, target, nebula: current.options?.nebula === true }, dice);
    if (record.damage !== null) {
      current = ctx.port.applyImmediateDamage(current, { shipId: targetShip.id, tally: record.total, attackerAt: at, source: flight.name });
    }
    if (record.attackerLosses > 0) current = { ...current, flights: setFlightCount(current.flights, flight.id, attacking.count - record.attackerLosses) };
    attack = { kind: 'ship', targetId: targetShip.id, record };
    events.push({ type: 'fighter-attack', text: record.summary, data: attack });
  } else if (targetFlight && attacking) {
    const done = flightOnFlight(current, attacking, targetFlight, dice);
    current = done.world;
    attack = done.attack;
    events.push({ type: 'fighter-attack', text: done.attack.record.summary, data: attack });
  } else if (!targetShip) {
    // The target was a seeker that pre-empted this flight (C.4 p.40) and is gone after its attack.
    events.push({ type: 'fighter-no-target', text: `${flight.name}'s target is gone; it makes no attack.` });
  }
  destroyedEvents(world, current, [flight.id, targetId], 'attack', events);
  return { world: current, attack };
}

/** "Red 1 is destroyed." for each of `ids` on the board before and gone after. */
function destroyedEvents(before: FighterWorld, after: FighterWorld, ids: readonly string[], reason: string, events: GameEvent[]): void {
  for (const gone of before.flights.filter((f) => ids.includes(f.id))) {
    if (!after.flights.some((f) => f.id === gone.id)) events.push({ type: 'flight-destroyed', text: `${gone.name} is destroyed.`, data: { flightId: gone.id, reason } });
  }
}

// ---------------------------------------------------------------------------------------------------------
// F.1: interceptions during a move

/** An interception an on-station flight can make: where it flies, and whether it dogfights (F.2). */
interface InterceptPlan {
  readonly patrol: FlightState;
  readonly end: ReachableEnd;
  readonly dogfight: boolean;
}

/**
 * Where `patrol` can intercept `mover` (standing in its new hex), within half its MA; null: it cannot reach. With
 * "dogfight" in its rule it closes into the hex when it may and can, else it attacks from next to it [rulings 193, 194].
 */
function interceptionEnd<W extends FighterWorld>(world: W, ctx: FighterContext<W>, patrol: FlightState, mover: FlightState, avoid: Hex): InterceptPlan | null {
  const opposing = new Set(elementsOf(world, ctx).filter((e) => e.side !== patrol.side).map((e) => hexKey(e.at)));
  const terrain = moveTerrainOf(world);
  const cheapest = (canEnd: (h: Hex) => boolean): ReachableEnd | undefined =>
    reachableFlightEnds(
      { at: patrol.at, heading: patrol.heading },
      { ma: INTERCEPT_MA, noTurns: ctx.restrictions?.noTurns ?? false },
      { canEnter: (h) => onBoard(world.board, h) && terrain?.hazard(h) === undefined, canEnd },
    ).sort((a, b) => a.ma - b.ma || makeFlightMove(a.move).length - makeFlightMove(b.move).length)[0];
  const dogfight = patrol.onStation?.dogfight === true && world.options?.dogfights === true && dogfightProblem(dogfightBoard(world, ctx), patrol, mover) === null;
  const close = dogfight ? cheapest((h) => hexEquals(h, mover.at)) : undefined;
  if (close) return { patrol, end: close, dogfight: true };
  const end = cheapest((h) => hexDistance(h, mover.at) === 1 && !opposing.has(hexKey(h)) && !hexEquals(h, avoid));
  return end ? { patrol, end, dogfight: false } : null;
}

/** The interception made as `mover` enters its hex, if any (F.1 p.51): one flight on station, the cheapest [ruling 194]. */
function planInterception<W extends FighterWorld>(world: W, ctx: FighterContext<W>, mover: FlightState, avoid: Hex): InterceptPlan | null {
  if (world.options?.combatSpacePatrol !== true || ctx.restrictions?.noAttacks) return null;
  let best: InterceptPlan | null = null;
  // G.6: a flight attacks only at its own altitude, so only patrols at the moving flight's altitude intercept it [ruling 199].
  const level = (f: FlightState): number => (world.options?.threeD ? altitudeOf(f) : START_ALTITUDE);
  for (const patrol of patrolsAgainst(liveFlights(world), mover).filter((p) => level(p) === level(mover))) {
    const plan = interceptionEnd(world, ctx, patrol, mover, avoid);
    if (plan && (!best || plan.end.ma < best.end.ma)) best = plan;
  }
  return best;
}

/** An interceptor's move and attack, for the map (its trail) and the shot line. */
export interface InterceptionResult {
  readonly flightId: string;
  readonly trail: readonly Hex[];
  readonly at: Hex;
  /** Where the intercepted flight was. */
  readonly targetAt: Hex;
  readonly attack: FlightAttackResult | null;
}

/** The interceptor flies, then attacks (or dogfights) the moving flight; it is off station (F.1 p.51). */
function intercept<W extends FighterWorld>(world: W, ctx: FighterContext<W>, plan: InterceptPlan, moverId: string, dice: Dice, events: GameEvent[]): { world: W; done: InterceptionResult } {
  const { patrol, end, dogfight } = plan;
  const mover = world.flights.find((f) => f.id === moverId) as FlightState;
  const how = end.ma === 0 ? 'from where it is' : `flying ${makeFlightMove(end.move)} (${end.ma} MA) to hex ${label(world, end.at)}`;
  events.push({ type: 'interception', text: `${patrol.name}, on station, intercepts ${mover.name} in hex ${label(world, mover.at)}, ${how} (F.1).`, data: { flightId: patrol.id, targetId: mover.id, trail: end.trail } });
  let current: W = { ...world, flights: world.flights.map((f) => (f.id === patrol.id ? { ...offStation(f), at: end.at, heading: end.heading } : f)) };
  current = afterMoving(ctx, current, patrol.id, end.trail, dice, events);
  const attacker = current.flights.find((f) => f.id === patrol.id);
  const target = current.flights.find((f) => f.id === moverId);
  let attack: FlightAttackResult | null = null;
  if (attacker && target) {
    const before = current;
    const done = flightOnFlight(current, attacker, target, dice);
    current = done.world;
    attack = done.attack;
    events.push({ type: 'fighter-attack', text: done.attack.record.summary, data: attack });
    destroyedEvents(before, current, [patrol.id, moverId], 'attack', events);
    if (dogfight) current = startDogfight(current, patrol.id, moverId, events);
  }
  return { world: current, done: { flightId: patrol.id, trail: end.trail, at: end.at, targetAt: mover.at, attack } };
}

/**
 * F.1 for a flight whose path is fixed, a seeker's pursuit (C.4 p.40): in each hex of `trail` it enters, a flight on
 * station may intercept it (with an attack: seekers are never pinned). It goes on unless destroyed, and ends where
 * the trail ends.
 */
export function interceptAlong<W extends FighterWorld>(world: W, ctx: FighterContext<W>, moverId: string, trail: readonly Hex[], dice: Dice): { world: W; events: GameEvent[]; intercepts: InterceptionResult[] } {
  const events: GameEvent[] = [];
  const intercepts: InterceptionResult[] = [];
  const end = trail[trail.length - 1];
  let current = world;
  for (const at of trail.slice(1)) {
    current = { ...current, flights: current.flights.map((f) => (f.id === moverId ? { ...f, at } : f)) };
    const mover = current.flights.find((f) => f.id === moverId);
    const plan = mover && end && planInterception(current, ctx, mover, end);
    if (!plan) continue;
    const met = intercept(current, ctx, plan, moverId, dice, events);
    current = met.world;
    intercepts.push(met.done);
    if (!current.flights.some((f) => f.id === moverId)) break;
  }
  if (end) current = { ...current, flights: current.flights.map((f) => (f.id === moverId ? { ...f, at: end } : f)) };
  return { world: current, events, intercepts };
}

/** The move flown hex by hex, interrupted by interceptions; minefields act on the hexes entered before each one. */
interface Flown<W> {
  readonly world: W;
  readonly trail: readonly Hex[];
  readonly at: Hex;
  readonly heading: Direction;
  /** The interceptor that pinned the flight in a dogfight, stopping its move (ruling 195). */
  readonly pinnedBy?: string;
  readonly intercepts: InterceptionResult[];
}

function flyIntercepted<W extends FighterWorld>(world: W, ctx: FighterContext<W>, flight: FlightState, move: FlightMove, done: FlightMoveTrail, dice: Dice, events: GameEvent[]): Flown<W> {
  const place = (w: W, p: FlightPosition): W => ({
    ...w,
    flights: w.flights.map((f) => (f.id === flight.id ? { ...f, at: p.at, heading: p.heading, ...(p.altitude === undefined ? {} : { altitude: p.altitude }), activated: true } : f)),
  });
  let current = world;
  let from = 0;
  const trail: Hex[] = [flight.at];
  const intercepts: InterceptionResult[] = [];
  for (const point of flightMovePoints(startOf(world, flight), move)) {
    current = place(current, point);
    trail.push(point.at);
    const mover = current.flights.find((f) => f.id === flight.id) as FlightState;
    const plan = planInterception(current, ctx, mover, done.at);
    if (!plan) continue;
    current = afterMoving(ctx, current, flight.id, trail.slice(from), dice, events);
    from = trail.length - 1;
    if (flying(current, flight) === 0) return { world: current, trail, at: point.at, heading: point.heading, intercepts };
    const met = intercept(current, ctx, plan, flight.id, dice, events);
    current = met.world;
    intercepts.push(met.done);
    const after = current.flights.find((f) => f.id === flight.id);
    const partner = after && dogfightPartner(current.flights, after);
    if (!after || partner) return { world: current, trail, at: point.at, heading: point.heading, intercepts, ...(partner ? { pinnedBy: partner.id } : {}) };
  }
  current = afterMoving(ctx, place(current, done), flight.id, trail.slice(from), dice, events);
  return { world: current, trail, at: done.at, heading: done.heading, intercepts };
}

/**
 * What a seat that missed its deadline does: its first flight able to act holds position (or, if it must leave
 * an enemy ship's hex, takes its cheapest legal move) and does not attack; one on station stays on station (F.1).
 * Null when the seat has no such flight.
 */
export function missingFlightActivation<W extends FighterWorld>(world: W, ctx: FighterContext<W>, prompt: FighterPrompt, seat: SeatId): FlightActivation | null {
  const flight = prompt.flights.find((f) => f.seat === seat);
  if (!flight) return null;
  const { choices, mustMove } = flightChoices(world, ctx, flight.id);
  // F.1: a flight on station stays on station with its rule [ruling 197].
  if (flight.onStation && !mustMove) return { flightId: flight.id, move: STAY, targetId: null, patrol: flight.onStation };
  const hold = choices.find((c) => c.move.steps.length === 0);
  const pick = hold ?? choices[0];
  return pick ? { flightId: flight.id, move: pick.move, targetId: null } : null;
}
