/**
 * Missiles and planets (book §3.21: "If a ship manages to get a planet between itself and incoming missiles, the
 * missiles will lose contact with the ship and track the planet instead"; §3.22: "Missiles generally won't lose
 * the target if it passes through or behind an asteroid counter").
 *
 * Judgement calls (ruling H9):
 * - Checked on the salvo-to-target centre line at the start of the salvo's own move each phase (and may be
 *   checked at any other moment the caller likes); a planet crossing that line means the salvo is lost: it
 *   "tracks the planet instead" and is removed without an attack roll and without fratricide (it is not
 *   destroyed by fire, §2.351).
 * - Once lost the salvo does not pick the target up again, even if the line clears (the book says the missiles
 *   "lose contact", and missiles have no sensors of their own to reacquire with).
 * - Asteroids never break a salvo's track (§3.22); they only threaten it with collision (asteroid-collision.ts).
 */
import type { Point } from '../../core/scene.ts';
import { lineOfSight, type Planet } from '../geometry/planets.ts';

export type SalvoTrack =
  | { readonly lost: false }
  /** The salvo now tracks this planet and is removed (§3.21). */
  | { readonly lost: true; readonly trackingPlanet: string };

/** Whether a salvo loses its target behind a planet (§3.21). With several planets in the way, the first listed. */
export function salvoTrack(salvoAt: Point, targetAt: Point, planets: readonly Planet[]): SalvoTrack {
  const los = lineOfSight(salvoAt, targetAt, planets);
  if (los.clear) return { lost: false };
  const [first] = los.blockedBy;
  if (first === undefined) return { lost: false };
  return { lost: true, trackingPlanet: first };
}
