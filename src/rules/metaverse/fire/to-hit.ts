/**
 * The sensor roll (Metaverse p.24–25 "Starship Weapons Fire", Table 1; p.53–57 EW systems; p.60 "Deflector";
 * p.72–76 qualities CH, TM, VO, ER; rulings A22, A23, A31).
 *
 * EW works at the TOP of the die: effective sensor = sensor rating − EW (+1 Stay on Target); indirect weapons also
 * lose the range modifier there. Movement and size work at the BOTTOM: the target's TR (drift, momentum 0, RAM order,
 * lost drives, EJ, targeting array, accuracy; kinetic weapons add the range modifier). A D20 hits when
 * TR < roll ≤ effective sensor; if TR ≥ effective sensor only a 20 hits; with a sensor of 20+ and TR ≤ 0 the hit is
 * automatic (p.25). Energy weapons take their range modifier on damage instead (returned as `damagePenalty`).
 *
 * Judgement calls:
 * - EW is clamped at 0 after ELINT and Scout (A23); the planetary nebula adds max(0, ceil(d/10) − 1) EW (A31).
 * - Deflector (type-matched by the caller) adds to the range modifier: ×2 for Charged, then minus DP, not below 0.
 * - An automatic hit still rolls the D20 when parity matters (surgical fire, or a DM/ER/PH/QM/UR weapon); otherwise
 *   no die is rolled. Volatile only triggers on a rolled natural 1.
 * - Temporal: a failed roll is rerolled once, automatically (a reroll can only help). A Volatile mishap (natural 1)
 *   ends the shot: the weapon is disabled, so there is no reroll.
 * - Erratic: a hit scored only by a forced natural 20 counts as even (p.73).
 */
import type { Dice } from '../../core/dice.ts';
import type { QualityCode } from './weapon.ts';
import type { DamageType } from '../ships/weapon.ts';

export interface RollModifier {
  /** As a player reads it: "EW array 3", "kinetic range 4 bands". */
  readonly source: string;
  readonly value: number;
  /** Book page or ruling. */
  readonly rule: string;
}

export interface SensorTarget {
  /** Default (lower) and modified (higher) Target Rating (p.25). */
  readonly trDefault: number;
  readonly trModified: number;
  /** STL drives disabled, lost or unpowered (A41). */
  readonly lostDrives: number;
  readonly drifting: boolean;
  readonly momentumZero: boolean;
  readonly ramOrder: boolean;
  /** Active EW arrays' ratings: only the best counts (p.53). */
  readonly ewArrays: readonly number[];
  /** Friendly ECM arrays whose radius covers the target (+1 each, p.54). */
  readonly ecmCovering: number;
  /** EJ arrays of either side covering the target (+1 TR each, p.54, A53). */
  readonly ejCovering: number;
  /** Ratings of the countermeasure pods it used this turn (p.55). */
  readonly pods: readonly number[];
  /** Active stealth generator (p.56): EW 4 × rating, 1 × rating when compromised. */
  readonly stealth?: { readonly rating: number; readonly compromised: boolean };
}

export interface SensorFirer {
  /** The firer's (or its ansible's) ELINT rating on this target, 0 if none. */
  readonly elint: number;
  /** The firer's targeting-array rating on this target, 0 if none. */
  readonly targetingArray: number;
  /** A friendly strike mission with a Scout is on the target's squadron (−1 EW). */
  readonly scoutStrike: boolean;
  /** Stay on Target tactic applies (+1 sensor, Tactics: Stay on Target). */
  readonly stayOnTarget: boolean;
}

export interface SensorRollInput {
  /** Die label, e.g. "sensor Thunderchild→Vengeance w-1". */
  readonly label: string;
  /** The sensor system's rating (array, local array or fire-control part). */
  readonly sensorRating: number;
  readonly damageType: DamageType;
  /** Bands away from the effective band (range.ts offBands; apparent range in a nebula). */
  readonly offBands: number;
  /** The target's deflector rating against this damage type in the hit arc (0 if none or not matching). */
  readonly deflector: number;
  readonly dp: number;
  readonly accuracy: number;
  readonly qualities: readonly QualityCode[];
  readonly target: SensorTarget;
  readonly firer: SensorFirer;
  /** Distance in cm when fighting inside a planetary nebula (A31). */
  readonly planetaryNebulaCm?: number;
  /** Roll even on an automatic hit, for parity (surgical fire, p.25). */
  readonly needParity?: boolean;
}

export type HitWindow =
  | { readonly kind: 'automatic' }
  | { readonly kind: 'natural-20' }
  | { readonly kind: 'band'; readonly above: number; readonly upTo: number };

export interface SensorDie {
  readonly roll: number;
  readonly hit: boolean;
}

export interface SensorRollResult {
  readonly sensorRating: number;
  readonly ew: number;
  readonly effectiveSensor: number;
  readonly tr: number;
  /** Top of the die (sensor) and bottom (TR) modifiers, in Table 1 order. */
  readonly sensorModifiers: readonly RollModifier[];
  readonly trModifiers: readonly RollModifier[];
  readonly window: HitWindow;
  /** Every D20 rolled (a second one only for a Temporal reroll). */
  readonly dice: readonly SensorDie[];
  readonly hit: boolean;
  /** The roll that counts (last die), or null for an automatic hit without a die. */
  readonly roll: number | null;
  /** Parity for DM/PH/QM/UR/ER and surgical fire; forced-20 hits count as even (Erratic, p.73). */
  readonly odd: boolean;
  /** Volatile weapon rolled a natural 1: it damages its own section and is disabled (p.76). */
  readonly volatileMishap: boolean;
  /** Energy damage lost per pulse: off-bands + deflector (p.26). */
  readonly damagePenalty: number;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Deflector contribution to the range modifier: ×2 if Charged, minus DP, never below 0 (p.60, p.72). */
export function deflectorModifier(deflector: number, dp: number, charged: boolean): number {
  return Math.max(0, deflector * (charged ? 2 : 1) - dp);
}

/** The target's EW against this firer, with its terms (p.53–57, Table 1; clamp A23). */
export function electronicWarfare(input: SensorRollInput): { ew: number; terms: RollModifier[] } {
  const t = input.target;
  const terms: RollModifier[] = [];
  if (t.stealth && t.stealth.rating > 0) {
    // p.56: the target has "an effective EW strength of four, multiplied by the rating" instead of its own EW,
    // ECM and pods (a ship under stealth may not have them active; control/ew-effects.ts effectiveEw agrees).
    const s = t.stealth.rating * (t.stealth.compromised ? 1 : 4);
    terms.push({ source: `stealth ${t.stealth.compromised ? '(compromised) ' : ''}${s}`, value: s, rule: 'p.56 stealth generator' });
  } else {
    const best = Math.max(0, ...t.ewArrays);
    if (best > 0) terms.push({ source: `EW array ${best}`, value: best, rule: 'p.53 EW array' });
    if (t.ecmCovering > 0) terms.push({ source: `ECM ×${t.ecmCovering}`, value: t.ecmCovering, rule: 'p.54 ECM' });
    const pods = sum(t.pods);
    if (pods > 0) terms.push({ source: `countermeasure pods ${pods}`, value: pods, rule: 'p.55 countermeasure pod' });
  }
  if (input.planetaryNebulaCm !== undefined) {
    const neb = Math.max(0, Math.ceil(input.planetaryNebulaCm / 10) - 1);
    if (neb > 0) terms.push({ source: `planetary nebula ${neb}`, value: neb, rule: 'Terrain: Planetary Nebula (A31)' });
  }
  if (input.firer.elint > 0) terms.push({ source: `ELINT ${input.firer.elint}`, value: -input.firer.elint, rule: 'p.54 ELINT' });
  if (input.firer.scoutStrike) terms.push({ source: 'Scout strike mission', value: -1, rule: 'Starfighter qualities: Scout' });
  return { ew: Math.max(0, sum(terms.map((m) => m.value))), terms };
}

/** Effective sensor and TR for the shot, with every modifier (p.25 Table 1). */
export function sensorWindow(input: SensorRollInput): Pick<SensorRollResult, 'sensorRating' | 'ew' | 'effectiveSensor' | 'tr' | 'sensorModifiers' | 'trModifiers' | 'window' | 'damagePenalty'> {
  const { ew, terms } = electronicWarfare(input);
  const rangeMod = input.offBands + deflectorModifier(input.deflector, input.dp, input.qualities.includes('CH'));
  const sensorModifiers: RollModifier[] = [];
  if (ew > 0) sensorModifiers.push({ source: `target EW ${ew} (${terms.map((m) => m.source).join(', ')})`, value: -ew, rule: 'p.25, p.53' });
  if (input.firer.stayOnTarget) sensorModifiers.push({ source: 'Stay on Target', value: 1, rule: 'Tactics: Stay on Target' });
  if (input.damageType === 'indirect' && rangeMod > 0)
    sensorModifiers.push({ source: `indirect range ${rangeMod}`, value: -rangeMod, rule: 'p.25, p.60 deflector' });
  const effectiveSensor = input.sensorRating + sum(sensorModifiers.map((m) => m.value));

  const t = input.target;
  const trBase = Math.max(t.trDefault, t.trModified - t.lostDrives);
  const trModifiers: RollModifier[] = [];
  if (trBase !== t.trModified) trModifiers.push({ source: `lost STL drives ${t.lostDrives}`, value: trBase - t.trModified, rule: 'p.25' });
  if (t.drifting) trModifiers.push({ source: 'drift (blank plot)', value: -1, rule: 'p.25 Table 1' });
  if (t.momentumZero) trModifiers.push({ source: 'momentum 0', value: -1, rule: 'p.25 Table 1' });
  if (t.ramOrder) trModifiers.push({ source: 'RAM order', value: -2, rule: 'p.25 Table 1' });
  if (t.ejCovering > 0) trModifiers.push({ source: `EJ ×${t.ejCovering}`, value: t.ejCovering, rule: 'p.54 EJ' });
  if (input.firer.targetingArray > 0) trModifiers.push({ source: `targeting array ${input.firer.targetingArray}`, value: -input.firer.targetingArray, rule: 'p.54 targeting array' });
  if (input.damageType === 'kinetic' && rangeMod > 0) trModifiers.push({ source: `kinetic range ${rangeMod}`, value: rangeMod, rule: 'p.25 Table 1, p.60 deflector' });
  if (input.accuracy !== 0) trModifiers.push({ source: `accuracy ${input.accuracy > 0 ? '+' : ''}${input.accuracy}`, value: input.accuracy, rule: 'p.71 accuracy (A22)' });
  const tr = t.trModified + sum(trModifiers.map((m) => m.value));

  const window: HitWindow =
    effectiveSensor >= 20 && tr <= 0 ? { kind: 'automatic' } : tr >= effectiveSensor ? { kind: 'natural-20' } : { kind: 'band', above: tr, upTo: effectiveSensor };
  return { sensorRating: input.sensorRating, ew, effectiveSensor, tr, sensorModifiers, trModifiers, window, damagePenalty: input.damageType === 'energy' ? rangeMod : 0 };
}

/** Whether a D20 face hits inside a window (p.25). */
export function hitsWindow(window: HitWindow, roll: number): boolean {
  switch (window.kind) {
    case 'automatic':
      return true;
    case 'natural-20':
      return roll === 20;
    case 'band':
      return roll > window.above && roll <= window.upTo;
  }
}

/** Rolls the sensor D20 (and a Temporal reroll) for one weapon or one volley group. */
export function rollSensor(input: SensorRollInput, dice: Dice): SensorRollResult {
  const w = sensorWindow(input);
  const q = input.qualities;
  const parity = input.needParity === true || q.some((c) => c === 'DM' || c === 'ER' || c === 'PH' || c === 'QM' || c === 'UR');
  if (w.window.kind === 'automatic' && !parity) return { ...w, dice: [], hit: true, roll: null, odd: false, volatileMishap: false };
  const dieList: SensorDie[] = [];
  const roll = (label: string): SensorDie => {
    const r = dice.roll(label, 20);
    const d = { roll: r, hit: hitsWindow(w.window, r) };
    dieList.push(d);
    return d;
  };
  let last = roll(input.label);
  const mishap = (d: SensorDie): boolean => q.includes('VO') && d.roll === 1 && w.window.kind !== 'automatic';
  if (mishap(last)) return { ...w, dice: dieList, hit: false, roll: 1, odd: true, volatileMishap: true };
  if (!last.hit && q.includes('TM')) {
    last = roll(`${input.label} (Temporal reroll)`);
    if (mishap(last)) return { ...w, dice: dieList, hit: false, roll: 1, odd: true, volatileMishap: true };
  }
  const odd = w.window.kind === 'natural-20' ? false : last.roll % 2 === 1;
  return { ...w, dice: dieList, hit: last.hit, roll: last.roll, odd, volatileMishap: false };
}
