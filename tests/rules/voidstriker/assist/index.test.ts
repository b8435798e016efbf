// The assist's exports (src/rules/voidstriker/assist/index.ts) implement core/assist.ts.
import { describe, expect, test } from 'vitest';
import { voidstrikerAssist, voidstrikerFleets } from '../../../../src/rules/voidstriker/assist/index.ts';
import { state61 } from './fixtures.ts';

describe('index', () => {
  test('every method is wired', () => {
    const s = state61();
    expect(voidstrikerAssist.guide(s, 'ana', null).units).toHaveLength(4);
    expect(voidstrikerAssist.statusLines(s)[0]).toBe('Round 1 · plot');
    expect(voidstrikerAssist.fireTargets(s, 'ana', 'ijn-1', 't1')).toHaveLength(3);
    expect(voidstrikerFleets.empty()).toEqual({ ships: [] });
    expect(voidstrikerFleets.given('6.1', 'UNSN')).toEqual({ ships: [], side: 'UNSN' });
    expect(voidstrikerFleets.given('skirmish', 'A')).toBeNull();
    expect(voidstrikerFleets.sides('6.1')).toEqual(['IJN', 'UNSN']);
    expect(voidstrikerFleets.scenarios()).toHaveLength(4);
  });
});
