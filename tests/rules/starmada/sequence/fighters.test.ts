// The Fighter Phase in the turn (5.2 p.22) with a carrier's standing flight order (ruling 152): a slot its order
// covers is played without a step; one it does not cover is asked for as before.
import { describe, expect, test } from 'vitest';
import { hexDistance } from '../../../../src/rules/core/hex.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, newGame, placed, resolveTyped, shipOf, texts, withShip } from '../integration/fixtures.ts';

const game = (standing: NonNullable<StarmadaState['ships'][number]['standing']>): StarmadaState =>
  withShip(placed(deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] })), { nest: [10, 10, 0], vigil: [10, 6, 3] }), 'nest', (s) => ({ ...s, standing }));

describe('a standing flight order (ruling 152)', () => {
  test('"attack Vigil": the flight flies the cheapest move next to Vigil and attacks, with no Fighter Phase step', () => {
    // Both hold; the flight (scrambled by default next to where Nest deployed) then flies to Vigil. Dice: six fighter dice, no hits.
    const moved = resolveTyped(game({ flights: { kind: 'attack', targetId: 'vigil' } }), { ana: 'Nest: 0', ben: 'Vigil: 0' }, [1, 2, 3, 4, 2, 3]);
    expect(texts(moved.events)).toContain("Nest F1 acts on its carrier's standing order (attack Vigil).");
    const flight = moved.state.flights[0];
    expect(flight && hexDistance(flight.at, shipOf(moved.state, 'vigil').at)).toBe(1);
    expect(texts(moved.events).some((t) => t.startsWith('Nest F1 → Vigil · fighters 1, 2, 3, 4, 2, 3'))).toBe(true);
    expect(starmada.step(moved.state)?.key).toBe('t1/fire');
  });

  test('"hold": the flight stays and does not attack', () => {
    const start = game({ flights: { kind: 'hold' } });
    const moved = resolveTyped(start, { ana: 'Nest: 0', ben: 'Vigil: 0' });
    expect(texts(moved.events).some((t) => /^Nest F1 holds in hex \d{4}/.test(t))).toBe(true);
    expect(moved.state.flights[0]?.at).toEqual(start.flights[0]?.at);
    expect(texts(moved.events).some((t) => t.startsWith('Nest F1 →'))).toBe(false);
    expect(starmada.step(moved.state)?.key).toBe('t1/fire');
  });

  test('a target out of reach is not covered: the owner is asked for the activation', () => {
    // Vigil 20 columns off: a flight has 8 MA (5.3 p.22).
    const far = placed(game({ flights: { kind: 'attack', targetId: 'vigil' } }), { vigil: [30, 6, 3] });
    const moved = resolveTyped(far, { ana: 'Nest: 0', ben: 'Vigil: 0' });
    expect(starmada.step(moved.state)?.key).toBe('t1/fighters/1');
  });

  test('"attack nearest": out of reach of every enemy, the flight closes in without attacking, with no step', () => {
    const far = placed(game({ flights: { kind: 'nearest' } }), { vigil: [30, 6, 3] });
    const start = far.flights[0];
    const moved = resolveTyped(far, { ana: 'Nest: 0', ben: 'Vigil: 0' });
    expect(texts(moved.events)).toContain("Nest F1 acts on its carrier's standing order (attack nearest).");
    const vigil = shipOf(moved.state, 'vigil').at;
    expect(hexDistance(moved.state.flights[0]?.at ?? vigil, vigil)).toBeLessThan(hexDistance(start?.at ?? vigil, vigil));
    expect(starmada.step(moved.state)?.key).not.toMatch(/fighters/);
  });

  test('"attack nearest": within reach, it attacks', () => {
    const moved = resolveTyped(game({ flights: { kind: 'nearest' } }), { ana: 'Nest: 0', ben: 'Vigil: 0' }, [1, 2, 3, 4, 2, 3]);
    expect(texts(moved.events).some((t) => t.startsWith('Nest F1 → Vigil · fighters 1, 2, 3, 4, 2, 3'))).toBe(true);
  });
});
