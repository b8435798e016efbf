import { describe, expect, test } from 'vitest';
import { CP_COSTS, priorityTargetCost } from '../../../../src/rules/metaverse/command/cp-costs.ts';

describe('CP costs', () => {
  // Metaverse p.21 "Targets": "½ the number of squadrons in the fleet (rounded up)".
  test('priority fleet target', () => {
    expect([1, 2, 3, 4, 5, 0].map(priorityTargetCost)).toEqual([1, 1, 2, 2, 3, 0]);
  });

  // Metaverse reference chart "Command Points" (p.3): manoeuvre 1, mission 1, designated 1, EW 1, tactic variable.
  test('fixed costs and payers', () => {
    expect(CP_COSTS['advanced-manoeuvre'].cost).toBe(1);
    expect(CP_COSTS.mission.cost).toBe(1);
    expect(CP_COSTS['designated-target'].cost).toBe(1);
    expect(CP_COSTS.ew.cost).toBe(1);
    expect(CP_COSTS.cloak.cost).toBe(1);
    expect(CP_COSTS.tactic.cost).toBeNull();
    expect(CP_COSTS['priority-target'].payer).toBe('flag');
  });
});
