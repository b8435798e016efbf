// Mines (Starmada B.15 p.34–35): markers per hex, the hexes that set a minefield off, and its attack.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { hex } from '../../../../src/rules/core/hex.ts';
import { layMines, minefieldsAround, rollMinefieldAttack } from '../../../../src/rules/starmada/combat/mines.ts';

describe('B.15 mines', () => {
  test('all the markers in one hex are one minefield', () => {
    const fields = layMines(layMines([], hex(0, 0), 1), hex(0, 0), 2);
    expect(fields).toEqual([{ at: hex(0, 0), mines: 3 }]);
    expect(layMines(fields, hex(1, 0), 1)).toEqual([{ at: hex(0, 0), mines: 3 }, { at: hex(1, 0), mines: 1 }]);
  });

  test('entering a hex containing or adjacent to a minefield sets it off; two hexes away does not', () => {
    const fields = [{ at: hex(0, 0), mines: 2 }];
    expect(minefieldsAround(fields, hex(0, 0))).toEqual(fields);
    expect(minefieldsAround(fields, hex(1, 0))).toEqual(fields);
    expect(minefieldsAround(fields, hex(2, 0))).toEqual([]);
  });

  test('one die per marker; starships are hit on 5 or 6, fighter flights only on 6; no modifiers', () => {
    expect(rollMinefieldAttack(3, false, scriptedDice([4, 5, 6]), 'mines')).toEqual({ faces: [4, 5, 6], needed: 5, hits: 2 });
    expect(rollMinefieldAttack(3, true, scriptedDice([4, 5, 6]), 'mines')).toEqual({ faces: [4, 5, 6], needed: 6, hits: 1 });
  });
});
