import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { rollLockOn } from '../../../../src/rules/voidstriker/sensors/lock-on.ts';
import type { LockOnInput } from '../../../../src/rules/voidstriker/sensors/lock-on.ts';

/** A worked case of §2.33: UNSN DE tracks IJN Missile Destroyer (TSM +1, evasive 2) at 20.3", 3 ECM sensors, locked last turn, 4 DE sensors. */
const d6Lock: LockOnInput = {
  observer: 'UNSN DE',
  target: 'IJN MD',
  trackingSensors: 4,
  targetSize: { kind: 'ship', tsm: 1, evasive: 2, immobile: false },
  range: 20.3,
  previouslyLocked: true,
  ecmSensors: 3,
};

const plain = (over: Partial<LockOnInput> = {}): LockOnInput => ({
  observer: 'A',
  target: 'B',
  trackingSensors: 1,
  targetSize: { kind: 'ship', tsm: 0, evasive: 0, immobile: false },
  range: 5,
  previouslyLocked: false,
  ecmSensors: 0,
  ...over,
});

describe('sensor lock-on', () => {
  // Voidstriker §2.33, §2.331, the worked case: range −5, TSM +1, ECM ×3 −2, evasive −2, previous lock +3 = −5.
  test('worked case: d10 8 locks, with +2 to hit for 4 sensors', () => {
    const dice = scriptedDice([8]);
    const r = rollLockOn(d6Lock, dice);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.range).toBe(20);
    expect(r.value.modifiers.map((m) => m.value)).toEqual([-5, 1, -2, 3, -2]);
    expect(r.value.modifier).toBe(-5);
    expect(r.value.roll).toBe(8);
    expect(r.value.total).toBe(3);
    expect(r.value.needed).toBe(3);
    expect(r.value.locked).toBe(true);
    expect(r.value.toHitBonus).toBe(2);
    expect(dice.rolls).toEqual([{ label: 'lock-on UNSN DE→IJN MD', sides: 10, value: 8 }]);
  });

  // The worked case: d10 7 → 2, not locked, so no bonus and no fire.
  test('worked case: d10 7 fails', () => {
    const r = rollLockOn(d6Lock, scriptedDice([7]));
    expect(r.ok && r.value.total).toBe(2);
    expect(r.ok && r.value.locked).toBe(false);
    expect(r.ok && r.value.toHitBonus).toBe(0);
  });

  // Voidstriker §2.33: "if the modified roll is 3 or better, the target ship is painted".
  test('needs exactly 3', () => {
    // range 2 (0), TSM 0: the natural die is the total.
    const pass = rollLockOn(plain({ range: 2 }), scriptedDice([3]));
    expect(pass.ok && pass.value.locked).toBe(true);
    const fail = rollLockOn(plain({ range: 2 }), scriptedDice([2]));
    expect(fail.ok && fail.value.locked).toBe(false);
  });

  // Ruling C3: a natural 1 does not fail a lock (the natural-1 rule is a to-hit rule).
  test('a natural 1 can lock with enough modifiers', () => {
    const r = rollLockOn(plain({ range: 0, targetSize: { kind: 'ship', tsm: 2, evasive: 0, immobile: false } }), scriptedDice([1]));
    expect(r.ok && r.value.total).toBe(5);
    expect(r.ok && r.value.locked).toBe(true);
  });

  // Voidstriker §2.33 "normal modifiers for stationary targets" → §2.35 Nonmaneuvering target +5.
  test('immobile target is +5', () => {
    const r = rollLockOn(plain({ range: 5, targetSize: { kind: 'ship', tsm: 0, evasive: 0, immobile: true } }), scriptedDice([1]));
    expect(r.ok && r.value.modifiers).toContainEqual({ source: 'immobile target', value: 5, rule: '§2.33, §2.35' });
    expect(r.ok && r.value.total).toBe(4);
  });

  // Voidstriker §2.351 "Targeting a missile is at −4"; ruling C6 uses it as the salvo's size modifier.
  test('missile salvo is −4', () => {
    const r = rollLockOn(plain({ range: 1, targetSize: { kind: 'salvo' } }), scriptedDice([6]));
    expect(r.ok && r.value.modifier).toBe(-3);
    expect(r.ok && r.value.locked).toBe(true);
  });

  // Voidstriker §3.21: a planet on the centre-to-centre line: "that ship cannot be tracked" — no die.
  test('planet in the way: no roll, no lock', () => {
    const dice = scriptedDice([]);
    const r = rollLockOn({ ...d6Lock, blockedByPlanet: true }, dice);
    expect(r.ok && r.value).toMatchObject({ roll: null, total: null, locked: false, blockedByPlanet: true, toHitBonus: 0 });
    expect(dice.rolls).toEqual([]);
  });

  // Voidstriker §3.22: asteroids obscure sensor readings, −1 per full inch [ruling H4].
  test('asteroids −1 per full inch', () => {
    const r = rollLockOn(plain({ range: 2, asteroidInches: 2.7 }), scriptedDice([5]));
    expect(r.ok && r.value.modifier).toBe(-2);
    expect(r.ok && r.value.locked).toBe(true);
  });

  // Voidstriker §2.33: "A ship must allocate at least one Sensor to each intended target".
  test('bad inputs are errors, not throws', () => {
    const cases: [Partial<LockOnInput>, string][] = [
      [{ trackingSensors: 0 }, 'ERR_LOCK_NO_SENSORS'],
      [{ trackingSensors: 1.5 }, 'ERR_LOCK_NO_SENSORS'],
      [{ ecmSensors: -1 }, 'ERR_LOCK_BAD_ECM'],
      [{ range: Number.NaN }, 'ERR_LOCK_BAD_RANGE'],
      [{ range: -1 }, 'ERR_LOCK_BAD_RANGE'],
      [{ targetSize: { kind: 'ship', tsm: 0, evasive: -1, immobile: false } }, 'ERR_LOCK_BAD_EVASIVE'],
      [{ asteroidInches: -2 }, 'ERR_LOCK_BAD_ASTEROIDS'],
    ];
    for (const [over, code] of cases) {
      const r = rollLockOn(plain(over), scriptedDice([5]));
      expect(r.ok ? 'ok' : r.error.code).toBe(code);
    }
  });

  test('locked exactly when roll + modifiers ≥ 3; bonus only when locked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.integer({ min: -2, max: 2 }),
        fc.integer({ min: 0, max: 8 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 16 }),
        (die, sensors, range, tsm, evasive, previouslyLocked, ecm) => {
          const r = rollLockOn(
            plain({ trackingSensors: sensors, range, targetSize: { kind: 'ship', tsm, evasive, immobile: false }, previouslyLocked, ecmSensors: ecm }),
            scriptedDice([die]),
          );
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(r.value.total).toBe(die + r.value.modifier);
          expect(r.value.locked).toBe(die + r.value.modifier >= 3);
          expect(r.value.toHitBonus > 0).toBe(r.value.locked && sensors >= 2);
        },
      ),
    );
  });
});
