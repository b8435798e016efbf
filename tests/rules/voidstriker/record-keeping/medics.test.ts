import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { conditionOf, type ShipCondition } from '../../../../src/rules/voidstriker/damage/condition.ts';
import { treatCasualties } from '../../../../src/rules/voidstriker/record-keeping/medics.ts';
import { shipClassById } from '../../../../src/rules/voidstriker/ships/library.ts';

const de = shipClassById('unsn-destroyer-escort-3000')!; // 2 medics

describe('medics', () => {
  // Voidstriker §2.42: one casualty per medic per turn, 50% (d10 1–5); failures are dead or crippled for good.
  test('one attempt per medic, bridge crew first', () => {
    const base = conditionOf(de);
    const c: ShipCondition = {
      ...base,
      crew: { ...base.crew, engineers: 20, pilot: 0, gunners: 1 },
      casualties: ['engineers', 'gunners', 'engineers', 'pilot', 'engineers'],
    };
    const out = treatCasualties(de.crew, c, scriptedDice([5, 6]));
    expect(out.attempts).toEqual([
      { role: 'pilot', roll: 5, revived: true, returnsAs: 'pilot' },
      { role: 'gunners', roll: 6, revived: false },
    ]);
    expect(out.condition.crew.pilot).toBe(1);
    expect(out.condition.crew.gunners).toBe(1);
    expect(out.condition.casualties).toEqual(['engineers', 'engineers', 'engineers']);
  });
  // Voidstriker §2.362 Medic: medics "can't revive themselves" — only medics at their posts make attempts.
  test('no medics left, no attempts', () => {
    const base = conditionOf(de);
    const c: ShipCondition = { ...base, crew: { ...base.crew, medics: 0 }, casualties: ['medics', 'medics'] };
    const out = treatCasualties(de.crew, c, scriptedDice([]));
    expect(out.attempts).toEqual([]);
    expect(out.condition).toBe(c);
  });
  // Judgement call: a revived crewman whose post a replacement filled joins the engineers.
  test('post already filled', () => {
    const base = conditionOf(de);
    const c: ShipCondition = { ...base, crew: { ...base.crew, engineers: 22 }, casualties: ['pilot'] };
    const out = treatCasualties(de.crew, c, scriptedDice([1]));
    expect(out.attempts[0]).toEqual({ role: 'pilot', roll: 1, revived: true, returnsAs: 'engineers' });
    expect(out.condition.crew).toMatchObject({ pilot: 1, engineers: 23 });
    expect(out.condition.casualties).toEqual([]);
  });
});
