import { describe, expect, test } from 'vitest';
import { formatFaces, resolveMaxRoll } from '../../../../src/rules/starmada/combat/min-max-roll.ts';

const rerolls = (faces: number[]) => {
  const queue = [...faces];
  return () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('no more re-rolls scripted');
    return next;
  };
};

describe('the minimum/maximum roll rule', () => {
  // Starmada p.20 §4.2: ACC 5+, −2: "re-roll any die that comes up 6 (before modifiers) and add 5".
  test('a 6 that cannot succeed is re-rolled and gets +5', () => {
    expect(resolveMaxRoll(6, -2, 5, rerolls([1]))).toEqual({ faces: [6, 1], final: 4 });
    expect(resolveMaxRoll(6, -2, 5, rerolls([5]))).toEqual({ faces: [6, 5], final: 8 });
  });

  // Starmada p.20 §4.2: no re-roll when the roll can succeed.
  test('a 6 that can succeed is not re-rolled, and other faces never are', () => {
    expect(resolveMaxRoll(6, -1, 5, rerolls([]))).toEqual({ faces: [6], final: 5 });
    expect(resolveMaxRoll(2, -2, 5, rerolls([]))).toEqual({ faces: [2], final: 0 });
  });

  // Starmada p.20 §4.2 with ruling 6: a re-rolled 6 that still cannot succeed goes on (+5 each time).
  test('re-rolls chain when even 6 + 5 cannot succeed', () => {
    // ACC 6+ at −6: 6 − 6 = 0; re-roll 6 → 6 + 5 − 6 = 5, still short; re-roll 3 → 3 + 10 − 6 = 7.
    expect(resolveMaxRoll(6, -6, 6, rerolls([6, 3]))).toEqual({ faces: [6, 6, 3], final: 7 });
  });

  test('faces print with arrows', () => {
    expect(formatFaces([6, 6, 3])).toBe('6→6→3');
    expect(formatFaces([4])).toBe('4');
  });
});
