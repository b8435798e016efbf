// Test fixtures for movement: a blank ship state and a few ship classes (not from the book unless said).
import { hex, type Direction, type Hex } from '../../../../src/rules/core/hex.ts';
import { offsetToHex } from '../../../../src/rules/core/offset.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import { MAJESTIC } from '../../../../src/rules/starmada/ships/library/index.ts';
import type { ShipState } from '../../../../src/rules/starmada/state.ts';
import { CORE_RULES, type StarmadaOptions } from '../../../../src/rules/starmada/options.ts';

export { MAJESTIC };

/** Every movement option on. */
export const ALL_MOVEMENT_OPTIONS: StarmadaOptions = {
  ...CORE_RULES,
  cloaking: true,
  hyperdrive: true,
  emergencyThrust: true,
  evasiveAction: true,
  rolls: true,
  towing: true,
};

/** "0312" style, 1-based column then row, for readable positions. */
export const at = (col: number, row: number): Hex => offsetToHex({ col: col - 1, row: row - 1 });

/**
 * A synthetic class for tests (not from the book): the Majestic's sheet with another hull size and engine
 * track, and on request a cloaking device and boosters. Only the fields movement reads matter.
 */
export function testClass(over: { hullSize?: number; engines?: number[]; cloak?: boolean; boosters?: number } = {}): ShipClass {
  const hullSize = over.hullSize ?? 6;
  return {
    ...MAJESTIC,
    className: 'Test',
    hullSize,
    tracks: {
      hull: Array.from({ length: hullSize }, (_, i) => hullSize - i),
      engines: over.engines ?? [6, 4, 2],
      weapons: MAJESTIC.tracks.weapons,
      shields: MAJESTIC.tracks.shields,
    },
    equipment: over.cloak ? { items: [{ system: 'Cloaking Device', count: 1 }], lossLimit: 1 } : MAJESTIC.equipment,
    ...(over.boosters ? { munitions: [{ system: 'Boosters', count: over.boosters }] } : {}),
  };
}

export function ship(over: Partial<ShipState> & { id: string }): ShipState {
  const heading: Direction = over.heading ?? 0;
  return {
    name: over.id,
    classId: 'majestic',
    side: 'A',
    seat: 'seat-a',
    at: hex(0, 0),
    heading,
    facing: heading,
    prevSpeed: 4,
    lastSlips: { dir: null, count: 0 },
    hull: { checked: 0, pending: 0, crewFromBack: 0, crewPending: 0 },
    engines: { checked: 0, pending: 0 },
    weapons: { checked: 0, pending: 0 },
    shields: { checked: 0, pending: 0 },
    bankLosses: [],
    expended: [],
    lastFired: [],
    equipmentLost: {},
    munitionsUsed: {},
    inverted: false,
    status: 'active',
    ...over,
  };
}
