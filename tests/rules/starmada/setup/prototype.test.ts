// S.8 The Shakedown Cruise (p.62): the prototype and its trial roll.
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { choosePrototype, prototypeResult, prototypeToHitTerms, prototypeTrial } from '../../../../src/rules/starmada/setup/prototype.ts';
import type { FireDeclaration } from '../../../../src/rules/starmada/state.ts';
import { deploy, newGame, shipOf } from '../integration/fixtures.ts';

describe('the prototype (S.8 p.62)', () => {
  it('reads the table: 1 −1; 2 −1 and engine −1; 3–4 nothing; 5 +1; 6 +1 and engine +1', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => [prototypeResult(r).toHit, prototypeResult(r).engine])).toEqual([
      [-1, 0],
      [-1, -1],
      [0, 0],
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
  });

  // "The starship on the attacking side with the highest combat rating"; ruling 164: the first listed on a tie.
  it('is the attacker\'s highest-CR ship, the first listed on a tie', () => {
    const state = deploy(newGame({ a: [{ class: 'Lancer', name: 'One' }, { class: 'Bastion', name: 'Two' }, { class: 'Bastion', name: 'Three' }] }));
    const cr = (s: (typeof state.ships)[number]): number => state.classes[s.classId]?.combatRating ?? 0;
    expect(choosePrototype(state.ships, cr)?.name).toBe('Two');
  });

  it('rolls once, when it first declares attacks; a 2 lowers its engine rating at once', () => {
    const base = deploy(newGame());
    const state = { ...base, prototype: { shipId: 'kestrel' } };
    const shot: FireDeclaration = { shipId: 'kestrel', battery: 0, weapons: 1, targetId: 'vigil', mode: 0, directed: false };
    expect(prototypeTrial(state, [{ ...shot, shipId: 'vigil' }], scriptedDice([]))).toEqual({ state, events: [] });
    const tried = prototypeTrial(state, [shot], scriptedDice([2]));
    expect(tried.state.prototype).toEqual({ shipId: 'kestrel', roll: 2 });
    expect(shipOf(tried.state, 'kestrel').engineShift).toBe(-1);
    expect(prototypeToHitTerms(tried.state, shipOf(tried.state, 'kestrel'))).toEqual([{ source: 'prototype (S.8)', value: -1 }]);
    expect(prototypeToHitTerms(tried.state, shipOf(tried.state, 'vigil'))).toEqual([]);
    expect(prototypeTrial(tried.state, [shot], scriptedDice([]))).toEqual({ state: tried.state, events: [] });
  });
});
