import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { disableBySystemChoice, removeParties, resolveBoarding } from '../../../../src/rules/metaverse/boarding/boarding.ts';
import { initialDamageState } from '../../../../src/rules/metaverse/damage/state.ts';

describe('boarding combat', () => {
  // Metaverse p.37 Boarding example: 7 Butcher marines (D8) against the Chimera stern: 3 regular crew (D6)
  // and 1 marine (D10). Erratum (ruling A4): the book prints 8 attacker dice for 7 parties; the stated outcome needs
  // the top four to be 7, 7, 5, 5, so one of the low values is dropped.
  test('boarding example (p.37): 9 v 7, 6 v 7, 2 v 5, 2 v 5', () => {
    // Attacker D8s first, then the defender's D10 (marine), then its D6s (crew).
    const dice = scriptedDice([1, 1, 3, 5, 5, 7, 7, 9, 6, 2, 2]);
    const r = resolveBoarding({ section: 'stern', attackerMarines: 7, defenderMarines: 1, defenderCrew: 3, crewQuality: 'regular' }, dice);
    expect(dice.rolls.map((d) => d.sides)).toEqual([8, 8, 8, 8, 8, 8, 8, 10, 6, 6, 6]);
    expect(r.pairs.map((p) => [p.defender.value, p.attacker, p.casualty])).toEqual([
      [9, 7, 'attacker'],
      [6, 7, 'defender'],
      [2, 5, 'defender'],
      [2, 5, 'defender'],
    ]);
    expect(r.losses).toEqual({ attackerMarines: 1, defenderMarines: 0, defenderCrew: 3 });
    expect(r.after).toEqual({ attackerMarines: 6, defenderMarines: 1, defenderCrew: 0 });
    expect(r.outcome).toBe('continues');
    expect(r.systemsToDisable).toBe(0);
  });

  // Metaverse p.37: ties kill both; with no defenders left the attacker may disable systems equal to its remaining parties.
  test('ties kill both; a taken section lets the attacker disable systems', () => {
    const r = resolveBoarding({ section: 'core', attackerMarines: 3, defenderMarines: 0, defenderCrew: 2, crewQuality: 'green' }, scriptedDice([4, 6, 2, 4, 4]));
    expect(r.pairs.map((p) => p.casualty)).toEqual(['defender', 'both']);
    expect(r.after).toEqual({ attackerMarines: 2, defenderMarines: 0, defenderCrew: 0 });
    expect(r.outcome).toBe('section-taken');
    expect(r.systemsToDisable).toBe(2);
  });

  test('casualties come off the section; the attacker disables chosen systems', () => {
    const st = initialDamageState({
      directionality: 'square',
      threat: 2,
      sections: [{ id: 'core', ring: 0, direction: null, layers: [{ hits: 5, crew: 1, marines: 1 }, { hits: 5, crew: 2, marines: 0 }] }],
      systems: [
        { id: 'a', section: 'core', class: 'weapon' },
        { id: 'b', section: 'core', class: 'stl' },
      ],
    });
    const after = removeParties(st, 'core', 2, 1);
    expect(after.sections[0]?.layers.map((l) => [l.crew, l.marines])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    const disabled = disableBySystemChoice(st, 'core', ['b', 'a'], 1);
    expect(disabled.systems.map((s) => s.disabled)).toEqual([false, true]);
  });
});
