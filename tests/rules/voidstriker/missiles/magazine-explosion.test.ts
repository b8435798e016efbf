// Voidstriker §2.362 Magazine: contents destroyed; a missile magazine sets off a warhead 1 in 10 at full damage on
// the Interior table, ignoring armour for the first hit; no magazine = Cargo (§2.362; rulings F3, F4).
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { resolveMagazineHit } from '../../../../src/rules/voidstriker/missiles/magazine-explosion.ts';
import type { Magazine } from '../../../../src/rules/voidstriker/missiles/magazine-explosion.ts';

const mk4: Magazine = { id: 'mag1', ammo: 'missile', missileMark: 4, rounds: 40 };

describe('missile magazine', () => {
  test('a d10 of 1 sets off a Mk-IV warhead: 18 points (1d10+8 with the die at 10) on the Internal table', () => {
    expect(resolveMagazineHit('rn-hc', [mk4], scriptedDice([1]))).toEqual({
      kind: 'magazine', magazineId: 'mag1', choiceRoll: null, contentsLost: 40, explosionRoll: 1,
      blast: { damage: 18, table: 'internal', skipFirstArmour: true },
    });
  });
  test('any other roll: contents lost, no blast', () => {
    expect(resolveMagazineHit('rn-hc', [mk4], scriptedDice([2]))).toMatchObject({ contentsLost: 40, explosionRoll: 2, blast: null });
  });
  test('Mk-I warhead does 10', () => {
    const r = resolveMagazineHit('gb', [{ id: 'm', ammo: 'missile', missileMark: 1, rounds: 8 }], scriptedDice([1]));
    expect(r.kind === 'magazine' ? r.blast?.damage : null).toBe(10);
  });
});

test('mass driver shells "do not explode": no roll', () => {
  const dice = scriptedDice([]);
  expect(resolveMagazineHit('bc', [{ id: 'shells', ammo: 'shell', rounds: 20 }], dice)).toMatchObject({ contentsLost: 20, explosionRoll: null, blast: null });
});

test('no magazine: treat as a Cargo hit', () => {
  expect(resolveMagazineHit('arab-dd', [], scriptedDice([]))).toEqual({ kind: 'no-magazine' });
});

test('ruling F4: a random magazine that still has ammunition', () => {
  const empty: Magazine = { id: 'mag0', ammo: 'missile', missileMark: 1, rounds: 0 };
  expect(resolveMagazineHit('gb', [empty, { ...mk4, id: 'mag2' }], scriptedDice([5]))).toMatchObject({ magazineId: 'mag2', choiceRoll: null, explosionRoll: 5 });
  const dice = scriptedDice([2, 7]);
  expect(resolveMagazineHit('gb', [{ ...mk4, id: 'a' }, { ...mk4, id: 'b' }], dice)).toMatchObject({ magazineId: 'b', choiceRoll: 2 });
  expect(dice.rolls.map((d) => d.label)).toEqual(['magazine hit on gb: which of 2', 'magazine b on gb: warhead goes off on 1']);
});
