// Building a fleet in the lobby (src/rules/starmada/assist/fleet-builder.ts): the library, adding and removing
// named ships, and importing designs in Drake notation (A.6 p.29) or JSON, every problem with its line.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addShip, emptyFleet, importDesigns, library, removeShip } from '../../../../src/rules/starmada/assist/fleet-builder.ts';
import { setupGame } from '../../../../src/rules/starmada/setup/game-setup.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { makeDrake } from '../../../../src/rules/starmada/ships/drake.ts';
import { MAJESTIC, SHIP_LIBRARY } from '../../../../src/rules/starmada/ships/library/index.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import { expectErr, expectOk, LANCER } from '../integration/fixtures.ts';
import { typed } from './fixtures.ts';

type Fleet = Record<string, unknown>;
const add = (fleet: Fleet, cls: string, name?: string): Fleet => expectOk(addShip(fleet, cls, name)).fleet;

/** The Majestic's sheet under another class name (p.29), as a player's own design. */
const REGAL: ShipClass = { ...MAJESTIC, className: 'Regal' };

describe('the library', () => {
  test('every class with its type and printed combat rating; the Majestic is CR 185 (p.29)', () => {
    const choices = library();
    // Starmada p.53 §F.6: the last choice is a long range flight, CR 60.
    expect(choices).toHaveLength(SHIP_LIBRARY.length + 1);
    expect(choices[0]).toEqual({ name: 'Majestic-class battlecruiser · CR 185', value: 'Majestic' });
    expect(choices.at(-1)).toEqual({ name: 'Long range flight (F.6) · CR 60', value: 'LRF' });
    for (const c of choices) expect(c.name.length).toBeLessThanOrEqual(100);
  });
});

describe('adding and removing ships', () => {
  test('a ship without a name takes its class name, numbered when taken; a named ship keeps its name', () => {
    let fleet = emptyFleet();
    const first = expectOk(addShip(fleet, 'majestic-class battlecruiser'));
    expect(first.added).toBe('Majestic');
    fleet = first.fleet;
    expect(expectOk(addShip(fleet, 'Majestic')).added).toBe('Majestic 2');
    fleet = add(fleet, 'Vigilant', 'Intrepid');
    expect(fleet).toEqual({ ships: [{ class: 'Majestic', name: 'Majestic' }, { class: 'Vigilant', name: 'Intrepid' }], designs: [] });
  });

  test('a name already in the fleet is refused, whatever its case', () => {
    const fleet = add(emptyFleet(), 'Majestic', 'Dauntless');
    expect(expectErr(addShip(fleet, 'Vigilant', 'dauntless'))[0]?.message).toBe('Your fleet already has a ship called dauntless; pick another name.');
  });

  test('an unknown class is refused with the library’s names', () => {
    const errors = expectErr(addShip(emptyFleet(), 'Enterprise'));
    expect(errors[0]?.code).toBe('ERR_FLEET_CLASS');
    expect(errors[0]?.message).toContain('Majestic, Vigilant');
  });

  test('remove by name, without regard to case; an unknown name lists the fleet', () => {
    const fleet = add(add(emptyFleet(), 'Majestic', 'Dauntless'), 'Vigilant');
    const removed = expectOk(removeShip(fleet, 'DAUNTLESS'));
    expect(removed.removed).toBe('Dauntless');
    expect(removed.fleet).toEqual({ ships: [{ class: 'Vigilant', name: 'Vigilant' }], designs: [] });
    expect(expectErr(removeShip(fleet, 'Nope'))[0]?.message).toBe('Your fleet has no ship called "Nope": Dauntless, Vigilant.');
  });

  test('a damaged stored fleet is refused, not trusted', () => {
    expect(expectErr(addShip({ ships: 'lots' }, 'Majestic'))[0]?.code).toBe('ERR_FLEET_STORED');
  });

  test('the fleet, with a side and a player, is what setup takes (2.2 p.12)', () => {
    const fleet = add(add(emptyFleet(), 'Majestic', 'Dauntless'), 'Vigilant');
    const other = add(emptyFleet(), 'Tempest');
    // The Vigilant and the Tempest use named arcs, so C.1 is on.
    const setup = setupGame({ options: { ...CORE_RULES, alternateArcs: true }, scenario: 'standard/small', fleets: { ana: { ...fleet, side: 'A', player: 'Ana' } as never, ben: { ...other, side: 'B', player: 'Ben' } as never } });
    expect(expectOk(setup).ships.map((s) => s.name)).toEqual(['Dauntless', 'Vigilant', 'Tempest']);
  });
});

describe('importing designs', () => {
  test('one design in Drake notation is added to the designs, and one ship of it to the fleet', () => {
    const done = expectOk(importDesigns(emptyFleet(), makeDrake(REGAL)));
    expect(done.added).toEqual(['Regal']);
    expect(done.fleet).toEqual({ ships: [{ class: 'Regal', name: 'Regal' }], designs: [REGAL] });
  });

  test('several Drake designs separated by blank lines', () => {
    const text = `${makeDrake(REGAL)}\n\n${makeDrake({ ...LANCER, className: 'Pike' })}\n`;
    const done = expectOk(importDesigns(emptyFleet(), text));
    expect(done.added).toEqual(['Regal', 'Pike']);
  });

  test('blank lines inside one design do not split it: a new design starts at a header line', () => {
    const text = makeDrake(REGAL).split('\n').join('\n\n');
    expect(expectOk(importDesigns(emptyFleet(), text)).added).toEqual(['Regal']);
  });

  test('every problem, in every design, with its line in the pasted text', () => {
    const first = makeDrake(REGAL).replace('Hull: 8-7-6-5-4-3-2-1', 'Hull: eight');
    const second = makeDrake({ ...LANCER, className: 'Pike' }).replace('| 1x3+/1/1', '| 1x9+/1/1');
    const text = `${first}\n\n${second}`;
    const errors = expectErr(importDesigns(emptyFleet(), text));
    const lines = text.split('\n');
    const hullLine = lines.findIndex((l) => l.includes('Hull: eight')) + 1;
    const accLine = lines.findIndex((l) => l.includes('1x9+')) + 1;
    expect(errors.map((e) => e.at)).toContain(`line ${hullLine}`);
    expect(errors.map((e) => e.at)).toContain(`line ${accLine}`);
    for (const e of errors) expect(e.message).toMatch(/^line \d+: /);
  });

  test('JSON: one design or a list of them', () => {
    expect(expectOk(importDesigns(emptyFleet(), JSON.stringify(REGAL))).added).toEqual(['Regal']);
    const both = expectOk(importDesigns(emptyFleet(), JSON.stringify([REGAL, { ...LANCER, className: 'Pike' }], null, 2)));
    expect(both.added).toEqual(['Regal', 'Pike']);
  });

  test('JSON problems: unreadable text gives its line; a bad design names its place and field', () => {
    const broken = expectErr(importDesigns(emptyFleet(), '{\n  "faction": "X",\n  oops\n}'));
    expect(broken[0]?.message).toMatch(/^line 3: the JSON cannot be read/);
    const bad = expectErr(importDesigns(emptyFleet(), JSON.stringify([REGAL, { ...LANCER, className: 'Pike', hullSize: 0 }])));
    expect(bad.every((e) => e.message.startsWith('design 2'))).toBe(true);
  });

  test('a design may not take a library class’s name, nor that of another design in the fleet', () => {
    const clash = expectErr(importDesigns(emptyFleet(), makeDrake({ ...LANCER, className: 'Majestic' })));
    expect(clash[0]?.message).toBe('line 1: Majestic is a library class; give your design another class name.');
    const fleet = expectOk(importDesigns(emptyFleet(), makeDrake(REGAL))).fleet;
    expect(expectErr(importDesigns(fleet, makeDrake({ ...LANCER, className: 'Regal' })))[0]?.code).toBe('ERR_IMPORT_NAME_TAKEN');
    // The same design again only adds another ship of it.
    const again = expectOk(importDesigns(fleet, makeDrake(REGAL)));
    expect(again.added).toEqual(['Regal 2']);
    expect((again.fleet['designs'] as unknown[]).length).toBe(1);
  });

  test('import never throws, on any text', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const result = importDesigns(emptyFleet(), text);
        if (!result.ok) for (const e of result.error) expect(e.message).toMatch(/\S/);
      }),
      { numRuns: 500 },
    );
    const drakeish = fc.array(fc.constantFrom(...makeDrake(REGAL).split('\n'), '', '{', '[', '}'), { maxLength: 20 }).map((ls) => ls.join('\n'));
    fc.assert(fc.property(drakeish, (text) => void importDesigns(emptyFleet(), text)), { numRuns: 300 });
  });
});
