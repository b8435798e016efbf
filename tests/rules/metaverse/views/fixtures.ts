// Metaverse states for the view tests: the Match Play start and a few turns of the autopilot (tests/…/turn/),
// played the way tests/rules/metaverse/turn/match-game.test.ts plays them.
import { rngStateFromSeed, seededDice } from '../../../../src/rules/core/dice.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';
import { controlDue, resolveControl, resolveFire, resolvePlots, startTurn } from '../../../../src/rules/metaverse/sequence/turn.ts';
import { autopilotControl, autopilotFire, autopilotPlots } from '../sequence/autopilot.ts';
import { match } from '../sequence/fixtures.ts';

export const start = (seed = 'views'): MetaverseState => startTurn(match(seed), seededDice(rngStateFromSeed(`${seed}:t1`))).state;

/** The state after `turns` autopilot turns (stopping early if the game ends). */
export function midGame(turns = 5, seed = 'views'): MetaverseState {
  let state = start(seed);
  for (let t = 0; t < turns && state.stage !== 'over'; t++) {
    state = resolvePlots(state, { ...autopilotPlots(state, 'A'), ...autopilotPlots(state, 'B') }, seededDice(rngStateFromSeed(`${seed}:plot${t}`))).state;
    for (let side = controlDue(state); side !== null; side = controlDue(state)) {
      const step = resolveControl(state, side, autopilotControl(state, side));
      if (!step.ok) throw new Error(step.error.map((e) => e.message).join(' | '));
      state = step.value.state;
    }
    state = resolveFire(state, [...autopilotFire(state, 'A'), ...autopilotFire(state, 'B')], seededDice(rngStateFromSeed(`${seed}:fire${t}`))).state;
  }
  return state;
}
