/**
 * One term of a Voidstriker modified d10 roll (lock-on §2.33, to-hit §2.35): what it is for, its value, and the
 * book section that grants it. Shared by sensors/ and fire/ so a result lists every modifier the same way.
 */
export interface RollModifier {
  /** As a player reads it: "range 20\"", "target size (TSM +1)", "ECM ×3". */
  readonly source: string;
  readonly value: number;
  /** The book section, e.g. "§2.33". */
  readonly rule: string;
}

/** The sum of the modifiers' values. */
export const sumModifiers = (modifiers: readonly RollModifier[]): number => modifiers.reduce((sum, m) => sum + m.value, 0);
