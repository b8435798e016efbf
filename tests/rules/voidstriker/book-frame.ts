/**
 * Voidstriker's tests are written in the book's frame (§2.31: x east, y NORTH, unit(θ) = (sin θ, cos θ)), as
 * the book's examples are. The rules hold the scene's frame (core/plane.ts: y south, y = −book y).
 * These helpers convert at a test's edge, so its numbers and assertions keep the book's meaning:
 * - `fromBook(value)`: a point, a ship, a salvo, a whole state written with book coordinates, in the rules' frame;
 *   `toBook(value)`: a rules value read back in the book's frame (the same exact flip: y ↦ 0 − y).
 * - `bookPoint(x, y)`: a book point, in the rules' frame (imported as `point` by tests that build states with it).
 * - `bookUnit`, `bookBearingOf`, `bookCross`: the book's compass vectors, for the tests of the vector arithmetic.
 */
import { bearingOf, cross, unit, type Point } from '../../../src/rules/core/plane.ts';
import { flipPlanePoints } from '../../../src/rules/voidstriker/upgrades.ts';

export const fromBook: <T>(value: T) => T = flipPlanePoints;
export const toBook: <T>(value: T) => T = flipPlanePoints;

export const bookPoint = (x: number, y: number): Point => fromBook({ x, y });

export const bookUnit = (headingDeg: number): Point => toBook(unit(headingDeg));
export const bookBearingOf = (v: Point): number | null => bearingOf(fromBook(v));
export const bookCross = (a: Point, b: Point): number => -cross(fromBook(a), fromBook(b));

/**
 * A rules function as a test written in the book's frame calls it: every argument goes through `fromBook`, the
 * result through `toBook` (plain data only: ships, salvos, states, results).
 */
export function inBookFrame<A extends unknown[], R>(rule: (...args: A) => R): (...args: A) => R {
  return (...args) => toBook(rule(...(args.map((a) => fromBook(a)) as A)));
}
