/**
 * Firing arcs and defensive arcs, decided exactly on the hex grid.
 *
 * - The twelve component firing arcs (Starmada p.19 §4.1 "Firing Arcs"): A–F bounded by the six
 *   hex rows through the ship, G–L by the six hex spines. A target hex bisected by a boundary is in both arcs.
 * - Alternate firing arcs (C.1, p.39): named codes such as FH are read through the ship module's
 *   C.1 table (`../ships/arcs.ts`) and expanded to their standard letters; defensive arcs used as firing arcs.
 * - Defensive arcs Fwd / Port / Stbd / Aft (p.30 "Defensive Arcs"): every hex in exactly one.
 * - Rolls (D.7, p.46): an inverted ship's arcs are mirrored, A↔B, C↔D, E↔F, H↔I, J↔K, Port↔Stbd.
 *
 * Exact test: turn the vector to the target into the ship's frame (facing north). A hex lies on a row iff one of
 * q, r, s is 0, and on a spine iff two of them are equal, so each arc is a closed sector given by three signs,
 * over (q, r, s) for A–F and over (q−r, r−s, s−q) for G–L. Closed sectors put hexes on a boundary in both
 * neighbouring arcs and every other hex in exactly one, as p.19 asks; hexes flanking a spine where it runs
 * along an edge have their centres off the spine, so they are in one arc only (they are not bisected).
 *
 * Judgement calls:
 * - Defensive arcs follow [ruling 7]: Fwd within 45° of the bow, Aft within 45° of the stern, Port and Stbd
 *   between. No hex centre lies on a 45° line (√3 is irrational), so the split is total. The book's tracing
 *   method (three hexes along the 60° row, slip one toward the bow) runs at about 46.1°; under this split the
 *   traced hexes are side-arc hexes, and so are the rare hexes between 45° and 46.1° (first one: 15 hexes out).
 * - A hex is not in any firing arc of a ship in the same hex (there is no direction), and is in the Fwd
 *   defensive arc of it, as mines and asteroid fields attack from Fwd (p.30).
 */
import type { Direction, Hex } from '../../core/hex.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { ARC_LETTERS, canonicalArcText, readArcDesignation, type ArcLetter, type DefensiveArc } from '../ships/arcs.ts';
import { starmadaError } from '../errors.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

export { ARC_LETTERS, type ArcLetter, type DefensiveArc };

/** Where a ship is and which way its bow points; `inverted` after a roll (D.7). */
export interface Orientation {
  readonly at: Hex;
  readonly facing: Direction;
  readonly inverted?: boolean;
}

/** A set of arc letters as bits: bit i is ARC_LETTERS[i] (A = bit 0 … L = bit 11). */
export type ArcMask = number;

const bit = (letter: ArcLetter): ArcMask => 1 << ARC_LETTERS.indexOf(letter);
const A = bit('A');
const B = bit('B');
const C = bit('C');
const D = bit('D');
const E = bit('E');
const F = bit('F');
const G = bit('G');
const H = bit('H');
const I = bit('I');
const J = bit('J');
const K = bit('K');
const L = bit('L');

/**
 * The six closed sectors clockwise from the bow, by the signs of three coordinates (x, y, z): sector k is where
 * x, y, z have the signs SECTOR_SIGNS[k] or are 0. For A–F the coordinates are (q, r, s); for G–L they are
 * (q−r, r−s, s−q), which is the same picture turned by 30°.
 */
const SECTOR_SIGNS: readonly (readonly [number, number, number])[] = [
  [1, -1, 1], // B 0°–60°     G 330°–30°
  [1, -1, -1], // D 60°–120°   I 30°–90°
  [1, 1, -1], // F 120°–180°  K 90°–150°
  [-1, 1, -1], // E 180°–240°  L 150°–210°
  [-1, 1, 1], // C 240°–300°  J 210°–270°
  [-1, -1, 1], // A 300°–360°  H 270°–330°
];
const ROW_ARCS = [B, D, F, E, C, A];
const SPINE_ARCS = [G, I, K, L, J, H];

function sectorMask(x: number, y: number, z: number, arcs: readonly number[]): ArcMask {
  let mask = 0;
  for (let k = 0; k < 6; k++) {
    const [sx, sy, sz] = SECTOR_SIGNS[k] as readonly [number, number, number];
    if (x * sx >= 0 && y * sy >= 0 && z * sz >= 0) mask |= arcs[k] as number;
  }
  return mask;
}

/** The arcs of `ship` that hold `target`, as a bit mask (no allocation; for hot paths such as autocomplete). */
export function arcMaskOf(ship: Orientation, target: Hex): ArcMask {
  let q = target.q - ship.at.q;
  let r = target.r - ship.at.r;
  if (q === 0 && r === 0) return 0;
  let s = -q - r;
  // Turn counter-clockwise `facing` times so the bow points north: (q, r, s) → (−s, −q, −r).
  for (let i = 0; i < ship.facing; i++) {
    const nq = -s;
    const nr = -q;
    s = -r;
    q = nq;
    r = nr;
  }
  // D.7: an inverted ship sees the board mirrored about its keel: (q, r, s) → (−q, −s, −r).
  if (ship.inverted) {
    const nr = -s;
    s = -r;
    q = -q;
    r = nr;
  }
  return sectorMask(q, r, s, ROW_ARCS) | sectorMask(q - r, r - s, s - q, SPINE_ARCS);
}

/** The component arcs (p.19) of `ship` that `target` occupies. */
export function arcsOf(ship: Orientation, target: Hex): Set<ArcLetter> {
  return new Set(lettersOfMask(arcMaskOf(ship, target)));
}

/** The letters of a mask in alphabetical order. */
export function lettersOfMask(mask: ArcMask): ArcLetter[] {
  return ARC_LETTERS.filter((_, i) => (mask & (1 << i)) !== 0);
}

export function maskOfLetters(letters: Iterable<ArcLetter>): ArcMask {
  let mask = 0;
  for (const letter of letters) mask |= bit(letter);
  return mask;
}

/**
 * The defensive arc (p.30) of `ship` that `other` lies in — the arc an attack from `other` comes from.
 * Exact: with the bow north, Fwd iff the point is more north than east or west, i.e. −Y > √3·|q| in the
 * integer frame Y = 2r + q, which squares to Y < 0 and Y² > 3q².
 */
export function defensiveArcOf(ship: Orientation, other: Hex): DefensiveArc {
  let q = other.q - ship.at.q;
  let r = other.r - ship.at.r;
  for (let i = 0; i < ship.facing; i++) {
    const s = -q - r;
    const nq = -s;
    r = -q;
    q = nq;
  }
  const y = 2 * r + q;
  // D.7: mirroring about the keel, (q, r, s) → (−q, −s, −r), keeps Y = r − s and negates q: Port ↔ Stbd.
  if (ship.inverted) q = -q;
  if (y * y > 3 * q * q) return y < 0 ? 'Fwd' : 'Aft';
  if (q === 0) return 'Fwd'; // same hex
  return q < 0 ? 'Port' : 'Stbd';
}

/** A bank's arcs read once: standard letters (also for C.1 codes), or one defensive arc used as a firing arc. */
export type BankArcs =
  | { readonly kind: 'letters'; readonly text: string; readonly mask: ArcMask }
  | { readonly kind: 'defensive'; readonly text: string; readonly arc: DefensiveArc };

/** Reads a bank's arc text: "ACE", a C.1 code such as "FH" (→ G, H, I), or "Fwd"/"Port"/"Stbd"/"Aft". */
export function readBankArcs(text: string): Result<BankArcs, RuleError> {
  const canonical = canonicalArcText(text.trim());
  const read = readArcDesignation(canonical);
  if (!read.ok) {
    return err(starmadaError('ERR_BANK_ARC', `"${cutGraphemes(text, 20)}" is not a firing arc; use letters A to L, a C.1 code such as FH, or Fwd, Port, Stbd or Aft.`));
  }
  const designation = read.value;
  if (designation.kind === 'defensive') return ok({ kind: 'defensive', text: canonical, arc: designation.arc });
  return ok({ kind: 'letters', text: canonical, mask: maskOfLetters(designation.letters) });
}

/** Can a bank with these arcs fire at `target`? (p.19: any arc the target occupies is in the bank's arcs.) */
export function bankCovers(bank: BankArcs, ship: Orientation, target: Hex): boolean {
  if (target.q === ship.at.q && target.r === ship.at.r) return false;
  if (bank.kind === 'defensive') return defensiveArcOf(ship, target) === bank.arc;
  return (arcMaskOf(ship, target) & bank.mask) !== 0;
}

/** `bankCovers` from the arc text as printed on the sheet; text that is no arc covers nothing. */
export function inArc(bankArcs: string, ship: Orientation, target: Hex): boolean {
  const bank = readBankArcs(bankArcs);
  return bank.ok && bankCovers(bank.value, ship, target);
}
