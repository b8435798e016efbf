// Small states for the round resolver tests: a skirmish from setupGame with ships moved to known points.
import { rngStateFromSeed, seededDice, type Dice, type DieRoll } from '../../../../src/rules/core/dice.ts';
import type { Point } from '../../../../src/rules/core/scene.ts';
import { parseRoundPlot } from '../../../../src/rules/voidstriker/notation/parse.ts';
import type { RoundPlot } from '../../../../src/rules/voidstriker/notation/types.ts';
import { plotContext } from '../../../../src/rules/voidstriker/notation/context.ts';
import { NO_DRIFT } from '../../../../src/rules/voidstriker/movement/drift.ts';
import { setupGame } from '../../../../src/rules/voidstriker/setup/setup.ts';
import type { VoidShip, VoidstrikerState } from '../../../../src/rules/voidstriker/state.ts';

export function skirmish(a: string, b: string, options = { firePerPhase: false, asteroids: false }): VoidstrikerState {
  const r = setupGame({
    options,
    fleets: { ana: { side: 'A', player: 'Ana', ships: [{ class: a, name: 'Alpha' }] }, ben: { side: 'B', player: 'Ben', ships: [{ class: b, name: 'Bravo' }] } },
    scenario: 'skirmish',
    seed: 'x',
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Places a ship at rest (no drift) at a point with a heading. */
export function place(state: VoidstrikerState, name: string, position: Point, heading: number, edit: Partial<VoidShip> = {}): VoidstrikerState {
  return {
    ...state,
    ships: state.ships.map((s) => (s.name === name ? { ...s, position, vectorCounter: position, heading, drift: NO_DRIFT, ...edit } : s)),
  };
}

export function plot(state: VoidstrikerState, seat: string, text: string): RoundPlot {
  const r = parseRoundPlot(text, plotContext(state, seat));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

export const texts = (events: readonly { text: string }[]): string[] => events.map((e) => e.text);

/** The given faces first, then a seeded generator: fixes the dice that matter and lets the rest fall. */
export function thenSeeded(faces: readonly number[], seed: string): Dice {
  const rest = seededDice(rngStateFromSeed(seed));
  const rolls: DieRoll[] = [];
  let next = 0;
  const roll = (label: string, sides = 6): number => {
    const value = next < faces.length ? (faces[next++] as number) : rest.roll(label, sides);
    rolls.push({ label, sides, value });
    return value;
  };
  return { roll, rollMany: (label, count, sides = 6) => Array.from({ length: count }, () => roll(label, sides)), rolls };
}
