/**
 * The stutterdrive (Starmada B.23 p.38): in the End Phase a ship may jump up to one-half its current engine rating
 * (rounded up) in hexes, ignoring everything in between; its speed and heading are unchanged. Then one die is rolled
 * per hex moved: for each 1 the ship "scatters" one hex, all in one random direction (one die: 1 the ship's heading,
 * 2–6 the other hexsides clockwise). It may not choose to end in an occupied hex; if it scatters into an enemy
 * ship's hex, stacking (3.3 p.16) settles it.
 *
 * Play by post [ruling 144]:
 * - The owner writes the jump with the ship's orders ("stutter 0812", notation/stutterdrive.ts); it is kept on the
 *   ship (`stutterTo`) and made in the End Phase, after damage control. The distance counts from where the ship is
 *   then, with its engine rating then: if the hex is now too far, occupied by a ship or flight, or the drive is lost,
 *   the ship does not jump and the log says why.
 * - A scatter that leaves the board takes the ship off it as movement does (3.3 p.16): destroyed, unless the
 *   scenario opens that edge to its side.
 * - Salvo has no minefields or terrain for the jump to ignore or land in.
 */
import type { Dice } from '../../core/dice.ts';
import { direction, DIRECTION_NAMES, hexDistance, hexEquals, hexNeighbor, type Hex } from '../../core/hex.ts';
import { makeHexLabel, onBoard, type Board } from '../../core/offset.ts';
import type { RuleError } from '../../core/result.ts';
import { count } from '../../core/text.ts';
import { starmadaError } from '../errors.ts';
import { equipmentLevels } from '../ships/sheet-lookup.ts';
import type { ShipClass } from '../ships/schema.ts';
import { trackValue } from '../ships/tracks.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { classOf } from '../combat/ship-condition.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { exitEdgesOf } from './board-exit.ts';
import { edgesCrossed, executeOrder, type BoardEdge, type LeftBoard } from './execute.ts';
import type { MoveOrder } from './order.ts';
import { describeStacking, resolveStacking } from './stacking.ts';

export const hasWorkingStutterdrive = (ship: ShipState, cls: ShipClass): boolean =>
  equipmentLevels(cls, 'Stutterdrive') - (ship.equipmentLost.Stutterdrive ?? 0) > 0;

/** Hexes the drive may jump: half the current engine rating, rounded up. */
export const stutterRange = (ship: ShipState, cls: ShipClass): number => Math.ceil(trackValue(cls.tracks.engines, ship.engines.checked) / 2);

/** Why the ship cannot jump from `from` to `to`, or undefined when it may. */
export function stutterProblem(ship: ShipState, cls: ShipClass, from: Hex, to: Hex, board: Board): RuleError | undefined {
  const where = makeHexLabel(to, board);
  if (!hasWorkingStutterdrive(ship, cls)) {
    const why = equipmentLevels(cls, 'Stutterdrive') > 0 ? 'its stutterdrive is lost' : 'it has no stutterdrive';
    return starmadaError('ERR_NO_STUTTERDRIVE', `${ship.name} cannot jump to ${where} (B.23): ${why}.`);
  }
  const range = stutterRange(ship, cls);
  const distance = hexDistance(from, to);
  if (distance === 0) return starmadaError('ERR_ORDER_STUTTER', `${ship.name} would end its move in ${where} already; a stutterdrive jump goes somewhere else (B.23).`);
  if (distance > range) {
    return starmadaError(
      'ERR_ORDER_STUTTER',
      `${ship.name}'s stutterdrive reaches ${count(range, 'hex', 'hexes')} (half its engine rating, rounded up, B.23), and ${where} is ${count(distance, 'hex', 'hexes')} from ${makeHexLabel(from, board)}, where its move ends.`,
    );
  }
  return undefined;
}

export interface StutterOutcome {
  readonly ship: ShipState;
  /** Where the scatter ended, when it left the board. */
  readonly leftBoard?: LeftBoard;
  readonly text: string;
}

/** The elements a jump may not choose to end among. */
export interface StutterWorld {
  readonly board: Board;
  readonly occupied: readonly Hex[];
  readonly exitEdges: readonly BoardEdge[];
}

/** The End Phase jump of one ship to `to`, with its scatter (see the module header). */
export function stutterJump(ship: ShipState, cls: ShipClass, to: Hex, world: StutterWorld, dice: Dice): StutterOutcome {
  const refused = stutterProblem(ship, cls, ship.at, to, world.board);
  const where = makeHexLabel(to, world.board);
  if (refused) return { ship, text: `${refused.message} It does not jump.` };
  if (world.occupied.some((h) => hexEquals(h, to))) return { ship, text: `${ship.name} does not jump to ${where}: the hex is occupied now, and a ship may not choose to end there (B.23).` };
  const distance = hexDistance(ship.at, to);
  const faces = dice.rollMany(`stutterdrive ${ship.name} (B.23: each 1 scatters a hex)`, distance);
  const ones = faces.filter((f) => f === 1).length;
  const jumped = `${ship.name} jumps ${count(distance, 'hex', 'hexes')} by stutterdrive to ${where} (B.23): dice ${faces.join(', ')}`;
  if (ones === 0) return { ship: { ...ship, at: to }, text: `${jumped}, no 1s, so it stays there.` };
  const roll = dice.roll(`stutterdrive scatter direction ${ship.name} (1 heading, 2-6 clockwise)`);
  const way = direction(ship.heading + roll - 1);
  let at = to;
  for (let i = 0; i < ones; i++) {
    const next = hexNeighbor(at, way);
    if (!onBoard(world.board, next)) return offBoard(ship, at, next, world, `${jumped}; it scatters ${count(ones, 'hex', 'hexes')} toward ${DIRECTION_NAMES[way]} (direction die ${roll})`);
    at = next;
  }
  return { ship: { ...ship, at }, text: `${jumped}; ${ones === 1 ? 'one 1' : `${ones} 1s`}, so it scatters ${count(ones, 'hex', 'hexes')} toward ${DIRECTION_NAMES[way]} (direction die ${roll}) to ${makeHexLabel(at, world.board)}.` };
}

function offBoard(ship: ShipState, last: Hex, next: Hex, world: StutterWorld, told: string): StutterOutcome {
  const edges = edgesCrossed(world.board, next);
  const exited = edges.some((e) => world.exitEdges.includes(e));
  const fate = exited ? 'and escapes, as the scenario allows' : 'and counts as destroyed (3.3 p.16)';
  return {
    ship: { ...ship, at: last, status: exited ? 'exited' : 'destroyed', exitEdges: edges },
    leftBoard: { to: next, edges, exited },
    text: `${told}, off the board by the ${edges.join(' and ')} edge, ${fate}.`,
  };
}

/**
 * End Phase: every ship whose orders asked for a jump makes it, one at a time in the state's order; a ship that
 * scatters into an enemy ship's hex is settled by stacking (3.3 p.16). Every `stutterTo` is cleared.
 */
export function stutterAll(state: StarmadaState, dice: Dice): { state: StarmadaState; events: GameEvent[] } {
  let ships = state.ships;
  const events: GameEvent[] = [];
  for (const ship of state.ships) {
    if (ship.stutterTo === undefined || ship.status !== 'active') continue;
    const current = ships.find((s) => s.id === ship.id) as ShipState;
    const others = [...ships.filter((s) => s.status === 'active' && s.id !== ship.id), ...state.flights].map((u) => u.at);
    const world: StutterWorld = { board: state.board, occupied: others, exitEdges: exitEdgesOf(state)[ship.side] ?? [] };
    const jump = stutterJump(current, classOf(state, ship), ship.stutterTo, world, dice);
    events.push({ type: 'stutterdrive', text: jump.text });
    ships = ships.map((s) => (s.id === ship.id ? jump.ship : s));
    const stacked = stackAfterScatter({ ...state, ships }, jump.ship, dice);
    ships = stacked.ships;
    events.push(...stacked.events);
  }
  return { state: { ...state, ships: ships.map(({ stutterTo: _, ...s }) => s) }, events };
}

/** Stacking where the ship reappeared, if an enemy ship is there (B.23: "use the process described on p.16"). */
function stackAfterScatter(state: StarmadaState, jumped: ShipState, dice: Dice): { ships: ShipState[]; events: GameEvent[] } {
  const active = state.ships.filter((s) => s.status === 'active');
  if (jumped.status !== 'active' || !active.some((s) => s.side !== jumped.side && hexEquals(s.at, jumped.at))) return { ships: state.ships, events: [] };
  const stackers = active.map((s) => ({ id: s.id, name: s.name, side: s.side, at: s.at, heading: s.heading, engineRating: trackValue(classOf(state, s).tracks.engines, s.engines.checked) }));
  const result = resolveStacking(stackers, state.board, dice);
  const ships = state.ships.map((s) => {
    const moved = result.ships.find((m) => m.id === s.id);
    return moved ? { ...s, at: moved.at } : s;
  });
  return { ships, events: result.contests.map((c) => ({ type: 'stacking', text: describeStacking(c, state.board) })) };
}

/** The Orders Phase check of a jump: from where the ship's own move ends (stacking may yet move it, ruling 144). */
export function stutterOrderProblem(state: StarmadaState, ship: ShipState, move: MoveOrder, to: Hex): RuleError | undefined {
  const end = executeOrder(ship, move, state.board).at;
  return stutterProblem(ship, classOf(state, ship), end, to, state.board);
}
