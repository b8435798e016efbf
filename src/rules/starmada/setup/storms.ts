/**
 * S.9 Storms in Space in play (p.63): "During each End Phase, roll a die: the result determines whether the
 * subsequent game turn will be affected by spatial disruptions". The table and the random heading are in
 * scenarios.ts; here the roll is made, a 1 spins every starship at once, and the result binds the next game turn:
 * no turns (starships and flights), −1 to hit and no long range (starship attacks only), or no attacks at all.
 *
 * Rulings (Salvo's, ruling 165): "turn" means the turns and U-turns of 3.1 and 3.4; sideslips and pivots change no heading
 * and stay allowed. Seekers already in flight are munitions, neither starships nor fighter flights, and still
 * strike under a "no attacks" result; launching new ones is an attack and is forbidden with the rest.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import type { ModifierTerm } from '../combat/to-hit.ts';
import type { FighterRestrictions } from '../fighters/fighter-phase.ts';
import type { StarmadaState } from '../state.ts';
import { rollStorm, stormRestrictions, type StormRestrictions } from './scenarios.ts';

const NO_STORM: StormRestrictions = stormRestrictions('none');

/** What the storm rolled in the last End Phase forbids in this game turn. */
export const stormNow = (state: StarmadaState): StormRestrictions => (state.storm ? stormRestrictions(state.storm) : NO_STORM);

/** The storm's bounds on fighter flights this turn (they act in the Fighter Phase). */
export function stormOnFlights(state: StarmadaState): FighterRestrictions | undefined {
  const storm = stormNow(state);
  return storm.noTurns || storm.noAttacks ? { noTurns: storm.noTurns, noAttacks: storm.noAttacks } : undefined;
}

/** Result 5: every starship attack this Combat Phase at −1 to hit. */
export function stormToHitTerms(state: StarmadaState): ModifierTerm[] {
  const value = stormNow(state).starshipToHit;
  return value === 0 ? [] : [{ source: 'storm (S.9)', value }];
}

/** End Phase: the storm roll for the next game turn; a 1 turns every starship on the board to a random heading now. */
export function rollStormForNextTurn(state: StarmadaState, dice: Dice): { state: StarmadaState; events: GameEvent[] } {
  if (state.scenario !== 'S.9') return { state, events: [] };
  const onBoard = state.ships.filter((s) => s.status === 'active');
  const storm = rollStorm(onBoard, dice);
  const spun = new Map(storm.headings.map((h) => [h.shipId, h.heading]));
  const ships = state.ships.map((s) => {
    const heading = spun.get(s.id);
    return heading === undefined ? s : { ...s, heading, facing: heading };
  });
  const spins = storm.headings.map((h) => `${onBoard.find((s) => s.id === h.shipId)?.name ?? h.shipId} ${h.roll}`);
  const text = spins.length > 0 ? `${storm.text} (${spins.join(', ')})` : storm.text;
  return { state: { ...state, ships, storm: storm.effect }, events: [{ type: 'storm', text, data: storm }] };
}
