/**
 * The fire side of the cloak generator (Metaverse p.56 "Cloak Generator"; ruling A50).
 * "While cloaked, a starship may not fire and may not be fired upon." "On the turn a starship is ordered to cloak,
 * it can still fire and be fired upon. Beginning next turn, the starship is considered cloaked." Decloaking happens in
 * the control step (by choice, or automatically after `rating` turns), before the Starship Combat Step, so a ship
 * decloaked this turn fires and is fired on normally. Moving a cloaked ship by its previous plot is movement's part.
 *
 * Judgement call (A50): a cloaked ship also cannot use PDS or PD weapons, and cannot be hit by AoE or spinal effects.
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { metaverseError } from '../errors.ts';

export type CloakState =
  | { readonly kind: 'visible' }
  /** Ordered to cloak in this turn's control step: still fires and is fired on (p.56). */
  | { readonly kind: 'ordered' }
  /** Cloaked; `turns` counts cloaked turns including this one. */
  | { readonly kind: 'cloaked'; readonly turns: number };

export const isCloaked = (state: CloakState): boolean => state.kind === 'cloaked';

/** The state at the start of the next turn: an order becomes a cloak, a cloak counts one more turn. */
export function nextTurnCloak(state: CloakState): CloakState {
  if (state.kind === 'ordered') return { kind: 'cloaked', turns: 1 };
  if (state.kind === 'cloaked') return { kind: 'cloaked', turns: state.turns + 1 };
  return state;
}

/** The cloak ends automatically in this turn's control step after `rating` cloaked turns (p.56). */
export const mustDecloak = (state: CloakState, rating: number): boolean => state.kind === 'cloaked' && state.turns > rating;

/** Refuses fire by or at a cloaked ship. */
export function checkCloak(firerId: string, firer: CloakState, targetId: string, target: CloakState): Result<true, RuleError> {
  if (isCloaked(firer)) return err(metaverseError('ERR_CLOAK_FIRER', `${firerId} is cloaked and cannot fire; decloak it in the control step first.`, { at: firerId }));
  if (isCloaked(target)) return err(metaverseError('ERR_CLOAK_TARGET', `${targetId} is cloaked and cannot be fired upon; pick another target.`, { at: targetId }));
  return ok(true);
}
