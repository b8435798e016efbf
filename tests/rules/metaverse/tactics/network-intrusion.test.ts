import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { resolveNetworkIntrusion } from '../../../../src/rules/metaverse/tactics/network-intrusion.ts';

describe('Network Intrusion', () => {
  // Metaverse p.88 "Network Intrusion": both roll 1D20 + a sensor rating; the friendly result must be higher.
  test('higher friendly total disables a system', () => {
    const dice = scriptedDice([11, 9]);
    const r = resolveNetworkIntrusion({ shipId: 'Avenger', sensorRating: 12 }, { shipId: 'Pinafore', sensorRating: 10 }, 40, dice);
    expect(r).toEqual({
      ok: true,
      value: {
        friendly: { shipId: 'Avenger', roll: 11, sensorRating: 12, total: 23 },
        enemy: { shipId: 'Pinafore', roll: 9, sensorRating: 10, total: 19 },
        success: true,
      },
    });
    expect(dice.rolls.map((d) => d.sides)).toEqual([20, 20]);
  });

  test('a tie fails', () => {
    const r = resolveNetworkIntrusion({ shipId: 'A', sensorRating: 10 }, { shipId: 'B', sensorRating: 12 }, 50, scriptedDice([12, 10]));
    expect(r.ok && r.value.success).toBe(false);
  });

  // Metaverse p.88: "within 50cm of each other"; no dice are rolled when out of range.
  test('out of range', () => {
    const dice = scriptedDice([]);
    const r = resolveNetworkIntrusion({ shipId: 'A', sensorRating: 10 }, { shipId: 'B', sensorRating: 12 }, 50.5, dice);
    expect(r.ok ? '' : r.error.code).toBe('ERR_INTRUSION_RANGE');
    expect(dice.rolls).toHaveLength(0);
  });
});
