/**
 * A squadron's velocity as one turn's displacement, for the map's arrow (Metaverse p.5–9 "Movement").
 *
 * - Cinematic (p.5–7): momentum in cm along the heading.
 * - Newtonian (p.8–9): the resultant of the momentum rose (movement/newtonian.ts `roseVector`).
 *
 * Judgement call: the rose is read with its north at the top edge of the table (config `northEdge` default), as
 * the movement step composes it.
 */
import type { Point } from '../../core/scene.ts';
import type { MvSquadron } from '../state.ts';
import { cleanPoint, scale, unit } from '../../core/plane.ts';
import { roseVector } from '../movement/newtonian.ts';

export function velocityOf(sq: Pick<MvSquadron, 'method' | 'heading' | 'momentum' | 'directionality' | 'rose'>): Point {
  if (sq.method === 'newtonian') return roseVector(sq.directionality, sq.rose);
  return cleanPoint(scale(unit(sq.heading), sq.momentum));
}
