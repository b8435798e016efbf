import { describe, expect, test } from 'vitest';
import { damageLayoutOf, damageProfileOf, systemClassOf } from '../../../../src/rules/metaverse/adapters/damage.ts';
import { initialDamageState } from '../../../../src/rules/metaverse/damage/state.ts';
import { facingArmour } from '../../../../src/rules/metaverse/damage/hit.ts';
import { LIBRARY } from '../../../../src/rules/metaverse/ships/library.ts';
import { RESOLUTE, THUNDERCHILD } from './fixtures.ts';

describe('damageLayoutOf', () => {
  test('every library design (samples and Salvo) maps to a fresh damage state', () => {
    for (const d of LIBRARY.designs) {
      const st = initialDamageState(damageLayoutOf(d));
      expect(st.sections.map((s) => s.id)).toEqual(d.sections.map((s) => s.id));
      expect(st.systems.some((s) => s.class === 'bridge')).toBe(true);
    }
  });
  // Sample Thunderchild: core 5×12, bow 6×8, stern 4×9; stern armour 1; 20 energy shield hits in the bow.
  test('Thunderchild: section hits, parties, armour and shields per arc', () => {
    const st = initialDamageState(damageLayoutOf(THUNDERCHILD));
    expect(st.sections.map((s) => [s.id, s.ring, s.direction, s.layers.map((l) => l.hits)])).toEqual([
      ['core', 0, null, [12, 12, 12, 12, 12]],
      ['bow', 1, 'bow', [8, 8, 8, 8, 8, 8]],
      ['stern', 1, 'stern', [9, 9, 9, 9]],
    ]);
    expect(st.sections[0]?.layers.map((l) => [l.crew, l.marines])).toEqual([[1, 0], [1, 0], [1, 0], [1, 1], [0, 1]]);
    expect(facingArmour(st, 'stern', 'kinetic')).toBe(1);
    expect(facingArmour(st, 'bow', 'energy')).toBe(0);
    expect(st.shields).toEqual([{ arc: 'bow', section: 'bow', max: 20, hits: 20, vs: 'energy' }]);
    expect(st.threat).toBe(4);
    expect(st.adaptiveArmour).toBeNull();
  });
  test('Thunderchild: systems keep their section and critical class; the six laser copies are weapons', () => {
    const st = initialDamageState(damageLayoutOf(THUNDERCHILD));
    const cls = (id: string) => st.systems.find((s) => s.id === id);
    expect(cls('reactor')).toMatchObject({ section: 'core', class: 'reactor', rating: 20 });
    expect(cls('stl-S1')).toMatchObject({ section: 'stern', class: 'stl', rating: 2 });
    expect(cls('sen-A')).toMatchObject({ class: 'electronic', rating: 17 });
    expect(cls('pds-1')).toMatchObject({ class: 'active-defence', rating: 5 });
    expect(cls('bay')).toMatchObject({ class: 'hangar', section: 'core' });
    expect(st.systems.filter((s) => s.class === 'weapon').map((s) => s.id)).toEqual(['las-1', 'las-2', 'las-3', 'las-4', 'las-5', 'las-6']);
  });
  // Salvo Resolute (salvo-designs.ts): core 5×12 armour 1 port/starboard, bow 4×10 armour 2 + 12 shields, stern 3×10 armour 1.
  test('Resolute: hits, armour per arc, shield generator arcs', () => {
    const st = initialDamageState(damageLayoutOf(RESOLUTE));
    expect(st.sections.map((s) => s.layers.reduce((n, l) => n + l.hits, 0))).toEqual([60, 40, 30]);
    expect(['bow', 'starboard', 'stern', 'port'].map((a) => facingArmour(st, a as 'bow', 'energy'))).toEqual([2, 1, 1, 1]);
    expect(st.shields).toEqual([{ arc: 'bow', section: 'bow', max: 12, hits: 12, vs: 'energy-kinetic' }]);
    expect(st.systems.find((s) => s.id === 'sg-bow')).toMatchObject({ class: 'active-defence', shieldArcs: ['bow'], rating: 3 });
  });
  test('ablative plates are pooled per arc and adaptive armour keeps its maximum', () => {
    const d = { ...RESOLUTE, adaptiveArmour: { vs: 'kinetic' as const, maxLevel: 3 }, sections: RESOLUTE.sections.map((s) => ({ ...s, ablativePlates: [{ arc: 'bow' as const, count: 1 }] })) };
    const st = initialDamageState(damageLayoutOf(d));
    expect(st.ablativePlates).toEqual([{ arc: 'bow', count: 3 }]);
    expect(st.adaptiveArmour).toEqual({ vs: 'kinetic', max: 3, level: 0 });
  });
  // p.43–66 colours → ruling A8 categories.
  test('system classes follow the p.43–66 colours', () => {
    expect([systemClassOf('tractor_beam'), systemClassOf('ecm'), systemClassOf('deflector'), systemClassOf('ftl')]).toEqual(['secondary', 'electronic', 'active-defence', 'ftl']);
  });
  // Metaverse p.67 damage profile; A34 shield piercing fractions.
  test('damageProfileOf: Resolute railgun D10+2 kinetic raking, one pulse', () => {
    const mode = RESOLUTE.weapons.find((w) => w.id === 'rail-p')?.modes[0];
    expect(mode && damageProfileOf({ ...mode, sp: '1/2', qualities: ['PH', 'AD'] })).toEqual({
      pulses: 1,
      damage: { die: 10, mod: 2 },
      type: 'kinetic',
      effect: 'raking',
      shieldPiercing: 0.5,
      armourPiercing: 0,
      deflectionPiercing: 0,
      qualities: { phased: true },
    });
  });
});
