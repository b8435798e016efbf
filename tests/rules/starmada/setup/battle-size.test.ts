import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BATTLE_SIZES,
  battleSize,
  parseBattleSize,
  scaleLimits,
  validateFleetForBattle,
  validateFleetLimit,
} from '../../../../src/rules/starmada/setup/battle-size.ts';

describe('battle sizes (p.12 §2.2)', () => {
  // Starmada p.12 §2.2 (its example).
  it('has the five sizes with their fleet limits and VP targets', () => {
    expect(BATTLE_SIZES.map((b) => [b.name, b.fleetLimit, b.vpTarget])).toEqual([
      ['Very Small', 400, 240],
      ['Small', 700, 420],
      ['Medium', 1000, 600],
      ['Large', 1500, 900],
      ['Very Large', 2000, 1200],
    ]);
  });

  // Starmada p.12 §2.2: the five size names.
  it('reads sizes as players type them', () => {
    expect(parseBattleSize('small').ok && parseBattleSize('small')).toMatchObject({ value: { id: 'small' } });
    expect(parseBattleSize('Very Large')).toMatchObject({ ok: true, value: { id: 'veryLarge' } });
    expect(parseBattleSize('very-small')).toMatchObject({ ok: true, value: { id: 'verySmall' } });
    expect(parseBattleSize('VL')).toMatchObject({ ok: true, value: { id: 'veryLarge' } });
    const bad = parseBattleSize('huge');
    expect(bad.ok ? '' : bad.error.message).toBe('"huge" is not a battle size; choose Very Small, Small, Medium, Large, Very Large.');
  });

  // Parser robustness: no input may crash a parser.
  it('property: no text makes the size parser throw', () => {
    fc.assert(
      fc.property(fc.string(), (t) => {
        expect(typeof parseBattleSize(t).ok).toBe('boolean');
      }),
    );
  });

  // Starmada p.58 (its example): fleet limit 1000 / VP 600 scaled by 1.5 → 1500 / 900.
  it('scales limit and target by the same factor', () => {
    expect(scaleLimits({ fleetLimit: 1000, vpTarget: 600 }, 1.5)).toEqual({ fleetLimit: 1500, vpTarget: 900 });
    expect(scaleLimits(battleSize('small'), 1.1)).toMatchObject({ fleetLimit: 770, vpTarget: 462 });
    expect(() => scaleLimits(battleSize('small'), 0)).toThrow();
  });
});

describe('fleet against the limit (p.12 §2.2)', () => {
  // Starmada p.12 §2.2: "the total combat rating of all ships selected by either side may not exceed the fleet limit".
  it('accepts a fleet at the limit and refuses one above it, saying by how much', () => {
    const small = battleSize('small');
    expect(validateFleetForBattle([{ name: 'Majestic', combatRating: 185 }, { name: 'Big', combatRating: 515 }], small)).toEqual({ ok: true, value: 700 });
    const over = validateFleetForBattle([{ name: 'Majestic', combatRating: 185 }, { name: 'Big', combatRating: 560 }], small);
    expect(over.ok).toBe(false);
    expect(over.ok ? '' : over.error[0]?.message).toBe('Your fleet is 745 CR; a Small battle allows 700.');
    expect(over.ok ? '' : over.error[0]?.suggestion).toBe('Remove ships worth at least 45 CR.');
  });

  // Starmada p.12 §2.2: a fleet is built of starships.
  it('refuses an empty fleet', () => {
    expect(validateFleetLimit([], 700, 'a Small battle')).toMatchObject({ ok: false, error: [{ code: 'ERR_FLEET_EMPTY' }] });
  });
});
