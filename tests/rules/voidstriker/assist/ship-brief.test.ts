// A ship's brief line (src/rules/voidstriker/assist/ship-brief.ts). Voidstriker §2.31 drift, §2.362 damage
// (thruster loss −½ thrust and −15° turn, §2.362), §3.23 landing.
import { describe, expect, test } from 'vitest';
import { driftText, shipBriefLine, shipFlags } from '../../../../src/rules/voidstriker/assist/ship-brief.ts';
import { state61, state62 } from './fixtures.ts';

describe('ship brief', () => {
  test('drift, facing and limits', () => {
    const [bc] = state61().ships;
    const hc = state61().ships.find((s) => s.id === 'unsn-5');
    if (!bc || !hc) throw new Error('fixture');
    expect(driftText(hc)).toBe('speed 8 → 270°');
    // Battlecruiser: TF 4 on 2 thrusters; one lost → TF 2, Turn Mode 55 − 15 = 40 (§2.362 Thruster).
    const hit = { ...bc, condition: { ...bc.condition, thrusters: bc.condition.thrusters.map((dp, i) => (i === 0 ? 0 : dp)) } };
    expect(bc.condition.thrusters).toHaveLength(2);
    expect(shipBriefLine(hit)).toBe('speed 0 · facing 090° · thrust 2 · turn 40° · sensors 12 · armour 4');
  });

  test('flags: landed gunboats of 6.2, out of control', () => {
    const gb = state62().ships.find((s) => s.classId === 'us-gunboat-500');
    if (!gb) throw new Error('fixture');
    expect(shipFlags(gb)).toEqual(['landed on New Angeles VI']);
    expect(shipFlags({ ...gb, surface: { kind: 'flying' }, condition: { ...gb.condition, outOfControl: true } })).toEqual(['✦ out of control']);
  });
});
