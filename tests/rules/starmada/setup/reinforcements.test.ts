// S.11 To the Rescue (p.64): the half held back and the End Phase running total.
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { holdBackHalf, rollReinforcements } from '../../../../src/rules/starmada/setup/reinforcements.ts';
import { newGame } from '../integration/fixtures.ts';

const TWO = [{ class: 'Lancer', name: 'Vigil' }, { class: 'Lancer', name: 'Ward' }, { class: 'Lancer', name: 'Guard' }];

describe('S.11 halves and reinforcements', () => {
  // "roll a die to determine which half" (ruling 162: 1–3 the first half of the list deploys).
  it('a die of 1–3 deploys the first half, 4–6 the second; the other half waits in reserve', () => {
    const ships = newGame({ b: TWO }).ships;
    const low = holdBackHalf(ships, scriptedDice([3]));
    expect(low.ships.filter((s) => s.status === 'reserve').map((s) => s.name)).toEqual(['Guard']);
    const high = holdBackHalf(ships, scriptedDice([4]));
    expect(high.ships.filter((s) => s.status === 'reserve').map((s) => s.name)).toEqual(['Vigil', 'Ward']);
    expect(high.ships.find((s) => s.side === 'A')?.status).toBe('active');
  });

  // "once this total equals or exceeds 7, the second half … can be placed".
  it('adds each End Phase die to the running total; at 7 or more they are due, and no more is rolled once arrived', () => {
    const state = { ...newGame(), reinforcements: { halfRoll: 2, total: 2, arrived: false } };
    const four = rollReinforcements(state, scriptedDice([4]));
    expect([four.state.reinforcements?.total, four.due]).toEqual([6, false]);
    const five = rollReinforcements(state, scriptedDice([5]));
    expect([five.state.reinforcements?.total, five.due]).toEqual([7, true]);
    const arrived = { ...state, reinforcements: { halfRoll: 2, total: 7, arrived: true } };
    expect(rollReinforcements(arrived, scriptedDice([]))).toEqual({ state: arrived, events: [], due: false });
  });
});
