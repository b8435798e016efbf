// Voidstriker §2.351 and the reference sheet.
import { expect, test } from 'vitest';
import {
  FRATRICIDE_CHANCE, MISSILE_MAX_MOVE_PER_PHASE, MISSILE_POWERED_PHASES, MISSILE_TO_HIT, MISSILE_TURN_MODE, TARGETING_MISSILE_MODIFIER,
  TUBE_RELOAD_ROUNDS, XRASER_DAMAGE_BONUS, xraserMaxDamage,
} from '../../../../src/rules/voidstriker/missiles/missile-data.ts';

test('Voidstriker §2.351: missile performance', () => {
  expect(MISSILE_MAX_MOVE_PER_PHASE).toBe(3); // TF 12 = 3" per phase
  expect(MISSILE_TURN_MODE).toBe(180); // §2.351
  expect(MISSILE_POWERED_PHASES).toBe(12); // three turns of four phases
  expect(TUBE_RELOAD_ROUNDS).toBe(3);
});

test('Voidstriker §2.351: missiles hit on 10+, targeting a missile is at -4', () => {
  expect(MISSILE_TO_HIT).toBe(10);
  expect(TARGETING_MISSILE_MODIFIER).toBe(-4);
});

test('Voidstriker §2.351: fratricide 3 in 6 explosive, 2 in 6 Xraser, 5 in 6 nuclear', () => {
  expect(FRATRICIDE_CHANCE).toEqual({ explosive: 3, xraser: 2, nuclear: 5 });
});

test('Voidstriker reference sheet: Xraser damage 1d10, +2, +4, +8; §2.362 full damage 10, 12, 14, 18', () => {
  expect(XRASER_DAMAGE_BONUS).toEqual({ 1: 0, 2: 2, 3: 4, 4: 8 });
  expect([1, 2, 3, 4].map((m) => xraserMaxDamage(m as 1 | 2 | 3 | 4))).toEqual([10, 12, 14, 18]);
});
