/**
 * Which step of a Starmada game is open (Starmada 1.2 p.14): Orders → Movement (under D.8 one step per activation,
 * each naming the ships it moves) → Fighter Phase (one step per
 * activation; skipped with no flights) → Combat (one simultaneous step, or one step per ship in book order and
 * under E.5) → End Phase (a weapon-loss step when an owner has a choice) → next turn. Damage that takes effect at
 * once (fighters, seekers, explosions, E.5) stops play for a weapon-loss step when it took weapons the owner must
 * choose (weapon-losses.ts); resolve.ts `resumeAfterLosses` goes on from there.
 */
import type { SeatId, Step } from '../../core/rule-system.ts';
import type { StarmadaState } from '../state.ts';
import { movementTurn } from '../movement/sequential.ts';
import { canFire, fireActivationSeat } from './combat.ts';
import { fighterPrompt, fighterSeat } from './fighters.ts';
import { lossesStepName } from './weapon-losses.ts';

const seatsWithShips = (state: StarmadaState): SeatId[] =>
  Object.keys(state.seats)
    .filter((seat) => state.ships.some((s) => s.seat === seat && s.status === 'active'))
    .sort();

export function starmadaStep(state: StarmadaState): Step | null {
  const t = state.turn;
  const phase = state.phase;
  switch (phase.kind) {
    case 'deployment':
      if (phase.reinforcements) {
        const owes = [...new Set(state.ships.filter((s) => s.status === 'reserve').map((s) => s.seat))].sort();
        return { key: `t${t}/reinforcements`, title: `Turn ${t}: reinforcements arrive (S.11)`, owes, secret: true };
      }
      return { key: 'deploy', title: 'Deployment', owes: seatsWithShips(state), secret: true };
    case 'orders': {
      if (!phase.sequential) return { key: `t${t}/orders`, title: `Turn ${t}: orders`, owes: seatsWithShips(state), secret: true };
      // D.8: one step per activation, owed by the seat whose ships move (movement/sequential.ts).
      const turn = movementTurn(state);
      if (!turn) return null;
      const names = turn.ships.length <= turn.slots ? turn.ships.map((s) => s.name).join(', ') : `${turn.slots === 1 ? 'one' : turn.slots} of ${turn.ships.map((s) => s.name).join(', ')}`;
      return { key: `t${t}/move/${turn.slot + 1}`, title: `Turn ${t}: move ${names} (side ${turn.side})`, owes: [turn.seat], secret: true };
    }
    case 'fighters': {
      const prompt = fighterPrompt(state);
      const seat = prompt && fighterSeat(prompt);
      if (!prompt || !seat) return null;
      return { key: `t${t}/fighters/${prompt.slot + 1}`, title: `Turn ${t}: fighters, activation ${prompt.slot + 1} (side ${prompt.side})`, owes: [seat], secret: false };
    }
    case 'fire': {
      const owes = [...new Set(state.ships.filter((s) => canFire(state, s)).map((s) => s.seat))].sort();
      return { key: `t${t}/fire`, title: `Turn ${t}: fire`, owes, secret: true };
    }
    case 'fireActivation': {
      const seat = fireActivationSeat(state);
      if (!seat) return null;
      const side = phase.order[phase.next] ?? 'A';
      return { key: `t${t}/fire/${phase.next + 1}`, title: `Turn ${t}: fire, activation ${phase.next + 1} (side ${side})`, owes: [seat], secret: false };
    }
    case 'weaponLosses': {
      const owes = [...new Set(Object.keys(phase.owed).map((id) => state.ships.find((s) => s.id === id)?.seat ?? ''))].filter((s) => s !== '').sort();
      return { ...lossesStepName(t, phase), owes, secret: false };
    }
    case 'over':
      return null;
  }
}
