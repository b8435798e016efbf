import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { resolveFleetQualities, rollCommanderQuality, rollCrewQuality } from '../../../../src/rules/metaverse/setup/navy-quality.ts';
import { fleetById } from '../../../../src/rules/metaverse/ships/library.ts';

describe('navy quality rolls', () => {
  // Metaverse p.86 Command Quality Table: Brilliant 1–5 / 6–10 / 11–20; Average 1–5 / 6–15 / 16–20; Poor 1–10 / 11–15 / 16–20.
  test('command quality table', () => {
    const q = (navy: 'poor' | 'average' | 'brilliant', face: number) => rollCommanderQuality(navy, 'c', scriptedDice([face])).result;
    expect([5, 6, 10, 11].map((f) => q('brilliant', f))).toEqual(['incompetent', 'competent', 'competent', 'brilliant']);
    expect([5, 6, 15, 16].map((f) => q('average', f))).toEqual(['incompetent', 'competent', 'competent', 'brilliant']);
    expect([10, 11, 15, 16].map((f) => q('poor', f))).toEqual(['incompetent', 'competent', 'competent', 'brilliant']);
  });
  // Metaverse p.86 Crew Quality Table: Veteran 1–5 / 6–10 / 11–20; Regular 1–5 / 6–15 / 16–20; Green 1–10 / 11–15 / 16–20.
  test('crew quality table', () => {
    const q = (navy: 'green' | 'regular' | 'veteran', face: number) => rollCrewQuality(navy, 's', scriptedDice([face])).result;
    expect([5, 6, 10, 11].map((f) => q('veteran', f))).toEqual(['green', 'regular', 'regular', 'veteran']);
    expect([1, 15, 16, 20].map((f) => q('regular', f))).toEqual(['green', 'regular', 'veteran', 'veteran']);
    expect([10, 11, 16].map((f) => q('green', f))).toEqual(['green', 'regular', 'veteran']);
  });
  // Metaverse p.86: every 'roll' is resolved with 1D20 at the start of the game; the dice are shown.
  test('resolving a fleet', () => {
    const fleet = fleetById('salvo-concord-task-group');
    if (fleet === undefined) throw new Error('fleet');
    const dice = scriptedDice([17, 3, 12]);
    const r = resolveFleetQualities(fleet, { commandQuality: 'average', crewQuality: 'regular' }, dice);
    expect(r.commanderRolls).toEqual([{ for: 'cmd-2', roll: 17, result: 'brilliant' }]);
    expect(r.crewRolls).toEqual([{ for: 'sq-2', roll: 3, result: 'green' }, { for: 'sq-3', roll: 12, result: 'regular' }]);
    expect(r.fleet.commanders.map((c) => c.quality)).toEqual(['competent', 'brilliant']);
    expect(r.fleet.squadrons.map((s) => s.crewQuality)).toEqual(['regular', 'green', 'regular']);
    expect(dice.rolls.map((x) => x.label)).toEqual(['command quality cmd-2', 'crew quality sq-2', 'crew quality sq-3']);
    expect(dice.rolls.every((x) => x.sides === 20)).toBe(true);
  });
});
