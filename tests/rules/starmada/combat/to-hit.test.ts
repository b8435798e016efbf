import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import type { CombatWeapon } from '../../../../src/rules/starmada/combat/combat-weapon.ts';
import { evasivePenalty, fighterScreenPenalty, fighterScreensPenalty, rollToHit, toHitModifier } from '../../../../src/rules/starmada/combat/to-hit.ts';

const weapon = (over: Partial<CombatWeapon> = {}): CombatWeapon => ({ range: [3, 6, 9], rof: 1, acc: 4, imp: 1, dmg: 1, traits: [], ...over });

describe('to-hit modifiers', () => {
  // Starmada p.20 §4.2: ROF 3 ACC 5+ at a tiny target (−1) at long range (−1): −2 in all.
  test('tiny target at long range is −2', () => {
    const m = toHitModifier('long', weapon(), { tinyTarget: true });
    expect(m.total).toBe(-2);
    expect(m.terms).toEqual([
      { source: 'long range', value: -1 },
      { source: 'tiny target', value: -1 },
    ]);
  });

  // Starmada C.5 p.42–43: Accurate ignores the tiny −1; Incapacitating and Non-Piercing make it −2.
  test('tiny target with Accurate, Incapacitating, Non-Piercing', () => {
    expect(toHitModifier('medium', weapon({ traits: ['Acr'] }), { tinyTarget: true }).total).toBe(0);
    expect(toHitModifier('medium', weapon({ traits: ['Inc'] }), { tinyTarget: true }).total).toBe(-2);
    expect(toHitModifier('medium', weapon({ traits: ['NPr'] }), { tinyTarget: true }).total).toBe(-2);
    // Accurate cancels only the base −1; the Incapacitating −1 stays (ruling in to-hit.ts).
    expect(toHitModifier('medium', weapon({ traits: ['Acr', 'Inc'] }), { tinyTarget: true }).total).toBe(-1);
  });

  // Starmada B.6 p.32: −1 per level of countermeasures; B.5 p.32 detected cloaked −1; C.5 Proximity adjacent −1.
  test('target modifiers add up', () => {
    const m = toHitModifier('medium', weapon(), { countermeasures: 2, detectedCloakedTarget: true, proximityAdjacent: true });
    expect(m.total).toBe(-4);
    expect(m.terms.map((t) => t.source)).toEqual(['detected cloaked target', 'countermeasures ×2', 'next to the Proximity hex']);
  });

  // Starmada D.3 p.44–45 (its example): 1–2 none, 3–5 −1, 6–9 −2, 10+ −3.
  test('evasive action penalty by engine rating', () => {
    expect([1, 2, 3, 5, 6, 9, 10, 14].map(evasivePenalty)).toEqual([0, 0, -1, -1, -2, -2, -3, -3]);
  });

  // Starmada D.3 p.45: attacker ER 4 and target ER 6 both evading → −2, not −3.
  test('when both evade only the worse penalty applies', () => {
    expect(toHitModifier('medium', weapon(), { evasion: { attackerEngine: 4, targetEngine: 6 } }).total).toBe(-2);
    expect(toHitModifier('medium', weapon(), { evasion: { targetEngine: 2 } }).total).toBe(0);
  });

  // Starmada F.3 p.51 (its example): 1–3 none, 4–9 −1, 10–15 −2, 16+ −3; a flight of 1 and one of 3
  // screening together make 4 → −1; a line through hexes with 10 and 5 screening fighters is −2, not −3.
  test('fighter screens', () => {
    expect([3, 4, 9, 10, 15, 16].map(fighterScreenPenalty)).toEqual([0, -1, -1, -2, -2, -3]);
    expect(fighterScreenPenalty(1 + 3)).toBe(-1);
    expect(fighterScreensPenalty([10, 5])).toBe(-2);
    expect(fighterScreensPenalty([])).toBe(0);
  });

  // Starmada B.8 p.32 (its example): evasive −2 with one level of fire control → −1.
  test('fire control cancels a −1', () => {
    const m = toHitModifier('medium', weapon(), { evasion: { targetEngine: 7 }, fireControl: 1 });
    expect(m.total).toBe(-1);
    expect(m.fireControlUsed).toBe(1);
  });

  // Starmada B.8 p.32: "only applicable if negative modifiers also apply"; never a bonus.
  test('fire control gives no bonus', () => {
    expect(toHitModifier('short', weapon(), { fireControl: 2 }).total).toBe(1);
    // short +1 and tiny −1: fire control cancels the −1 and the +1 stays.
    expect(toHitModifier('short', weapon(), { tinyTarget: true, fireControl: 3 }).total).toBe(1);
    expect(toHitModifier('long', weapon(), { tinyTarget: true, fireControl: 1 }).total).toBe(-1);
  });

  // Starmada p.20 table: directed damage −1 (E.2), probe +1 (B.17), line-of-sight penalties as given.
  test('directed damage, probes and line of sight', () => {
    expect(toHitModifier('medium', weapon(), { directedDamage: true }).total).toBe(-1);
    expect(toHitModifier('medium', weapon(), { probeWithin3: true, lineOfSight: -2 }).total).toBe(-1);
    expect(toHitModifier('medium', weapon(), { other: [{ source: 'storm (S.9)', value: -1 }] }).total).toBe(-1);
  });
});

describe('the to-hit roll', () => {
  // Starmada p.20 §4.2 (its example): two ROF 1 ACC 4+ cannons at medium range roll 2 and 6 → one hit.
  test('two laser cannons roll 2 and 6', () => {
    const dice = scriptedDice([2, 6]);
    const roll = rollToHit(weapon(), { weapons: 2 }, 0, dice, 'A→B Laser Cannon');
    expect(roll.dice.map((d) => d.faces)).toEqual([[2], [6]]);
    expect(roll.hits).toBe(1);
    expect(dice.rolls.map((r) => r.label)).toEqual(['to-hit A→B Laser Cannon', 'to-hit A→B Laser Cannon']);
  });

  // Starmada p.20 §4.2 (its example): ROF 3 ACC 5+ at −2: 2, 6, 6; the 6s re-roll 1 and 5 → 4 and 8; one hit.
  test('the minimum/maximum example', () => {
    const dice = scriptedDice([2, 6, 6, 1, 5]);
    const roll = rollToHit(weapon({ rof: 3, acc: 5 }), { weapons: 1 }, -2, dice, 'x');
    expect(roll.dice.map((d) => d.faces)).toEqual([[2], [6, 1], [6, 5]]);
    expect(roll.dice.map((d) => d.final)).toEqual([0, 4, 8]);
    expect(roll.hits).toBe(1);
    expect(dice.remaining).toBe(0);
  });

  // Starmada p.20 §4.2: "a +2 modifier for a weapon with ACC 3+ ... any die that comes up 1 is a miss".
  test('a natural 1 misses even when the roll cannot fail', () => {
    const roll = rollToHit(weapon({ rof: 2, acc: 3 }), { weapons: 1 }, 2, scriptedDice([1, 2]), 'x');
    expect(roll.dice.map((d) => d.hits)).toEqual([0, 1]);
  });

  // Starmada C.3 p.40 (its example): triple mount ACC 4+: 4 → 1 hit, 5 → 2, 6 → 3.
  test('a triple mount scores by how far each die beats ACC', () => {
    const roll = rollToHit(weapon({ rof: 3, acc: 4 }), { weapons: 1, mountSize: 3 }, 0, scriptedDice([4, 5, 6]), 'x');
    expect(roll.dice.map((d) => d.hits)).toEqual([1, 2, 3]);
    expect(roll.hits).toBe(6);
  });

  // Starmada C.3 p.40: "a dual-weapon mount cannot score more than two hits per die".
  test('a double mount scores at most two per die', () => {
    const roll = rollToHit(weapon({ rof: 1, acc: 3 }), { weapons: 1, mountSize: 2 }, 1, scriptedDice([6]), 'x');
    expect(roll.hits).toBe(2);
  });

  // Starmada C.3 p.40 (its example): triple, ROF 3, ACC 5+, long (−1): 2, 4, 6; the 6 re-rolls 3 → 7 → 3 hits.
  test('a mount re-rolls a 6 when it cannot reach the mount maximum', () => {
    const dice = scriptedDice([2, 4, 6, 3]);
    const roll = rollToHit(weapon({ rof: 3, acc: 5 }), { weapons: 1, mountSize: 3 }, -1, dice, 'x');
    expect(roll.dice.map((d) => d.faces)).toEqual([[2], [4], [6, 3]]);
    expect(roll.dice[2]?.final).toBe(7);
    expect(roll.hits).toBe(3);
    expect(dice.remaining).toBe(0);
  });

  // Starmada C.5 p.42 Fire-Linked: one weapon's ROF, each success = hits equal to the weapons in the volley.
  test('a Fire-Linked volley of three rolls one weapon’s dice', () => {
    const dice = scriptedDice([5, 2]);
    const roll = rollToHit(weapon({ rof: 2, acc: 4, traits: ['FrL'] }), { weapons: 3 }, 0, dice, 'x');
    expect(roll.dice).toHaveLength(2);
    expect(roll.hitsPerSuccess).toBe(3);
    expect(roll.hits).toBe(3);
  });

  // Starmada C.5 p.43 Volatile: "if a Volatile weapon rolls a 4, four to-hit dice would be rolled".
  test('Volatile weapons roll their ROF first', () => {
    const dice = scriptedDice([4, 1, 2, 3, 4, 1, 6]);
    const roll = rollToHit(weapon({ traits: ['Vlt'] }), { weapons: 2 }, 0, dice, 'x');
    expect(roll.volatileRof).toEqual([4, 1]);
    expect(roll.dice.map((d) => d.faces[0])).toEqual([2, 3, 4, 1, 6]);
    expect(roll.hits).toBe(2);
    expect(dice.rolls[0]?.label).toBe('ROF (Volatile) x');
  });

  // Starmada C.5 p.42 Repeating: a hit re-rolls; 5–6 = second hit and re-roll again; 6 = third hit; unmodified.
  test('Repeating re-rolls a hitting die up to three hits', () => {
    // At −1 and ACC 4+: 4 → 3 misses, 5 → 4 hits, 2 misses. The hit re-rolls 6 (second hit), then 6 (third hit).
    const dice = scriptedDice([4, 5, 2, 6, 6]);
    const roll = rollToHit(weapon({ rof: 3, acc: 4, traits: ['Rpt'] }), { weapons: 1 }, -1, dice, 'x');
    expect(roll.dice.map((d) => d.repeats)).toEqual([[], [6, 6], []]);
    expect(roll.dice[1]).toMatchObject({ hits: 1, repeatHits: 2 });
    expect(roll.hits).toBe(3);
    expect(dice.remaining).toBe(0);
    expect(dice.rolls.slice(3).map((r) => r.label)).toEqual(['Repeating re-roll x', 'Repeating re-roll x']);
  });

  // Starmada C.5 p.42 Repeating: "No modifiers apply to these re-rolls": a 5 scores even at −2.
  test('Repeating re-rolls are unmodified', () => {
    const roll = rollToHit(weapon({ rof: 1, acc: 3, traits: ['Rpt'] }), { weapons: 1 }, -2, scriptedDice([6, 5, 4]), 'x');
    expect(roll.dice[0]).toMatchObject({ hits: 1, repeats: [5, 4], repeatHits: 1 });
    expect(roll.hits).toBe(2);
  });

  // Starmada C.5 p.42 Repeating: a re-roll of 1–4 ends the chain with no extra hit.
  test('Repeating re-roll below 5 adds nothing', () => {
    const roll = rollToHit(weapon({ rof: 1, acc: 4, traits: ['Rpt'] }), { weapons: 1 }, 0, scriptedDice([4, 4]), 'x');
    expect(roll.dice[0]).toMatchObject({ repeats: [4], repeatHits: 0 });
    expect(roll.hits).toBe(1);
  });
});
