// S.11 To the Rescue (p.64): the half held back and the End Phase running total.
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { holdBackHalf, rollReinforcements } from '../../../../src/rules/starmada/setup/reinforcements.ts';
import { launchFlights } from '../../../../src/rules/starmada/fighters/launch-recovery.ts';
import { startingFighters } from '../../../../src/rules/starmada/fighters/variants.ts';
import { deploy, newGame, resolveTyped, texts } from '../integration/fixtures.ts';

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

// S.11 p.64 with B.4, F.4 (p.52) and F.5 (p.52): the arriving half brings its carriers' flights as the options say
// (ruling 219).
describe('S.11 reinforcing carriers bring their flights', () => {
  const CARRIERS = [
    { class: 'Hive', name: 'Nest', flights: ['heavy' as const] },
    { class: 'Hive', name: 'Hold', flights: ['bomber' as const] },
  ];
  /** S.11 after deployment, the End Phase dice at 7: the defender's reserve carrier is due in the Reinforcements area. */
  function due(launchAndRecovery: boolean) {
    const game = newGame({ scenario: 'S.11', b: CARRIERS, options: { carriers: true, fighterVariants: true, launchAndRecovery } });
    const reserve = game.ships.find((s) => s.status === 'reserve');
    if (!reserve) throw new Error('no half held back');
    const deployed = deploy(game);
    return { reserve, state: { ...deployed, turn: 3, phase: { kind: 'deployment' as const, reinforcements: true as const }, reinforcements: { halfRoll: game.reinforcements?.halfRoll ?? 1, total: 7, arrived: false } } };
  }
  const variantOf = (name: string) => CARRIERS.find((c) => c.name === name)?.flights[0];

  it('without F.5, the arriving carrier\'s flights scramble around it, with the variants its fleet gave them (F.4)', () => {
    const { reserve, state } = due(false);
    expect(state.flights.map((f) => f.carrierId)).not.toContain(reserve.id);
    const arrived = resolveTyped(state, { ben: `${reserve.name} 1216 N` });
    const flight = arrived.state.flights.find((f) => f.carrierId === reserve.id);
    const variant = variantOf(reserve.name);
    expect(flight).toMatchObject({ variant, count: startingFighters(variant) });
    expect(texts(arrived.events)).toContain('1 fighter flight scramble around their carriers.');
    expect(arrived.state.hangar ?? []).toEqual([]);
  });

  it('with F.5, they arrive aboard and the End Phase launches them (p.52)', () => {
    const { reserve, state } = due(true);
    const arrived = resolveTyped(state, { ben: `${reserve.name} 1216 N` });
    expect(arrived.state.flights).toEqual([]);
    expect(arrived.state.hangar?.filter((f) => f.carrierId === reserve.id).map((f) => f.variant)).toEqual([variantOf(reserve.name)]);
    const launched = launchFlights(arrived.state);
    expect(texts(launched.events)).toContain(`${reserve.name} launches ${reserve.name} F1 (F.5, at most 1 a turn).`);
  });
});
