import { describe, expect, test } from 'vitest';
import { initialDamageState } from '../../../../src/rules/metaverse/damage/state.ts';
import {
  applyMoraleLoss,
  completeCurrentThreshold,
  completedThresholds,
  isInoperable,
  lossTest,
  lostForMorale,
  moraleStep,
  newMoraleChart,
} from '../../../../src/rules/metaverse/morale/morale.ts';

describe('morale', () => {
  // Metaverse p.38 "Morale Step": destroyed ships strike their morale value, FTL retreat half (A38: rounded down).
  test('ships destroyed, inoperable and retreated', () => {
    const r = moraleStep(newMoraleChart(10), [
      { kind: 'ship-destroyed', value: 12 },
      { kind: 'ship-inoperable', value: 5 },
      { kind: 'ftl-retreat', value: 9 },
    ]);
    expect(r.chart.struck).toBe(21);
    expect(r.completedBefore).toBe(0);
    expect(r.completedAfter).toBe(2);
  });

  // p.38: the starfighter chart of 100 points; when it fills it is erased, 1 point is struck and the excess carries.
  test('the starfighter chart', () => {
    let c = newMoraleChart(5);
    c = applyMoraleLoss(c, { kind: 'fighter-destroyed', value: 60 }).chart;
    expect(c).toEqual({ threshold: 5, struck: 0, fighterStruck: 60 });
    const r = applyMoraleLoss(c, { kind: 'fighter-destroyed', value: 55 });
    expect(r.thresholdPoints).toBe(1);
    expect(r.chart).toEqual({ threshold: 5, struck: 1, fighterStruck: 15 });
  });

  // p.38 / p.3: lose if the flag commander's CP roll ≤ completed thresholds (A24: raw roll).
  test('loss test', () => {
    const c = { threshold: 10, struck: 34, fighterStruck: 0 };
    expect(completedThresholds(c)).toBe(3);
    expect(lossTest(c, 3)).toEqual({ roll: 3, completed: 3, lost: true });
    expect(lossTest(c, 4).lost).toBe(false);
    expect(lossTest(newMoraleChart(10), 1).lost).toBe(false);
    expect(completedThresholds({ threshold: 10, struck: 100, fighterStruck: 0 })).toBe(10);
    expect(applyMoraleLoss({ threshold: 10, struck: 95, fighterStruck: 0 }, { kind: 'ship-destroyed', value: 20 }).chart.struck).toBe(100);
  });

  // Metaverse p.38: "complete the current threshold" (scenario rules).
  test('complete the current threshold', () => {
    expect(completeCurrentThreshold({ threshold: 10, struck: 23, fighterStruck: 0 }).struck).toBe(30);
    expect(completeCurrentThreshold({ threshold: 10, struck: 30, fighterStruck: 0 }).struck).toBe(40);
  });

  // p.38: "rendered inoperable by loss of all power or bridges, without the ability to repair them".
  test('inoperable ships count as lost', () => {
    const st = initialDamageState({
      directionality: 'square',
      threat: 2,
      sections: [{ id: 'core', ring: 0, direction: null, layers: [{ hits: 5, crew: 1, marines: 0 }] }],
      systems: [{ id: 'bridge', section: 'core', class: 'bridge' }],
    });
    expect(lostForMorale(st)).toBeNull();
    const bridge = st.systems[0];
    if (bridge) bridge.disabled = true;
    expect(isInoperable(st)).toBe(false); // crew could still repair it
    const layer = st.sections[0]?.layers[0];
    if (layer) layer.crew = 0;
    expect(lostForMorale(st)).toBe('inoperable');
    st.destroyed = true;
    expect(lostForMorale(st)).toBe('destroyed');
  });
});
