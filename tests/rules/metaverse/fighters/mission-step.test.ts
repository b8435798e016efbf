import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { advanceMissionStep, firstBySquadronCount, startMissionStep } from '../../../../src/rules/metaverse/fighters/mission-step.ts';

describe('mission step order', () => {
  // Metaverse p.19: "Starting with the player with more starfighter squadrons in play … In the event of a tie, the
  // starting player is determined randomly."
  test('more squadrons first; a tie rolls a labelled d2', () => {
    expect(firstBySquadronCount({ side: 'A', squadrons: 3 }, { side: 'B', squadrons: 5 }, scriptedDice([]), 'missions')).toMatchObject({ side: 'B' });
    const dice = scriptedDice([2]);
    const r = firstBySquadronCount({ side: 'A', squadrons: 2 }, { side: 'B', squadrons: 2 }, dice, 'missions');
    expect(r).toMatchObject({ side: 'B', tieRoll: 2 });
    expect(dice.rolls[0]).toEqual({ label: 'missions: tie, 1 = A, 2 = B', sides: 2, value: 2 });
  });

  // p.19: "If both players pass in a row the step is completed."
  test('two passes in a row end the step; an action resets the count', () => {
    let s = startMissionStep('A', 'B');
    s = advanceMissionStep(s, true);
    expect(s).toMatchObject({ toAct: 'B', passes: 1, done: false });
    s = advanceMissionStep(s, false);
    expect(s).toMatchObject({ toAct: 'A', passes: 0, done: false });
    s = advanceMissionStep(s, true);
    s = advanceMissionStep(s, true);
    expect(s.done).toBe(true);
    expect(() => advanceMissionStep(s, true)).toThrow();
  });
});
