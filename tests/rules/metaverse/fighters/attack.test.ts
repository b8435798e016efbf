import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { declareFighterFire, expendLoads, rollFighterDamage, unloadMarines } from '../../../../src/rules/metaverse/fighters/attack.ts';
import type { FireContext } from '../../../../src/rules/metaverse/fighters/attack.ts';
import { breacher, fighter, types, weapons } from './fixtures.ts';

const sqs = [fighter('v1', { loads: ['sfw-torp'], at: 'sq-t' }), fighter('v2', { at: 'sq-t' })];
const ctx = (over: Partial<FireContext> = {}): FireContext => ({
  phase: 'long',
  squadrons: new Map(sqs.map((s) => [s.id, s])),
  types,
  weapons,
  escortIds: [],
  fired: [],
  gravityWalled: false,
  ...over,
});
const code = (r: { ok: boolean; error?: { code: string } }): string | undefined => (r.ok ? undefined : r.error?.code);

describe('fighter fire at starships', () => {
  // Metaverse p.33 Procedure A step 1: "fire all long range weapons … Surgical strikes cannot be performed".
  test('long phase: long-range weapons only, no surgical strikes', () => {
    const torp = declareFighterFire(ctx(), [{ squadronId: 'v1', weaponId: 'sfw-torp', targetShipId: 's-t' }]);
    expect(torp.ok && torp.value).toEqual([
      { squadronId: 'v1', weaponId: 'sfw-torp', targetShipId: 's-t', pulses: 1, interceptValue: 10, vulnerable: true, surgical: null, expendsLoad: true },
    ]);
    expect(code(declareFighterFire(ctx(), [{ squadronId: 'v1', weaponId: 'sfw-gun', targetShipId: 's-t' }]))).toBe('ERR_SHORT_RANGE');
    expect(code(declareFighterFire(ctx(), [{ squadronId: 'v1', weaponId: 'sfw-torp', targetShipId: 's-t', surgical: 'w-1' }]))).toBe('ERR_SURGICAL_LONG');
    // p.60: "Starfighter squadrons may not fire long range weapons through gravity walls".
    expect(code(declareFighterFire(ctx({ gravityWalled: true }), [{ squadronId: 'v1', weaponId: 'sfw-torp', targetShipId: 's-t' }]))).toBe('ERR_GRAVITY_WALL');
  });

  // p.81: "Each load of a mounted weapon can be fired once and then is expended"; p.33 "weapons that have not fired".
  test('each weapon fires once per combat; loads are spent', () => {
    // After the long phase the torpedo load is spent (expendLoads) and recorded as fired.
    const fired = [{ squadronId: 'v1', weaponId: 'sfw-torp' }];
    const spent = new Map(sqs.map((s) => [s.id, { ...s, loads: [] }]));
    expect(code(declareFighterFire(ctx({ phase: 'close', fired, squadrons: spent }), [{ squadronId: 'v1', weaponId: 'sfw-torp', targetShipId: 's-t' }]))).toBe(
      'ERR_WEAPON_SPENT',
    );
    const gun = declareFighterFire(ctx({ phase: 'close', fired }), [{ squadronId: 'v1', weaponId: 'sfw-gun', targetShipId: 's-t', surgical: 'w-3' }]);
    expect(gun.ok && gun.value[0]).toMatchObject({ pulses: 2, surgical: 'w-3', expendsLoad: false });
    const twice = declareFighterFire(ctx({ phase: 'close' }), [
      { squadronId: 'v2', weaponId: 'sfw-gun', targetShipId: 's-t' },
      { squadronId: 'v2', weaponId: 'sfw-gun', targetShipId: 's-t' },
    ]);
    expect(code(twice)).toBe('ERR_WEAPON_SPENT');
    const shots = declareFighterFire(ctx(), [{ squadronId: 'v1', weaponId: 'sfw-torp', targetShipId: 's-t' }]);
    expect(shots.ok && expendLoads(sqs, shots.value)[0]?.loads).toEqual([]);
  });

  // p.32: "Escort squadrons cannot fire on the targeted starships."
  test('escorts cannot fire on ships', () => {
    expect(code(declareFighterFire(ctx({ escortIds: ['v1'] }), [{ squadronId: 'v1', weaponId: 'sfw-torp', targetShipId: 's-t' }]))).toBe('ERR_ESCORT_FIRES');
  });

  // p.35: "do not need a sensor roll … automatically achieve hits"; surgical: "1D6 is rolled for each weapon and if
  // the result is 4-6 and damage was inflicted to the hull, the system is disabled."
  test('damage dice per pulse, intercepted pulses skipped, surgical D6', () => {
    const shots = declareFighterFire(ctx({ phase: 'close' }), [
      { squadronId: 'v2', weaponId: 'sfw-gun', targetShipId: 's-t', surgical: 'w-3' },
      { squadronId: 'v1', weaponId: 'sfw-torp', targetShipId: 's-t' },
    ]);
    if (!shots.ok) throw new Error('orders refused');
    const dice = scriptedDice([3, 4, 4]);
    const r = rollFighterDamage(shots.value, weapons, [0, 1], dice);
    expect(r).toEqual([
      {
        squadronId: 'v2',
        weaponId: 'sfw-gun',
        targetShipId: 's-t',
        intercepted: 0,
        pulses: [
          { roll: 3, damage: 3 },
          { roll: 4, damage: 4 },
        ],
        surgical: { system: 'w-3', roll: 4, needed: 4, disablesIfHullDamaged: true },
      },
      { squadronId: 'v1', weaponId: 'sfw-torp', targetShipId: 's-t', intercepted: 1, pulses: [], surgical: null },
    ]);
    expect(dice.rolls.map((d) => d.sides)).toEqual([4, 4, 6]);
    expect(dice.rolls[2]?.label).toContain('surgical');
  });
});

describe('breaching', () => {
  // p.81 "Breaching": "rather than fire weapons, the squadron can unload its passengers … This cannot be done if the
  // attacked side has active shields that interact with kinetic weapons."
  test('unload marines after closing, unless kinetic shields are up', () => {
    const b = fighter('b1', { typeId: 'sf-breacher', marines: 3, strength: 3 });
    const r = unloadMarines(b, breacher, { phase: 'close', kineticShieldsUp: false });
    expect(r.ok && r.value.marines).toBe(3);
    expect(r.ok && r.value.squadron.marines).toBe(0);
    expect(code(unloadMarines(b, breacher, { phase: 'close', kineticShieldsUp: true }))).toBe('ERR_BREACH_SHIELDS');
    expect(code(unloadMarines(b, breacher, { phase: 'long', kineticShieldsUp: false }))).toBe('ERR_BREACH_LONG');
    expect(code(unloadMarines(fighter('v1'), types.get('sf-v-fighter') ?? breacher, { phase: 'close', kineticShieldsUp: false }))).toBe('ERR_NOT_BREACHING');
  });
});
