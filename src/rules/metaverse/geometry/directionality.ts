/**
 * Directionality: square (8 sectors, 4 arcs) and hexagon (6 sectors = 6 arcs) ships (book p.41 "Starship
 * Display", p.5–9 heading changes; ruling A1).
 *
 * Judgement calls:
 * - Arc and sector angles follow Salvo's convention: ship-relative degrees clockwise from the bow.
 * - Hexagon Cinematic heading change is 30° as the text says, configurable to 60° (`hexTurnStep`, A1).
 *   Hexagon Newtonian heading step is always 60°, so the 6-point rose (N, NE, SE, S, SW, NW at 0°, 60°, …)
 *   stays consistent (A1 default; the text's 30° would put thrust off the rose).
 */
import { type Arc, arcsOf, type Directionality } from '../ships/directions.ts';

export type MovementMethod = 'cinematic' | 'newtonian';


/** Width of one arc in degrees: 90 (square) or 60 (hexagon). */
export const arcWidth = (d: Directionality): number => (d === 'square' ? 90 : 60);
/** Width of one sector in degrees: 45 (square) or 60 (hexagon). */
export const sectorWidth = (d: Directionality): number => (d === 'square' ? 45 : 60);

/** Ship-relative centre of an arc, degrees clockwise from the bow. */
export function arcCentre(arc: Arc): number {
  switch (arc) {
    case 'bow':
      return 0;
    case 'starboard-bow':
      return 60;
    case 'starboard':
      return 90;
    case 'starboard-stern':
      return 120;
    case 'stern':
      return 180;
    case 'port-stern':
      return 240;
    case 'port':
      return 270;
    case 'port-bow':
      return 300;
  }
}

/** Whether an arc name belongs to a directionality. */
export const arcFits = (arc: Arc, d: Directionality): boolean => (arcsOf(d) as readonly string[]).includes(arc);

/** Port↔starboard reflection of an arc, applied while a ship is rolled or flipped (p.11 "Roll"). */
export function mirrorArc(arc: Arc): Arc {
  switch (arc) {
    case 'port':
      return 'starboard';
    case 'starboard':
      return 'port';
    case 'port-bow':
      return 'starboard-bow';
    case 'starboard-bow':
      return 'port-bow';
    case 'port-stern':
      return 'starboard-stern';
    case 'starboard-stern':
      return 'port-stern';
    case 'bow':
    case 'stern':
      return arc;
  }
}

/** Which side an arc is on: port-side drives give starboard turns / CW rotation (p.7). */
export function sideOf(arc: Arc): 'port' | 'starboard' | 'bow' | 'stern' {
  if (arc === 'port' || arc === 'port-bow' || arc === 'port-stern') return 'port';
  if (arc === 'starboard' || arc === 'starboard-bow' || arc === 'starboard-stern') return 'starboard';
  return arc;
}

/** Heading change per Cinematic turn (p.7: "45 degrees for square starships, 30 degrees for hexagon"). */
export const cinematicTurnStep = (d: Directionality, hexTurnStep: 30 | 60 = 30): number => (d === 'square' ? 45 : hexTurnStep);

/** Newtonian rose size and rotation step (p.9; A1): 8 points at 45°, or 6 points at 60°. */
export const roseSize = (d: Directionality): number => (d === 'square' ? 8 : 6);
export const newtonianStep = (d: Directionality): number => 360 / roseSize(d);

/** Rose point names, index k at k × step degrees from north. */
export const roseNames = (d: Directionality): readonly string[] =>
  d === 'square' ? ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] : ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
