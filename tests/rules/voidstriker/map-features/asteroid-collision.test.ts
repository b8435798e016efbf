import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import {
  asteroidDefenceModifier,
  rollAsteroidCollision,
  type AsteroidMover,
} from '../../../../src/rules/voidstriker/map-features/asteroid-collision.ts';

// UNSN Destroyer Escort: TSM +1 (book Ch.5 §5.2).
const de = (over: Partial<Extract<AsteroidMover, { kind: 'ship' }>> = {}): AsteroidMover => ({
  kind: 'ship',
  id: 'DE',
  tsm: 1,
  driftSpeed: 8,
  evasive: 2,
  defenceTurrets: 1,
  ...over,
});

const value = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error('expected ok');
  return r.value;
};

describe('asteroid laser defence (Voidstriker §3.22)', () => {
  // Voidstriker §3.22: "1 laser turret provides -1 …, 2 lasers provides -2, 4 provides -3, 8 provides -4"
  test('B10: 1 → −1, 2 → −2, 4 → −3, 8 → −4; none → 0', () => {
    expect([0, 1, 2, 4, 8].map(asteroidDefenceModifier)).toEqual([0, -1, -2, -3, -4]);
    // Ruling H5: counts between follow floor(log2 n)
    expect([3, 7, 15, 16].map(asteroidDefenceModifier)).toEqual([-2, -3, -4, -5]);
  });
});

describe('asteroid collision (Voidstriker §3.22)', () => {
  // A worked case (§3.22): UNSN DE (TSM +1), drift 8, evasive 2, one laser turret: 2d6 + 1 + 8 − 2 − 1 ≥ 9 → 2d6 ≥ 3.
  test('D17: snake eyes (2) misses, 1+2 = 3 collides', () => {
    const miss = value(rollAsteroidCollision(de(), 'rocks', scriptedDice([1, 1])));
    expect(miss).toMatchObject({ roll: [1, 1], natural: 2, modifier: 6, total: 8, needed: 9, collided: false, damage: null });
    const hit = value(rollAsteroidCollision(de(), 'rocks', scriptedDice([1, 2, 4, ...Array<number>(13).fill(5)])));
    expect(hit.total).toBe(9);
    expect(hit.collided).toBe(true);
    // The worked case: damage on a d6 of 4 → (4 + 1 + 8) = 13d10.
    expect(hit.damage).toMatchObject({ countDie: 4, diceCount: 13 });
    expect(hit.damage?.dice).toHaveLength(13);
    expect(hit.damage?.damage).toBe(65);
    expect(hit.modifiers.map((m) => m.value)).toEqual([1, 8, -2, -1]);
  });

  test('D17: 35 of the 36 2d6 outcomes collide', () => {
    let collisions = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        const r = value(rollAsteroidCollision(de(), 'rocks', scriptedDice([a, b, 1, ...Array<number>(10).fill(1)])));
        if (r.collided) collisions++;
      }
    expect(collisions).toBe(35);
  });

  // Voidstriker §3.22: "Rolling a natural 12 always results in impact."
  test('a natural 12 always collides, whatever the modifiers', () => {
    const slow = de({ tsm: -2, driftSpeed: 0, evasive: 8, defenceTurrets: 8 });
    const r = value(rollAsteroidCollision(slow, 'rocks', scriptedDice([6, 6, 1])));
    expect(r.total).toBe(12 - 2 - 8 - 4);
    expect(r.collided).toBe(true);
    // d6 1 − 2 + 0 = −1 d10s: no damage dice at all.
    expect(r.damage).toEqual({ countDie: 1, diceCount: 0, dice: [], damage: 0 });
  });

  // Voidstriker §3.22: "If a missile hits an asteroid, it is destroyed." (ruling E13: one roll per salvo, TSM 0)
  test('a salvo rolls once with its drift only and is destroyed on a collision, with no damage roll', () => {
    const salvo: AsteroidMover = { kind: 'salvo', id: 'S1', driftSpeed: 4 };
    const lost = value(rollAsteroidCollision(salvo, 'rocks', scriptedDice([2, 3])));
    expect(lost).toMatchObject({ total: 9, collided: true, salvoDestroyed: true, damage: null });
    const safe = value(rollAsteroidCollision(salvo, 'rocks', scriptedDice([2, 2])));
    expect(safe).toMatchObject({ total: 8, collided: false, salvoDestroyed: false });
  });

  test('every die is labelled', () => {
    const dice = scriptedDice([6, 6, 1, 3, 3]);
    value(rollAsteroidCollision(de({ driftSpeed: 0, tsm: 1 }), 'rocks', dice));
    expect(dice.rolls.map((r) => [r.label, r.sides])).toEqual([
      ['asteroid collision DE in rocks', 6],
      ['asteroid collision DE in rocks', 6],
      ['asteroid damage dice DE', 6],
      ['asteroid damage DE', 10],
      ['asteroid damage DE', 10],
    ]);
  });

  test('bad inputs are refused as values', () => {
    const code = (m: AsteroidMover) => {
      const r = rollAsteroidCollision(m, 'rocks', scriptedDice([]));
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code(de({ driftSpeed: -1 }))).toBe('ERR_ASTEROID_BAD_DRIFT');
    expect(code(de({ tsm: 0.5 }))).toBe('ERR_ASTEROID_BAD_TSM');
    expect(code(de({ evasive: -1 }))).toBe('ERR_ASTEROID_BAD_EVASIVE');
    expect(code(de({ defenceTurrets: 1.5 }))).toBe('ERR_ASTEROID_BAD_TURRETS');
  });

  test('property: collided iff natural 12 or total ≥ 9; damage dice = max(0, d6 + TSM + drift)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2, max: 2 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (tsm, driftSpeed, evasive, defenceTurrets, a, b, n) => {
          const mover = de({ tsm, driftSpeed, evasive, defenceTurrets });
          const r = value(rollAsteroidCollision(mover, 'f', scriptedDice([a, b, n, ...Array<number>(40).fill(10)])));
          expect(r.total).toBe(a + b + tsm + driftSpeed - evasive + asteroidDefenceModifier(defenceTurrets));
          expect(r.collided).toBe(a + b === 12 || r.total >= 9);
          if (r.collided) expect(r.damage?.diceCount).toBe(Math.max(0, n + tsm + driftSpeed));
          else expect(r.damage).toBeNull();
        },
      ),
    );
  });
});
