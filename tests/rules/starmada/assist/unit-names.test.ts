// Lines of notation for merging (src/rules/starmada/assist/unit-names.ts).
import { expect, test } from 'vitest';
import { linesOf } from '../../../../src/rules/starmada/assist/unit-names.ts';

test('linesOf: trimmed lines, blank ones dropped, ";" splitting only when asked', () => {
  expect(linesOf(' a \n\n b; c \r\n', true)).toEqual(['a', 'b', 'c']);
  expect(linesOf(' a \n\n b; c \r\n', false)).toEqual(['a', 'b; c']);
});
