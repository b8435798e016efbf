import { describe, expect, test } from 'vitest';
import { commandLossCheck } from '../../../../src/rules/metaverse/command/loss-check.ts';

describe('loss check', () => {
  // Metaverse p.38 "Morale": "if the flag commander rolls a number of CPs equal to or lower than the number of
  // thresholds completed, the player loses the game". Digest A24: the raw roll is compared.
  test('roll equal to thresholds loses; above survives', () => {
    expect(commandLossCheck(2, 2).lost).toBe(true);
    expect(commandLossCheck(1, 2).lost).toBe(true);
    expect(commandLossCheck(3, 2)).toEqual({ flagRoll: 3, thresholdsCompleted: 2, lost: false });
  });

  test('no threshold completed never loses', () => {
    expect(commandLossCheck(1, 0).lost).toBe(false);
  });
});
