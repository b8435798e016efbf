/**
 * The movement part of one combat phase: Drift, then Maneuver, then Acceleration (book §2.3 "Movement
 * (drift/maneuver/accel)", §2.34, §2.341, §2.342, §2.343; rulings A1, A2, B4).
 *
 * 1. Drift (§2.341): every ship and salvo at once moves a quarter of its drift speed along its drift direction.
 * 2. Maneuver (§2.342): each ship with a plotted step turns by its plotted turn. Turning alone cannot interact,
 *    so turns are simultaneous.
 * 3. Acceleration (§2.343): "in reverse Initiative order (i.e., the ship that lost the Initiative for the turn
 *    moves first, the winner moves last)", each moves its plotted quarter-inches straight along its new nose.
 *    The caller passes the order (see `accelerationOrder` in initiative.ts, which lets the winner pick another
 *    one, §2.32); movers not in the order go after it, in list order.
 *
 * The result lists every straight segment and turn in the order they happened, so the caller can check
 * missile contact, asteroid entries and planet crossings along each (geometry/asteroids.ts, planets.ts).
 *
 * Judgement calls:
 * - The steps are assumed validated (plot.ts). Movers without a step this phase (salvos steered elsewhere,
 *   derelicts) only drift.
 * - Heading is kept in [0, 360).
 */
import type { Point } from '../../core/scene.ts';
import { add, norm360, scale, unit } from '../../core/plane.ts';
import { driftStep } from './drift.ts';
import type { MovingShip } from './moving-ship.ts';
import type { CombatPhase, PhaseManoeuvre } from './plot.ts';

export type PhaseEvent =
  | { readonly kind: 'drift'; readonly id: string; readonly from: Point; readonly to: Point }
  | { readonly kind: 'turn'; readonly id: string; readonly from: number; readonly to: number }
  | { readonly kind: 'accelerate'; readonly id: string; readonly quarterInches: number; readonly from: Point; readonly to: Point };

export interface PhaseMovement {
  readonly phase: CombatPhase;
  readonly ships: readonly MovingShip[];
  /** Drifts (all), then turns, then accelerations in acceleration order. Zero moves and zero turns are left out. */
  readonly events: readonly PhaseEvent[];
}

/** Moves every ship and salvo through one phase's Drift, Maneuver and Acceleration steps. */
export function runPhaseMovement(
  phase: CombatPhase,
  movers: readonly MovingShip[],
  steps: Readonly<Record<string, PhaseManoeuvre>>,
  accelerationOrder: readonly string[],
): PhaseMovement {
  const events: PhaseEvent[] = [];
  const byId = new Map<string, MovingShip>();

  // 1. Drift (§2.341): everyone at once.
  for (const m of movers) {
    const to = driftStep(m.position, m.drift);
    if (m.drift.speed > 0) events.push({ kind: 'drift', id: m.id, from: m.position, to });
    byId.set(m.id, { ...m, position: to });
  }

  // 2. Maneuver (§2.342): rotate the nose only.
  for (const m of movers) {
    const step = steps[m.id];
    const cur = byId.get(m.id);
    if (step === undefined || cur === undefined || step.turn === 0) continue;
    const heading = norm360(cur.heading + step.turn);
    events.push({ kind: 'turn', id: m.id, from: cur.heading, to: heading });
    byId.set(m.id, { ...cur, heading });
  }

  // 3. Acceleration (§2.343): in the given order, then anyone left.
  const order = [...accelerationOrder.filter((id) => byId.has(id)), ...movers.map((m) => m.id).filter((id) => !accelerationOrder.includes(id))];
  for (const id of [...new Set(order)]) {
    const step = steps[id];
    const cur = byId.get(id);
    if (step === undefined || cur === undefined || step.accel === 0) continue;
    const to = add(cur.position, scale(unit(cur.heading), step.accel / 4));
    events.push({ kind: 'accelerate', id, quarterInches: step.accel, from: cur.position, to });
    byId.set(id, { ...cur, position: to });
  }

  return { phase, ships: movers.map((m) => byId.get(m.id) ?? m), events };
}
