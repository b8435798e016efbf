import { describe, expect, test } from 'vitest';
import { nextSlowTurn, slowBankReady } from '../../../../src/rules/starmada/combat/slow-weapons.ts';

describe('Slow weapons', () => {
  // Starmada C.5 p.42 (its example): "if the bank makes any attacks in Game Turn 2, it cannot attack again until Game Turn 4".
  test('Slow: fired in turn 2, ready in turn 4', () => {
    expect(nextSlowTurn(2, 1)).toBe(4);
    expect([2, 3, 4, 5].map((t) => slowBankReady(2, t, 1))).toEqual([false, false, true, true]);
  });

  // Starmada C.5 p.42: "A weapon may be given the Slow trait twice; such weapons are only able to fire every third game turn."
  test('Slow twice: every third turn', () => {
    expect(nextSlowTurn(2, 2)).toBe(5);
    expect(slowBankReady(2, 4, 2)).toBe(false);
  });

  // Starmada C.5 p.42: "Slow weapons begin the game primed and ready to fire"; weapons without Slow always are.
  test('ready before firing, and without the trait', () => {
    expect(slowBankReady(null, 1, 1)).toBe(true);
    expect(slowBankReady(3, 4, 0)).toBe(true);
  });
});
