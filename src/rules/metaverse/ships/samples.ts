/**
 * The four sample ships of the book's worked examples and the starfighter types and weapons
 * they carry, transcribed into samples.json. Values the examples state are exact
 * (`_provenance.book`); everything else is Salvo's assumption (`assumed`), and what the text never gives is
 * listed in `gaps`. The book's own record sheets (13 EFN and 7 Lokaran designs) are lost graphics: see notation.ts
 * for the surviving fragments. Costs are null: MetaMaker values the text does not print.
 *
 * The data is checked by the zod schemas where library.ts parses it, and in
 * tests/rules/metaverse/ships/library-json.test.ts.
 */
import type { ShipDesignInput } from './design.ts';
import samples from './samples.json' with { type: 'json' };
import type { DesignStarfighterType } from './starfighter.ts';
import type { StarfighterWeapon } from './weapon.ts';

// JSON imports widen string literals ("square" becomes string): the schemas, not the compiler, check this data.
export const SAMPLE_DESIGNS = samples.designs as unknown as readonly ShipDesignInput[];
export const SAMPLE_STARFIGHTER_TYPES = samples.starfighterTypes as unknown as readonly DesignStarfighterType[];
export const SAMPLE_STARFIGHTER_WEAPONS = samples.starfighterWeapons as unknown as readonly StarfighterWeapon[];
