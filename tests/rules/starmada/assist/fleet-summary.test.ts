// A lobby fleet against its scenario (src/rules/starmada/assist/fleet-summary.ts): ships with their combat ratings,
// the total, the fleet limit (2.2 p.12; Appendix S) and what keeps the fleet from being legal.
import { describe, expect, test } from 'vitest';
import { addShip, emptyFleet, importDesigns } from '../../../../src/rules/starmada/assist/fleet-builder.ts';
import { fleetNeeds } from '../../../../src/rules/starmada/assist/fleet-needs.ts';
import { fleetSummary, readOptions } from '../../../../src/rules/starmada/assist/fleet-summary.ts';
import { makeDrake } from '../../../../src/rules/starmada/ships/drake.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { DUELIST, expectOk } from '../integration/fixtures.ts';

type Fleet = Record<string, unknown>;
const add = (fleet: Fleet, cls: string, name?: string): Fleet => expectOk(addShip(fleet, cls, name)).fleet;
const arcs = { alternateArcs: true };

describe('fleetSummary', () => {
  test('one line per ship, the total and the Small battle’s limit of 700 (2.2 p.12)', () => {
    const fleet = add(add(emptyFleet(), 'Majestic', 'Dauntless'), 'Majestic');
    expect(fleetSummary(fleet, 'standard/small', arcs)).toEqual({
      lines: ['Dauntless · Majestic-class battlecruiser · CR 185', 'Majestic · Majestic-class battlecruiser · CR 185', 'Total 370 CR of 700 (Small battle)'],
      total: 370,
      limit: 700,
      problems: [],
    });
  });

  test('over the limit: a Very Small battle allows 400 (2.2 p.12)', () => {
    const fleet = add(add(add(emptyFleet(), 'Majestic'), 'Majestic'), 'Majestic');
    const summary = fleetSummary(fleet, 'standard/verySmall', arcs);
    expect(summary).toMatchObject({ total: 555, limit: 400 });
    expect(summary.problems).toEqual(['Your fleet is 555 CR; a Very Small battle allows 400.']);
  });

  // A class that needs an optional rule the game has off is a need (the GM's one click), not a problem of the fleet.
  test('a class needing an optional rule that is off (C.1 named arcs, C.2 dual mode, p.39) is a need, once per class', () => {
    const fleet = add(add(emptyFleet(), 'Vigilant'), 'Vigilant', 'Watchful');
    expect(fleetSummary(fleet, 'standard/small', {}).problems).toEqual([]);
    expect(fleetNeeds(fleet, {})).toEqual([{ optionId: 'alternateArcs', why: 'Vigilant uses named or defensive firing arcs' }]);
    expect(fleetNeeds(fleet, arcs)).toEqual([]);
    const duel = expectOk(importDesigns(emptyFleet(), makeDrake(DUELIST))).fleet;
    expect(fleetNeeds(duel, {})).toEqual([{ optionId: 'dualMode', why: 'Duelist has dual-mode weapons' }]);
    expect(fleetNeeds(add(emptyFleet(), 'Monsoon'), {}).map((n) => n.optionId)).toEqual(['alternateArcs', 'carriers']);
  });

  test('S.10: no ship above CR 150 (p.63)', () => {
    const fleet = add(emptyFleet(), 'Majestic');
    const summary = fleetSummary(fleet, 'S.10', arcs);
    expect(summary.limit).toBe(1200);
    expect(summary.problems).toEqual(['Majestic is CR 185; in S.10 Tin Can Dustup no ship may be above CR 150.']);
  });

  test('sides with different limits (S.6 p.61): no single limit; a fleet that fits one side only is told so', () => {
    let fleet = emptyFleet();
    for (let i = 0; i < 6; i++) fleet = add(fleet, 'Majestic');
    const summary = fleetSummary(fleet, 'S.6', arcs);
    expect(summary.limit).toBeNull();
    expect(summary.total).toBe(1110);
    expect(summary.lines.at(-1)).toBe('Total 1110 CR · S.6 Hit & Run: attacker (A) 1000 CR, defender (B) 1400 CR');
    expect(summary.problems).toEqual(['As the attacker (A): Your fleet is 1110 CR; the attacker in S.6 Hit & Run allows 1000. It fits the defender (B).']);
  });

  test('an empty fleet, an unknown class and an unknown scenario are problems', () => {
    expect(fleetSummary(emptyFleet(), 'standard/small', {}).problems).toEqual(['Your fleet has no ships yet; add at least one.']);
    const unknown = fleetSummary({ ships: [{ class: 'Enterprise' }], designs: [] }, 'standard/small', {});
    expect(unknown.lines[0]).toBe('Enterprise · Enterprise · unknown class');
    expect(unknown.problems[0]).toBe('Enterprise: "Enterprise" is not a known class; import its design or remove the ship.');
    expect(fleetSummary(emptyFleet(), 'nowhere', {})).toMatchObject({ limit: null });
    const broken = fleetSummary({ ships: [{ class: 'Majestic' }], designs: [{ className: 'Half' }] }, 'standard/small', {});
    expect(broken.problems[0]).toMatch(/^Imported design 1 is not a sound ship \(.+\); import it again\.$/);
  });

  test('options: only known options set to true count', () => {
    expect(readOptions({ alternateArcs: true, dualMode: 'yes', bogus: true })).toEqual({ ...CORE_RULES, alternateArcs: true });
    expect(readOptions(null)).toEqual(CORE_RULES);
  });
});
