/**
 * Mines (Starmada B.15 p.34–35): laid in the End Phase, one marker per mine in hexes adjacent to the ship, never in a
 * hex holding an enemy ship; the markers in one hex are a minefield. An element (friend or foe) that enters a hex
 * containing or adjacent to a minefield is attacked at once: one to-hit die per marker, starships hit on 5–6, fighter
 * flights and detected cloaked ships only on 6, no modifiers; each hit is IMP 1, DMG 1, applied at once, against the
 * forward shields of a ship with directional shields or screens. A ship always finishes its move as written.
 *
 * ruling 137: mines are laid with the ship's fire declaration (the last choice before the End Phase, once the ship's
 * hex is known) and placed when its fire resolves; nothing moves between then and the End Phase.
 * ruling 138: a moving ship is attacked once for each minefield in or next to each hex it enters (its starting hex is
 * not entered); the attacks are rolled when all ships have moved, in fleet order, as damage that took effect at once.
 */
import type { Dice } from '../../core/dice.ts';
import { hexDistance, hexEquals, type Hex } from '../../core/hex.ts';

export interface Minefield {
  readonly at: Hex;
  readonly mines: number;
}

/** Minefields with `n` more mines in hex `at` (markers in one hex are one minefield). */
export function layMines(fields: readonly Minefield[], at: Hex, n: number): Minefield[] {
  const here = fields.find((f) => hexEquals(f.at, at));
  if (!here) return [...fields, { at, mines: n }];
  return fields.map((f) => (f === here ? { ...f, mines: f.mines + n } : f));
}

/** The minefields an element entering `hex` sets off: in it or adjacent to it (p.34). */
export const minefieldsAround = (fields: readonly Minefield[], hex: Hex): Minefield[] => fields.filter((f) => f.mines > 0 && hexDistance(f.at, hex) <= 1);

export interface MinefieldAttack {
  readonly faces: readonly number[];
  readonly needed: 5 | 6;
  readonly hits: number;
}

/** One minefield's attack on an element (p.34): a die per marker, 5+ on a ship, 6 on a flight or detected cloaked ship. */
export function rollMinefieldAttack(mines: number, tiny: boolean, dice: Dice, label: string): MinefieldAttack {
  const faces = dice.rollMany(label, mines);
  const needed = tiny ? 6 : 5;
  return { faces, needed, hits: faces.filter((f) => f >= needed).length };
}
