/**
 * The Imperial Majestic-class battlecruiser, the one complete ship the book gives as text: the Drake listing
 * on p.29 and the walkthrough of ch.1 (p.9-11). Copied as printed, including its two known inconsistencies
 * (digest §9.2, [AMB 1]): the weapons track 17-13-9-5 counts 17 items where the sheet lists 16 (A.3 gives
 * 16-12-8-4), and the printed combat rating 185 is what players score, although A.2 computes 187.
 * The p.10 prose gives engine rating 5; the track and the SU budget say 4, as printed here.
 */
import type { ShipClass } from '../schema.ts';

export const MAJESTIC: ShipClass = {
  faction: 'Imperial',
  className: 'Majestic',
  type: 'Battlecruiser',
  combatRating: 185,
  hullSize: 8,
  tracks: { hull: [8, 7, 6, 5, 4, 3, 2, 1], engines: [4, 3, 2, 1], weapons: [17, 13, 9, 5], shields: [3, 3, 2, 1] },
  batteries: [
    {
      name: 'Lightning Turret',
      profiles: [{ range: [4, 8, 12], rof: 2, acc: 5, imp: 1, dmg: 1, traits: ['Pr1'] }],
      banks: [{ arcs: 'ACE', count: 2 }, { arcs: 'BDF', count: 2 }],
      lossLimit: 2,
    },
    {
      name: 'Laser Cannon',
      profiles: [{ range: [3, 6, 9], rof: 1, acc: 5, imp: 1, dmg: 1, traits: [] }],
      banks: [{ arcs: 'AB', count: 1 }, { arcs: 'AC', count: 2 }, { arcs: 'BD', count: 2 }, { arcs: 'EF', count: 1 }],
      lossLimit: 3,
    },
    {
      name: 'Fusion Torpedo',
      profiles: [{ range: [5, 10, 15], rof: 1, acc: 4, imp: 3, dmg: 1, traits: [] }],
      banks: [{ arcs: 'AB', count: 4 }],
      lossLimit: 2,
    },
  ],
  equipment: { items: [{ system: 'Countermeasures', count: 1 }, { system: 'Hyperdrive', count: 1 }], lossLimit: 1 },
};
