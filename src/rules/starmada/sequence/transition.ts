/** What resolving a step, or a part of one, leaves behind: the next state and the events to log. */
import type { GameEvent } from '../../core/rule-system.ts';
import type { StarmadaState } from '../state.ts';

export interface Transition {
  state: StarmadaState;
  events: GameEvent[];
}
