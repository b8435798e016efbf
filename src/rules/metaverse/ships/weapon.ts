/**
 * Weapon modes, munitions and their stat line (Metaverse p.67 "Weapons", p.72 "Weapon Qualities";
 * p.67–72 design limits).
 *
 * Judgement calls: a rolled pulse count (`D6x(5)` in the appendix) is `pulse: { die: 6 }` (ruling A33);
 * Shield Piercing is one of ¼, ½, ¾ (the extraction prints "½, ½, ½", ruling A34); `accuracy` is the amount
 * ADDED to the target's TR, so negative = more accurate (ruling A22); `dp` 0 means no Deflection Piercing.
 */
import { z } from 'zod';
import { sectorSchema } from './directions.ts';

/** Weapon quality codes (p.72). "SP" here is Spinal; Shield Piercing is the separate `sp` field. */
export const QUALITY_CODES = {
  AD: 'Adaptive',
  AM: 'Antimatter',
  CH: 'Charged',
  DM: 'Dimensional',
  DS: 'Disruptive',
  ER: 'Erratic',
  GR: 'Gravitational',
  IN: 'Inert',
  IO: 'Ionized',
  ML: 'Molecular',
  NU: 'Null',
  PH: 'Phased',
  PO: 'Polarized',
  QM: 'Quantum',
  RT: 'Reactive',
  SP: 'Spinal',
  TM: 'Temporal',
  UR: 'Unreliable',
  UN: 'Unstable',
  VO: 'Volatile',
  WK: 'Weak',
} as const;
export type QualityCode = keyof typeof QUALITY_CODES;
export const qualityCodeSchema = z.enum(Object.keys(QUALITY_CODES) as [QualityCode, ...QualityCode[]]);

export const DAMAGE_DICE = [4, 6, 8, 10, 12] as const;
const dieSchema = z.union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)]);

/** Rate of fire (p.67): OOO unlimited; limited skips a turn (mode or whole weapon); O one shot. */
export const RATES_OF_FIRE = ['unlimited', 'limited_mode', 'limited_weapon', 'one_shot', 'one_shot_cooldown', 'one_shot_offline'] as const;
export type RateOfFire = (typeof RATES_OF_FIRE)[number];

export const damageTypeSchema = z.enum(['energy', 'kinetic', 'indirect']);
export type DamageType = z.infer<typeof damageTypeSchema>;
/** Defence types: which damage a piece of armour, shield or deflector stops (p.43). */
export const defenceTypeSchema = z.enum(['energy', 'kinetic', 'energy-kinetic']);
export type DefenceType = z.infer<typeof defenceTypeSchema>;
/** How a hit's damage is recorded: raking or penetrating (p.29). */
export const damageEffectSchema = z.enum(['raking', 'penetrating']);
export type DamageEffect = z.infer<typeof damageEffectSchema>;

/** Pulses: a fixed count, or a rolled count such as D6 (appendix `D6x(5)`, ruling A33). */
export const pulseSchema = z.union([z.strictObject({ count: z.number().int().min(1) }), z.strictObject({ die: dieSchema })]);
export type Pulse = z.infer<typeof pulseSchema>;

/** Damage per pulse: fixed, or one die plus a modifier that applies to each die (p.67). */
export const damageSchema = z.union([
  z.strictObject({ fixed: z.number().int().min(0) }),
  z.strictObject({ die: dieSchema, mod: z.number().int() }),
]);
export type Damage = z.infer<typeof damageSchema>;

/** Range: band 5–50 cm, 1–255 bands, effective band (default 1). Max range = band × bands (p.69). */
export const rangeSchema = z
  .strictObject({
    band: z.number().int().min(5).max(50),
    bands: z.number().int().min(1).max(255),
    effectiveBand: z.number().int().min(1).default(1),
  })
  .refine((r) => r.effectiveBand <= r.bands, { message: 'The effective band must be one of the weapon’s bands.', path: ['effectiveBand'] });
export type Range = z.infer<typeof rangeSchema>;

export const PD_TARGETS = ['starfighters', 'energy', 'kinetic', 'indirect'] as const;
/** Point-defence value and the 1–4 kinds of thing it can intercept (p.67). Value 0 = no PD. */
export const pdSchema = z
  .strictObject({ value: z.number().int().min(0), targets: z.array(z.enum(PD_TARGETS)).max(4) })
  .refine((pd) => pd.value === 0 || pd.targets.length > 0, { message: 'A PD value needs at least one PD target type.', path: ['targets'] })
  .refine((pd) => new Set(pd.targets).size === pd.targets.length, { message: 'List each PD target type once.', path: ['targets'] });

/** Interception: vulnerable with an intercept value (default max damage of one pulse), or immune. */
export const interceptSchema = z.union([
  z.strictObject({ vulnerable: z.literal(true), value: z.number().int().min(0) }),
  z.strictObject({ vulnerable: z.literal(false), value: z.null() }),
]);

/** Shield Piercing fraction, "0" for none (ruling A34). */
export const shieldPiercingSchema = z.enum(['0', '1/4', '1/2', '3/4']);

/** The stat line shared by weapon modes, munitions and (minus range and RoF) starfighter weapons. */
const statLine = {
  pulse: pulseSchema,
  damage: damageSchema,
  damageType: damageTypeSchema,
  effect: damageEffectSchema,
  pd: pdSchema,
  intercept: interceptSchema,
  /** Deflection Piercing 1–9; 0 = none. */
  dp: z.number().int().min(0).max(9),
  sp: shieldPiercingSchema,
  /** Armour Piercing level. */
  ap: z.number().int().min(0),
  qualities: z.array(qualityCodeSchema).refine((q) => new Set(q).size === q.length, { message: 'List each quality once.' }),
};

export const munitionStatSchema = z.strictObject({
  ...statLine,
  range: rangeSchema,
  /** Area-of-effect die, or null (p.70). */
  aoe: dieSchema.nullable(),
  /** Added to the target's TR (negative = more accurate, ruling A22). */
  accuracy: z.number().int(),
});

export const weaponModeSchema = munitionStatSchema.extend({
  name: z.string().min(1),
  rof: z.enum(RATES_OF_FIRE),
});
export type DesignWeaponMode = z.infer<typeof weaponModeSchema>;

export const weaponSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Section id the weapon is mounted in. */
  section: z.string().min(1),
  sectors: z.array(sectorSchema).min(1),
  /** Convenience (Salvo's): expands into `copies` identical weapons with ids `<id>-1` … `<id>-n`. */
  copies: z.number().int().min(1).optional(),
  modes: z.array(weaponModeSchema).min(1),
});
export type Weapon = z.infer<typeof weaponSchema>;

export const munitionSchema = munitionStatSchema.extend({ id: z.string().min(1), name: z.string().min(1) });
export type Munition = z.infer<typeof munitionSchema>;

/** A starfighter weapon: the stat line with range long or short; it never rolls to hit (p.81). */
export const starfighterWeaponSchema = z.strictObject({
  ...statLine,
  id: z.string().min(1),
  name: z.string().min(1),
  range: z.enum(['long', 'short']),
});
export type StarfighterWeapon = z.infer<typeof starfighterWeaponSchema>;

/** Maximum range in cm: band × bands (p.69). */
export const maxRange = (range: Range): number => range.band * range.bands;

/** Largest damage one pulse can do (the default intercept value, p.67). */
export const maxDamageOf = (damage: Damage): number => ('fixed' in damage ? damage.fixed : damage.die + damage.mod);
