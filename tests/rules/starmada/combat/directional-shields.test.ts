import { describe, expect, test } from 'vitest';
import { markDamage } from '../../../../src/rules/starmada/combat/apply-damage.ts';
import { NO_DAMAGE } from '../../../../src/rules/starmada/combat/damage.ts';
import {
  canReinforce,
  defaultShieldReduction,
  defaultShieldRestoration,
  arcChangesText,
  reduceShieldsByPriority,
  restoreShieldsByPriority,
  shieldAgainst,
  validateShieldReduction,
} from '../../../../src/rules/starmada/combat/directional-shields.ts';
import { blankShip, MAJESTIC_TRACKS } from './fixtures.ts';

const arcs = { Fwd: 3, Port: 2, Stbd: 2, Aft: 1 };

describe('directional shields', () => {
  // Starmada B.7 p.32: the applicable rating is the arc the attack comes from.
  test('the arc decides the rating', () => {
    expect(shieldAgainst({ rating: 8, directional: arcs, arc: 'Port' })).toBe(2);
    expect(shieldAgainst({ rating: 8, directional: arcs, arc: 'Aft' })).toBe(1);
  });

  // Starmada B.7 p.32 (its example): 3/2/2/1 = 8; two shield hits → the next box is 6, reduce by 2;
  // the owner takes Port and Aft down by one each → 3/1/2/0.
  test('the book example', () => {
    // A shield track whose third box is 6 after 8: eight boxes, as for hull size 15 or 16 (A.3 p.27).
    const tracks = { ...MAJESTIC_TRACKS, shields: [8, 7, 6, 5, 4, 3, 2, 1] };
    const hit = markDamage(blankShip(), tracks, { ...NO_DAMAGE, shields: 2 }, 'immediate');
    expect(hit.shieldReductionOwed).toBe(2);
    expect(validateShieldReduction(arcs, 2, { Port: 1, Aft: 1 })).toEqual({ ok: true, value: { Fwd: 3, Port: 1, Stbd: 2, Aft: 0 } });
    expect(defaultShieldReduction(arcs, 2)).toEqual({ Fwd: 3, Port: 1, Stbd: 2, Aft: 0 });
  });

  test('an owner’s reduction must add up and stay within each arc', () => {
    const short = validateShieldReduction(arcs, 2, { Fwd: 1 });
    expect(short.ok ? 'ok' : short.error.map((e) => e.message)).toEqual(['Take 2 points off your shield arcs in all; you took 1.']);
    const over = validateShieldReduction(arcs, 2, { Aft: 2 });
    expect(over.ok ? 'ok' : over.error.map((e) => e.message)).toEqual(['Aft shields are 1; you cannot take 2 off them.']);
  });

  // Starmada E.1 p.48 on a directional ship (ruling in directional-shields.ts): points go back where most is missing.
  test('restoration fills the arc furthest below its rating', () => {
    expect(defaultShieldRestoration(arcs, { Fwd: 3, Port: 1, Stbd: 2, Aft: 0 }, 1)).toEqual({ Fwd: 3, Port: 2, Stbd: 2, Aft: 0 });
  });
});

describe('the owner’s standing choices (rulings 110, 111)', () => {
  // Starmada B.7 p.32: "the controlling player must reduce the ship's arc ratings by 2 (8 - 6). The player elects
  // to reduce the port and aft shield ratings by -1 each" — given as "shields lose port aft".
  test('the book example, as the owner chose it', () => {
    expect(reduceShieldsByPriority(arcs, 2, ['Port', 'Aft'])).toEqual({ Fwd: 3, Port: 1, Stbd: 2, Aft: 0 });
  });

  test('one point per listed arc in turn, round again; what the list cannot take goes by default', () => {
    expect(reduceShieldsByPriority(arcs, 2, ['Fwd'])).toEqual({ Fwd: 1, Port: 2, Stbd: 2, Aft: 1 });
    expect(reduceShieldsByPriority(arcs, 3, ['Fwd', 'Port'])).toEqual({ Fwd: 1, Port: 1, Stbd: 2, Aft: 1 });
    expect(reduceShieldsByPriority(arcs, 3, ['Aft', 'Fwd'])).toEqual({ Fwd: 1, Port: 2, Stbd: 2, Aft: 0 });
    // Aft has one point; the second point is the default's (the weakest arc left: Port before Stbd on a tie).
    expect(reduceShieldsByPriority(arcs, 2, ['Aft'])).toEqual({ Fwd: 3, Port: 1, Stbd: 2, Aft: 0 });
    expect(reduceShieldsByPriority(arcs, 2, [])).toEqual(defaultShieldReduction(arcs, 2));
  });

  // Starmada E.1 p.48: "Restore one box on the starship's shield track"; the owner says which arcs get the points.
  test('restoration by the owner’s priority, never above the printed rating', () => {
    const worn = { Fwd: 1, Port: 1, Stbd: 2, Aft: 0 };
    expect(restoreShieldsByPriority(arcs, worn, 2, ['Fwd'])).toEqual({ Fwd: 3, Port: 1, Stbd: 2, Aft: 0 });
    expect(restoreShieldsByPriority(arcs, worn, 2, ['Fwd', 'Port'])).toEqual({ Fwd: 2, Port: 2, Stbd: 2, Aft: 0 });
    expect(restoreShieldsByPriority(arcs, worn, 2, ['Aft', 'Fwd'])).toEqual({ Fwd: 2, Port: 1, Stbd: 2, Aft: 1 });
    // Stbd is full: both points go by default, to the arcs furthest below their rating.
    expect(restoreShieldsByPriority(arcs, worn, 2, ['Stbd'])).toEqual(defaultShieldRestoration(arcs, worn, 2));
    expect(arcChangesText(worn, { Fwd: 2, Port: 1, Stbd: 2, Aft: 1 })).toBe('Fwd +1, Aft +1');
  });
});

describe('shield reinforcement', () => {
  // Starmada E.6 p.50 (its example): shield 3 reinforced forward: 4 from Fwd, 2 from Aft.
  test('the book example', () => {
    expect(shieldAgainst({ rating: 3, arc: 'Fwd', reinforced: 'Fwd' })).toBe(4);
    expect(shieldAgainst({ rating: 3, arc: 'Aft', reinforced: 'Fwd' })).toBe(2);
    expect(shieldAgainst({ rating: 3, arc: 'Port', reinforced: 'Fwd' })).toBe(3);
  });

  // Starmada E.6 p.50: not with a rating of 0 or 5; directional: not if the arc is 5 or the opposite arc 0.
  test('when reinforcement is not allowed', () => {
    expect(canReinforce(5, undefined, 'Fwd')).toBe(false);
    expect(canReinforce(0, undefined, 'Fwd')).toBe(false);
    expect(shieldAgainst({ rating: 5, arc: 'Fwd', reinforced: 'Fwd' })).toBe(5);
    expect(canReinforce(8, arcs, 'Fwd')).toBe(true);
    expect(canReinforce(8, { ...arcs, Aft: 0 }, 'Fwd')).toBe(false);
  });
});
