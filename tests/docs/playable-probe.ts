/**
 * Whether a rule system really plays: set up its first scenario with the scenario's own forces (or one library ship a
 * side), then resolve steps with every seat sending what the book does for a missed order, until the game ends or
 * enough steps have resolved to cover whole turns. The README and `/salvo about` must agree with what this finds.
 */
import { rngStateFromSeed, seededDice } from '../../src/rules/core/dice.ts';
import type { AnyRuleSystem } from '../../src/game/rule-systems.ts';

const STEPS_TO_PLAY = 24;

export function playsThrough(system: AnyRuleSystem): { ok: true; steps: number } | { ok: false; why: string } {
  const scenario = system.fleets.scenarios()[0]?.value;
  if (!scenario) return { ok: false, why: 'no scenario' };
  const fleets: Record<string, unknown> = {};
  for (const side of system.fleets.sides(scenario)) {
    const given = system.fleets.given?.(scenario, side);
    const built = given ?? firstLibraryShip(system);
    if (!built) return { ok: false, why: `no fleet for side ${side}` };
    fleets[side] = { ...built, side, player: `Player ${side}` };
  }
  const setup = system.setup({ options: {}, fleets, scenario, seed: 'readme-truth' });
  if (!setup.ok) return { ok: false, why: setup.error.map((e) => e.message).join('; ') };
  let state = setup.value;
  for (let n = 0; n < STEPS_TO_PLAY; n++) {
    const step = system.step(state);
    if (!step) return { ok: true, steps: n };
    const orders = Object.fromEntries(step.owes.map((seat) => [seat, system.missing(state, seat)]));
    state = system.resolve(state, orders, seededDice(rngStateFromSeed(`readme-truth/${n}`))).state;
  }
  return { ok: true, steps: STEPS_TO_PLAY };
}

function firstLibraryShip(system: AnyRuleSystem): Record<string, unknown> | null {
  const ship = system.fleets.library()[0];
  if (!ship) return null;
  const added = system.fleets.add(system.fleets.empty(), ship.value);
  return added.ok ? added.value.fleet : null;
}
