import { describe, expect, test } from 'vitest';
import { splitOutside, tokens, trailingParens } from '../../../../src/rules/metaverse/notation/tokens.ts';

// The compact syntax (help.ts): `EP(stl-1,stl-2) RAM(Vengeance)` — separators inside brackets do not split.
describe('tokens', () => {
  test('splitOutside keeps bracketed lists whole', () => {
    expect(splitOutside('A4(S1,S2), T:S; FL', ',;')).toEqual(['A4(S1,S2)', ' T:S', ' FL']);
  });
  test('tokens joins "A4 (S1)" and "T: S"', () => {
    expect(tokens(' A4 (S1, S2)  T: S  RAM(ISS Vengeance) ')).toEqual(['A4(S1, S2)', 'T:S', 'RAM(ISS Vengeance)']);
  });
  test('trailingParens', () => {
    expect(trailingParens('EP(S1,S2)')).toEqual({ head: 'EP', inner: 'S1,S2' });
    expect(trailingParens('FL')).toEqual({ head: 'FL', inner: null });
    expect(trailingParens('EP(S1')).toEqual({ head: 'EP(S1', inner: null });
  });
});
