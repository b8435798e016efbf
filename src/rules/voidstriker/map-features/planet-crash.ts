/**
 * Flying into a planet (book §3.21, which has no collision rule; ruling B11).
 *
 * The book has NO crash rule. It says only that planets run from under 1" to over 100" across and that "the
 * gravity of most worlds will be too weak to affect starship movement - the ship's gravity drives easily
 * overpower the planet's gravitational field" — so there is no gravity rule to apply, and none is implemented.
 * (Its line about not jumping "outsystem while within a star's gravity field" has no jump rules behind it in the
 * shareware edition.)
 *
 * Judgement call (ruling B11, not in the book): a ship or salvo whose movement segment goes
 * inside a planet disc is destroyed at the point of entry, unless it is a ship following the landing procedure
 * (§3.23; a landing ship does not move, so this only matters for a caller that lets one move). No dice.
 * The plot validator should warn about it before the round (`plotCrashWarning`).
 */
import type { Point } from '../../core/scene.ts';
import { firstPlanetEntry, type Planet } from '../geometry/planets.ts';

export interface PlanetCrash {
  readonly planetId: string;
  /** Segment parameter in [0, 1] and the point where the mover hit the surface. */
  readonly t: number;
  readonly at: Point;
  /** Always true under ruling B11; kept explicit so the log says what happened. */
  readonly destroyed: true;
  readonly rule: string;
}

/** The crash, if any, of one movement segment (drift or acceleration) of a ship or salvo. */
export function planetCrash(from: Point, to: Point, planets: readonly Planet[], landing = false): PlanetCrash | null {
  if (landing) return null;
  const entry = firstPlanetEntry(from, to, planets);
  if (entry === null) return null;
  return { planetId: entry.planetId, t: entry.t, at: entry.at, destroyed: true, rule: '§3.21 (not in the book; Salvo\'s house rule)' };
}

/** The first crash along a chain of segments (a round's planned path), for the plot validator's warning. */
export function plotCrashWarning(path: readonly Point[], planets: readonly Planet[]): PlanetCrash | null {
  for (let i = 0; i + 1 < path.length; i++) {
    const crash = planetCrash(path[i] as Point, path[i + 1] as Point, planets);
    if (crash !== null) return crash;
  }
  return null;
}
