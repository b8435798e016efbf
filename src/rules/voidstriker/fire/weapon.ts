/**
 * Direct-fire weapons and mounts (Voidstriker §2.2, §2.35, §2.36, reference Weapon Damage Tables): lasers Mk-I to
 * Mk-V, mass drivers Mk-IV and Mk-V, and blasters (named in §2.35/§2.36 but given no damage stats in the
 * shareware book, so the caller supplies theirs). Missiles are not direct fire and live elsewhere.
 *
 * - Base to-hit on 1d10: lasers 4+, mass drivers and blasters 5+ (§2.35).
 * - Laser damage 1d6 + {2,3,5,7,10} by Mk (reference sheet). A mass driver rolls one d10 per damage point it has
 *   left (§2.36, §2.362 Mass Driver: Mk-IV 4 DP = 4d10, Mk-V 5 DP = 5d10).
 * - A mount holds 1–4 identical weapons (single, Dual, Triple, Quad) (§2.36).
 * - Mountings: fixed (the default, 60° forward arc), forward turret, aft turret (§2.35).
 */

export type LaserMark = 1 | 2 | 3 | 4 | 5;
export type MassDriverMark = 4 | 5;

/** "NdS+B": dice count, die sides, and the number added. */
export interface DamageDice {
  readonly dice: number;
  readonly sides: number;
  readonly bonus: number;
}

export type DirectFireWeapon =
  | { readonly kind: 'laser'; readonly mark: LaserMark }
  /** `dp` is the mass driver's current damage points = its damage dice (§2.362). */
  | { readonly kind: 'massDriver'; readonly mark: MassDriverMark; readonly dp: number }
  /** No blaster stats in the shareware book: the scenario or house rules give the damage. */
  | { readonly kind: 'blaster'; readonly damage: DamageDice };

export type Mounting = 'fixed' | 'turretForward' | 'turretAft';

export interface FireMount {
  readonly weapon: DirectFireWeapon;
  /** Identical weapons in the mount: 1 single, 2 Dual, 3 Triple, 4 Quad. */
  readonly count: number;
  readonly mounting: Mounting;
}

/** Reference sheet: Laser Damage. */
const LASER_BONUS: Readonly<Record<LaserMark, number>> = { 1: 2, 2: 3, 3: 5, 4: 7, 5: 10 };

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V'] as const;

/** The base number a d10 plus modifiers must reach (§2.35). */
export function baseToHit(weapon: DirectFireWeapon): number {
  switch (weapon.kind) {
    case 'laser':
      return 4;
    case 'massDriver':
    case 'blaster':
      return 5;
  }
}

/** The damage one weapon of this kind does on a hit, before range fall-off. */
export function weaponDamageDice(weapon: DirectFireWeapon): DamageDice {
  switch (weapon.kind) {
    case 'laser':
      return { dice: 1, sides: 6, bonus: LASER_BONUS[weapon.mark] };
    case 'massDriver':
      return { dice: weapon.dp, sides: 10, bonus: 0 };
    case 'blaster':
      return weapon.damage;
  }
}

/** Damage lost to range (§2.36): lasers −1 per 3", blasters −1 per 2", mass drivers none. `range` in whole inches. */
export function rangeDamageLoss(weapon: DirectFireWeapon, range: number): number {
  switch (weapon.kind) {
    case 'laser':
      return Math.floor(range / 3);
    case 'blaster':
      return Math.floor(range / 2);
    case 'massDriver':
      return 0;
  }
}

/** A short name for labels: "Mk-III Laser", "Mk-V Mass Driver", "Blaster". */
export function weaponName(weapon: DirectFireWeapon): string {
  switch (weapon.kind) {
    case 'laser':
      return `Mk-${ROMAN[weapon.mark]} Laser`;
    case 'massDriver':
      return `Mk-${ROMAN[weapon.mark]} Mass Driver`;
    case 'blaster':
      return 'Blaster';
  }
}
