import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import {
  antimatterExtra,
  applyExtraDamage,
  disruptiveExtra,
  erraticChooser,
  fighterHitsFromPd,
  gravitationalExtra,
  ionizedCriticals,
  nextAdaptiveLevel,
  postHitExtras,
  reactiveExtra,
  applyVolatileSelfDamage,
} from '../../../../src/rules/metaverse/damage/qualities.ts';
import { initialDamageState } from '../../../../src/rules/metaverse/damage/state.ts';
import { CHIMERA, fresh, layers, pending, remaining } from './fixtures.ts';

describe('post-hit weapon qualities', () => {
  // Metaverse p.72 Antimatter example: 7 dealt to the Avenger bow, armour 4 → 4 extra raking.
  test('Antimatter example (p.72)', () => {
    expect(antimatterExtra(7, 4)).toBe(4);
    expect(antimatterExtra(2, 4)).toBe(2);
  });

  // Metaverse p.73 Disruptive example: 3 dealt, Threat 4 → 3 extra (capped at the damage dealt).
  test('Disruptive example (p.73)', () => {
    expect(disruptiveExtra([{ section: 'aft', hits: 3 }], 4)).toEqual([{ section: 'aft', amount: 3 }]);
  });

  // Metaverse p.74 Gravitational example: 11 dealt to the facing section → 5 to every other section.
  test('Gravitational example (p.74)', () => {
    const st = fresh(CHIMERA);
    expect(gravitationalExtra(st, 'stern', 11)).toEqual([
      { section: 'core', amount: 5 },
      { section: 'port-inner', amount: 5 },
      { section: 'port-outer', amount: 5 },
    ]);
  });

  // Metaverse p.75 Reactive example: 9 penetrating, 5 to the 5-layer port section and 4 to the 5-layer core → 5 and 4 extra.
  test('Reactive example (p.75)', () => {
    const avenger = initialDamageState({
      directionality: 'square',
      threat: 4,
      sections: [
        { id: 'core', ring: 0, direction: null, layers: layers(5, 10) },
        { id: 'port', ring: 1, direction: 'port', layers: layers(5, 6) },
      ],
    });
    const extra = reactiveExtra(avenger, [
      { section: 'port', hits: 5 },
      { section: 'core', hits: 4 },
    ]);
    expect(extra).toEqual([
      { section: 'port', amount: 5 },
      { section: 'core', amount: 4 },
    ]);
    // Additional raking damage is recorded normally (ignoring defences by default, ruling A65).
    const applied = applyExtraDamage(avenger, extra);
    expect(remaining(applied.state, 'port')).toEqual([1, 6, 6, 6, 6]);
    expect(remaining(applied.state, 'core')).toEqual([6, 10, 10, 10, 10]);
    const armoured = applyExtraDamage(avenger, extra, { extraDamageDefences: 'facing-armour', armourOf: () => 2 });
    expect(armoured.applied).toEqual([
      { section: 'port', amount: 3 },
      { section: 'core', amount: 2 },
    ]);
  });

  // Metaverse p.74 Ionized example: 26 ionized damage to the bow, Threat 4 → 6D6; one 6 → 1 critical.
  test('Ionized example (p.74)', () => {
    const st = initialDamageState({ directionality: 'square', threat: 4, sections: [{ id: 'core', ring: 0, direction: null, layers: layers(5, 12) }, { id: 'bow', ring: 1, direction: 'bow', layers: layers(6, 8) }] });
    const dice = scriptedDice([1, 6, 3, 2, 5, 4]);
    const r = ionizedCriticals(st, [{ section: 'bow', hits: 26 }], dice);
    expect(r.rolls).toEqual([{ section: 'bow', damage: 26, dice: 6, rolls: [1, 6, 3, 2, 5, 4], criticals: 1 }]);
    expect(pending(r.state, 'bow')).toBe(1);
    expect(dice.remaining).toBe(0);
  });

  // Metaverse p.76 Spinal example: fighters at a hit ship take floor(PD after range / Defence) hits.
  // The extra targets' sensor rolls (miss, hit) are the to-hit module's; the damage part is this arithmetic.
  test('Spinal example (p.76): fighter hits from the PD value', () => {
    expect(fighterHitsFromPd(20, 7)).toBe(2);
    expect(fighterHitsFromPd(6, 7)).toBe(0);
    expect(fighterHitsFromPd(5, 0)).toBe(0);
  });

  // Metaverse p.73 Erratic: odd → firer chooses; even or a forced natural 20 → target chooses.
  test('Erratic chooser', () => {
    expect(erraticChooser(7, false)).toBe('firer');
    expect(erraticChooser(8, false)).toBe('target');
    expect(erraticChooser(20, true)).toBe('target');
  });

  // Metaverse p.72–75: extras are owed only after hull damage, each from what this weapon dealt.
  test('postHitExtras combines the qualities', () => {
    const st = fresh(CHIMERA);
    const hit = { dealt: [{ section: 'port-outer', hits: 7 }], facingArmour: 4 };
    expect(postHitExtras(st, hit, { antimatter: true, disruptive: true })).toEqual([
      { section: 'port-outer', amount: 4 },
      { section: 'port-outer', amount: 4 },
    ]);
    expect(postHitExtras(st, { dealt: [], facingArmour: 4 }, { antimatter: true })).toEqual([]);
    expect(postHitExtras(st, { dealt: [{ section: 'stern', hits: 1 }], facingArmour: 0 }, { gravitational: true })).toEqual([]);
  });

  // Metaverse p.76 Volatile; ruling A35: own section, raking, no defences; the weapon is disabled.
  test('Volatile self-damage', () => {
    const st = initialDamageState({
      directionality: 'square',
      threat: 2,
      sections: [{ id: 'core', ring: 0, direction: null, layers: layers(2, 6) }],
      systems: [{ id: 'gun', section: 'core', class: 'weapon' }],
    });
    const r = applyVolatileSelfDamage(st, 'gun', 8);
    expect(remaining(r.state, 'core')).toEqual([0, 4]);
    expect(r.state.systems[0]?.disabled).toBe(true);
  });

  // Metaverse p.72 Adaptive: +1 per turn triggered, capped at the flat damage or the modifier.
  test('Adaptive level', () => {
    expect(nextAdaptiveLevel(0, true, 2)).toBe(1);
    expect(nextAdaptiveLevel(2, true, 2)).toBe(2);
    expect(nextAdaptiveLevel(1, false, 2)).toBe(1);
  });
});
