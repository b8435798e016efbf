// The standing choices the orders prompt suggests (issue 25): each reads as a clause (notation/standing.ts).
import { describe, expect, test } from 'vitest';
import { suggestedStanding } from '../../../../src/rules/starmada/assist/standing-suggestion.ts';
import { applyStandingClause, parseStandingClause } from '../../../../src/rules/starmada/notation/standing.ts';
import { deploy, expectOk, newGame, placed, shipOf, withShip } from '../integration/fixtures.ts';

describe('suggested standing choices', () => {
  const state = placed(deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }], b: [{ class: 'Lancer', name: 'Vigil' }, { class: 'Lancer', name: 'Ward' }] })), {
    nest: [10, 10, 0],
    vigil: [10, 5, 3],
    ward: [20, 2, 3],
  });

  test('"losses auto" for every ship, and for a carrier with flights out "flights attack nearest"', () => {
    expect(suggestedStanding(state, 'ana')).toEqual({ nest: ['losses auto', 'flights attack nearest'] });
    expect(suggestedStanding(state, 'ben')).toEqual({ vigil: ['losses auto'], ward: ['losses auto'] });
  });

  test('every suggestion reads as a clause, and a choice already standing is not suggested again', () => {
    let nest = shipOf(state, 'nest');
    for (const text of suggestedStanding(state, 'ana')['nest'] ?? []) nest = applyStandingClause(nest, expectOk(parseStandingClause(state, nest, text)));
    expect(suggestedStanding(withShip(state, 'nest', () => nest), 'ana')).toEqual({});
  });
});
