// Voidstriker §2.351 missile to-hit, §2.35 natural 1, reference sheet Xraser damage (rulings E6–E8).
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { missileModifier, resolveMissileAttack } from '../../../../src/rules/voidstriker/missiles/missile-attack.ts';

describe('worked case: missile rolls', () => {
  test('Quad Mk-III salvo on a UNSN HC (TSM +2, evasive 0) in its 6th phase: natural 2+ hits, a 1 misses, 1d10+4 each', () => {
    // Missile 1 rolls 1 (would total 9 anyway; natural 1 misses), 2 rolls 2 (10, hit) damage 7, 3 rolls 10 damage 1, 4 rolls 5 damage 10.
    const dice = scriptedDice([1, 2, 7, 10, 1, 5, 10]);
    const r = resolveMissileAttack({ salvoId: 's1', targetId: 'unsn-hc', count: 4, mark: 3, phasesInFlight: 6, targetTsm: 2, targetEvasive: 0 }, dice);
    expect(r.rolls.map((x) => x.hit)).toEqual([false, true, true, true]);
    expect(r.rolls[0]).toMatchObject({ natural: 1, modifier: 8, total: 9, needed: 10, naturalOne: true, damage: null });
    expect(r.rolls[1]).toMatchObject({ natural: 2, total: 10, hit: true, damage: { die: 7, bonus: 4, total: 11 } });
    expect(r.packets).toEqual([11, 5, 14]);
    expect(r.hits).toBe(3);
    expect(dice.remaining).toBe(0);
    expect(dice.rolls.map((d) => d.label)).toEqual([
      'missile 1/4 to-hit s1→unsn-hc',
      'missile 2/4 to-hit s1→unsn-hc',
      'missile 2/4 damage Mk-3 s1→unsn-hc',
      'missile 3/4 to-hit s1→unsn-hc',
      'missile 3/4 damage Mk-3 s1→unsn-hc',
      'missile 4/4 to-hit s1→unsn-hc',
      'missile 4/4 damage Mk-3 s1→unsn-hc',
    ]);
  });
  test('a salvo on a UNSN gunboat (TSM -2) with evasive 3 after 2 phases cannot hit: a natural 10 makes 7', () => {
    expect(missileModifier({ phasesInFlight: 2, targetTsm: -2, targetEvasive: 3 })).toBe(-3);
    const r = resolveMissileAttack({ salvoId: 's2', targetId: 'unsn-gb', count: 2, mark: 1, phasesInFlight: 2, targetTsm: -2, targetEvasive: 3 }, scriptedDice([10, 10]));
    expect(r.rolls.map((x) => x.total)).toEqual([7, 7]);
    expect(r.hits).toBe(0);
    expect(r.packets).toEqual([]);
  });
});

test('§2.351: missiles need 10+ on 1d10; a missile that fails "explodes harmlessly" (no packet)', () => {
  const r = resolveMissileAttack({ salvoId: 's3', targetId: 't', count: 1, mark: 4, phasesInFlight: 0, targetTsm: 0, targetEvasive: 0 }, scriptedDice([10, 3]));
  expect(r.rolls[0]).toMatchObject({ natural: 10, total: 10, hit: true, damage: { die: 3, bonus: 8, total: 11 } });
  const miss = resolveMissileAttack({ salvoId: 's3', targetId: 't', count: 1, mark: 4, phasesInFlight: 0, targetTsm: 0, targetEvasive: 0 }, scriptedDice([9]));
  expect(miss.packets).toEqual([]);
});
