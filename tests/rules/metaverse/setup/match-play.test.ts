import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { centreZone, deploymentRoll, edgeZone, MATCH_PLAY, maxReserveSquadrons, rollPrepTurns } from '../../../../src/rules/metaverse/setup/match-play.ts';

const table = { width: 180, depth: 120 };

describe('Match Play setup', () => {
  // Metaverse p.101 "Match Play": 10% deployment strips, 1–4 terrain dice, two lowest, no support lists.
  test('parameters', () => {
    expect(MATCH_PLAY).toMatchObject({ deploymentDepthPct: 10, terrainDicePerPlayer: { min: 1, max: 4 }, terrainLowestDice: 2, reserveMaxPct: 50, supportLists: false, reinforcementLists: false });
  });
  // p.101: "extending 10% of the depth of the table into the playing area".
  test('deployment zones', () => {
    expect(edgeZone(table, 'top', 10)).toEqual({ x: 0, y: 0, width: 180, height: 12 });
    expect(edgeZone(table, 'bottom', 10)).toEqual({ x: 0, y: 108, width: 180, height: 12 });
    expect(edgeZone(table, 'left', 10)).toEqual({ x: 0, y: 0, width: 18, height: 120 });
    expect(edgeZone(table, 'right', 10, 50)).toEqual({ x: 162, y: 30, width: 18, height: 60 });
    expect(edgeZone(table, 'bottom', 10, 50, 50)).toEqual({ x: 90, y: 108, width: 90, height: 12 });
    expect(centreZone(table, 50, 50)).toEqual({ x: 45, y: 30, width: 90, height: 60 });
  });
  // p.101: the lower roll of the flag commanders' command dice places a squadron; on a tie the last winner places.
  test('deployment roll-off', () => {
    const dice = { A: { count: 2, die: 6 as const }, B: { count: 1, die: 8 as const } };
    expect(deploymentRoll(dice, null, scriptedDice([1, 2, 7])).places).toBe('A');
    expect(deploymentRoll(dice, null, scriptedDice([5, 4, 7])).places).toBe('B');
    const tie = deploymentRoll(dice, 'B', scriptedDice([3, 4, 7]));
    expect(tie).toEqual({ rolls: { A: [3, 4], B: [7] }, totals: { A: 7, B: 7 }, places: 'B' });
    expect(deploymentRoll(dice, null, scriptedDice([3, 4, 7])).places).toBeNull();
  });
  // p.101: no more than 50% of squadrons in reserve; 1D4 preparation turns.
  test('reserves and preparation turns', () => {
    expect([1, 2, 3, 7].map(maxReserveSquadrons)).toEqual([0, 1, 1, 3]);
    const dice = scriptedDice([3]);
    expect(rollPrepTurns('A', dice)).toEqual({ side: 'A', roll: 3, turns: 3 });
    expect(dice.rolls[0]?.sides).toBe(4);
  });
});
