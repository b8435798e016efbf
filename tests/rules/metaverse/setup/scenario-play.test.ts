import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { SCENARIO_IDS } from '../../../../src/rules/metaverse/setup/config.ts';
import { assignRoles, convoyFreighters, differenceBudget, rollVelocityTurns, SCENARIOS } from '../../../../src/rules/metaverse/setup/scenario-play.ts';

describe('scenario data', () => {
  test('nine scenarios, each with opposite fleet values', () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual([...SCENARIO_IDS].sort());
    for (const s of Object.values(SCENARIOS)) {
      expect(s.attacker.fleetValue).not.toBe(s.defender.fleetValue);
      expect(s.victory[0]).toEqual({ kind: 'morale-test' });
    }
  });
  // Metaverse p.107–125 scenario pages.
  test('scenario parameters as the book gives them', () => {
    expect(SCENARIOS['meeting-engagement'].attacker).toMatchObject({ fleetValue: 'higher', support: { kind: 'double-cost' }, velocityTurns: { die: 4, mod: -1 }, terrainDice: { min: 1, max: 4 } });
    expect(SCENARIOS['flank-attack'].defender.terrainDice).toEqual({ min: 1, max: 2 });
    expect(SCENARIOS['flank-attack'].attacker.zones[1]).toMatchObject({ kind: 'secondary', minValuePct: 25, maxValuePct: 50, velocityTurns: { die: 4, mod: 1 } });
    expect(SCENARIOS.pincer.attacker.zones.filter((z) => z.kind === 'secondary')).toHaveLength(2);
    expect(SCENARIOS.pincer.defender.terrainDice).toBeNull();
    expect(SCENARIOS['planetary-raid'].attacker.fleetValue).toBe('lower');
    expect(SCENARIOS['planetary-raid'].defender).toMatchObject({ morale: { kind: 'planet-arcs', radiusCm: 100 }, velocityTurns: { mod: -2 } });
    expect(SCENARIOS['convoy-raid'].defender).toMatchObject({ support: { kind: 'freighters' }, reserves: false, defaultReinforcementRolls: 2 });
    expect(SCENARIOS['convoy-raid'].attacker.terrainDice).toEqual({ min: 1, max: 1 });
    expect(SCENARIOS.headhunting.victory).toContainEqual({ kind: 'repair-points-win', role: 'defender', points: 10, extraPointCp: 3 });
    expect(SCENARIOS.headhunting.defender.zones[0]?.depthPct).toBe(30);
    expect(SCENARIOS['fleet-in-being'].attacker.morale).toEqual({ kind: 'double' });
    expect(SCENARIOS['fleet-in-being'].defender.defaultReinforcementRolls).toBe(0);
    expect(SCENARIOS.brawl.attacker.zones[0]?.kind).toBe('shared');
    expect(SCENARIOS['wave-attack'].attacker).toMatchObject({ morale: { kind: 'threshold-each-morale-step' }, defaultReinforcementRolls: 'one-per-turn' });
    expect(SCENARIOS['wave-attack'].defender.support).toEqual({ kind: 'difference', after: null, multiplier: 2 });
  });
});

describe('scenario helpers', () => {
  // Metaverse p.104 "Choosing the Scenario": roles by relative fleet value.
  test('roles', () => {
    const d = scriptedDice([]);
    expect(assignRoles(SCENARIOS.pincer, [{ side: 'A', value: 1200 }, { side: 'B', value: 1000 }], d)).toEqual({ attacker: 'A', defender: 'B', tieRoll: null });
    expect(assignRoles(SCENARIOS['convoy-raid'], [{ side: 'A', value: 1200 }, { side: 'B', value: 1000 }], d)).toEqual({ attacker: 'B', defender: 'A', tieRoll: null });
    expect(assignRoles(SCENARIOS.pincer, [{ side: 'A', value: 1000 }, { side: 'B', value: 1000 }], scriptedDice([2]))).toEqual({ attacker: 'B', defender: 'A', tieRoll: 2 });
  });
  // Meeting Engagement defender "receives the difference"; Wave Attack defender "double the difference".
  test('budgets', () => {
    expect(differenceBudget(1500, 1200, 1)).toBe(300);
    expect(differenceBudget(1500, 1200, 2)).toBe(600);
    expect(differenceBudget(1000, 1200, 1)).toBe(0);
  });
  // Convoy Raid p.115: "every 500 points of fleet value (rounded up, minimum 1)" (ruling A39).
  test('convoy freighters', () => {
    expect([0, 1, 500, 501, 1500, 1501].map(convoyFreighters)).toEqual([1, 1, 1, 2, 3, 4]);
  });
  // Ruling A68: 1D4−2 clamps at 0; Headhunting attacker 1D4+1.
  test('initial velocity turns', () => {
    expect(rollVelocityTurns({ die: 4, mod: -2 }, scriptedDice([1]), 'A')).toEqual({ roll: 1, turns: 0 });
    expect(rollVelocityTurns({ die: 4, mod: 1 }, scriptedDice([4]), 'A')).toEqual({ roll: 4, turns: 5 });
  });
});
