import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { accelerationOrder, rollInitiative, shipInitiativeOrder } from '../../../../src/rules/voidstriker/movement/initiative.ts';

describe('initiative (Voidstriker §2.32, §2.343; rulings A1, A7)', () => {
  // §2.32: "Each player rolls a single d10. Initiative is ranked from highest die roll to lowest."
  test('ranked from the highest d10 to the lowest, every die shown', () => {
    const dice = scriptedDice([3, 9, 6]);
    const r = rollInitiative(
      [
        { id: 'un', outOfControl: false },
        { id: 'ijn', outOfControl: false },
        { id: 'rn', outOfControl: false },
      ],
      dice,
    );
    expect(r.order).toEqual(['ijn', 'rn', 'un']);
    expect(r.rolls).toEqual([
      { id: 'un', rolls: [3] },
      { id: 'ijn', rolls: [9] },
      { id: 'rn', rolls: [6] },
    ]);
    expect(dice.rolls.map((d) => [d.label, d.sides])).toEqual([
      ['initiative un', 10],
      ['initiative ijn', 10],
      ['initiative rn', 10],
    ]);
  });

  // Ruling A7: ties are re-rolled among the tied players only.
  test('ties re-roll among the tied only', () => {
    const dice = scriptedDice([7, 7, 2, 4, 8]);
    const r = rollInitiative(
      [
        { id: 'a', outOfControl: false },
        { id: 'b', outOfControl: false },
        { id: 'c', outOfControl: false },
      ],
      dice,
    );
    expect(r.order).toEqual(['b', 'a', 'c']);
    expect(r.rolls).toEqual([
      { id: 'a', rolls: [7, 4] },
      { id: 'b', rolls: [7, 8] },
      { id: 'c', rolls: [2] },
    ]);
    expect(dice.rolls.map((d) => d.label).slice(3)).toEqual(['initiative re-roll a', 'initiative re-roll b']);
  });

  // §2.32: a player whose ship is out of control "automatically loses initiative to everyone else".
  test('out of control ranks last, whatever the others roll', () => {
    const dice = scriptedDice([1]);
    const r = rollInitiative(
      [
        { id: 'un', outOfControl: true },
        { id: 'ijn', outOfControl: false },
      ],
      dice,
    );
    expect(r.order).toEqual(['ijn', 'un']);
    expect(dice.remaining).toBe(1); // nobody needed to roll
  });

  // Ruling A7: an out-of-control ship goes to the end; its owner's other ships keep their place.
  test('ship order: by player, out-of-control ships last', () => {
    const order = shipInitiativeOrder(
      [
        { id: 'hood', player: 'un', outOfControl: true },
        { id: 'kongo', player: 'ijn', outOfControl: false },
        { id: 'ajax', player: 'un', outOfControl: false },
        { id: 'kirishima', player: 'ijn', outOfControl: true },
      ],
      ['un', 'ijn'],
    );
    expect(order).toEqual(['ajax', 'kongo', 'hood', 'kirishima']);
  });

  // §2.343: "the ship that lost the Initiative for the turn moves first, the winner moves last";
  // §2.32: the winner "can decide who moves first" (ruling A1).
  test('acceleration order: reversed, or the winner’s choice naming every ship once', () => {
    expect(accelerationOrder(['ajax', 'kongo', 'hood'])).toEqual({ ok: true, value: ['hood', 'kongo', 'ajax'] });
    expect(accelerationOrder(['ajax', 'kongo', 'hood'], ['kongo', 'hood', 'ajax'])).toEqual({ ok: true, value: ['kongo', 'hood', 'ajax'] });
    const bad = accelerationOrder(['ajax', 'kongo'], ['kongo', 'kongo']);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('ERR_MOVE_ORDER');
  });
});
