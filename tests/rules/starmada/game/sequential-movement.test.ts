// Starmada p.46–47 D.8 Sequential Movement played through the game service: one step per activation, owed by the seat
// whose ship moves, to a result, twice the same from one secret; with the ratio rule (3 against 1) and with the D.8 deck.
import { describe, expect, test } from 'vitest';
import { stepsOf } from '../../../../src/db/game-repo.ts';
import { serviceContext } from '../../../game/service-fixture.ts';
import { eventLog, playToTheEnd, startScenario, type FleetList } from './service-game.ts';

interface Case {
  readonly name: string;
  readonly fleets: { A: FleetList; B: FleetList };
  readonly options: Record<string, boolean>;
  /** The line that fixes the first turn's order of sides. */
  readonly order: RegExp;
}

const CASES: readonly Case[] = [
  // p.46: "more than twice as many starships, it moves two ships at a time": 3 against 1 is A-A-B-A.
  { name: 'ratio rule, 3 ships against 1', fleets: { A: ['Vigilant', 'Vigilant', 'Resolute'], B: ['Sovereign'] }, options: { sequentialMovement: true }, order: /^Turn 1 movement, one ship at a time \(D\.8 p\.46\): side A has 3 ships, side B 1\. Order A-A-B-A\. Side A moves 2 ships at a time\.$/ },
  // p.46: "If both sides have the same number of starships, roll a die to determine which side goes first."
  { name: 'ratio rule, equal sides', fleets: { A: ['Majestic', 'Resolute'], B: ['Sovereign', 'Mistral'] }, options: { sequentialMovement: true }, order: /^Turn 1 movement, one ship at a time \(D\.8 p\.46\): side A has 2 ships, side B 2\. Order (A-B-A-B|B-A-B-A)\. Equal numbers: die [1-6], side [AB] moves first\.$/ },
  // p.47: random movement initiative, a red card per ship of one side and a black per ship of the other.
  { name: 'random movement initiative', fleets: { A: ['Vigilant', 'Vigilant', 'Resolute'], B: ['Sovereign'] }, options: { randomMovementInitiative: true }, order: /^Turn 1 movement, one ship at a time \(D\.8, random initiative p\.47\): side A has 3 ships, side B 1 \(red cards A, black B\)\. The cards fall [AB](-[AB]){3}\.$/ },
];

function play(c: Case) {
  const { ctx, handle } = serviceContext(`d8-${c.name}`);
  const gameId = startScenario(ctx, 'standard/small', c.fleets, c.options);
  const final = playToTheEnd(ctx, gameId, 1500);
  const log = eventLog(ctx, gameId);
  const steps = stepsOf(ctx.db, gameId).map((s) => ({ key: s.key, title: s.title, owes: [...s.owes] }));
  handle.close();
  return { final, log, steps };
}

describe('D.8 sequential movement through the game service (p.46–47)', () => {
  for (const c of CASES) {
    test(`${c.name}: plays to a result, one step per activation, twice the same from one secret`, () => {
      const first = play(c);
      const second = play(c);
      expect(first.final.phase.kind).toBe('over');
      expect(first.log.some((e) => e.type === 'game-over')).toBe(true);
      expect(second.log).toEqual(first.log);
      expect(second.final).toEqual(first.final);
      // No simultaneous orders step: every turn's orders come one activation at a time, each owed by one seat.
      expect(first.steps.some((s) => /\/orders$/.test(s.key))).toBe(false);
      const moves = first.steps.filter((s) => /^t\d+\/move\/\d+$/.test(s.key));
      expect(moves.length).toBeGreaterThan(4);
      for (const s of moves) expect(s.owes).toHaveLength(1);
      expect(first.log.find((e) => e.type === 'movement-order' && e.step === 'deploy')?.text).toMatch(c.order);
      // Each activation's move is shown when it resolves, before the next ship is ordered.
      for (const s of moves.slice(0, 4)) expect(first.log.some((e) => e.step === s.key && e.type === 'move')).toBe(true);
    });
  }

  test('3 against 1: side A moves two ships, then B its one, then A its last (A-A-B-A)', () => {
    const { steps, log } = play(CASES[0] as Case);
    const turn1 = steps.filter((s) => s.key.startsWith('t1/move/'));
    // The autopilot orders one ship per step, so A's run of two takes two steps, the second naming the ships left.
    expect(turn1.map((s) => s.owes[0])).toEqual(['A1', 'A1', 'B1', 'A1']);
    expect(turn1[0]?.title).toBe('Turn 1: move 2 of Vigilant, Vigilant 2, Resolute (side A)');
    expect(turn1[2]?.title).toBe('Turn 1: move Sovereign (side B)');
    expect(turn1[3]?.title).toMatch(/^Turn 1: move (Vigilant|Vigilant 2|Resolute) \(side A\)$/);
    // Each step moved exactly one ship, the one it was owed for.
    for (const s of turn1) expect(log.filter((e) => e.step === s.key && e.type === 'move')).toHaveLength(1);
  });
});
