/**
 * Cloaks in the Starship Combat Step (Metaverse p.56 "Cloak Generator"; ruling A50): a ship's fire/cloak.ts
 * state from the Control Step's EW settings. "On the turn a starship is ordered to cloak, it can still fire and be
 * fired upon. Beginning next turn, the starship is considered cloaked." "While cloaked, a starship may not fire and
 * may not be fired upon." fire/attack.ts refuses the shot (checkCloak): a cloaked firer must decloak in the Control
 * Step first.
 *
 * Judgement call: a cloak switched on in this turn's Control Step (an `activate` EW order on it this turn) is
 * `ordered`; one active from an earlier turn (or from the start of the game) is `cloaked`. Its turn count is not
 * needed for fire.
 */
import type { CloakState } from '../../fire/cloak.ts';
import { ewWorking } from '../../control/ew-systems.ts';
import type { MetaverseState } from '../../state.ts';

export function cloakStateOf(state: MetaverseState, shipId: string): CloakState {
  const control = state.control;
  const cloaks = (control?.ewSystems[shipId] ?? []).filter((e) => e.kind === 'cloak' && ewWorking(e));
  if (!control || cloaks.length === 0) return { kind: 'visible' };
  const orderedNow = cloaks.every((c) => control.ewOrders.some((o) => o.shipId === shipId && o.systemId === c.id && o.order === 'activate'));
  return orderedNow ? { kind: 'ordered' } : { kind: 'cloaked', turns: 1 };
}
