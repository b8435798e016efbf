import type { FireDraftContext, FireWeapon, TurnDraftContext, DraftDrive, DraftShip } from '../../../../src/rules/metaverse/notation/types.ts';

/**
 * Sample seats built from the sample ships (ships/samples.ts: USS Thunderchild, ISS Vengeance, USS Avenger,
 * BGS Chimera, starfighters). Drives, FTL drives, hangars, weapons and sensors are the designs'; the
 * commanders, CPs and the USS Wasp (a second Avenger-class ship, named in the book's S-FTL-H example) are test data.
 */

const drive = (id: string, rating: number, ...arcs: string[]): DraftDrive => ({ id: `stl-${id}`, name: id, rating, arcs });

/** Thunderchild: S1, S2 (2, stern), B1, B2 (1, bow), P (3, port), SB (3, starboard); warp drive; bay of 1 CAP wing. */
export const THUNDERCHILD: DraftShip = {
  id: 'uss-thunderchild',
  name: 'USS Thunderchild',
  drives: [drive('S1', 2, 'stern'), drive('S2', 2, 'stern'), drive('B1', 1, 'bow'), drive('B2', 1, 'bow'), drive('P', 3, 'port'), drive('SB', 3, 'starboard')],
  ftl: { type: 'warp', charged: true },
  hangars: [{ id: 'tc-bay', name: 'Thunderchild bay', launchCapacity: 1, allowedTypes: ['sf-tc-fighter'], ready: [{ type: 'sf-tc-fighter', count: 1 }] }],
};

const avengerClass = (id: string, name: string): DraftShip => ({
  id,
  name,
  drives: [drive('S1', 3, 'stern'), drive('S2', 3, 'stern'), drive('B1', 3, 'bow'), drive('P', 2, 'port'), drive('SB', 2, 'starboard')],
  ftl: { type: 'hyper', charged: true },
  hangars: [],
});

/** Vengeance: T1, T2 (3, stern), B1, B2 (2, bow), P1–P3 (1, port-bow/port-stern), S1–S3 (1, starboard-bow/-stern); hyper. */
export const VENGEANCE: DraftShip = {
  id: 'iss-vengeance',
  name: 'ISS Vengeance',
  drives: [
    drive('T1', 3, 'stern'),
    drive('T2', 3, 'stern'),
    drive('B1', 2, 'bow'),
    drive('B2', 2, 'bow'),
    ...['P1', 'P2', 'P3'].map((p) => drive(p, 1, 'port-bow', 'port-stern')),
    ...['S1', 'S2', 'S3'].map((s) => drive(s, 1, 'starboard-bow', 'starboard-stern')),
  ],
  ftl: { type: 'hyper', charged: true },
  hangars: [{ id: 'ven-bay', name: 'Vengeance bay', launchCapacity: 2, allowedTypes: ['sf-v-fighter'], ready: [{ type: 'sf-v-fighter', count: 7 }] }],
};

/** Chimera: T1, T2 (2, stern), B (2, bow), P (2, port), SB (2, starboard); jump drive. The gravity wall is test data (no sample ship has one). */
export const CHIMERA: DraftShip = {
  id: 'bgs-chimera',
  name: 'BGS Chimera',
  drives: [drive('T1', 2, 'stern'), drive('T2', 2, 'stern'), drive('B', 2, 'bow'), drive('P', 2, 'port'), drive('SB', 2, 'starboard')],
  ftl: { type: 'jump', charged: true },
  hangars: [],
  gravityWalls: [{ id: 'gw', name: 'Gravity Wall', rating: 2, arcs: ['bow', 'port', 'starboard'] }],
};

const FIGHTER_TYPES = [
  { id: 'sf-tc-fighter', name: 'Thunderchild CAP Wing' },
  { id: 'sf-v-fighter', name: 'Vengeance Strike Wing' },
];

/** The EFN seat: USS Thunderchild alone, and the Avenger Group (USS Avenger, USS Wasp). */
export const EFN: TurnDraftContext = {
  squadrons: [
    { id: 'sq-tc', name: 'USS Thunderchild', method: 'cinematic', directionality: 'square', ships: [THUNDERCHILD], rotation: 0, inReserve: false, payers: ['cmd-hale'], fighters: [{ id: 'red-1', name: 'Red Flight', type: 'sf-tc-fighter' }] },
    {
      id: 'sq-av',
      name: 'Avenger Group',
      method: 'cinematic',
      directionality: 'square',
      ships: [avengerClass('uss-avenger', 'USS Avenger'), avengerClass('uss-wasp', 'USS Wasp')],
      rotation: 0,
      inReserve: false,
      payers: ['cmd-reyes', 'cmd-hale'],
      fighters: [],
    },
  ],
  commanders: [
    { id: 'cmd-hale', name: 'Commodore Hale', cp: 4 },
    { id: 'cmd-reyes', name: 'Captain Reyes', cp: 2 },
  ],
  enemyShips: [
    { id: 'iss-vengeance', name: 'ISS Vengeance' },
    { id: 'bgs-chimera', name: 'BGS Chimera' },
  ],
  fighterTypes: FIGHTER_TYPES,
};

/** The Lokaran seat: ISS Vengeance, and BGS Chimera (square Newtonian). */
export const LOKARAN: TurnDraftContext = {
  squadrons: [
    { id: 'sq-ven', name: 'ISS Vengeance', method: 'newtonian', directionality: 'hexagon', ships: [VENGEANCE], rotation: 0, inReserve: false, payers: ['cmd-koss'], fighters: [] },
    { id: 'sq-chi', name: 'BGS Chimera', method: 'newtonian', directionality: 'square', ships: [CHIMERA], rotation: 0, inReserve: false, payers: ['cmd-koss'], fighters: [] },
  ],
  commanders: [{ id: 'cmd-koss', name: 'Admiral Koss', cp: 3 }],
  enemyShips: [
    { id: 'uss-thunderchild', name: 'USS Thunderchild' },
    { id: 'uss-avenger', name: 'USS Avenger' },
    { id: 'uss-wasp', name: 'USS Wasp' },
  ],
  fighterTypes: FIGHTER_TYPES,
};

const copies = (id: string, n: number, w: Omit<FireWeapon, 'id'>): FireWeapon[] => Array.from({ length: n }, (_, i) => ({ ...w, id: `${id}-${i + 1}` }));

/** Each weapon's label as the game gives it (ships/part-labels.ts): weapons sharing a name are numbered in order. */
function labelled(ctx: FireDraftContext): FireDraftContext {
  return {
    ...ctx,
    ships: ctx.ships.map((ship) => {
      const count = (name: string): number => ship.weapons.filter((w) => w.name === name).length;
      const seen = new Map<string, number>();
      return {
        ...ship,
        weapons: ship.weapons.map((w) => {
          const n = (seen.get(w.name) ?? 0) + 1;
          seen.set(w.name, n);
          return { ...w, label: count(w.name) > 1 ? `${w.name} ${n}` : w.name };
        }),
      };
    }),
  };
}

/** EFN fire: Thunderchild's six Heavy Lasers, the Avenger's weapons and rating-24 fire control. */
export const EFN_FIRE: FireDraftContext = labelled({
  ships: [
    {
      id: 'uss-thunderchild',
      name: 'USS Thunderchild',
      weapons: copies('las', 6, { name: 'Heavy Laser', modes: [{ name: 'Beam', damageType: 'energy' }] }),
      sensors: [
        { id: 'sen-A', name: 'Sensor A' },
        { id: 'sen-B', name: 'Sensor B' },
      ],
      fireControl: null,
    },
    {
      id: 'uss-avenger',
      name: 'USS Avenger',
      weapons: [
        ...copies('ion', 2, { name: 'Ion Cannon', modes: [{ name: 'Ion', damageType: 'energy' }] }),
        ...copies('dim-port', 2, { name: 'Phase Disruptor', modes: [{ name: 'Phase', damageType: 'energy' }] }),
        { id: 'dim-3', name: 'Phase Disruptor', modes: [{ name: 'Phase', damageType: 'energy' }] },
        { id: 'pdgun', name: 'Flak Battery', modes: [{ name: 'Flak', damageType: 'kinetic' }] },
      ],
      sensors: [
        { id: 'sen-1', name: 'Sensor 1' },
        { id: 'sen-2', name: 'Sensor 2' },
        { id: 'sen-3', name: 'Sensor 3' },
      ],
      fireControl: { id: 'fc', name: 'Fire Control', rating: 24 },
    },
  ],
  targets: [
    { id: 'iss-vengeance', name: 'ISS Vengeance', kind: 'ship' },
    { id: 'bgs-chimera', name: 'BGS Chimera', kind: 'ship' },
    { id: 'm-strike', name: 'Strike Mission', kind: 'mission' },
  ],
});

/** Lokaran fire: Vengeance's Mass Drivers, Missile Racks, Spinal Lance, Plasma Torpedo; Chimera's launcher. */
export const LOKARAN_FIRE: FireDraftContext = labelled({
  ships: [
    {
      id: 'iss-vengeance',
      name: 'ISS Vengeance',
      weapons: [
        ...copies('rail', 4, { name: 'Mass Driver', modes: [{ name: 'Slug', damageType: 'kinetic' }] }),
        ...copies('msl', 2, { name: 'Missile Rack', modes: [{ name: 'Salvo', damageType: 'indirect' }] }),
        { id: 'spinal', name: 'Spinal Lance', modes: [{ name: 'Lance', damageType: 'energy' }] },
        { id: 'plasma', name: 'Plasma Torpedo', modes: [{ name: 'Torpedo', damageType: 'indirect' }] },
      ],
      sensors: [
        { id: 'sen-A', name: 'Sensor A' },
        { id: 'sen-B', name: 'Sensor B' },
      ],
      fireControl: null,
    },
    {
      id: 'bgs-chimera',
      name: 'BGS Chimera',
      weapons: [
        ...copies('am', 2, { name: 'Antimatter Projector', modes: [{ name: 'Beam', damageType: 'energy' }] }),
        { id: 'tl-1', name: 'Torpedo Launcher', modes: [], munitions: [{ id: 'torp', name: 'Torpedo', maxPerTurn: 2, damageType: 'indirect' }] },
      ],
      sensors: [
        { id: 'sen-1', name: 'Sensor 1' },
        { id: 'sen-2', name: 'Local Sensor' },
      ],
      fireControl: null,
    },
  ],
  targets: [
    { id: 'uss-thunderchild', name: 'USS Thunderchild', kind: 'ship' },
    { id: 'uss-avenger', name: 'USS Avenger', kind: 'ship' },
    { id: 'uss-wasp', name: 'USS Wasp', kind: 'ship' },
  ],
});
