/**
 * The to-hit roll (Starmada 4.2 p.20; table Z.3 p.77) with the C.3 multi-weapon mounts (p.39–40) and the to-hit
 * traits of C.5 (Accurate, Fire-Linked, Incapacitating, Non-Piercing, Repeating, Volatile; p.41–43).
 *
 * Modifier total: every source of the p.20 table; fire control (B.8 p.32) cancels one −1 per level and only
 * against negative modifiers: total = Σ bonuses + min(0, Σ penalties + levels) [ruling 26].
 * Dice: each die whose modified result ≥ ACC hits; a natural 1 always misses; a die that "cannot succeed" re-rolls
 * its 6 (min-max-roll.ts). Evasive action (D.3 p.44): −1/−2/−3 by the evader's engine rating, the worse one
 * only when both evade. Fighter screens (F.3 p.51): −1/−2/−3 by the fighters screening a hex, the worst hex only.
 *
 * Judgement calls, all where the book is silent:
 * - Incapacitating and Non-Piercing each say "an additional −1" against tiny targets, so a weapon with both
 *   takes −3 (the table's "Inc or NPr: −2" lists them one at a time). Accurate cancels only the base −1.
 * - Fire-Linked with multi-weapon mounts: the volley rolls one mount's ROF and each die's mount hits count once
 *   per mount in the volley. Volatile Fire-Linked volleys roll one ROF die for the whole volley.
 * - Repeating: the re-rolls are always made (they can only add hits). Each extra hit is worth what one more
 *   success of that volley is worth at least: 1 hit, or the volley size for Fire-Linked weapons.
 */
import type { Dice } from '../../core/dice.ts';
import { hasTrait } from './combat-weapon.ts';
import type { CombatWeapon } from './combat-weapon.ts';
import { resolveMaxRoll } from './min-max-roll.ts';
import { rollDice } from './roll-dice.ts';
import { rangeModifier } from './range-band.ts';
import type { RangeBand } from './range-band.ts';

export interface ModifierTerm {
  /** What the modifier is for, as a player reads it: "long range", "tiny target", "countermeasures ×2". */
  readonly source: string;
  readonly value: number;
}

/** Everything besides range and the weapon that changes a to-hit die (table p.20). */
export interface ToHitConditions {
  /** Fighter flight, shuttle, seeker flight or minefield (4.2, ruling 22). */
  readonly tinyTarget?: boolean;
  /** B.5: the target is a detected cloaked ship. */
  readonly detectedCloakedTarget?: boolean;
  /** B.6: the target's working countermeasures levels. */
  readonly countermeasures?: number;
  /** C.5 Proximity: the element is adjacent to the hex the weapon targets. */
  readonly proximityAdjacent?: boolean;
  /** B.8: the attacker's working fire control levels. */
  readonly fireControl?: number;
  /** B.17: one of the attacker's face-up probes is within 3 hexes of the target. */
  readonly probeWithin3?: boolean;
  /** D.3: current engine ratings of whichever ships are evading (leave out a ship that is not). */
  readonly evasion?: { readonly attackerEngine?: number; readonly targetEngine?: number };
  /** E.2: the weapon uses directed damage. */
  readonly directedDamage?: boolean;
  /** Total line-of-sight penalty (≤ 0) from the geometry: flares, explosions, fighter screens, asteroid fields, comets. */
  readonly lineOfSight?: number;
  /** Anything else, e.g. S.8 prototype ±1 or S.9 storm −1. */
  readonly other?: readonly ModifierTerm[];
}

export interface ToHitModifier {
  readonly terms: readonly ModifierTerm[];
  /** Fire control levels actually used (each cancels one −1). */
  readonly fireControlUsed: number;
  readonly total: number;
}

/** D.3 p.44: the to-hit penalty an evading ship with this engine rating imposes (none at 1–2). */
export function evasivePenalty(engineRating: number): number {
  if (engineRating >= 10) return -3;
  if (engineRating >= 6) return -2;
  if (engineRating >= 3) return -1;
  return 0;
}

/** The modifier applied to each to-hit die of a starship weapon (table p.20). */
export function toHitModifier(band: RangeBand, weapon: Pick<CombatWeapon, 'traits'>, conditions: ToHitConditions = {}): ToHitModifier {
  const terms: ModifierTerm[] = [];
  const add = (source: string, value: number): void => {
    if (value !== 0) terms.push({ source, value });
  };
  add(`${band} range`, rangeModifier(band, weapon));
  if (conditions.tinyTarget) {
    // 4.2 p.20 tiny −1; C.5: Accurate ignores it, Incapacitating / Non-Piercing add −1 more.
    add('tiny target', hasTrait(weapon, 'Acr') ? 0 : -1);
    if (hasTrait(weapon, 'Inc')) add('tiny target, Incapacitating', -1);
    if (hasTrait(weapon, 'NPr')) add('tiny target, Non-Piercing', -1);
  }
  if (conditions.detectedCloakedTarget) add('detected cloaked target', -1);
  const countermeasures = conditions.countermeasures ?? 0;
  add(countermeasures > 1 ? `countermeasures ×${countermeasures}` : 'countermeasures', -countermeasures);
  if (conditions.proximityAdjacent) add('next to the Proximity hex', -1);
  if (conditions.probeWithin3) add('probe within 3 hexes', 1);
  if (conditions.evasion) {
    // D.3: "If both attacker and target are performing evasive action, apply only the more severe penalty."
    const { attackerEngine, targetEngine } = conditions.evasion;
    const penalties = [attackerEngine, targetEngine].filter((e): e is number => e !== undefined).map(evasivePenalty);
    add('evasive action', Math.min(0, ...penalties));
  }
  if (conditions.directedDamage) add('directed damage', -1);
  add('line of sight', Math.min(0, conditions.lineOfSight ?? 0));
  for (const term of conditions.other ?? []) add(term.source, term.value);

  const bonuses = terms.filter((t) => t.value > 0).reduce((sum, t) => sum + t.value, 0);
  const penalties = terms.filter((t) => t.value < 0).reduce((sum, t) => sum + t.value, 0);
  const fireControlUsed = Math.min(Math.max(0, conditions.fireControl ?? 0), -penalties);
  if (fireControlUsed > 0) terms.push({ source: 'fire control', value: fireControlUsed });
  return { terms, fireControlUsed, total: bonuses + penalties + fireControlUsed };
}

/** One to-hit die, with every face it showed. */
export interface ToHitDie {
  /** The first face, then any re-rolls of a 6 that "cannot succeed" (p.20). */
  readonly faces: readonly number[];
  /** The modified result. */
  readonly final: number;
  /** Hits from this die before Repeating (already multiplied for a Fire-Linked volley). */
  readonly hits: number;
  /** Repeating re-rolls (unmodified faces), in order. */
  readonly repeats: readonly number[];
  /** Extra hits from the Repeating re-rolls. */
  readonly repeatHits: number;
}

export interface ToHitRoll {
  /** Volatile: the die rolled for each weapon's ROF (one for a Fire-Linked volley). */
  readonly volatileRof: readonly number[];
  readonly acc: number;
  readonly modifier: number;
  /** Weapons per mount (C.3); 1 for single weapons. */
  readonly mountSize: number;
  /** Hits each success scores: the number of mounts in a Fire-Linked volley, otherwise 1. */
  readonly hitsPerSuccess: number;
  readonly dice: readonly ToHitDie[];
  readonly hits: number;
}

export interface Firing {
  /** Weapon boxes firing at the target (for multi-weapon mounts, the number of mounts). */
  readonly weapons: number;
  /** C.3 weapons per mount, 1–4 (default 1). */
  readonly mountSize?: number;
}

/**
 * Rolls the to-hit dice of `firing.weapons` weapons of one profile at one target.
 * `label` names the attack for the dice log, e.g. "Majestic→Kestrel Laser Cannon".
 * Dice order: Volatile ROF dice, then every to-hit die, then re-rolls of 6s die by die, then Repeating re-rolls.
 */
export function rollToHit(
  weapon: Pick<CombatWeapon, 'rof' | 'acc' | 'traits'>,
  firing: Firing,
  modifier: number,
  dice: Dice,
  label: string,
): ToHitRoll {
  const mountSize = firing.mountSize ?? 1;
  const fireLinked = hasTrait(weapon, 'FrL');
  // FrL p.42: "rolling a number of to-hit dice equal to one weapon's ROF value".
  const rollingWeapons = fireLinked ? Math.min(1, firing.weapons) : firing.weapons;
  const hitsPerSuccess = fireLinked ? firing.weapons : 1;

  const volatileRof = hasTrait(weapon, 'Vlt') ? rollDice(dice, `ROF (Volatile) ${label}`, rollingWeapons) : [];
  const diceCount = hasTrait(weapon, 'Vlt') ? volatileRof.reduce((a, b) => a + b, 0) : rollingWeapons * weapon.rof;
  const firsts = rollDice(dice, `to-hit ${label}`, diceCount);

  // C.3 p.40: a mount die scores (result − ACC + 1) hits up to the mount size; 6s re-rolled "if necessary".
  const needed = weapon.acc + mountSize - 1;
  const resolved = firsts.map((first) => {
    const die = resolveMaxRoll(first, modifier, needed, () => dice.roll(`to-hit re-roll of a 6 ${label}`));
    const successes = first === 1 ? 0 : Math.max(0, Math.min(mountSize, die.final - weapon.acc + 1));
    return { faces: die.faces, final: die.final, hits: successes * hitsPerSuccess };
  });

  const repeating = hasTrait(weapon, 'Rpt');
  const rolled: ToHitDie[] = resolved.map((die) => {
    const repeats: number[] = [];
    let repeatHits = 0;
    if (repeating && die.hits > 0) {
      // Rpt p.42: re-roll a hitting die: 5–6 scores a second hit and is re-rolled again; 6 then scores a third.
      const second = dice.roll(`Repeating re-roll ${label}`);
      repeats.push(second);
      if (second >= 5) {
        repeatHits += hitsPerSuccess;
        const third = dice.roll(`Repeating re-roll ${label}`);
        repeats.push(third);
        if (third === 6) repeatHits += hitsPerSuccess;
      }
    }
    return { faces: die.faces, final: die.final, hits: die.hits, repeats, repeatHits };
  });

  return {
    volatileRof,
    acc: weapon.acc,
    modifier,
    mountSize,
    hitsPerSuccess,
    dice: rolled,
    hits: rolled.reduce((sum, d) => sum + d.hits + d.repeatHits, 0),
  };
}

/** F.3 p.51: the to-hit penalty of fighters screening one hex (all flights there added up). */
export function fighterScreenPenalty(fighters: number): number {
  if (fighters >= 16) return -3;
  if (fighters >= 10) return -2;
  if (fighters >= 4) return -1;
  return 0;
}

/**
 * F.3 p.51: the penalty of fighter screens along a line of sight, given the screening fighters in each hex it
 * crosses: "apply only the greatest applicable penalty, not the sum". Add it to the other line-of-sight penalties.
 */
export function fighterScreensPenalty(fightersPerHex: readonly number[]): number {
  return Math.min(0, ...fightersPerHex.map(fighterScreenPenalty));
}
