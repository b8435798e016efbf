import { describe, expect, test } from 'vitest';
import { fighterWeaponOf, starfighterTypeOf } from '../../../../src/rules/metaverse/adapters/fighters.ts';
import { validateFighterWeapon, validateStarfighterType } from '../../../../src/rules/metaverse/fighters/squadron-type.ts';
import { LIBRARY } from '../../../../src/rules/metaverse/ships/library.ts';

describe('fighter adapters', () => {
  // Metaverse p.81 "Starfighter Squadrons": every library type passes the fighters module's own limits.
  test('every library starfighter type maps and validates', () => {
    for (const t of LIBRARY.starfighterTypes) {
      const mapped = starfighterTypeOf(t);
      expect(validateStarfighterType(mapped).ok).toBe(true);
      expect(mapped.range).toBe(t.range ?? 'infinite');
      expect([mapped.strength, mapped.defence, mapped.furball]).toEqual([t.strength, t.defence, t.furball]);
    }
  });
  test('every library starfighter weapon with a fixed pulse count maps and validates', () => {
    for (const w of LIBRARY.starfighterWeapons) {
      const r = fighterWeaponOf(w);
      if ('count' in w.pulse) expect(r.ok && validateFighterWeapon(r.value).ok).toBe(true);
      else expect(r.ok).toBe(false);
    }
  });
  test('a rolled pulse count is refused, flat damage becomes a modifier', () => {
    const w = LIBRARY.starfighterWeapons[0];
    if (!w) throw new Error('no fighter weapon');
    const rolled = fighterWeaponOf({ ...w, pulse: { die: 6 } });
    expect(!rolled.ok && rolled.error.code).toBe('ERR_FIGHTER_WEAPON_PULSE');
    const flat = fighterWeaponOf({ ...w, pulse: { count: 2 }, damage: { fixed: 5 } });
    expect(flat.ok && flat.value.damage).toEqual({ mod: 5 });
  });
});
