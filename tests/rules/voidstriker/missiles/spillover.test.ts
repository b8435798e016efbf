// Voidstriker §2.351 spillover: other objects in the target's inch, 50% each, half damage per hit (rulings H2, E11).
import { expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { inTargetsInch, resolveSpillover } from '../../../../src/rules/voidstriker/missiles/spillover.ts';

test('the target\'s inch: other objects within 1" of the target centre', () => {
  const others = [
    { id: 'tgt', position: { x: 0, y: 0 } },
    { id: 'near', position: { x: 0.6, y: 0.8 } },
    { id: 'far', position: { x: 1, y: 0.5 } },
  ];
  expect(inTargetsInch('tgt', { x: 0, y: 0 }, others)).toEqual(['near']);
});

test('ruling E11: Xraser missiles never spill over, and roll no dice', () => {
  const dice = scriptedDice([]);
  const r = resolveSpillover({ salvoId: 's1', warhead: 'xraser', hits: 3, damage: { dice: 1, sides: 10, bonus: 4 }, bystanders: ['a'] }, dice);
  expect(r).toEqual({ applies: false, rolls: [], packets: {} });
});

test('explosive hits: each bystander 50% per hit (d10 1-5), damage rolled per hit and halved down', () => {
  // Hit 1: a rolls 3 (spills, d10 7 → 3), b rolls 6 (no). Hit 2: a rolls 10 (no), b rolls 5 (spills, d10 10 → 5).
  const dice = scriptedDice([3, 7, 6, 10, 5, 10]);
  const r = resolveSpillover({ salvoId: 's1', warhead: 'explosive', hits: 2, damage: { dice: 1, sides: 10, bonus: 0 }, bystanders: ['a', 'b'] }, dice);
  expect(r.applies).toBe(true);
  expect(r.rolls.map((x) => [x.bystander, x.roll, x.spills, x.damage])).toEqual([['a', 3, true, 3], ['b', 6, false, 0], ['a', 10, false, 0], ['b', 5, true, 5]]);
  expect(r.packets).toEqual({ a: [3], b: [5] });
  expect(dice.remaining).toBe(0);
});
