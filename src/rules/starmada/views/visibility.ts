/**
 * What a viewer may see of a Starmada board. Display sheets, positions and revealed orders are public
 * (p.14 step 1e); the one secret the state holds is a cloaked ship (B.5, ruling 27), which only its own
 * side sees. Submissions not yet resolved never reach the state, so they cannot leak through a view.
 */
import type { Viewer } from '../../core/rule-system.ts';
import type { ShipState, SideId, StarmadaState } from '../state.ts';

export function viewerSide(state: StarmadaState, viewer: Viewer): SideId | 'gm' | null {
  if (viewer.kind === 'gm') return 'gm';
  if (viewer.kind === 'public') return null;
  return state.seats[viewer.seat]?.side ?? null;
}

export const isCloaked = (state: StarmadaState, ship: ShipState): boolean => /(^|\/)C\//.test(state.revealedOrders[ship.id] ?? '');

export function canSee(state: StarmadaState, viewer: Viewer, ship: ShipState): boolean {
  const side = viewerSide(state, viewer);
  return side === 'gm' || side === ship.side || !isCloaked(state, ship);
}
