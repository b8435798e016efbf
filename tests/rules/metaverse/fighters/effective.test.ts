import { describe, expect, test } from 'vitest';
import { effectiveDefence, effectiveFurball, scoutEwPenalty, stealthApplies, unstoppableWaveAllowed } from '../../../../src/rules/metaverse/fighters/effective.ts';
import type { StarfighterType } from '../../../../src/rules/metaverse/fighters/squadron-type.ts';
import { tcFighter, vFighter } from './fixtures.ts';

const ecm: StarfighterType = { ...vFighter, id: 'ecm', qualities: ['ECM'] };
const scout: StarfighterType = { ...vFighter, id: 'scout', qualities: ['Scout'] };
const stealth: StarfighterType = { ...vFighter, id: 'st', qualities: ['Stealth'] };

describe('effective ratings', () => {
  // Metaverse p.81 "ECM": "All squadrons within the same mission as a squadron with ECM, including the ECM squadron
  // itself, raise their defence by one. Multiple squadrons with ECM in the same mission do not compound".
  test('ECM gives +1 Defence to the whole mission, once', () => {
    expect(effectiveDefence(vFighter, { ownMission: [vFighter, ecm, ecm], opposingMissions: [] }).value).toBe(9);
    expect(effectiveDefence(vFighter, { ownMission: [vFighter], opposingMissions: [ecm] }).value).toBe(8);
  });

  // Metaverse p.81 "Scout": "treats all opposing starfighter squadrons as having a -1 to their defence".
  test('an enemy Scout gives −1 Defence', () => {
    const r = effectiveDefence(tcFighter, { ownMission: [tcFighter], opposingMissions: [scout, scout] });
    expect(r).toEqual({ base: 9, parts: [{ source: 'enemy Scout', value: -1 }], value: 8 });
    expect(effectiveDefence(tcFighter, { ownMission: [tcFighter, ecm], opposingMissions: [scout], unstoppableWave: true }).value).toBe(11);
  });

  // Metaverse p.88 "Ace Pilots": "+1 to their furball ratings … cannot raise a furball rating above 7."
  test('Ace Pilots +1 furball, never above 7', () => {
    expect(effectiveFurball(vFighter, true).value).toBe(3);
    expect(effectiveFurball({ ...vFighter, furball: 6 }, true).value).toBe(7);
    expect(effectiveFurball({ ...vFighter, furball: 7 }, true).value).toBe(7);
    expect(effectiveFurball(vFighter).value).toBe(2);
  });

  // Metaverse p.81 "Stealth": "Combat between stealth squadrons is conducted as if neither side had stealth."
  test('stealth against stealth is no stealth', () => {
    expect(stealthApplies(stealth, [vFighter])).toBe(true);
    expect(stealthApplies(stealth, [vFighter, stealth])).toBe(false);
    expect(stealthApplies(vFighter, [])).toBe(false);
  });
});

describe('tactics and scouting data', () => {
  // Metaverse p.88 "Unstoppable Wave": "Select a starfighter combat with more friendly starfighter squadrons than
  // enemy starfighter squadrons."
  test('Unstoppable Wave needs more squadrons than the enemy', () => {
    expect(unstoppableWaveAllowed(3, 2)).toBe(true);
    expect(unstoppableWaveAllowed(2, 2)).toBe(false);
  });

  // Metaverse p.81 "Scout": the struck squadron's "effective EW rating reduced by one for all friendly starships".
  test('a strike with a scout lowers the target EW by 1, once', () => {
    const typeOf = (id: string) => (id.startsWith('sc') ? scout : vFighter);
    const missions = [
      { side: 'V', kind: 'strike' as const, targetId: 'sq-t', squadronIds: ['v1', 'sc1'] },
      { side: 'V', kind: 'strike' as const, targetId: 'sq-t', squadronIds: ['sc2'] },
    ];
    expect(scoutEwPenalty('sq-t', 'V', missions, typeOf)).toBe(1);
    expect(scoutEwPenalty('sq-t', 'T', missions, typeOf)).toBe(0);
    expect(scoutEwPenalty('sq-u', 'V', missions, typeOf)).toBe(0);
    expect(scoutEwPenalty('sq-t', 'V', [{ ...missions[0]!, squadronIds: ['v1'] }], typeOf)).toBe(0);
  });
});
