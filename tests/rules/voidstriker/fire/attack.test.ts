import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { mountName, resolveDirectFire } from '../../../../src/rules/voidstriker/fire/attack.ts';
import type { DirectFireInput } from '../../../../src/rules/voidstriker/fire/attack.ts';

/** A worked case of §2.35: UNSN HC fixed Dual Mk-V mount vs US Light Cruiser (TSM +2, evasive 2) at 8.7", 2 sensors, attack 1. */
const d7: DirectFireInput = {
  firer: 'UNSN HC',
  target: 'US LC',
  mounts: [{ weapon: { kind: 'laser', mark: 5 }, count: 2, mounting: 'fixed' }],
  targetSize: { kind: 'ship', tsm: 2, evasive: 2, immobile: false },
  lockedSensors: 2,
  range: 8.7,
  firerEvasive: 0,
  firerAttack: 1,
  captainOut: false,
  inArc: true,
  fromTargetAft: false,
};

const basic = (over: Partial<DirectFireInput> = {}): DirectFireInput => ({
  firer: 'A',
  target: 'B',
  mounts: [{ weapon: { kind: 'laser', mark: 3 }, count: 1, mounting: 'turretForward' }],
  targetSize: { kind: 'ship', tsm: 0, evasive: 0, immobile: false },
  lockedSensors: 1,
  range: 0,
  firerEvasive: 0,
  firerAttack: 0,
  captainOut: false,
  inArc: true,
  fromTargetAft: false,
  ...over,
});

const code = (r: { ok: boolean; error?: { code: string } }): string => (r.ok ? 'ok' : (r.error?.code ?? '?'));

describe('direct fire', () => {
  // Voidstriker §2.35, §2.36, the worked case: TSM +2, sensors +1, range 8 −3, target evasive −2, attack +1 = −1;
  // hits on a natural 5+; each of the two Mk-V lasers does 1d6+10 − floor(8/3) = 1d6+8.
  test('worked case: natural 5 hits, two packets of 1d6+8', () => {
    const dice = scriptedDice([5, 3, 6]);
    const r = resolveDirectFire(d7, dice);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.weapon).toBe('Dual Mk-V Laser');
    expect(r.value.toHit.modifiers.map((m) => m.value)).toEqual([2, 1, -3, -2, 1]);
    expect(r.value.toHit).toMatchObject({ roll: 5, needed: 4, modifier: -1, total: 4, hit: true });
    expect(r.value.hits.map((h) => [h.dice, h.bonus, h.rangeLoss, h.damage])).toEqual([
      [[3], 10, 2, 11],
      [[6], 10, 2, 14],
    ]);
    expect(r.value.hits.map((h) => h.weaponIndex)).toEqual([0, 1]);
    expect(dice.rolls.map((d) => d.label)).toEqual([
      'to-hit UNSN HC→US LC Dual Mk-V Laser',
      'damage UNSN HC→US LC Mk-V Laser #1',
      'damage UNSN HC→US LC Mk-V Laser #2',
    ]);
    expect(dice.remaining).toBe(0);
  });

  // The worked case: a natural 4 gives 3 < 4: a miss, and no damage dice are rolled.
  test('worked case: natural 4 misses', () => {
    const dice = scriptedDice([4]);
    const r = resolveDirectFire(d7, dice);
    expect(r.ok && r.value.toHit.hit).toBe(false);
    expect(r.ok && r.value.hits).toEqual([]);
    expect(dice.rolls).toHaveLength(1);
  });

  // Voidstriker §1.1, §2.36: a Triple Mk-III mount, 1d6+5(x3): three separate hits on one attack roll.
  test('§2.36: triple mount, three packets under one roll', () => {
    const r = resolveDirectFire(basic({ mounts: [{ weapon: { kind: 'laser', mark: 3 }, count: 3, mounting: 'turretForward' }] }), scriptedDice([7, 1, 4, 6]));
    expect(r.ok && r.value.weapon).toBe('Triple Mk-III Laser');
    expect(r.ok && r.value.hits.map((h) => h.damage)).toEqual([6, 9, 11]);
  });

  // Voidstriker §2.37: "one dual Mk-IV laser turret (for 10 and 12 points)": 1d6+7 with d6 3 and 5, no range loss under 3".
  test('§2.37: dual Mk-IV turret for 10 and 12', () => {
    const r = resolveDirectFire(basic({ range: 2, mounts: [{ weapon: { kind: 'laser', mark: 4 }, count: 2, mounting: 'turretForward' }] }), scriptedDice([6, 3, 5]));
    expect(r.ok && r.value.hits.map((h) => h.damage)).toEqual([10, 12]);
  });

  // Ruling D1: a battery ("1 btty: 2 Triple Mk-III Lasers", RN Heavy Cruiser §5.4) makes one roll, six packets.
  test('battery: one roll, a packet per weapon', () => {
    const triple = { weapon: { kind: 'laser', mark: 3 }, count: 3, mounting: 'fixed' } as const;
    const dice = scriptedDice([9, 1, 2, 3, 4, 5, 6]);
    const r = resolveDirectFire(basic({ mounts: [triple, triple] }), dice);
    expect(r.ok && r.value.weapon).toBe('battery: 2 × Triple Mk-III Laser');
    expect(r.ok && r.value.hits.map((h) => [h.mountIndex, h.weaponIndex, h.damage])).toEqual([
      [0, 0, 6], [0, 1, 7], [0, 2, 8], [1, 0, 9], [1, 1, 10], [1, 2, 11],
    ]);
    expect(dice.rolls.filter((d) => d.label.startsWith('to-hit'))).toHaveLength(1);
  });

  // Voidstriker §2.35: mass drivers 5+; fixed, so attack maneuvers count; §2.362 one d10 per DP.
  test('mass driver: base 5, damaged to 2 DP rolls 2d10, spends a shell', () => {
    const md = basic({
      mounts: [{ weapon: { kind: 'massDriver', mark: 4, dp: 2 }, count: 1, mounting: 'fixed' }],
      range: 2,
      firerAttack: 1,
      inLineOfFire: true,
      fromTargetAft: true,
      shellsLeft: 20,
    });
    const r = resolveDirectFire(md, scriptedDice([4, 8, 9]));
    expect(r.ok && r.value.toHit).toMatchObject({ needed: 5, modifier: 1, total: 5, hit: true });
    expect(r.ok && r.value.hits).toEqual([
      { weapon: 'Mk-IV Mass Driver', mountIndex: 0, weaponIndex: 0, dice: [8, 9], sides: 10, bonus: 0, rangeLoss: 0, damage: 17, fromTargetAft: true },
    ]);
    expect(r.ok && r.value.shellsSpent).toBe(1);
  });

  // Voidstriker §2.35 arcs and the mass driver's line of fire (the geometry module decides, we refuse).
  test('out of arc, out of the line of fire, destroyed, no shells', () => {
    const mdMount = { weapon: { kind: 'massDriver', mark: 5, dp: 5 }, count: 1, mounting: 'fixed' } as const;
    expect(code(resolveDirectFire(basic({ inArc: false }), scriptedDice([])))).toBe('ERR_FIRE_OUT_OF_ARC');
    expect(code(resolveDirectFire(basic({ mounts: [mdMount], inLineOfFire: false }), scriptedDice([])))).toBe('ERR_FIRE_NOT_IN_LINE');
    expect(code(resolveDirectFire(basic({ mounts: [mdMount] }), scriptedDice([])))).toBe('ERR_FIRE_NOT_IN_LINE');
    expect(code(resolveDirectFire(basic({ mounts: [{ ...mdMount, weapon: { kind: 'massDriver', mark: 5, dp: 0 } }], inLineOfFire: true }), scriptedDice([])))).toBe(
      'ERR_FIRE_WEAPON_DESTROYED',
    );
    expect(code(resolveDirectFire(basic({ mounts: [mdMount], inLineOfFire: true, shellsLeft: 0 }), scriptedDice([])))).toBe('ERR_FIRE_NO_AMMO');
    expect(code(resolveDirectFire(basic({ lockedSensors: 0 }), scriptedDice([])))).toBe('ERR_FIRE_UNTRACKED');
  });

  test('malformed mounts are errors', () => {
    const laser = { weapon: { kind: 'laser', mark: 3 }, count: 1, mounting: 'fixed' } as const;
    expect(code(resolveDirectFire(basic({ mounts: [] }), scriptedDice([])))).toBe('ERR_FIRE_NO_WEAPON');
    expect(code(resolveDirectFire(basic({ mounts: [{ ...laser, count: 5 }] }), scriptedDice([])))).toBe('ERR_FIRE_BAD_MOUNT');
    expect(code(resolveDirectFire(basic({ mounts: [laser, { ...laser, mounting: 'turretAft' }] }), scriptedDice([])))).toBe('ERR_FIRE_MIXED_BATTERY');
    expect(code(resolveDirectFire(basic({ mounts: [{ weapon: { kind: 'massDriver', mark: 4, dp: 5 }, count: 1, mounting: 'fixed' }], inLineOfFire: true }), scriptedDice([])))).toBe(
      'ERR_FIRE_BAD_MOUNT',
    );
    expect(code(resolveDirectFire(basic({ mounts: [{ weapon: { kind: 'blaster', damage: { dice: 0, sides: 10, bonus: 0 } }, count: 1, mounting: 'fixed' }] }), scriptedDice([])))).toBe(
      'ERR_FIRE_BAD_MOUNT',
    );
  });

  test('mount names', () => {
    expect(mountName([{ weapon: { kind: 'laser', mark: 2 }, count: 4, mounting: 'turretAft' }])).toBe('Quad Mk-II Laser');
    expect(
      mountName([
        { weapon: { kind: 'laser', mark: 4 }, count: 1, mounting: 'fixed' },
        { weapon: { kind: 'laser', mark: 3 }, count: 2, mounting: 'fixed' },
      ]),
    ).toBe('battery: Mk-IV Laser + Dual Mk-III Laser');
  });
});
