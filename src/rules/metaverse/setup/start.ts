/**
 * Setting up a Metaverse game from the lobby (book p.101 "Match Play"): the scenario named, the
 * Match Play setup (setup.ts), then the first turn's Command Step, rolled from the game's seed so players see their
 * CP before plotting.
 */
import { rngStateFromSeed, seededDice } from '../../core/dice.ts';
import { err, ok } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { configOf, parseScenario, type MetaverseOptions } from '../options.ts';
import { startTurn } from '../sequence/turn.ts';
import { setupMatch, type SeatFleet } from './setup.ts';
import { metaverseError } from '../errors.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

export function setupGame(input: { options: MetaverseOptions; fleets: Readonly<Record<SeatId, SeatFleet>>; scenario: string; seed: string }) {
  const scenario = parseScenario(input.scenario);
  if (!scenario) return err([metaverseError('ERR_SCENARIO', `"${cutGraphemes(input.scenario, 40)}" is not a Metaverse scenario Salvo sets up; use match, match/8 for an 8-turn limit, or match-3000 for fleets of up to 3,000 points.`)]);
  const state = setupMatch({ config: configOf(input.options, scenario), fleets: input.fleets, seed: input.seed });
  if (!state.ok) return state;
  const first = startTurn(state.value, seededDice(rngStateFromSeed(`${input.seed}:command-1`)));
  return ok({ ...first.state, setupLog: [...state.value.setupLog, ...first.events.map((e) => e.text)] });
}
