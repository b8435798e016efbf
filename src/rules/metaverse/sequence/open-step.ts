/**
 * Which step of a Metaverse (2.2.3) turn is open and resolving it (book p.2 "Turn Sequence"). Each turn is a few steps, secret only where the book's are
 * simultaneous (p.2 "Turn Sequence"):
 *
 *   tN/plot          every seat's movement plot, secret (Movement Phase);
 *   tN/missions/k    the Starfighter Mission Step, one message per side in turn, when fighters are in space;
 *   tN/control/k     the Control Step, one message per side in turn (priority and designated targets, EW);
 *   tN/fire          every seat's fire orders, secret (the Starship Combat Step is simultaneous, A7).
 *
 * Resolving the fire step also runs starfighter combat, boarding, the End Phase and the next Command Step. The
 * first turn's Command Step is rolled at setup (from the game's seed), so players see their CP before plotting.
 *
 * By default (play by post) the alternating steps are played out from standing orders given with the plot or the
 * fire orders (sequence/standing/play-out.ts): tN/missions/k and tN/control/k then only ask one side when its orders do not
 * cover its turn, and the fire step may come before the alternation is over (it then collects standing orders too).
 * With the option `strictAlternation` every message is a step, as described above.
 */
import type { SeatId, Step } from '../../core/rule-system.ts';
import { alternatingSide } from '../notation/submission-text.ts';
import type { MetaverseState } from '../state.ts';

const seatsInPlay = (state: MetaverseState): SeatId[] =>
  state.sides
    .filter((side) => state.ships.some((s) => s.side === side.side && s.status === 'active'))
    .map((s) => s.seat)
    .sort();

const seatOf = (state: MetaverseState, side: 'A' | 'B'): SeatId[] => state.sides.filter((s) => s.side === side).map((s) => s.seat);

export function metaverseStep(state: MetaverseState): Step | null {
  const t = state.turn;
  switch (state.stage) {
    case 'over':
      return null;
    case 'plot':
      return { key: `t${t}/plot`, title: `Turn ${t}: movement plot`, owes: seatsInPlay(state), secret: true };
    case 'fire': {
      // Fire orders that come before the end of the Mission or Control Step also take standing orders for it.
      const early = (state.standing?.resume ?? null) !== null;
      return { key: `t${t}/fire`, title: `Turn ${t}: ${early ? 'fire and control orders' : 'fire orders'}`, owes: seatsInPlay(state), secret: true };
    }
    case 'missions':
    case 'control': {
      const side = alternatingSide(state) ?? 'A';
      const n = state.stage === 'missions' ? (state.fighters.missionStep?.messages ?? 0) + 1 : (state.control?.alternation.actions ?? 0) + 1;
      const what = state.stage === 'missions' ? 'fighter missions' : 'control';
      return { key: `t${t}/${state.stage}/${n}`, title: `Turn ${t}: ${what} #${n} (side ${side})`, owes: seatOf(state, side), secret: false, brief: true };
    }
  }
}
