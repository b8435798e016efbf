import { describe, expect, test } from 'vitest';
import { conditionOf, sectionHitsLeft } from '../../../../src/rules/metaverse/ships/condition.ts';
import { designById } from '../../../../src/rules/metaverse/ships/library.ts';

const design = (id: string) => {
  const d = designById(id);
  if (d === undefined) throw new Error(`missing ${id}`);
  return d;
};

describe('conditionOf', () => {
  // Metaverse p.28–29: a fresh Thunderchild: full layers, parties alive, 20 bow shield hits, warp uncharged.
  test('fresh Thunderchild', () => {
    const c = conditionOf(design('uss-thunderchild'));
    expect(c.sections.core?.layers).toEqual([12, 12, 12, 12, 12]);
    expect(c.sections.core?.crew.flat()).toEqual(['alive', 'alive', 'alive', 'alive']);
    expect(c.sections.core?.marines.map((m) => m.length)).toEqual([0, 0, 0, 1, 1]);
    expect(c.sections.bow && sectionHitsLeft(c.sections.bow)).toBe(48);
    expect(c.shields).toEqual({ bow: { bow: 20 } });
    expect(c.ftlCharge).toEqual({ warp: 3 });
    expect(Object.keys(c.weapons)).toEqual(['las-1', 'las-2', 'las-3', 'las-4', 'las-5', 'las-6']);
    expect(c.weapons['las-1']).toEqual({ modeCooldown: { Beam: 0 }, weaponCooldown: 0, oneShotsUsed: [], offline: false, adaptation: 0 });
    expect(c.hangars).toEqual({ bay: { squadrons: { 'sf-tc-fighter': 1 }, ordnance: {} } });
    expect(c.destroyed).toBe(false);
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
  });
  // Metaverse "Planetary Raid": FTL drives may start charged; Avenger ablative plates and adaptive shields.
  test('charged FTL, magazines, ablative plates and adaptive shields', () => {
    expect(conditionOf(design('bgs-chimera'), { ftlCharged: true }).ftlCharge).toEqual({ jump: 0 });
    expect(conditionOf(design('bgs-chimera')).magazines).toEqual({ 'mag-1': { torp: 6 }, gmag: { torp: 12 } });
    const avenger = conditionOf(design('uss-avenger'));
    expect(avenger.ablative).toEqual({ starboard: 2 });
    expect(avenger.adaptiveShieldLevel).toEqual({ bow: 0 });
    expect(conditionOf(design('salvo-harrier')).ecmActive).toEqual(['ecm']);
  });
});
