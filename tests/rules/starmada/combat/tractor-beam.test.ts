// Tractor beams (Starmada B.24 p.38): one die, a hit on 5 or 6, no modifiers; defensively only on a 6; minesweeping.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { submissionText } from '../../../../src/rules/starmada/assist/draft-text.ts';
import { rollTractor } from '../../../../src/rules/starmada/combat/tractor-beam.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { DESIGNS, LANCER, at, duel, expectOk, fleet, readsOf, resolveTyped, texts } from '../integration/fixtures.ts';

describe('B.24 tractor beam', () => {
  test('a hit on 5 or 6', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => rollTractor(scriptedDice([f]), 'beam').hit)).toEqual([false, false, false, false, true, true]);
  });

  test('in defensive fire, only on a 6', () => {
    expect([5, 6].map((f) => rollTractor(scriptedDice([f]), 'beam', true).hit)).toEqual([false, true]);
  });
});

describe('B.24 with B.15 p.35: "Minefields are considered tiny targets", so a tractor beam sweeps an adjacent one', () => {
  const TUG: ShipClass = { ...LANCER, className: 'Tug', equipment: { items: [{ system: 'Tractor Beam', count: 2 }], lossLimit: 1 } };
  const swept = (): StarmadaState => {
    const { state } = duel({ extra: { ana: fleet('A', 'Ana', [{ class: 'Tug', name: 'Kestrel' }], [...DESIGNS, TUG]) } });
    return { ...state, minefields: [{ at: at(10, 9), mines: 2 }] };
  };

  test('"Tractor Beam > 1009": typed, echoed, and a 5 "removes one mine marker"', () => {
    const state = swept();
    const typed = 'Kestrel: Tractor Beam > 1009';
    const submission = expectOk(starmada.parse(state, 'ana', typed));
    expect(submissionText(state, 'ana', submission)).toBe(typed);
    // Dice: the combat order's tie die 5, then the beam's 5.
    const fired = resolveTyped(state, { ana: typed, ben: 'Vigil: hold' }, [5, 5]);
    expect(texts(fired.events)).toContain('Kestrel → minefield in 1009 · tractor beam · 5 (5+) → 1 mine removed');
    expect(fired.state.minefields).toEqual([{ at: at(10, 9), mines: 1 }]);
  });

  test('refused: no minefield there, or not next to the ship', () => {
    const state = { ...swept(), minefields: [{ at: at(10, 9), mines: 2 }, { at: at(10, 7), mines: 1 }] };
    const refused = starmada.parse(state, 'ana', 'Kestrel: Tractor Beam > 1109; Tractor Beam > 1007');
    expect(refused.ok ? [] : readsOf(refused.error)).toEqual([
      expect.stringContaining("There is no minefield in hex 1109 for Kestrel's tractor beam."),
      expect.stringContaining('Hex 1007 is not next to Kestrel; a tractor beam reaches adjacent hexes only.'),
    ]);
  });
});
