/**
 * S.11 To the Rescue (p.64): "The defending side's force is divided into two halves … The attacking side deploys
 * first, followed by one half of the defending side's force—roll a die to determine which half." "During each End
 * Phase, the defending side should roll a die and add the result to a running total; once this total equals or
 * exceeds 7, the second half of the defending side's force can be placed on the game board, anywhere within the
 * area marked 'Reinforcements'."
 *
 * Rulings (Salvo's, ruling 162): the halves are the fleet list cut in two (scenarios.ts `defenderHalves`); the die
 * is rolled at set-up from the game's seed (1–3: the first half deploys). The half held back waits off the board
 * ('reserve'): it can neither act nor be attacked, scores nothing and keeps its side in the battle. The running
 * total is rolled after the victory check; at 7 or more the defender places the second half in a step of its own,
 * as in deployment (pick a space works there too), before the next turn's orders; its flights scramble then.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { defenderHalves } from './scenarios.ts';

/** The total the End Phase rolls must reach. */
export const REINFORCEMENT_TOTAL = 7;

/** Set-up: the die picks the half that deploys; the other half's ships wait in reserve. */
export function holdBackHalf(ships: readonly ShipState[], dice: Dice): { ships: ShipState[]; halfRoll: number } {
  const halfRoll = dice.roll('S.11: which half of the defender deploys (1-3 the first, 4-6 the second)');
  const [first, second] = defenderHalves(ships.filter((s) => s.side === 'B'));
  const waiting = new Set((halfRoll <= 3 ? second : first).map((s) => s.id));
  return { ships: ships.map((s) => (waiting.has(s.id) ? { ...s, status: 'reserve' as const } : s)), halfRoll };
}

/** "Half 2 (Monsoon, Sirocco) deploys: die 4 (S.11)." */
export function halfText(state: StarmadaState): string | null {
  const held = state.reinforcements;
  if (!held) return null;
  const deploying = state.ships.filter((s) => s.side === 'B' && s.status !== 'reserve').map((s) => s.name);
  const waiting = state.ships.filter((s) => s.status === 'reserve').map((s) => s.name);
  return `S.11: die ${held.halfRoll}, so half ${held.halfRoll <= 3 ? 1 : 2} of the defender deploys (${deploying.join(', ')}); ${waiting.join(', ')} wait${waiting.length === 1 ? 's' : ''} to reinforce once the End Phase dice reach ${REINFORCEMENT_TOTAL}.`;
}

/** End Phase: the defender's die added to the running total; true in `due` when the reinforcements may be placed now. */
export function rollReinforcements(state: StarmadaState, dice: Dice): { state: StarmadaState; events: GameEvent[]; due: boolean } {
  const held = state.reinforcements;
  if (!held || held.arrived) return { state, events: [], due: false };
  const roll = dice.roll('S.11: reinforcements, added to the running total');
  const total = held.total + roll;
  const due = total >= REINFORCEMENT_TOTAL;
  const text = `S.11 reinforcements: die ${roll}, running total ${total}${due ? ` — the defender's second half arrives and is placed in the Reinforcements area.` : ` of ${REINFORCEMENT_TOTAL}.`}`;
  return { state: { ...state, reinforcements: { ...held, total } }, events: [{ type: 'reinforcements', text }], due };
}
