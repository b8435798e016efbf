import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { resolveCriticalStep, rollCritical } from '../../../../src/rules/metaverse/damage/criticals.ts';
import { initialDamageState, type DamageLayout } from '../../../../src/rules/metaverse/damage/state.ts';
import { layers, pending, remaining } from './fixtures.ts';

const SHIP: DamageLayout = {
  directionality: 'square',
  threat: 2,
  sections: [
    { id: 'core', ring: 0, direction: null, layers: layers(4, 10, { 1: 1, 2: 1 }, { 1: 1 }) },
    { id: 'bow', ring: 1, direction: 'bow', layers: layers(2, 5, { 1: 2 }, { 2: 1 }) },
  ],
  systems: [
    { id: 'bridge', section: 'core', class: 'bridge' },
    { id: 'reactor', section: 'core', class: 'reactor', rating: 25 },
    { id: 'stl-1', section: 'bow', class: 'stl' },
    { id: 'stl-2', section: 'bow', class: 'stl' },
    { id: 'laser', section: 'bow', class: 'weapon' },
  ],
};

describe('criticals', () => {
  // Metaverse p.38: 1D8 category, 1D6 severity. Ruling A8's chart, 8/2 Minor Hull Breach: k×D6 hull hits, k = Threat (A8).
  test('structure: k×D6 hull hits raking into the section', () => {
    const dice = scriptedDice([8, 2, 3]);
    const r = rollCritical(initialDamageState(SHIP), 'core', dice);
    expect(r.roll).toMatchObject({ category: 8, severity: 2, name: 'Minor Hull Breach', outcomes: [{ kind: 'hull', amount: 6 }], upgrade: null, ignored: false });
    expect(remaining(r.state, 'core')).toEqual([4, 10, 10, 10]);
  });

  // Metaverse p.38: "If a critical cannot be applied … the category is upgraded once." No electronic systems → propulsion.
  test('upgrade once when nothing applies, then ignore', () => {
    const dice = scriptedDice([2, 1, 1]);
    const r = rollCritical(initialDamageState(SHIP), 'bow', dice);
    expect(dice.rolls[2]).toEqual({ label: 'critical bow: which system', sides: 2, value: 1 });
    expect(r.roll.outcomes).toEqual([{ kind: 'not-applicable', effect: 'disable' }]);
    expect(r.roll.upgrade).toEqual({ category: 3, name: 'Minor Drive Damage', outcomes: [{ kind: 'disabled', systems: ['stl-1'], wanted: 1 }] });
    expect(r.state.systems.find((s) => s.id === 'stl-1')?.disabled).toBe(true);
    // 1/1 secondary (none) → 2/1 electronic (none): ignored.
    const none = rollCritical(initialDamageState(SHIP), 'bow', scriptedDice([1, 1]));
    expect(none.roll.ignored).toBe(true);
  });

  // Rulings A9, A10: partial application applies what it can and also resolves the next category; systems chosen at random.
  test('partial: D6 drives wanted, 2 present → both disabled and the weapon category resolved too', () => {
    const dice = scriptedDice([3, 2, 5, 1]);
    const r = rollCritical(initialDamageState(SHIP), 'bow', dice);
    expect(r.roll.outcomes).toEqual([{ kind: 'disabled', systems: ['stl-1', 'stl-2'], wanted: 5 }]);
    // 4/2 Ammunition Disruption with no munitions: k×D4 hull hits (1 × 2).
    expect(r.roll.upgrade?.outcomes).toEqual([{ kind: 'hull', amount: 2 }]);
  });

  // Ruling A8's chart, 6/2 Atmospheric Contamination: k×2 parties, evenly crew and marines, upper-most first (p.43).
  test('crew and marines lost from the upper-most layers', () => {
    const r = rollCritical(initialDamageState(SHIP), 'core', scriptedDice([6, 2]));
    expect(r.roll.outcomes).toEqual([{ kind: 'parties', crew: 2, marines: 1, wanted: 4 }]);
    expect(r.roll.upgrade).not.toBeNull();
  });

  // Metaverse p.38: "Damage incurred from critical hits can induce more critical hits; these must be rolled immediately."
  test('the Critical Step rolls criticals caused by critical damage', () => {
    const st = initialDamageState(SHIP);
    const bow = st.sections.find((s) => s.id === 'bow');
    if (bow) bow.pendingCriticals = 1;
    // 8/4 Major Hull Breach: 2×D10 = 2×3 = 6 → completes the bow's first layer (1 new critical) → 8/1: 2×D4 = 2×1.
    const dice = scriptedDice([8, 4, 3, 8, 1, 1]);
    const r = resolveCriticalStep(st, dice);
    expect(r.rolls.map((x) => x.name)).toEqual(['Major Hull Breach', 'Minor Plasma Fire']);
    expect(remaining(r.state, 'bow')).toEqual([0, 2]);
    expect(pending(r.state, 'bow')).toBe(0);
    expect(dice.remaining).toBe(0);
  });

  // Ruling A8's chart, 7/6: immediate reactor detonation (rating 25 into its own section).
  test('reactor detonation critical', () => {
    const r = rollCritical(initialDamageState(SHIP), 'core', scriptedDice([7, 6]));
    expect(r.roll.outcomes).toEqual([{ kind: 'reactor-detonation', reactor: 'reactor', rating: 25 }]);
    expect(remaining(r.state, 'core')).toEqual([0, 0, 5, 10]);
  });
});
