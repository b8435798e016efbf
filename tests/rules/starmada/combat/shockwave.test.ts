// Shockwave (Starmada B.19 p.36–37): hits from the shield rating, shared evenly, leftovers nearest first, a third at most.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { NO_DAMAGE } from '../../../../src/rules/starmada/combat/damage.ts';
import { assignShockwaveHits, resolveShockwaveHits, shockwaveHits } from '../../../../src/rules/starmada/combat/shockwave.ts';

const at = (id: string, range: number, friendly = false) => ({ id, range, friendly });

describe('B.19 shockwave', () => {
  test('four hits per point of shield rating; directional shields give the sum of the arcs, not multiplied', () => {
    expect(shockwaveHits(3)).toBe(12);
    // p.37: Fwd 3, Port 3, Stbd 2, Aft 1 → 9 hits.
    expect(shockwaveHits(0, { Fwd: 3, Port: 3, Stbd: 2, Aft: 1 })).toBe(9);
  });

  test('the book\'s example: 12 hits on five elements — two each, the leftovers to the adjacent one and one two hexes away', () => {
    const shares = assignShockwaveHits(12, [at('far1', 3), at('far2', 3), at('mid1', 2), at('mid2', 2), at('near', 1)]);
    expect(Object.fromEntries(shares)).toEqual({ far1: 2, far2: 2, mid1: 3, mid2: 2, near: 3 });
  });

  test('no target takes more than a third of the hits (rounded up); with one or two targets the rest are lost', () => {
    expect(Object.fromEntries(assignShockwaveHits(12, [at('a', 1)]))).toEqual({ a: 4 });
    expect(Object.fromEntries(assignShockwaveHits(10, [at('a', 1), at('b', 2)]))).toEqual({ a: 4, b: 4 });
  });

  test('at equal range, leftovers go to enemies before friends (ruling 133)', () => {
    expect(Object.fromEntries(assignShockwaveHits(4, [at('friend', 1, true), at('foe', 1), at('x', 2)]))).toEqual({ friend: 1, foe: 2, x: 1 });
  });

  test('no to-hit roll: each hit rolls impact against the shields and IMP 1, DMG 1 damage; a flight loses a fighter a hit', () => {
    // Two hits on shields 2: impact 3 and 1 → one impact; damage 2 → hull.
    const dice = scriptedDice([3, 1, 2]);
    const record = resolveShockwaveHits('Tempest', { kind: 'ship', name: 'Kestrel', shield: 2, hasShieldTrack: true }, 2, dice);
    expect(dice.remaining).toBe(0);
    expect(record.total).toEqual({ ...NO_DAMAGE, hull: 1 });
    expect(resolveShockwaveHits('Tempest', { kind: 'flight', name: 'Wing', fighters: 6 }, 3, scriptedDice([])).fightersDestroyed).toBe(3);
  });
});
