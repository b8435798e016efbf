// /fire autocomplete (src/rules/voidstriker/assist/fire-choices.ts). Voidstriker §2.35: fixed weapons fire into
// the 60° forward arc, forward turrets anywhere but aft; mass drivers need the line of fire across the target;
// base to-hit lasers 4+, mass drivers 5+; range in whole inches (ruling B2). §2.351: tubes reload every third round.
import { describe, expect, test } from 'vitest';
import { fireLine, fireShips, fireTargets, fireWeapons } from '../../../../src/rules/voidstriker/assist/fire-choices.ts';
import type { VoidSalvo } from '../../../../src/rules/voidstriker/state.ts';
import { fromBook } from '../book-frame.ts';
import { fireStage, state61, withShip, plotOf } from './fixtures.ts';

// Battlecruiser (ijn-1) starts at (22.01, 30.01) facing 090°; the Heavy Cruiser (unsn-5) at (70, 22):
// 48.66" away (range 48), 9.5° off the nose, 8" off the line of fire.
describe('fireShips and fireWeapons', () => {
  test('the seat’s ships in play, each with its working units', () => {
    const s = state61();
    expect(fireShips(s, 'ana').map((c) => c.value)).toEqual(['ijn-1', 'ijn-2', 'ijn-3', 'ijn-4']);
    expect(fireShips(s, 'ana')[0]?.name).toBe('Battlecruiser · 4 weapons ready');
    expect(fireWeapons(s, 'ana', 'ijn-1')).toEqual([
      { name: 'Mk-V mass driver · hits on 5+ · fires dead ahead · no range loss', value: 'md1' },
      { name: 'Dual Mk-IV laser turret (1) · hits on 4+ · range loss 1 per 3"', value: 't1' },
      { name: 'Dual Mk-IV laser turret (2) · hits on 4+ · range loss 1 per 3"', value: 't2' },
      { name: 'Dual Mk-IV missiles · launches Mk-IV missiles · 16 left', value: 'mt1' },
    ]);
    // Names work as well as ids.
    expect(fireWeapons(s, 'ana', 'battlecruiser 2')).toHaveLength(4);
    expect(fireWeapons(s, 'ana', 'Heavy Cruiser')).toEqual([]);
  });

  test('a destroyed mount, tubes that launched last round, and (fire step) a unit that fired are left out', () => {
    let s = state61();
    const bc = s.ships[0];
    if (!bc) throw new Error('no ship');
    s = withShip(s, 'ijn-1', { condition: { ...bc.condition, mounts: bc.condition.mounts.map((m) => (m.id === 't2' ? { ...m, dp: 0 } : m)) }, lastLaunch: { mt1: 1 } });
    s = { ...s, round: 2 };
    expect(fireWeapons(s, 'ana', 'ijn-1').map((c) => c.value)).toEqual(['md1', 't1']);
    expect(fireWeapons({ ...s, round: 4 }, 'ana', 'ijn-1').map((c) => c.value)).toEqual(['md1', 't1', 'mt1']);
    expect(fireWeapons(fireStage(s, 1, ['ijn-1/md1']), 'ana', 'ijn-1').map((c) => c.value)).toEqual(['t1']);
    const line = fireLine(s, 'ana', 'ijn-1', 'mt1', 'unsn-5');
    expect(line.ok).toBe(false);
    if (!line.ok) expect(line.error[0]?.message).toBe("Battlecruiser's Dual Mk-IV missiles cannot fire now: reloading until round 4.");
  });
});

describe('fireTargets: range, arc now and base to-hit (§2.35)', () => {
  test('a forward turret bears on the cruiser 9.5° off the nose; the mass driver’s line of fire misses it by 8"', () => {
    const s = state61();
    expect(fireTargets(s, 'ana', 'ijn-1', 't1')[0]).toEqual({ name: 'Heavy Cruiser · 48" · in arc now · hits on 4+ before modifiers', value: 'unsn-5' });
    expect(fireTargets(s, 'ana', 'ijn-1', 'md1').find((c) => c.value === 'unsn-5')?.name).toBe('Heavy Cruiser · 48" · not in arc now · hits on 5+ before modifiers');
  });

  test('after the cruiser moves dead ahead, 17" away, the mass driver bears; after the ship turns away, the turret does not', () => {
    const s = withShip(state61(), 'unsn-5', { position: { x: 39.5, y: 30.010407640085653 } });
    expect(fireTargets(s, 'ana', 'ijn-1', 'md1')[0]).toEqual({ name: 'Heavy Cruiser · 17" · in arc now · hits on 5+ before modifiers', value: 'unsn-5' });
    const turned = withShip(s, 'ijn-1', { heading: 270 });
    expect(fireTargets(turned, 'ana', 'ijn-1', 't1').find((c) => c.value === 'unsn-5')?.name).toBe('Heavy Cruiser · 17" · not in arc now · hits on 4+ before modifiers');
  });

  test('in the fire step only targets in arc now, and locked this round, are offered (§2.33)', () => {
    const s = fireStage(withShip(state61(true), 'unsn-5', { position: { x: 39.5, y: 30.010407640085653 } }));
    expect(fireTargets(s, 'ana', 'ijn-1', 'md1')).toEqual([]);
    const pending = s.pending ? { ...s.pending, locks: { 'ijn-1': { 'unsn-5': 2, 'unsn-6': 1 } } } : null;
    expect(fireTargets({ ...s, pending }, 'ana', 'ijn-1', 'md1').map((c) => c.value)).toEqual(['unsn-5']);
  });

  test('enemy salvos are targets for guns, not for missile tubes; a planet in the way is named', () => {
    const salvo: VoidSalvo = fromBook({
      id: 'S3', owner: 'unsn-5', side: 'UNSN', seat: 'ben', target: 'ijn-1', warhead: 'xraser', mark: 4, count: 4,
      position: { x: 30, y: 30 }, anchor: { x: 33, y: 30 }, heading: 270, drift: { speed: 3, dir: { x: -1, y: 0 } },
      launched: { round: 1, phase: 'a' }, phasesInFlight: 1, poweredPhasesLeft: 11,
    });
    const s = { ...state61(), salvos: [salvo] };
    expect(fireTargets(s, 'ana', 'ijn-1', 't1')[0]).toEqual({ name: 'Salvo 3 · 7" · in arc now · hits on 4+ before modifiers', value: 'S3' });
    expect(fireTargets(s, 'ana', 'ijn-1', 'mt1').map((c) => c.value)).not.toContain('S3');
    const behind = withShip(state61(), 'unsn-5', { position: { x: 5, y: 24 } });
    expect(fireTargets(behind, 'ana', 'ijn-1', 't1').find((c) => c.value === 'unsn-5')?.name).toContain('behind Bishamon II');
  });
});

describe('fireLine', () => {
  test('round plot: waits "if locked and in arc"; a target not tracked yet gets a free sensor in the same line (§2.33); fire step: plain', () => {
    const tracking = plotOf(state61(), 'ana', 'Battlecruiser: thrust 4/0/0 · sensors 2>Heavy Cruiser · move a4|a4|a4|a4');
    expect(fireLine(state61(), 'ana', 'ijn-1', 'md1', 'unsn-5', undefined, tracking)).toEqual({ ok: true, value: 'Battlecruiser: fire Mk-V mass driver > Heavy Cruiser if locked and in arc' });
    expect(fireLine(state61(), 'ana', 'ijn-1', 'mt1', 'unsn-5', undefined, tracking)).toEqual({ ok: true, value: 'Battlecruiser: launch Dual Mk-IV missiles > Heavy Cruiser if locked and in arc' });
    // Tracking another ship, or no draft at all: the line adds a sensor on this target, keeping the others.
    expect(fireLine(state61(), 'ana', 'ijn-1', 'md1', 'unsn-6', undefined, tracking)).toEqual({ ok: true, value: 'Battlecruiser: sensors 2>Heavy Cruiser, 1>Fleet Intruder · fire Mk-V mass driver > Fleet Intruder if locked and in arc' });
    expect(fireLine(state61(), 'ana', 'ijn-1', 'md1', 'unsn-5')).toEqual({ ok: true, value: 'Battlecruiser: sensors 1>Heavy Cruiser · fire Mk-V mass driver > Heavy Cruiser if locked and in arc' });
    // Every one of the 12 sensors has a job: no lock can come, so no "if locked" and no sensor added (the echo says it cannot fire).
    const busy = plotOf(state61(), 'ana', 'Battlecruiser: thrust 4/0/0 · sensors 10>Heavy Cruiser · ecm 2>Heavy Cruiser · move a4|a4|a4|a4');
    expect(fireLine(state61(), 'ana', 'ijn-1', 'md1', 'unsn-6', undefined, busy)).toEqual({ ok: true, value: 'Battlecruiser: fire Mk-V mass driver > Fleet Intruder if in arc' });
    expect(fireLine(fireStage(state61(true)), 'ana', 'ijn-1', 'md1', 'unsn-5')).toEqual({ ok: true, value: 'Battlecruiser: fire Mk-V mass driver > Heavy Cruiser' });
  });

  test('unknown ship, weapon or target: an error saying what exists', () => {
    const ship = fireLine(state61(), 'ana', 'Yamato', 'md1', 'unsn-5');
    expect(ship.ok).toBe(false);
    if (!ship.ok) expect(ship.error[0]?.suggestion).toBe('Pick one of: Battlecruiser, Battlecruiser 2, Missile Destroyer, Missile Destroyer 2.');
    const both = fireLine(state61(), 'ana', 'ijn-1', 'phaser', 'Hood');
    expect(both.ok).toBe(false);
    if (!both.ok) expect(both.error.map((e) => e.code)).toEqual(['ERR_FIRE_WEAPON', 'ERR_FIRE_TARGET']);
    expect(fireLine(state61(), 'ana', 'unsn-5', 'md1', 'ijn-1').ok).toBe(false);
  });
});
