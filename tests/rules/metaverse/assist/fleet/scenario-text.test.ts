// Metaverse p.101 "Match Play" (180 × 120 cm, equal points), p.38 victory and ruling A37 turn limit.
import { describe, expect, test } from 'vitest';
import { describeScenario, scenarioChoices, scenarioSides } from '../../../../../src/rules/metaverse/assist/fleet/scenario-text.ts';
import { parseScenario } from '../../../../../src/rules/metaverse/options.ts';

describe('Metaverse scenarios', () => {
  test('Match Play, with 8 or 12 turn limits, and a large battle; every value is a scenario setup reads', () => {
    const choices = scenarioChoices();
    expect(choices).toEqual([
      { name: 'Match Play · 180 × 120 cm · fleets up to 1,500 pts · ends when a side breaks', value: 'match' },
      { name: 'Match Play · 180 × 120 cm · fleets up to 1,500 pts · ends when a side breaks or after turn 8', value: 'match/8' },
      { name: 'Match Play · 180 × 120 cm · fleets up to 1,500 pts · ends when a side breaks or after turn 12', value: 'match/12' },
      { name: 'Match Play · 180 × 120 cm · fleets up to 3,000 pts · ends when a side breaks', value: 'match-3000' },
    ]);
    for (const c of choices) {
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(parseScenario(c.value)).not.toBeNull();
      expect(describeScenario(c.value)).toEqual({ ok: true, value: c.name });
    }
  });

  test('any match/N from 1 to 99 is described; anything else names the valid forms', () => {
    expect(describeScenario('MATCH/3')).toEqual({ ok: true, value: 'Match Play · 180 × 120 cm · fleets up to 1,500 pts · ends when a side breaks or after turn 3' });
    expect(describeScenario('match-2500/10')).toEqual({ ok: true, value: 'Match Play · 180 × 120 cm · fleets up to 2,500 pts · ends when a side breaks or after turn 10' });
    for (const bad of ['skirmish', 'match/0', 'match/100', '', 'match/', 'match-100', 'match-99999', 'match-']) {
      const r = describeScenario(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.error[0]?.message).toContain('Use match, match/N');
    }
  });

  test('sides A and B in Match Play, none in an unknown scenario', () => {
    expect(scenarioSides('match')).toEqual(['A', 'B']);
    expect(scenarioSides('match/8')).toEqual(['A', 'B']);
    expect(scenarioSides('6.1')).toEqual([]);
  });
});
