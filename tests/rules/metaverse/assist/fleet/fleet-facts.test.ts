// Metaverse p.85 "Fleets", p.101 "Match Play": a fleet's ships, loaded starfighter squadrons and match cost.
import { describe, expect, test } from 'vitest';
import { count as plural } from '../../../../../src/rules/core/text.ts';
import { fleetFacts, fleetLabel, loadedFighters, thousands } from '../../../../../src/rules/metaverse/assist/fleet/fleet-facts.ts';
import { CONCORD, PATROL, VORR } from './fixtures.ts';

describe('fleet facts', () => {
  test('thousands are grouped by three, the same on every machine', () => {
    expect([0, 999, 1000, 1170, 1234567].map(thousands)).toEqual(['0', '999', '1,000', '1,170', '1,234,567']);
    expect([plural(1, 'ship'), plural(4, 'ship')]).toEqual(['1 ship', '4 ships']);
  });

  test('a design\'s loaded starfighter squadrons by type', () => {
    expect(loadedFighters('salvo-harrier')).toEqual([['Lancer Strike Wing', 4]]);
    expect(loadedFighters('salvo-ravager')).toEqual([['Vorr Boarding Skiffs', 2], ['Vorr Raider Wing', 2]]);
    expect(loadedFighters('salvo-kestrel')).toEqual([]);
  });

  // p.101: match cost = designs + loaded starfighters (validate-fleet.ts fleetCost) when no cost is printed.
  test('the library fleets: ships, fighter squadrons, movement and cost', () => {
    // Resolute 430 + Harrier 300 + 2 × Kestrel 170 + 4 × Lancer 25 = 1,170.
    expect(fleetFacts(CONCORD)).toEqual({ ships: 4, fighterSquadrons: 4, movement: 'Cinematic', navy: 'Concord Navy (Salvo)', cost: 1170 });
    // Dominator 450 + Ravager 290 + 2 × Stalker 180 + 2 × Skiffs 20 + 2 × Raider 22 = 1,184.
    expect(fleetFacts(VORR)).toEqual({ ships: 4, fighterSquadrons: 4, movement: 'Newtonian', navy: 'Vorr Hegemony (Salvo)', cost: 1184 });
    expect(fleetFacts(PATROL).cost).toBe(1000);
  });

  test('the label for /fleet add autocomplete', () => {
    expect(fleetLabel(CONCORD)).toBe('Concord Task Group · Cinematic · 4 ships, 4 fighter squadrons · 1,170 pts');
    expect(fleetLabel({ ...PATROL, squadrons: [PATROL.squadrons[0] ?? CONCORD.squadrons[0]!] })).toBe('Hale Patrol · Cinematic · 1 ship · 430 pts');
    expect(fleetLabel({ ...PATROL, navy: 'nowhere' })).toMatch(/^Hale Patrol · unknown navy · /);
  });
});
