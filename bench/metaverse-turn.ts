/**
 * How long a whole Metaverse turn takes to resolve as composed so far (movement, fighter operations, the
 * alternating mission and control steps, simultaneous fire with interception, starfighter combat, boarding,
 * criticals, repairs, morale and the next Command Step), for the Match Play game between the two Salvo fleets
 * played by the test autopilot. Prints figures; asserts nothing.
 *
 *   npx tsx bench/metaverse-turn.ts
 */
import { rngStateFromSeed, seededDice } from '../src/rules/core/dice.ts';
import { controlDue, missionsDue, resolveControl, resolveFire, resolveMissions, resolvePlots, startTurn } from '../src/rules/metaverse/turn/turn.ts';
import type { MetaverseState } from '../src/rules/metaverse/turn/state.ts';
import { autopilotControl, autopilotFire, autopilotMissions, autopilotPlots } from '../tests/rules/metaverse/turn/autopilot.ts';
import { match } from '../tests/rules/metaverse/turn/fixtures.ts';

function turn(state: MetaverseState, seed: string): MetaverseState {
  const dice = seededDice(rngStateFromSeed(seed));
  let s = resolvePlots(state, { ...autopilotPlots(state, 'A'), ...autopilotPlots(state, 'B') }, dice).state;
  for (let side = missionsDue(s); side !== null; side = missionsDue(s)) {
    const tried = resolveMissions(s, side, autopilotMissions(s, side), dice);
    const step = tried.ok ? tried : resolveMissions(s, side, 'pass', dice);
    if (!step.ok) throw new Error(step.error[0]?.message);
    s = step.value.state;
  }
  for (let side = controlDue(s); side !== null; side = controlDue(s)) {
    const step = resolveControl(s, side, autopilotControl(s, side));
    if (!step.ok) throw new Error(step.error[0]?.message);
    s = step.value.state;
  }
  return resolveFire(s, [...autopilotFire(s, 'A'), ...autopilotFire(s, 'B')], dice).state;
}

const games = 20;
const times: number[] = [];
let turns = 0;
for (let g = 0; g < games; g++) {
  let state = startTurn(match(`bench-${g}`), seededDice(rngStateFromSeed(`bench-${g}:t1`))).state;
  for (let t = 0; t < 60 && state.stage !== 'over'; t++) {
    const start = performance.now();
    state = turn(state, `bench-${g}:${t}`);
    times.push(performance.now() - start);
    turns++;
  }
}
times.sort((a, b) => a - b);
const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(`Metaverse Match Play, Concord Task Group v Vorr Raiders (8 ships, fighters), ${games} games, ${turns} turns`);
console.log(`  whole turn: median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms`);
console.log(`  p95 is ${((at(0.95) / 3000) * 100).toFixed(2)}% of Discord's 3 s interaction window`);
