/**
 * The ship classes Salvo offers for fleets: the book's Majestic (p.29) and Salvo's own designs for the
 * Imperial fleet and the Veshari Compact (not from the book; see imperial.ts and veshari.ts).
 */
import type { ShipClass } from '../schema.ts';
import { DOMINION, RESOLUTE, SOVEREIGN, VIGILANT } from './imperial.ts';
import { MAJESTIC } from './majestic.ts';
import { MISTRAL, MONSOON, SIROCCO, TEMPEST, ZEPHYR } from './veshari.ts';

export const SHIP_LIBRARY: readonly ShipClass[] = [
  MAJESTIC,
  VIGILANT,
  RESOLUTE,
  SOVEREIGN,
  DOMINION,
  ZEPHYR,
  SIROCCO,
  MISTRAL,
  TEMPEST,
  MONSOON,
];

const normalise = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The names a player may use for a class: "Majestic", "Majestic-class", "Majestic-class battlecruiser", … */
function namesOf(ship: ShipClass): string[] {
  const { faction, className, type } = ship;
  return [
    className,
    `${className}-class`,
    `${className} class`,
    `${className} ${type}`,
    `${className}-class ${type}`,
    `${className} class ${type}`,
    `${faction} ${className}`,
    `${faction} ${className}-class ${type}`,
  ].map(normalise);
}

/** Finds a library class by name, in any case, with or without "-class" and the type. */
export function findShipClass(name: string): ShipClass | undefined {
  const wanted = normalise(name);
  return SHIP_LIBRARY.find((ship) => namesOf(ship).includes(wanted));
}

export { DOMINION, MAJESTIC, MISTRAL, MONSOON, RESOLUTE, SIROCCO, SOVEREIGN, TEMPEST, VIGILANT, ZEPHYR };
