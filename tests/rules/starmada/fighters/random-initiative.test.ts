// F.7 Random Fighter Initiative (Starmada p.53): a deck of red and black cards, one per flight, decides the order.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { randomInitiativeDeck } from '../../../../src/rules/starmada/fighters/random-initiative.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, newGame, resolveTyped, texts } from '../integration/fixtures.ts';

describe('F.7 random fighter initiative (p.53)', () => {
  test("the book's example: four red cards (side A) and three black (side B), seven cards in all", () => {
    // Draws: card 1 of 7 → A; 7 of 6 left… each die picks a card among those left (ruling 150).
    const dice = scriptedDice([1, 6, 1, 4, 1, 2]);
    const deck = randomInitiativeDeck(4, 3, dice);
    expect(deck).toHaveLength(7);
    expect(deck.filter((s) => s === 'A')).toHaveLength(4);
    expect(deck.filter((s) => s === 'B')).toHaveLength(3);
    // Deck A A A A B B B: 1 → A (AAABBB), 6 → B (AAABB), 1 → A (AABB), 4 → B (AAB), 1 → A (AB), 2 → B, last A.
    expect(deck).toEqual(['A', 'B', 'A', 'B', 'A', 'B', 'A']);
    expect(dice.rolls.map((r) => r.sides)).toEqual([7, 6, 5, 4, 3, 2]);
  });

  test('the last card needs no die; a side with every flight gets every card', () => {
    expect(randomInitiativeDeck(0, 3, scriptedDice([1, 1]))).toEqual(['B', 'B', 'B']);
    expect(randomInitiativeDeck(1, 0, scriptedDice([]))).toEqual(['A']);
  });

  test('in play, the option replaces the ratio rule: the cards fall in the log and order the slots', () => {
    const state = deploy(newGame({ options: { carriers: true, randomFighterInitiative: true }, a: [{ class: 'Hive', name: 'Nest' }], b: [{ class: 'Hive', name: 'Hollow' }] }));
    // Orders typed and read back through the system: both hold. One die of 2 sides picks the first card: 2 → B.
    const moved = resolveTyped(state, { ana: 'Nest: 0', ben: 'Hollow: 0' }, [2]);
    expect(texts(moved.events)).toContain('Fighter Phase (random initiative, F.7): side A has 1 flight (red cards), side B 1 (black). The cards fall B-A.');
    expect(starmada.step(moved.state)?.owes).toEqual(['ben']);
  });

  test('without the option the ratio rule stands (a tie rolls one die for who starts)', () => {
    const state = deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }], b: [{ class: 'Hive', name: 'Hollow' }] }));
    const moved = resolveTyped(state, { ana: 'Nest: 0', ben: 'Hollow: 0' }, [5]);
    expect(texts(moved.events).some((t) => t.startsWith('Fighter Phase: side A has 1 flight, side B 1. Order B-A.'))).toBe(true);
  });
});
