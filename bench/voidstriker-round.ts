/**
 * How long the rules take to resolve one whole Voidstriker round (plots → initiative → lock-on → phases a–d →
 * record keeping) in a 20-ship skirmish with missile salvos in flight. The autopilot plays a few rounds until
 * several salvos are out (or keeps the position with the most); then `resolvePlots` is timed from that position
 * with a fresh seeded dice stream each time, so every timed round carries the full load. The autopilot's plotting
 * is not timed. Run: `npx tsx bench/voidstriker-round.ts`.
 */
import { rngStateFromSeed, seededDice } from '../src/rules/core/dice.ts';
import { inPlay } from '../src/rules/voidstriker/ships/in-play.ts';
import type { RoundPlot } from '../src/rules/voidstriker/notation/types.ts';
import { resolvePlots } from '../src/rules/voidstriker/sequence/resolve-round.ts';
import { setupGame } from '../src/rules/voidstriker/setup/setup.ts';
import type { VoidstrikerState } from '../src/rules/voidstriker/state.ts';
import { autopilotPlot } from '../tests/rules/voidstriker/game/autopilot.ts';

const ROUNDS = 50;
const MIN_SALVOS = 4;
const MAX_WARM_UP = 12;
const DISCORD_WINDOW_MS = 3000;

const sideA = ['unsn-heavy-cruiser-7000', 'unsn-heavy-cruiser-7000', 'unsn-fleet-intruder-4000', 'unsn-fleet-intruder-4000', 'unsn-destroyer-escort-3000', 'unsn-destroyer-escort-3000', 'rn-heavy-cruiser-6500', 'rn-patrol-cruiser-4500', 'us-light-cruiser-5000', 'us-destroyer-escort-2500'];
const sideB = ['ijn-battlecruiser-6000', 'ijn-battlecruiser-6000', 'ijn-missile-destroyer-3000', 'ijn-missile-destroyer-3000', 'ijn-missile-destroyer-3000', 'arab-destroyer-3500', 'arab-destroyer-3500', 'arab-corsair-2000', 'arab-corsair-2000', 'ijn-gunboat-300'];

const setup = setupGame({
  options: { firePerPhase: false, asteroids: false },
  fleets: {
    ana: { side: 'A', player: 'Ana', ships: sideA.map((c) => ({ class: c })) },
    ben: { side: 'B', player: 'Ben', ships: sideB.map((c) => ({ class: c })) },
  },
  scenario: 'skirmish',
  seed: 'bench',
});
if (!setup.ok) throw new Error(setup.error.map((e) => e.message).join('\n'));

const seats = Object.keys(setup.value.seats);
const plotsOf = (state: VoidstrikerState): Record<string, RoundPlot> => Object.fromEntries(seats.map((seat) => [seat, autopilotPlot(state, seat)]));

// Warm up: play until several salvos are in flight; if that never happens, keep the position with the most.
let state = setup.value;
let best = state;
for (let r = 0; r < MAX_WARM_UP && state.stage === 'plot' && best.salvos.length < MIN_SALVOS; r++) {
  state = resolvePlots(state, plotsOf(state), seededDice(rngStateFromSeed(`bench-warm-${r}`))).state;
  if (state.stage === 'plot' && state.salvos.length > best.salvos.length) best = state;
}
state = best;

const plots = plotsOf(state);
const times: number[] = [];
let events = 0;
for (let r = 0; r < ROUNDS; r++) {
  const dice = seededDice(rngStateFromSeed(`bench-round-${r}`));
  const start = performance.now();
  const result = resolvePlots(state, plots, dice);
  times.push(performance.now() - start);
  events += result.events.length;
}

times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
const median = at(0.5);
const p95 = at(0.95);
console.log(`Voidstriker skirmish, ${setup.value.ships.length} ships (10 a side), position after round ${state.round - 1}`);
console.log(`  ships in play ${state.ships.filter(inPlay).length}, missile salvos in flight ${state.salvos.length}`);
console.log(`  ${ROUNDS} whole rounds resolved from that position (${(events / ROUNDS).toFixed(0)} events per round)`);
console.log(`  resolvePlots per round: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${at(1).toFixed(2)} ms`);
console.log(`  p95 is ${((p95 / DISCORD_WINDOW_MS) * 100).toFixed(2)}% of Discord's 3 s interaction window`);
