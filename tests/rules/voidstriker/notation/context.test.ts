// The plot context: what a seat may order, and at what (§2.35: a battery is fired as one action).
import { describe, expect, test } from 'vitest';
import { plotContext } from '../../../../src/rules/voidstriker/notation/context.ts';
import { skirmish } from '../sequence/fixtures.ts';

describe('plotContext', () => {
  test('plotContext: own ships in play, enemy ships as targets', () => {
    const s = skirmish('arab-destroyer-3500', 'arab-corsair-2000');
    const ctx = plotContext(s, 'ana');
    expect(ctx.ships.map((x) => x.name)).toEqual(['Alpha']);
    expect(ctx.targets).toEqual([{ id: 'b-2', name: 'Bravo' }]);
    const gone = { ...s, ships: s.ships.map((x) => (x.name === 'Bravo' ? { ...x, status: 'destroyed' as const } : x)) };
    expect(plotContext(gone, 'ana').targets).toEqual([]);
  });
});
