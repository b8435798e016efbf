/**
 * How the round's dice read in the combat summary: every die face, every modifier, the target number.
 * "d10 6 +2 (range 12\" −1, locked last round +3) = 8 vs 3+".
 */
export interface Term {
  readonly source: string;
  readonly value: number;
}

export const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

/** "(range 12\" −1, TSM +1)", or '' with no modifiers. */
export function termsText(terms: readonly Term[]): string {
  const shown = terms.filter((t) => t.value !== 0);
  return shown.length === 0 ? '' : ` (${shown.map((t) => `${t.source} ${signed(t.value)}`).join(', ')})`;
}

/**
 * "d10 6 +2 (…) = 8 vs 3+" (a lock-on); a to-hit roll (`toHit`) reads "… = 8 · hits on 3+", the one way every
 * system writes a to-hit number, as `/fire` autocomplete does ("hits on 3+ before modifiers"). A natural 1 says so.
 */
export function rollText(roll: number, terms: readonly Term[], needed: number, naturalOne = false, toHit = false): string {
  const sum = terms.reduce((s, t) => s + t.value, 0);
  const total = roll + sum;
  const against = toHit ? ` · hits on ${needed}+` : ` vs ${needed}+`;
  return `d10 ${roll}${sum === 0 ? '' : ` ${signed(sum)}`}${termsText(terms)} = ${total < 0 ? `−${-total}` : total}${against}${naturalOne ? ' (natural 1 always misses)' : ''}`;
}

export const inches = (n: number): string => `${n}"`;

/** Compass heading as three digits: 045°. */
export const headingText = (deg: number): string => `${String(Math.round(((deg % 360) + 360) % 360) % 360).padStart(3, '0')}°`;

export const PHASE_NAMES = ['a', 'b', 'c', 'd'] as const;

export const ROMAN: readonly string[] = ['', 'I', 'II', 'III', 'IV', 'V'];
