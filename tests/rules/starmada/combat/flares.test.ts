// Flares (Starmada B.9 p.33): the launch table, face down then face up, and −1 per face-up flare on the line of sight.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { hexNeighbor } from '../../../../src/rules/core/hex.ts';
import { offsetToHex } from '../../../../src/rules/core/offset.ts';
import { flarePenalty, launchFlare, turnFlares } from '../../../../src/rules/starmada/combat/flares.ts';

const board = { cols: 32, rows: 18 };
const hexAt = (col: number, row: number) => offsetToHex({ col: col - 1, row: row - 1 });

describe('B.9 flares', () => {
  test('1 is a dud; 2–4 a marker in a random adjacent hex (a second die, ruling 134); 5–6 a marker in the target hex', () => {
    const target = hexAt(10, 5);
    expect(launchFlare(target, board, scriptedDice([1]), 'f')).toEqual({ face: 1, at: null });
    expect(launchFlare(target, board, scriptedDice([5]), 'f')).toEqual({ face: 5, at: target });
    expect(launchFlare(target, board, scriptedDice([3, 2]), 'f')).toEqual({ face: 3, scatter: 2, at: hexNeighbor(target, 1) });
  });

  test('a flare that scatters off the board is lost (ruling 134)', () => {
    expect(launchFlare(hexAt(1, 1), board, scriptedDice([2, 1]), 'f').at).toBeNull();
  });

  test('in the End Phase face-up markers are removed and face-down ones turned face up', () => {
    expect(turnFlares([{ at: hexAt(1, 1), faceUp: true }, { at: hexAt(2, 2), faceUp: false }])).toEqual([{ at: hexAt(2, 2), faceUp: true }]);
  });

  test('−1 per face-up flare the line of sight passes over, cumulative; a face-down flare has no effect', () => {
    const from = hexAt(10, 10);
    const to = hexAt(10, 4);
    const flares = [
      { at: hexAt(10, 8), faceUp: true },
      { at: hexAt(10, 6), faceUp: true },
      { at: hexAt(10, 7), faceUp: false },
      { at: hexAt(20, 7), faceUp: true },
    ];
    expect(flarePenalty(flares, from, to)).toBe(-2);
    // The target's own hex counts (ruling 135); the firer's does not.
    expect(flarePenalty([{ at: to, faceUp: true }], from, to)).toBe(-1);
    expect(flarePenalty([{ at: from, faceUp: true }], from, to)).toBe(0);
  });
});
