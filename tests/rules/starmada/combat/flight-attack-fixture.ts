/** A Vigilant escort with a Veshari flight next to it, in the Fighter Phase, for defensive-fire tests. */
import type { Dice } from '../../../../src/rules/core/dice.ts';
import { hex } from '../../../../src/rules/core/hex.ts';
import type { GameEvent } from '../../../../src/rules/core/rule-system.ts';
import { resolveFlightActivation, type FighterPhase } from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { STAY } from '../../../../src/rules/starmada/notation/flight-move.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import type { FlightState, ShipState, StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { fighterContext } from '../../../../src/rules/starmada/sequence/fighters.ts';

export function flightAttackSetup(options: { fighters?: number } = {}): { state: StarmadaState; vigilant: ShipState; flight: FlightState } {
  const setup = starmada.setup({
    options: { ...CORE_RULES, carriers: true, alternateArcs: true },
    fleets: {
      ana: { side: 'A', player: 'Ana', ships: [{ class: 'Vigilant' }] },
      ben: { side: 'B', player: 'Ben', ships: [{ class: 'Monsoon' }] },
    },
    scenario: 'standard/small',
    seed: '',
  });
  if (!setup.ok) throw new Error(setup.error.map((e) => e.message).join('\n'));
  const base = setup.value;
  const ships = base.ships.map((s) => (s.side === 'A' ? { ...s, at: hex(10, 5), heading: 0 as const, facing: 0 as const } : { ...s, at: hex(20, 0) }));
  const first = base.flights[0];
  if (!first) throw new Error('the Monsoon raised no flights');
  const flight: FlightState = { ...first, at: hex(11, 4), heading: 4, count: options.fighters ?? 6 };
  const state: StarmadaState = { ...base, turn: 1, ships, flights: [flight], phase: { kind: 'fighters', order: ['B'], next: 0 } };
  return { state, vigilant: ships.find((s) => s.side === 'A') as ShipState, flight };
}

export function attackWithFlight(state: StarmadaState, flightId: string, targetId: string, dice: Dice): { state: StarmadaState; events: readonly GameEvent[] } {
  const phase: FighterPhase = { order: ['B'], next: 0 };
  const resolved = resolveFlightActivation(state, phase, fighterContext, { flightId, move: STAY, targetId }, dice, 'ben');
  if (!resolved.ok) throw new Error(resolved.error.map((e) => e.message).join('\n'));
  return { state: resolved.value.world, events: resolved.value.events };
}
