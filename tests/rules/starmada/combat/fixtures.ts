// Test fixtures for combat: the Majestic's tracks and sheet (book p.29) and a blank ship state.
import { hex } from '../../../../src/rules/core/hex.ts';
import type { DamageTracks } from '../../../../src/rules/starmada/combat/apply-damage.ts';
import type { ShipState } from '../../../../src/rules/starmada/state.ts';

/** Majestic tracks as printed on p.29: hull 8..1, engines 4-3-2-1, weapons 17-13-9-5, shields 3-3-2-1. */
export const MAJESTIC_TRACKS: DamageTracks = {
  hull: [8, 7, 6, 5, 4, 3, 2, 1],
  engines: [4, 3, 2, 1],
  weapons: [17, 13, 9, 5],
  shields: [3, 3, 2, 1],
};

/** The Majestic's batteries and equipment (p.29): loss limits 2, 3, 2 and equipment (1). */
export const MAJESTIC_SHEET = {
  batteries: [
    { name: 'Lightning Turret', banks: [{ arcs: 'ACE', count: 2 }, { arcs: 'BDF', count: 2 }], lossLimit: 2 },
    {
      name: 'Laser Cannon',
      banks: [{ arcs: 'AB', count: 1 }, { arcs: 'AC', count: 2 }, { arcs: 'BD', count: 2 }, { arcs: 'EF', count: 1 }],
      lossLimit: 3,
    },
    { name: 'Fusion Torpedo', banks: [{ arcs: 'AB', count: 4 }], lossLimit: 2 },
  ],
  equipment: { items: [{ system: 'Countermeasures', count: 1 }, { system: 'Hyperdrive', count: 1 }], lossLimit: 1 },
};

export function blankShip(over: Partial<ShipState> = {}): ShipState {
  return {
    id: 's1',
    name: 'Majestic',
    classId: 'majestic',
    side: 'A',
    seat: 'seat-a',
    at: hex(0, 0),
    heading: 0,
    facing: 0,
    prevSpeed: 4,
    lastSlips: { dir: null, count: 0 },
    hull: { checked: 0, pending: 0, crewFromBack: 0, crewPending: 0 },
    engines: { checked: 0, pending: 0 },
    weapons: { checked: 0, pending: 0 },
    shields: { checked: 0, pending: 0 },
    bankLosses: [
      [0, 0],
      [0, 0, 0, 0],
      [0],
    ],
    expended: [
      [0, 0],
      [0, 0, 0, 0],
      [0],
    ],
    lastFired: [
      [null, null],
      [null, null, null, null],
      [null],
    ],
    equipmentLost: {},
    munitionsUsed: {},
    inverted: false,
    status: 'active',
    ...over,
  };
}
