/**
 * Two opposing Match Play fleets built from Salvo's designs (salvo-designs.ts), NOT from the book, so a game can
 * be played out of the box: the Concord Task Group (Cinematic, square ships, with a carrier) and the Vorr Raiding
 * Squadron (Newtonian, hexagon ships, with an assault carrier and marines). Morale values add up to 100 as the
 * book's fleets do; commanders and chains follow p.85 (≤5 levels, subordinate rank ≤ superior's).
 * The data is salvo-fleets.json, checked by the zod schemas in tests/rules/metaverse/ships/library-json.test.ts.
 */
import type { Fleet, Navy } from './fleet.ts';
import data from './salvo-fleets.json' with { type: 'json' };

// JSON imports widen string literals ("cinematic" becomes string): the schemas, not the compiler, check this data.
export const SALVO_NAVIES = data.navies as unknown as readonly Navy[];
export const SALVO_FLEETS = data.fleets as unknown as readonly Fleet[];
