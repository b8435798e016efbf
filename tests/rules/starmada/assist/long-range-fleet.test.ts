// Starmada p.53 §F.6: long range flights are bought in the lobby like ships ("LRF", CR 60), counted in the fleet's
// total, and refused at the start, with the option to turn on, while F.6 is off.
import { describe, expect, test } from 'vitest';
import { addShip, emptyFleet, removeShip } from '../../../../src/rules/starmada/assist/fleet-builder.ts';
import { fleetNeeds } from '../../../../src/rules/starmada/assist/fleet-needs.ts';
import { fleetSummary } from '../../../../src/rules/starmada/assist/fleet-summary.ts';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { expectErr, expectOk, fleet } from '../integration/fixtures.ts';

describe('buying long range flights (F.6 p.53)', () => {
  test('/fleet add ship:LRF adds a flight named LRF, numbered like ships; it can be removed by name', () => {
    let stored = expectOk(addShip(emptyFleet(), 'Majestic')).fleet;
    const first = expectOk(addShip(stored, 'LRF'));
    expect(first.added).toBe('LRF');
    const second = expectOk(addShip(first.fleet, 'long range fighters'));
    expect(second.added).toBe('LRF 2');
    const named = expectOk(addShip(second.fleet, 'lrf', 'Wolf'));
    expect(named.added).toBe('Wolf');
    stored = expectOk(removeShip(named.fleet, 'LRF 2')).fleet;
    expect((stored as { ships: unknown[] }).ships).toEqual([{ class: 'Majestic', name: 'Majestic' }, { class: 'LRF', name: 'LRF' }, { class: 'LRF', name: 'Wolf' }]);
  });

  test('each counts CR 60 toward the fleet limit, on its own line', () => {
    const stored = expectOk(addShip(expectOk(addShip(emptyFleet(), 'Majestic')).fleet, 'LRF')).fleet;
    const summary = fleetSummary(stored, 'standard/small', {});
    expect(summary.lines).toEqual(['Majestic · Majestic-class battlecruiser · CR 185', 'LRF · long range flight (F.6) · CR 60', 'Total 245 CR of 700 (Small battle)']);
    expect(summary.problems).toEqual([]);
  });

  test('the lobby offers F.6 while it is off, and the start refuses the flight with the option to turn on', () => {
    const stored = expectOk(addShip(emptyFleet(), 'LRF')).fleet;
    expect(fleetNeeds(stored, {})).toEqual([{ optionId: 'longRangeFighters', why: 'Your fleet has long range flights' }]);
    expect(fleetNeeds(stored, { longRangeFighters: true })).toEqual([]);
    const fleets = { ana: fleet('A', 'Ana', [{ class: 'Lancer' }, { class: 'LRF', name: 'Wolf' }]), ben: fleet('B', 'Ben', [{ class: 'Lancer' }]) };
    const errors = expectErr(starmada.setup({ options: CORE_RULES, fleets, scenario: 'standard/small', seed: 's' }));
    expect(errors.map((e) => e.message)).toEqual(['Ana: Wolf is a long range flight: turn on Long range fighters (F.6).']);
  });

  test('with F.6 on, the flight starts the game waiting to deploy, with no carrier; a variant takes its own count (F.4)', () => {
    const fleets = {
      ana: fleet('A', 'Ana', [{ class: 'Lancer' }, { class: 'LRF', name: 'Wolf', flights: ['heavy'] }]),
      ben: fleet('B', 'Ben', [{ class: 'Lancer' }]),
    };
    const state = expectOk(starmada.setup({ options: { ...CORE_RULES, longRangeFighters: true, fighterVariants: true }, fleets, scenario: 'standard/small', seed: 's' }));
    expect(state.flights.map((f) => [f.id, f.name, f.count, f.variant, f.carrierId, f.longRange])).toEqual([['lrf-wolf', 'Wolf', 4, 'heavy', '', true]]);
    expect(state.longRangeFlights).toEqual([{ id: 'lrf-wolf', name: 'Wolf', side: 'A' }]);
    // Placed with the ships, in side A's zone, by the same placement text (ruling 200).
    const deployed = starmada.resolve(state, { ana: expectOk(starmada.parse(state, 'ana', 'Lancer 0305 NE\nWolf 0306 NE')), ben: starmada.missing(state, 'ben') }, scriptedDice([]));
    expect(deployed.events.map((e) => e.text)).toContain('Wolf (side A) deploys in 0306 facing NE.');
    const refused = starmada.parse(state, 'ana', 'Lancer 0305 NE\nWolf 1606 NE');
    expect(refused.ok ? [] : refused.error.map((e) => e.unit ?? e.at)).toEqual(['Wolf']);
  });
});
