import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { resolveWeaponHit, type DamageProfile } from '../../../../src/rules/metaverse/damage/hit.ts';
import type { ShipDamageState } from '../../../../src/rules/metaverse/damage/state.ts';
import { CHIMERA, fresh, remaining, THUNDERCHILD, VENGEANCE } from './fixtures.ts';

const laser: DamageProfile = { pulses: 2, damage: { fixed: 13 }, type: 'energy', effect: 'penetrating' };

describe('resolving a weapon hit', () => {
  // Metaverse p.26–29 "Dealing Damage" Example 1 and "Recording Damage" Example 2:
  // three 2x13 energy hits in the Vengeance port-bow, 6 bands beyond effective, armour 2 → 6 pulses of 5.
  test('Dealing Damage example 1 (p.26) energy part: three hits of 2 pulses of 5', () => {
    let st: ShipDamageState = fresh(VENGEANCE);
    const dice = scriptedDice([]);
    const pulses: number[] = [];
    for (let w = 0; w < 3; w++) {
      const r = resolveWeaponHit(st, { label: `laser ${w}`, profile: laser, arc: 'port-bow', offBands: 6, sensorRoll: 8 }, dice);
      pulses.push(...r.pulses.map((p) => p.result.hull));
      expect(r.facingArmour).toBe(2);
      st = r.state;
    }
    expect(pulses).toEqual([5, 5, 5, 5, 5, 5]);
    expect(remaining(st, 'port-bow')).toEqual([2, 2, 2]);
    expect(remaining(st, 'core').slice(0, 2)).toEqual([6, 6]);
    expect(dice.rolls).toHaveLength(0);
  });

  // Dealing Damage example 1 (p.26) kinetic part: 1xD12 kinetic into the Thunderchild bow ignores its energy shields; the roll of 9 is raking.
  test('Dealing Damage example 1 (p.26) kinetic part: 9 raking into the bow section, shields untouched', () => {
    const dice = scriptedDice([9]);
    const r = resolveWeaponHit(
      fresh(THUNDERCHILD),
      { label: 'rail', profile: { pulses: 1, damage: { die: 12, mod: 0 }, type: 'kinetic', effect: 'raking' }, arc: 'bow', offBands: 4, sensorRoll: 6 },
      dice,
    );
    expect(r.shieldHitsLost).toBe(0);
    expect(r.dealt).toEqual([{ section: 'bow', hits: 9 }]);
    expect(r.state.shields[0]?.hits).toBe(10);
    expect(dice.rolls).toEqual([{ label: 'rail: damage', sides: 12, value: 9 }]);
  });

  // Dealing Damage example 1 (p.26) indirect part: 3xD6+2 redirected to the unshielded port arc, rolls 2, 3, 5 → pulses 4, 5, 7 applied
  // in ascending order, 16 raking into the core (no port section).
  test('Dealing Damage example 1 (p.26) indirect part: ascending pulses 4, 5, 7 = 16 into the core', () => {
    const dice = scriptedDice([5, 2, 3]);
    const r = resolveWeaponHit(
      fresh(THUNDERCHILD),
      { label: 'msl', profile: { pulses: 3, damage: { die: 6, mod: 2 }, type: 'indirect', effect: 'raking' }, arc: 'port', offBands: 0, sensorRoll: 4 },
      dice,
    );
    expect(r.pulses.map((p) => [p.roll, p.result.hull])).toEqual([
      [2, 4],
      [3, 5],
      [5, 7],
    ]);
    expect(r.dealt).toEqual([{ section: 'core', hits: 16 }]);
    expect(r.facingSection).toBe('core');
  });

  test('indirect fire in the shielded bow arc hits the shields first', () => {
    const r = resolveWeaponHit(
      fresh(THUNDERCHILD),
      { label: 'msl', profile: { pulses: 3, damage: { die: 6, mod: 2 }, type: 'indirect', effect: 'raking' }, arc: 'bow', offBands: 0, sensorRoll: 4 },
      scriptedDice([2, 3, 5]),
    );
    expect(r.shieldHitsLost).toBe(10);
    expect(r.dealt).toEqual([{ section: 'bow', hits: 6 }]);
    expect(r.hullHit).toBe(true);
    expect(r.state.hullHitArcs).toEqual(['bow']);
  });

  // Metaverse p.73 Dimensional example: the Avenger hits the Chimera's outer port section with three
  // dimensional weapons; two even rolls damage the outer port, the odd one the inner port, with the outer port defences.
  test('Dimensional example (p.73): an odd roll damages the next section through', () => {
    const dm: DamageProfile = { pulses: 1, damage: { fixed: 4 }, type: 'energy', effect: 'raking', qualities: { dimensional: true } };
    let st = fresh(CHIMERA);
    const sections: string[] = [];
    for (const roll of [8, 12, 7]) {
      const r = resolveWeaponHit(st, { label: 'dm', profile: dm, arc: 'port', offBands: 0, sensorRoll: roll }, scriptedDice([]));
      sections.push(...r.dealt.map((d) => d.section));
      st = r.state;
    }
    expect(sections).toEqual(['port-outer', 'port-outer', 'port-inner']);
  });

  // Ruling A33 rolled pulse counts, interception before damage; p.43 adaptive armour rises after hull damage.
  test('rolled pulses, intercepted pulses and adaptive armour', () => {
    const st = { ...fresh(VENGEANCE), adaptiveArmour: { vs: 'energy-kinetic' as const, max: 1, level: 0 } };
    const dice = scriptedDice([4]);
    const r = resolveWeaponHit(
      st,
      { label: 'swarm', profile: { pulses: { die: 6 }, damage: { fixed: 5 }, type: 'kinetic', effect: 'raking' }, arc: 'stern', offBands: 0, sensorRoll: 3, interceptedPulses: 1 },
      dice,
    );
    expect(r.pulseCount).toEqual({ roll: 4, total: 4, intercepted: 1 });
    expect(r.dealt).toEqual([{ section: 'stern', hits: 15 }]);
    expect(r.state.adaptiveArmour?.level).toBe(1);
    expect(r.adaptiveTriggered).toBe(true);
  });
});
