/**
 * Every ship of the book (Ch.5 Sample Ships, §5.2–§5.6): 15 classes, transcribed from the book
 * text. The data is library.json, checked by `shipClassSchema` in the tests.
 * Judgement calls: US/FAC DE thrust factor 8 (the book's "340 tons," is a stray fragment); the Arab Destroyer's
 * "1 btty: 2 Mk-IV Lasers (F)" is a fixed forward battery (§2.35: weapons are fixed unless specified).
 */
import library from './library.json' with { type: 'json' };
import type { ShipClass } from './ship-class.ts';

export const SHIP_CLASSES: readonly ShipClass[] = library as readonly ShipClass[];

/** The class with this id, or undefined. */
export function shipClassById(classId: string): ShipClass | undefined {
  return SHIP_CLASSES.find((ship) => ship.classId === classId);
}

/** The class of a ship in play; every ship's class is in the library, so a missing one is a bug. */
export function classOf(ship: { readonly classId: string }): ShipClass {
  const cls = shipClassById(ship.classId);
  if (!cls) throw new Error(`unknown Voidstriker class ${ship.classId}`);
  return cls;
}
