import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { incomingHit, rollAttack, rollDamagePulses, rollVolley, volatileSelfDamage } from '../../../../src/rules/metaverse/fire/attack.ts';
import { resolveInterception } from '../../../../src/rules/metaverse/fire/interception.ts';
import { attack, heavyLaser, target } from './fixtures.ts';

const code = (r: { ok: boolean; error?: { code: string } }): string => (r.ok ? 'ok' : (r.error?.code ?? '?'));

describe('one attack', () => {
  // Metaverse p.25 Example 1 and p.26 "Dealing Damage > Example 1" (Weapons Fire example 1 through to the damage pulses): 2×13
  // energy at band 7 loses 6 per pulse here; the damage module then takes armour 2 for the book's "2 pulses of 5".
  test('Weapons Fire example 1 (p.25): Thunderchild heavy laser hits Vengeance, 2 pulses of 13 − 6', () => {
    const r = rollAttack(attack(), scriptedDice([9]));
    expect(r.ok && r.value).toMatchObject({ hit: true, pulses: 2, interceptValue: 13, damagePenalty: 6, withinFirstBand: false, hitShipId: 'Vengeance' });
    if (!r.ok) return;
    expect(r.value.sensor).toMatchObject({ effectiveSensor: 13, tr: 1, dice: [{ roll: 9, hit: true }] });
    const packet = rollDamagePulses(r.value, heavyLaser(), null, scriptedDice([]));
    expect(packet).toMatchObject({ weaponId: 'w-1', targetId: 'Vengeance', arc: 'port-bow', effect: 'penetrating', type: 'energy', sensorRoll: 9, odd: true, rangePenalty: 6 });
    expect(packet.pulses.map((p) => [p.rolled, p.damage])).toEqual([[13, 7], [13, 7]]);
    const miss = rollAttack(attack(), scriptedDice([1]));
    expect(miss.ok && miss.value).toMatchObject({ hit: false, pulses: 0 });
  });

  // Metaverse p.26 "Dealing Damage": variable dice add the modifier to each die and apply in ascending order
  // (p.26 Example 1, indirect: rolls 2, 3, 5 give pulses 4, 5, 7 = 16).
  test('variable damage ascending (Dealing Damage example 1 (p.26) indirect rolls)', () => {
    const torp = heavyLaser({ pulse: { count: 3 }, damage: { die: 6, mod: 2 }, damageType: 'indirect', effect: 'raking', range: { band: 20, bands: 4, effectiveBand: 4 } });
    const r = rollAttack(attack({ weapon: torp, geometry: { ...attack().geometry, rangeBand: 4, hitArc: 'port' }, sensorRating: 13, target: target({ ewArrays: [4], trDefault: -1, trModified: -1 }) }), scriptedDice([5]));
    if (!r.ok) throw new Error(r.error.message);
    const packet = rollDamagePulses(r.value, torp, null, scriptedDice([5, 2, 3]));
    expect(packet.pulses.map((p) => p.damage)).toEqual([4, 5, 7]);
    expect(packet.pulses.reduce((s, p) => s + p.damage, 0)).toBe(16);
  });

  // Metaverse p.31 then p.26: interception before damage dice; the cancelled pulses are never rolled.
  test('hit → interception → damage', () => {
    const torp = heavyLaser({ pulse: { count: 3 }, damage: { die: 6, mod: 2 }, damageType: 'indirect', qualities: ['UN'], aoe: 6 });
    const r = rollAttack(attack({ weapon: torp, geometry: { ...attack().geometry, rangeBand: 2, hitArc: 'port' } }), scriptedDice([10]));
    if (!r.ok) throw new Error(r.error.message);
    const inc = incomingHit(r.value, torp, 'sq-V');
    expect(inc).toMatchObject({ pulses: 3, interceptValue: 8, unstable: true, arc: 'port' });
    const pd = resolveInterception(
      { hits: [inc!], pds: [{ id: 'p', shipId: 'Vengeance', squadronId: 'sq-V', rating: 8, arcs: ['port'] }], pdWeapons: [], capDice: {}, allocations: [{ kind: 'pds', attackId: 'a1', systems: ['p'], pulses: 1 }] },
      scriptedDice([]),
    );
    if (!pd.ok) throw new Error(pd.error.message);
    const dice = scriptedDice([6, 1, 3]);
    const packet = rollDamagePulses(r.value, torp, pd.value.hits[0] ?? null, dice);
    // Surviving pulses 8 and 3; the intercepted Unstable pulse (5) deals floor(5/2) = 2 and the AoE is lost (p.76).
    expect(packet.pulses.map((p) => [p.damage, p.unstable ?? false])).toEqual([[2, true], [3, false], [8, false]]);
    expect(packet.aoe).toBeNull();
    expect(dice.remaining).toBe(0);
  });

  // Metaverse p.25, p.56, p.60, p.71: every reason a shot is refused.
  test('refused shots', () => {
    const g = attack().geometry;
    expect(code(rollAttack(attack({ legalTarget: false }), scriptedDice([])))).toBe('ERR_FIRE_NOT_TARGET');
    expect(code(rollAttack(attack({ geometry: { ...g, rangeBand: 10 } }), scriptedDice([])))).toBe('ERR_FIRE_RANGE');
    expect(code(rollAttack(attack({ geometry: { ...g, inArc: false } }), scriptedDice([])))).toBe('ERR_FIRE_ARC');
    expect(code(rollAttack(attack({ geometry: { ...g, lineOfSight: false } }), scriptedDice([])))).toBe('ERR_FIRE_LOS');
    expect(code(rollAttack(attack({ geometry: { ...g, gravityWallBlocks: true } }), scriptedDice([])))).toBe('ERR_FIRE_GRAVITY_WALL');
    expect(code(rollAttack(attack({ rateOfFireReady: false }), scriptedDice([])))).toBe('ERR_FIRE_NOT_READY');
    expect(code(rollAttack(attack({ targetCloak: { kind: 'cloaked', turns: 1 } }), scriptedDice([])))).toBe('ERR_CLOAK_TARGET');
    const indirect = heavyLaser({ damageType: 'indirect' });
    expect(code(rollAttack(attack({ weapon: indirect, geometry: { ...g, lineOfSight: false } }), scriptedDice([5])))).toBe('ok');
  });

  // Metaverse p.25 "Volley Fire": one roll, all hit or all miss; p.69 A33 rolled pulse counts.
  test('volley and rolled pulses', () => {
    const a = attack({ attackId: 'v1' });
    const b = attack({ attackId: 'v2', weapon: heavyLaser({ weaponId: 'w-2', accuracy: 4 }) }); // TR 5
    const low = rollVolley([a, b], scriptedDice([4]));
    expect(low.ok && low.value).toMatchObject({ hit: false, dice: [{ roll: 4, hit: false }] });
    const high = rollVolley([a, b], scriptedDice([8]));
    expect(high.ok && high.value.attacks.map((x) => x.hit)).toEqual([true, true]);
    expect(code(rollVolley([a, attack({ weapon: heavyLaser({ damageType: 'kinetic' }) })], scriptedDice([])))).toBe('ERR_SENSOR_VOLLEY_MIXED');
    const swarm = heavyLaser({ pulse: { die: 6 }, damage: { fixed: 5 } });
    const r = rollAttack(attack({ weapon: swarm }), scriptedDice([9, 4]));
    expect(r.ok && r.value).toMatchObject({ pulses: 4, pulseRoll: 4 });
  });

  // Metaverse p.76 "Volatile": a natural 1 damages the firing ship in the weapon's section, ignoring all defences
  // (amount: the weapon's own damage, ruling A35).
  test('Volatile mishap damages its own section', () => {
    const vo = heavyLaser({ qualities: ['VO'], section: 'bow', damage: { die: 8, mod: 1 } });
    const r = rollAttack(attack({ weapon: vo }), scriptedDice([1]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toMatchObject({ hit: false, volatileMishap: true, pulses: 0 });
    const self = volatileSelfDamage(r.value, vo, scriptedDice([7, 2]));
    expect(self).toMatchObject({ targetId: 'Thunderchild', section: 'bow', effect: 'raking', ignoreDefences: true });
    expect(self?.pulses.map((p) => p.damage)).toEqual([3, 8]);
    const fine = rollAttack(attack({ weapon: vo }), scriptedDice([9]));
    expect(fine.ok && volatileSelfDamage(fine.value, vo, scriptedDice([]))).toBeNull();
  });
});
