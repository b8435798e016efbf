/**
 * Starship construction: the space-unit (SU) budget of Appendix A (A.1 p.24-26, A.4 p.27, A.5 p.28).
 *
 * Total SU = H × (H + 30) × 5; engines E × H(H+5); shields S × (H+4)×9; each weapon bank
 * ceil(BSUR × weapons × (arcs + 1) × mount modifier); systems per the A.5 table.
 * Rulings (reported in the module's hand-over):
 * - Tech levels (A.4) scale every system by its A.5 "Tech" category and round up per item; the book states
 *   the modifier for engines, shields, weapons and fighters, and the table names a category for each system.
 * - Fire Control (+30%) and Long Range Sensors (+50%) scale each bank's SU before it is rounded up; levels of
 *   Fire Control compound (1.3 per level), as [ruling 36] recommends for per-level systems.
 * - Expendable weapons cost their BSUR as usual; their ORAT factor is applied in combat-rating.ts.
 * - Defensive weapons use the Seeking/Defensive ACC row in the base formula too, as the Drydock does (Z.2 p.76:
 *   "Mod2 is used for seeking/defensive weapons").
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { arcCostUnits, readArcDesignation } from './arcs.ts';
import { roundTenth, roundUp } from './rounding.ts';
import type { Bank, Battery, DirectionalShields, ShipClass, WeaponProfile } from './schema.ts';
import { equipmentLevels, traitValue } from './sheet-lookup.ts';
import { TRAIT_SU_MULTIPLIERS, TRAITS_APPLIED_AFTER_ADDITIONS, isRangeBasedTrait, rangePairMultiplier, type WeaponTrait } from './weapon-traits.ts';
import { starmadaError } from '../errors.ts';

export type TechCategory = 'engines' | 'fighters' | 'shields' | 'weapons';

const TECH_LEVEL_MODIFIERS: ReadonlyMap<number, number> = new Map([
  [2, 0.5],
  [1, 0.7],
  [0, 1],
  [-1, 1.4],
  [-2, 2],
]);

/** A.4 p.27: +2 → 50%, +1 → 70%, 0 → 100%, −1 → 140%, −2 → 200%. */
export function techLevelModifier(level: number): number {
  const modifier = TECH_LEVEL_MODIFIERS.get(level);
  if (modifier === undefined) throw new RangeError(`tech level ${level} is outside -2..+2`);
  return modifier;
}

const shipTechModifier = (ship: ShipClass, category: TechCategory): number => techLevelModifier(ship.techLevels?.[category] ?? 0);

export const totalSpaceUnits = (hullSize: number): number => hullSize * (hullSize + 30) * 5;
export const engineFactor = (hullSize: number): number => hullSize * (hullSize + 5);
export const shieldFactor = (hullSize: number): number => (hullSize + 4) * 9;

export function engineSpaceUnits(hullSize: number, engineRating: number, techModifier = 1): number {
  return roundUp(engineRating * engineFactor(hullSize) * techModifier);
}

export function shieldSpaceUnits(hullSize: number, shieldRating: number, techModifier = 1): number {
  return roundUp(shieldRating * shieldFactor(hullSize) * techModifier);
}

/** A.1 p.24: 6 − 6 ÷ (2/(6−Fwd) + 1.5/(6−Port) + 1.5/(6−Stbd) + 1/(6−Aft)), to the nearest tenth. */
export function equivalentShieldRating(d: DirectionalShields): number {
  const weighted = 2 / (6 - d.Fwd) + 1.5 / (6 - d.Port) + 1.5 / (6 - d.Stbd) + 1 / (6 - d.Aft);
  return roundTenth(6 - 6 / weighted);
}

/** The shield rating that costs SU and sets the DRAT: the equivalent rating with directional shields (B.7). */
export function effectiveShieldRating(ship: ShipClass): number {
  return ship.directionalShields === undefined ? (ship.tracks.shields?.[0] ?? 0) : equivalentShieldRating(ship.directionalShields);
}

export const engineRating = (ship: ShipClass): number => ship.tracks.engines[0] ?? 0;

const ACC_FACTORS: ReadonlyMap<number, { direct: number; seekingOrDefensive: number }> = new Map([
  [2, { direct: 0.43, seekingOrDefensive: 0.5 }],
  [3, { direct: 0.35, seekingOrDefensive: 0.4 }],
  [4, { direct: 0.25, seekingOrDefensive: 0.3 }],
  [5, { direct: 0.15, seekingOrDefensive: 0.2 }],
  [6, { direct: 0.1, seekingOrDefensive: 0.1 }],
]);

/** A.1 p.25 ACC chart; seekers and Defensive weapons use the second row. */
export function accuracyFactor(acc: number, column: 'direct' | 'seekingOrDefensive'): number {
  const factors = ACC_FACTORS.get(acc);
  if (factors === undefined) throw new RangeError(`ACC ${acc} is outside 2..6`);
  return factors[column];
}

/** The long range used for BSUR and ORAT: the long band, or the MA of a seeking weapon (C.4). */
export function profileLongRange(profile: WeaponProfile): number {
  const long = profile.range?.[2] ?? profile.ma;
  if (long === undefined) throw new Error('a weapon profile without RNG or MA passed validation');
  return long;
}

/** Product of the trait multipliers applied before the additions, with the pair chart for two range traits. */
function traitMultiplierBeforeAdditions(traits: readonly WeaponTrait[]): number {
  const rangeTraits = [...new Set(traits.filter(isRangeBasedTrait))];
  let multiplier = 1;
  if (rangeTraits.length === 2) {
    const [a, b] = rangeTraits as [typeof rangeTraits[number], typeof rangeTraits[number]];
    const pair = rangePairMultiplier(a, b);
    if (pair === null) throw new Error(`${a}/${b} passed validation but the pair chart says n/a`);
    multiplier *= pair;
  } else {
    for (const t of rangeTraits) multiplier *= TRAIT_SU_MULTIPLIERS[t];
  }
  for (const t of traits) {
    if (t === 'Dfn' || isRangeBasedTrait(t) || TRAITS_APPLIED_AFTER_ADDITIONS.includes(t)) continue;
    multiplier *= TRAIT_SU_MULTIPLIERS[t];
  }
  return multiplier;
}

/** Accurate, Expendable and Slow apply after the additions; Slow taken twice applies twice. */
function traitMultiplierAfterAdditions(traits: readonly WeaponTrait[]): number {
  return traits.reduce((m, t) => (t !== 'Dfn' && TRAITS_APPLIED_AFTER_ADDITIONS.includes(t) ? m * TRAIT_SU_MULTIPLIERS[t] : m), 1);
}

/** The pieces of a profile's base SU requirement, unrounded, so worked examples can be checked step by step. */
export interface BsurParts {
  /** Long range × ROF × ACC factor × (IMP + 0.25) × (DMG + 0.60). */
  readonly base: number;
  readonly multiplierBefore: number;
  /** C.4: MA × ROF ÷ 3. */
  readonly seekerAddition: number;
  /** Defensive (p.25): ROF × seeking/defensive ACC factor × 2. */
  readonly defensiveAddition: number;
  readonly multiplierAfter: number;
  readonly techModifier: number;
  /** Rounded to the nearest tenth. */
  readonly bsur: number;
}

export function profileBsurParts(profile: WeaponProfile, techModifier = 1): BsurParts {
  const seeker = profile.range === null;
  const defensive = profile.traits.includes('Dfn');
  const column = seeker || defensive ? 'seekingOrDefensive' : 'direct';
  const impact = profile.imp ?? 1; // Scatter/Telescopic are IMP 1 for construction (A.1 p.25)
  const base = profileLongRange(profile) * profile.rof * accuracyFactor(profile.acc, column) * (impact + 0.25) * (profile.dmg + 0.6);
  const multiplierBefore = traitMultiplierBeforeAdditions(profile.traits);
  const seekerAddition = seeker ? (profileLongRange(profile) * profile.rof) / 3 : 0;
  const defensiveAddition = defensive ? profile.rof * accuracyFactor(profile.acc, 'seekingOrDefensive') * 2 : 0;
  const multiplierAfter = traitMultiplierAfterAdditions(profile.traits);
  const raw = (base * multiplierBefore + seekerAddition + defensiveAddition) * multiplierAfter * techModifier;
  return { base, multiplierBefore, seekerAddition, defensiveAddition, multiplierAfter, techModifier, bsur: roundTenth(raw) };
}

export const profileBsur = (profile: WeaponProfile, techModifier = 1): number => profileBsurParts(profile, techModifier).bsur;

/** C.2 (A.1 p.25): a dual-mode battery costs the larger mode plus half the smaller, to the nearest tenth. */
export function batteryBsur(battery: Battery, techModifier = 1): number {
  const costs = battery.profiles.map((p) => profileBsur(p, techModifier));
  if (costs.length === 1) return costs[0] ?? 0;
  return roundTenth(Math.max(...costs) + 0.5 * Math.min(...costs));
}

/** C.3 p.39 via A.1 p.26: single ×1.0, double ×1.5, triple ×2.0, quad ×2.5. */
export function mountModifier(mountSize: number): number {
  return 1 + (mountSize - 1) * 0.5;
}

/** Arcs + 1 of the bank formula, with alternate arcs at their standard equivalents and defensive arcs as 1.5. */
export function bankArcFactor(arcs: string): number {
  const read = readArcDesignation(arcs);
  if (!read.ok) throw new Error(`arc "${arcs}" passed validation but is not an arc`);
  return arcCostUnits(read.value) + 1;
}

/** A.1 p.25: ceil(BSUR × weapons × (arcs + 1) × mount modifier × Fire Control/LRS increase). */
export function bankSpaceUnits(bsur: number, bank: Bank, batteryIncrease = 1): number {
  return roundUp(bsur * bank.count * bankArcFactor(bank.arcs) * mountModifier(bank.mountSize ?? 1) * batteryIncrease);
}

/** A.5 notes 3 and 5: Fire Control (+30% per level) and Long Range Sensors (+50%) raise all battery SU and ORAT. */
export function batterySystemsIncrease(ship: ShipClass): number {
  return 1.3 ** equipmentLevels(ship, 'Fire Control') * (equipmentLevels(ship, 'Long Range Sensors') > 0 ? 1.5 : 1);
}

export interface SpaceUnitLine {
  readonly item: string;
  readonly su: number;
  /** Field path on the sheet, for error messages. */
  readonly at: string;
}

export interface WeaponBankCost extends SpaceUnitLine {
  readonly battery: number;
  readonly bank: number;
  readonly bsur: number;
}

/** Every weapon bank's SU cost, with the BSUR it was priced from. */
export function weaponBankCosts(ship: ShipClass): WeaponBankCost[] {
  const techModifier = shipTechModifier(ship, 'weapons');
  const increase = batterySystemsIncrease(ship);
  return ship.batteries.flatMap((battery, b) => {
    const bsur = batteryBsur(battery, techModifier);
    return battery.banks.map((bank, k) => ({
      item: `${battery.name} ${bank.arcs}${bank.mountSize !== undefined && bank.mountSize > 1 ? bank.mountSize : ''} ×${bank.count}`,
      su: bankSpaceUnits(bsur, bank, increase),
      at: `batteries[${b}].banks[${k}]`,
      battery: b,
      bank: k,
      bsur,
    }));
  });
}

/** SU of each system on the sheet (A.5 table p.28), scaled by its tech category. */
export function systemSpaceUnits(ship: ShipClass): SpaceUnitLine[] {
  const h = ship.hullSize;
  const ef = engineFactor(h);
  const sf = shieldFactor(h);
  const lines: SpaceUnitLine[] = [];
  const add = (item: string, raw: number, category: TechCategory | null, at: string): void => {
    lines.push({ item, su: roundUp(raw * (category === null ? 1 : shipTechModifier(ship, category))), at });
  };
  ship.equipment?.items.forEach((e, i) => {
    const at = `equipment.items[${i}]`;
    const item = e.count > 1 ? `${e.system} ×${e.count}` : e.system;
    switch (e.system) {
      case 'Cloaking Device': return add(item, sf * 3, 'shields', at);
      case 'Countermeasures': return add(item, sf * 2 * e.count, 'shields', at);
      case 'Fire Control': return; // priced into every weapon bank (note 3)
      case 'Hyperdrive': return add(item, ef, 'engines', at);
      case 'Long Range Sensors': return; // priced into every weapon bank (note 5)
      case 'Overthrusters': return add(item, ef, 'engines', at);
      case 'Stealth': return add(item, sf * e.count, 'shields', at);
      case 'Stutterdrive': return add(item, engineRating(ship) * ef * 0.5, 'engines', at);
      case 'Tractor Beam': return add(item, 3 * e.count, 'weapons', at);
    }
  });
  ship.traits?.forEach((t, i) => {
    const at = `traits[${i}]`;
    const value = t.value ?? 0;
    switch (t.system) {
      case 'Anti-Fighter Batteries': return add(t.system, sf, 'shields', at);
      case 'Cargo':
      case 'Hospital':
      case 'Repair':
      case 'Science':
      case 'Transport': return add(`${t.system} (${value})`, value * 50, null, at);
      case 'Carrier': return add(`Carrier (${value})`, value * 50, 'fighters', at);
      case 'Launch Tubes': return add(t.system, (traitValue(ship, 'Carrier') ?? 0) * 10, 'fighters', at);
      case 'Ionized Hull': return add(t.system, sf * 2, 'shields', at);
      case 'Shockwave': return add(t.system, effectiveShieldRating(ship) * 100, 'shields', at);
      case 'Solar Sails': return;
    }
  });
  ship.munitions?.forEach((m, i) => {
    const at = `munitions[${i}]`;
    const item = `${m.system} ×${m.count}`;
    switch (m.system) {
      case 'Boosters': return add(item, ef * 0.25 * m.count, 'engines', at);
      case 'Flares': return add(item, 5 * m.count, 'weapons', at);
      case 'Marines': return add(item, 10 * m.count, 'weapons', at);
      case 'Mines': return add(item, 5 * m.count, 'fighters', at);
      case 'Probes': return add(item, 5 * m.count, 'fighters', at);
      case 'Shuttlecraft': return add(item, 10 * m.count, 'fighters', at);
    }
  });
  const screens = ship.screens;
  if (screens !== undefined) {
    if ('all' in screens) add(`Screens ×${screens.all}`, 30 * screens.all, 'shields', 'screens');
    else {
      const total = screens.Fwd + screens.Port + screens.Stbd + screens.Aft;
      add(`Directional screens ×${total}`, 15 * total, 'shields', 'screens');
    }
  }
  return lines;
}

export interface SpaceUnitBudget {
  readonly capacity: number;
  readonly used: number;
  readonly remaining: number;
  readonly lines: readonly SpaceUnitLine[];
}

/** Where every SU of the design goes. */
export function spaceUnitBudget(ship: ShipClass): SpaceUnitBudget {
  const h = ship.hullSize;
  const lines: SpaceUnitLine[] = [
    { item: `Engines (rating ${engineRating(ship)})`, su: engineSpaceUnits(h, engineRating(ship), shipTechModifier(ship, 'engines')), at: 'tracks.engines' },
  ];
  if (ship.tracks.shields !== null) {
    const rating = effectiveShieldRating(ship);
    const item = ship.directionalShields === undefined ? `Shields (rating ${rating})` : `Directional shields (equivalent rating ${rating})`;
    lines.push({ item, su: shieldSpaceUnits(h, rating, shipTechModifier(ship, 'shields')), at: 'tracks.shields' });
  }
  lines.push(...weaponBankCosts(ship).map(({ item, su, at }) => ({ item, su, at })), ...systemSpaceUnits(ship));
  const capacity = totalSpaceUnits(h);
  const used = lines.reduce((sum, l) => sum + l.su, 0);
  return { capacity, used, remaining: capacity - used, lines };
}

/** Range bands that are not equal thirds ("Range is divided into three equal bands", glossary p.6). */
function unequalRangeBands(ship: ShipClass): RuleError[] {
  return ship.batteries.flatMap((battery, b) =>
    battery.profiles.flatMap((p, k) => {
      if (p.range === null) return [];
      const [s, m, l] = p.range;
      if (3 * s === l && 3 * m === 2 * l) return [];
      const example = l % 3 === 0 ? `, e.g. ${l / 3}-${(2 * l) / 3}-${l}` : '';
      return [
        starmadaError('ERR_SHIP_RANGE_BANDS', `${battery.name}'s RNG ${s}-${m}-${l} does not split into three equal bands${example}`, {
          at: `batteries[${b}].profiles[${k}].range`,
        }),
      ];
    }),
  );
}

/**
 * Checks a design against the construction rules: the SU budget (A.1 p.24) and equal range bands (p.6).
 * Returns the budget, or sentences saying what is wrong: how far over budget, and what costs most.
 */
export function checkDesign(ship: ShipClass): Result<SpaceUnitBudget, RuleError[]> {
  const budget = spaceUnitBudget(ship);
  const errors = unequalRangeBands(ship);
  if (budget.remaining < 0) {
    const largest = [...budget.lines]
      .sort((a, b) => b.su - a.su)
      .slice(0, 3)
      .map((l) => `${l.item} ${l.su} SU`)
      .join(', ');
    errors.unshift(
      starmadaError(
        'ERR_SHIP_OVER_BUDGET',
        `${ship.className} needs ${budget.used} SU but a hull of size ${ship.hullSize} holds ${budget.capacity}: it is ${-budget.remaining} SU over budget. The largest items are ${largest}.`,
        { at: ship.className, suggestion: 'Drop or shrink a weapon bank, lower the engine or shield rating, or use a larger hull.' },
      ),
    );
  }
  return errors.length === 0 ? ok(budget) : err(errors);
}
