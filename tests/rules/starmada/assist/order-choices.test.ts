// The orders prompt's choices (issue 25): B.3 boosters (p.31), D.9 towing (p.47, ruling 100), E.6 reinforcement
// (p.50), B.7 the arc that loses shield points first (p.32, ruling 110) and E.1 where restored points go (p.48, ruling
// 111), each the line a player types, offered only when the draft with it reads, and merged as typed text is.
import { describe, expect, test } from 'vitest';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { orderChoices } from '../../../../src/rules/starmada/assist/order-choices.ts';
import { merge } from '../../../../src/rules/starmada/assist/merge.ts';
import { SHIP_LIBRARY as LIBRARY } from '../../../../src/rules/starmada/ships/library/index.ts';
import { CORE_RULES, type StarmadaOptions } from '../../../../src/rules/starmada/options.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { deploy, expectOk, fleet } from '../integration/fixtures.ts';

/** The library's ships (their arcs need C.1, a carrier B.4, dual modes C.2), set up for seats ana and ben. */
function setUp(a: readonly string[], options: Partial<StarmadaOptions> = {}): StarmadaState {
  const designs = [...LIBRARY];
  const fleets = { ana: fleet('A', 'Ana', a.map((c) => ({ class: c })), designs), ben: fleet('B', 'Ben', [{ class: 'Vigilant' }], designs) };
  const setup = starmada.setup({ options: { ...CORE_RULES, alternateArcs: true, carriers: true, dualMode: true, ...options }, fleets, scenario: 'standard/small', seed: 'unused' });
  if (!setup.ok) throw new Error(setup.error.map((e) => e.message).join(' | '));
  return setup.value;
}

const game = (a: readonly string[], options: Partial<StarmadaOptions> = {}): StarmadaState => deploy(setUp(a, options));

const values = (state: StarmadaState, draftText?: string) => {
  const draft = draftText === undefined ? null : expectOk(starmada.parse(state, 'ana', draftText));
  return orderChoices(state, 'ana', draft).map((c) => c.value);
};

describe('order choices on the prompt', () => {
  test('boosters: one choice per booster left (B.3); the same order as typed, the move kept', () => {
    const state = game(['Zephyr']);
    // With no move drafted, the clause follows the move no order gets (straight ahead at the last speed), written out.
    const speed = state.ships.find((s) => s.name === 'Zephyr')?.prevSpeed ?? -1;
    expect(values(state)).toEqual([`Zephyr: ${speed}, boost 1`, `Zephyr: ${speed}, boost 2`]);
    const draft = expectOk(starmada.parse(state, 'ana', 'Zephyr: 4'));
    const picked = orderChoices(state, 'ana', draft).find((c) => c.value === 'Zephyr: 4(4), boost 1');
    expect(picked?.name).toBe('Zephyr: 4(4), boost 1 (B.3)');
    expect(expectOk(starmada.parse(state, 'ana', merge(state, 'ana', draft, picked?.value ?? '')))).toEqual(expectOk(starmada.parse(state, 'ana', 'Zephyr: 4, boost 1')));
    // A clause the draft has can be taken back.
    expect(values(state, 'Zephyr: 4, boost 1')).toContain('Zephyr: no boost');
  });

  test('directional shields: the arc to lose first (B.7), reinforcement (E.6) and restoration (E.1) only with their options', () => {
    const draft = 'Tempest: 2';
    expect(values(game(['Tempest']), draft)).toEqual(['Tempest: 2(2), shields lose fwd', 'Tempest: 2(2), shields lose port', 'Tempest: 2(2), shields lose stbd', 'Tempest: 2(2), shields lose aft']);
    const all = values(game(['Tempest'], { shieldReinforcement: true, damageControl: true }), draft);
    expect(all).toEqual(expect.arrayContaining(['Tempest: 2(2), reinforce fwd', 'Tempest: 2(2), reinforce aft', 'Tempest: 2(2), restore port']));
    expect(all).toHaveLength(12);
  });

  test('towing (D.9): the tow written with the T/ it needs, each friendly ship a choice', () => {
    // D.9: in one hex with the same heading and speed (Salvo's reading, movement/towing.ts).
    const apart = game(['Zephyr', 'Mistral'], { towing: true });
    const first = apart.ships[0];
    const state: StarmadaState = { ...apart, ships: apart.ships.map((s) => (s.side === 'A' && first ? { ...s, at: first.at, heading: first.heading, facing: first.facing, prevSpeed: 3 } : s)) };
    const draft = 'Zephyr: 3\nMistral: 3';
    expect(values(state, draft).filter((v) => v.includes('tow'))).toEqual(['Zephyr: T/3(3), tow Mistral', 'Mistral: T/3(3), tow Zephyr']);
    // Without the option, or apart, there is no tow.
    expect(values({ ...state, options: { ...state.options, towing: false } }, draft).filter((v) => v.includes('tow'))).toEqual([]);
    expect(values(apart, draft).filter((v) => v.includes('tow'))).toEqual([]);
  });

  test('none outside the Orders Phase', () => {
    expect(orderChoices(setUp(['Zephyr']), 'ana', null)).toEqual([]);
  });
});
