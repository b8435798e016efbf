// A black hole's gravitational pull (Starmada G.2 p.55), End Phase step a.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { hexDistance } from '../../../../src/rules/core/hex.ts';
import { blackHolePull, pullOf } from '../../../../src/rules/starmada/terrain/black-hole.ts';
import { at, deploy, newGame, placed, shipOf } from '../integration/fixtures.ts';

describe('the pull table (p.55)', () => {
  // The book's example: "a starship is five hexes away from a size-2 black hole, requiring it to be moved two hexes".
  test('the worked example: size 2, distance 5 → 2 hexes', () => {
    expect(pullOf(2, 5)).toBe(2);
  });

  test('X next to the horizon, less farther off, nothing beyond the last column', () => {
    expect(pullOf(1, 2)).toBe('X');
    expect(pullOf(1, 3)).toBe(1);
    expect(pullOf(1, 5)).toBe(0);
    expect(pullOf(3, 6)).toBe('X');
    expect(pullOf(3, 7)).toBe(2);
    expect(pullOf(3, 13)).toBe(1);
    expect(pullOf(4, 8)).toBe(3);
    expect(pullOf(5, 9)).toBe(3);
    expect(pullOf(5, 22)).toBe(1);
    expect(pullOf(5, 23)).toBe(0);
  });
});

describe('blackHolePull', () => {
  const hole = at(16, 9);
  const game = (kestrel: readonly [number, number], vigil: readonly [number, number]) => {
    const state = placed(deploy(newGame({ options: { blackHoles: true }, scenario: `standard/small + black hole 2 at 1609` })), {
      kestrel: [kestrel[0], kestrel[1], 0],
      vigil: [vigil[0], vigil[1], 3],
    });
    return state;
  };

  test('a ship five hexes from a size-2 hole is pulled two hexes closer, keeping its heading, and takes no damage', () => {
    const state = game([16, 14], [30, 2]);
    const dice = scriptedDice([]);
    const pulled = blackHolePull(state, dice);
    const kestrel = shipOf(pulled.state, 'kestrel');
    expect(hexDistance(kestrel.at, hole)).toBe(3);
    expect(kestrel.heading).toBe(0);
    expect(kestrel.hull.checked).toBe(0);
    expect(pulled.events.map((e) => e.text)).toEqual(['The black hole pulls Kestrel from 1614 to 1612 (G.2).']);
  });

  test('a ship pulled over the event horizon is destroyed', () => {
    const pulled = blackHolePull(game([16, 12], [30, 2]), scriptedDice([]));
    expect(shipOf(pulled.state, 'kestrel').status).toBe('destroyed');
    expect(pulled.events[0]?.text).toBe('The black hole pulls Kestrel from 1612 over its event horizon: it is destroyed (G.2).');
  });

  test('opposing ships as far from the hole: a die says which side moves first', () => {
    const pulled = blackHolePull(game([16, 14], [16, 4]), scriptedDice([2]));
    expect(pulled.events[0]?.text).toBe("Elements of both sides are as far from the black hole: die 2, side B's move first (G.2).");
  });
});
