/**
 * Carrying out one ship's movement orders on the hex grid (Starmada 3.3 p.16, 3.4 p.17; board edges,
 * pivots), and the fallback for illegal or missing orders (3.2 p.15).
 *
 * - A number moves the ship that many hexes along its heading; P/S turn it one hexside port (counter-clockwise)
 *   / starboard (clockwise); U turns it three.
 * - A sideslip moves it to the forward-left (L) or forward-right (R) neighbour and keeps its heading: the only
 *   hex-grid reading of "moved forward and to the left, without changing its heading" (ruling 14).
 * - An altitude change (G.6) moves it one hex forward; the levels climbed or dived are reported for the caller to keep.
 * - Terrain (Appendix G): a ship that enters a hex that destroys (an asteroid, an event horizon, a comet's nucleus,
 *   a planet) is destroyed there and moves no further (G.1–G.5 p.54–56). An orbit (G.5 p.56) moves it round its
 *   planet (terrain/orbit.ts); an orbit that cannot start from where the ship is is reported, not carried out.
 * - A pivot sets facing = heading + pivot at the end of movement; `revertPivot` undoes it in the End Phase.
 * - A roll (@/, D.7) flips the ship over: `inverted` toggles.
 * - Leaving the board: the ship is removed the moment a step takes it off, even if later steps would bring
 *   it back (ruling 15); it is destroyed unless the scenario lets it leave by that edge (`exitEdges`), when it
 *   has exited. Its trail stops at the last hex on the board.
 * - Speed and slips of these orders become next turn's previous speed and slip record (3.2, 3.4 [ruling 11]).
 */
import { direction, hexNeighbor, type Direction, type Hex } from '../../core/hex.ts';
import { hexToOffset, onBoard, type Board } from '../../core/offset.ts';
import { hasPrefix, orderSpeed, slipRecord, straightOrder, type MoveOrder, type SlipRecord } from './order.ts';
import { orbitSteps, type Planet } from '../terrain/orbit.ts';
import type { Hazard } from '../terrain/pieces.ts';

/** The terrain a move meets: what destroys a ship entering a hex, and the planets it may orbit (Appendix G). */
export interface MoveTerrain {
  readonly hazard: (hex: Hex) => Hazard | undefined;
  readonly planets: readonly Planet[];
}

/** An edge of the board, named as setup/deployment.ts names them. */
export type BoardEdge = 'west' | 'east' | 'north' | 'south';

export interface MovingShip {
  readonly at: Hex;
  readonly heading: Direction;
  readonly facing: Direction;
  readonly inverted?: boolean;
}

export interface LeftBoard {
  /** The first hex off the board the ship would have entered. */
  readonly to: Hex;
  readonly edges: readonly BoardEdge[];
  /** True when the scenario lets the ship leave by one of these edges: it escapes rather than being destroyed. */
  readonly exited: boolean;
}

export interface MoveOutcome {
  /** Final hex; the last hex on the board for a ship that left it. */
  readonly at: Hex;
  readonly heading: Direction;
  readonly facing: Direction;
  readonly inverted: boolean;
  /** Where the ship began, then every hex it entered, in order. */
  readonly trail: readonly Hex[];
  /** The speed of these orders: next turn's previous speed. */
  readonly speed: number;
  /** The slips made: next turn's slip credit. */
  readonly slips: SlipRecord;
  /** Levels climbed (+) or dived (−), G.6. */
  readonly altitudeChange: number;
  readonly leftBoard?: LeftBoard;
  /** The ship entered a hex that destroys it (Appendix G): where, and what was there. */
  readonly struck?: { readonly at: Hex; readonly hazard: Hazard };
  /** An orbit in the orders could not start where the ship was (G.5): nothing was carried out. */
  readonly orbitRefused?: true;
  readonly status: 'active' | 'destroyed' | 'exited';
}

/** The edges a hex off the board lies beyond (two at a corner). */
export function edgesCrossed(board: Board, at: Hex): BoardEdge[] {
  const { col, row } = hexToOffset(at);
  const edges: BoardEdge[] = [];
  if (row < 0) edges.push('north');
  if (row >= board.rows) edges.push('south');
  if (col < 0) edges.push('west');
  if (col >= board.cols) edges.push('east');
  return edges;
}

/** Straight ahead at the previous speed: what a ship with illegal or missing orders does (3.2 p.15, ruling 52). */
export function fallbackOrder(ship: { readonly prevSpeed: number }): MoveOrder {
  return straightOrder(ship.prevSpeed);
}

/** End Phase (3.4 p.17): the model turns back so that it faces its heading again. */
export function revertPivot<T extends { readonly heading: Direction; readonly facing: Direction }>(ship: T): T {
  return ship.facing === ship.heading ? ship : { ...ship, facing: ship.heading };
}

export function executeOrder(ship: MovingShip, order: MoveOrder, board: Board, exitEdges: readonly BoardEdge[] = [], terrain?: MoveTerrain): MoveOutcome {
  let at = ship.at;
  let heading = ship.heading;
  let altitudeChange = 0;
  const trail: Hex[] = [at];
  const speed = orderSpeed(order);
  const slips = slipRecord(order);
  const inverted = ship.inverted ?? false;

  /** Enters a hex; returns the outcome if that takes the ship off the board. */
  const enter = (to: Hex): MoveOutcome | undefined => {
    if (!onBoard(board, to)) {
      const edges = edgesCrossed(board, to);
      const exited = edges.some((e) => exitEdges.includes(e));
      return {
        at,
        heading,
        facing: heading,
        inverted,
        trail,
        speed,
        slips,
        altitudeChange,
        leftBoard: { to, edges, exited },
        status: exited ? 'exited' : 'destroyed',
      };
    }
    at = to;
    trail.push(to);
    const hazard = terrain?.hazard(to);
    if (hazard) return { at, heading, facing: heading, inverted, trail, speed, slips, altitudeChange, struck: { at: to, hazard }, status: 'destroyed' };
    return undefined;
  };

  for (const step of order.steps) {
    let left: MoveOutcome | undefined;
    switch (step.kind) {
      case 'forward':
        for (let i = 0; i < step.hexes && !left; i++) left = enter(hexNeighbor(at, heading));
        break;
      case 'turn':
        heading = direction(heading + (step.to === 'P' ? -1 : 1));
        break;
      case 'uTurn':
        heading = direction(heading + 3);
        break;
      case 'slip':
        left = enter(hexNeighbor(at, heading + (step.to === 'L' ? -1 : 1)));
        break;
      case 'altitude':
        left = enter(hexNeighbor(at, heading));
        if (!left) altitudeChange += step.change;
        break;
      case 'orbit': {
        const steps = orbitSteps(terrain?.planets ?? [], at, heading, step.hexes);
        if (!steps) return { at: ship.at, heading: ship.heading, facing: ship.facing, inverted, trail: [ship.at], speed, slips, altitudeChange: 0, orbitRefused: true, status: 'active' };
        for (const orbit of steps) {
          heading = orbit.heading;
          left ??= enter(orbit.to);
        }
        break;
      }
    }
    if (left) return left;
  }
  return {
    at,
    heading,
    facing: direction(heading + order.pivot),
    inverted: hasPrefix(order, '@') ? !inverted : inverted,
    trail,
    speed,
    slips,
    altitudeChange,
    status: 'active',
  };
}
