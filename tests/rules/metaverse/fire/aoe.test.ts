import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { aoePulseDamage, rollAoe } from '../../../../src/rules/metaverse/fire/aoe.ts';
import type { AoeCandidate } from '../../../../src/rules/metaverse/fire/aoe.ts';

const ships: AoeCandidate[] = [
  { shipId: 's1', distanceCm: 2 },
  { shipId: 's2', distanceCm: 4 },
  { shipId: 's3', distanceCm: 6 },
  { shipId: 's4', distanceCm: 8 },
  { shipId: 's5', distanceCm: 9.5 },
  { shipId: 's6', distanceCm: 14 },
  { shipId: 's7', distanceCm: 19, fighters: [{ squadronId: 'f1', defence: 5 }] },
  { shipId: 's8', distanceCm: 25 },
];

describe('area of effect', () => {
  // Metaverse p.70 "Area of Effect > Example" (the book's example): D6 rolls 4, 2, 6.
  test('Area of Effect example (p.70): 4 ships at 10 cm for ½, 2 at 20 cm for ¼, then 6 ≥ 2 stops', () => {
    const r = rollAoe('Vengeance→Pinafore w-7', 6, ships, scriptedDice([4, 2, 6]), 24);
    expect(r.rolls).toEqual([4, 2, 6]);
    expect(r.stages.map((s) => ({ ships: s.ships.length, radius: s.radiusCm, fraction: s.fraction }))).toEqual([
      { ships: 4, radius: 10, fraction: 0.5 },
      { ships: 2, radius: 20, fraction: 0.25 },
    ]);
    expect(r.stages[0]?.ships).toEqual(['s1', 's2', 's3', 's4']);
    // Stage 2: the closest un-hit ships within 20 cm: s5 (9.5) and s6 (14).
    expect(r.stages[1]?.ships).toEqual(['s5', 's6']);
    expect(aoePulseDamage([13, 7], 0.25)).toEqual([3, 1]);
  });

  // Metaverse p.70: PD value ½ at 10 cm, ¼ at 20 cm; one hit per whole multiple of the fighters' Defence.
  test('fighters at hit ships', () => {
    const r = rollAoe('x', 6, [{ shipId: 'a', distanceCm: 5 }, { shipId: 'b', distanceCm: 15, fighters: [{ squadronId: 'f', defence: 5 }] }], scriptedDice([3, 1]), 40);
    expect(r.stages[1]).toMatchObject({ ships: ['b'], fraction: 0.25, fighterHits: [{ squadronId: 'f', hits: 2 }] });
  });

  // Metaverse p.70 ties: attacker chooses; ruling A50: cloaked ships are never hit.
  test('ties and cloaked ships', () => {
    const c: AoeCandidate[] = [
      { shipId: 'x', distanceCm: 5 },
      { shipId: 'y', distanceCm: 5 },
      { shipId: 'z', distanceCm: 1, cloaked: true },
    ];
    expect(rollAoe('t', 4, c, scriptedDice([1, 4]), 0, ['y']).stages[0]?.ships).toEqual(['y']);
    expect(rollAoe('t', 4, c, scriptedDice([1, 4])).stages[0]?.ships).toEqual(['x']);
    expect(rollAoe('t', 4, [], scriptedDice([]))).toEqual({ rolls: [], stages: [] });
  });
});
