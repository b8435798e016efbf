// Metaverse p.3 "Command Step": command dice by rank and quality, CP = max(roll, leftover); loss check (A24).
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../../src/rules/core/dice.ts';
import { commandStep } from '../../../../../src/rules/metaverse/sequence/command/command-step.ts';
import { match } from '../fixtures.ts';

describe('the Command Step', () => {
  test('each commander rolls rank × quality dice; leftover CPs are kept when higher', () => {
    const s0 = match();
    // Keep a leftover of 9 for the first commander.
    const s = { ...s0, commanders: s0.commanders.map((c, i) => (i === 0 ? { ...c, cp: 9 } : c)) };
    const dice = s.commanders.flatMap((c) => Array.from({ length: { captain: 1, commodore: 2, admiral: 3 }[c.rank] }, () => 2));
    const r = commandStep(s, scriptedDice(dice));
    const first = r.commanders[0];
    expect(first?.lastRoll).toBe({ captain: 1, commodore: 2, admiral: 3 }[first?.rank ?? 'captain'] * 2);
    expect(first?.cp).toBe(9);
    expect(r.events[0]?.text).toMatch(/keeps 9 left over → 9 CP$/);
    expect(r.lost).toEqual([]);
  });

  test('loss check: a flag commander rolling at or below the thresholds completed loses (raw roll, A24)', () => {
    const s0 = match();
    const s = { ...s0, sides: s0.sides.map((x) => (x.side === 'A' ? { ...x, morale: { ...x.morale, struck: 30 } } : x)) };
    const dice = s.commanders.flatMap((c) => Array.from({ length: { captain: 1, commodore: 2, admiral: 3 }[c.rank] }, () => 1));
    const r = commandStep(s, scriptedDice(dice));
    // Threshold 10: 30 struck = 3 completed; the flag commander rolled at most 3 with 1s.
    expect(r.lost).toContain('A');
    expect(r.events.some((e) => /^Loss check for A: .* against 3 thresholds completed → the fleet breaks\.$/.test(e.text))).toBe(true);
  });
});
