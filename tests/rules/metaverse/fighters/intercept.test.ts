import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { capDefenders, resolveCapInterception } from '../../../../src/rules/metaverse/fighters/intercept.ts';
import type { CapDefender, IncomingPulse } from '../../../../src/rules/metaverse/fighters/intercept.ts';
import type { Mission } from '../../../../src/rules/metaverse/fighters/mission.ts';
import { fighter, types, weapons } from './fixtures.ts';

const pulse = (n: number, over: Partial<IncomingPulse> = {}): IncomingPulse => ({
  label: `Vengeance missile pulse ${n}`,
  interceptValue: 8,
  vulnerable: true,
  firstBand: false,
  ...over,
});
const cap: CapDefender = { squadronId: 'tc1', missionId: 'm1', furballDice: 2, pdWeapons: [] };

describe('PD Interception example (p.31): CAP interception', () => {
  // Metaverse p.31 "Point Defense (PD) Interception > Example": the third D6+2 pulse (IV 8) faces the CAP:
  // "Rolling its 2D20 against the incoming weapon pulse, the 2 dice are added together and if the result is equal
  // to or greater than the maximum damage, the pulse is knocked out." (The two PDS pairs are the fire module's.)
  test('2D20 summing to 8 or more cancels the pulse', () => {
    const r = resolveCapInterception([pulse(3)], [cap], [{ pulse: 0, squadronId: 'tc1', dice: 2 }], scriptedDice([5, 3]));
    expect(r.ok && r.value).toEqual({
      pulses: [{ pulse: 'Vengeance missile pulse 3', needed: 8, rolls: [{ squadronId: 'tc1', roll: 5 }, { squadronId: 'tc1', roll: 3 }], total: 8, cancelled: true }],
      spent: ['tc1'],
    });
  });

  test('a sum of 7 does not', () => {
    const r = resolveCapInterception([pulse(3)], [cap], [{ pulse: 0, squadronId: 'tc1', dice: 2 }], scriptedDice([4, 3]));
    expect(r.ok && r.value.pulses[0]).toMatchObject({ total: 7, cancelled: false });
  });
});

describe('CAP interception rules', () => {
  // p.31: "A starfighter squadron can split the D20s … across multiple pulses"; "can combine their furball ratings".
  test('dice split across pulses and combined across squadrons', () => {
    const two: CapDefender[] = [cap, { ...cap, squadronId: 'tc2' }];
    const r = resolveCapInterception(
      [pulse(1), pulse(2)],
      two,
      [
        { pulse: 0, squadronId: 'tc1', dice: 1 },
        { pulse: 1, squadronId: 'tc1', dice: 1 },
        { pulse: 1, squadronId: 'tc2', dice: 2 },
      ],
      scriptedDice([9, 2, 3, 4]),
    );
    expect(r.ok && r.value.pulses.map((p) => [p.total, p.cancelled])).toEqual([
      [9, true],
      [9, true],
    ]);
    expect(r.ok && r.value.spent).toEqual(['tc1', 'tc2']);
  });

  // p.31: "A weapon vulnerable to interception fired from within its first range band can only be intercepted by PDS."
  test('first-band and invulnerable fire cannot be intercepted by fighters', () => {
    const a = resolveCapInterception([pulse(1, { firstBand: true })], [cap], [{ pulse: 0, squadronId: 'tc1', dice: 2 }], scriptedDice([]));
    expect(!a.ok && a.error.code).toBe('ERR_FIRST_BAND');
    const b = resolveCapInterception([pulse(1, { vulnerable: false })], [cap], [{ pulse: 0, squadronId: 'tc1', dice: 2 }], scriptedDice([]));
    expect(!b.ok && b.error.code).toBe('ERR_NOT_VULNERABLE');
  });

  test('no more dice than the furball rating', () => {
    const r = resolveCapInterception([pulse(1)], [cap], [{ pulse: 0, squadronId: 'tc1', dice: 3 }], scriptedDice([]));
    expect(!r.ok && r.error.code).toBe('ERR_FURBALL_DICE');
  });

  // p.32: "Starfighters may use their furball rating to intercept incoming fire but may not then use their furball
  // rating against enemy squadrons"; p.67 fighters may intercept with PD-capable weapons.
  test('capDefenders lists furball dice and PD weapons for the fire module', () => {
    const missions: Mission[] = [{ id: 'm1', side: 'T', kind: 'cap', squadronIds: ['tc1', 'tc2'], escortIds: [], targetId: 'sq-t', originId: 'sq-t', arc: null }];
    const fighters = new Map([
      ['tc1', fighter('tc1', { typeId: 'sf-tc-fighter', side: 'T', at: 'sq-t' })],
      ['tc2', fighter('tc2', { typeId: 'sf-tc-fighter', side: 'T', at: 'sq-t' })],
    ]);
    const d = capDefenders('sq-t', missions, fighters, types, weapons, new Set(['tc2']));
    expect(d).toEqual([
      { squadronId: 'tc1', missionId: 'm1', furballDice: 2, pdWeapons: [{ weaponId: 'sfw-gun', pd: 4, targets: ['starfighters'], count: 1 }] },
      { squadronId: 'tc2', missionId: 'm1', furballDice: 0, pdWeapons: [{ weaponId: 'sfw-gun', pd: 4, targets: ['starfighters'], count: 1 }] },
    ]);
    expect(capDefenders('sq-other', missions, fighters, types, weapons)).toEqual([]);
  });
});
