/**
 * What combat needs to know about one weapon profile (p.10 "Weapon characteristics"; C.5 traits).
 *
 * This is a narrow, structural view: the ship schema's `WeaponProfile` (ships/schema.ts) fits it as it is, so
 * callers pass the class data straight in, and combat does not depend on the rest of the ship schema.
 * Judgement call: seekers (`range: null`, C.4) never reach these functions; they launch flights instead.
 */
import type { WeaponTrait } from '../ships/weapon-traits.ts';

export type { WeaponTrait };

export interface CombatWeapon {
  /** S-M-L range bands in hexes; null for seekers, which have a movement allowance instead (C.4). */
  readonly range: readonly [number, number, number] | null;
  /** To-hit dice per weapon; Volatile weapons store 1 and roll 1d6 for it when fired (C.5). */
  readonly rof: number;
  /** Lowest modified to-hit result that hits (2..6). */
  readonly acc: number;
  /** Impact dice per hit; null ("*") for Scatter and Telescopic, which take it from the range band. */
  readonly imp: number | null;
  /** Damage dice per point of impact. */
  readonly dmg: number;
  readonly traits: readonly WeaponTrait[];
}

export const hasTrait = (weapon: Pick<CombatWeapon, 'traits'>, trait: WeaponTrait): boolean => weapon.traits.includes(trait);
