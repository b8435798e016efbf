// Scenario choices and descriptions (src/rules/voidstriker/assist/scenario-text.ts). Voidstriker Ch.6 §6.1–§6.3.
import { describe, expect, test } from 'vitest';
import { describeScenario, scenarioChoices, scenarioSides } from '../../../../src/rules/voidstriker/assist/scenario-text.ts';

describe('scenarios', () => {
  test('6.1, 6.2, 6.3 and skirmish', () => {
    expect(scenarioChoices()).toEqual([
      { name: '6.1 Standoff at Bishamon II · IJN vs UNSN · last survivor wins', value: '6.1' },
      { name: '6.2 Raid on New Angeles V · FAC vs Arab · Arab raid: a corsair loads 6 rounds and escapes', value: '6.2' },
      { name: '6.3 The First Battle of Alpha Centauri · USASF vs UNSN · last survivor wins', value: '6.3' },
      { name: 'Skirmish · sides A and B · up to 12 library ships each · last survivor wins', value: 'skirmish' },
    ]);
  });

  test('descriptions with the book’s forces; unknown scenarios are errors', () => {
    expect(describeScenario('6.1')).toEqual({ ok: true, value: '6.1 Standoff at Bishamon II · IJN: 2 × Battlecruiser, 2 × Missile Destroyer · UNSN: 1 × Heavy Cruiser, 2 × Fleet Intruder · Bishamon II (11") · last survivor wins' });
    expect(describeScenario('skirmish').ok).toBe(true);
    const bad = describeScenario('6.7');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error[0]?.suggestion).toBe('Use 6.1, 6.2, 6.3 or skirmish.');
  });

  test('sides', () => {
    expect(scenarioSides('6.2')).toEqual(['FAC', 'Arab']);
    expect(scenarioSides('skirmish')).toEqual(['A', 'B']);
    expect(scenarioSides('nope')).toEqual([]);
  });
});
