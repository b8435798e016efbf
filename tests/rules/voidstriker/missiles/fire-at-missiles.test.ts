// Voidstriker §2.351 "Targeting a missile is at -4 … Any damage destroys a missile"; §2.35 base to-hit and natural 1;
// §2.36 laser range loss (ruling E9).
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { fireAtSalvo } from '../../../../src/rules/voidstriker/missiles/fire-at-missiles.ts';
import type { AntiMissileShot } from '../../../../src/rules/voidstriker/missiles/fire-at-missiles.ts';

const shot = (over: Partial<AntiMissileShot>): AntiMissileShot => ({
  firerId: 'unsn-de', mountId: 't1', salvoId: 's1', weapon: { kind: 'laser', mark: 1, weapons: 4 }, range: 2, modifiers: [{ source: 'range 2', value: 0 }], missiles: 4, ...over,
});

describe('to-hit at -4 (§2.351)', () => {
  test('a laser needs 4+ after the -4: natural 8 at range 2 hits, natural 7 misses', () => {
    const hit = fireAtSalvo(shot({ missiles: 2 }), scriptedDice([8, 1, 2, 3, 4]));
    expect(hit).toMatchObject({ natural: 8, total: 4, needed: 4, hit: true, missilesDestroyed: 2, missilesLeft: 0 });
    expect(hit.modifiers).toContainEqual({ source: 'target is a missile', value: -4 });
    const miss = fireAtSalvo(shot({}), scriptedDice([7]));
    expect(miss).toMatchObject({ total: 3, hit: false, missilesDestroyed: 0, missilesLeft: 4, damage: [] });
  });
  test('a mass driver needs 5+ and destroys one missile (one weapon, always ≥1 damage)', () => {
    const r = fireAtSalvo(shot({ weapon: { kind: 'massDriver' } }), scriptedDice([9]));
    expect(r).toMatchObject({ total: 5, needed: 5, hit: true, missilesDestroyed: 1, missilesLeft: 3 });
  });
  test('§2.35: a natural 1 always misses', () => {
    const r = fireAtSalvo(shot({ modifiers: [{ source: 'sensors x8', value: 3 }, { source: 'range 0', value: 2 }] }), scriptedDice([1]));
    expect(r).toMatchObject({ naturalOne: true, hit: false, missilesDestroyed: 0 });
  });
});

test('ruling E9: a Mk-I laser at range 9 loses 3; a d6 of 1 does 0 and spares a missile, a 6 does 5 and kills one', () => {
  const dice = scriptedDice([10, 1, 6]);
  const r = fireAtSalvo(
    shot({ weapon: { kind: 'laser', mark: 1, weapons: 2 }, range: 9, modifiers: [{ source: 'range 9', value: -3 }, { source: 'sensors x4', value: 2 }] }),
    dice,
  );
  expect(r.total).toBe(5);
  expect(r.damage).toEqual([
    { laser: 1, die: 1, bonus: 2, rangeLoss: 3, total: 0 },
    { laser: 2, die: 6, bonus: 2, rangeLoss: 3, total: 5 },
  ]);
  expect(r.missilesDestroyed).toBe(1);
  expect(dice.rolls.map((d) => d.label)).toEqual(['to-hit unsn-de t1→salvo s1', 'laser 1/2 damage t1→salvo s1', 'laser 2/2 damage t1→salvo s1']);
});
