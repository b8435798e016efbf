/** What a seat that misses the deadline submits: the book's default for the open step. */
import type { SeatId } from '../../core/rule-system.ts';
import { missingFlightActivation } from '../fighters/fighter-phase.ts';
import type { StarmadaState } from '../state.ts';
import { defaultPlacements } from './deployment.ts';
import { fighterContext, fighterPrompt } from './fighters.ts';
import type { StarmadaSubmission } from './submission.ts';

export function missingSubmission(state: StarmadaState, seat: SeatId): StarmadaSubmission {
  switch (state.phase.kind) {
    case 'deployment':
      return { kind: 'deploy', placements: defaultPlacements(state, seat) };
    case 'orders':
      return { kind: 'orders', orders: {} };
    case 'fighters': {
      const prompt = fighterPrompt(state);
      return { kind: 'flight', activation: prompt ? missingFlightActivation(state, fighterContext, prompt, seat) : null };
    }
    case 'fire':
    case 'fireActivation':
      // A ship with no fire declarations does not attack (digest [AMB 52]).
      return { kind: 'fire', declarations: [] };
    case 'weaponLosses':
    case 'over':
      return { kind: 'losses', choices: {} };
  }
}
