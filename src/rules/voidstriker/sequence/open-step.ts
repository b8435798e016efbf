/**
 * Which step is open (book §2.3): a secret round plot from every seat with ships in play, or, with the
 * `firePerPhase` option, the fire orders after the open phase's movement. None once the game is over.
 */
import type { SeatId, Step } from '../../core/rule-system.ts';
import { inPlay } from '../ships/in-play.ts';
import type { VoidstrikerState } from '../state.ts';
import { PHASE_NAMES } from './text.ts';

const seatsWithShips = (state: VoidstrikerState): SeatId[] =>
  Object.keys(state.seats)
    .filter((seat) => state.ships.some((s) => s.seat === seat && inPlay(s)))
    .sort();

export function voidstrikerStep(state: VoidstrikerState): Step | null {
  if (state.stage === 'over') return null;
  const r = state.round;
  if (state.stage === 'fire') {
    const phase = PHASE_NAMES[state.pending?.phase ?? 0] ?? 'a';
    return { key: `r${r}/fire-${phase}`, title: `Round ${r}: fire after phase ${phase}`, owes: seatsWithShips(state), secret: true };
  }
  return { key: `r${r}/plot`, title: `Round ${r}: plot`, owes: seatsWithShips(state), secret: true };
}
