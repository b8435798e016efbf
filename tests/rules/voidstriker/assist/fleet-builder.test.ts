// Fleet building in the lobby (src/rules/voidstriker/assist/fleet-builder.ts). Voidstriker Ch.5 sample ships,
// Ch.6 scenario forces; setup.ts checks the fleet again.
import { describe, expect, test } from 'vitest';
import { addShip, badName, emptyFleet, givenFleet, importShips, library, removeShip } from '../../../../src/rules/voidstriker/assist/fleet-builder.ts';
import { setupGame } from '../../../../src/rules/voidstriker/setup/setup.ts';
import { expectOk } from './fixtures.ts';

describe('empty, library, given', () => {
  test('empty is no ships; the library lists the 15 classes by id', () => {
    expect(emptyFleet()).toEqual({ ships: [] });
    const lib = library();
    expect(lib).toHaveLength(15);
    expect(lib.find((c) => c.value === 'ijn-battlecruiser-6000')?.name).toBe('Battlecruiser (IJN) · 6,000 t · 5,750 MB');
    expect(lib.every((c) => c.name.length <= 100)).toBe(true);
  });

  test('a book scenario gives each side an empty fleet (the book’s forces); a skirmish gives none', () => {
    expect(givenFleet('6.1', 'IJN')).toEqual({ ships: [], side: 'IJN' });
    expect(givenFleet('Raid on New Angeles V', 'Arab')).toEqual({ ships: [], side: 'Arab' });
    expect(givenFleet('skirmish', 'A')).toBeNull();
    expect(givenFleet('6.1', 'A')).toBeNull();
    expect(givenFleet('6.9', 'IJN')).toBeNull();
  });
});

describe('add and remove', () => {
  test('ships without names are called by their class, numbered; a player may name them', () => {
    let f = emptyFleet();
    const a = expectOk(addShip(f, 'Battlecruiser'));
    expect(a.added).toBe('Battlecruiser');
    f = a.fleet;
    const b = expectOk(addShip(f, 'ijn-battlecruiser-6000'));
    expect(b.added).toBe('Battlecruiser 2');
    f = b.fleet;
    const c = expectOk(addShip(f, 'Missile Destroyer (IJN) · 3,000 t · 3,695 MB', 'Kongo'));
    expect(c.added).toBe('Kongo');
    expect(c.fleet.ships).toEqual([
      { class: 'ijn-battlecruiser-6000', name: 'Battlecruiser' },
      { class: 'ijn-battlecruiser-6000', name: 'Battlecruiser 2' },
      { class: 'ijn-missile-destroyer-3000', name: 'Kongo' },
    ]);
    // The seat's side and player are kept.
    expect(expectOk(addShip({ side: 'IJN', player: 'Ana', ships: [] }, 'Battlecruiser')).fleet).toMatchObject({ side: 'IJN', player: 'Ana' });
  });

  test('ambiguous or unknown classes are refused with the choices', () => {
    const g = addShip(emptyFleet(), 'Gunboat');
    expect(g.ok).toBe(false);
    if (!g.ok) expect(g.error[0]?.message).toBe('"Gunboat" could be Gunboat (UNSN), Gunboat (US/FAC), Gunboat (RN), Gunboat (IJN).');
    expect(expectOk(addShip(emptyFleet(), 'RN Gunboat')).fleet.ships[0]?.class).toBe('rn-gunboat-500');
    const u = addShip(emptyFleet(), 'Yamato');
    expect(u.ok).toBe(false);
    if (!u.ok) expect(u.error[0]?.code).toBe('ERR_FLEET_CLASS');
  });

  test('names the orders could not read, or taken names, are refused', () => {
    expect(badName('Kongo', [])).toBeNull();
    expect(badName('Kon:go', [])).toBe('"Kon:go" cannot be used: the orders use : to separate their parts. A ship\'s name may not hold any of : · • ; , > |.');
    expect(badName('Fire Dragon', [])).toMatch(/starts with a word the orders use/);
    expect(badName('Salvo 3', [])).toMatch(/starts with a word/);
    expect(badName('x'.repeat(41), [])).toMatch(/at most 40/);
    expect(badName('kon go', ['Kongo'])).toMatch(/already has a ship called/);
    const r = addShip(emptyFleet(), 'Battlecruiser', 'Hood > Kongo');
    expect(r.ok).toBe(false);
  });

  test('a fleet holds at most 12 ships', () => {
    let f = emptyFleet();
    for (let i = 0; i < 12; i++) f = expectOk(addShip(f, 'Corsair')).fleet;
    const r = addShip(f, 'Corsair');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]?.code).toBe('ERR_FLEET_FULL');
  });

  test('remove by name (case and spaces ignored); an unknown name lists the fleet', () => {
    const f = expectOk(addShip(expectOk(addShip(emptyFleet(), 'Corsair', 'Scimitar')).fleet, 'Corsair')).fleet;
    const r = expectOk(removeShip(f, 'scimitar'));
    expect(r.removed).toBe('Scimitar');
    expect(r.fleet.ships).toEqual([{ class: 'arab-corsair-2000', name: 'Corsair' }]);
    const bad = removeShip(f, 'Hood');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error[0]?.message).toBe('Your fleet has no ship called "Hood": Scimitar, Corsair.');
    expect(removeShip({ ships: 'x' } as never, 'Hood').ok).toBe(false);
  });
});

describe('import', () => {
  test('counts, names and class ids, one a line; the fleet passes setup', () => {
    const r = expectOk(importShips(emptyFleet(), '# my skirmish\n2 × Destroyer Escort (US/FAC)\nKongo: Battlecruiser (IJN)\n\nus-gunboat-500\n3x corsair'));
    expect(r.added).toEqual(['Destroyer Escort', 'Destroyer Escort 2', 'Kongo', 'Gunboat', 'Corsair', 'Corsair 2', 'Corsair 3']);
    const game = setupGame({ options: { firePerPhase: false, asteroids: false }, fleets: { a: { side: 'A', player: 'Ana', ...r.fleet }, b: { side: 'B', player: 'Ben', ships: [{ class: 'rn-gunboat-500' }] } }, scenario: 'skirmish', seed: 's' });
    expect(expectOk(game).ships.map((s) => s.name).slice(0, 3)).toEqual(['Destroyer Escort', 'Destroyer Escort 2', 'Kongo']);
  });

  test('every bad line is reported with its number, and nothing is added', () => {
    const r = importShips(emptyFleet(), 'Corsair\n2 × Gunboat\nYamato\n0 x Corsair\nFire: Corsair');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.map((e) => e.at)).toEqual(['line 2', 'line 3', 'line 4', 'line 5']);
      expect(r.error[0]?.message).toMatch(/^line 2: "Gunboat" could be/);
    }
    expect(importShips(emptyFleet(), '\n# nothing\n').ok).toBe(false);
    const full = importShips(emptyFleet(), '13 × Corsair');
    expect(full.ok).toBe(false);
  });
});
