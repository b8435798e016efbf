/**
 * Firing arcs from the 1" hexagonal base (book §2.1 "1" hexagonal bases (perfect for … figuring firing arcs)",
 * §2.35 "Fixed weapons may only fire at targets in the ship's 60-degree forward arc of fire. Forward-turreted
 * weapons may fire at any target except those in the ship's Aft arc of fire; rear-turreted weapons may not fire
 * into the forward arc", §2.36 Aft damage table; rulings B7, B9).
 *
 * The hex base has a flat side facing the nose, so its six sides cut the plane into six 60° sectors around the
 * heading: forward |rel| ≤ 30°, aft |rel| ≥ 150°, and the four side sectors between (grouped as `side`: no rule
 * tells them apart).
 *
 * Judgement calls:
 * - A target exactly on a boundary (30° or 150°) is forward or aft (ruling B7); "exactly" allows
 *   1e-9° of floating-point error, so a target computed to lie at 30.000000000000004° is still forward.
 * - A target at the same point (closer than 1e-9") has no bearing and counts as inside every arc (ruling
 *   B9): every mount may bear on it, and `attackerInAftArc` says yes for it.
 */
import type { Point } from '../../core/scene.ts';
import { bearingOf, EPSILON, norm180, sub } from '../../core/plane.ts';

/** The three arcs the rules use. */
export type HexArc = 'forward' | 'side' | 'aft';

/** How a mount is fitted (§2.35): fixed (the default), forward turret "(F)", rear turret "(A)". */
export type MountFitting = 'fixed' | 'forwardTurret' | 'rearTurret';

/** Where a counter is and which way its nose points (compass degrees). */
export interface Facing {
  readonly position: Point;
  readonly heading: number;
}

/** Bearing of `target` relative to the nose of `from`, in (−180, 180], positive to starboard; `null` if coincident. */
export function relativeBearing(from: Facing, target: Point): number | null {
  const b = bearingOf(sub(target, from.position));
  return b === null ? null : norm180(b - from.heading);
}

/** The arcs of `from` that contain `target`: one arc, or all three for a coincident target (ruling B9). */
export function arcsContaining(from: Facing, target: Point): readonly HexArc[] {
  const rel = relativeBearing(from, target);
  if (rel === null) return ['forward', 'side', 'aft'];
  const a = Math.abs(rel);
  if (a <= 30 + EPSILON) return ['forward'];
  if (a >= 150 - EPSILON) return ['aft'];
  return ['side'];
}

/** Whether a mount with this fitting may fire at `target` (§2.35). */
export function mountBears(fitting: MountFitting, from: Facing, target: Point): boolean {
  const arcs = arcsContaining(from, target);
  switch (fitting) {
    case 'fixed':
      return arcs.includes('forward');
    case 'forwardTurret':
      return arcs.length > 1 || !arcs.includes('aft');
    case 'rearTurret':
      return arcs.length > 1 || !arcs.includes('forward');
  }
}

/** Whether an attacker at `attacker` is in the target's aft arc, so its hits use the Aft table (§2.36). */
export function attackerInAftArc(target: Facing, attacker: Point): boolean {
  return arcsContaining(target, attacker).includes('aft');
}
