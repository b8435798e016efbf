/**
 * S.8 The Shakedown Cruise (p.62): "The starship on the attacking side with the highest combat rating is
 * considered the 'prototype'. After the prototype declares its first attacks of the game, but before any of those
 * attacks are resolved, roll one die": 1 −1 to all its to-hit rolls; 2 as 1, and its engine rating −1 at once;
 * 3–4 as expected; 5 +1 to all its to-hit rolls; 6 as 5, and its engine rating +1 at once.
 *
 * Rulings (Salvo's, ruling 164): on a tie the first of those ships in the attacker's fleet list is the prototype.
 * The to-hit modifier applies to the attacks the ship itself makes, those first ones included; its seekers attack
 * later with their own modifiers only (ruling 23). The engine change lasts the rest of the game.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import type { ModifierTerm } from '../combat/to-hit.ts';
import type { FireDeclaration, ShipState, StarmadaState } from '../state.ts';

export interface PrototypeResult {
  readonly toHit: number;
  readonly engine: number;
  readonly text: string;
}

/** The S.8 table. */
export function prototypeResult(roll: number): PrototypeResult {
  if (roll === 1) return { toHit: -1, engine: 0, text: 'maintenance issues: −1 to all its to-hit rolls' };
  if (roll === 2) return { toHit: -1, engine: -1, text: 'maintenance issues: −1 to all its to-hit rolls, and its engine rating drops by 1' };
  if (roll === 5) return { toHit: 1, engine: 0, text: 'better than anticipated: +1 to all its to-hit rolls' };
  if (roll === 6) return { toHit: 1, engine: 1, text: 'better than anticipated: +1 to all its to-hit rolls, and its engine rating rises by 1' };
  return { toHit: 0, engine: 0, text: 'it performs as expected' };
}

/** The attacker's ship of highest CR, the first listed on a tie; undefined without attacking ships. */
export function choosePrototype(ships: readonly ShipState[], combatRating: (ship: ShipState) => number): ShipState | undefined {
  let best: ShipState | undefined;
  for (const ship of ships.filter((s) => s.side === 'A')) if (!best || combatRating(ship) > combatRating(best)) best = ship;
  return best;
}

/** The trial roll, made once: when the prototype's first attacks are declared, before any is resolved. */
export function prototypeTrial(state: StarmadaState, declarations: readonly FireDeclaration[], dice: Dice): { state: StarmadaState; events: GameEvent[] } {
  const prototype = state.prototype;
  if (!prototype || prototype.roll !== undefined || !declarations.some((d) => d.shipId === prototype.shipId)) return { state, events: [] };
  const ship = state.ships.find((s) => s.id === prototype.shipId);
  if (!ship) return { state, events: [] };
  const roll = dice.roll(`prototype trial: ${ship.name} (S.8)`);
  const result = prototypeResult(roll);
  const ships = result.engine === 0 ? state.ships : state.ships.map((s) => (s.id === ship.id ? { ...s, engineShift: (s.engineShift ?? 0) + result.engine } : s));
  const event: GameEvent = { type: 'prototype-trial', text: `${ship.name}, the prototype, fires for the first time: die ${roll}, ${result.text} (S.8).`, data: { roll, ...result } };
  return { state: { ...state, ships, prototype: { ...prototype, roll } }, events: [event] };
}

/** The prototype's to-hit modifier once its trial is rolled. */
export function prototypeToHitTerms(state: StarmadaState, attacker: ShipState): ModifierTerm[] {
  const roll = state.prototype?.shipId === attacker.id ? state.prototype.roll : undefined;
  const value = roll === undefined ? 0 : prototypeResult(roll).toHit;
  return value === 0 ? [] : [{ source: 'prototype (S.8)', value }];
}
