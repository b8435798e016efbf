// Metaverse p.85 "Fleets", p.101 "Match Play" (fleets up to the agreed points; config pointsCap 1,500); p.86 rolls.
import { describe, expect, test } from 'vitest';
import { fleetSummary } from '../../../../../src/rules/metaverse/assist/fleet/fleet-summary.ts';
import { HEAVY, PATROL } from './fixtures.ts';

describe('the lobby summary', () => {
  test('a library fleet: navy, one line per squadron with ships, designs and fighters, the chain, the total', () => {
    expect(fleetSummary({ fleet: 'salvo-concord-task-group' }, 'match', {})).toEqual({
      lines: [
        'Concord Task Group · Concord Navy (Salvo) · Cinematic',
        'Squadron 1: CNS Resolute (Resolute, 430 pts) · Commodore Hale · crew regular',
        'Squadron 2: CNS Harrier (Harrier, 300 pts; 4 × Lancer Strike Wing) · Captain Osei · crew rolled at start',
        'Squadron 3: CNS Kestrel (Kestrel, 170 pts), CNS Merlin (Kestrel, 170 pts) · Commodore Hale · crew rolled at start',
        'Commanders: Commodore Hale (commodore, competent, flag) · Captain Osei (captain, rolled at start, under Commodore Hale)',
        'Total 4 ships in 3 squadrons · 1,170 / 1,500 pts',
      ],
      total: 1170,
      limit: 1500,
      problems: [],
    });
  });

  test('no fleet yet: a total line only, and the problem says how to pick one', () => {
    expect(fleetSummary({}, 'match/8', { smallTable: true })).toEqual({
      lines: ['Total 0 / 1,500 pts'],
      total: 0,
      limit: 1500,
      problems: ['No fleet yet: pick one with /fleet add (Concord Task Group, Vorr Raiding Squadron) or paste one with /fleet import.'],
    });
  });

  test('an imported fleet over the cap: 1,170 + 2 × 430 = 2,030 pts', () => {
    const s = fleetSummary({ custom: HEAVY }, 'match', {});
    expect(s.total).toBe(2030);
    expect(s.lines).toContain('Squadron 4: CNS Valiant (Resolute, 430 pts), CNS Vigilant (Resolute, 430 pts) · Commodore Hale · crew veteran');
    expect(s.lines.at(-1)).toBe('Total 6 ships in 4 squadrons · 2,030 / 1,500 pts');
    expect(s.problems).toEqual(['The fleet costs 2,030 pts, over the Match Play cap of 1,500; pick a smaller fleet.']);
  });

  test('an imported fleet under the cap has no problems; unknown costs and scenarios are reported', () => {
    expect(fleetSummary({ custom: PATROL }, 'match/12', {}).problems).toEqual([]);
    expect(fleetSummary({ custom: PATROL }, 'match', {}).total).toBe(1000);
    const sample = { ...PATROL, squadrons: [{ ...PATROL.squadrons[0]!, ships: [{ id: 'resolute', name: 'USS Thunderchild', design: 'uss-thunderchild', moraleValue: 50 }] }] };
    expect(fleetSummary({ custom: sample }, 'match', {}).problems).toContain('The fleet cost is unknown (a design has no cost); import it with a "cost".');
    expect(fleetSummary({ fleet: 'salvo-vorr-raiders' }, 'skirmish', 'garbage').problems).toEqual(['There is no Metaverse scenario "skirmish"; use match or match/N.']);
  });

  test('a stored record that cannot be read says how to fix it', () => {
    expect(fleetSummary({ fleet: 'gone' }, 'match', {}).problems[0]).toMatch(/pick one of Concord Task Group, Vorr Raiding Squadron with \/fleet add/);
  });
});
