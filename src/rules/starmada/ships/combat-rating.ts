/**
 * The combat rating (A.2 p.26, systems table A.5 p.28): CR = ceil(sqrt(ORAT × DRAT)).
 *
 * ORAT = Σ banks ceil(bank SU × (E + L) / L) (× the Expendable hull factor) + system additions, where E is the
 * engine rating (+0.25 per booster, ×1.5 with solar sails) and L the long range (MA for seekers, the larger of
 * the two for dual-mode weapons). Bank SU is divided by the weapons tech modifier first (A.4: CR ignores TLs).
 * DRAT = ceil(H × 12 / (6 − S)) × system multipliers + system additions, multiplications first (p.26).
 * Rulings 36 and 40:
 * - only the base DRAT and each bank's ORAT are rounded up; system additions and the DRAT after multipliers
 *   stay unrounded until the final CR is rounded up;
 * - the Expendable factor multiplies the bank ORAT before it is rounded up;
 * - screens add 0.75 hull boxes each (directional: 0.67 / 0.50 / 0.50 / 0.33) to the base, rounded with it;
 *   Ionized Hull's ×1.5 applies to the hull share only (note 4);
 * - levels of Countermeasures and Stealth multiply once per level.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { effectiveShieldRating, engineRating, profileLongRange, techLevelModifier, weaponBankCosts } from './construction.ts';
import { roundUp } from './rounding.ts';
import type { ShipClass } from './schema.ts';
import { equipmentLevels, hasTrait, munitionCount, traitValue } from './sheet-lookup.ts';
import { starmadaError } from '../errors.ts';

/** A.2 p.26: Expendable weapons' ORAT factor by hull size. */
export function expendableOratFactor(hullSize: number): number {
  if (hullSize <= 2) return 2;
  if (hullSize <= 5) return 1.75;
  if (hullSize <= 9) return 1.5;
  if (hullSize <= 14) return 1.25;
  if (hullSize <= 20) return 1;
  if (hullSize <= 27) return 0.75;
  return 0.5;
}

export const combatRatingFrom = (orat: number, drat: number): number => roundUp(Math.sqrt(orat * drat));

/** A.2 p.26: ceil(bank SU × (E + L) / L), times the Expendable factor where it applies. */
export function bankOffensiveRating(bankSu: number, longRange: number, engine: number, factor = 1): number {
  return roundUp(((bankSu * (engine + longRange)) / longRange) * factor);
}

/** A.2 p.26: Hull × 12 ÷ (6 − shield rating), rounded up. */
export function baseDefensiveRating(hullSize: number, shieldRating: number, screenHullBoxes = 0): number {
  return roundUp(((hullSize + screenHullBoxes) * 12) / (6 - shieldRating));
}

/** A.2 p.26: all multiplications before any additions: 20 × 1.5 + 100 = 130. */
export function finalDefensiveRating(base: number, multipliers: readonly number[], additions: readonly number[]): number {
  return multipliers.reduce((d, m) => d * m, base) + additions.reduce((s, a) => s + a, 0);
}

/** The engine rating ORATs use: +0.25 per booster (note 1), then +50% with solar sails (note 9). */
export function offensiveEngineRating(ship: ShipClass): number {
  const boosted = engineRating(ship) + 0.25 * munitionCount(ship, 'Boosters');
  return !hasTrait(ship, 'Solar Sails') ? boosted : boosted * 1.5;
}

export interface RatingLine {
  readonly item: string;
  readonly value: number;
}

export interface CombatRatingReport {
  readonly orat: number;
  readonly drat: number;
  readonly combatRating: number;
  /** ORAT of each weapon bank, in sheet order. */
  readonly bankOrats: readonly RatingLine[];
  readonly oratAdditions: readonly RatingLine[];
  readonly baseDrat: number;
  readonly dratMultipliers: readonly RatingLine[];
  readonly dratAdditions: readonly RatingLine[];
}

function systemOratAdditions(ship: ShipClass, engine: number): RatingLine[] {
  const lines: RatingLine[] = [];
  const flights = traitValue(ship, 'Carrier');
  if (flights !== undefined) lines.push({ item: `Carrier (${flights})`, value: 250 * flights });
  if (flights !== undefined && hasTrait(ship, 'Launch Tubes')) lines.push({ item: 'Launch Tubes', value: 50 * flights });
  if (hasTrait(ship, 'Shockwave')) lines.push({ item: 'Shockwave', value: effectiveShieldRating(ship) * (engine + 3) * 33 });
  const tractors = equipmentLevels(ship, 'Tractor Beam');
  if (tractors > 0) lines.push({ item: `Tractor Beam ×${tractors}`, value: (engine + 1) * 3 * tractors });
  const perMunition: Readonly<Record<string, number>> = {
    Flares: (engine + 10) * 0.5,
    Marines: (engine + 5) * 2,
    Mines: 25,
    Probes: engine + 6,
    Shuttlecraft: 50,
  };
  for (const m of ship.munitions ?? []) {
    const each = perMunition[m.system];
    if (each !== undefined) lines.push({ item: `${m.system} ×${m.count}`, value: each * m.count });
  }
  return lines;
}

function dratMultipliers(ship: ShipClass): RatingLine[] {
  const lines: RatingLine[] = [];
  const perLevel = (system: 'Countermeasures' | 'Stealth', factor: number, levels: number): void => {
    for (let i = 0; i < levels; i += 1) lines.push({ item: system, value: factor });
  };
  if (hasTrait(ship, 'Anti-Fighter Batteries')) lines.push({ item: 'Anti-Fighter Batteries', value: 1.2 });
  if (equipmentLevels(ship, 'Cloaking Device') > 0) lines.push({ item: 'Cloaking Device', value: 2 });
  perLevel('Countermeasures', 1.5, equipmentLevels(ship, 'Countermeasures'));
  if (equipmentLevels(ship, 'Hyperdrive') > 0) lines.push({ item: 'Hyperdrive', value: 1.2 });
  if (equipmentLevels(ship, 'Overthrusters') > 0) lines.push({ item: 'Overthrusters', value: 1.3 });
  perLevel('Stealth', 1.2, equipmentLevels(ship, 'Stealth'));
  return lines;
}

function dratAdditions(ship: ShipClass): RatingLine[] {
  const lines: RatingLine[] = [];
  const flights = traitValue(ship, 'Carrier');
  if (flights !== undefined) lines.push({ item: `Carrier (${flights})`, value: 10 * flights });
  const perMunition: Readonly<Record<string, number>> = { Marines: 1, Mines: 1, Shuttlecraft: 2 };
  for (const m of ship.munitions ?? []) {
    const each = perMunition[m.system];
    if (each !== undefined) lines.push({ item: `${m.system} ×${m.count}`, value: each * m.count });
  }
  return lines;
}

/** Hull boxes the screens count as (A.5 notes 6 and 7). */
export function screenHullBoxes(ship: ShipClass): number {
  const s = ship.screens;
  if (s === undefined) return 0;
  return 'all' in s ? 0.75 * s.all : 0.67 * s.Fwd + 0.5 * s.Port + 0.5 * s.Stbd + 0.33 * s.Aft;
}

/** ORAT, DRAT and combat rating of a design, with every contribution listed. */
export function rateShip(ship: ShipClass): CombatRatingReport {
  const engine = offensiveEngineRating(ship);
  const weaponsTech = techLevelModifier(ship.techLevels?.weapons ?? 0);
  const expFactor = expendableOratFactor(ship.hullSize);
  const bankOrats = weaponBankCosts(ship).map((cost) => {
    const battery = ship.batteries[cost.battery];
    if (battery === undefined) throw new Error(`bank cost for a missing battery ${cost.battery}`);
    const longRange = Math.max(...battery.profiles.map(profileLongRange));
    const expendable = battery.profiles.some((p) => p.traits.includes('Exp'));
    return { item: cost.item, value: bankOffensiveRating(cost.su / weaponsTech, longRange, engine, expendable ? expFactor : 1) };
  });
  const oratAdditions = systemOratAdditions(ship, engine);
  const orat = [...bankOrats, ...oratAdditions].reduce((sum, l) => sum + l.value, 0);

  const shield = effectiveShieldRating(ship);
  const screenShare = (screenHullBoxes(ship) * 12) / (6 - shield);
  const baseDrat = baseDefensiveRating(ship.hullSize, shield, screenHullBoxes(ship));
  const ionized = hasTrait(ship, 'Ionized Hull');
  const hullShareFactor = ionized ? 1.5 : 1;
  const multipliers = dratMultipliers(ship);
  const additions = dratAdditions(ship);
  const drat = finalDefensiveRating((baseDrat - screenShare) * hullShareFactor + screenShare, multipliers.map((m) => m.value), additions.map((a) => a.value));
  const dratLines = ionized ? [{ item: 'Ionized Hull (hull share)', value: 1.5 }, ...multipliers] : multipliers;
  return { orat, drat, combatRating: combatRatingFrom(orat, drat), bankOrats, oratAdditions, baseDrat, dratMultipliers: dratLines, dratAdditions: additions };
}

const show = (x: number): string => String(Number(x.toFixed(2)));

/** Checks the printed combat rating against A.2: the rating, or a sentence with what the rules give. */
export function checkCombatRating(ship: ShipClass): Result<number, RuleError[]> {
  const report = rateShip(ship);
  if (report.combatRating === ship.combatRating) return ok(report.combatRating);
  return err([
    starmadaError(
      'ERR_SHIP_COMBAT_RATING',
      `${ship.className} prints combat rating ${ship.combatRating}, but A.2 gives ${report.combatRating} (ORAT ${show(report.orat)}, DRAT ${show(report.drat)})`,
      { at: 'combatRating', suggestion: `Set the combat rating to ${report.combatRating}.` },
    ),
  ]);
}
