import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { damageLayoutOf } from '../../../../src/rules/metaverse/adapters/damage.ts';
import {
  deflectorOf,
  ewArraysOf,
  fireControlOf,
  pdsOf,
  pdWeaponsOf,
  sensorArraysOf,
  sensorTargetOf,
  targetRatingOf,
  weaponModesOf,
} from '../../../../src/rules/metaverse/adapters/fire.ts';
import { initialDamageState } from '../../../../src/rules/metaverse/damage/state.ts';
import { rollAttack, type AttackInput } from '../../../../src/rules/metaverse/fire/attack.ts';
import { validateWeaponMode } from '../../../../src/rules/metaverse/fire/weapon.ts';
import { expandCopies } from '../../../../src/rules/metaverse/ships/design.ts';
import { LIBRARY } from '../../../../src/rules/metaverse/ships/library.ts';
import { RESOLUTE, THUNDERCHILD } from './fixtures.ts';

const CALM = { drifting: false, momentumZero: false, ramOrder: false, ecmCovering: 0, ejCovering: 0, pods: [] };

describe('fire adapters', () => {
  test('every weapon mode of every library design maps and passes the fire module checks', () => {
    for (const d of LIBRARY.designs) {
      for (const w of expandCopies(d).weapons) {
        const modes = weaponModesOf(d, w.id);
        expect(modes).toHaveLength(w.modes.length);
        for (const m of modes) expect(validateWeaponMode(m).ok).toBe(true);
      }
    }
  });
  // Sample Thunderchild: Heavy Laser 2 × 13 energy penetrating, 10 cm bands × 9 (90 cm), effective band 1.
  test('Thunderchild heavy laser: range and damage', () => {
    expect(weaponModesOf(THUNDERCHILD, 'las-3')).toEqual([
      expect.objectContaining({ weaponId: 'las-3', mode: 'Beam', section: 'bow', pulse: { count: 2 }, damage: { fixed: 13 }, damageType: 'energy', effect: 'penetrating', range: { band: 10, bands: 9, effectiveBand: 1 }, intercept: { vulnerable: true, value: 13 } }),
    ]);
    expect(weaponModesOf(THUNDERCHILD, 'las')[0]?.weaponId).toBe('las-1');
    expect(weaponModesOf(THUNDERCHILD, 'nope')).toEqual([]);
  });
  test('Resolute railgun: D10+2 kinetic raking, 15 cm × 8, effective band 2', () => {
    expect(weaponModesOf(RESOLUTE, 'rail-p')[0]).toMatchObject({ pulse: { count: 1 }, damage: { die: 10, mod: 2 }, damageType: 'kinetic', effect: 'raking', range: { band: 15, bands: 8, effectiveBand: 2 } });
  });
  // Metaverse p.25: TR modified −1 per lost STL drive, never below the default.
  test('Target Rating after a lost drive, EW arrays, sensors, fire control', () => {
    const st = initialDamageState(damageLayoutOf(THUNDERCHILD));
    const s1 = st.systems.find((s) => s.id === 'stl-S1');
    if (s1) s1.disabled = true;
    expect(targetRatingOf(THUNDERCHILD, st)).toEqual({ trDefault: -4, trModified: -1, lostDrives: 1 });
    expect(ewArraysOf(THUNDERCHILD)).toEqual([4]);
    expect(sensorArraysOf(THUNDERCHILD).map((a) => [a.id, a.kind, a.rating, a.available])).toEqual([
      ['sen-A', 'array', 17, true],
      ['sen-B', 'array', 16, true],
    ]);
    expect(fireControlOf(RESOLUTE)).toBeNull();
    expect(sensorTargetOf(THUNDERCHILD, st, CALM)).toMatchObject({ trModified: -1, lostDrives: 1, ewArrays: [4] });
  });
  test('PDS, PD weapons and deflectors', () => {
    expect(pdsOf(RESOLUTE, undefined, 'res', 'sq')).toEqual([
      { id: 'pds-1', shipId: 'res', squadronId: 'sq', rating: 5, arcs: ['bow', 'port', 'starboard'] },
      { id: 'pds-2', shipId: 'res', squadronId: 'sq', rating: 5, arcs: ['stern', 'port', 'starboard'] },
    ]);
    expect(pdWeaponsOf(RESOLUTE, undefined, 'res', 'sq', { fired: [], forcedDangerClose: [] })).toEqual([]);
    const pd = { ...RESOLUTE, weapons: RESOLUTE.weapons.map((w) => (w.id === 'rail-p' ? { ...w, modes: w.modes.map((m) => ({ ...m, pd: { value: 4, targets: ['kinetic' as const] } })) } : w)) };
    expect(pdWeaponsOf(pd, undefined, 'res', 'sq', { fired: ['rail-p'], forcedDangerClose: [] })).toEqual([
      { id: 'rail-p', shipId: 'res', squadronId: 'sq', pd: 4, targets: ['kinetic'], damageType: 'kinetic', firedThisTurn: true, forcedDangerClose: false },
    ]);
    const defl = { ...RESOLUTE, systems: [...RESOLUTE.systems, { id: 'df', kind: 'deflector' as const, section: 'core', rating: 2, vs: 'energy' as const }] };
    expect([deflectorOf(defl, undefined, 'energy'), deflectorOf(defl, undefined, 'kinetic'), deflectorOf(defl, undefined, 'indirect')]).toEqual([2, 0, 2]);
  });

  // Metaverse p.25 "Starship Weapons Fire" and Table 1: a D20 hits when TR < roll ≤ sensor; a kinetic weapon adds
  // its range modifier (bands off the effective band) to the TR; each lost STL drive takes 1 off the TR.
  test('Resolute railgun fired at the Thunderchild hits as the to-hit rule says', () => {
    const weapon = weaponModesOf(RESOLUTE, 'rail-p')[0];
    if (!weapon) throw new Error('no railgun');
    const sensor = sensorArraysOf(RESOLUTE).find((a) => a.id === 'sen-A');
    expect(sensor?.rating).toBe(15);
    const shot = (damage?: ReturnType<typeof initialDamageState>): AttackInput => ({
      attackId: 'a1',
      firerId: 'salvo-resolute',
      targetId: 'uss-thunderchild',
      targetSquadronId: 'sq-tc',
      weapon,
      sensorRating: sensor?.rating ?? 0,
      // band 4 of an effective-band-2 weapon: range modifier 2
      geometry: { rangeBand: 4, hitArc: 'port', inArc: true, lineOfSight: true, gravityWallBlocks: false },
      legalTarget: true,
      rateOfFireReady: true,
      firerCloak: { kind: 'visible' },
      targetCloak: { kind: 'visible' },
      target: { ...sensorTargetOf(THUNDERCHILD, damage, CALM), ewArrays: [] },
      firer: { elint: 0, targetingArray: 0, scoutStrike: false, stayOnTarget: false },
      deflector: deflectorOf(THUNDERCHILD, damage, 'kinetic'),
    });
    // TR −1 + 2 = 1: a 1 misses, a 2 hits; 15 hits, 16 misses.
    const roll = (face: number, damage?: ReturnType<typeof initialDamageState>) => {
      const r = rollAttack(shot(damage), scriptedDice([face]));
      return r.ok ? { tr: r.value.sensor?.tr, hit: r.value.hit, pulses: r.value.pulses } : null;
    };
    expect(roll(1)).toEqual({ tr: 1, hit: false, pulses: 0 });
    expect(roll(2)).toEqual({ tr: 1, hit: true, pulses: 1 });
    expect(roll(15)?.hit).toBe(true);
    expect(roll(16)?.hit).toBe(false);
    // One lost STL drive: TR −2 + 2 = 0, so a 1 now hits.
    const st = initialDamageState(damageLayoutOf(THUNDERCHILD));
    const s1 = st.systems.find((s) => s.id === 'stl-S1');
    if (s1) s1.disabled = true;
    expect(roll(1, st)).toEqual({ tr: 0, hit: true, pulses: 1 });
  });
});
