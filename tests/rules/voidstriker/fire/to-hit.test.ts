import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { naturalNeeded, rollToHit, toHitModifiers } from '../../../../src/rules/voidstriker/fire/to-hit.ts';
import type { ToHitInput } from '../../../../src/rules/voidstriker/fire/to-hit.ts';

const shot = (over: Partial<ToHitInput> = {}): ToHitInput => ({
  label: 'to-hit A→B',
  needed: 4,
  fixed: false,
  target: { kind: 'ship', tsm: 0, evasive: 0, immobile: false },
  lockedSensors: 1,
  range: 2, // modifier 0
  firerEvasive: 0,
  firerAttack: 0,
  captainOut: false,
  ...over,
});

describe('to-hit roll', () => {
  // Voidstriker §2.35: "If the result is the to-hit roll or more, the weapon hit the target."
  test('hits at exactly the base number', () => {
    const r = rollToHit(shot(), scriptedDice([4]));
    expect(r.ok && r.value).toMatchObject({ roll: 4, needed: 4, modifier: 0, total: 4, hit: true, naturalOne: false });
    const miss = rollToHit(shot(), scriptedDice([3]));
    expect(miss.ok && miss.value.hit).toBe(false);
  });

  // Voidstriker §2.35: "A natural 1 always misses."
  test('§2.35: natural 1 misses even with +9', () => {
    const r = rollToHit(shot({ range: 0, target: { kind: 'ship', tsm: 2, evasive: 0, immobile: true } }), scriptedDice([1]));
    expect(r.ok && r.value).toMatchObject({ roll: 1, total: 10, naturalOne: true, hit: false });
  });

  // Voidstriker §2.35 "There is no such thing as an automatic hit": a natural 10 can miss.
  test('a natural 10 can miss', () => {
    const r = rollToHit(shot({ needed: 5, range: 120 }), scriptedDice([10]));
    expect(r.ok && r.value).toMatchObject({ total: 0, hit: false });
  });

  // Voidstriker §2.31, §2.35: evasive −1 on attacks made by AND at the ship; attack +1 fixed only.
  test('§2.31: thrust effects', () => {
    const evading = toHitModifiers(shot({ firerEvasive: 1, target: { kind: 'ship', tsm: 0, evasive: 1, immobile: false } }));
    expect(evading.filter((m) => m.source.includes('evasive')).map((m) => m.value)).toEqual([-1, -1]);
    expect(toHitModifiers(shot({ fixed: true, firerAttack: 1 }))).toContainEqual({ source: 'attack maneuvers 1', value: 1, rule: '§2.35' });
    expect(toHitModifiers(shot({ fixed: false, firerAttack: 1 })).some((m) => m.source.startsWith('attack'))).toBe(false);
  });

  // Voidstriker §2.35 Nonmaneuvering target +5; §2.362 Captain −3; §3.22 asteroids −1 per full inch; §2.351 missile −4.
  test('the other modifiers', () => {
    const mods = toHitModifiers(shot({ target: { kind: 'ship', tsm: -2, evasive: 0, immobile: true }, captainOut: true, asteroidInches: 1.9 }));
    expect(mods.map((m) => [m.source, m.value])).toEqual([
      ['target size (TSM -2)', -2],
      ['range 2"', 0],
      ['nonmaneuvering target', 5],
      ['no captain', -3],
      ['asteroids 1"', -1],
    ]);
    expect(toHitModifiers(shot({ target: { kind: 'salvo' } }))[0]).toEqual({ source: 'missile salvo', value: -4, rule: '§2.351' });
  });

  // Voidstriker §2.35: "If no sensors are tracking the target, no weapons may fire on that target."
  test('untracked target and bad maneuvers are refused', () => {
    const untracked = rollToHit(shot({ lockedSensors: 0 }), scriptedDice([]));
    expect(untracked.ok ? 'ok' : untracked.error.code).toBe('ERR_FIRE_UNTRACKED');
    // §2.35: "A ship may not perform attack and evasive maneuvers during the same phase."
    const both = rollToHit(shot({ firerAttack: 1, firerEvasive: 1 }), scriptedDice([]));
    expect(both.ok ? 'ok' : both.error.code).toBe('ERR_FIRE_ATTACK_AND_EVASIVE');
    const bad = rollToHit(shot({ range: -3 }), scriptedDice([]));
    expect(bad.ok ? 'ok' : bad.error.code).toBe('ERR_FIRE_BAD_RANGE');
  });

  // Voidstriker §2.35: the natural die needed; a natural 1 never hits so at least 2; 11 means impossible.
  test('natural needed', () => {
    expect(naturalNeeded(4, -1)).toBe(5);
    expect(naturalNeeded(4, 5)).toBe(2);
    expect(naturalNeeded(5, -8)).toBe(11);
  });

  test('hit exactly when the die is not 1 and the total reaches the base', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(4, 5),
        fc.integer({ min: 1, max: 16 }),
        fc.double({ min: 0, max: 150, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (die, needed, sensors, range, evasive) => {
          const r = rollToHit(shot({ needed, lockedSensors: sensors, range, target: { kind: 'ship', tsm: 1, evasive, immobile: false } }), scriptedDice([die]));
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(r.value.hit).toBe(die !== 1 && die + r.value.modifier >= needed);
          expect(r.value.hit).toBe(die >= naturalNeeded(needed, r.value.modifier));
        },
      ),
    );
  });
});
