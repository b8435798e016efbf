/**
 * The seeded whole games whose event logs and final states are recorded in tests/golden/recorded/: issue 17's
 * proof that a restructuring changed nothing. Each game is played exactly as its own whole-game test plays it
 * (same seeds, same autopilot, same path through the rules or the game service), and keeps the state after every
 * step so that games in progress can be saved as upgrade fixtures.
 */
import { eventsOf, setupSnapshot, snapshotOfStep, stepsOf } from '../../src/db/game-repo.ts';
import { rngStateFromSeed, seededDice } from '../../src/rules/core/dice.ts';
import type { GameEvent, RuleSystem, SeatId } from '../../src/rules/core/rule-system.ts';
import { CORE_RULES, type StarmadaOptions } from '../../src/rules/starmada/options.ts';
import type { StarmadaState } from '../../src/rules/starmada/state.ts';
import { starmada } from '../../src/rules/starmada/system.ts';
import type { GameContext } from '../../src/game/context.ts';
import { serviceContext } from '../game/service-fixture.ts';
import { autopilot } from '../rules/starmada/game/autopilot.ts';
import { playToTheEnd as playVoidstriker, startScenario } from '../rules/voidstriker/game/service-game.ts';
import { playToTheEnd as playMetaverse, startMatch } from '../rules/metaverse/game/service-game.ts';
import { controlDue, missionsDue, resolveControl, resolveFire, resolveMissions, resolvePlots, startTurn } from '../../src/rules/metaverse/sequence/turn.ts';
import { autopilotControl, autopilotFire, autopilotMissions, autopilotPlots } from '../rules/metaverse/sequence/autopilot.ts';
import { match } from '../rules/metaverse/sequence/fixtures.ts';
import type { MetaverseState } from '../../src/rules/metaverse/state.ts';

export interface RecordedStep {
  key: string;
  events: unknown[];
  /** The state after this step resolved, as the database stores it. */
  state: unknown;
}

export interface RecordedGame {
  name: string;
  system: 'starmada' | 'voidstriker' | 'metaverse';
  /** How the dice of each step are seeded: a plain seed (`${seed}/${key}`) or a game service secret (game 1). */
  dice: { seed: string } | { secret: string };
  /** The state before the first step. */
  initial: unknown;
  steps: RecordedStep[];
}

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const STARMADA_FLEETS = {
  ana: { side: 'A' as const, player: 'Ana', ships: [{ class: 'Majestic' }, { class: 'Sovereign' }, { class: 'Resolute' }] },
  ben: { side: 'B' as const, player: 'Ben', ships: [{ class: 'Monsoon' }, { class: 'Mistral' }, { class: 'Sirocco' }] },
};
const STARMADA_BASE: StarmadaOptions = { ...CORE_RULES, carriers: true, alternateArcs: true, dualMode: true };

/** A Starmada game played through the rule system's own functions by the autopilot (tests/rules/starmada/integration/whole-game.test.ts, game/battle.test.ts). */
function starmadaGame(name: string, options: StarmadaOptions, seed: string, setupSeed: string): RecordedGame {
  const setup = starmada.setup({ options, fleets: STARMADA_FLEETS, scenario: 'standard/medium', seed: setupSeed });
  if (!setup.ok) throw new Error(setup.error.map((e) => e.message).join(' | '));
  const initial = json(setup.value);
  return { name, system: 'starmada', dice: { seed }, initial, steps: playPure(starmada, setup.value, seed, autopilot) };
}

/** Plays a rule system to its end, each seat's submission from `choose`, each step's dice from `${seed}/${key}`. */
export function playPure<State, Submission>(
  system: RuleSystem<State, Submission>,
  initial: State,
  seed: string,
  choose: (state: State, seat: SeatId) => Submission,
  maxSteps = 2000,
): RecordedStep[] {
  let state = initial;
  const steps: RecordedStep[] = [];
  for (let i = 0; i < maxSteps; i++) {
    const step = system.step(state);
    if (!step) return steps;
    const submissions = Object.fromEntries(step.owes.map((seat) => [seat, choose(state, seat)]));
    const resolved = system.resolve(state, submissions, seededDice(rngStateFromSeed(`${seed}/${step.key}`)));
    state = resolved.state;
    steps.push({ key: step.key, events: json(resolved.events), state: json(state) });
  }
  throw new Error(`${system.id}: the game did not end in ${maxSteps} steps`);
}

/** A game played through the game service: its steps, events and snapshots as the database holds them. */
function serviceGame(name: string, system: RecordedGame['system'], secret: string, play: (ctx: GameContext) => number): RecordedGame {
  const { ctx, handle } = serviceContext(secret);
  try {
    const gameId = play(ctx);
    const steps = stepsOf(ctx.db, gameId).map((s) => ({ key: s.key, events: eventsOf(ctx.db, s.id).map((e) => e.payload), state: snapshotOfStep(ctx.db, s.id) }));
    if (steps.at(-1)?.state === undefined) throw new Error(`${name}: the last step has no snapshot`);
    return { name, system, dice: { secret }, initial: setupSnapshot(ctx.db, gameId), steps: json(steps) };
  } finally {
    handle.close();
  }
}

/** The Metaverse Match Play game of tests/rules/metaverse/turn/match-game.test.ts, through the composed turn's functions. */
function metaverseComposed(name: string, seed: string, maxTurns = 60): RecordedGame {
  const state = match(seed);
  const initial = json(state);
  const first = startTurn(state, seededDice(rngStateFromSeed(`${seed}:t1`)));
  const steps: RecordedStep[] = [{ key: 't1', events: json(first.events), state: json(first.state) }];
  steps.push(...playComposed(first.state, seed, composedNext('t1'), maxTurns));
  return { name, system: 'metaverse', dice: { seed }, initial, steps };
}

const COMPOSED_PHASES = ['plot', 'm', 'c', 'fire'] as const;
type ComposedPhase = (typeof COMPOSED_PHASES)[number];

/** Where a composed game goes on after the step with this key: "t1" → turn 0's plot, "m3" → turn 3's missions… */
export function composedNext(key: string): { turn: number; phase: ComposedPhase } {
  const [, kind = '', n = '0'] = /^(t|plot|m|c|fire)(\d+)$/.exec(key) ?? [];
  if (kind === 't') return { turn: 0, phase: 'plot' };
  if (kind === 'fire') return { turn: Number(n) + 1, phase: 'plot' };
  return { turn: Number(n), phase: kind === 'c' ? 'c' : 'm' };
}

/** The composed turn played from `from` to the end: plots, the alternating Mission and Control Steps, fire. */
export function playComposed(initial: MetaverseState, seed: string, from: { turn: number; phase: ComposedPhase }, maxTurns = 60): RecordedStep[] {
  let state = initial;
  const steps: RecordedStep[] = [];
  const record = (key: string, r: { state: MetaverseState; events: GameEvent[] }) => {
    state = r.state;
    steps.push({ key, events: json(r.events), state: json(state) });
  };
  const ok = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string }[] }): T => {
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join(' | '));
    return r.value;
  };
  // A game resumed mid-turn finishes that turn, as it would have; a new turn starts only while the game goes on.
  for (let t = from.turn; t < maxTurns && (t === from.turn || state.stage !== 'over'); t++) {
    const start = t === from.turn ? COMPOSED_PHASES.indexOf(from.phase) : 0;
    if (start <= 0) record(`plot${t}`, resolvePlots(state, { ...autopilotPlots(state, 'A'), ...autopilotPlots(state, 'B') }, seededDice(rngStateFromSeed(`${seed}:plot${t}`))));
    for (let side = start <= 1 ? missionsDue(state) : null; side !== null; side = missionsDue(state)) {
      const tried = resolveMissions(state, side, autopilotMissions(state, side), seededDice(rngStateFromSeed(`${seed}:m${t}`)));
      record(`m${t}`, ok(tried.ok ? tried : resolveMissions(state, side, 'pass', seededDice(rngStateFromSeed(`${seed}:m${t}`)))));
    }
    for (let side = start <= 2 ? controlDue(state) : null; side !== null; side = controlDue(state)) record(`c${t}`, ok(resolveControl(state, side, autopilotControl(state, side))));
    record(`fire${t}`, resolveFire(state, [...autopilotFire(state, 'A'), ...autopilotFire(state, 'B')], seededDice(rngStateFromSeed(`${seed}:fire${t}`))));
  }
  return steps;
}

/** Every recorded game, by name; each is played when asked for. */
export const GOLDEN_GAMES: Record<string, () => RecordedGame> = {
  'starmada-e5': () =>
    starmadaGame('starmada-e5', { ...STARMADA_BASE, sequentialCombat: true, damageControl: true, directedDamage: true, explosions: true }, 'integration-e5', 'integration-e5'),
  'starmada-core': () => starmadaGame('starmada-core', STARMADA_BASE, 'integration-core', 'integration-core'),
  'starmada-battle': () => starmadaGame('starmada-battle', STARMADA_BASE, 'battle-seed-1', 'unused'),
  'voidstriker-6.1': () =>
    serviceGame('voidstriker-6.1', 'voidstriker', 'fixed-secret-vs', (ctx) => {
      const id = startScenario(ctx);
      playVoidstriker(ctx, id);
      return id;
    }),
  'metaverse-match-alternating': () =>
    serviceGame('metaverse-match-alternating', 'metaverse', 'match-10', (ctx) => {
      const id = startMatch(ctx, 'match', { strictAlternation: true });
      playMetaverse(ctx, id);
      return id;
    }),
  'metaverse-match-standing-fire': () =>
    serviceGame('metaverse-match-standing-fire', 'metaverse', 'match-10', (ctx) => {
      const id = startMatch(ctx);
      playMetaverse(ctx, id, 600, { standingWith: 'fire' });
      return id;
    }),
  'metaverse-match-standing-plot': () =>
    serviceGame('metaverse-match-standing-plot', 'metaverse', 'match-10', (ctx) => {
      const id = startMatch(ctx);
      playMetaverse(ctx, id, 600, { standingWith: 'plot' });
      return id;
    }),
  'metaverse-composed': () => metaverseComposed('metaverse-composed', 'match-1'),
};

export type { StarmadaState };
