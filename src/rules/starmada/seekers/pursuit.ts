/**
 * Seeker-flight movement: forced pursuit of the target (Starmada C.4 p.40–41).
 *
 * - The cost of each forward hex is fixed when the flight activates, by the arc of the flight (seen along its
 *   heading) that holds the target: [A]/[B] 1 MA, [C]/[D] 2 MA, [E]/[F] 3 MA; on a boundary the lower cost.
 * - Each step: if moving forward would not decrease the range to the target, the flight turns one hexside toward
 *   the target (turns are free); otherwise it moves forward. No sideslips. The turn check is made even when too
 *   little MA is left for another hex (p.41 illustration), so a flight may end with a final turn.
 * - The flight spends all its MA unless it enters the target's hex, where it stops (and attacks: ./attack.ts).
 *
 * Judgement calls (the book is silent):
 * - "Toward the target" is the side the target lies on (port or starboard of the heading); a target dead astern
 *   is turned to starboard.
 * - A forced forward move that would leave the board takes the flight off it: it is lost (flights are never
 *   floated, D.4). The caller removes it.
 */
import { DIRECTIONS, direction, hexDistance, hexEquals, hexNeighbor, type Direction, type Hex } from '../../core/hex.ts';
import { onBoard, type Board } from '../../core/offset.ts';
import { arcMaskOf, maskOfLetters } from '../combat/arcs.ts';

export interface SeekerPosition {
  readonly at: Hex;
  readonly heading: Direction;
}

export type PursuitStep = { readonly kind: 'turn'; readonly dir: 'P' | 'S' } | { readonly kind: 'forward'; readonly to: Hex };

export interface Pursuit {
  /** MA per forward hex, fixed at activation. */
  readonly costPerHex: 1 | 2 | 3;
  readonly steps: readonly PursuitStep[];
  /** The starting hex, then every hex entered. */
  readonly trail: readonly Hex[];
  readonly at: Hex;
  readonly heading: Direction;
  readonly spent: number;
  /** The flight is in the target's hex (it attacks). */
  readonly reached: boolean;
  /** The hex the flight left when it entered the target's hex (the attack comes from there, p.40); null if not reached by moving. */
  readonly enteredFrom: Hex | null;
  /** The next forced move would have left the board: the flight is lost. */
  readonly leftBoard: boolean;
}

const FORWARD_ARCS = maskOfLetters(['A', 'B']);
const SIDE_ARCS = maskOfLetters(['C', 'D']);

/** MA per forward hex for a flight at `seeker` chasing a target in `target` (C.4 p.40). */
export function seekerCostPerHex(seeker: SeekerPosition, target: Hex): 1 | 2 | 3 {
  const mask = arcMaskOf({ at: seeker.at, facing: seeker.heading }, target);
  if (mask === 0 || (mask & FORWARD_ARCS) !== 0) return 1;
  return (mask & SIDE_ARCS) !== 0 ? 2 : 3;
}

/** Would one hex forward along `heading` bring the flight closer to the target? */
export function forwardCloses(seeker: SeekerPosition, target: Hex): boolean {
  return hexDistance(hexNeighbor(seeker.at, seeker.heading), target) < hexDistance(seeker.at, target);
}

/** The side the target lies on: starboard when it is clockwise of the heading (or dead astern), else port. */
export function turnToward(seeker: SeekerPosition, target: Hex): 'P' | 'S' {
  const ahead = DIRECTIONS[seeker.heading] as Hex;
  const dq = target.q - seeker.at.q;
  const dr = target.r - seeker.at.r;
  // Cross product in the integer frame X = 3q, Y = 2r + q (Y grows southward): positive is clockwise.
  const cross = 3 * ahead.q * (2 * dr + dq) - (2 * ahead.r + ahead.q) * 3 * dq;
  return cross < 0 ? 'P' : 'S';
}

/** Moves a seeker flight with `ma` toward `target` by the forced-pursuit rules. */
export function pursue(seeker: SeekerPosition, ma: number, target: Hex, board?: Board): Pursuit {
  const costPerHex = seekerCostPerHex(seeker, target);
  const steps: PursuitStep[] = [];
  const trail: Hex[] = [seeker.at];
  let at = seeker.at;
  let heading = seeker.heading;
  let spent = 0;
  let enteredFrom: Hex | null = null;
  let leftBoard = false;
  while (!hexEquals(at, target)) {
    // At most three turns bring the target into the forward cone, where a forward hex always closes.
    if (!forwardCloses({ at, heading }, target)) {
      const dir = turnToward({ at, heading }, target);
      heading = direction(heading + (dir === 'S' ? 1 : -1));
      steps.push({ kind: 'turn', dir });
      continue;
    }
    if (spent + costPerHex > ma) break;
    const next = hexNeighbor(at, heading);
    if (board && !onBoard(board, next)) {
      leftBoard = true;
      break;
    }
    enteredFrom = at;
    at = next;
    spent += costPerHex;
    steps.push({ kind: 'forward', to: next });
    trail.push(next);
  }
  const reached = hexEquals(at, target);
  return { costPerHex, steps, trail, at, heading, spent, reached, enteredFrom: reached ? enteredFrom : null, leftBoard };
}

/** The path as flight notation: "PP2P" (turns, and runs of forward hexes). */
export function formatPursuit(steps: readonly PursuitStep[]): string {
  let out = '';
  let run = 0;
  for (const step of steps) {
    if (step.kind === 'forward') {
      run++;
      continue;
    }
    if (run > 0) out += String(run);
    run = 0;
    out += step.dir;
  }
  if (run > 0) out += String(run);
  return out === '' ? '0' : out;
}
