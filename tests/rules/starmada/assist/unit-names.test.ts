// Which unit a line names (src/rules/starmada/assist/unit-names.ts), by the orders reader's rule (notation/orders.ts).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { linesOf, splitUnitLine } from '../../../../src/rules/starmada/assist/unit-names.ts';

const units = [
  { id: 'lancer', name: 'Lancer' },
  { id: 'lancer-3', name: 'Lancer 3' },
  { id: 'kestrel', name: 'Kestrel' },
];
const split = (line: string) => {
  const found = splitUnitLine(units, line);
  return found && [found.unit.id, found.rest];
};

describe('splitUnitLine', () => {
  test('the longest name that leaves orders wins; a colon ends a name', () => {
    expect(split('Lancer 3 2P2')).toEqual(['lancer-3', '2P2']);
    // "Lancer 3" alone is Lancer's order 3, as the orders reader has it.
    expect(split('Lancer 3')).toEqual(['lancer', '3']);
    expect(split('Lancer 3:')).toEqual(['lancer-3', '']);
    expect(split('lancer: 4')).toEqual(['lancer', '4']);
  });

  test('a unique start of a name works; an ambiguous one or none does not', () => {
    expect(split('kes 3')).toEqual(['kestrel', '3']);
    expect(split('lan 3')).toBeUndefined();
    expect(split('Vigil 3')).toBeUndefined();
    expect(split('')).toBeUndefined();
  });

  test('never throws', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (line) => void splitUnitLine(units, line)), { numRuns: 500 });
  });
});

test('linesOf: trimmed lines, blank ones dropped, ";" splitting only when asked', () => {
  expect(linesOf(' a \n\n b; c \r\n', true)).toEqual(['a', 'b', 'c']);
  expect(linesOf(' a \n\n b; c \r\n', false)).toEqual(['a', 'b; c']);
});
