import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { scheduleFtl } from '../../../../src/rules/metaverse/ftl/order.ts';

describe('order of FTL manoeuvres (Metaverse p.18; ruling A48)', () => {
  test('types in the fixed order; the player with more such ships starts, then alternate', () => {
    const s = scheduleFtl(
      [
        { ship: 'a1', player: 'A', code: 'FTL-R' },
        { ship: 'b1', player: 'B', code: 'T-FTL-W' },
        { ship: 'a2', player: 'A', code: 'T-FTL-W' },
        { ship: 'b2', player: 'B', code: 'T-FTL-W' },
        { ship: 'a3', player: 'A', code: 'S-FTL-J' },
        { ship: 'b3', player: 'B', code: 'T-FTL-H' },
      ],
      scriptedDice([]),
    );
    expect(s.order.map((e) => e.ship)).toEqual(['a3', 'b1', 'a2', 'b2', 'b3', 'a1']);
    expect(s.tieBreaks).toEqual([]);
  });

  // Ruling A48: equal numbers → random (1D2).
  test('tie broken by a die', () => {
    const s = scheduleFtl(
      [
        { ship: 'a1', player: 'A', code: 'R-FTL' },
        { ship: 'b1', player: 'B', code: 'R-FTL' },
      ],
      scriptedDice([2]),
    );
    expect(s.order.map((e) => e.ship)).toEqual(['b1', 'a1']);
    expect(s.tieBreaks[0]).toMatchObject({ roll: 2, first: 'B' });
  });
});
