/**
 * The ship classes Salvo offers for fleets, one `.json` file each, checked against the ship schema by
 * tests/rules/starmada/ships/library.test.ts.
 *
 * Majestic is the book's: the Imperial Majestic-class battlecruiser, the one complete ship the book gives as text
 * (the Drake listing on p.29 and the walkthrough of ch.1, p.9-11). Copied as printed, including its two known
 * inconsistencies (ruling 1): the weapons track 17-13-9-5 counts 17 items where the sheet lists 16
 * (A.3 gives 16-12-8-4), and the printed combat rating 185 is what players score, although A.2 computes 187.
 * The p.10 prose gives engine rating 5; the track and the SU budget say 4, as printed.
 *
 * The others are Salvo's designs, NOT from the book: the book's other 29 sample ships exist only as images (pages
 * 97–126). The Veshari Compact is an opposing faction invented by Salvo. All are built with the construction rules of
 * Appendix A: every ship fits its SU budget, its tracks and loss limits follow A.3 and its combat rating is the one
 * A.2 gives (tests/rules/starmada/ships/library.test.ts).
 * - Vigilant (Imperial): Escort frigate (hull 3): a point-defence screen for bigger ships, with Defensive, Accurate flak all round and repeating lasers forward.
 * - Resolute (Imperial): Destroyer (hull 5): Kinetic mass drivers, a Ballistic, Slow plasma torpedo dead ahead and two boarding squads.
 * - Sovereign (Imperial): Battleship (hull 14): screens and countermeasures, Piercing-2 particle beams, Modulating lances and triple-mount Carronade broadsides.
 * - Dominion (Imperial): Fleet carrier (hull 12): eight fighter flights with launch tubes, anti-fighter batteries, flak and expendable decoys.
 * - Zephyr (Veshari): Corvette (hull 2): no shields, stealth and solar sails; a Scatter gun and a Volatile flechette launcher.
 * - Sirocco (Veshari): Missile destroyer (hull 5): cloaked seeker carrier with expendable swarm missiles and a Deadly torpedo; built at Engines TL +1, Weapons TL −1.
 * - Mistral (Veshari): Heavy cruiser (hull 9): dual-mode disruptors in double mounts and defensive arcs, a Telescopic, Focused spear and long-range sensors.
 * - Tempest (Veshari): Battlecruiser (hull 11): directional shields and screens, ionized hull and shockwave, Proximity projectors, Fire-Linked and Disruptive guns.
 * - Monsoon (Veshari): Light carrier (hull 10): four flights and a troop transport, Non-Piercing repeating needle guns, mines and probes.
 */
import type { ShipClass } from '../schema.ts';
import dominion from './dominion.json' with { type: 'json' };
import majestic from './majestic.json' with { type: 'json' };
import mistral from './mistral.json' with { type: 'json' };
import monsoon from './monsoon.json' with { type: 'json' };
import resolute from './resolute.json' with { type: 'json' };
import sirocco from './sirocco.json' with { type: 'json' };
import sovereign from './sovereign.json' with { type: 'json' };
import tempest from './tempest.json' with { type: 'json' };
import vigilant from './vigilant.json' with { type: 'json' };
import zephyr from './zephyr.json' with { type: 'json' };

export const MAJESTIC = majestic as ShipClass;
export const VIGILANT = vigilant as ShipClass;
export const RESOLUTE = resolute as ShipClass;
export const SOVEREIGN = sovereign as ShipClass;
export const DOMINION = dominion as ShipClass;
export const ZEPHYR = zephyr as ShipClass;
export const SIROCCO = sirocco as ShipClass;
export const MISTRAL = mistral as ShipClass;
export const TEMPEST = tempest as ShipClass;
export const MONSOON = monsoon as ShipClass;

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

