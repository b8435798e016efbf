/**
 * Test fixtures. The Majestic's Drake text is copied from the book (p.29); the synthetic ships are
 * test designs built with the Appendix A formulas (not from the book).
 */
import type { ShipClass, WeaponProfile } from '../../../../src/rules/starmada/ships/schema.ts';

/** Starmada p.29 §A.6, laid out line by line as the book prints it. */
export const MAJESTIC_DRAKE_P29 = `Imperial MAJESTIC-class Battlecruiser (185)
--
ID:   NAME:
--
Hull: 8-7-6-5-4-3-2-1   Engines: 4-3-2-1   Weapons: 17-13-9-5   Shields: 3-3-2-1
--
Lightning Turret | ACE [][]| BDF [][] // (2)        4-8-12  | 2x5+/1/1 (Pr1)
Laser Cannon     | AB []| AC [][]| BD [][]| EF [] // (3)  3-6-9   | 1x5+/1/1
Fusion Torpedo   | AB [][][][] // (2)                5-10-15 | 1x4+/3/1
--
Equipment: Countermeasures []| Hyperdrive [] // (1)`;

/** The Majestic (p.29) as JSON, with its empty traits and munitions lists. */
export const MAJESTIC_JSON = `{
  "faction": "Imperial", "className": "Majestic", "type": "Battlecruiser", "combatRating": 185, "hullSize": 8,
  "tracks": { "hull": [8, 7, 6, 5, 4, 3, 2, 1], "engines": [4, 3, 2, 1], "weapons": [17, 13, 9, 5], "shields": [3, 3, 2, 1] },
  "batteries": [
    { "name": "Lightning Turret", "profiles": [ { "range": [4, 8, 12], "rof": 2, "acc": 5, "imp": 1, "dmg": 1, "traits": ["Pr1"] } ],
      "banks": [ { "arcs": "ACE", "count": 2 }, { "arcs": "BDF", "count": 2 } ], "lossLimit": 2 },
    { "name": "Laser Cannon", "profiles": [ { "range": [3, 6, 9], "rof": 1, "acc": 5, "imp": 1, "dmg": 1, "traits": [] } ],
      "banks": [ { "arcs": "AB", "count": 1 }, { "arcs": "AC", "count": 2 }, { "arcs": "BD", "count": 2 }, { "arcs": "EF", "count": 1 } ], "lossLimit": 3 },
    { "name": "Fusion Torpedo", "profiles": [ { "range": [5, 10, 15], "rof": 1, "acc": 4, "imp": 3, "dmg": 1, "traits": [] } ],
      "banks": [ { "arcs": "AB", "count": 4 } ], "lossLimit": 2 }
  ],
  "equipment": { "items": [ { "system": "Countermeasures", "count": 1 }, { "system": "Hyperdrive", "count": 1 } ], "lossLimit": 1 },
  "traits": [],
  "munitions": []
}`;

/** Synthetic corvette (not from the book): hull 3, no shields, a seeker battery. */
export const SYNTHETIC_CORVETTE: ShipClass = {
  faction: 'TEST', className: 'Corvette', type: 'Corvette', combatRating: 30, hullSize: 3,
  tracks: { hull: [3, 2, 1], engines: [6, 3], weapons: [4, 2], shields: null },
  batteries: [
    { name: 'Pulse Laser', profiles: [{ range: [2, 4, 6], rof: 2, acc: 4, imp: 1, dmg: 1, traits: [] }], banks: [{ arcs: 'ABG', count: 2 }], lossLimit: 1 },
    { name: 'Light Missile', profiles: [{ range: null, ma: 8, rof: 1, acc: 4, imp: 1, dmg: 1, traits: [] }], banks: [{ arcs: 'G', count: 2 }], lossLimit: 1 },
  ],
};

/** Synthetic carrier (not from the book): hull 12, Carrier (4). */
export const SYNTHETIC_CARRIER: ShipClass = {
  faction: 'TEST', className: 'Carrier', type: 'Carrier', combatRating: 312, hullSize: 12,
  tracks: { hull: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1], engines: [3, 3, 2, 2, 1, 1], weapons: [6, 5, 4, 3, 2, 1], shields: [2, 2, 2, 1, 1, 1] },
  batteries: [
    { name: 'Flak Battery', profiles: [{ range: [1, 2, 3], rof: 3, acc: 4, imp: 1, dmg: 1, traits: ['Acr'] }], banks: [{ arcs: 'ACE', count: 2 }, { arcs: 'BDF', count: 2 }], lossLimit: 2 },
    { name: 'Heavy Laser', profiles: [{ range: [4, 8, 12], rof: 1, acc: 4, imp: 2, dmg: 1, traits: [] }], banks: [{ arcs: 'AB', count: 2 }], lossLimit: 1 },
  ],
  traits: [{ system: 'Carrier', value: 4 }],
};

/** A direct-fire profile with the given changes, for rules that look at one weapon. */
export const profile = (changes: Partial<WeaponProfile> = {}): WeaponProfile => ({ range: [3, 6, 9], rof: 1, acc: 4, imp: 1, dmg: 1, traits: [], ...changes });

/** A small valid ship whose single battery carries the given profiles, for focused checks. */
export function shipWith(changes: Partial<ShipClass> = {}): ShipClass {
  return {
    faction: 'Test', className: 'Probe', type: 'Frigate', combatRating: 10, hullSize: 4,
    tracks: { hull: [4, 3, 2, 1], engines: [4, 2], weapons: [2, 1], shields: [1, 1] },
    batteries: [{ name: 'Laser', profiles: [profile()], banks: [{ arcs: 'AB', count: 2 }], lossLimit: 1 }],
    ...changes,
  };
}
