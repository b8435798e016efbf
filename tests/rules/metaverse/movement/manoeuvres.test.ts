import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { rollAction, rollEmergencyPower } from '../../../../src/rules/metaverse/movement/manoeuvres.ts';

describe('advanced manoeuvres (Metaverse p.11–12)', () => {
  // Emergency Power example, Metaverse p.12: rolled 3, green crew +1 = 4, so both doubled drives are disabled.
  test('Emergency Power example (p.12): green crew fails on a 3', () => {
    const dice = scriptedDice([3]);
    const r = rollEmergencyPower(dice, 'green', ['S1', 'S2'], 'Thunderchild');
    expect(r).toEqual({ roll: 3, crewMod: 1, total: 4, failsOn: 4, failed: true, disabledDrives: ['S1', 'S2'] });
    expect(dice.rolls[0]?.label).toBe('Emergency Power failure Thunderchild');
  });

  // Metaverse p.12: "roll 1D6; if the result is 4-6, all the drives used are disabled"; veteran −1.
  test('regular survives on 3, veteran survives on 4', () => {
    expect(rollEmergencyPower(scriptedDice([3]), 'regular', ['S1']).failed).toBe(false);
    expect(rollEmergencyPower(scriptedDice([4]), 'veteran', ['S1'])).toMatchObject({ total: 3, failed: false, disabledDrives: [] });
  });

  // Metaverse p.11: square roll needs port & starboard; hexagon roll has two diagonal options.
  test('roll demands', () => {
    expect(rollAction('square').options).toHaveLength(1);
    expect(rollAction('hexagon').options).toHaveLength(2);
  });
});
