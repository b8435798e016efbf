// The fleet summary in the lobby (src/rules/voidstriker/assist/fleet-summary.ts). Voidstriker Ch.5 costs (MB),
// Ch.6 forces (§6.1: IJN 2 Battlecruisers and 2 Missile Destroyers); setup.ts fleetClasses.
import { describe, expect, test } from 'vitest';
import { fleetSummary } from '../../../../src/rules/voidstriker/assist/fleet-summary.ts';

describe('fleet summary', () => {
  test('an empty fleet in a book scenario flies the book’s forces', () => {
    // §5.6: Battlecruiser 5,749.85 MB, Missile Destroyer 3,695.225 MB → 2 × each = 18,890.15 MB.
    expect(fleetSummary({ side: 'IJN', ships: [] }, '6.1', {})).toEqual({
      lines: ["Empty: you'll fly the book's forces: 2 × Battlecruiser, 2 × Missile Destroyer", 'Total 4 ships · 18,890 MB'],
      total: 18890,
      limit: null,
      problems: [],
    });
    expect(fleetSummary({ ships: [] }, '6.1', {}).lines).toEqual(["Empty: you'll fly the book's forces of your side (IJN or UNSN)."]);
  });

  test('the book’s ships exactly, named, pass; anything else is a problem with the book’s list', () => {
    const book = { side: 'IJN', ships: [{ class: 'ijn-battlecruiser-6000', name: 'Kongo' }, { class: 'ijn-battlecruiser-6000', name: 'Hiei' }, { class: 'ijn-missile-destroyer-3000' }, { class: 'ijn-missile-destroyer-3000' }] };
    const ok = fleetSummary(book, '6.1', {});
    expect(ok.problems).toEqual([]);
    expect(ok.lines[0]).toBe('Kongo · Battlecruiser (IJN) · 5,750 MB');
    expect(ok.lines[2]).toBe('Missile Destroyer · Missile Destroyer (IJN) · 3,695 MB');
    const wrong = fleetSummary({ side: 'IJN', ships: [{ class: 'ijn-battlecruiser-6000' }] }, '6.1', {});
    expect(wrong.problems).toEqual(["Scenario 6.1 gives IJN exactly 2 × Battlecruiser, 2 × Missile Destroyer. Leave the fleet empty to take the book's ships, or list exactly those."]);
    expect(wrong.total).toBe(5750);
  });

  test('skirmish: any ships, but not none; unknown scenario or side', () => {
    expect(fleetSummary({ side: 'A', ships: [{ class: 'arab-corsair-2000' }] }, 'skirmish', {}).problems).toEqual([]);
    expect(fleetSummary({ side: 'A', ships: [] }, 'skirmish', {}).problems).toEqual(['Side A has no ships: add some with /fleet add.']);
    expect(fleetSummary({ ships: [] }, '7.1', {}).problems[0]).toMatch(/no Voidstriker scenario "7.1"/);
    expect(fleetSummary({ side: 'B', ships: [] }, '6.1', {}).problems).toEqual(['Side B is not in this scenario; join IJN or UNSN.']);
    expect(fleetSummary({ ships: [{ class: 'arab-corsair-2000' }] }, '6.2', {}).problems).toEqual(['Join a side (FAC or Arab) first: scenario 6.2 gives each side its own ships.']);
    expect(fleetSummary({ side: 'A', ships: [{ class: 'nope' }] }, 'skirmish', {}).problems[0]).toMatch(/no Voidstriker ship class "nope"/);
  });
});
