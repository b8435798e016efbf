/** Reading systems off a sheet: how many levels of an equipment, a trait's number, a munition's count. */
import type { ShipClass } from './schema.ts';
import type { Equipment, Munition, ShipTrait } from './systems.ts';

export const equipmentLevels = (ship: ShipClass, system: Equipment): number => ship.equipment?.items.find((i) => i.system === system)?.count ?? 0;

/** The trait's number (0 for traits without one), or undefined when the ship lacks the trait. */
export function traitValue(ship: ShipClass, system: ShipTrait): number | undefined {
  const found = ship.traits?.find((t) => t.system === system);
  return found === undefined ? undefined : (found.value ?? 0);
}

export const hasTrait = (ship: ShipClass, system: ShipTrait): boolean => traitValue(ship, system) !== undefined;

export const munitionCount = (ship: ShipClass, system: Munition): number => ship.munitions?.find((m) => m.system === system)?.count ?? 0;
