/**
 * The Veshari Compact, an opposing faction invented by Salvo (NOT from the book), with designs built by the
 * construction rules of Appendix A: every ship fits its SU budget, its tracks and loss limits follow A.3 and
 * its combat rating is the one A.2 gives (tests/rules/starmada/ships/library.test.ts).
 */
import type { ShipClass } from '../schema.ts';

/** Corvette (hull 2): no shields, stealth and solar sails; a Scatter gun and a Volatile flechette launcher. */
export const ZEPHYR: ShipClass = {
  faction: 'Veshari Compact',
  className: 'Zephyr',
  type: 'Corvette',
  combatRating: 28,
  hullSize: 2,
  tracks: { hull: [2, 1], engines: [6, 3], weapons: [4, 2], shields: null },
  batteries: [
    {
      name: 'Scattergun',
      profiles: [{ range: [2, 4, 6], rof: 1, acc: 3, imp: null, dmg: 1, traits: ['Sct'] }],
      banks: [{ arcs: 'FF', count: 2 }],
      lossLimit: 1,
    },
    {
      name: 'Flechette Launcher',
      profiles: [{ range: [3, 6, 9], rof: 1, acc: 5, imp: 1, dmg: 1, traits: ['Vlt'] }],
      banks: [{ arcs: 'G', count: 1 }],
      lossLimit: 1,
    },
  ],
  equipment: { items: [{ system: 'Stealth', count: 1 }], lossLimit: 1 },
  traits: [{ system: 'Solar Sails' }],
  munitions: [{ system: 'Boosters', count: 2 }],
};

/** Missile destroyer (hull 5): cloaked seeker carrier with expendable swarm missiles and a Deadly torpedo; built at Engines TL +1, Weapons TL −1. */
export const SIROCCO: ShipClass = {
  faction: 'Veshari Compact',
  className: 'Sirocco',
  type: 'Missile Destroyer',
  combatRating: 63,
  hullSize: 5,
  tracks: { hull: [5, 4, 3, 2, 1], engines: [5, 4, 2], weapons: [6, 4, 2], shields: [1, 1, 1] },
  batteries: [
    {
      name: 'Swarm Missile',
      profiles: [{ range: null, ma: 8, rof: 2, acc: 4, imp: 1, dmg: 1, traits: ['Exp'] }],
      banks: [{ arcs: 'FH', count: 2 }],
      lossLimit: 1,
    },
    {
      name: 'Reaper Torpedo',
      profiles: [{ range: null, ma: 10, rof: 1, acc: 4, imp: 2, dmg: 1, traits: ['Dly'] }],
      banks: [{ arcs: 'G', count: 1 }],
      lossLimit: 1,
    },
    {
      name: 'Point Laser',
      profiles: [{ range: [2, 4, 6], rof: 1, acc: 4, imp: 1, dmg: 1, traits: ['Dfn'] }],
      banks: [{ arcs: 'Aft', count: 1 }],
      lossLimit: 1,
    },
  ],
  equipment: { items: [{ system: 'Cloaking Device', count: 1 }, { system: 'Stutterdrive', count: 1 }], lossLimit: 1 },
  techLevels: { engines: 1, fighters: 0, shields: 0, weapons: -1 },
};

/** Heavy cruiser (hull 9): dual-mode disruptors in double mounts and defensive arcs, a Telescopic, Focused spear and long-range sensors. */
export const MISTRAL: ShipClass = {
  faction: 'Veshari Compact',
  className: 'Mistral',
  type: 'Heavy Cruiser',
  combatRating: 162,
  hullSize: 9,
  tracks: {
    hull: [9, 8, 7, 6, 5, 4, 3, 2, 1],
    engines: [4, 4, 3, 2, 1],
    weapons: [9, 8, 6, 4, 2],
    shields: [2, 2, 2, 1, 1],
  },
  batteries: [
    {
      name: 'Disruptor',
      profiles: [
        { mode: 'Assault', range: [6, 12, 18], rof: 1, acc: 5, imp: 2, dmg: 1, traits: [] },
        { mode: 'Point Defense', range: [2, 4, 6], rof: 2, acc: 4, imp: 1, dmg: 1, traits: ['Acr'] },
      ],
      banks: [{ arcs: 'AB', count: 2, mountSize: 2 }, { arcs: 'Port', count: 1 }, { arcs: 'Stbd', count: 1 }],
      lossLimit: 2,
    },
    {
      name: 'Graviton Spear',
      profiles: [{ range: [8, 16, 24], rof: 1, acc: 5, imp: null, dmg: 1, traits: ['Tls', 'Fcs'] }],
      banks: [{ arcs: 'FR', count: 2 }],
      lossLimit: 1,
    },
  ],
  equipment: {
    items: [
      { system: 'Countermeasures', count: 1 },
      { system: 'Long Range Sensors', count: 1 },
      { system: 'Overthrusters', count: 1 },
    ],
    lossLimit: 2,
  },
};

/** Battlecruiser (hull 11): directional shields and screens, ionized hull and shockwave, Proximity projectors, Fire-Linked and Disruptive guns. */
export const TEMPEST: ShipClass = {
  faction: 'Veshari Compact',
  className: 'Tempest',
  type: 'Battlecruiser',
  combatRating: 339,
  hullSize: 11,
  tracks: {
    hull: [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
    engines: [4, 4, 3, 2, 2, 1],
    weapons: [8, 7, 6, 4, 3, 2],
    shields: [12, 10, 8, 6, 4, 2],
  },
  directionalShields: { Fwd: 4, Port: 3, Stbd: 3, Aft: 2 },
  screens: { Fwd: 3, Port: 2, Stbd: 2, Aft: 1 },
  batteries: [
    {
      name: 'Nova Projector',
      profiles: [{ range: [3, 6, 9], rof: 1, acc: 4, imp: 1, dmg: 1, traits: ['Prx', 'Dfs'] }],
      banks: [{ arcs: 'Fwd', count: 2 }],
      lossLimit: 1,
    },
    {
      name: 'Linked Laser',
      profiles: [{ range: [4, 8, 12], rof: 2, acc: 4, imp: 1, dmg: 1, traits: ['FrL'] }],
      banks: [{ arcs: 'FP', count: 2 }, { arcs: 'FS', count: 2 }],
      lossLimit: 2,
    },
    {
      name: 'Phase Disruptor',
      profiles: [{ range: [5, 10, 15], rof: 1, acc: 4, imp: 2, dmg: 1, traits: ['Dsr'] }],
      banks: [{ arcs: 'AB', count: 2 }],
      lossLimit: 1,
    },
  ],
  traits: [{ system: 'Ionized Hull' }, { system: 'Shockwave' }],
};

/** Light carrier (hull 10): four flights and a troop transport, Non-Piercing repeating needle guns, mines and probes. */
export const MONSOON: ShipClass = {
  faction: 'Veshari Compact',
  className: 'Monsoon',
  type: 'Light Carrier',
  combatRating: 394,
  hullSize: 10,
  tracks: {
    hull: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
    engines: [4, 4, 3, 2, 1],
    weapons: [7, 6, 5, 3, 2],
    shields: [3, 3, 2, 2, 1],
  },
  batteries: [
    {
      name: 'Needle Gun',
      profiles: [{ range: [3, 6, 9], rof: 2, acc: 3, imp: 1, dmg: 1, traits: ['NPr', 'Rpt'] }],
      banks: [{ arcs: 'TT', count: 4 }],
      lossLimit: 2,
    },
    {
      name: 'Point Laser',
      profiles: [{ range: [2, 4, 6], rof: 1, acc: 4, imp: 1, dmg: 1, traits: ['Dfn'] }],
      banks: [{ arcs: 'ACE', count: 1 }, { arcs: 'BDF', count: 1 }],
      lossLimit: 1,
    },
  ],
  equipment: { items: [{ system: 'Hyperdrive', count: 1 }], lossLimit: 1 },
  traits: [{ system: 'Carrier', value: 4 }, { system: 'Transport', value: 2 }],
  munitions: [{ system: 'Mines', count: 4 }, { system: 'Probes', count: 3 }],
};
