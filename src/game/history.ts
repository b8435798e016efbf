/**
 * A game's full record and what can be done with it: export as JSON (setup, every step with its submissions,
 * events and revealed seed), replay from that record to the same final state, and verify one step's dice by
 * resolving it again from the state before it.
 */
import { rngStateFromSeed, seededDice } from '../rules/core/dice.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import { isDeepStrictEqual } from 'node:util';
import { eventsOf, gameById, seatsOf, stepsOf, submissionsOf, type StepRow } from '../db/game-repo.ts';
import type { GameContext } from './context.ts';
import { seedHash } from './dice-commitment.ts';
import { readStored, setupState, stateOfStep, storedForm } from './stored-state.ts';
import { ruleSystem } from './rule-systems.ts';
import { serviceError } from './errors.ts';
import { cutGraphemes } from '../rules/core/cut-text.ts';

export interface GameHistory {
  format: 'salvo-history/1';
  game: { id: number; title: string; system: string; scenario: string; options: Record<string, unknown>; status: string };
  seats: { seat: string; side: string; player: string | null; fleet: unknown }[];
  setup: unknown;
  steps: {
    seq: number;
    key: string;
    title: string;
    status: 'open' | 'resolved' | 'void';
    seedHash: string;
    /** Revealed only for resolved and void steps; an open step's seed stays secret. */
    seed: string | null;
    /** Only once the step has resolved: an open step's drafts are secret. */
    submissions: Record<string, unknown> | null;
    events: unknown[];
  }[];
}

export function exportHistory(ctx: GameContext, gameId: number): Result<GameHistory, RuleError[]> {
  const game = gameById(ctx.db, gameId);
  if (!game) return err([serviceError('ERR_GAME_UNKNOWN', `There is no game ${gameId}.`)]);
  const setup = setupState(ctx.db, game);
  if (setup && !setup.ok) return setup;
  const seats = seatsOf(ctx.db, gameId);
  const seatKey = new Map(seats.map((s) => [s.id, s.seatKey]));
  return ok({
    format: 'salvo-history/1',
    game: { id: game.id, title: game.title, system: game.system, scenario: game.scenario, options: game.options, status: game.status },
    seats: seats.map((s) => ({ seat: s.seatKey, side: s.side, player: s.playerName, fleet: s.fleet })),
    setup: setup ? setup.value : null,
    steps: stepsOf(ctx.db, gameId).map((step) => ({
      seq: step.seq,
      key: step.key,
      title: step.title,
      status: step.status,
      seedHash: step.seedHash,
      seed: step.status === 'open' ? null : step.seed,
      submissions:
        step.status === 'resolved'
          ? Object.fromEntries(submissionsOf(ctx.db, step.id).map((s) => [seatKey.get(s.seatId) ?? String(s.seatId), s.payload]))
          : null,
      events: eventsOf(ctx.db, step.id).map((e) => e.payload),
    })),
  });
}

/** Plays the record's resolved steps again from the setup state; the result must equal the game's last state. */
export function replayHistory(history: GameHistory): Result<unknown, RuleError[]> {
  const system = ruleSystem(history.game.system);
  const setup = history.setup === null ? ok(null) : readStored(history.game, history.setup, "the record's setup");
  if (!setup.ok) return setup;
  let state = setup.value;
  for (const step of history.steps) {
    if (step.status !== 'resolved') continue;
    if (!step.seed || !step.submissions) return err([serviceError('ERR_HISTORY', `Step ${step.key} has no seed or submissions in the record.`)]);
    if (seedHash(step.seed) !== step.seedHash) return err([serviceError('ERR_HISTORY_SEED', `Step ${step.key}'s seed does not match the hash published when it opened.`)]);
    // Stamped as the game service stores it, so the replay ends on the stored state.
    state = storedForm(system.id, system.resolve(state, step.submissions, seededDice(rngStateFromSeed(step.seed))).state);
  }
  return ok(state);
}

export interface Verification {
  stepKey: string;
  seedMatchesCommitment: boolean;
  rollsMatch: boolean;
  stateMatches: boolean;
  rolls: number;
}

/** `/verify`: resolves a finished step again from the state before it, its submissions and its revealed seed. */
/** The steps /verify can check, newest last; a long game shows its latest ones. */
const VERIFIABLE_SHOWN = 12;

/**
 * Why `/verify step:<key>` has nothing to check: the step is open (its seed is still secret), was voided, or no step
 * has that key, in which case the steps that can be checked are named (issue 24 item 8).
 */
function unverifiable(all: readonly StepRow[], stepKey: string): RuleError {
  const shown = cutGraphemes(stepKey, 40);
  const same = all.filter((s) => s.key === stepKey);
  if (same.some((s) => s.status === 'open')) return serviceError('ERR_VERIFY_STEP', `Step ${shown} has not resolved yet, so its seed is still secret.`);
  if (same.length > 0) return serviceError('ERR_VERIFY_STEP', `Step ${shown} was cancelled before it resolved (a rollback or the game's end): it rolled no dice to check.`);
  const keys = [...new Set(all.filter((s) => s.status === 'resolved').map((s) => s.key))];
  if (keys.length === 0) return serviceError('ERR_VERIFY_STEP', `This game has no step ${shown}, and no step has resolved yet: there is nothing to check.`);
  const list = keys.length > VERIFIABLE_SHOWN ? `… ${keys.slice(-VERIFIABLE_SHOWN).join(', ')}` : keys.join(', ');
  return serviceError('ERR_VERIFY_STEP', `This game has no step ${shown}. The steps you can check: ${list}.`);
}

export function verifyStep(ctx: GameContext, gameId: number, stepKey: string): Result<Verification, RuleError[]> {
  const game = gameById(ctx.db, gameId);
  if (!game) return err([serviceError('ERR_GAME_UNKNOWN', `There is no game ${gameId}.`)]);
  const all = stepsOf(ctx.db, gameId);
  const step = [...all].reverse().find((s) => s.key === stepKey && s.status === 'resolved');
  if (!step?.seed) return err([unverifiable(all, stepKey)]);
  // The state before this step: the snapshot of the last resolved step before it, or the setup.
  const before = [...all].reverse().find((s) => s.seq < step.seq && s.status === 'resolved');
  const state = before ? stateOfStep(ctx.db, game, before.id) : setupState(ctx.db, game);
  if (!state) return err([serviceError('ERR_VERIFY_STEP', `The state before step ${stepKey} is not stored.`)]);
  if (!state.ok) return state;
  const after = stateOfStep(ctx.db, game, step.id);
  if (after && !after.ok) return after;
  const seats = new Map(seatsOf(ctx.db, gameId).map((s) => [s.id, s.seatKey]));
  const submissions = Object.fromEntries(submissionsOf(ctx.db, step.id).map((s) => [seats.get(s.seatId) ?? '', s.payload]));
  const dice = seededDice(rngStateFromSeed(step.seed));
  const again = ruleSystem(game.system).resolve(state.value, submissions, dice);
  const recorded = eventsOf(ctx.db, step.id).find((e) => e.type === 'dice')?.payload as { data?: { rolls?: unknown } } | undefined;
  return ok({
    stepKey,
    seedMatchesCommitment: seedHash(step.seed) === step.seedHash,
    rollsMatch: JSON.stringify(dice.rolls) === JSON.stringify(recorded?.data?.rolls),
    stateMatches: after !== undefined && isDeepStrictEqual(storedForm(game.system, again.state), after.value),
    rolls: dice.rolls.length,
  });
}
