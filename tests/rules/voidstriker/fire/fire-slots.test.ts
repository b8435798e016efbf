import { describe, expect, test } from 'vitest';
import { assignFireSlots, fireSlotCount } from '../../../../src/rules/voidstriker/fire/fire-slots.ts';
import type { SlotWeapon } from '../../../../src/rules/voidstriker/fire/fire-slots.ts';

const fixed = (id: string, battery = false): SlotWeapon => ({ id, control: 'fixed', battery });
const turret = (id: string, battery = false): SlotWeapon => ({ id, control: 'turret', battery });
const missile = (id: string, battery = false): SlotWeapon => ({ id, control: 'missile', battery });
const code = (r: { ok: boolean; error?: { code: string } }): string => (r.ok ? 'ok' : (r.error?.code ?? '?'));

describe('crew fire slots', () => {
  // Voidstriker §2.35: "The pilot and each gunner are allowed to fire one weapon (or battery) each per turn."
  test('slot count', () => {
    expect(fireSlotCount({ pilot: true, gunners: 10 })).toBe(11); // UNSN Heavy Cruiser (§5.2)
    expect(fireSlotCount({ pilot: true, gunners: 0 })).toBe(1); // RN Gunboat (§5.4)
    expect(fireSlotCount({ pilot: false, gunners: 3 })).toBe(3);
  });

  // Voidstriker §2.35, §5.2 UNSN Destroyer Escort (1 pilot, 2 gunners): Dual Mk-IV mount (fixed), 2 turret batteries, missile mount.
  test('pilot fires the fixed mount, gunners the batteries', () => {
    const r = assignFireSlots({ pilot: true, gunners: 2 }, [fixed('dual Mk-IV'), turret('btty F', true), turret('btty A', true)]);
    expect(r).toEqual({
      ok: true,
      value: [
        { id: 'dual Mk-IV', crewman: 'pilot' },
        { id: 'btty F', crewman: 'gunner 1' },
        { id: 'btty A', crewman: 'gunner 2' },
      ],
    });
    // The pilot cannot also launch the missile mount in the same round.
    expect(code(assignFireSlots({ pilot: true, gunners: 2 }, [fixed('dual Mk-IV'), missile('tubes')]))).toBe('ERR_FIRE_NO_PILOT_SLOT');
  });

  // Voidstriker §5.4 RN Gunboat: a pilot only, and "1 btty: 2 x Mk-III Lasers" (fixed): the pilot fires the battery.
  test('a fixed battery can be the pilot\'s', () => {
    expect(assignFireSlots({ pilot: true, gunners: 0 }, [fixed('btty', true)])).toEqual({ ok: true, value: [{ id: 'btty', crewman: 'pilot' }] });
    expect(code(assignFireSlots({ pilot: true, gunners: 0 }, [fixed('btty', true), missile('tubes')]))).toBe('ERR_FIRE_NO_CREW');
  });

  // Voidstriker §2.362 Gunner: "Loss of a gunner reduces the number of weapons that may fire by one."
  test('turrets need gunners', () => {
    expect(code(assignFireSlots({ pilot: true, gunners: 1 }, [turret('t1'), turret('t2')]))).toBe('ERR_FIRE_NO_GUNNER');
    expect(code(assignFireSlots({ pilot: true, gunners: 2 }, [turret('t1'), turret('t2')]))).toBe('ok');
  });

  // Ruling F11: without a pilot, fixed weapons and missiles cannot fire.
  test('no pilot', () => {
    expect(code(assignFireSlots({ pilot: false, gunners: 3 }, [fixed('spinal')]))).toBe('ERR_FIRE_NO_PILOT_SLOT');
    // A battery can still go to a gunner (ruling D2).
    expect(assignFireSlots({ pilot: false, gunners: 1 }, [fixed('btty', true)])).toEqual({ ok: true, value: [{ id: 'btty', crewman: 'gunner 1' }] });
  });

  // Voidstriker §2.35: "Each weapon or battery may fire once per combat round."
  test('once per round and total slots', () => {
    expect(code(assignFireSlots({ pilot: true, gunners: 3 }, [turret('t1'), turret('t1')]))).toBe('ERR_FIRE_TWICE');
    expect(code(assignFireSlots({ pilot: true, gunners: 1 }, [fixed('b1', true), fixed('b2', true), fixed('b3', true)]))).toBe('ERR_FIRE_NO_CREW');
    // Batteries fill whatever is free: one gunner plus the pilot fire a turret and a fixed battery.
    expect(assignFireSlots({ pilot: true, gunners: 1 }, [fixed('b1', true), turret('t1')])).toEqual({
      ok: true,
      value: [
        { id: 'b1', crewman: 'pilot' },
        { id: 't1', crewman: 'gunner 1' },
      ],
    });
  });
});
