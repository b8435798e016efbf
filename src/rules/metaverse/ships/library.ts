/**
 * The Metaverse library: the book's four sample ships (samples.ts) and Salvo's own designs and fleets
 * (salvo-designs.ts, salvo-fleets.ts), parsed once. A broken entry is a bug, so parsing throws here; the tests
 * validate every entry with `parseDesign` (schema plus construction checks).
 */
import { shipDesignSchema, type ShipDesign } from './design.ts';
import type { Fleet, Navy } from './fleet.ts';
import { SALVO_DESIGNS, SALVO_STARFIGHTER_TYPES, SALVO_STARFIGHTER_WEAPONS } from './salvo-designs.ts';
import { SALVO_FLEETS, SALVO_NAVIES } from './salvo-fleets.ts';
import { SAMPLE_DESIGNS, SAMPLE_STARFIGHTER_TYPES, SAMPLE_STARFIGHTER_WEAPONS } from './samples.ts';
import { starfighterTypeSchema, type DesignStarfighterType } from './starfighter.ts';
import { starfighterWeaponSchema, type StarfighterWeapon } from './weapon.ts';

/** Everything a fleet refers to: designs, starfighter types and their weapons, navies. */
export interface Catalogue {
  readonly designs: readonly ShipDesign[];
  readonly starfighterTypes: readonly DesignStarfighterType[];
  readonly starfighterWeapons: readonly StarfighterWeapon[];
  readonly navies: readonly Navy[];
}

export const LIBRARY: Catalogue = {
  designs: [...SAMPLE_DESIGNS, ...SALVO_DESIGNS].map((d) => shipDesignSchema.parse(d)),
  starfighterTypes: [...SAMPLE_STARFIGHTER_TYPES, ...SALVO_STARFIGHTER_TYPES].map((t) => starfighterTypeSchema.parse(t)),
  starfighterWeapons: [...SAMPLE_STARFIGHTER_WEAPONS, ...SALVO_STARFIGHTER_WEAPONS].map((w) => starfighterWeaponSchema.parse(w)),
  navies: SALVO_NAVIES,
};

/** Ready-to-play fleets (Salvo's). */
export const LIBRARY_FLEETS: readonly Fleet[] = SALVO_FLEETS;

export const designById = (id: string, catalogue: Catalogue = LIBRARY): ShipDesign | undefined => catalogue.designs.find((d) => d.id === id);
/** The design of a ship in play; a ship whose design is not in the catalogue is a bug (setup checks every design). */
export function designOfShip(ship: { readonly designId: string }, catalogue: Catalogue = LIBRARY): ShipDesign {
  const d = designById(ship.designId, catalogue);
  if (!d) throw new Error(`unknown Metaverse design ${ship.designId}`);
  return d;
}
export const navyById = (id: string, catalogue: Catalogue = LIBRARY): Navy | undefined => catalogue.navies.find((n) => n.id === id);
export const starfighterTypeById = (id: string, catalogue: Catalogue = LIBRARY): DesignStarfighterType | undefined =>
  catalogue.starfighterTypes.find((t) => t.id === id);
export const fleetById = (id: string): Fleet | undefined => LIBRARY_FLEETS.find((f) => f.id === id);
