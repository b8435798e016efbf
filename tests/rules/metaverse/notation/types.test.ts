import { describe, expect, test } from 'vitest';
import { blankSquadronPlot, isBlankMove, plotCost, sensorChoices } from '../../../../src/rules/metaverse/notation/types.ts';
import { EFN_FIRE } from './fixtures.ts';

describe('plot data helpers', () => {
  // Metaverse p.3 "Spending Command Points": 1 CP per advanced manoeuvre; p.5: 1 CP to break ships off.
  test('plotCost counts advanced manoeuvres and a break-off', () => {
    const blank = blankSquadronPlot('sq', 'cinematic');
    expect(plotCost(blank)).toBe(0);
    expect(plotCost({ ...blank, advanced: [{ code: 'RL' }, { code: 'EP', drives: ['stl-S1'] }], breakOff: ['s'] })).toBe(3);
  });
  // Ruling A21: a blank plot (no drive usage, no manoeuvre) is a drift.
  test('blank plots are drifts', () => {
    expect(isBlankMove(blankSquadronPlot('sq', 'cinematic').move)).toBe(true);
    expect(isBlankMove(blankSquadronPlot('sq', 'newtonian').move)).toBe(true);
    expect(isBlankMove({ method: 'newtonian', rotate: { dir: 'CW', points: 1, drives: [] }, thrust: [] })).toBe(false);
  });
  // Metaverse p.53 "Fire Control": split into parts, each a sensor system.
  test('sensorChoices adds fire-control parts FC1…', () => {
    const avenger = EFN_FIRE.ships[1]!;
    expect(sensorChoices(avenger, null).map((s) => s.name)).toEqual(['Sensor 1', 'Sensor 2', 'Sensor 3']);
    expect(sensorChoices(avenger, [16, 8]).slice(3)).toEqual([
      { id: 'fc#1', name: 'FC1' },
      { id: 'fc#2', name: 'FC2' },
    ]);
  });
});
