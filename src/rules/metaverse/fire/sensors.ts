/**
 * Sensor systems and fire modes (Metaverse p.24–25 "Starship Weapons Fire", "Volley Fire", "Surgical Fire";
 * p.53 "Sensor Array", "Local Sensor Array", "Fire Control"; ruling A44).
 *
 * A ship's fire for the step is a list of sensor assignments. Each sensor system (a sensor array, a local sensor
 * array, or one part of a split fire control) serves ONE target:
 * - salvo: any weapons on that target, one roll each; one salvo sensor per target ("All weapons fired at a single
 *   starship require a distinct sensor system");
 * - volley: one roll for a group of weapons of ONE damage type; the sensor does nothing else;
 * - surgical: one weapon against a named system in the facing section; the sensor does nothing else.
 * A fire control may be split into parts whose ratings add up to at most its rating, which falls by the rating of
 * every unavailable array it links; while it is used, no sensor array may be used (p.53).
 *
 * Judgement calls:
 * - Local sensor arrays stay usable while the fire control is used: the fire control links "all the sensor arrays
 *   (not local sensors)", and the ban is read as applying to the arrays it links.
 * - Parts of a fire control may add up to less than its rating (the rest is simply unused).
 * - Whether the target lies in the sensor's arcs (A44) is the geometry module's answer, given as `inSensorArc`.
 * - Surgical-fire categories are the six of p.25; the caller checks that the system is in the facing section.
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { DamageType } from '../ships/weapon.ts';
import { reducedFireControlRating } from '../control/fire-control.ts';
import { metaverseError, type MetaverseErrorCode } from '../errors.ts';

export interface SensorArray {
  readonly id: string;
  readonly kind: 'array' | 'local';
  readonly rating: number;
  /** Section holding it (a local array serves only weapons there). */
  readonly section: string;
  /** Not disabled, powered, and not otherwise unusable this turn. */
  readonly available: boolean;
}

export interface FireControl {
  readonly id: string;
  readonly rating: number;
  /** The (non-local) arrays it links. */
  readonly links: readonly string[];
  readonly available: boolean;
}

/** The fire control's rating now: minus every unavailable linked array (p.53). */
export function fireControlRating(fc: FireControl, arrays: readonly SensorArray[]): number {
  if (!fc.available) return 0;
  return reducedFireControlRating(fc.rating, arrays.filter((a) => fc.links.includes(a.id) && !a.available).map((a) => a.rating));
}

export type FireMode = 'salvo' | 'volley' | 'surgical';
export const SURGICAL_CATEGORIES = ['secondary', 'ew', 'propulsion', 'hangar', 'active-defence', 'weapon'] as const;
export type SurgicalCategory = (typeof SURGICAL_CATEGORIES)[number];

export interface AssignedWeapon {
  readonly weaponId: string;
  readonly section: string;
  readonly damageType: DamageType;
}

export interface SensorAssignment {
  /** A sensor array id, or a fire-control part id from `fireControlParts`. */
  readonly sensorId: string;
  readonly targetId: string;
  readonly mode: FireMode;
  readonly weapons: readonly AssignedWeapon[];
  /** The target lies in this sensor system's arcs (A44, geometry module). */
  readonly inSensorArc: boolean;
  /** Surgical fire only: the named system. */
  readonly surgical?: { readonly systemId: string; readonly category: SurgicalCategory };
}

export interface SensorPlan {
  /** When the fire control is used: its parts, each a sensor system of its own. */
  readonly fireControlParts?: readonly { readonly id: string; readonly rating: number }[];
  readonly assignments: readonly SensorAssignment[];
}

/** A checked assignment with the rating its sensor rolls against. */
export interface RatedAssignment extends SensorAssignment {
  readonly sensorRating: number;
}

/** Validates a ship's sensor plan for the step and gives each assignment its sensor rating (p.24–25, p.53). */
export function checkSensorPlan(
  plan: SensorPlan,
  arrays: readonly SensorArray[],
  fireControl: FireControl | null,
): Result<readonly RatedAssignment[], RuleError> {
  const bad = (code: MetaverseErrorCode, message: string, at?: string): Result<never, RuleError> => err(metaverseError(code, message, at ? { at } : {}));
  const ratings = new Map<string, { rating: number; local: string | null }>();
  const parts = plan.fireControlParts;
  if (parts && parts.length > 0) {
    if (!fireControl) return bad('ERR_SENSOR_NO_FIRE_CONTROL', 'This ship has no fire control to split; assign its sensor arrays instead.');
    const total = fireControlRating(fireControl, arrays);
    const used = parts.reduce((s, p) => s + p.rating, 0);
    if (parts.some((p) => !Number.isInteger(p.rating) || p.rating < 1))
      return bad('ERR_SENSOR_FC_PART', 'Each fire-control part needs a whole rating of 1 or more.', fireControl.id);
    if (used > total) return bad('ERR_SENSOR_FC_SPLIT', `The fire-control parts add up to ${used}, more than its rating of ${total}.`, fireControl.id);
    for (const p of parts) ratings.set(p.id, { rating: p.rating, local: null });
    for (const a of arrays) if (a.kind === 'local' && a.available) ratings.set(a.id, { rating: a.rating, local: a.section });
  } else {
    for (const a of arrays) if (a.available) ratings.set(a.id, { rating: a.rating, local: a.kind === 'local' ? a.section : null });
  }
  const sensorsUsed = new Map<string, SensorAssignment>();
  const weaponsUsed = new Set<string>();
  const salvoTargets = new Set<string>();
  const out: RatedAssignment[] = [];
  for (const [i, a] of plan.assignments.entries()) {
    const at = `assignments[${i}]`;
    const sensor = ratings.get(a.sensorId);
    if (!sensor) {
      const isArray = arrays.some((x) => x.id === a.sensorId && x.kind === 'array');
      return isArray && parts
        ? bad('ERR_SENSOR_FC_EXCLUSIVE', 'While the fire control is used, its sensor arrays cannot be used.', at)
        : bad('ERR_SENSOR_UNKNOWN', 'That sensor system is not available; pick a working sensor or fire-control part.', at);
    }
    if (sensorsUsed.has(a.sensorId)) return bad('ERR_SENSOR_REUSED', 'That sensor already serves a target or group this turn; use another sensor system.', at);
    sensorsUsed.set(a.sensorId, a);
    if (!a.inSensorArc) return bad('ERR_SENSOR_ARC', 'The target is outside the arcs of that sensor.', at);
    if (a.weapons.length === 0) return bad('ERR_SENSOR_NO_WEAPON', 'Name at least one weapon for each sensor system.', at);
    for (const w of a.weapons) {
      if (weaponsUsed.has(w.weaponId)) return bad('ERR_SENSOR_WEAPON_TWICE', 'A weapon can fire only once this step.', at);
      weaponsUsed.add(w.weaponId);
      if (sensor.local !== null && w.section !== sensor.local)
        return bad('ERR_SENSOR_LOCAL', `A local sensor can only fire weapons in its own section (${sensor.local}).`, at);
    }
    if (a.mode === 'salvo') {
      if (salvoTargets.has(a.targetId)) return bad('ERR_SENSOR_ONE_PER_TARGET', 'Put all salvo weapons on one target under one sensor system.', at);
      salvoTargets.add(a.targetId);
    }
    if (a.mode === 'volley' && new Set(a.weapons.map((w) => w.damageType)).size > 1)
      return bad('ERR_SENSOR_VOLLEY_MIXED', 'A volley may hold only energy, only kinetic or only indirect weapons.', at);
    if (a.mode === 'surgical') {
      if (a.weapons.length !== 1) return bad('ERR_SENSOR_SURGICAL_ONE', 'Surgical fire uses exactly one weapon per sensor system.', at);
      if (!a.surgical || !SURGICAL_CATEGORIES.includes(a.surgical.category))
        return bad('ERR_SENSOR_SURGICAL_SYSTEM', 'Name the secondary, EW, propulsion, hangar, active-defence or weapon system to hit.', at);
    }
    out.push({ ...a, sensorRating: sensor.rating });
  }
  return ok(out);
}
