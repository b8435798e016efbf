// Every Starmada scenario (standard, Appendix S p.58–64) played through the game service to its result,
// twice from one secret with identical event logs and final states.
import { describe, expect, test } from 'vitest';
import { serviceContext } from '../../../game/service-fixture.ts';
import { eventLog, playToTheEnd, startScenario, type FleetList } from './service-game.ts';

interface Case {
  readonly scenario: string;
  readonly fleets: { A: FleetList; B: FleetList };
  readonly options?: Record<string, boolean>;
  /** An event the scenario's own rules must have produced. */
  readonly shows?: RegExp;
}

const CASES: readonly Case[] = [
  { scenario: 'standard/medium', fleets: { A: ['Majestic', 'Sovereign', 'Resolute'], B: ['Mistral', 'Sovereign', 'Vigilant'] } },
  // S.1 p.59: one defender of CR 400–600 against up to twice its CR; graded by the attacker's surviving CR.
  { scenario: 'S.1', fleets: { A: ['Majestic', 'Mistral', 'Resolute', 'Vigilant', 'Vigilant'], B: ['Sovereign'] }, shows: /\(S\.1\)/ },
  { scenario: 'S.2', fleets: { A: ['Sovereign', 'Majestic', 'Mistral'], B: ['Majestic', 'Mistral', 'Resolute'] } },
  { scenario: 'S.3', fleets: { A: ['Sovereign', 'Majestic', 'Mistral'], B: ['Majestic', 'Mistral', 'Resolute'] } },
  // S.4 p.60: the first ship destroyed is worth triple.
  { scenario: 'S.4', fleets: { A: ['Sovereign', 'Sovereign', 'Majestic', 'Majestic'], B: ['Sovereign', 'Sovereign', 'Mistral', 'Mistral'] }, shows: /×3, S\.4/ },
  // S.5 p.61: among a dozen asteroids (G.1).
  { scenario: 'S.5', fleets: { A: ['Sovereign', 'Majestic', 'Mistral'], B: ['Sovereign', 'Majestic', 'Resolute'] } },
  { scenario: 'S.6', fleets: { A: ['Sovereign', 'Majestic', 'Resolute'], B: ['Sovereign', 'Sovereign', 'Majestic', 'Resolute'] } },
  { scenario: 'S.7', fleets: { A: ['Sovereign', 'Sovereign', 'Majestic'], B: ['Sovereign', 'Majestic', 'Mistral'] } },
  // S.8 p.62: the prototype's trial roll when it first fires.
  { scenario: 'S.8', fleets: { A: ['Sovereign', 'Majestic', 'Mistral'], B: ['Sovereign', 'Majestic', 'Resolute'] }, shows: /the prototype, fires for the first time: die \d/ },
  // S.9 p.63: a storm roll every End Phase.
  { scenario: 'S.9', fleets: { A: ['Sovereign', 'Majestic', 'Resolute'], B: ['Sovereign', 'Mistral', 'Resolute'] }, shows: /^Storm roll \d: / },
  { scenario: 'S.10', fleets: { A: ['Resolute', 'Resolute', 'Vigilant', 'Vigilant'], B: ['Resolute', 'Vigilant', 'Vigilant', 'Vigilant'] } },
  // S.11 p.64: the second half arrives once the End Phase dice reach 7.
  { scenario: 'S.11', fleets: { A: ['Sovereign', 'Majestic', 'Mistral'], B: ['Sovereign', 'Resolute', 'Majestic', 'Mistral'] }, shows: /arrives in \d{4}/ },
  // S.12 p.64: the attacker in two ambush areas, the defender scoring double.
  { scenario: 'S.12', fleets: { A: ['Sovereign', 'Resolute', 'Sovereign', 'Majestic'], B: ['Majestic', 'Mistral', 'Resolute', 'Vigilant'] } },
];

describe('every scenario through the game service', () => {
  for (const c of CASES) {
    test(`${c.scenario} plays to a result, twice the same from one secret`, () => {
      const runs = [0, 1].map(() => {
        const { ctx, handle } = serviceContext(`scenario-${c.scenario}`);
        const gameId = startScenario(ctx, c.scenario, c.fleets, c.options);
        const final = playToTheEnd(ctx, gameId);
        const log = eventLog(ctx, gameId);
        handle.close();
        return { final, log };
      });
      const [first, second] = runs;
      if (!first || !second) throw new Error('two runs expected');
      expect(first.final.phase.kind).toBe('over');
      expect(first.final.outcome?.summary).toMatch(/wins|victory|draw/);
      expect(first.log.some((e) => e.type === 'game-over')).toBe(true);
      if (c.shows) expect(first.log.some((e) => c.shows?.test(e.text))).toBe(true);
      expect(second.log).toEqual(first.log);
      expect(second.final).toEqual(first.final);
    });
  }
});
