/**
 * Imperial designs by Salvo, NOT from the book: the book's other 29 sample ships exist only as images
 * (digest §9.1). Built with the construction rules of Appendix A: every ship fits its SU budget, its tracks
 * and loss limits follow A.3 and its combat rating is the one A.2 gives (tests/rules/starmada/ships/library.test.ts).
 */
import type { ShipClass } from '../schema.ts';

/** Escort frigate (hull 3): a point-defence screen for bigger ships, with Defensive, Accurate flak all round and repeating lasers forward. */
export const VIGILANT: ShipClass = {
  faction: 'Imperial',
  className: 'Vigilant',
  type: 'Escort Frigate',
  combatRating: 61,
  hullSize: 3,
  tracks: { hull: [3, 2, 1], engines: [6, 3], weapons: [4, 2], shields: [1, 1] },
  batteries: [
    {
      name: 'Pulse Laser',
      profiles: [{ range: [3, 6, 9], rof: 2, acc: 4, imp: 1, dmg: 1, traits: ['Rpt'] }],
      banks: [{ arcs: 'FH', count: 2 }],
      lossLimit: 1,
    },
    {
      name: 'Flak Battery',
      profiles: [{ range: [1, 2, 3], rof: 2, acc: 4, imp: 1, dmg: 1, traits: ['Acr', 'Dfn'] }],
      banks: [{ arcs: 'TT', count: 2 }],
      lossLimit: 1,
    },
  ],
  munitions: [{ system: 'Flares', count: 4 }],
};

/** Destroyer (hull 5): Kinetic mass drivers, a Ballistic, Slow plasma torpedo dead ahead and two boarding squads. */
export const RESOLUTE: ShipClass = {
  faction: 'Imperial',
  className: 'Resolute',
  type: 'Destroyer',
  combatRating: 94,
  hullSize: 5,
  tracks: { hull: [5, 4, 3, 2, 1], engines: [5, 4, 2], weapons: [5, 4, 2], shields: [3, 2, 1] },
  batteries: [
    {
      name: 'Mass Driver',
      profiles: [{ range: [4, 8, 12], rof: 1, acc: 4, imp: 2, dmg: 1, traits: ['Knt'] }],
      banks: [{ arcs: 'AB', count: 2 }],
      lossLimit: 1,
    },
    {
      name: 'Plasma Torpedo',
      profiles: [{ range: [5, 10, 15], rof: 1, acc: 4, imp: 3, dmg: 2, traits: ['Bls', 'Slw'] }],
      banks: [{ arcs: 'G', count: 1 }],
      lossLimit: 1,
    },
    {
      name: 'Laser Cannon',
      profiles: [{ range: [3, 6, 9], rof: 1, acc: 5, imp: 1, dmg: 1, traits: [] }],
      banks: [{ arcs: 'PH', count: 1 }, { arcs: 'SH', count: 1 }],
      lossLimit: 1,
    },
  ],
  munitions: [{ system: 'Marines', count: 2 }],
};

/** Battleship (hull 14): screens and countermeasures, Piercing-2 particle beams, Modulating lances and triple-mount Carronade broadsides. */
export const SOVEREIGN: ShipClass = {
  faction: 'Imperial',
  className: 'Sovereign',
  type: 'Battleship',
  combatRating: 406,
  hullSize: 14,
  tracks: {
    hull: [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
    engines: [3, 3, 3, 2, 2, 1, 1],
    weapons: [13, 12, 10, 8, 6, 4, 2],
    shields: [3, 3, 3, 2, 2, 1, 1],
  },
  screens: { all: 6 },
  batteries: [
    {
      name: 'Heavy Particle Beam',
      profiles: [{ range: [6, 12, 18], rof: 1, acc: 4, imp: 2, dmg: 1, traits: ['Pr2'] }],
      banks: [{ arcs: 'FH', count: 3 }],
      lossLimit: 2,
    },
    {
      name: 'Graviton Lance',
      profiles: [{ range: [5, 10, 15], rof: 1, acc: 5, imp: 1, dmg: 1, traits: ['Mdl', 'Gid'] }],
      banks: [{ arcs: 'GHI', count: 2 }],
      lossLimit: 1,
    },
    {
      name: 'Broadside Battery',
      profiles: [{ range: [4, 8, 12], rof: 2, acc: 4, imp: 1, dmg: 1, traits: ['Crn', 'Cts'] }],
      banks: [{ arcs: 'PP', count: 1, mountSize: 3 }, { arcs: 'SS', count: 1, mountSize: 3 }],
      lossLimit: 1,
    },
    {
      name: 'Defense Laser',
      profiles: [{ range: [2, 4, 6], rof: 2, acc: 4, imp: 1, dmg: 1, traits: ['Acr'] }],
      banks: [{ arcs: 'ACE', count: 2 }, { arcs: 'BDF', count: 2 }],
      lossLimit: 2,
    },
  ],
  equipment: { items: [{ system: 'Countermeasures', count: 1 }, { system: 'Fire Control', count: 1 }], lossLimit: 1 },
  munitions: [{ system: 'Marines', count: 4 }],
};

/** Fleet carrier (hull 12): eight fighter flights with launch tubes, anti-fighter batteries, flak and expendable decoys. */
export const DOMINION: ShipClass = {
  faction: 'Imperial',
  className: 'Dominion',
  type: 'Fleet Carrier',
  combatRating: 686,
  hullSize: 12,
  tracks: {
    hull: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
    engines: [3, 3, 2, 2, 1, 1],
    weapons: [15, 13, 10, 8, 5, 3],
    shields: [2, 2, 2, 1, 1, 1],
  },
  batteries: [
    {
      name: 'Flak Battery',
      profiles: [{ range: [1, 2, 3], rof: 3, acc: 4, imp: 1, dmg: 1, traits: ['Acr', 'Dfn'] }],
      banks: [{ arcs: 'PH', count: 2 }, { arcs: 'SH', count: 2 }],
      lossLimit: 2,
    },
    {
      name: 'Ion Pulse',
      profiles: [{ range: [4, 8, 12], rof: 1, acc: 4, imp: 2, dmg: 2, traits: ['Inc'] }],
      banks: [{ arcs: 'FF', count: 2 }],
      lossLimit: 1,
    },
    {
      name: 'Heavy Laser',
      profiles: [{ range: [5, 10, 15], rof: 1, acc: 4, imp: 2, dmg: 1, traits: [] }],
      banks: [{ arcs: 'AC', count: 2 }, { arcs: 'BD', count: 2 }],
      lossLimit: 2,
    },
    {
      name: 'Decoy Launcher',
      profiles: [{ range: [3, 6, 9], rof: 3, acc: 4, imp: 1, dmg: 1, traits: ['Exp'] }],
      banks: [{ arcs: 'AH', count: 2 }],
      lossLimit: 1,
    },
  ],
  equipment: { items: [{ system: 'Countermeasures', count: 1 }, { system: 'Tractor Beam', count: 2 }], lossLimit: 2 },
  traits: [{ system: 'Carrier', value: 8 }, { system: 'Launch Tubes' }, { system: 'Anti-Fighter Batteries' }],
  munitions: [{ system: 'Shuttlecraft', count: 2 }],
};
