// Real Metaverse states for the assist tests, built by metaverse.setup and driven through metaverse.parse/resolve
// (mv-wiring: the Concord task group, seat A1, against the Vorr raiders, seat B1, match play, seed s1).
import { expect } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../../src/rules/core/dice.ts';
import type { Result } from '../../../../src/rules/core/result.ts';
import { metaverseOptionsSchema } from '../../../../src/rules/metaverse/options.ts';
import type { MetaverseSubmission } from '../../../../src/rules/metaverse/submission.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';

export function expectOk<T, E>(r: Result<T, E>): T {
  if (!r.ok) expect.fail(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/**
 * Turn 1's plot: Concord (A, Cinematic, square) at y 114 facing north, Vorr (B, Newtonian, hexagon) at y 6 facing south.
 * These fixtures step through the Mission and Control Steps one message at a time (option strictAlternation);
 * `startState(false)` gives a game with standing orders (the default, standing/).
 */
export function startState(strict = true): MetaverseState {
  return expectOk(
    metaverse.setup({
      options: metaverseOptionsSchema.parse({ strictAlternation: strict }),
      fleets: { A1: { side: 'A', player: 'Ana', fleet: 'salvo-concord-task-group' }, B1: { side: 'B', player: 'Ben', fleet: 'salvo-vorr-raiders' } },
      scenario: 'match',
      seed: 's1',
    }),
  );
}

/** The Vorr squadrons moved to y = 80: 34 cm dead ahead of the Concord squadrons (same x). */
export function closeState(strict = true): MetaverseState {
  const s = startState(strict);
  return { ...s, squadrons: s.squadrons.map((q) => (q.side === 'B' ? { ...q, at: { x: q.at.x, y: 80 } } : q)) };
}

export const parsed = (state: MetaverseState, seat: string, text: string): MetaverseSubmission => expectOk(metaverse.parse(state, seat, text));

export function resolveStep(state: MetaverseState, subs: Record<string, MetaverseSubmission>, seed = 'x'): MetaverseState {
  return metaverse.resolve(state, subs, seededDice(rngStateFromSeed(seed))).state;
}

/** After the plot (Resolute accelerates 2, Harrier launches two Lancer wings): the Mission Step, side A to act. */
export function missionsState(): MetaverseState {
  const s = closeState();
  const next = resolveStep(s, { A1: parsed(s, 'A1', 'CNS Resolute: A2\nCNS Harrier: drift · launch 2 sf-concord-lancer'), B1: parsed(s, 'B1', 'VHS Dominator: drift') });
  expect(next.stage).toBe('missions');
  return next;
}

/** Plays the alternating steps: each side due sends its next message from `script` (default pass) until `until`. */
export function playAlternating(state: MetaverseState, until: MetaverseState['stage'], script: Partial<Record<'A' | 'B', string[]>> = {}): MetaverseState {
  let s = state;
  const queue = { A: [...(script.A ?? [])], B: [...(script.B ?? [])] };
  for (let i = 0; i < 20 && s.stage !== until && (s.stage === 'missions' || s.stage === 'control'); i++) {
    const seat = metaverse.step(s)?.owes[0] ?? 'A1';
    const side = seat === 'A1' ? 'A' : 'B';
    s = resolveStep(s, { [seat]: parsed(s, seat, queue[side].shift() ?? 'pass') }, `y${i}`);
  }
  expect(s.stage).toBe(until);
  return s;
}

/** The fire step after side A designated VHS Dominator for CNS Resolute in the Control Step. */
export function fireState(): MetaverseState {
  return playAlternating(playAlternating(missionsState(), 'control'), 'fire', { A: ['designate VHS Dominator for CNS Resolute'] });
}

/** A state at each kind of step, for the property tests that try every stage. */
export const STAGE_STATES = [
  ['plot', closeState],
  ['missions', missionsState],
  ['fire', fireState],
] as const;
