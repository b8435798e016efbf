// The lobby's stored fleet (src/rules/starmada/assist/stored-fleet.ts): read defensively, classes found as setup finds
// them, and ship names given as setup gives them.
import { describe, expect, test } from 'vitest';
import { classFor, readStoredFleet, shipNames } from '../../../../src/rules/starmada/assist/stored-fleet.ts';
import { setupGame } from '../../../../src/rules/starmada/setup/game-setup.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { expectErr, expectOk, LANCER } from '../integration/fixtures.ts';

describe('stored fleets', () => {
  test('missing parts read as empty; wrong shapes are refused with a sentence', () => {
    expect(expectOk(readStoredFleet({}))).toEqual({ ships: [], designs: [] });
    expect(expectOk(readStoredFleet(undefined))).toEqual({ ships: [], designs: [] });
    expect(expectErr(readStoredFleet({ ships: [{ name: 'x' }] }))[0]?.message).toMatch(/^The stored fleet is damaged \(ships\.0\.class: .*\); start a new one\.$/);
  });

  test('the fleet’s own design comes before the library', () => {
    const fleet = expectOk(readStoredFleet({ ships: [], designs: [{ ...LANCER, className: 'Majestic', combatRating: 1 }] }));
    expect(classFor(fleet, 'majestic')?.combatRating).toBe(1);
    expect(classFor(expectOk(readStoredFleet({})), 'Majestic-class battlecruiser')?.combatRating).toBe(185);
    expect(classFor(fleet, 'nothing')).toBeUndefined();
  });

  test('names as setup gives them: the class name, numbered from 2 when taken', () => {
    const fleet = expectOk(readStoredFleet({ ships: [{ class: 'Vigilant' }, { class: 'Vigilant' }, { class: 'Majestic', name: 'Vigilant 3' }, { class: 'vigilant' }], designs: [] }));
    const names = shipNames(fleet);
    expect(names).toEqual(['Vigilant', 'Vigilant 2', 'Vigilant 3', 'Vigilant 4']);
    const setup = expectOk(
      setupGame({
        options: { ...CORE_RULES, alternateArcs: true },
        scenario: 'standard/medium',
        fleets: { ana: { ...fleet, side: 'A', player: 'Ana' }, ben: { ships: [{ class: 'Zephyr' }], designs: [], side: 'B', player: 'Ben' } },
      }),
    );
    expect(setup.ships.filter((s) => s.seat === 'ana').map((s) => s.name)).toEqual(names);
  });
});
