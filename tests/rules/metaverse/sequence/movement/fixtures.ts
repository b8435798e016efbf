// Helpers for the Movement Phase composition tests (move-*.test.ts).
import { rngStateFromSeed, scriptedDice, seededDice, type Dice, type DieRoll } from '../../../../../src/rules/core/dice.ts';
import type { SquadronPlot } from '../../../../../src/rules/metaverse/movement/plot.ts';
import type { MetaverseState, MvSquadron } from '../../../../../src/rules/metaverse/state.ts';
import { match } from '../fixtures.ts';

/** The book's faces first (each checked by the test), then seeded dice for the steps that follow movement. */
export function bookDice(faces: readonly number[]): Dice & { readonly scriptedLeft: number } {
  const book = scriptedDice(faces);
  const rest = seededDice(rngStateFromSeed('after-movement'));
  const rolls: DieRoll[] = [];
  const roll = (label: string, sides = 6): number => {
    const value = book.remaining > 0 ? book.roll(label, sides) : rest.roll(label, sides);
    rolls.push({ label, sides, value });
    return value;
  };
  return {
    roll,
    rollMany: (label, count, sides = 6) => Array.from({ length: count }, () => roll(label, sides)),
    rolls,
    get scriptedLeft() {
      return book.remaining;
    },
  };
}

/** The Salvo match with each commander's CP set (the first Command Step not rolled). */
export function matchWithCp(cp: Readonly<Record<string, number>>, seed = 'mv'): MetaverseState {
  const s = match(seed);
  return { ...s, commanders: s.commanders.map((c) => ({ ...c, cp: cp[c.id] ?? c.cp })) };
}

export function squadron(state: MetaverseState, id: string): MvSquadron {
  const sq = state.squadrons.find((x) => x.id === id);
  if (!sq) throw new Error(`no squadron ${id}`);
  return sq;
}

/** A Cinematic plot for squadron `id`. */
export const cinematic = (id: string, accel: number, manoeuvres: SquadronPlot['manoeuvres'] = [], turns: ('P' | 'S')[] = []): SquadronPlot => ({
  squadron: id,
  method: 'cinematic',
  cinematic: { accel, decel: 0, turns },
  manoeuvres,
  manoeuvresPaid: manoeuvres.length,
});

/** Moves squadrons (position, heading, momentum) for a scene. */
export function place(state: MetaverseState, where: Readonly<Record<string, Partial<Pick<MvSquadron, 'at' | 'heading' | 'momentum' | 'rose'>>>>): MetaverseState {
  return { ...state, squadrons: state.squadrons.map((sq) => (where[sq.id] ? { ...sq, ...where[sq.id] } : sq)) };
}
