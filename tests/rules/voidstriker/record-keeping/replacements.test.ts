import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { conditionOf, type ShipCondition } from '../../../../src/rules/voidstriker/damage/condition.ts';
import { advanceReplacements, scheduleReplacements } from '../../../../src/rules/voidstriker/record-keeping/replacements.ts';
import { shipClassById } from '../../../../src/rules/voidstriker/ships/library.ts';

const de = shipClassById('unsn-destroyer-escort-3000')!;

describe('replacement bridge crew', () => {
  // Voidstriker §2.362 Crew Casualties: replacements come from engineering after 1d6 turns; pilot first.
  test('scheduled and arriving', () => {
    const base = conditionOf(de);
    const c: ShipCondition = { ...base, crew: { ...base.crew, pilot: 0, captain: 0, officers: 2 } };
    const s = scheduleReplacements(de.crew, c, [], scriptedDice([2, 1, 3]));
    expect(s.scheduled).toEqual([
      { role: 'pilot', roll: 2 },
      { role: 'captain', roll: 1 },
      { role: 'officers', roll: 3 },
    ]);
    expect(s.condition.crew.engineers).toBe(20);
    // Nothing new to send while they travel.
    expect(scheduleReplacements(de.crew, s.condition, s.pending, scriptedDice([])).scheduled).toEqual([]);
    const t1 = advanceReplacements(de.crew, s.condition, s.pending);
    expect(t1.arrived).toEqual([{ role: 'captain', post: 'captain' }]);
    expect(t1.condition.crew).toMatchObject({ captain: 1, pilot: 0 });
    const t2 = advanceReplacements(de.crew, t1.condition, t1.pending);
    expect(t2.arrived).toEqual([{ role: 'pilot', post: 'pilot' }]);
    const t3 = advanceReplacements(de.crew, t2.condition, t2.pending);
    expect(t3.arrived).toEqual([{ role: 'officers', post: 'officers' }]);
    expect(t3.pending).toEqual([]);
    expect(t3.condition.crew).toEqual({ ...de.crew, engineers: 20 });
  });
  // Judgement call (ruling G6): no engineers, no replacements.
  test('no engineers left', () => {
    const base = conditionOf(de);
    const c: ShipCondition = { ...base, crew: { ...base.crew, pilot: 0, gunners: 0, engineers: 1 } };
    const s = scheduleReplacements(de.crew, c, [], scriptedDice([4]));
    expect(s.scheduled).toEqual([{ role: 'pilot', roll: 4 }]);
    expect(s.condition.crew.engineers).toBe(0);
  });
  // A post refilled by a medic meanwhile: the replacement goes back to engineering.
  test('post already filled on arrival', () => {
    const c = conditionOf(de);
    const out = advanceReplacements(de.crew, c, [{ role: 'pilot', turnsLeft: 1 }]);
    expect(out.arrived).toEqual([{ role: 'pilot', post: 'engineers' }]);
    expect(out.condition.crew.engineers).toBe(24);
  });
  // Voidstriker §2.362 Captain: gunboats carry no captain, so none is sent.
  test('captainless class', () => {
    const gb = shipClassById('unsn-gunboat-400')!;
    expect(scheduleReplacements(gb.crew, conditionOf(gb), [], scriptedDice([])).scheduled).toEqual([]);
  });
});
