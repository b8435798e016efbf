/**
 * Statistical check of whole attacks (to-hit → impact → damage) against exact probabilities computed here, from
 * the rules, independently of the code under test (Starmada p.20–21 §4.2–4.4, C.3, C.5, ruling 6).
 *
 * 400,000 seeded attacks over eight weapon/target cases. For each case we compare the observed frequency of every
 * number of hits and of every number of impact points, and the share of damage dice giving each result, with the
 * exact probabilities. "Within 1%" means an absolute difference of at most 0.01 between an observed frequency and
 * its probability (50,000 attacks per case: one standard error is at most 0.0023, so 0.01 is more than 4 of them).
 */
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../../src/rules/core/dice.ts';
import type { RngState } from '../../../../src/rules/core/dice.ts';
import { resolveAttack } from '../../../../src/rules/starmada/combat/attack.ts';
import type { WeaponAttack } from '../../../../src/rules/starmada/combat/attack.ts';

// ---------- exact probabilities, from the rules ----------

type Pmf = number[];

const convolve = (a: Pmf, b: Pmf): Pmf => {
  const out: number[] = Array.from({ length: a.length + b.length - 1 }, () => 0);
  a.forEach((pa, i) => b.forEach((pb, j) => (out[i + j] = (out[i + j] ?? 0) + pa * pb)));
  return out;
};

const power = (pmf: Pmf, n: number): Pmf => {
  let out: Pmf = [1];
  for (let i = 0; i < n; i++) out = convolve(out, pmf);
  return out;
};

const binomial = (n: number, p: number): Pmf => power([1 - p, p], n);

/**
 * Distribution of the modified value of a re-rolled 6 (p.20 "re-roll any die that comes up 6 and add 5", open-ended
 * per [ruling 6]): a map from final value to probability, given the running bonus and the value `needed` for the most
 * a die can score. Chaining happens only while a 6 still cannot reach `needed`.
 */
function rerollValues(bonus: number, modifier: number, needed: number): Map<number, number> {
  const out = new Map<number, number>();
  for (let r = 1; r <= 6; r++) {
    if (r === 6 && 6 + bonus + modifier < needed) {
      for (const [v, p] of rerollValues(bonus + 5, modifier, needed)) out.set(v, (out.get(v) ?? 0) + p / 6);
    } else {
      const v = r + bonus + modifier;
      out.set(v, (out.get(v) ?? 0) + 1 / 6);
    }
  }
  return out;
}

/** Hits scored by one to-hit die of a weapon with this ACC, modifier, mount size and Repeating trait. */
function toHitDiePmf(acc: number, modifier: number, mountSize: number, repeating: boolean): Pmf {
  const needed = acc + mountSize - 1;
  const hitsFor = (value: number): number => Math.max(0, Math.min(mountSize, value - acc + 1));
  const base: number[] = Array.from({ length: mountSize + 1 }, () => 0);
  for (let f = 1; f <= 6; f++) {
    if (f === 1) base[0] = (base[0] ?? 0) + 1 / 6; // a natural 1 always misses
    else if (f === 6 && 6 + modifier < needed) {
      for (const [v, p] of rerollValues(5, modifier, needed)) base[hitsFor(v)] = (base[hitsFor(v)] ?? 0) + p / 6;
    } else base[hitsFor(f + modifier)] = (base[hitsFor(f + modifier)] ?? 0) + 1 / 6;
  }
  if (!repeating) return base;
  // Repeating (C.5 p.42): a hitting die re-rolls: 5–6 (1/3) adds a hit and re-rolls again: 6 (1/6) adds another.
  const extra: Pmf = [2 / 3, (1 / 3) * (5 / 6), (1 / 3) * (1 / 6)];
  const out: number[] = [base[0] ?? 0];
  base.forEach((p, h) => {
    if (h === 0) return;
    extra.forEach((q, e) => (out[h + e] = (out[h + e] ?? 0) + p * q));
  });
  return Array.from(out, (x) => x ?? 0);
}

/** Chance that one impact die beats the shield (p.20–21: natural 1 fails; final must EXCEED the shield). */
function impactSuccess(shield: number, modifier: number): number {
  if (shield === 0) return 1;
  let p = 0;
  for (let f = 2; f <= 6; f++) {
    if (f === 6 && 6 + modifier <= shield) {
      for (const [v, q] of rerollValues(5, modifier, shield + 1)) if (v > shield) p += q / 6;
    } else if (f + modifier > shield) p += 1 / 6;
  }
  return p;
}

interface Case {
  readonly name: string;
  readonly attack: WeaponAttack;
  /** Exact inputs the formulas need. */
  readonly acc: number;
  readonly modifier: number;
  readonly dice: number;
  readonly mountSize: number;
  readonly repeating: boolean;
  readonly impPerHit: number;
  readonly shield: number;
  readonly impactModifier: number;
}

const ship = (shield: number) => ({ kind: 'ship' as const, name: 'Target', shield, hasShieldTrack: true });

const CASES: readonly Case[] = [
  {
    name: 'ACC 4+ ROF 2 IMP 2 DMG 1 vs shield 2 at medium range',
    attack: { attacker: 'A', target: ship(2), weaponName: 'W', weapon: { range: [3, 6, 9], rof: 2, acc: 4, imp: 2, dmg: 1, traits: [] }, firing: { weapons: 1 }, distance: 5 },
    acc: 4, modifier: 0, dice: 2, mountSize: 1, repeating: false, impPerHit: 2, shield: 2, impactModifier: 0,
  },
  {
    name: 'ACC 3+ Piercing-1, two weapons, vs shield 4 at long range',
    attack: { attacker: 'A', target: ship(4), weaponName: 'W', weapon: { range: [3, 6, 9], rof: 1, acc: 3, imp: 1, dmg: 1, traits: ['Pr1'] }, firing: { weapons: 2 }, distance: 8 },
    acc: 3, modifier: -1, dice: 2, mountSize: 1, repeating: false, impPerHit: 1, shield: 4, impactModifier: 1,
  },
  {
    name: 'Repeating ACC 4+ ROF 2 vs shield 3 at long range',
    attack: { attacker: 'A', target: ship(3), weaponName: 'W', weapon: { range: [3, 6, 9], rof: 2, acc: 4, imp: 1, dmg: 1, traits: ['Rpt'] }, firing: { weapons: 1 }, distance: 9 },
    acc: 4, modifier: -1, dice: 2, mountSize: 1, repeating: true, impPerHit: 1, shield: 3, impactModifier: 0,
  },
  {
    name: 'Scatter at short range (IMP 3, +1) vs shield 3',
    attack: { attacker: 'A', target: ship(3), weaponName: 'W', weapon: { range: [3, 6, 9], rof: 1, acc: 4, imp: null, dmg: 1, traits: ['Sct'] }, firing: { weapons: 2 }, distance: 2 },
    acc: 4, modifier: 1, dice: 2, mountSize: 1, repeating: false, impPerHit: 3, shield: 3, impactModifier: 0,
  },
  {
    name: 'cannot succeed: ACC 6+ at −3 (long, countermeasures 2), Non-Piercing DMG 2 vs shield 5',
    attack: {
      attacker: 'A', target: ship(5), weaponName: 'W', weapon: { range: [3, 6, 9], rof: 3, acc: 6, imp: 1, dmg: 2, traits: ['NPr'] },
      firing: { weapons: 2 }, distance: 7, conditions: { countermeasures: 2 },
    },
    acc: 6, modifier: -3, dice: 6, mountSize: 1, repeating: false, impPerHit: 1, shield: 5, impactModifier: -1,
  },
  {
    name: 'chained re-rolls: ACC 5+ at −7, vs no shields',
    attack: {
      attacker: 'A', target: ship(0), weaponName: 'W', weapon: { range: [3, 6, 9], rof: 6, acc: 5, imp: 1, dmg: 1, traits: [] },
      firing: { weapons: 1 }, distance: 5, conditions: { countermeasures: 4, lineOfSight: -3 },
    },
    acc: 5, modifier: -7, dice: 6, mountSize: 1, repeating: false, impPerHit: 1, shield: 0, impactModifier: 0,
  },
  {
    name: 'cannot fail: Diffuse ACC 3+ at short range (+2), Piercing-1 vs shield 1',
    attack: { attacker: 'A', target: ship(1), weaponName: 'W', weapon: { range: [3, 6, 9], rof: 3, acc: 3, imp: 1, dmg: 1, traits: ['Dfs', 'Pr1'] }, firing: { weapons: 1 }, distance: 1 },
    acc: 3, modifier: 2, dice: 3, mountSize: 1, repeating: false, impPerHit: 1, shield: 1, impactModifier: 1,
  },
  {
    name: 'triple mount ACC 5+ at long range vs shield 1',
    attack: { attacker: 'A', target: ship(1), weaponName: 'W', weapon: { range: [3, 6, 9], rof: 3, acc: 5, imp: 1, dmg: 1, traits: [] }, firing: { weapons: 1, mountSize: 3 }, distance: 8 },
    acc: 5, modifier: -1, dice: 3, mountSize: 3, repeating: false, impPerHit: 1, shield: 1, impactModifier: 0,
  },
];

const ATTACKS_PER_CASE = 50_000;
const TOLERANCE = 0.01;

function exactHits(c: Case): Pmf {
  return power(toHitDiePmf(c.acc, c.modifier, c.mountSize, c.repeating), c.dice);
}

function exactImpacts(c: Case, hits: Pmf): Pmf {
  const s = impactSuccess(c.shield, c.impactModifier);
  let out: Pmf = [0];
  hits.forEach((ph, h) => {
    const given = binomial(h * c.impPerHit, s);
    const grown = Array.from({ length: Math.max(out.length, given.length) }, (_, i) => (out[i] ?? 0) + ph * (given[i] ?? 0));
    out = grown;
  });
  return out;
}

const frequencies = (counts: readonly number[], n: number): number[] => counts.map((c) => c / n);

describe('400,000 seeded attacks match the exact probabilities', () => {
  test.each(CASES)('$name', (c) => {
    let state: RngState = rngStateFromSeed(`statistics ${c.name}`);
    const hitCounts: number[] = [];
    const impactCounts: number[] = [];
    const kinds = { hull: 0, engines: 0, weapons: 0, shields: 0 };
    let damageDice = 0;

    for (let done = 0; done < ATTACKS_PER_CASE; ) {
      // A fresh recorder every 1,000 attacks keeps the roll log small; the generator state carries on.
      const dice = seededDice(state);
      for (let i = 0; i < 1000 && done < ATTACKS_PER_CASE; i++, done++) {
        const result = resolveAttack(c.attack, dice);
        if (!result.ok) throw new Error(result.error.message);
        const r = result.value;
        hitCounts[r.toHit.hits] = (hitCounts[r.toHit.hits] ?? 0) + 1;
        const impacts = r.impact?.impacts ?? 0;
        impactCounts[impacts] = (impactCounts[impacts] ?? 0) + 1;
        for (const die of r.damage?.dice ?? []) {
          damageDice += 1;
          const first = die.results[0];
          if (first && first !== 'none') kinds[first] += 1;
        }
      }
      state = dice.state();
    }

    const hits = exactHits(c);
    const impacts = exactImpacts(c, hits);
    expect(hits.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const observedHits = frequencies(Array.from(hitCounts, (x) => x ?? 0), ATTACKS_PER_CASE);
    for (let k = 0; k < Math.max(hits.length, observedHits.length); k++) {
      expect(Math.abs((observedHits[k] ?? 0) - (hits[k] ?? 0)), `P(hits = ${k})`).toBeLessThanOrEqual(TOLERANCE);
    }
    const observedImpacts = frequencies(Array.from(impactCounts, (x) => x ?? 0), ATTACKS_PER_CASE);
    for (let k = 0; k < Math.max(impacts.length, observedImpacts.length); k++) {
      expect(Math.abs((observedImpacts[k] ?? 0) - (impacts[k] ?? 0)), `P(impacts = ${k})`).toBeLessThanOrEqual(TOLERANCE);
    }
    // p.21: 1–3 hull, 4 engines, 5 weapons, 6 shields, on every damage die.
    expect(damageDice).toBeGreaterThan(1000);
    const exactKinds = { hull: 1 / 2, engines: 1 / 6, weapons: 1 / 6, shields: 1 / 6 };
    for (const kind of ['hull', 'engines', 'weapons', 'shields'] as const) {
      expect(Math.abs(kinds[kind] / damageDice - exactKinds[kind]), `share of ${kind} results`).toBeLessThanOrEqual(TOLERANCE);
    }
  });

  // Hand checks of the formulas themselves against the book's arithmetic.
  test('the exact model agrees with hand-worked values', () => {
    // p.20 ACC 5+ at −2: 2–5 give 0–3 (miss); a 6 re-rolls: r + 3 ≥ 5 for r ≥ 2 → P = 5/36.
    expect(toHitDiePmf(5, -2, 1, false)[1]).toBeCloseTo(5 / 36, 12);
    // C.3 p.40 triple mount ACC 5+ at −1: only a 6 scores; its re-roll r scores min(r, 3) hits.
    expect(toHitDiePmf(5, -1, 3, false)).toEqual([5 / 6, 1 / 36, 1 / 36, 4 / 36].map((x) => expect.closeTo(x, 12)));
    // p.21 Non-Piercing vs shield 5: only a 6 can succeed, re-rolled r + 4 > 5 for r ≥ 2 → 5/36.
    expect(impactSuccess(5, -1)).toBeCloseTo(5 / 36, 12);
    // Shield 2, no modifier: 3–6 succeed → 2/3.
    expect(impactSuccess(2, 0)).toBeCloseTo(2 / 3, 12);
  });
});
