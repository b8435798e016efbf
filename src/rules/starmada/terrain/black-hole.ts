/**
 * A black hole's gravitational pull (Starmada G.2 p.55), End Phase step a (p.14).
 *
 * - The table gives the hexes an element is pulled by the hole's size and its distance from the centre; "X" means it
 *   is drawn inside the event horizon and destroyed (no explosion, E.3).
 * - Elements closest to the hole move first, then the others in ascending distance; opposing elements at the same
 *   distance: a die decides which side moves first (odd: side A).
 * - Each hex moved must bring it closer to the centre; it keeps its heading; it may not end in a hex an opposing
 *   element holds: if that cannot be avoided it is pulled one hex more.
 * - Elements take no damage from the pull.
 *
 * The table (p.55) came out of the book's text as a jumble; the reading here (ruling 174) is the one that gives back
 * the worked example: a size-2 hole pulls a ship five hexes away by two hexes.
 * Ruling 173: where two hexes bring an element closer, "the decision is up to the controlling player"; play by post
 * has no moment to ask, so Salvo picks for them the hex nearer the element's own heading (keeping it on its course),
 * the first clockwise when both are as near. Several black holes: the nearest pulls (ruling 173).
 */
import type { Dice } from '../../core/dice.ts';
import { hexDistance, hexEquals, hexNeighbor, type Direction, type Hex } from '../../core/hex.ts';
import { makeHexLabel } from '../../core/offset.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import type { FlightState, ShipState, SideId, StarmadaState } from '../state.ts';
import type { TerrainPiece } from './pieces.ts';

type BlackHole = Extract<TerrainPiece, { kind: 'blackHole' }>;

/** Distance columns of the pull table (p.55): the last distance of each column. */
const DISTANCE_COLUMNS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 13, 17, 22, Infinity] as const;

/** Hexes pulled by size (rows 1–5) and distance column; 'X' is drawn in; null is inside the horizon already. */
const PULL_TABLE: readonly (readonly (number | 'X' | null)[])[] = [
  [null, 'X', 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [null, null, 'X', 'X', 2, 1, 1, 1, 0, 0, 0, 0, 0],
  [null, null, null, 'X', 'X', 'X', 2, 1, 1, 1, 0, 0, 0],
  [null, null, null, null, 'X', 'X', 'X', 3, 2, 1, 1, 0, 0],
  [null, null, null, null, null, 'X', 'X', 'X', 3, 2, 1, 1, 0],
];

/** The pull on an element `distance` hexes from the centre of a hole of `size` (p.55): hexes, or 'X'. */
export function pullOf(size: number, distance: number): number | 'X' {
  const column = DISTANCE_COLUMNS.findIndex((last) => distance <= last);
  const cell = PULL_TABLE[size - 1]?.[column];
  return cell === null || cell === undefined ? 'X' : cell;
}

interface Pulled {
  readonly id: string;
  readonly name: string;
  readonly side: SideId;
  readonly at: Hex;
  readonly heading: Direction;
}

/** End Phase step a: every element within a pull moves toward the nearest black hole. */
export function blackHolePull(state: StarmadaState, dice: Dice): { state: StarmadaState; events: GameEvent[] } {
  const holes = (state.terrain ?? []).filter((p): p is BlackHole => p.kind === 'blackHole');
  if (holes.length === 0) return { state, events: [] };
  const nearest = (at: Hex): BlackHole => holes.reduce((a, b) => (hexDistance(b.at, at) < hexDistance(a.at, at) ? b : a));
  const elements: Pulled[] = [...state.ships.filter((s) => s.status === 'active'), ...state.flights.filter((f) => f.count > 0)];
  const moving = elements.filter((e) => pullOf(nearest(e.at).size, hexDistance(nearest(e.at).at, e.at)) !== 0);
  if (moving.length === 0) return { state, events: [] };
  const events: GameEvent[] = [];
  const firstSide = tieBreak(moving, nearest, dice, events);
  const order = [...moving].sort((a, b) => distanceTo(nearest, a) - distanceTo(nearest, b) || sideRank(a.side, firstSide) - sideRank(b.side, firstSide));
  const where = new Map(elements.map((e) => [e.id, e.at]));
  const destroyed = new Set<string>();
  for (const element of order) {
    const hole = nearest(element.at);
    const end = pullElement(element, hole, (h) => elements.some((o) => o.side !== element.side && !destroyed.has(o.id) && hexEquals(where.get(o.id) as Hex, h)));
    where.set(element.id, end.at);
    if (end.destroyed) destroyed.add(element.id);
    const label = (h: Hex): string => makeHexLabel(h, state.board);
    events.push({
      type: 'black-hole',
      text: end.destroyed
        ? `The black hole pulls ${element.name} from ${label(element.at)} over its event horizon: it is destroyed (G.2).`
        : `The black hole pulls ${element.name} from ${label(element.at)} to ${label(end.at)} (G.2).`,
    });
  }
  return { state: applyPull(state, where, destroyed), events };
}

const distanceTo = (nearest: (at: Hex) => BlackHole, e: Pulled): number => hexDistance(nearest(e.at).at, e.at);
const sideRank = (side: SideId, first: SideId): number => (side === first ? 0 : 1);

/** "If opposing elements are equidistant from the black hole, roll a die to determine which side moves its elements first." */
function tieBreak(moving: readonly Pulled[], nearest: (at: Hex) => BlackHole, dice: Dice, events: GameEvent[]): SideId {
  const tied = moving.some((a) => moving.some((b) => a.side !== b.side && distanceTo(nearest, a) === distanceTo(nearest, b)));
  if (!tied) return 'A';
  const roll = dice.roll('black hole: which side moves first');
  const side: SideId = roll % 2 === 1 ? 'A' : 'B';
  events.push({ type: 'black-hole', text: `Elements of both sides are as far from the black hole: die ${roll}, side ${side}'s move first (G.2).` });
  return side;
}

/** One element's pull: hex by hex toward the centre, one more while it would end on an opposing element. */
function pullElement(element: Pulled, hole: BlackHole, enemyAt: (h: Hex) => boolean): { at: Hex; destroyed: boolean } {
  const pull = pullOf(hole.size, hexDistance(hole.at, element.at));
  if (pull === 'X') return { at: hole.at, destroyed: true };
  let at = element.at;
  for (let moved = 0; moved < pull || enemyAt(at); moved++) {
    at = closerHex(at, hole.at, element.heading);
    if (hexDistance(hole.at, at) <= hole.size) return { at, destroyed: true };
  }
  return { at, destroyed: false };
}

/** The neighbour one hex closer to the centre, nearest the element's heading (ruling 173). */
function closerHex(at: Hex, centre: Hex, heading: Direction): Hex {
  const now = hexDistance(at, centre);
  for (const turn of [0, 1, -1, 2, -2, 3]) {
    const next = hexNeighbor(at, heading + turn);
    if (hexDistance(next, centre) < now) return next;
  }
  throw new Error('some neighbour is always closer to the centre');
}

function applyPull(state: StarmadaState, where: ReadonlyMap<string, Hex>, destroyed: ReadonlySet<string>): StarmadaState {
  const place = <T extends ShipState | FlightState>(e: T): T => {
    const at = where.get(e.id);
    return at && !hexEquals(at, e.at) ? { ...e, at } : e;
  };
  const ships = state.ships.map((s) => (destroyed.has(s.id) ? { ...s, status: 'destroyed' as const } : place(s)));
  const flights = state.flights.filter((f) => !destroyed.has(f.id)).map(place);
  return { ...state, ships, flights };
}
