/**
 * One damage pulse through the target's defences, in the order of ruling A11 (p.24–31; ruling A19).
 * Book: "Dealing Damage" (p.26), "Shields"/"Armour"/"Ablative Plates"/"Adaptive Armour"/"Deflector" (p.43, p.59),
 * "Weapon Qualities" (p.72).
 *
 *   1 base (fixed, or die + modifier, plus adaptive level)
 *   2 energy: − (off-bands + deflector) — the deflector adds to the range modifier; Charged doubles it, Deflection
 *     Piercing subtracts from it (only if the deflector type acts on energy)
 *   3 Quantum (odd roll) ×2; Unreliable (odd roll) ½ rounded down
 *   4 shields of the arc (type must act; skipped by Phased on an odd roll): Shield Piercing part (floor) goes
 *     straight to the hull; adaptive shield level acts as armour on the rest (less Armour Piercing);
 *     Polarized: each point removes 2 shield hits; Null: 2 points remove 1 (A19); the excess overflows
 *   5 armour + ablative plates + adaptive armour of the arc (Weak doubles it, then minus Armour Piercing)
 *   6 Inert ½ rounded down; Molecular ×2
 * Every subtraction clamps at 0. The pulse is pure arithmetic: the caller applies `shieldHitsLost` and records
 * `hull` (see hit.ts).
 */
import { defenceActsOn } from './types.ts';
import type { DamageType, DefenceType } from '../ships/weapon.ts';

/** The quality codes that change a pulse (p.72). */
export interface PulseQualities {
  readonly quantum?: boolean;
  readonly unreliable?: boolean;
  readonly phased?: boolean;
  readonly polarized?: boolean;
  readonly null?: boolean;
  readonly weak?: boolean;
  readonly inert?: boolean;
  readonly molecular?: boolean;
  readonly charged?: boolean;
}

export interface PulseInput {
  /** Die + modifier, or fixed damage, plus any adaptive level. */
  readonly base: number;
  readonly type: DamageType;
  /** |band − effective band| (A6); only energy loses damage to range. */
  readonly offBands: number;
  /** Was the hitting sensor roll odd? (A forced natural 20 is even.) */
  readonly oddRoll: boolean;
  readonly qualities?: PulseQualities;
  /** Fraction 0–1 of each pulse that ignores shields (A34: ¼, ½ or ¾). */
  readonly shieldPiercing?: number;
  readonly armourPiercing?: number;
  readonly deflectionPiercing?: number;
  readonly deflector?: { readonly rating: number; readonly vs: DefenceType } | null;
  /** Shield hits left in the arc and their type; null or 0 hits: no shields. */
  readonly shields?: { readonly hits: number; readonly vs: DefenceType; readonly adaptiveLevel?: number } | null;
  /** Armour facing the arc (already summed over the facing section's armour of a matching type). */
  readonly armour?: { readonly rating: number; readonly vs: DefenceType } | null;
  readonly ablative?: number;
  readonly adaptiveArmour?: { readonly level: number; readonly vs: DefenceType } | null;
}

export interface PulseResult {
  readonly base: number;
  readonly rangePenalty: number;
  /** After range, deflector and Quantum/Unreliable. */
  readonly afterRange: number;
  readonly shieldHitsLost: number;
  /** Points stopped by armour (adaptive armour and adaptive weapons count these). */
  /** Damage that got past the shields, before armour ("hit in the hull" for ablative plates, p.43). */
  readonly toHull: number;
  readonly armourAbsorbed: number;
  readonly armourApplied: number;
  readonly hull: number;
  readonly bypassedShields: boolean;
}

const nonNeg = (n: number): number => Math.max(0, n);

export function resolvePulse(p: PulseInput): PulseResult {
  const q = p.qualities ?? {};
  const ap = p.armourPiercing ?? 0;
  let dmg = nonNeg(p.base);
  let rangePenalty = 0;
  if (p.type === 'energy') {
    const defl = p.deflector && defenceActsOn(p.deflector.vs, 'energy') ? nonNeg(p.deflector.rating * (q.charged ? 2 : 1) - (p.deflectionPiercing ?? 0)) : 0;
    rangePenalty = p.offBands + defl;
    dmg = nonNeg(dmg - rangePenalty);
  }
  if (q.quantum && p.oddRoll) dmg *= 2;
  if (q.unreliable && p.oddRoll) dmg = Math.floor(dmg / 2);
  const afterRange = dmg;

  let hull = dmg;
  let shieldHitsLost = 0;
  const sh = p.shields;
  const bypassedShields = Boolean(q.phased && p.oddRoll);
  if (sh && sh.hits > 0 && defenceActsOn(sh.vs, p.type) && !bypassedShields) {
    const bypass = Math.floor(dmg * (p.shieldPiercing ?? 0));
    const toShield = dmg - bypass;
    const raw = nonNeg(toShield - nonNeg((sh.adaptiveLevel ?? 0) - ap));
    let overflow: number;
    if (q.polarized) {
      shieldHitsLost = Math.min(sh.hits, raw * 2);
      overflow = nonNeg(raw - Math.ceil(sh.hits / 2));
    } else if (q.null) {
      shieldHitsLost = Math.min(sh.hits, Math.floor(raw / 2));
      overflow = nonNeg(raw - 2 * sh.hits);
    } else {
      shieldHitsLost = Math.min(sh.hits, raw);
      overflow = raw - shieldHitsLost;
    }
    hull = bypass + overflow;
  }

  const toHull = hull;
  let armourApplied = 0;
  let armourAbsorbed = 0;
  if (hull > 0) {
    let a = 0;
    if (p.armour && defenceActsOn(p.armour.vs, p.type)) a += p.armour.rating;
    a += p.ablative ?? 0;
    if (p.adaptiveArmour && defenceActsOn(p.adaptiveArmour.vs, p.type)) a += p.adaptiveArmour.level;
    armourApplied = nonNeg((q.weak ? 2 * a : a) - ap);
    armourAbsorbed = Math.min(hull, armourApplied);
    hull -= armourAbsorbed;
  }
  if (q.inert) hull = Math.floor(hull / 2);
  if (q.molecular) hull *= 2;
  return { base: p.base, rangePenalty, afterRange, shieldHitsLost, toHull, armourAbsorbed, armourApplied, hull, bypassedShields };
}
