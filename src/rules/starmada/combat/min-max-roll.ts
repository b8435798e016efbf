/**
 * The minimum/maximum roll rules (Starmada p.20 for to-hit, p.21 for impact; C.3 p.40 for multi-weapon mounts).
 *
 * "Cannot fail": a natural 1 still fails — the callers check the first face.
 * "Cannot succeed": a natural 6 is re-rolled and the final result is the re-roll + 5 + the modifier.
 * Judgement call (ruling 6): the book shows one re-roll only. When the penalty is so large that even a re-rolled 6
 * cannot succeed, a re-rolled 6 is re-rolled again for another +5, as often as needed (open-ended), so that no
 * roll is ever hopeless. Re-rolling never lowers a result (every re-roll scores at least 6 + modifier), so the
 * procedure needs no choice from the player.
 */

export interface MaxRollDie {
  /** Every face rolled for this die, in order: the first roll, then each re-roll of a 6. */
  readonly faces: readonly number[];
  /** The modified result: last face + 5 per re-roll + modifier. */
  readonly final: number;
}

/**
 * Resolves one die that first showed `first`. `needed` is the modified result that gives the most the die can
 * score (ACC for a to-hit die, shield + 1 for an impact die, ACC + mount size − 1 for a multi-weapon mount);
 * while the die shows a 6 and even that 6 cannot reach `needed`, it is re-rolled through `reroll`.
 */
export function resolveMaxRoll(first: number, modifier: number, needed: number, reroll: () => number): MaxRollDie {
  const faces = [first];
  let bonus = 0;
  let face = first;
  while (face === 6 && 6 + bonus + modifier < needed) {
    face = reroll();
    faces.push(face);
    bonus += 5;
  }
  return { faces, final: face + bonus + modifier };
}

/** "2", or "6→5" for a die that was re-rolled: how a die reads in a summary line. */
export const formatFaces = (faces: readonly number[]): string => faces.join('→');
