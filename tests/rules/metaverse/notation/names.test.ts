import { describe, expect, test } from 'vitest';
import { matchAll, matchName, normalizeName } from '../../../../src/rules/core/names.ts';

const SHIPS = [
  { id: 'uss-thunderchild', name: 'USS Thunderchild' },
  { id: 'uss-avenger', name: 'USS Avenger' },
  { id: 'iss-vengeance', name: 'ISS Vengeance' },
];

// notation/help.ts: the plot names squadrons and ships; the notation forgives case, spaces and punctuation.
describe('name matching', () => {
  test('normalises case, spaces and punctuation', () => {
    expect(normalizeName(" USS Thunder-child's ")).toBe('ussthunderchilds');
  });
  test('exact name or id, then unique prefix, then a later word', () => {
    expect(matchName('uss avenger', SHIPS)).toEqual({ kind: 'found', item: SHIPS[1] });
    expect(matchName('iss-vengeance', SHIPS)).toEqual({ kind: 'found', item: SHIPS[2] });
    expect(matchName('iss', SHIPS)).toEqual({ kind: 'found', item: SHIPS[2] });
    expect(matchName('venge', SHIPS)).toEqual({ kind: 'found', item: SHIPS[2] });
    expect(matchName('uss', SHIPS)).toEqual({ kind: 'ambiguous', candidates: [SHIPS[0], SHIPS[1]] });
    expect(matchName('klingon', SHIPS)).toEqual({ kind: 'none' });
    expect(matchName('  ', SHIPS)).toEqual({ kind: 'none' });
  });
  test('matchAll returns every copy of a weapon name', () => {
    const las = [1, 2, 3].map((i) => ({ id: `las-${i}`, name: 'Heavy Laser' }));
    expect(matchAll('laser', las)).toHaveLength(3);
    expect(matchAll('las-2', las)).toEqual([las[1]]);
  });
});
