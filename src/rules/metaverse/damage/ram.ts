/**
 * RAM damage (book "Ram", p.13; ruling A16). Authorisation and contact are movement's.
 *
 * Closing speed by the target arc struck: rear = v_ram − v_tgt, side = v_ram, front = v_ram + v_tgt. Each ship
 * subtracts its own armour from the closing speed; the target takes MF_ram × that, the rammer MF_tgt × that.
 * The damage waits until every shot from the target's squadron at the rammer is resolved; a rammer destroyed by
 * then deals and takes nothing (the p.13 Ram example).
 *
 * Judgement calls (A16): negative closing speeds count as 0; the damage is one raking pulse, armour already
 * subtracted, shields and deflectors ignored; on a hexagon ship the bow arc is front, the stern arc rear and the
 * four others sides.
 */
import { recordOnArc, type Recorded } from './record.ts';
import type { ShipDamageState } from './state.ts';
import type { Arc } from '../ships/directions.ts';

export type RamAspect = 'front' | 'side' | 'rear';

export const ramAspect = (targetArc: Arc): RamAspect => (targetArc === 'bow' ? 'front' : targetArc === 'stern' ? 'rear' : 'side');

export function closingSpeed(aspect: RamAspect, rammerSpeed: number, targetSpeed: number): number {
  switch (aspect) {
    case 'rear':
      return Math.max(0, rammerSpeed - targetSpeed);
    case 'side':
      return Math.max(0, rammerSpeed);
    case 'front':
      return Math.max(0, rammerSpeed + targetSpeed);
  }
}

export interface RamInput {
  readonly aspect: RamAspect;
  readonly rammerSpeed: number;
  readonly targetSpeed: number;
  readonly rammerMassFactor: number;
  readonly targetMassFactor: number;
  /** Armour of the target's struck arc and of the rammer's arc facing the target. */
  readonly targetArmour: number;
  readonly rammerArmour: number;
  /** Destroyed by the target squadron's fire before RAM damage is applied. */
  readonly rammerDestroyed: boolean;
}

export interface RamDamage {
  readonly closingSpeed: number;
  readonly toTarget: number;
  readonly toRammer: number;
}

export function ramDamage(r: RamInput): RamDamage {
  const cs = closingSpeed(r.aspect, r.rammerSpeed, r.targetSpeed);
  if (r.rammerDestroyed) return { closingSpeed: cs, toTarget: 0, toRammer: 0 };
  return {
    closingSpeed: cs,
    toTarget: r.rammerMassFactor * Math.max(0, cs - r.targetArmour),
    toRammer: r.targetMassFactor * Math.max(0, cs - r.rammerArmour),
  };
}

/** Records RAM damage on a ship: one raking pulse in the arc struck, defences already applied. */
export const applyRamDamage = (state: ShipDamageState, arc: Arc, amount: number): Recorded => recordOnArc(state, { arc, amount, effect: 'raking' });
