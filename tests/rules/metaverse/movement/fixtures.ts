/** Sample ships of the book's movement examples (Metaverse p.8–12). */
import type { MovingShip, StlDrive } from '../../../../src/rules/metaverse/movement/drives.ts';

const drive = (id: string, rating: number, arcs: StlDrive['arcs'], operational = true): StlDrive => ({ id, rating, arcs, operational });

/** USS Thunderchild: two size 2 stern, two size 1 bow, one size 3 out each side (p.8). */
export const thunderchild = (over: Partial<MovingShip> = {}): MovingShip => ({
  id: 'thunderchild',
  name: 'USS Thunderchild',
  mirrored: false,
  hasBridge: true,
  drives: [
    drive('S1', 2, ['stern']),
    drive('S2', 2, ['stern']),
    drive('B1', 1, ['bow']),
    drive('B2', 1, ['bow']),
    drive('P', 3, ['port']),
    drive('SB', 3, ['starboard']),
  ],
  ...over,
});

/** ISS Vengeance: two size 3 stern, two size 2 bow, three size 1 port-bow/port-stern, three starboard (p.9). */
export const vengeance = (over: Partial<MovingShip> = {}): MovingShip => ({
  id: 'vengeance',
  name: 'ISS Vengeance',
  mirrored: false,
  hasBridge: true,
  drives: [
    drive('ST1', 3, ['stern']),
    drive('ST2', 3, ['stern']),
    drive('BW1', 2, ['bow']),
    drive('BW2', 2, ['bow']),
    drive('PD1', 1, ['port-bow', 'port-stern']),
    drive('PD2', 1, ['port-bow', 'port-stern']),
    drive('PD3', 1, ['port-bow', 'port-stern']),
    drive('SD1', 1, ['starboard-bow', 'starboard-stern']),
    drive('SD2', 1, ['starboard-bow', 'starboard-stern']),
    drive('SD3', 1, ['starboard-bow', 'starboard-stern']),
  ],
  ...over,
});

export { drive };
