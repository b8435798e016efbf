// Voidstriker §2.351 fratricide: missiles within 1/2" of one blown up are destroyed on 3/6 explosive, 2/6 Xraser,
// 5/6 nuclear; no chain reactions; anti-missile detonation (ruling E10).
import { expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { resolveFratricide } from '../../../../src/rules/voidstriker/missiles/fratricide.ts';

test('one Xraser shot down: each of the 3 others in its salvo dies on a d6 of 1-2', () => {
  const dice = scriptedDice([2, 3, 1]);
  const r = resolveFratricide([{ salvoId: 's1', warhead: 'xraser', count: 1 }], [{ salvoId: 's1', count: 3 }], dice);
  expect(r.rolls.map((x) => [x.roll, x.chance, x.destroyed])).toEqual([[2, 2, true], [3, 2, false], [1, 2, true]]);
  expect(r.survivors).toEqual([{ salvoId: 's1', count: 1 }]);
  expect(dice.rolls[0]?.label).toBe('fratricide s1 missile 1 (xraser) vs s1 missile 1/3');
});

test('no chain reactions: fratricide losses make no rolls, and later explosions roll only for survivors', () => {
  // Two shot down; first explosion kills 1 of 2 survivors, the second rolls once for the last one.
  const dice = scriptedDice([1, 6, 4]);
  const r = resolveFratricide([{ salvoId: 's1', warhead: 'xraser', count: 2 }], [{ salvoId: 's1', count: 2 }], dice);
  expect(r.rolls).toHaveLength(3);
  expect(r.survivors).toEqual([{ salvoId: 's1', count: 1 }]);
  expect(dice.remaining).toBe(0);
});

test('the chance is the exploding missile\'s: a nuclear one kills on 1-5, an explosive one on 1-3', () => {
  const nuke = resolveFratricide([{ salvoId: 'n', warhead: 'nuclear', count: 1 }], [{ salvoId: 'enemy', count: 2 }], scriptedDice([5, 6]));
  expect(nuke.survivors).toEqual([{ salvoId: 'enemy', count: 1 }]);
  const hex = resolveFratricide([{ salvoId: 'x', warhead: 'explosive', count: 1 }], [{ salvoId: 'enemy', count: 2 }], scriptedDice([3, 4]));
  expect(hex.survivors).toEqual([{ salvoId: 'enemy', count: 1 }]);
});

test('anti-missile missiles: a 2-missile salvo detonating on an enemy salvo of 2 rolls for every enemy missile', () => {
  const r = resolveFratricide([{ salvoId: 'am', warhead: 'xraser', count: 2 }], [{ salvoId: 'incoming', count: 2 }], scriptedDice([3, 4, 2, 5]));
  expect(r.rolls.map((x) => x.exploding)).toEqual(['am#1', 'am#1', 'am#2', 'am#2']);
  expect(r.survivors).toEqual([{ salvoId: 'incoming', count: 1 }]);
});
