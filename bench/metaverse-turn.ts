/**
 * How long the Metaverse rule system takes to resolve whole turns of a large fleet battle, the way the bot runs
 * them: each step's orders read from the players' text (`metaverse.parse`) and the step resolved
 * (`metaverse.resolve`), for the movement plot, every message of the alternating Mission and Control Steps, and
 * the fire step (which also runs starfighter combat, boarding, criticals, repairs, morale and the next Command
 * Step). The fleets are the two Salvo library fleets, each copied four times (32 starships, 32 fighter squadrons),
 * on a 6,000-point Match Play, played by the test autopilot. Prints figures; asserts nothing.
 *
 *   npx tsx bench/metaverse-turn.ts
 */
import { rngStateFromSeed, seededDice } from '../src/rules/core/dice.ts';
import { metaverseOptionsSchema } from '../src/rules/metaverse/options.ts';
import type { Fleet } from '../src/rules/metaverse/ships/fleet.ts';
import { fleetById } from '../src/rules/metaverse/ships/library.ts';
import type { MetaverseSubmission } from '../src/rules/metaverse/submission.ts';
import { metaverse } from '../src/rules/metaverse/system.ts';
import type { MetaverseState } from '../src/rules/metaverse/state.ts';
import { autopilotText } from '../tests/rules/metaverse/game/autopilot-text.ts';

const COPIES = 4;
const GAMES = 5;

/** The fleet `copies` times over: its squadrons, ships and commanders repeated with new ids and numbered names. */
function copied(fleet: Fleet, copies: number): Fleet {
  const tag = (id: string, k: number): string => (k === 0 ? id : `${id}-${k + 1}`);
  const named = (name: string, k: number): string => (k === 0 ? name : `${name} ${k + 1}`);
  const flag = fleet.commanders.find((c) => c.superior === null)?.id ?? '';
  const totalMorale = fleet.squadrons.flatMap((s) => s.ships).reduce((n, s) => n + s.moraleValue, 0);
  return {
    ...fleet,
    id: `${fleet.id}-x${copies}`,
    cost: null,
    commanders: Array.from({ length: copies }, (_, k) =>
      fleet.commanders.map((c) => ({
        ...c,
        id: tag(c.id, k),
        name: named(c.name ?? c.id, k),
        ship: tag(c.ship, k),
        // The copies' flag officers answer to the original flag; the rest keep their chain within the copy.
        superior: c.superior === null ? (k === 0 ? null : flag) : tag(c.superior, k),
      })),
    ).flat(),
    squadrons: Array.from({ length: copies }, (_, k) =>
      fleet.squadrons.map((sq) => ({
        ...sq,
        id: tag(sq.id, k),
        commander: tag(sq.commander, k),
        ships: sq.ships.map((s) => ({ ...s, id: tag(s.id, k), name: named(s.name, k), moraleValue: Math.max(1, Math.round((s.moraleValue * 100) / (totalMorale * copies))) })),
      })),
    ).flat(),
  };
}

function fleet(id: string): Fleet {
  const f = fleetById(id);
  if (!f) throw new Error(`no fleet ${id}`);
  return copied(f, COPIES);
}

function setup(seed: string): MetaverseState {
  const r = metaverse.setup({
    options: metaverseOptionsSchema.parse({}),
    fleets: {
      A1: { side: 'A', player: 'Ana', custom: fleet('salvo-concord-task-group') },
      B1: { side: 'B', player: 'Ben', custom: fleet('salvo-vorr-raiders') },
    },
    scenario: 'match-6000',
    seed,
  });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join(' | '));
  return r.value;
}

/** One step: every owing seat's text parsed (a refused mission becomes a pass), then the step resolved. */
function step(state: MetaverseState, seed: string): MetaverseState {
  const open = metaverse.step(state);
  if (!open) return state;
  const subs: Record<string, MetaverseSubmission> = {};
  for (const seat of open.owes) {
    const read = metaverse.parse(state, seat, autopilotText(state, seat));
    const sent = read.ok ? read : metaverse.parse(state, seat, '');
    if (!sent.ok) throw new Error(`${open.key} ${seat}: ${sent.error[0]?.message ?? ''}`);
    subs[seat] = sent.value;
  }
  return metaverse.resolve(state, subs, seededDice(rngStateFromSeed(`${seed}:${open.key}`))).state;
}

const times: number[] = [];
const steps: number[] = [];
let turns = 0;
let ships = 0;
let fighters = 0;
for (let g = 0; g < GAMES; g++) {
  let state = setup(`bench-${g}`);
  ships = state.ships.length;
  fighters = state.fighters.squadrons.length;
  for (let t = 0; t < 40 && state.stage !== 'over'; t++) {
    const turn = state.turn;
    const start = performance.now();
    let n = 0;
    while (state.stage !== 'over' && state.turn === turn) {
      state = step(state, `bench-${g}`);
      n++;
    }
    times.push(performance.now() - start);
    steps.push(n);
    turns++;
  }
}
times.sort((a, b) => a - b);
const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
const meanSteps = steps.reduce((a, b) => a + b, 0) / Math.max(1, steps.length);
console.log(`Metaverse Match Play, ${COPIES} × Concord Task Group v ${COPIES} × Vorr Raiders: ${ships} starships, ${fighters} fighter squadrons`);
console.log(`  ${GAMES} games, ${turns} turns, ${meanSteps.toFixed(1)} steps per turn (plot, mission and control messages, fire)`);
console.log(`  whole turn (parse + resolve of every step): median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`);
console.log(`  per step: median ${(at(0.5) / meanSteps).toFixed(1)} ms; a whole turn's p95 is ${((at(0.95) / 3000) * 100).toFixed(1)}% of Discord's 3 s interaction window`);
