/**
 * Splits typed orders into ship blocks the way the plot reader does (notation/parse.ts): a line
 * "Name: …" (a unique start of one of the seat's ship names, not a section word) opens that ship's block, and
 * lines without a name go on the block above; with one ship the name may be left out. Lines that name no ship
 * of the seat are kept apart as typed, so the reader reports them in its own words.
 *
 * The section words are the reader's (notation/sections.ts); ship-parts.ts cuts a block into its parts with them.
 * The splitting itself is the one every system uses (core/order-blocks.ts); this file says what a header is.
 */
import { matchName } from '../../core/names.ts';
import { splitOrderBlocks, type HeaderRead } from '../../core/order-blocks.ts';
import { sectionOf, type Section } from '../notation/sections.ts';
import type { PlotShip } from '../notation/types.ts';

export interface ShipBlock {
  readonly ship: PlotShip;
  /** The block's text after "Name:", its lines joined by new lines. */
  readonly body: string;
}

export type BlockSection = Section;

/** The section an item opens, if it starts with a section word. */
export function sectionWord(item: string): BlockSection | null {
  return sectionOf(item.trim())?.section ?? null;
}

/** "hold", "pass", "none", "-": the ship fires nothing (fire step). */
export const isHoldFire = (body: string): boolean => /^\s*(hold|hold fire|pass|none|-)\s*$/i.test(body);

export function splitBlocks(text: string, ships: readonly PlotShip[]): { blocks: ShipBlock[]; loose: string[]; pieces: string[] } {
  const header = (line: string): HeaderRead<PlotShip> => {
    const colon = line.indexOf(':');
    if (colon < 0 || sectionWord(line) !== null) return null;
    const found = matchName(line.slice(0, colon), ships);
    return found.kind === 'found' ? { head: found.item, rest: line.slice(colon + 1) } : 'stray';
  };
  const { blocks, loose, pieces } = splitOrderBlocks(text, { header, implicit: ships.length === 1 ? ships[0] : undefined });
  return { blocks: blocks.map((b) => ({ ship: b.head, body: b.body })), loose, pieces };
}
