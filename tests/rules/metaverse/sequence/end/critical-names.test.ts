// Metaverse p.38 "Critical Step" and the critical chart (ruling A8, category 4 "Weapon systems"; ruling A10: the systems
// disabled are picked at random in the critical's section): the log names what a critical took out, so the summary
// says which weapons the ship lost.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../../src/rules/core/dice.ts';
import { cloneState } from '../../../../../src/rules/metaverse/damage/state.ts';
import { designById } from '../../../../../src/rules/metaverse/ships/library.ts';
import { partName } from '../../../../../src/rules/metaverse/ships/part-name.ts';
import { endPhase } from '../../../../../src/rules/metaverse/sequence/end/end-phase.ts';
import { match } from '../fixtures.ts';

describe('a critical that disables weapons names them', () => {
  test('CNS Resolute\'s bow: Mounting Damage (k×D4 weapons), upgraded to Minor Turret Damage, by name and count', () => {
    const state = match();
    const resolute = state.ships.find((s) => s.id === 'A-resolute');
    if (!resolute) throw new Error('no Resolute');
    const damage = cloneState(resolute.damage);
    const bow = damage.sections.find((s) => s.id === 'bow');
    if (!bow) throw new Error('no bow');
    bow.pendingCriticals = 1;
    const ships = state.ships.map((s) => (s.id === resolute.id ? { ...s, damage } : s));
    // d8 4 (weapon systems), d6 1 (Mounting Damage): Threat 4 × D4 2 = 8 weapons, the bow holds 4 lasers: all go,
    // and the part that cannot apply upgrades once (p.38, A9): Minor Turret Damage, Threat 4 × D4 1 = 4 active
    // defences, of which the bow has its shield generator. The crews then repair that generator (D6 1).
    const dice = scriptedDice([4, 1, 2, 1, 1]);
    const ended = endPhase(state, ships, dice);
    expect(dice.remaining).toBe(0);
    expect(ended.events[0]?.text).toBe('CNS Resolute: critical in bow — d8 4, d6 1: Mounting Damage, then Minor Turret Damage · disabled: Heavy Laser ×4, shields 3');
  });

  test('part names: a system by name or kind and rating, weapon copies by their weapon, never an id', () => {
    const design = designById(match().ships.find((s) => s.id === 'A-resolute')?.designId ?? '');
    if (!design) throw new Error('no design');
    expect(partName(design, 'las-1')).toBe('Heavy Laser');
    expect(partName(design, 'sg-bow')).toBe('shields 3');
    expect(partName(design, 'no-such-part')).toBe('a system');
  });
});
