import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { battleSize } from '../../../../src/rules/starmada/setup/battle-size.ts';
import {
  defenderHalves,
  parseScenario,
  SCENARIO_CATALOGUE,
  splitsInTwo,
  rollScenario,
  rollStorm,
  scenarioDeploymentOrder,
  scenarioFromRoll,
  scenarioLimits,
  SCENARIOS,
  stormEffect,
  stormHeading,
  stormRestrictions,
  validateScenarioFleet,
} from '../../../../src/rules/starmada/setup/scenarios.ts';

describe('the random scenario roll (p.58)', () => {
  // Starmada p.58 (its example): "a roll of 3 followed by 2 would become 32" → S.7 On Patrol.
  it('3 then 2 is 32: On Patrol', () => {
    const r = rollScenario(scriptedDice([3, 2]));
    expect(r.entry.id).toBe('S.7');
    expect(r.entry.name).toBe('On Patrol');
    expect([r.tens, r.units]).toEqual([3, 2]);
  });

  // Starmada p.58: the table's ranges, 51–66 a standard scenario.
  it('reads every range of the table', () => {
    expect(scenarioFromRoll(1, 1).id).toBe('S.1');
    expect(scenarioFromRoll(1, 6).id).toBe('S.3');
    expect(scenarioFromRoll(2, 5).id).toBe('S.6');
    expect(scenarioFromRoll(3, 6).id).toBe('S.9');
    expect(scenarioFromRoll(4, 1).id).toBe('S.10');
    expect(scenarioFromRoll(4, 6).id).toBe('S.12');
    expect(scenarioFromRoll(5, 1).id).toBe('standard');
    expect(scenarioFromRoll(6, 6).id).toBe('standard');
  });

  // Starmada p.58: rolls 11-66 all appear in the table.
  it('every pair of d6 faces names a scenario', () => {
    for (let t = 1; t <= 6; t++) for (let u = 1; u <= 6; u++) expect(scenarioFromRoll(t, u)).toBeDefined();
    expect(() => scenarioFromRoll(0, 7)).toThrow();
  });
});

describe('scenario data (Appendix S)', () => {
  // Starmada p.58-64: scenario names and numbers.
  it('reads scenarios by number or name, and refuses the ones not yet playable', () => {
    expect(parseScenario('S.4')).toMatchObject({ ok: true, value: { id: 'S.4' } });
    expect(parseScenario('s10')).toMatchObject({ ok: true, value: { id: 'S.10' } });
    expect(parseScenario('6')).toMatchObject({ ok: true, value: { id: 'S.6' } });
    expect(parseScenario('alone in the dark')).toMatchObject({ ok: true, value: { id: 'S.1' } });
    expect(parseScenario('Standard')).toMatchObject({ ok: true, value: { id: 'standard' } });
    expect(parseScenario('S.2')).toMatchObject({ ok: true, value: { id: 'S.2' } });
    expect(parseScenario('the trap')).toMatchObject({ ok: true, value: { id: 'S.12' } });
    expect(parseScenario('hide & seek')).toMatchObject({ ok: true, value: { id: 'S.5' } });
    expect(parseScenario('pirates')).toMatchObject({ ok: false, error: { code: 'ERR_SCENARIO' } });
  });

  // Parser robustness: no input may crash a parser.
  it('property: no text makes the scenario parser throw', () => {
    fc.assert(
      fc.property(fc.string(), (t) => {
        expect(typeof parseScenario(t).ok).toBe('boolean');
      }),
    );
  });

  // Starmada p.4: minimum board 32 × 18; 3 × 2 sections: 32 × 27.
  it('boards: 32 × 18, and 32 × 27 for the 2000-CR Fleet Action', () => {
    expect(SCENARIOS.standard.board).toEqual({ cols: 32, rows: 18 });
    expect(SCENARIOS['S.4'].board).toEqual({ cols: 32, rows: 27 });
  });

  // Starmada p.12 §2.2 and Appendix S p.59–63: each scenario's forces and VP target.
  it('limits and VP targets as printed, scaled on request (p.58)', () => {
    expect(scenarioLimits(SCENARIOS.standard, { size: battleSize('small') })).toEqual({ fleetLimit: { A: 700, B: 700 }, vpTarget: 420 });
    expect(scenarioLimits(SCENARIOS['S.4'])).toEqual({ fleetLimit: { A: 2000, B: 2000 }, vpTarget: 1200 });
    expect(scenarioLimits(SCENARIOS['S.6'])).toEqual({ fleetLimit: { A: 1000, B: 1400 }, vpTarget: 600 });
    expect(scenarioLimits(SCENARIOS['S.7'])).toEqual({ fleetLimit: { A: 1400, B: 1000 }, vpTarget: 600 });
    expect(scenarioLimits(SCENARIOS['S.9'])).toEqual({ fleetLimit: { A: 1000, B: 1000 }, vpTarget: 600 });
    expect(scenarioLimits(SCENARIOS['S.10'])).toEqual({ fleetLimit: { A: 1200, B: 1200 }, vpTarget: 500 });
    expect(scenarioLimits(SCENARIOS['S.1'])).toEqual({ fleetLimit: { A: null, B: 600 }, vpTarget: null });
    expect(scenarioLimits(SCENARIOS['S.4'], { scale: 0.5 })).toEqual({ fleetLimit: { A: 1000, B: 1000 }, vpTarget: 600 });
    expect(scenarioLimits(SCENARIOS.standard, { size: battleSize('medium'), scale: 1.5 })).toEqual({ fleetLimit: { A: 1500, B: 1500 }, vpTarget: 900 });
  });

  // Starmada p.59 §S.1; p.60-63: the others "set up as for a standard scenario".
  it('S.1 has the attacker deploy first; the others deploy as standard', () => {
    expect(SCENARIOS['S.1'].deploysFirst).toBe('attacker');
    expect(SCENARIOS['S.4'].deploysFirst).toBe('moreShips');
  });
});

describe('fleets against a scenario', () => {
  const ship = (name: string, combatRating: number) => ({ name, combatRating });

  // Starmada p.61 §S.6: attacker fleet limit 1000, defender 1400.
  it('S.6: the attacker may field 1000 CR, the defender 1400', () => {
    const over = validateScenarioFleet(SCENARIOS['S.6'], 'A', [ship('Raider', 600), ship('Raider II', 650)]);
    expect(over.ok ? '' : over.error[0]?.message).toBe('Your fleet is 1250 CR; the attacker in S.6 Hit & Run allows 1000.');
    expect(validateScenarioFleet(SCENARIOS['S.6'], 'B', [ship('Raider', 600), ship('Raider II', 650)]).ok).toBe(true);
  });

  // Starmada p.63 §S.10: no individual ship may have a combat rating higher than 150.
  it('S.10: no ship above CR 150', () => {
    const r = validateScenarioFleet(SCENARIOS['S.10'], 'A', [ship('Tin Can', 150), ship('Bruiser', 180)]);
    expect(r.ok ? [] : r.error.map((e) => e.message)).toEqual(['Bruiser is CR 180; in S.10 Tin Can Dustup no ship may be above CR 150.']);
    expect(validateScenarioFleet(SCENARIOS['S.10'], 'B', [ship('Tin Can', 150), ship('Tin Can II', 150)]).ok).toBe(true);
  });

  // Starmada p.59 §S.1: one defending ship of CR 400–600; the attacker up to twice its CR.
  it('S.1: one defender of CR 400–600, the attacker up to twice it', () => {
    expect(validateScenarioFleet(SCENARIOS['S.1'], 'B', [ship('Lone', 450)])).toEqual({ ok: true, value: 450 });
    expect(validateScenarioFleet(SCENARIOS['S.1'], 'B', [ship('Lone', 350)]).ok).toBe(false);
    expect(validateScenarioFleet(SCENARIOS['S.1'], 'B', [ship('A', 200), ship('B', 200)]).ok).toBe(false);
    expect(validateScenarioFleet(SCENARIOS['S.1'], 'A', [ship('X', 500), ship('Y', 400)], { opponent: [ship('Lone', 450)] }).ok).toBe(true);
    const over = validateScenarioFleet(SCENARIOS['S.1'], 'A', [ship('X', 500), ship('Y', 401)], { opponent: [ship('Lone', 450)] });
    expect(over.ok ? '' : over.error[0]?.message).toBe("Your fleet is 901 CR; the attacker in S.1 (twice the defender's 450 CR) allows 900.");
  });

  // Starmada p.12 §2.2: the fleet limit of the battle size.
  it('standard: the battle size\'s limit', () => {
    expect(validateScenarioFleet(SCENARIOS.standard, 'A', [ship('Big', 745)], { size: battleSize('small') }).ok).toBe(false);
  });
});

describe('S.9 Storms in Space (p.63)', () => {
  // Starmada p.63 §S.9: 1 random headings, 2 no turns, 3–4 no effect, 5 −1 to hit and no long range, 6 no attacks.
  it('reads the storm table', () => {
    expect([1, 2, 3, 4, 5, 6].map(stormEffect)).toEqual(['randomHeadings', 'noTurns', 'none', 'none', 'poorTargeting', 'noAttacks']);
    expect(stormRestrictions('poorTargeting')).toEqual({ noTurns: false, noAttacks: false, starshipToHit: -1, noLongRange: true });
    expect(stormRestrictions('noAttacks').noAttacks).toBe(true);
    expect(stormRestrictions('noTurns').noTurns).toBe(true);
  });

  // "1 indicates the direction of the ship's current heading; 2-6 indicate the remaining hexsides in clockwise order."
  it('a random heading: 1 keeps it, 2–6 go round clockwise', () => {
    expect(stormHeading(2, 1)).toBe(2);
    expect(stormHeading(2, 2)).toBe(3);
    expect(stormHeading(2, 6)).toBe(1);
    expect(stormHeading(5, 4)).toBe(2);
  });

  // Starmada p.63 §S.9: result 1, one die per ship for its new heading.
  it('a 1 spins every ship with its own die; other results roll only the storm die', () => {
    const ships = [
      { id: 'maj', name: 'Majestic', heading: 0 as const },
      { id: 'kes', name: 'Kestrel', heading: 3 as const },
    ];
    const spin = rollStorm(ships, scriptedDice([1, 1, 4]));
    expect(spin.headings).toEqual([
      { shipId: 'maj', roll: 1, heading: 0 },
      { shipId: 'kes', roll: 4, heading: 0 },
    ]);
    expect(spin.text).toBe('Storm roll 1: Every starship is spun to a random heading.');
    const calm = rollStorm(ships, scriptedDice([3]));
    expect(calm.effect).toBe('none');
    expect(calm.headings).toEqual([]);
  });
});

describe('deployment order per scenario', () => {
  // Starmada p.59 §S.1: "The attacking side deploys first, followed by the defending side."
  it('S.1: the attacker places first even with fewer ships; others: the side with more ships', () => {
    expect(scenarioDeploymentOrder(SCENARIOS['S.1'], 2, 1, 'B').sequence.join('-')).toBe('A-B-A');
    expect(scenarioDeploymentOrder(SCENARIOS['S.1'], 1, 1, 'B').sequence.join('-')).toBe('A-B');
    expect(scenarioDeploymentOrder(SCENARIOS['S.4'], 2, 3, 'A').sequence.join('-')).toBe('B-A-B-A-B');
  });
});

describe('the scenarios added with issue 25 (Appendix S p.59–64)', () => {
  const ship = (name: string, combatRating: number) => ({ name, combatRating });

  // S.2 p.59, S.3 p.60: attacker 1200, defender 800; S.3's board is 50% longer (ruling 161: 48 × 18).
  it('S.2 and S.3: fleets, the attacker deploying first, S.3 on a longer board', () => {
    expect(scenarioLimits(SCENARIOS['S.2'])).toEqual({ fleetLimit: { A: 1200, B: 800 }, vpTarget: 500 });
    expect(scenarioLimits(SCENARIOS['S.3'])).toEqual({ fleetLimit: { A: 1200, B: 800 }, vpTarget: 500 });
    expect(SCENARIOS['S.3'].board).toEqual({ cols: 48, rows: 18 });
    expect([SCENARIOS['S.2'].deploysFirst, SCENARIOS['S.3'].deploysFirst, SCENARIOS['S.11'].deploysFirst, SCENARIOS['S.12'].deploysFirst]).toEqual(['attacker', 'attacker', 'attacker', 'attacker']);
    expect(SCENARIOS['S.2'].escape).toEqual({ edgeOf: 'A', afterKills: 0 });
    expect(SCENARIOS['S.3'].escape).toEqual({ edgeOf: 'B', afterKills: 0 });
  });

  // S.8 p.62: "Fleet Limit: 1200; at least one ship must have a combat rating ≥300"; defender 900.
  it('S.8: the attacker needs a ship of CR 300 or more', () => {
    expect(scenarioLimits(SCENARIOS['S.8'])).toEqual({ fleetLimit: { A: 1200, B: 900 }, vpTarget: 500 });
    const none = validateScenarioFleet(SCENARIOS['S.8'], 'A', [ship('Escort', 299), ship('Escort II', 200)]);
    expect(none).toMatchObject({ ok: false, error: [{ code: 'ERR_FLEET_PROTOTYPE', message: 'In S.8 The Shakedown Cruise the attacker needs at least one ship of CR 300 or more, the prototype; yours has none.' }] });
    expect(validateScenarioFleet(SCENARIOS['S.8'], 'A', [ship('Proto', 300), ship('Escort', 200)]).ok).toBe(true);
    expect(validateScenarioFleet(SCENARIOS['S.8'], 'B', [ship('Escort', 200)]).ok).toBe(true);
  });

  // S.11 p.64: "divided into two halves, each with a combat rating of no more than 800" (ruling 162: the list cut in two).
  it('S.11: the defender in two halves of the list, each at most 800 CR', () => {
    expect(defenderHalves(['a', 'b', 'c'])).toEqual([['a', 'b'], ['c']]);
    expect(validateScenarioFleet(SCENARIOS['S.11'], 'B', [ship('Big', 700), ship('Small', 100), ship('Mid', 400)]).ok).toBe(true);
    const heavy = validateScenarioFleet(SCENARIOS['S.11'], 'B', [ship('Big', 700), ship('Mid', 400), ship('Small', 100)]);
    expect(heavy).toMatchObject({ ok: false, error: [{ code: 'ERR_FLEET_HALVES' }] });
    expect(heavy.ok ? '' : heavy.error[0]?.message).toBe(
      "In S.11 To the Rescue each half of the defender's force is at most 800 CR; half 1 (Big, Mid) is 1100. The first 2 ships of your list form half 1: reorder the list.",
    );
    expect(validateScenarioFleet(SCENARIOS['S.11'], 'B', [ship('Lone', 500)])).toMatchObject({ ok: false, error: [{ code: 'ERR_FLEET_HALVES' }] });
  });

  // S.12 p.64: "Each of the attacking side's setup areas must contain forces with a total combat rating of at least 500."
  it('S.12: the attacker must be able to put 500 CR in each of its two areas', () => {
    expect(splitsInTwo([400, 100, 300, 200], 500)).toBe(true);
    expect(splitsInTwo([900, 300], 500)).toBe(false);
    expect(validateScenarioFleet(SCENARIOS['S.12'], 'A', [ship('Big', 900), ship('Small', 300)])).toMatchObject({ ok: false, error: [{ code: 'ERR_FLEET_AREAS' }] });
    expect(validateScenarioFleet(SCENARIOS['S.12'], 'A', [ship('A', 500), ship('B', 500), ship('C', 400)]).ok).toBe(true);
  });

  it('every scenario of the catalogue can be set up', () => {
    expect(SCENARIO_CATALOGUE.filter((e) => !parseScenario(e.id).ok).map((e) => e.id)).toEqual([]);
  });
});
