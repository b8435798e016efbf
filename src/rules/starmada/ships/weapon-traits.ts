/**
 * Weapon traits (C.5, p.41-43) and what they cost (A.1 tables, p.25).
 *
 * The A.1 chart prices 23 traits; Defensive (Dfn, p.42) is the 24th, priced by an addition instead of a
 * multiplier. Rules enforced here come from A.1 p.25 and C.5: Volatile means ROF 1, Scatter/Telescopic mean
 * IMP 1 (printed "*"), five forbidden pairs, at most two range-based traits and none of the "n/a" pairs,
 * no range-based traits or Defensive on seekers, no duplicates except Slow twice.
 * Ruling: Piercing-1 with Piercing-2 is refused as a duplicate "Piercing" trait.
 */

export const WEAPON_TRAITS = [
  'Acr', 'Bls', 'Crn', 'Cts', 'Dly', 'Dfn', 'Dfs', 'Dsr', 'Exp', 'FrL', 'Fcs', 'Gid',
  'Inc', 'Knt', 'Mdl', 'NPr', 'Pr1', 'Pr2', 'Prx', 'Rpt', 'Sct', 'Slw', 'Tls', 'Vlt',
] as const;
export type WeaponTrait = (typeof WEAPON_TRAITS)[number];

export const WEAPON_TRAIT_NAMES: Readonly<Record<WeaponTrait, string>> = {
  Acr: 'Accurate', Bls: 'Ballistic', Crn: 'Carronade', Cts: 'Catastrophic', Dly: 'Deadly', Dfn: 'Defensive',
  Dfs: 'Diffuse', Dsr: 'Disruptive', Exp: 'Expendable', FrL: 'Fire-Linked', Fcs: 'Focused', Gid: 'Guided',
  Inc: 'Incapacitating', Knt: 'Kinetic', Mdl: 'Modulating', NPr: 'Non-Piercing', Pr1: 'Piercing-1',
  Pr2: 'Piercing-2', Prx: 'Proximity', Rpt: 'Repeating', Sct: 'Scatter', Slw: 'Slow', Tls: 'Telescopic',
  Vlt: 'Volatile',
};

/** A.1 p.25, first chart. Defensive has no multiplier (it adds to the BSUR instead). */
export const TRAIT_SU_MULTIPLIERS: Readonly<Record<Exclude<WeaponTrait, 'Dfn'>, number>> = {
  Acr: 1.3, Bls: 0.8, Crn: 0.8, Cts: 2.0, Dly: 2.0, Dfs: 0.9, Dsr: 2.0, Exp: 0.2, FrL: 1.0, Fcs: 1.3, Gid: 1.1,
  Inc: 0.7, Knt: 3.0, Mdl: 2.5, NPr: 0.7, Pr1: 1.5, Pr2: 2.0, Prx: 2.0, Rpt: 1.4, Sct: 1.7, Slw: 0.6, Tls: 1.9,
  Vlt: 3.5,
};

/** Traits whose multipliers apply after the seeker/Defensive additions (A.1 p.25). */
export const TRAITS_APPLIED_AFTER_ADDITIONS: readonly WeaponTrait[] = ['Acr', 'Exp', 'Slw'];

/** Range-based traits (C.5 p.42). */
export const RANGE_BASED_TRAITS = ['Bls', 'Crn', 'Dfs', 'Fcs', 'Gid', 'Sct', 'Tls'] as const;
export type RangeBasedTrait = (typeof RANGE_BASED_TRAITS)[number];

/** A.1 p.25, second chart: the multiplier for two range-based traits together; null is "n/a" (illegal). */
const RANGE_PAIR_MULTIPLIERS: Readonly<Record<string, number | null>> = {
  'Bls+Crn': 0.5,
  'Bls+Dfs': 0.6, 'Crn+Dfs': 0.9,
  'Bls+Fcs': 1.1, 'Crn+Fcs': 0.7, 'Dfs+Fcs': 1.4,
  'Bls+Gid': 0.9, 'Crn+Gid': 0.8, 'Dfs+Gid': null, 'Fcs+Gid': null,
  'Bls+Sct': 1.1, 'Crn+Sct': 1.8, 'Dfs+Sct': 1.7, 'Fcs+Sct': 1.8, 'Gid+Sct': 1.7,
  'Bls+Tls': 1.7, 'Crn+Tls': 1.2, 'Dfs+Tls': 1.5, 'Fcs+Tls': 2.8, 'Gid+Tls': 2.3, 'Sct+Tls': null,
};

const pairKey = (a: RangeBasedTrait, b: RangeBasedTrait): string => {
  const [first, second] = RANGE_BASED_TRAITS.indexOf(a) < RANGE_BASED_TRAITS.indexOf(b) ? [a, b] : [b, a];
  return `${first}+${second}`;
};

/** The pair-chart multiplier, or null when the chart says "n/a". */
export function rangePairMultiplier(a: RangeBasedTrait, b: RangeBasedTrait): number | null {
  return RANGE_PAIR_MULTIPLIERS[pairKey(a, b)] ?? null;
}

export const isWeaponTrait = (t: unknown): t is WeaponTrait => (WEAPON_TRAITS as readonly unknown[]).includes(t);

export const isRangeBasedTrait = (t: WeaponTrait): t is RangeBasedTrait => (RANGE_BASED_TRAITS as readonly string[]).includes(t);

/** A.1 p.25: "A weapon may not be Ballistic/Defensive, Catastrophic/Incapacitating, Expendable/Slow, or Non-Piercing/Piercing". */
const FORBIDDEN_PAIRS: readonly (readonly [WeaponTrait, WeaponTrait])[] = [
  ['Bls', 'Dfn'], ['Cts', 'Inc'], ['Exp', 'Slw'], ['NPr', 'Pr1'], ['NPr', 'Pr2'], ['Pr1', 'Pr2'],
];

/** Finds a trait by abbreviation or full name, in any case ("pr1", "Piercing-1", "FIRE-LINKED"). */
export function findWeaponTrait(text: string): WeaponTrait | undefined {
  const wanted = text.trim().toLowerCase();
  return WEAPON_TRAITS.find((t) => t.toLowerCase() === wanted || WEAPON_TRAIT_NAMES[t].toLowerCase() === wanted);
}

/** What the trait rules need to know about one weapon profile. */
export interface TraitCheckInput {
  readonly traits: readonly WeaponTrait[];
  /** Undefined when the sheet's ROF is unreadable: the rules that need it are skipped. */
  readonly rof: number | undefined;
  readonly imp: number | null | undefined;
  readonly seeker: boolean;
}

export interface TraitProblem {
  readonly field: 'traits' | 'rof' | 'imp';
  readonly message: string;
}

const named = (t: WeaponTrait): string => `${WEAPON_TRAIT_NAMES[t]} (${t})`;

/** Every broken construction rule of a profile's traits, as sentences. */
export function weaponTraitProblems(profile: TraitCheckInput): TraitProblem[] {
  const problems: TraitProblem[] = [];
  const { traits } = profile;
  const count = (t: WeaponTrait): number => traits.filter((x) => x === t).length;
  const has = (t: WeaponTrait): boolean => count(t) > 0;

  for (const t of new Set(traits)) {
    const allowed = t === 'Slw' ? 2 : 1;
    if (count(t) > allowed) {
      problems.push({
        field: 'traits',
        message: t === 'Slw' ? 'Slow (Slw) may be taken at most twice' : `${named(t)} is listed ${count(t)} times; a weapon has each trait once`,
      });
    }
  }
  if (has('Vlt') && profile.rof !== undefined && profile.rof !== 1) {
    problems.push({ field: 'rof', message: `A Volatile (Vlt) weapon has ROF 1 (printed "*"), found ${profile.rof}` });
  }
  const variableImpact = has('Sct') || has('Tls');
  if (variableImpact && typeof profile.imp === 'number') {
    problems.push({ field: 'imp', message: `A Scatter or Telescopic weapon has no fixed IMP (printed "*"), found ${profile.imp}` });
  }
  if (!variableImpact && profile.imp === null) {
    problems.push({ field: 'imp', message: 'IMP "*" is only for Scatter (Sct) or Telescopic (Tls) weapons' });
  }
  for (const [a, b] of FORBIDDEN_PAIRS) {
    if (has(a) && has(b)) problems.push({ field: 'traits', message: `A weapon may not be both ${named(a)} and ${named(b)}` });
  }
  const rangeTraits = [...new Set(traits.filter(isRangeBasedTrait))];
  if (profile.seeker) {
    if (rangeTraits.length > 0) {
      problems.push({ field: 'traits', message: `A seeking weapon may not have range-based traits, found ${rangeTraits.join(', ')}` });
    }
    if (has('Dfn')) problems.push({ field: 'traits', message: 'A seeking weapon may not be Defensive (Dfn)' });
  } else if (rangeTraits.length > 2) {
    problems.push({ field: 'traits', message: `A weapon may have at most two range-based traits, found ${rangeTraits.join(', ')}` });
  } else if (rangeTraits.length === 2) {
    const [a, b] = rangeTraits as [RangeBasedTrait, RangeBasedTrait];
    if (rangePairMultiplier(a, b) === null) {
      problems.push({ field: 'traits', message: `${named(a)} and ${named(b)} cannot be combined` });
    }
  }
  return problems;
}
