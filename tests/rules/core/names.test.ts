import { describe, expect, test } from 'vitest';
import { matchName, normalizeName } from '../../../src/rules/core/names.ts';

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
  test('a later word of a name matches when nothing starts with it', () => {
    const units = [
      { id: 'b1', name: '2 × Mk-IV laser' },
      { id: 'mt1', name: 'Quad Mk-III missiles' },
      { id: 't1', name: 'Triple Mk-II laser turret' },
    ];
    expect(matchName('missiles', units)).toEqual({ kind: 'found', item: units[1] });
    expect(matchName('Mk-IV laser', units)).toEqual({ kind: 'found', item: units[0] });
    expect(matchName('laser', units)).toEqual({ kind: 'ambiguous', candidates: [units[0], units[2]] });
  });
  test('ambiguous and unknown names are reported', () => {
    expect(matchName('mk', items)).toEqual({ kind: 'ambiguous', candidates: [items[0], items[1]] });
    expect(matchName('zed', items)).toEqual({ kind: 'none' });
    expect(matchName('  ', items)).toEqual({ kind: 'none' });
  });
});
