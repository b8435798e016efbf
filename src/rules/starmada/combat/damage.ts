/**
 * The damage roll (Starmada 4.4 p.21) with the damage traits of C.5 (Catastrophic, Deadly, Disruptive,
 * Incapacitating, Kinetic; p.41), ionized hulls (B.11 p.33), screens (B.18 p.35–36) and directed damage (E.2 p.48).
 *
 * For each point of impact roll DMG dice: 1–3 hull, 4 engines, 5 weapons, 6 shields (no effect on a ship built
 * without a shield track). This module only counts what the dice did; apply-damage.ts marks the boxes (and
 * ignores hits on tracks that are already full).
 *
 * Screens absorb first: no damage dice, one screen per point of damage (impacts × DMG [ruling 41]); Catastrophic and
 * Deadly roll a die per point, 4–6 = one more screen; Disruptive and Kinetic add one screen per point;
 * Incapacitating rolls a die per point, 1–3 = one screen fewer; screens the volley cannot fill are rolled as
 * normal damage without the damage traits (p.36). Optional bleed-through: each point rolls a die first and
 * every 6 skips the screens and is rolled as normal damage (with the weapon's traits).
 *
 * Judgement calls:
 * - One screen die per point serves every rolling trait (the p.36 Inc+Knt example rolls one die per point).
 * - Ionized hull [ruling 30]: a 1 does nothing at all (no Catastrophic hull box; 1 is odd, so no Deadly casualty);
 *   Kinetic's extra hull hit is a separate effect and still lands.
 * - Disruptive: every 4–6 and the final 1–3 take effect; Deadly gives at most one casualty per damage die (p.41)
 *   and, by the same reading, Kinetic one hull hit per damage die, however often it was re-rolled.
 * - Directed damage (E.2 p.48: "Each damage die can be re-rolled once before its result takes effect"): the
 *   attacker's wish is a standing choice given with the fire declaration ("directed for engines", ruling 112), the
 *   results to keep; any other result is re-rolled once and the re-roll stands. Default: keep hull hits (only destruction scores VPs in the core game, and re-rolling
 *   4–6 lifts the hull chance from 1/2 to 3/4); an Incapacitating weapon cannot hit the hull, so it keeps
 *   engine, weapon and shield hits instead. A die that would do nothing is always re-rolled.
 */
import type { Dice } from '../../core/dice.ts';
import { hasTrait } from './combat-weapon.ts';
import type { CombatWeapon } from './combat-weapon.ts';
import { rollDice } from './roll-dice.ts';

/** What one damage result does: a row of the table on p.21, or nothing. */
export type DamageResult = 'hull' | 'engines' | 'weapons' | 'shields' | 'none';

/** Boxes to check, by kind. `crew` are Deadly casualties, checked from the back of the hull track. */
export interface DamageTally {
  readonly hull: number;
  readonly crew: number;
  readonly engines: number;
  readonly weapons: number;
  readonly shields: number;
  readonly screens: number;
}

export const NO_DAMAGE: DamageTally = { hull: 0, crew: 0, engines: 0, weapons: 0, shields: 0, screens: 0 };

export const addTallies = (a: DamageTally, b: DamageTally): DamageTally => ({
  hull: a.hull + b.hull,
  crew: a.crew + b.crew,
  engines: a.engines + b.engines,
  weapons: a.weapons + b.weapons,
  shields: a.shields + b.shields,
  screens: a.screens + b.screens,
});

/** What the damage roll needs to know about the target. */
export interface DamageTarget {
  /** False for a ship designed without shields: a 6 then has no effect (p.21). */
  readonly hasShieldTrack: boolean;
  /** B.11: damage results of 1 are negated. */
  readonly ionizedHull?: boolean;
  /** B.18: unchecked screens in the pool that faces the attack (the only pool, or the arc's for directional screens). */
  readonly screensRemaining?: number;
  /** B.18 optional bleed-through is in play: a die per point of damage, each 6 gets past the screens. */
  readonly screenBleedThrough?: boolean;
}

/** A damage result a directed-damage attacker may want. */
export type DirectedResult = Exclude<DamageResult, 'none'>;

/** E.2: the results the attacker keeps; every other result is re-rolled once. */
export interface DirectedDamagePolicy {
  readonly keep: readonly DirectedResult[];
  /** The attacker gave no choice: the default applies, and the summary says so. */
  readonly byDefault?: boolean;
}

/** The default directed-damage policy for a weapon (see the module header). */
export function defaultDirectedDamagePolicy(weapon: Pick<CombatWeapon, 'traits'>): DirectedDamagePolicy {
  return hasTrait(weapon, 'Inc') ? { keep: ['engines', 'weapons', 'shields'], byDefault: true } : { keep: ['hull'], byDefault: true };
}

/** What a single face does on the damage table for this target, before Disruptive/Deadly/Kinetic extras. */
export function damageResultOf(face: number, weapon: Pick<CombatWeapon, 'traits'>, target: DamageTarget): DamageResult {
  if (face === 1 && target.ionizedHull) return 'none';
  if (face <= 3) return hasTrait(weapon, 'Inc') ? 'none' : 'hull';
  if (face === 4) return 'engines';
  if (face === 5) return 'weapons';
  return target.hasShieldTrack ? 'shields' : 'none';
}

export interface DamageDie {
  /** Every face of this damage die in order: the roll, a directed-damage re-roll, Disruptive re-rolls. */
  readonly faces: readonly number[];
  /** The second face is a directed-damage re-roll (E.2). */
  readonly directed: boolean;
  /** The results that took effect, in order (several for a Disruptive die). */
  readonly results: readonly DamageResult[];
  /** Extra effects of traits on this die, for the summary: "Catastrophic: 3 hull", "Deadly: 1 crew", "Kinetic: +1 hull". */
  readonly extras: readonly string[];
  readonly tally: DamageTally;
}

export interface ScreenAbsorption {
  /** Points of damage that reached the screens (impacts × DMG). */
  readonly points: number;
  /** Optional bleed-through dice, one per point; each 6 was rolled as normal damage. */
  readonly bleedDice: readonly number[];
  /** Catastrophic / Deadly / Incapacitating dice, one per point absorbed. */
  readonly traitDice: readonly number[];
  /** Screens the volley would check. */
  readonly wanted: number;
  readonly checked: number;
  /** Points the screens could not take, rolled as normal damage without damage traits. */
  readonly overflow: number;
}

export interface DamageRoll {
  /** Points of damage: impacts × DMG. */
  readonly points: number;
  readonly screens: ScreenAbsorption | null;
  readonly dice: readonly DamageDie[];
  readonly total: DamageTally;
  /** E.2: the directed-damage choice the dice were rolled under, if any. */
  readonly directed?: DirectedDamagePolicy;
}

export interface DamageOptions {
  /** E.2: re-roll each damage die once by this policy. Not for Disruptive weapons (attack.ts refuses that). */
  readonly directed?: DirectedDamagePolicy;
}

/** Resolves one damage die's faces into a tally (C.5 p.41, B.11). */
function resolveDie(
  faces: readonly number[],
  directed: boolean,
  weapon: Pick<CombatWeapon, 'traits'>,
  target: DamageTarget,
): DamageDie {
  // Disruptive: the faces after the first (or after the directed re-roll) are all applied.
  const applied = directed ? faces.slice(1) : faces;
  const effective = hasTrait(weapon, 'Dsr') ? applied : applied.slice(-1);
  const results = effective.map((face) => damageResultOf(face, weapon, target));
  const extras: string[] = [];
  let hull = 0;
  const count = (r: DamageResult): number => results.filter((x) => x === r).length;
  for (const [i, face] of effective.entries()) {
    if (results[i] !== 'hull') continue;
    // Catastrophic: "the number on the die indicates the number of hull boxes checked off".
    const boxes = hasTrait(weapon, 'Cts') ? face : 1;
    hull += boxes;
    if (boxes > 1) extras.push(`Catastrophic: ${boxes} hull`);
  }
  // Deadly: an even roll is a crew casualty; at most one per damage die (p.41). An ionized 1 is odd anyway.
  const crew = hasTrait(weapon, 'Dly') && effective.some((f) => f % 2 === 0) ? 1 : 0;
  if (crew > 0) extras.push('Deadly: 1 crew');
  // Kinetic: "each damage die ... automatically inflicts a hull hit".
  if (hasTrait(weapon, 'Knt')) {
    hull += 1;
    extras.push('Kinetic: +1 hull');
  }
  return {
    faces,
    directed,
    results,
    extras,
    tally: { hull, crew, engines: count('engines'), weapons: count('weapons'), shields: count('shields'), screens: 0 },
  };
}

/** Rolls the damage dice for `count` points with these traits (dice order: all dice, then re-rolls die by die). */
function rollDamageDice(
  count: number,
  weapon: Pick<CombatWeapon, 'traits'>,
  target: DamageTarget,
  options: DamageOptions,
  dice: Dice,
  label: string,
): DamageDie[] {
  const firsts = count > 0 ? rollDice(dice, `damage ${label}`, count) : [];
  const disruptive = hasTrait(weapon, 'Dsr');
  const policy = disruptive ? undefined : options.directed;
  return firsts.map((first) => {
    const faces = [first];
    let directed = false;
    if (policy) {
      const result = damageResultOf(first, weapon, target);
      if (result === 'none' || !policy.keep.includes(result)) {
        faces.push(dice.roll(`directed damage re-roll ${label}`));
        directed = true;
      }
    }
    if (disruptive) {
      // Dsr p.41: "record the result of any die that comes up 4-6, and then reroll it ... until it comes up 1-3".
      let face = first;
      while (face >= 4) {
        face = dice.roll(`Disruptive re-roll ${label}`);
        faces.push(face);
      }
    }
    return resolveDie(faces, directed, weapon, target);
  });
}

const NO_TRAITS: Pick<CombatWeapon, 'traits'> = { traits: [] };

/**
 * Rolls damage for `impacts` points of impact of a weapon on a starship.
 * With screens up, trait dice for the screens come first, then the overflow's damage dice.
 */
export function rollDamage(
  weapon: Pick<CombatWeapon, 'dmg' | 'traits'>,
  impacts: number,
  target: DamageTarget,
  options: DamageOptions,
  dice: Dice,
  label: string,
): DamageRoll {
  const points = impacts * weapon.dmg;
  const screensRemaining = Math.max(0, target.screensRemaining ?? 0);
  if (points === 0 || screensRemaining === 0) {
    const rolled = rollDamageDice(points, weapon, target, options, dice, label);
    return { points, screens: null, dice: rolled, total: rolled.reduce((t, d) => addTallies(t, d.tally), NO_DAMAGE), ...directedOf(weapon, options) };
  }

  // B.18 p.36, optional bleed-through: "on a result of 6, that point is not absorbed by screens, and is instead
  // resolved normally" (with the weapon's traits, as if the screens were not there).
  const bleedDice = target.screenBleedThrough ? rollDice(dice, `screen bleed-through ${label}`, points) : [];
  const bled = bleedDice.filter((f) => f === 6).length;
  const absorbing = points - bled;
  // B.18 p.36, damage-based traits against screens.
  const rolling = hasTrait(weapon, 'Cts') || hasTrait(weapon, 'Dly') || hasTrait(weapon, 'Inc');
  const traitDice = rolling && absorbing > 0 ? rollDice(dice, `screens ${label}`, absorbing) : [];
  let wanted = absorbing;
  if (hasTrait(weapon, 'Dsr')) wanted += absorbing;
  if (hasTrait(weapon, 'Knt')) wanted += absorbing;
  for (const face of traitDice) {
    if (hasTrait(weapon, 'Cts') && face >= 4) wanted += 1;
    if (hasTrait(weapon, 'Dly') && face >= 4) wanted += 1;
    if (hasTrait(weapon, 'Inc') && face <= 3) wanted -= 1;
  }
  wanted = Math.max(0, wanted);
  const checked = Math.min(wanted, screensRemaining);
  const overflow = wanted - checked;
  const through = rollDamageDice(bled, weapon, target, options, dice, label);
  // "the excess is rolled as normal damage, disregarding the damage-based trait(s)".
  const excess = rollDamageDice(overflow, NO_TRAITS, target, options, dice, label);
  const rolled = [...through, ...excess];
  const total = rolled.reduce((t, d) => addTallies(t, d.tally), { ...NO_DAMAGE, screens: checked });
  return { points, screens: { points, bleedDice, traitDice, wanted, checked, overflow }, dice: rolled, total, ...directedOf(weapon, options) };
}

/** The directed-damage choice in force, for the record (none for a Disruptive weapon). */
const directedOf = (weapon: Pick<CombatWeapon, 'traits'>, options: DamageOptions): { directed?: DirectedDamagePolicy } =>
  options.directed && !hasTrait(weapon, 'Dsr') ? { directed: options.directed } : {};
