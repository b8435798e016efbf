// B.24 Tractor Beam (Starmada p.38) in defensive fire, Sequence of Play 3 b v (p.14): typed with the orders
// ("Vigil 0, tractors defend 1", standing, ruling 212), fired at the flight that attacks the ship before it rolls,
// hitting only on a 6, and spent for the game turn's Combat Phase. Through parse → validate → resolve.
import { describe, expect, test } from 'vitest';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import { freeTractorBeams } from '../../../../src/rules/starmada/combat/tractor-beam.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { DESIGNS, LANCER, deploy, expectErr, expectOk, fleet, newGame, placed, readsOf, resolveTyped, shipOf, texts } from './fixtures.ts';

const TUG: ShipClass = { ...LANCER, className: 'Tug', equipment: { items: [{ system: 'Tractor Beam', count: 2 }], lossLimit: 1 } };

const game = () =>
  placed(deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }], extra: { ben: fleet('B', 'Ben', [{ class: 'Tug', name: 'Vigil' }], [...DESIGNS, TUG]) } })), {
    nest: [10, 10, 0],
    vigil: [10, 6, 3],
  });

describe('B.24 p.38: "tractor beams can be used to defend against attacks during the Fighter Phase"', () => {
  test('"tractors defend 1" is read, echoed back, and stands', () => {
    const state = game();
    const typed = expectOk(starmada.parse(state, 'ben', 'Vigil 0, tractors defend 1'));
    const echo = starmada.assist.echo(state, 'ben', typed).join('\n');
    expect(echo).toContain('tractors defend 1');
    expect(expectOk(starmada.parse(state, 'ben', echo))).toEqual(typed);
  });

  test('one beam fires at the attacking flight first, a hit "only on each roll of 6", applied before the flight attacks', () => {
    const state = game();
    // Dice: the beam's 6 destroys one fighter; the five left roll 1, 2, 3, 4, 2 (no hits).
    const moved = resolveTyped(state, { ana: 'Nest 0, flights attack Vigil', ben: 'Vigil 0, tractors defend 1' }, [6, 1, 2, 3, 4, 2]);
    const said = texts(moved.events);
    const beam = said.findIndex((t) => t.startsWith('Defensive fire: Vigil → Nest F1'));
    expect(said[beam]).toBe('Defensive fire: Vigil → Nest F1 · tractor beam ×1 · 6 (6) → 1 fighter destroyed');
    expect(beam).toBeLessThan(said.findIndex((t) => t.startsWith('Nest F1 →')));
    expect(moved.state.flights[0]?.count).toBe(5);
    expect(shipOf(moved.state, 'vigil').standing).toEqual({ tractors: 1 });
    // "Any beams used for defensive fire in the Fighter Phase may not be used again in the subsequent Combat Phase."
    expect(freeTractorBeams(moved.state, shipOf(moved.state, 'vigil'))).toBe(1);
    const refused = expectErr(starmada.parse(moved.state, 'ben', 'Vigil: Tractor Beam > Nest F1; Tractor Beam > Nest F1'));
    expect(readsOf(refused)).toContain('Vigil has 1 tractor beam free this turn; it declared 2.');
  });

  test('a 5 misses in defensive fire, where the Combat Phase would hit', () => {
    const moved = resolveTyped(game(), { ana: 'Nest 0, flights attack Vigil', ben: 'Vigil 0, tractors defend 1' }, [5, 1, 2, 3, 4, 2, 3]);
    expect(texts(moved.events)).toContain('Defensive fire: Vigil → Nest F1 · tractor beam ×1 · 5 (6) → no hit');
    expect(moved.state.flights[0]?.count).toBe(6);
  });

  test('refused: more beams than the ship has, and words that are not the clause', () => {
    const errors = expectErr(starmada.parse(game(), 'ben', 'Vigil 0, tractors defend 3'));
    expect(readsOf(errors).join('\n')).toContain('Vigil has 2 working tractor beams; it cannot defend with 3 (B.24).');
    const wrong = expectErr(starmada.parse(game(), 'ben', 'Vigil 0, tractors pull'));
    expect(readsOf(wrong).join('\n')).toContain('Write "tractors defend <beams>" (such as "tractors defend 1") or "tractors hold" for Vigil\'s tractor beams (B.24); "pull" is neither.');
  });

  test('"tractors hold" withdraws the standing choice', () => {
    const moved = resolveTyped(game(), { ana: 'Nest 0, flights hold', ben: 'Vigil 0, tractors defend 2' });
    expect(shipOf(moved.state, 'vigil').standing).toEqual({ tractors: 2 });
    const fired = resolveTyped(moved.state, { ana: 'Nest: hold', ben: 'Vigil: hold' });
    const held = resolveTyped(fired.state, { ana: 'Nest 0', ben: 'Vigil 0, tractors hold' });
    expect(shipOf(held.state, 'vigil').standing).toBeUndefined();
  });
});
