// A Metaverse Match Play game with standing orders (the default), driven through metaverse.parse/resolve as the
// game service does: the Concord Task Group (A1, Cinematic) against the Vorr Raiding Squadron (B1, Newtonian), in
// the void, the Vorr 50 cm closer than they deploy so that lasers and fighters reach.
import { expect } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../../../src/rules/core/dice.ts';
import type { RuleError } from '../../../../../src/rules/core/result.ts';
import type { GameEvent } from '../../../../../src/rules/core/rule-system.ts';
import { metaverseOptionsSchema } from '../../../../../src/rules/metaverse/options.ts';
import type { MetaverseSubmission } from '../../../../../src/rules/metaverse/submission.ts';
import { metaverse } from '../../../../../src/rules/metaverse/system.ts';
import type { MetaverseState } from '../../../../../src/rules/metaverse/state.ts';

export function game(options: Record<string, boolean> = {}, { aMoreShips = true } = {}): MetaverseState {
  const r = metaverse.setup({
    options: metaverseOptionsSchema.parse({ noTerrain: true, ...options }),
    fleets: { A1: { side: 'A', player: 'Ana', fleet: 'salvo-concord-task-group' }, B1: { side: 'B', player: 'Ben', fleet: 'salvo-vorr-raiders' } },
    scenario: 'match',
    seed: 's1',
  });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join(' | '));
  const s = r.value;
  // p.21: the side with more starships begins; with the Prowler gone side A has 4 to B's 3, and no die decides.
  const ships = aMoreShips ? s.ships.map((x) => (x.id === 'B-prowler' ? { ...x, status: 'destroyed' as const } : x)) : s.ships;
  return { ...s, ships, squadrons: s.squadrons.map((q) => (q.side === 'B' ? { ...q, at: { ...q.at, y: q.at.y + 50 } } : q)) };
}

export const why = (errors: readonly RuleError[]): string => errors.map((e) => `${e.message} ${e.suggestion ?? ''}`).join(' | ');

export function parsed(state: MetaverseState, seat: string, text: string): MetaverseSubmission {
  const r = metaverse.parse(state, seat, text);
  if (!r.ok) throw new Error(`${text}: ${why(r.error)}`);
  return r.value;
}

/** Resolves the open step with each owing seat's text ('' when not given), as the service would. */
export function play(state: MetaverseState, texts: Readonly<Record<string, string>>, seed = 'x'): { state: MetaverseState; events: GameEvent[]; map?: boolean } {
  const owes = metaverse.step(state)?.owes ?? [];
  const subs = Object.fromEntries(owes.map((seat) => [seat, parsed(state, seat, texts[seat] ?? '')]));
  return metaverse.resolve(state, subs, seededDice(rngStateFromSeed(seed)));
}

/** The events from the alternating steps on: what the thread reads about them, in order. */
export const alternation = (events: readonly GameEvent[]): string[] =>
  events.filter((e) => e.type === 'control' || e.type === 'mission' || e.type === 'missionStep' || e.type === 'standing').map((e) => e.text);

export function expectStep(state: MetaverseState, key: RegExp | string, owes: readonly string[]): void {
  const step = metaverse.step(state);
  if (typeof key === 'string') expect(step?.key).toBe(key);
  else expect(step?.key).toMatch(key);
  expect(step?.owes).toEqual(owes);
}
