/**
 * What a viewer may see of a Starmada board: the one function that decides it. Display sheets, positions and
 * revealed orders are public (p.14 step 1e); the one secret the state holds is a cloaked ship that has not been
 * detected (B.5 p.31, movement/cloaking.ts; ruling 27), which only its own side (and the GM) sees: on the map, its
 * card, autocomplete, the fire panel, the summary and the replay. Submissions not yet resolved never reach the
 * state, so they cannot leak through a view; events about a hidden ship carry `visibleTo`.
 */
import type { Viewer } from '../../core/rule-system.ts';
import { isCloaked, isUndetected } from '../movement/cloaking.ts';
import type { ShipState, SideId, StarmadaState } from '../state.ts';

export function viewerSide(state: StarmadaState, viewer: Viewer): SideId | 'gm' | null {
  if (viewer.kind === 'gm') return 'gm';
  if (viewer.kind === 'public') return null;
  return state.seats[viewer.seat]?.side ?? null;
}

export function canSee(state: StarmadaState, viewer: Viewer, ship: ShipState): boolean {
  const side = viewerSide(state, viewer);
  return side === 'gm' || side === ship.side || !isUndetected(state, ship);
}

/**
 * Whether the viewer's map marks the ship as cloaked (B.5): its own side's and the GM's do, so a player sees which of
 * their ships the enemy cannot; no other viewer's does, detected or not, so the mark never tells the enemy more.
 */
export function seesCloak(state: StarmadaState, viewer: Viewer, ship: ShipState): boolean {
  const side = viewerSide(state, viewer);
  return (side === 'gm' || side === ship.side) && isCloaked(state, ship);
}
