/**
 * A ship design (and its damage state) as the fire module sees it: weapon modes, sensor systems, fire control, the
 * target's Target Rating and EW, deflectors, PDS and PD weapons (Metaverse p.24–25 "Starship Weapons Fire", Table 1;
 * p.53–57 EW systems; p.59–60 PDS, deflector; p.67–72 weapons; rulings A22, A41).
 *
 * Judgement calls:
 * - Weapon ids are the expanded ones (`las-1` …, design.ts `expandCopies`); an id naming a `copies` weapon itself
 *   (`las`) finds its first copy's modes.
 * - A part works when not disabled, with its section intact and powered (damage/power.ts).
 * - Lost STL drives for the Target Rating are the design's drives that do not work now (A41).
 * - Several deflectors of the matching type do not add up: the best working one counts (the book gives one per
 *   ship; p.53). Several fire controls: the first is used.
 * - A weapon with several PD-valued modes offers its first PD mode for interception.
 */
import { expandCopies, type ShipDesign } from '../ships/design.ts';
import type { DamageType, Munition, Weapon, DesignWeaponMode } from '../ships/weapon.ts';
import type { ShipDamageState } from '../damage/state.ts';
import type { WeaponMode } from '../fire/weapon.ts';
import type { FireControl, SensorArray } from '../fire/sensors.ts';
import type { SensorTarget } from '../fire/to-hit.ts';
import type { Pds, PdWeapon } from '../fire/interception.ts';
import { isOperational } from '../damage/power.ts';
import { stlDrivesOf } from './movement.ts';

function findWeapon(design: ShipDesign, weaponId: string): Weapon | undefined {
  const weapons = expandCopies(design).weapons;
  return weapons.find((w) => w.id === weaponId) ?? weapons.find((w) => w.id === `${weaponId}-1`);
}

function modeOf(weaponId: string, section: string, name: string, m: DesignWeaponMode | Munition): WeaponMode {
  return {
    weaponId,
    mode: name,
    section,
    pulse: m.pulse,
    damage: m.damage,
    damageType: m.damageType,
    effect: m.effect,
    range: { band: m.range.band, bands: m.range.bands, effectiveBand: m.range.effectiveBand },
    pd: { value: m.pd.value, targets: [...m.pd.targets] },
    intercept: m.intercept.vulnerable ? { vulnerable: true, value: m.intercept.value } : { vulnerable: false },
    dp: m.dp,
    accuracy: m.accuracy,
    aoe: m.aoe,
    qualities: [...m.qualities],
  };
}

/** Every firing mode of a weapon as fire/weapon.ts `WeaponMode` (p.67); empty if the design has no such weapon. */
export function weaponModesOf(design: ShipDesign, weaponId: string): WeaponMode[] {
  const w = findWeapon(design, weaponId);
  return w ? w.modes.map((m) => modeOf(w.id, w.section, m.name, m)) : [];
}

/** A launcher firing one of its munitions, as a `WeaponMode` named after the munition (p.67 "Launchers"). */
export function launcherModeOf(design: ShipDesign, launcherId: string, munitionId: string): WeaponMode | undefined {
  const l = design.launchers.find((x) => x.id === launcherId);
  const m = design.munitions.find((x) => x.id === munitionId);
  if (!l || !m || !l.munitions.some((x) => x.munition === munitionId)) return undefined;
  return modeOf(l.id, l.section, m.name, m);
}

/** The ship's sensor arrays and local sensor arrays, with whether each works now (p.53). */
export function sensorArraysOf(design: ShipDesign, damage?: ShipDamageState): SensorArray[] {
  return design.systems.flatMap((s) =>
    s.kind === 'sensor' || s.kind === 'local_sensor'
      ? [{ id: s.id, kind: s.kind === 'sensor' ? ('array' as const) : ('local' as const), rating: s.rating, section: s.section, available: isOperational(design, s.id, s.section, damage) }]
      : [],
  );
}

/** The ship's fire control and the (non-local) arrays it links, or null (p.53 "Fire Control"). */
export function fireControlOf(design: ShipDesign, damage?: ShipDamageState): FireControl | null {
  const fc = design.systems.find((s) => s.kind === 'fire_control');
  if (fc?.kind !== 'fire_control') return null;
  const arrays = new Set(design.systems.filter((s) => s.kind === 'sensor').map((s) => s.id));
  return { id: fc.id, rating: fc.rating, links: fc.uses.filter((u) => arrays.has(u)), available: isOperational(design, fc.id, fc.section, damage) };
}

/** Target Rating default and modified, and the STL drives lost now (p.25: −1 TR per lost drive, not below default). */
export function targetRatingOf(design: ShipDesign, damage?: ShipDamageState): { trDefault: number; trModified: number; lostDrives: number } {
  return {
    trDefault: design.targetRating.default,
    trModified: design.targetRating.modified,
    lostDrives: stlDrivesOf(design, damage).filter((d) => !d.operational).length,
  };
}

const workingRatings = (design: ShipDesign, damage: ShipDamageState | undefined, kind: 'ew' | 'elint' | 'targeting'): number[] =>
  design.systems.flatMap((s) => (s.kind === kind && isOperational(design, s.id, s.section, damage) ? [s.rating] : []));

/** Ratings of the working EW arrays (p.53: only the best counts; fire/to-hit.ts takes the maximum). */
export const ewArraysOf = (design: ShipDesign, damage?: ShipDamageState): number[] => workingRatings(design, damage, 'ew');

/** The best working ELINT array rating, 0 if none (p.54; the control step decides whether it is active on a target). */
export const elintRatingOf = (design: ShipDesign, damage?: ShipDamageState): number => Math.max(0, ...workingRatings(design, damage, 'elint'));

/** The best working targeting array rating, 0 if none (p.54; activation is the control step's). */
export const targetingRatingOf = (design: ShipDesign, damage?: ShipDamageState): number => Math.max(0, ...workingRatings(design, damage, 'targeting'));

/** What the design cannot know about a target this turn: movement, RAM, ECM/EJ coverage, pods and stealth state. */
export interface TargetSituation {
  readonly drifting: boolean;
  readonly momentumZero: boolean;
  readonly ramOrder: boolean;
  readonly ecmCovering: number;
  readonly ejCovering: number;
  readonly pods: readonly number[];
  readonly stealth?: { readonly rating: number; readonly compromised: boolean };
}

/** fire/to-hit.ts `SensorTarget` of a ship: TR and lost drives and EW arrays from the design and damage, the rest given. */
export function sensorTargetOf(design: ShipDesign, damage: ShipDamageState | undefined, situation: TargetSituation): SensorTarget {
  return { ...targetRatingOf(design, damage), ewArrays: ewArraysOf(design, damage), ...situation };
}

/** The best working deflector rating acting on a damage type, 0 if none (p.60). */
export function deflectorOf(design: ShipDesign, damage: ShipDamageState | undefined, type: DamageType): number {
  const acts = (vs: string): boolean => type === 'indirect' || vs === 'energy-kinetic' || vs === type;
  return Math.max(0, ...design.systems.flatMap((s) => (s.kind === 'deflector' && acts(s.vs) && isOperational(design, s.id, s.section, damage) ? [s.rating] : [])));
}

/** The working PDS of a ship (p.59), for interception. */
export function pdsOf(design: ShipDesign, damage: ShipDamageState | undefined, shipId: string, squadronId: string): Pds[] {
  return design.systems.flatMap((s) =>
    s.kind === 'pds' && s.rating > 0 && isOperational(design, s.id, s.section, damage) ? [{ id: s.id, shipId, squadronId, rating: s.rating, arcs: [...s.arcs] }] : [],
  );
}

/** This turn's use of the ship's weapons, for PD: weapons already fired and those forced onto Danger Close targets. */
export interface PdUse {
  readonly fired: readonly string[];
  readonly forcedDangerClose: readonly string[];
  /** Adaptive level added to the PD value of AD weapons. */
  readonly adaptation?: number;
}

/** The working weapons with a PD value, as interception.ts `PdWeapon`s (p.70). */
export function pdWeaponsOf(design: ShipDesign, damage: ShipDamageState | undefined, shipId: string, squadronId: string, use: PdUse): PdWeapon[] {
  return expandCopies(design).weapons.flatMap((w) => {
    const m = w.modes.find((x) => x.pd.value > 0);
    if (!m || !isOperational(design, w.id, w.section, damage)) return [];
    const bonus = m.qualities.includes('AD') ? (use.adaptation ?? 0) : 0;
    return [
      {
        id: w.id,
        shipId,
        squadronId,
        pd: m.pd.value + bonus,
        targets: [...m.pd.targets],
        damageType: m.damageType,
        firedThisTurn: use.fired.includes(w.id),
        forcedDangerClose: use.forcedDangerClose.includes(w.id),
      },
    ];
  });
}
