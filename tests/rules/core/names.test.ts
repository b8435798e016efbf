import { describe, expect, test } from 'vitest';
import { matchName, normalizeName, separatorProblem } from '../../../src/rules/core/names.ts';

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

describe('separatorProblem: a name the notation would cut', () => {
  test('quotes the name, says which separators it holds, and lists all the notation uses', () => {
    expect(separatorProblem('Evil; Ship, Two', ':;,')).toBe('"Evil; Ship, Two" cannot be used: the orders use ; , to separate their parts. A ship\'s name may not hold any of : ; ,.');
    expect(separatorProblem('Admiral: Koss', ':·', "A commander's name")).toBe('"Admiral: Koss" cannot be used: the orders use : to separate their parts. A commander\'s name may not hold any of : ·.');
  });

  test('a line break is a separator everywhere; a name without any is fine', () => {
    expect(separatorProblem('Evil\nShip', ':')).toBe('"Evil Ship" cannot be used: the orders use a line break to separate their parts. A ship\'s name may not hold any of :.');
    expect(separatorProblem('CNS Resolute @ 2 (old)', ':;,')).toBeNull();
  });
});
