/**
 * Dice. Rules roll through a `Dice`, which records every roll with a label, so a resolution can show every
 * die in its events and `/verify` can recompute them. The generator is xoroshiro128+ from pure-rand; its state
 * is plain numbers that live in the game state, so a resolution is a pure function of (state, orders, seed).
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/** The generator's state: four signed 32-bit words. */
export type RngState = readonly number[];

export interface DieRoll {
  /** What the die was for, e.g. "to-hit Majestic→Kestrel Laser Cannon". */
  readonly label: string;
  readonly sides: number;
  readonly value: number;
}

export interface Dice {
  /** Rolls one die (d6 unless told), records it, and returns its face. */
  roll(label: string, sides?: number): number;
  /** Rolls `count` dice at once. */
  rollMany(label: string, count: number, sides?: number): number[];
  /** Every roll so far, in order. */
  readonly rolls: readonly DieRoll[];
}

export interface SeededDice extends Dice {
  /** The generator's state after the rolls so far: store it to continue later. */
  state(): RngState;
}

/**
 * Turns a seed (hex text, at least 32 digits, e.g. an HMAC-SHA256 in hex) into a generator state.
 * Shorter or non-hex seeds are hashed into 128 bits with FNV-1a, so any text works as a seed in tests.
 */
export function rngStateFromSeed(seed: string): RngState {
  const words = /^[0-9a-f]{32,}$/i.test(seed)
    ? [0, 1, 2, 3].map((i) => Number.parseInt(seed.slice(i * 8, i * 8 + 8), 16) | 0)
    : fnv128(seed);
  // xoroshiro's all-zero state is a fixed point: never use it.
  return words.every((w) => w === 0) ? [1, 0, 0, 0] : words;
}

function fnv128(text: string): number[] {
  return [0x811c9dc5, 0x01000193, 0x050c5d1f, 0x27d4eb2f].map((basis, lane) => {
    let h = basis ^ lane;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return h | 0;
  });
}

/** Wraps a source of faces so every roll is recorded with its label; both kinds of dice share it. */
function recordingDice(face: (label: string, sides: number) => number): Dice & { rolls: DieRoll[] } {
  const rolls: DieRoll[] = [];
  const roll = (label: string, sides = 6): number => {
    const value = face(label, sides);
    rolls.push({ label, sides, value });
    return value;
  };
  return { roll, rollMany: (label, count, sides = 6) => Array.from({ length: count }, () => roll(label, sides)), rolls };
}

export function seededDice(start: RngState): SeededDice {
  const rng = xoroshiro128plusFromState(start);
  const dice = recordingDice((label, sides) => {
    if (!Number.isInteger(sides) || sides < 1) throw new Error(`a die needs a whole number of sides, not ${sides} (${label})`);
    return uniformInt(rng, 1, sides);
  });
  return { ...dice, state: () => [...rng.getState()] };
}

/**
 * Dice that show the given faces in order, for tests from the book's worked examples.
 * Running out of faces is a bug in the test, so it throws with the label that wanted another die.
 */
export function scriptedDice(faces: readonly number[]): Dice & { readonly remaining: number } {
  let next = 0;
  const dice = recordingDice((label, sides) => {
    const value = faces[next];
    if (value === undefined) throw new Error(`scripted dice ran out at roll ${next + 1} (${label})`);
    if (!Number.isInteger(value) || value < 1 || value > sides) throw new Error(`scripted face ${value} is not a d${sides} face (${label})`);
    next++;
    return value;
  });
  return {
    ...dice,
    get remaining() {
      return faces.length - next;
    },
  };
}
