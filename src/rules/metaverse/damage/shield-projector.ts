/**
 * Shield projector, damage part (book "Shield Projector", p.60). Fire that crosses the bubble towards
 * another ship hits the projector ship's shields in the facing arc; while those shields last the fire needs no
 * sensor roll; once they are depleted the rest continues to the original target (which then needs normal rolls).
 * Fire from inside the bubble ignores it (at the projector ship itself it goes straight to the hull: pass
 * `ignoreShields` to resolveWeaponHit). With several bubbles the closest is hit first: call this per bubble, in
 * order of distance, passing on the overflow. Whether fire crosses a bubble is geometry (the caller's).
 *
 * Judgement call: shields that do not act on the damage type do not stop the fire, so it goes on untouched.
 */
import { cloneState, type ShipDamageState } from './state.ts';
import { defenceActsOn } from './types.ts';
import type { Arc } from '../ships/directions.ts';
import type { DamageType } from '../ships/weapon.ts';

export function projectorShieldHits(projector: ShipDamageState, arc: Arc, type: DamageType): number {
  return projector.shields.filter((s) => s.arc === arc && defenceActsOn(s.vs, type)).reduce((n, s) => n + s.hits, 0);
}

/** Fire into the bubble needs no sensor roll while the projector's shields in the arc last (p.60). */
export const projectorAutoHit = (projector: ShipDamageState, arc: Arc, type: DamageType): boolean => projectorShieldHits(projector, arc, type) > 0;

export interface ProjectorResult {
  readonly state: ShipDamageState;
  /** Shield hits taken from each pulse, in order. */
  readonly absorbed: readonly number[];
  /** What each pulse carries on to the original target. */
  readonly overflow: readonly number[];
  readonly depleted: boolean;
}

/** Pulses (damage after range, in application order) crossing the bubble in `arc`. */
export function absorbByProjector(projector: ShipDamageState, arc: Arc, type: DamageType, pulses: readonly number[]): ProjectorResult {
  const st = cloneState(projector);
  const ring = (id: string): number => st.sections.find((s) => s.id === id)?.ring ?? 0;
  const pool = st.shields.filter((s) => s.arc === arc && defenceActsOn(s.vs, type)).sort((a, b) => ring(b.section) - ring(a.section));
  const absorbed: number[] = [];
  const overflow: number[] = [];
  for (const dmg of pulses) {
    let left = Math.max(0, dmg);
    let took = 0;
    for (const sh of pool) {
      const k = Math.min(left, sh.hits);
      sh.hits -= k;
      left -= k;
      took += k;
    }
    absorbed.push(took);
    overflow.push(left);
  }
  return { state: st, absorbed, overflow, depleted: pool.every((s) => s.hits === 0) };
}
