import { describe, expect, test } from 'vitest';
import { damageLayoutOf } from '../../../../src/rules/metaverse/adapters/damage.ts';
import { ftlDrivesOf, movementContextOf, movingShipOf, stlDrivesOf } from '../../../../src/rules/metaverse/adapters/movement.ts';
import { initialDamageState } from '../../../../src/rules/metaverse/damage/state.ts';
import { drivesLost } from '../../../../src/rules/metaverse/movement/drives.ts';
import { LIBRARY } from '../../../../src/rules/metaverse/ships/library.ts';
import { design, RESOLUTE, THUNDERCHILD } from './fixtures.ts';

describe('movement adapters', () => {
  test('every library design maps to a moving ship', () => {
    for (const d of LIBRARY.designs) expect(movingShipOf(d).drives.length).toBeGreaterThan(0);
  });
  // Cinematic Movement example drives (p.8 example): S1, S2 rating 2 stern; B1, B2 rating 1 bow; P 3 port; SB 3 starboard.
  test('Thunderchild drive ratings and arcs', () => {
    expect(stlDrivesOf(THUNDERCHILD).map((d) => [d.id, d.rating, d.arcs])).toEqual([
      ['stl-S1', 2, ['stern']],
      ['stl-S2', 2, ['stern']],
      ['stl-B1', 1, ['bow']],
      ['stl-B2', 1, ['bow']],
      ['stl-P', 3, ['port']],
      ['stl-SB', 3, ['starboard']],
    ]);
  });
  test('Resolute drive ratings and arcs', () => {
    expect(stlDrivesOf(RESOLUTE).map((d) => `${d.id}:${d.rating}:${d.arcs.join('/')}`)).toEqual(['stl-T1:3:stern', 'stl-T2:3:stern', 'stl-B:2:bow', 'stl-P:2:port', 'stl-SB:2:starboard']);
  });
  // Ruling A41: a disabled drive gives no thrust and counts as lost.
  test('a disabled drive is not operational and counts as lost', () => {
    const st = initialDamageState(damageLayoutOf(THUNDERCHILD));
    const s1 = st.systems.find((s) => s.id === 'stl-S1');
    if (s1) s1.disabled = true;
    const ship = movingShipOf(THUNDERCHILD, st, { id: 'tc', mirrored: true });
    expect(ship).toMatchObject({ id: 'tc', name: 'USS Thunderchild', mirrored: true, hasBridge: true });
    expect(drivesLost(ship)).toBe(1);
  });
  // Ruling A67: cooldown 0 = charged.
  test('FTL drives carry the given charge', () => {
    expect(ftlDrivesOf(THUNDERCHILD, undefined, { warp: { cooldown: 2 } })).toEqual([{ id: 'warp', type: 'warp', rating: 3, cooldown: 2, operational: true }]);
  });
  test('movementContextOf takes method and directionality from the designs and refuses mixed squadrons', () => {
    const ctx = movementContextOf([{ design: THUNDERCHILD }], { where: 'table' });
    expect(ctx.ok && [ctx.value.method, ctx.value.directionality, ctx.value.where, ctx.value.ships.length]).toEqual(['cinematic', 'square', 'table', 1]);
    const mixed = movementContextOf([{ design: THUNDERCHILD }, { design: design('salvo-dominator') }]);
    expect(!mixed.ok && mixed.error.code).toBe('ERR_SQUADRON_MIXED');
    expect(movementContextOf([]).ok).toBe(false);
  });
});
