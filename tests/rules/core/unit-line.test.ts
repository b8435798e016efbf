// The one "<unit> <orders>" splitter (src/rules/core/unit-line.ts), shared by the Starmada orders reader and the
// draft merge, so both name the same unit for the same line.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { splitUnitLine } from '../../../src/rules/core/unit-line.ts';

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
    // "Lancer 3" alone is Lancer's order 3.
    expect(split('Lancer 3')).toEqual(['lancer', '3']);
    expect(split('lancer: 4')).toEqual(['lancer', '4']);
  });

  test('a trailing colon names the unit before it, even with nothing after it', () => {
    expect(split('Lancer 3:')).toEqual(['lancer-3', '']);
    expect(split('Lancer 3: ')).toEqual(['lancer-3', '']);
    expect(split('Lancer:')).toEqual(['lancer', '']);
  });

  test('a unique start of a name works; an ambiguous one or none does not', () => {
    expect(split('kes 3')).toEqual(['kestrel', '3']);
    expect(split('kes: 3')).toEqual(['kestrel', '3']);
    expect(split('lan 3')).toBeUndefined();
    expect(split('Vigil 3')).toBeUndefined();
    expect(split('')).toBeUndefined();
  });

  test('never throws', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (line) => void splitUnitLine(units, line)), { numRuns: 500 });
  });
});
