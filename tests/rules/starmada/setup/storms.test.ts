// S.9 Storms in Space in play (p.63): the End Phase roll and what each result binds in the next game turn.
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { rollStormForNextTurn, stormNow, stormOnFlights, stormToHitTerms } from '../../../../src/rules/starmada/setup/storms.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { fighterContextFor } from '../../../../src/rules/starmada/sequence/fighters.ts';
import { deploy, newGame } from '../integration/fixtures.ts';

const s9 = (): StarmadaState => deploy(newGame({ scenario: 'S.9' }));

describe('the storm in the End Phase', () => {
  // p.63: "1 indicates the direction of the ship's current heading; 2-6 indicate the remaining hexsides in clockwise order".
  it('a 1 turns each starship to a random heading at once, one die each', () => {
    const state = s9();
    const rolled = rollStormForNextTurn(state, scriptedDice([1, 2, 6]));
    const [kestrel, vigil] = rolled.state.ships;
    expect([kestrel?.heading, kestrel?.facing]).toEqual([((state.ships[0]?.heading ?? 0) + 1) % 6, ((state.ships[0]?.heading ?? 0) + 1) % 6]);
    expect(vigil?.heading).toBe(((state.ships[1]?.heading ?? 0) + 5) % 6);
    expect(rolled.events[0]?.text).toBe('Storm roll 1: Every starship is spun to a random heading. (Kestrel 2, Vigil 6)');
  });

  it('other results bind the next turn only through the state, and the next roll replaces them', () => {
    const two = rollStormForNextTurn(s9(), scriptedDice([2])).state;
    expect(stormNow(two).noTurns).toBe(true);
    expect(stormOnFlights(two)).toEqual({ noTurns: true, noAttacks: false });
    const five = rollStormForNextTurn(two, scriptedDice([5])).state;
    expect(stormToHitTerms(five)).toEqual([{ source: 'storm (S.9)', value: -1 }]);
    expect(stormNow(five)).toMatchObject({ noTurns: false, noLongRange: true });
    const calm = rollStormForNextTurn(five, scriptedDice([3])).state;
    expect(stormOnFlights(calm)).toBeUndefined();
    expect(stormToHitTerms(calm)).toEqual([]);
  });

  // p.63: "No starships or fighter flights may turn … attack": the Fighter Phase gets the same bounds.
  it('binds fighter flights through the Fighter Phase context', () => {
    expect(fighterContextFor({ ...s9(), storm: 'noAttacks' }).restrictions).toEqual({ noTurns: false, noAttacks: true });
    expect(fighterContextFor(s9()).restrictions).toBeUndefined();
  });

  it('no storm is rolled outside S.9', () => {
    const standard = deploy(newGame());
    expect(rollStormForNextTurn(standard, scriptedDice([]))).toEqual({ state: standard, events: [] });
  });
});
