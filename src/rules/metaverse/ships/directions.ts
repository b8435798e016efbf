/**
 * Directionality, arcs and weapon sectors of a Metaverse starship (book "Starship Display" p.41,
 * "Sections" p.43). Names only: the bearing maths belongs to the geometry module.
 *
 * Convention (Salvo's, documented for the lead): angles are ship-relative, clockwise from the bow centreline,
 * 0° = dead ahead. Square ships have 4 cardinal arcs of 90° and 8 sectors of 45°; hexagon ships have 6 arcs of 60°
 * that are also their sectors (a flat hex face forward).
 */
import { z } from 'zod';

export const DIRECTIONALITIES = ['square', 'hexagon'] as const;
export type Directionality = (typeof DIRECTIONALITIES)[number];

/** Square cardinal arcs, clockwise from the bow (armour, shields, sections, incoming fire). */
export const SQUARE_ARCS = ['bow', 'starboard', 'stern', 'port'] as const;
/** Square weapon sectors, clockwise from dead ahead: B bow, S starboard, T stern, P port, F forward half, A aft half. */
export const SQUARE_SECTORS = ['BS', 'SF', 'SA', 'TS', 'TP', 'PA', 'PF', 'BP'] as const;
/** Hexagon arcs = sectors, clockwise from the bow. */
export const HEX_ARCS = ['bow', 'starboard-bow', 'starboard-stern', 'stern', 'port-stern', 'port-bow'] as const;

export type SquareArc = (typeof SQUARE_ARCS)[number];
export type SquareSector = (typeof SQUARE_SECTORS)[number];
export type HexArc = (typeof HEX_ARCS)[number];
export type Arc = SquareArc | HexArc;
export type Sector = SquareSector | HexArc;

export const ALL_ARCS = ['bow', 'starboard', 'stern', 'port', 'starboard-bow', 'starboard-stern', 'port-stern', 'port-bow'] as const;
export const arcSchema = z.enum(ALL_ARCS);
export const sectorSchema = z.enum([...SQUARE_SECTORS, ...HEX_ARCS]);

/** The arcs a ship of this directionality has (p.41). */
export function arcsOf(directionality: Directionality): readonly Arc[] {
  return directionality === 'square' ? SQUARE_ARCS : HEX_ARCS;
}

/** The weapon sectors a ship of this directionality has (p.67 "Sectors"). */
export function sectorsOf(directionality: Directionality): readonly Sector[] {
  return directionality === 'square' ? SQUARE_SECTORS : HEX_ARCS;
}

/** Ship-relative clockwise span [from, to) in degrees of an arc or sector (Salvo's convention). */
export function spanOf(directionality: Directionality, name: Arc | Sector): { readonly from: number; readonly to: number } | null {
  if (directionality === 'square') {
    const arc = (SQUARE_ARCS as readonly string[]).indexOf(name);
    if (arc >= 0) return { from: (arc * 90 + 315) % 360, to: (arc * 90 + 45) % 360 };
    const sector = (SQUARE_SECTORS as readonly string[]).indexOf(name);
    return sector >= 0 ? { from: sector * 45, to: sector * 45 + 45 } : null;
  }
  const hex = (HEX_ARCS as readonly string[]).indexOf(name);
  return hex >= 0 ? { from: (hex * 60 + 330) % 360, to: (hex * 60 + 30) % 360 } : null;
}
