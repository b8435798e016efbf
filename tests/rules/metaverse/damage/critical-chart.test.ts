import { describe, expect, test } from 'vitest';
import { DEFAULT_CRITICAL_CHART } from '../../../../src/rules/metaverse/damage/critical-chart.ts';

describe('critical chart data', () => {
  // Metaverse p.38 "Critical Step": 1D8 category, 1D6 severity; ruling A8's reconstruction of the lost chart.
  test('8 categories of 6 results, plain JSON', () => {
    expect(DEFAULT_CRITICAL_CHART).toHaveLength(8);
    for (const c of DEFAULT_CRITICAL_CHART) expect(c.results).toHaveLength(6);
    expect(JSON.parse(JSON.stringify(DEFAULT_CRITICAL_CHART))).toEqual(DEFAULT_CRITICAL_CHART);
    expect(DEFAULT_CRITICAL_CHART.map((c) => c.name)).toEqual([
      'Secondary systems',
      'Electronic systems',
      'Propulsion',
      'Weapon systems',
      'Active defence',
      'Crew & marines',
      'Primary systems',
      'Structure',
    ]);
    expect(DEFAULT_CRITICAL_CHART[7]?.results[5]).toEqual({ name: 'Cascade Structural Collapse', effect: { kind: 'section-destroyed' }, confidence: 'H' });
  });
});
