/**
 * Spinal weapons' extra targets in the Starship Combat Step (Metaverse p.75 "Spinal (SP)"; ruling A50):
 * "After the primary target is fired upon, a line is drawn from the firer to the target and every starship within
 * 5cm of this line (friendly or enemy but not in the same squadron as the firer) is also a potential target. A sensor
 * roll is made against each of these starships using the same sensor that fired the weapon … Range is recalculated
 * for each starship. The arc of these additional starships hit is the arc closest to the projected line."
 * The rolls are fire/spinal.ts `rollSpinalExtras`; this file finds the ships near the line.
 *
 * Judgement calls:
 * - The line is the segment from the firer's squadron point to the primary target's; ships of the primary target's
 *   squadron lie on it (distance 0) and are candidates, nearest the firer first.
 * - The arc hit is the extra target's arc facing the firer (the line comes from there).
 * - The starfighter hits of a spinal weapon with a PD value are not composed yet.
 */
import { arcsFacing } from '../../geometry/arcs.ts';
import { distance, distanceToSegment } from '../../../core/plane.ts';
import type { MetaverseState, MvShip, MvSquadron } from '../../state.ts';
import type { Arc } from '../../ships/directions.ts';

export interface SpinalLineShip {
  readonly ship: MvShip;
  readonly sq: MvSquadron;
  readonly range: number;
  readonly hitArc: Arc;
}

/** Every active ship within 5 cm of the firer→target line, except the firer's squadron and the primary target. */
export function shipsNearSpinalLine(state: MetaverseState, fSq: MvSquadron, tSq: MvSquadron, primaryId: string): SpinalLineShip[] {
  return state.ships
    .filter((s) => s.status === 'active' && s.id !== primaryId && s.squadronId !== fSq.id)
    .flatMap((ship) => {
      const sq = state.squadrons.find((q) => q.id === ship.squadronId);
      if (!sq || distanceToSegment(sq.at, fSq.at, tSq.at) > 5 + 1e-9) return [];
      return [{ ship, sq, range: distance(fSq.at, sq.at), hitArc: arcsFacing(sq, fSq.at, sq.directionality)[0] ?? ('bow') }];
    })
    .sort((a, b) => a.range - b.range);
}
