import { describe, expect, test } from 'vitest';
import { matchName, normalizeName } from '../../../../src/rules/voidstriker/plot/names.ts';

const items = [
  { id: 'mk5', name: 'Mk-V laser' },
  { id: 'mk1', name: 'Mk-I laser' },
  { id: 'r1', name: 'Raider' },
  { id: 'r2', name: 'Raider 2' },
];

describe('name matching for the plot notation', () => {
  test('ignores case, spaces, hyphens and dots', () => {
    expect(normalizeName(' Mk-V  Laser.')).toBe('mkvlaser');
  });
  test('matches by unique prefix or id', () => {
    expect(matchName('mkv', items)).toEqual({ kind: 'found', item: items[0] });
    expect(matchName('MK I', items)).toEqual({ kind: 'found', item: items[1] });
    expect(matchName('r2', items)).toEqual({ kind: 'found', item: items[3] });
  });
  test('an exact name wins over a longer one it prefixes', () => {
    expect(matchName('raider', items)).toEqual({ kind: 'found', item: items[2] });
  });
  test('ambiguous and unknown names are reported', () => {
    expect(matchName('mk', items)).toEqual({ kind: 'ambiguous', candidates: [items[0], items[1]] });
    expect(matchName('zed', items)).toEqual({ kind: 'none' });
    expect(matchName('  ', items)).toEqual({ kind: 'none' });
  });
});
