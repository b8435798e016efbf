/**
 * The one home of a Starmada fleet's limits (issue 24, trap 4): the lobby's stored fleet (assist/stored-fleet.ts),
 * what `/fleet add` and `/fleet import` accept (assist/fleet-builder.ts) and the game's setup (game-setup.ts) all
 * read them here, so what is accepted can always be stored, and what is stored can always be read back and started.
 *
 * A ship named for its class takes the class name, numbered when taken ("Vigilant 2"): an imported class name may
 * be as long as a design's label (ships/schema.ts MAX_LABEL), so a stored name has room for the number too.
 */
import { z } from 'zod';
import { MAX_LABEL } from '../ships/schema.ts';
import { FIGHTER_VARIANTS } from '../fighters/variants.ts';

export const MAX_SHIPS = 60;
export const MAX_DESIGNS = 30;
/** The longest name a player gives a ship, and the longest class name a design may have. */
export const MAX_NAME = MAX_LABEL;
/** The longest name a fleet stores: a class name with its number (" 60"). */
export const MAX_STORED_NAME = MAX_NAME + ` ${MAX_SHIPS}`.length;
/** The longest class reference a fleet stores (a library class or a design's class name). */
export const MAX_CLASS_REF = 80;

/** The most flights a fleet entry may name variants for (F.4); a carrier's rating bounds it in setup. */
export const MAX_FLIGHT_VARIANTS = 40;

/** One ship of a fleet: its class, its name when it has one, and a carrier's flight variants (F.4) when chosen. */
export const shipEntryFields = {
  class: z.string().min(1).max(MAX_CLASS_REF),
  name: z.string().min(1).max(MAX_STORED_NAME).optional(),
  flights: z.array(z.enum([...FIGHTER_VARIANTS, 'standard'])).max(MAX_FLIGHT_VARIANTS).optional(),
};
