import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, scriptedDice, seededDice } from '../../../src/rules/core/dice.ts';

const rollN = (seed: string, n: number, sides = 6): number[] => {
  const dice = seededDice(rngStateFromSeed(seed));
  return dice.rollMany('test', n, sides);
};

describe('seeds', () => {
  test('a hex seed of 32+ digits is read as four 32-bit words', () => {
    expect(rngStateFromSeed('00000001000000020000000300000004')).toEqual([1, 2, 3, 4]);
    expect(rngStateFromSeed('ffffffff80000000000000000000000a' + 'deadbeef')).toEqual([-1, -2147483648, 0, 10]);
  });

  test('any text is a seed: four 32-bit words, never all zero', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (seed) => {
        const state = rngStateFromSeed(seed);
        expect(state).toHaveLength(4);
        for (const w of state) expect(Number.isInteger(w) && w >= -(2 ** 31) && w < 2 ** 31).toBe(true);
        expect(state.some((w) => w !== 0)).toBe(true);
      }),
    );
    expect(rngStateFromSeed('0'.repeat(64))).toEqual([1, 0, 0, 0]);
  });

  test('different seeds give different states', () => {
    expect(rngStateFromSeed('turn 1')).not.toEqual(rngStateFromSeed('turn 2'));
  });
});

describe('seeded dice', () => {
  test('the same seed gives the same rolls', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 50 }), (seed, n) => {
        expect(rollN(seed, n)).toEqual(rollN(seed, n));
      }),
    );
    expect(rollN('game-1/turn-3', 30)).not.toEqual(rollN('game-1/turn-4', 30));
  });

  // The state is stored in the game state between steps: rolling 10, storing, restoring and rolling 10 more
  // must equal rolling 20 in one go.
  test('state continuation', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (seed, first, second) => {
        const start = rngStateFromSeed(seed);
        const once = seededDice(start).rollMany('all', first + second);
        const part = seededDice(start);
        const a = part.rollMany('first', first);
        const stored = JSON.parse(JSON.stringify(part.state())) as number[];
        const b = seededDice(stored).rollMany('second', second);
        expect([...a, ...b]).toEqual(once);
      }),
    );
    const dice = seededDice(rngStateFromSeed('x'));
    dice.rollMany('ten', 10);
    expect(seededDice(dice.state()).rollMany('ten more', 10)).toEqual(rollN('x', 20).slice(10));
  });

  test('state() is a copy: rolling on does not change a stored state', () => {
    const dice = seededDice(rngStateFromSeed('copy'));
    const stored = dice.state();
    const before = [...stored];
    dice.rollMany('more', 5);
    expect(stored).toEqual(before);
    expect(dice.state()).not.toEqual(before);
  });

  test('faces are whole numbers from 1 to the number of sides', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 100 }), (seed, sides) => {
        for (const v of rollN(seed, 20, sides)) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(1);
          expect(v).toBeLessThanOrEqual(sides);
        }
      }),
    );
  });

  // Pearson's chi-square over 60,000 d6, 5 degrees of freedom: 20.52 is the 0.1% critical value. The seed is
  // fixed, so the test is deterministic; a biased generator would land far above (a 1% bias on one face adds ~6).
  test('uniform: chi-square over 60,000 d6', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const v of rollN('uniformity', 60_000)) counts[v - 1] = (counts[v - 1] ?? 0) + 1;
    const expected = 10_000;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(20.52);
    // And not suspiciously perfect (0.1% lower tail: 0.21).
    expect(chiSquare).toBeGreaterThan(0.21);
  });

  test('successive rolls are not correlated (pairs of d6, 35 degrees of freedom)', () => {
    const rolls = rollN('pairs', 72_001);
    const counts = new Array<number>(36).fill(0);
    for (let i = 0; i + 1 < rolls.length; i += 2) counts[((rolls[i] as number) - 1) * 6 + ((rolls[i + 1] as number) - 1)]! += 1;
    const expected = 36_000 / 36;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(66.62); // 0.1% critical value for 35 degrees of freedom
  });

  test('every roll is recorded, in order, with its label and sides', () => {
    const dice = seededDice(rngStateFromSeed('labels'));
    const hit = dice.roll('to-hit Majestic→Kestrel Laser Cannon');
    const damage = dice.rollMany('damage Majestic→Kestrel', 3);
    const card = dice.roll('initiative card', 52);
    expect(dice.rolls).toEqual([
      { label: 'to-hit Majestic→Kestrel Laser Cannon', sides: 6, value: hit },
      ...damage.map((value) => ({ label: 'damage Majestic→Kestrel', sides: 6, value })),
      { label: 'initiative card', sides: 52, value: card },
    ]);
  });
});

describe('scripted dice (for the book\'s worked examples)', () => {
  // Starmada p.20: two laser cannons roll 2 and 6.
  test('shows the given faces in order and records them', () => {
    const dice = scriptedDice([2, 6]);
    expect(dice.rollMany('to-hit Laser Cannon', 2)).toEqual([2, 6]);
    expect(dice.remaining).toBe(0);
    expect(dice.rolls).toEqual([
      { label: 'to-hit Laser Cannon', sides: 6, value: 2 },
      { label: 'to-hit Laser Cannon', sides: 6, value: 6 },
    ]);
  });

  test('running out is a bug in the test, named by the label that wanted another die', () => {
    const dice = scriptedDice([3]);
    expect(dice.roll('impact')).toBe(3);
    expect(() => dice.roll('damage')).toThrow('scripted dice ran out at roll 2 (damage)');
  });

  test('a face the die cannot show is refused', () => {
    expect(() => scriptedDice([7]).roll('to-hit')).toThrow('scripted face 7 is not a d6 face (to-hit)');
    expect(() => scriptedDice([0]).roll('to-hit')).toThrow(/not a d6 face/);
    expect(() => scriptedDice([2.5]).roll('to-hit')).toThrow(/not a d6 face/);
    expect(scriptedDice([7]).roll('card', 52)).toBe(7);
  });

  test('remaining counts down', () => {
    const dice = scriptedDice([1, 2, 3, 4]);
    dice.roll('a');
    dice.rollMany('b', 2);
    expect(dice.remaining).toBe(1);
  });
});
