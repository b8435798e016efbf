/**
 * The impact roll (Starmada 4.3 p.20–21) and the impact traits of C.5 (Scatter, Telescopic, Piercing-1/-2,
 * Non-Piercing, Modulating; p.42–43), plus the nebula rule of G.4 (p.56).
 *
 * For each hit roll IMP dice; each die whose modified result EXCEEDS the applicable shield rating scores one point
 * of impact. Shield 0 (none, or every box checked): no roll, each hit scores IMP points. A natural 1 fails while
 * the shield is above 0; a die that "cannot succeed" re-rolls its 6 (min-max-roll.ts).
 *
 * Judgement calls:
 * - Modulating treats the shield as 0 first; a Non-Piercing weapon then treats that "unshielded" target as
 *   shield 1, as it does any unshielded target (both rules read the shield, neither forbids the pair).
 * - Nebula (G.4): "any even impact roll automatically succeeds" is read on the natural first face, so an even
 *   die succeeds before any modifier or re-roll; with shield 0 there is no roll and nothing changes.
 */
import type { Dice } from '../../core/dice.ts';
import { hasTrait } from './combat-weapon.ts';
import type { CombatWeapon } from './combat-weapon.ts';
import { resolveMaxRoll } from './min-max-roll.ts';
import { rollDice } from './roll-dice.ts';
import type { RangeBand } from './range-band.ts';

/** IMP per hit: the printed value, or by band for Scatter (3/2/1) and Telescopic (1/2/3) (C.5 p.42–43). */
export function impactDicePerHit(weapon: Pick<CombatWeapon, 'imp' | 'traits'>, band: RangeBand): number {
  if (hasTrait(weapon, 'Sct')) return band === 'short' ? 3 : band === 'medium' ? 2 : 1;
  if (hasTrait(weapon, 'Tls')) return band === 'short' ? 1 : band === 'medium' ? 2 : 3;
  // Only Scatter/Telescopic print "*"; treat a stray null as IMP 1 rather than crash.
  return weapon.imp ?? 1;
}

/** The modifier to each impact die: Piercing-1 +1, Piercing-2 +2, Non-Piercing −1 (C.5 p.43). */
export function impactModifier(weapon: Pick<CombatWeapon, 'traits'>): number {
  return (hasTrait(weapon, 'Pr1') ? 1 : 0) + (hasTrait(weapon, 'Pr2') ? 2 : 0) - (hasTrait(weapon, 'NPr') ? 1 : 0);
}

/** The shield rating the dice are compared with: Modulating sees 0; Non-Piercing sees an unshielded target as 1. */
export function shieldForWeapon(weapon: Pick<CombatWeapon, 'traits'>, shield: number): number {
  const seen = hasTrait(weapon, 'Mdl') ? 0 : Math.max(0, shield);
  return hasTrait(weapon, 'NPr') && seen === 0 ? 1 : seen;
}

export interface ImpactDie {
  /** The first face, then any re-rolls of a 6 that "cannot succeed". */
  readonly faces: readonly number[];
  readonly final: number;
  readonly impact: boolean;
  /** True when the die succeeded only because it was even inside a nebula (G.4). */
  readonly nebula: boolean;
}

export interface ImpactRoll {
  readonly impactPerHit: number;
  /** The rating the dice were compared with, after Modulating / Non-Piercing. */
  readonly shield: number;
  readonly modifier: number;
  /** Shield 0: no dice, each hit scored its IMP automatically. */
  readonly automatic: boolean;
  readonly dice: readonly ImpactDie[];
  readonly impacts: number;
}

export interface ImpactConditions {
  /** Applicable current shield rating: the directional arc's (B.7) and E.6 reinforcement included; 0 if none. */
  readonly shield: number;
  /** G.4: the battle is inside a nebula. */
  readonly nebula?: boolean;
}

/**
 * Rolls impact for `hits` hits. Dice order: every impact die, then re-rolls of 6s die by die.
 * `label` names the attack for the dice log.
 */
export function rollImpact(
  weapon: Pick<CombatWeapon, 'imp' | 'traits'>,
  band: RangeBand,
  hits: number,
  conditions: ImpactConditions,
  dice: Dice,
  label: string,
): ImpactRoll {
  const impactPerHit = impactDicePerHit(weapon, band);
  const shield = shieldForWeapon(weapon, conditions.shield);
  const modifier = impactModifier(weapon);
  if (shield === 0) {
    // 4.3 p.21: "each hit automatically inflicts a number of points of impact equal to the weapon's IMP value".
    return { impactPerHit, shield, modifier, automatic: true, dice: [], impacts: hits * impactPerHit };
  }
  const firsts = hits > 0 ? rollDice(dice, `impact ${label}`, hits * impactPerHit) : [];
  const rolled: ImpactDie[] = firsts.map((first) => {
    if (conditions.nebula && first % 2 === 0) return { faces: [first], final: first + modifier, impact: true, nebula: true };
    // A die succeeds on final > shield, so the result that succeeds is shield + 1.
    const die = resolveMaxRoll(first, modifier, shield + 1, () => dice.roll(`impact re-roll of a 6 ${label}`));
    return { faces: die.faces, final: die.final, impact: first !== 1 && die.final > shield, nebula: false };
  });
  return { impactPerHit, shield, modifier, automatic: false, dice: rolled, impacts: rolled.filter((d) => d.impact).length };
}
