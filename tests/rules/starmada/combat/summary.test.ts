import { describe, expect, test } from 'vitest';
import type { DamageRoll } from '../../../../src/rules/starmada/combat/damage.ts';
import { NO_DAMAGE } from '../../../../src/rules/starmada/combat/damage.ts';
import { count as plural } from '../../../../src/rules/core/text.ts';
import { formatDamage, formatImpact, formatToHit, signed } from '../../../../src/rules/starmada/combat/summary.ts';

describe('summary pieces', () => {
  test('signs and plurals', () => {
    expect([signed(-2), signed(0), signed(1)]).toEqual(['−2', '+0', '+1']);
    expect([plural(1, 'hit'), plural(3, 'hit')]).toEqual(['1 hit', '3 hits']);
  });

  // Starmada C.5 p.42–43: Volatile ROF dice and Repeating re-rolls are dice a player must see.
  test('to-hit with Volatile and Repeating dice', () => {
    const text = formatToHit({
      volatileRof: [2],
      acc: 4,
      modifier: 1,
      mountSize: 1,
      hitsPerSuccess: 1,
      dice: [
        { faces: [5], final: 6, hits: 1, repeats: [6, 2], repeatHits: 1 },
        { faces: [1], final: 2, hits: 0, repeats: [], repeatHits: 0 },
      ],
      hits: 2,
    });
    expect(text).toBe('ROF 2 (Volatile) · to-hit 5 (rpt 6, 2), 1 · hits on 3+ (4+ +1) → 2 hits');
  });

  // Starmada G.4 p.56: a die that succeeded only because it was even in a nebula says so.
  test('impact in a nebula', () => {
    const text = formatImpact({
      impactPerHit: 1,
      shield: 4,
      modifier: 0,
      automatic: false,
      dice: [{ faces: [4], final: 4, impact: true, nebula: true }],
      impacts: 1,
    });
    expect(text).toBe('impact 4 (nebula) vs shields 4 → 1');
  });

  // Starmada C.5 p.41: a Disruptive die shows every face and every result; trait extras are named.
  test('damage with Disruptive and Catastrophic dice', () => {
    const roll: DamageRoll = {
      points: 2,
      screens: null,
      dice: [
        { faces: [5, 2], directed: false, results: ['weapons', 'hull'], extras: ['Catastrophic: 2 hull'], tally: { ...NO_DAMAGE, weapons: 1, hull: 2 } },
        { faces: [4, 1], directed: false, results: ['engines', 'hull'], extras: [], tally: { ...NO_DAMAGE, engines: 1, hull: 1 } },
      ],
      total: { ...NO_DAMAGE, weapons: 1, engines: 1, hull: 3 },
    };
    expect(formatDamage(roll)).toBe('damage 5→2, 4→1: weapon + hull (Catastrophic: 2 hull), engine + hull');
  });
});
