/**
 * The record of the step being resolved, kept in the state for that step's map (state.ts `StepRecord`): every
 * attack as a shot from the attacker's hex to the target's (4.2–4.4 p.20–21 for ships, 5.4 p.23 for fighters,
 * C.4 p.40 for seekers, C.5 Dfn defensive fire), and every explosion (E.3 p.48). The step's resolution
 * (sequence/resolve.ts) starts it empty and adds the ships it destroyed at the end.
 */
import type { Hex } from '../../core/hex.ts';
import type { DamageTally } from './damage.ts';
import type { ToHitRoll } from './to-hit.ts';
import type { ShotRecord, StarmadaState, StepRecord } from '../state.ts';

export const emptyStep = (): StepRecord => ({ shots: [], wrecks: [], blasts: [] });

/** Boxes a tally makes the target check: screens absorb a hit rather than check a box (B.18). */
export const boxesOf = (t: DamageTally): number => t.hull + t.crew + t.engines + t.weapons + t.shields;

/** To-hit dice that scored, of the dice rolled (a Fire-Linked die counts once, however many hits it makes). */
export function diceHits(roll: Pick<ToHitRoll, 'dice'>): { hits: number; dice: number } {
  return { hits: roll.dice.filter((d) => d.hits + d.repeatHits > 0).length, dice: roll.dice.length };
}

export function noteShot(state: StarmadaState, shot: ShotRecord): StarmadaState {
  return { ...state, lastStep: { ...state.lastStep, shots: [...state.lastStep.shots, shot] } };
}

/** A shot between two units of the state, from and to where they are now. */
export function shotBetween(
  state: StarmadaState,
  fromId: string,
  toId: string,
  result: { hits: number; dice: number; damage: number },
  from?: Hex,
): StarmadaState {
  const at = (id: string): Hex | undefined => state.ships.find((s) => s.id === id)?.at ?? state.flights.find((f) => f.id === id)?.at;
  const start = from ?? at(fromId);
  const end = at(toId);
  if (!start || !end) return state;
  const atFlight = !state.ships.some((s) => s.id === toId);
  return noteShot(state, { fromId, toId, from: start, to: end, ...result, atFlight });
}

export function noteBlast(state: StarmadaState, shipId: string, at: Hex): StarmadaState {
  return { ...state, lastStep: { ...state.lastStep, blasts: [...state.lastStep.blasts, { shipId, at }] } };
}
