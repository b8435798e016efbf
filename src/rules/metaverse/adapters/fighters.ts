/**
 * Library starfighter types and weapons as the fighters module sees them (Metaverse p.81 "Starfighter Squadrons",
 * "Weapons").
 *
 * Judgement calls: the design's `range: null` is the book's infinite range (`'infinite'` in fighters/); flat damage
 * `{ fixed }` is `{ mod }` with no die. A fighter weapon with a rolled pulse count (`{ die }`) cannot be expressed by
 * fighters/ (it takes a fixed count), so `fighterWeaponOf` refuses it rather than inventing a count.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { DesignStarfighterType } from '../ships/starfighter.ts';
import type { StarfighterWeapon } from '../ships/weapon.ts';
import type { FighterWeapon, StarfighterType } from '../fighters/squadron-type.ts';
import { metaverseError } from '../errors.ts';

/** fighters/ `StarfighterType` of a library starfighter type (cost and provenance are not needed in play). */
export function starfighterTypeOf(t: DesignStarfighterType): StarfighterType {
  return {
    id: t.id,
    name: t.name,
    strength: t.strength,
    range: t.range ?? 'infinite',
    defence: t.defence,
    furball: t.furball,
    hardpoints: t.hardpoints,
    qualities: [...t.qualities],
    moraleValue: t.moraleValue,
    integratedWeapons: t.integratedWeapons.map((w) => ({ weapon: w.weapon, quantity: w.quantity })),
    mountableWeapons: [...t.mountableWeapons],
  };
}

/** fighters/ `FighterWeapon` of a library starfighter weapon; refused when its pulse count is rolled. */
export function fighterWeaponOf(w: StarfighterWeapon): Result<FighterWeapon, RuleError> {
  if (!('count' in w.pulse)) return err(metaverseError('ERR_FIGHTER_WEAPON_PULSE', `${w.name} rolls its pulse count; give starfighter weapons a fixed pulse count.`, { at: w.id }));
  return ok({
    id: w.id,
    name: w.name,
    range: w.range,
    pulse: { count: w.pulse.count },
    damage: 'fixed' in w.damage ? { mod: w.damage.fixed } : { die: w.damage.die, mod: w.damage.mod },
    pd: { value: w.pd.value, targets: [...w.pd.targets] },
    intercept: w.intercept.vulnerable ? { vulnerable: true, value: w.intercept.value } : { vulnerable: false, value: null },
  });
}
