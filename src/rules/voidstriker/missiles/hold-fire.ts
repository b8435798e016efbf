/**
 * The hold-fire-until-point-blank standing order (Voidstriker §2.351: "If the target ship has initiative for the
 * round, it can hold fire until the missile is at point blank range (within 1 inch) and fire before it gets close
 * enough to damage the target ship").
 *
 * Play by post cannot stop mid-move to ask, so the target names point-defence mounts in advance (ruling
 * E15). When a salvo aimed at that ship reaches point blank and the ship's player ranks above the
 * salvo's owner in initiative, those mounts that have not fired this round shoot at it at range 1 (+1, ruling E15)
 * before the missiles roll to hit. Mounts fire in the order listed and stop once the salvo is gone.
 */
import type { Dice } from '../../core/dice.ts';
import { POINT_BLANK_RANGE } from './missile-data.ts';
import { fireAtSalvo } from './fire-at-missiles.ts';
import type { AntiMissileResult, AntiMissileWeapon, ModifierTerm } from './fire-at-missiles.ts';

/** The standing order: which mounts of `shipId` wait for incoming salvos. */
export interface HoldFireOrder {
  readonly shipId: string;
  readonly mounts: readonly string[];
}

export interface PointBlankSituation {
  readonly order: HoldFireOrder;
  /** The salvo's target. */
  readonly salvoTarget: string;
  /** Initiative ranks, 1 = the winner (§2.32). */
  readonly targetRank: number;
  readonly ownerRank: number;
  /** Centre distance salvo–ship when checked, inches. */
  readonly distance: number;
  /** Mounts of the ship already used this round (§2.35: once per round). */
  readonly firedThisRound: readonly string[];
}

export type HoldFireDecision =
  | { readonly fires: true; readonly mounts: readonly string[] }
  | { readonly fires: false; readonly reason: 'not-the-target' | 'no-initiative' | 'not-point-blank' | 'no-mount-left' };

/** Whether the standing order triggers, and with which mounts (§2.351). */
export function holdFireDecision(s: PointBlankSituation): HoldFireDecision {
  if (s.salvoTarget !== s.order.shipId) return { fires: false, reason: 'not-the-target' };
  if (!(s.targetRank < s.ownerRank)) return { fires: false, reason: 'no-initiative' };
  if (!(s.distance <= POINT_BLANK_RANGE)) return { fires: false, reason: 'not-point-blank' };
  const mounts = s.order.mounts.filter((m) => !s.firedThisRound.includes(m));
  return mounts.length > 0 ? { fires: true, mounts } : { fires: false, reason: 'no-mount-left' };
}

/** One point-defence mount, with the ordinary modifiers other than range (sensors, evasive, captain, …). */
export interface PointDefenceMount {
  readonly mountId: string;
  readonly weapon: AntiMissileWeapon;
  readonly modifiers: readonly ModifierTerm[];
}

export interface PointBlankFire {
  readonly shots: readonly AntiMissileResult[];
  readonly missilesDestroyed: number;
  readonly missilesLeft: number;
}

/** The range-1 modifier of the range table (§2.35), used for point-blank fire (ruling E15). */
export const POINT_BLANK_RANGE_MODIFIER: ModifierTerm = { source: 'point blank (range 1)', value: 1 };

/** Fires the point-defence mounts in order at the salvo (`missiles` of them) until none are left. */
export function resolvePointBlankFire(shipId: string, salvoId: string, missiles: number, mounts: readonly PointDefenceMount[], dice: Dice): PointBlankFire {
  const shots: AntiMissileResult[] = [];
  let left = Math.max(0, missiles);
  for (const mount of mounts) {
    if (left <= 0) break;
    const shot = fireAtSalvo(
      { firerId: shipId, mountId: mount.mountId, salvoId, weapon: mount.weapon, range: POINT_BLANK_RANGE, modifiers: [POINT_BLANK_RANGE_MODIFIER, ...mount.modifiers], missiles: left },
      dice,
    );
    shots.push(shot);
    left = shot.missilesLeft;
  }
  return { shots, missilesDestroyed: Math.max(0, missiles) - left, missilesLeft: left };
}
