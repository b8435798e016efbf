/**
 * Upgrades of stored Voidstriker states (issue 17 item 6; core/state-version.ts). Games last weeks: a state saved by
 * an older release is upgraded, step by step, to the shape this release reads.
 *
 * - 1 → 2: the board's frame. Version 1 held the book's y, north from the playfield's south edge (§2.31);
 *   version 2 holds the scene's, y south (core/plane.ts), with y = −(book y). Every point and every vector in the
 *   state (ships' counters and drift, salvos, planets, asteroid corners, the base, trails, shots, a round in
 *   progress) is an object with exactly the number fields `x` and `y`, and no other record of the state is; so the
 *   upgrade negates the y of every such object, wherever it sits. Negation is exact, so the game plays on bit for
 *   bit as it would have in the old frame.
 */
import type { StateUpgrade } from '../core/state-version.ts';

/** True for `{ x: number, y: number }` and nothing else: a point or a vector of the board. */
function isPlanePoint(value: object): value is { x: number; y: number } {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as { x?: unknown }).x === 'number' && typeof (value as { y?: unknown }).y === 'number';
}

/**
 * A copy of `value` with the y of every point and vector negated (`0 − y`, so 0 stays 0, never −0). The flip is
 * its own inverse: it also turns a version-2 value back into the book's frame.
 */
export function flipPlanePoints<T>(value: T): T {
  if (Array.isArray(value)) return value.map(flipPlanePoints) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (isPlanePoint(value)) return { x: value.x, y: 0 - value.y } as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, flipPlanePoints(v)])) as T;
}

export const VOIDSTRIKER_UPGRADES: readonly StateUpgrade[] = [
  {
    from: 1,
    why: "points and vectors move from the book's frame (y north) to the scene's (y south, core/plane.ts): y is negated",
    up: (state) => flipPlanePoints(state),
  },
];
