import { describe, expect, it } from 'vitest';
import { checkCombatRating, rateShip } from '../../../../src/rules/starmada/ships/combat-rating.ts';
import { checkDesign } from '../../../../src/rules/starmada/ships/construction.ts';
import { SHIP_LIBRARY, findShipClass } from '../../../../src/rules/starmada/ships/library/index.ts';
import { MAJESTIC } from '../../../../src/rules/starmada/ships/library/index.ts';
import { validateShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import { hasTrait } from '../../../../src/rules/starmada/ships/sheet-lookup.ts';
import { checkTracks } from '../../../../src/rules/starmada/ships/tracks.ts';

const salvoDesigns = SHIP_LIBRARY.filter((ship) => ship !== MAJESTIC);

describe('SHIP_LIBRARY', () => {
  it('holds the Majestic and at least eight more ships of at least two factions, from escorts to capital ships', () => {
    expect(SHIP_LIBRARY[0]).toBe(MAJESTIC);
    expect(salvoDesigns.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SHIP_LIBRARY.map((s) => s.faction)).size).toBeGreaterThanOrEqual(2);
    const hulls = SHIP_LIBRARY.map((s) => s.hullSize);
    expect(Math.min(...hulls)).toBeLessThanOrEqual(3);
    expect(Math.max(...hulls)).toBeGreaterThanOrEqual(12);
    expect(SHIP_LIBRARY.some((s) => hasTrait(s, 'Carrier'))).toBe(true);
  });

  it('uses every weapon trait of C.5 somewhere', () => {
    // Starmada p.41-43 §C.5
    const traits = new Set(SHIP_LIBRARY.flatMap((s) => s.batteries.flatMap((b) => b.profiles.flatMap((p) => p.traits))));
    expect(traits.size).toBe(24);
  });

  it('has class names that are unique in any case', () => {
    const names = SHIP_LIBRARY.map((s) => s.className.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(SHIP_LIBRARY.map((ship) => [ship.className, ship] as const))('%s is a valid display sheet', (_name, ship) => {
    // Starmada ch.1 (p.9-11) and Appendix A-C rules as checked by the schema
    expect(validateShipClass(ship)).toEqual({ ok: true, value: ship });
  });

  it.each(SHIP_LIBRARY.map((ship) => [ship.className, ship] as const))('%s fits its SU budget', (_name, ship) => {
    // Starmada p.24 §A.1: the components may not exceed the total space units
    const design = checkDesign(ship);
    expect(design.ok ? [] : design.error.map((e) => e.message)).toEqual([]);
    expect(design.ok && design.value.remaining).toBeGreaterThanOrEqual(0);
  });

  it.each(salvoDesigns.map((ship) => [ship.className, ship] as const))('%s has the A.3 tracks and loss limits', (_name, ship) => {
    // Starmada p.26-27 §A.3
    expect(checkTracks(ship)).toEqual({ ok: true, value: ship });
  });

  it.each(salvoDesigns.map((ship) => [ship.className, ship] as const))('%s carries the combat rating A.2 gives', (_name, ship) => {
    // Starmada p.26 §A.2
    expect(ship.combatRating).toBe(rateShip(ship).combatRating);
    expect(checkCombatRating(ship).ok).toBe(true);
  });

  it('keeps the Majestic as the book prints it: CR 185 and a 17-box weapons count', () => {
    // Starmada p.9 (CR 185) and p.10/p.29 (weapons track 17-13-9-5); A.2 gives 187 and A.3 gives 16-12-8-4
    // (ruling 1): the printed values are what players score and mark, so the library keeps them.
    expect(MAJESTIC.combatRating).toBe(185);
    expect(rateShip(MAJESTIC).combatRating).toBe(187);
    expect(MAJESTIC.tracks.weapons).toEqual([17, 13, 9, 5]);
    const tracks = checkTracks(MAJESTIC);
    expect(tracks.ok ? [] : tracks.error.map((e) => e.at)).toEqual(['tracks.weapons']);
  });
});

describe('findShipClass', () => {
  it('finds a class by name in any case, with or without "-class" and its type', () => {
    for (const name of ['Majestic', 'majestic', 'MAJESTIC-class', 'Majestic-class battlecruiser', '  majestic   class  Battlecruiser ', 'Imperial Majestic']) {
      expect(findShipClass(name)).toBe(MAJESTIC);
    }
    expect(findShipClass('Tempest-class battlecruiser')?.faction).toBe('Veshari Compact');
  });

  it('finds nothing for an unknown name', () => {
    expect(findShipClass('Majestik')).toBeUndefined();
    expect(findShipClass('')).toBeUndefined();
  });
});
