import { describe, expect, test } from 'vitest';
import { resolveOperations, validateHangarLoad } from '../../../../src/rules/metaverse/fighters/hangar.ts';
import type { Hangar, OperationsOrders } from '../../../../src/rules/metaverse/fighters/hangar.ts';
import { fighter, types } from './fixtures.ts';

const bay: Hangar = {
  id: 'h-1',
  shipId: 's-v',
  shipSquadronId: 'sq-v',
  side: 'V',
  launchCapacity: 2,
  carryCapacity: 3,
  allowedTypes: ['sf-v-fighter'],
  ordnance: [{ weapon: 'sfw-torp', count: 1 }],
  marinesAvailable: 0,
};
const inBay = (id: string, over = {}) => fighter(id, { status: 'hangar', hangarId: 'h-1', at: null, ...over });
const none: OperationsOrders = { launch: [], rearm: [], recover: [] };
const run = (squadrons: ReturnType<typeof fighter>[], orders: Partial<OperationsOrders>, hangar: Hangar = bay) =>
  resolveOperations([hangar], squadrons, types, { ...none, ...orders });

describe('starfighter operations step', () => {
  // Metaverse p.19 "Launch Starfighters": "Each hanger bay may launch a number of squadrons each turn equal to its
  // launch capacity"; launched squadrons are present at the carrier's squadron.
  test('launch up to capacity; launched squadrons appear at the carrier', () => {
    const r = run([inBay('a'), inBay('b'), inBay('c')], { launch: [{ squadronId: 'a' }, { squadronId: 'b' }] });
    expect(r.ok && r.value.squadrons.map((s) => [s.id, s.status, s.at])).toEqual([
      ['a', 'space', 'sq-v'],
      ['b', 'space', 'sq-v'],
      ['c', 'hangar', null],
    ]);
    const over = run([inBay('a'), inBay('b'), inBay('c')], { launch: [{ squadronId: 'a' }, { squadronId: 'b' }, { squadronId: 'c' }] });
    expect(!over.ok && over.error.code).toBe('ERR_LAUNCH_CAPACITY');
  });

  // p.19 "Recover Starfighters": "The launch capacity of a hanger bay can be split between these two actions."
  test('launching and recovering share launch capacity', () => {
    const ok = run([inBay('a'), fighter('x')], { launch: [{ squadronId: 'a' }], recover: [{ squadronId: 'x', hangarId: 'h-1' }] });
    expect(ok.ok && ok.value.events.map((e) => e.kind)).toEqual(['launch', 'recover']);
    const r = ok.ok ? ok.value.squadrons[1] : undefined;
    expect(r).toMatchObject({ status: 'hangar', hangarId: 'h-1', at: null, ready: false });
    const full = run([inBay('a'), inBay('b'), fighter('x')], { launch: [{ squadronId: 'a' }, { squadronId: 'b' }], recover: [{ squadronId: 'x', hangarId: 'h-1' }] });
    expect(!full.ok && full.error.code).toBe('ERR_LAUNCH_CAPACITY');
  });

  // p.81: "A hanger bay cannot recover a squadron type for which it was not designed"; carry capacity; p.19 "at a carrier".
  test('recovery needs the right type, room, and the carrier squadron', () => {
    const wrong = run([fighter('x', { typeId: 'sf-breacher' })], { recover: [{ squadronId: 'x', hangarId: 'h-1' }] });
    expect(!wrong.ok && wrong.error.code).toBe('ERR_WRONG_HANGAR');
    const away = run([fighter('x', { at: 'sq-t' })], { recover: [{ squadronId: 'x', hangarId: 'h-1' }] });
    expect(!away.ok && away.error.code).toBe('ERR_NOT_AT_CARRIER');
    const room = run([inBay('a', { ready: false }), inBay('b', { ready: false }), inBay('c', { ready: false }), fighter('x')], { recover: [{ squadronId: 'x', hangarId: 'h-1' }] });
    expect(!room.ok && room.error.code).toBe('ERR_CARRY_CAPACITY');
  });

  // p.19 "Re-arm Starfighters": recovered squadrons return to full strength and may mount weapons from the
  // carrier's stock; they must be readied before launching.
  test('re-arm restores strength and loads ordnance; unready squadrons cannot launch', () => {
    const tired = inBay('a', { strength: 1, ready: false });
    const noLaunch = run([tired], { launch: [{ squadronId: 'a' }] });
    expect(!noLaunch.ok && noLaunch.error.code).toBe('ERR_NOT_READY');
    const r = run([tired], { rearm: [{ squadronId: 'a', load: ['sfw-torp'] }] });
    expect(r.ok && r.value.squadrons[0]).toMatchObject({ strength: 4, loads: ['sfw-torp'], ready: true });
    expect(r.ok && r.value.hangars[0]?.ordnance).toEqual([{ weapon: 'sfw-torp', count: 0 }]);
    const two = run([tired], { rearm: [{ squadronId: 'a', load: ['sfw-torp', 'sfw-torp'] }] });
    expect(!two.ok && two.error.code).toBe('ERR_HARDPOINTS_FULL');
    const none2 = run([tired], { rearm: [{ squadronId: 'a', load: ['sfw-torp'] }] }, { ...bay, ordnance: [] });
    expect(!none2.ok && none2.error.code).toBe('ERR_NO_ORDNANCE');
    const bad = run([tired], { rearm: [{ squadronId: 'a', load: ['sfw-gun'] }] });
    expect(!bad.ok && bad.error.code).toBe('ERR_NOT_MOUNTABLE');
  });

  // p.81 "Breaching": reloads of marines "must come from the carrier's own contingent".
  test('breaching squadrons reload marines from the carrier', () => {
    const shuttleBay: Hangar = { ...bay, allowedTypes: ['sf-breacher'], marinesAvailable: 2 };
    const r = run([inBay('b', { typeId: 'sf-breacher', strength: 3, marines: 0, ready: false })], { rearm: [{ squadronId: 'b' }] }, shuttleBay);
    expect(r.ok && r.value.squadrons[0]?.marines).toBe(2);
    expect(r.ok && r.value.hangars[0]?.marinesAvailable).toBe(0);
  });

  test('one order per squadron per step', () => {
    const r = run([inBay('a')], { launch: [{ squadronId: 'a' }], rearm: [{ squadronId: 'a' }] });
    expect(!r.ok && r.error.code).toBe('ERR_SQUADRON_TWICE');
  });

  // p.81: carry capacity and allowed types limit the starting load.
  test('starting load', () => {
    expect(validateHangarLoad(bay, [inBay('a'), inBay('b')]).ok).toBe(true);
    const over = validateHangarLoad(bay, [inBay('a'), inBay('b'), inBay('c'), inBay('d')]);
    expect(!over.ok && over.error.code).toBe('ERR_CARRY_CAPACITY');
  });
});
