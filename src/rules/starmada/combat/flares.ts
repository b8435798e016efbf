/**
 * Flares (Starmada B.9 p.33): launched at the same time as the ship's attacks, each at a hex within 10 hexes in any
 * direction. One die per flare: 1, a dud; 2–4, a face-down marker in a random hex adjacent to the target hex; 5–6, a
 * face-down marker in the target hex. In the End Phase face-up markers are removed and face-down ones turn face up.
 * A line of sight passing over any part of a hex with a face-up flare takes −1 to hit per flare.
 *
 * Rulings:
 * - ruling 134: the random adjacent hex is a second die, 1 the hex to the north and 2–6 clockwise from there; a flare
 *   that scatters off the board is lost.
 * - ruling 135: the target's own hex counts (the line passes over part of it); the firing ship's hex does not.
 */
import type { Dice } from '../../core/dice.ts';
import { hexEquals, hexNeighbor, type Hex } from '../../core/hex.ts';
import { lineOfSight } from '../../core/line-of-sight.ts';
import { onBoard, type Board } from '../../core/offset.ts';

/** The farthest a flare may be aimed, in hexes (p.33). */
export const FLARE_RANGE = 10;

export interface FlareMarker {
  readonly at: Hex;
  readonly faceUp: boolean;
}

export interface FlareLaunch {
  readonly face: number;
  /** The second die for a scattered flare [ruling 134]. */
  readonly scatter?: number;
  /** Where the face-down marker lands; null for a dud or a flare scattered off the board. */
  readonly at: Hex | null;
}

/** Rolls one flare aimed at `target` (p.33 table). */
export function launchFlare(target: Hex, board: Board, dice: Dice, label: string): FlareLaunch {
  const face = dice.roll(label);
  if (face === 1) return { face, at: null };
  if (face >= 5) return { face, at: target };
  const scatter = dice.roll(`${label} scatter`);
  const at = hexNeighbor(target, scatter - 1);
  return { face, scatter, at: onBoard(board, at) ? at : null };
}

/** End Phase (p.33): face-up markers go, face-down markers turn face up. */
export function turnFlares(flares: readonly FlareMarker[]): FlareMarker[] {
  return flares.filter((f) => !f.faceUp).map((f) => ({ ...f, faceUp: true }));
}

/**
 * The line-of-sight penalty from face-up flares (p.33): −1 per flare in each hex the line passes over. Where the
 * line runs along an edge the attacker takes the hex with fewer flares (ruling 8).
 */
export function flarePenalty(flares: readonly FlareMarker[] | undefined, from: Hex, to: Hex): number {
  const up = (flares ?? []).filter((f) => f.faceUp);
  if (up.length === 0 || hexEquals(from, to)) return 0;
  const inHex = (h: Hex): number => up.filter((f) => hexEquals(f.at, h)).length;
  let penalty = 0;
  for (const step of lineOfSight(from, to).steps) {
    penalty -= step.kind === 'hex' ? inHex(step.hex) : Math.min(inHex(step.hexes[0]), inHex(step.hexes[1]));
  }
  return penalty;
}
