// Standing choices typed with the orders (issue 25; rulings 151–152) go through parse → validate → resolve, stand
// from turn to turn, and spare the weapon-loss and Fighter Phase steps they cover.
import { describe, expect, test } from 'vitest';
import { hexDistance } from '../../../../src/rules/core/hex.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, expectErr, expectOk, newGame, placed, readsOf, resolveTyped, shipOf, texts } from './fixtures.ts';

const game = () => placed(deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] })), { nest: [10, 10, 0], vigil: [10, 6, 3] });

describe('standing choices in the orders', () => {
  test('"Nest 0, losses Cannon then auto, flights attack Vigil": read, echoed back, and standing after the move', () => {
    const state = game();
    const typed = expectOk(starmada.parse(state, 'ana', 'Nest 0, losses Cannon then auto, flights attack Vigil'));
    const echo = starmada.assist.echo(state, 'ana', typed);
    expect(echo.join('\n')).toContain('losses Cannon then auto, flights attack Vigil');
    expect(expectOk(starmada.parse(state, 'ana', echo.join('\n')))).toEqual(typed);
    // The flight acts on the standing order: six fighter dice, all misses.
    const moved = resolveTyped(state, { ana: 'Nest 0, losses Cannon then auto, flights attack Vigil', ben: 'Vigil 0' }, [1, 2, 3, 4, 2, 3]);
    expect(shipOf(moved.state, 'nest').standing).toEqual({ losses: [{ kind: 'weapon', battery: 0 }, { kind: 'auto' }], flights: { kind: 'attack', targetId: 'vigil' } });
    expect(texts(moved.events)).toContain("Nest F1 acts on its carrier's standing order (attack Vigil).");
    expect(hexDistance(moved.state.flights[0]?.at ?? { q: 0, r: 0, s: 0 }, shipOf(moved.state, 'vigil').at)).toBe(1);
    expect(starmada.step(moved.state)?.key).toBe('t1/fire');
  });

  test('choices stand until changed: a later order without them keeps them, "ask" clears them', () => {
    const moved = resolveTyped(game(), { ana: 'Nest 0, flights hold', ben: 'Vigil 0' });
    expect(shipOf(moved.state, 'nest').standing).toEqual({ flights: { kind: 'hold' } });
    const fired = resolveTyped(moved.state, { ana: 'Nest: hold', ben: 'Vigil: hold' });
    const again = resolveTyped(fired.state, { ana: 'Nest 0', ben: 'Vigil 0' });
    expect(shipOf(again.state, 'nest').standing).toEqual({ flights: { kind: 'hold' } });
    const fired2 = resolveTyped(again.state, { ana: 'Nest: hold', ben: 'Vigil: hold' });
    const cleared = resolveTyped(fired2.state, { ana: 'Nest 0, flights ask', ben: 'Vigil 0' });
    expect(shipOf(cleared.state, 'nest').standing).toBeUndefined();
    expect(starmada.step(cleared.state)?.key).toBe('t3/fighters/1');
  });

  test('a ship that carries no flights is refused a flights clause, naming it', () => {
    const errors = expectErr(starmada.parse(game(), 'ben', 'Vigil 0, flights hold'));
    expect(readsOf(errors).join('\n')).toContain('Vigil carries no fighter flights (B.4); leave out the flights choice.');
  });
});
