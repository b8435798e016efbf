/**
 * Short facts about one of a seat's ships for the DM prompt: "hex 1207 · heading N · speed 4 · engines 3 of 4".
 * Speed is the speed of the previous game turn's orders, which the engine requirement starts from (3.2 p.15;
 * turn 1: the engine rating, 2.3 p.12); engines are the current rating (first unchecked box, p.10) against the
 * undamaged rating, the first box of the class's track.
 */
import { DIRECTION_NAMES } from '../../core/hex.ts';
import { makeHexLabel } from '../../core/offset.ts';
import { currentRatings } from '../combat/apply-damage.ts';
import { classOf, tracksOf } from '../combat/ship-condition.ts';
import type { ShipState, StarmadaState } from '../state.ts';

/** Current engine rating and the undamaged one. */
export function engineRatings(state: StarmadaState, ship: ShipState): { now: number; full: number } {
  const tracks = tracksOf(state, ship);
  return { now: currentRatings(ship, tracks).engines, full: classOf(state, ship).tracks.engines[0] ?? 0 };
}

export function hexOf(state: StarmadaState, ship: ShipState): string {
  return makeHexLabel(ship.at, state.board);
}

/** "hex 1207 · heading N · speed 4 · engines 3 of 4". */
export function shipBriefLine(state: StarmadaState, ship: ShipState): string {
  const engines = engineRatings(state, ship);
  const facing = ship.facing !== ship.heading ? ` · facing ${DIRECTION_NAMES[ship.facing]}` : '';
  return `hex ${hexOf(state, ship)} · heading ${DIRECTION_NAMES[ship.heading]}${facing} · speed ${ship.prevSpeed} · engines ${engines.now} of ${engines.full}`;
}
