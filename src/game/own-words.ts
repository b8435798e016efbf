/**
 * A refusal in the player's own words and lines (issue 16 item 3). A piece of orders is merged into the seat's draft
 * before the rules read it (drafts.ts), so the reader's line numbers count the merged text ("Line 4" for a message of
 * one line), and a unit named twice in the message keeps only its last order. So the typed text is also read alone:
 * - a problem found both ways keeps the line it has in the typed text;
 * - a problem only the merged text has (it comes of the draft around the new words) keeps its quoted words, and a
 *   line only when exactly one typed line holds them;
 * - a unit given two orders in the typed text (core/problem.ts TWICE) is refused, though the merge kept one;
 * - a message of one line gets no line numbers: the quoted words say where.
 */
import { TWICE } from '../rules/core/problem.ts';
import type { RuleError } from '../rules/core/result.ts';

const same = (a: RuleError, b: RuleError): boolean => a.code === b.code && a.message === b.message && a.unit === b.unit && a.quote === b.quote;

/** The problems to show for `typed`, from the reading of the typed text alone and of the merged draft. */
export function inOwnWords(typed: string, alone: readonly RuleError[], merged: readonly RuleError[]): RuleError[] {
  const lines = typed.split(/\r?\n/);
  const several = lines.filter((l) => l.trim() !== '').length > 1;
  const lineOf = (e: RuleError): number | undefined => {
    if (!several) return undefined;
    const twin = alone.find((a) => same(a, e) && a.line !== undefined);
    if (twin) return twin.line;
    const words = e.quote?.trim().toLowerCase() ?? '';
    if (words === '') return undefined;
    const holding = lines.flatMap((l, i) => (l.toLowerCase().includes(words) ? [i + 1] : []));
    return holding.length === 1 ? holding[0] : undefined;
  };
  const twice = alone.filter((a) => a.code === TWICE && !merged.some((m) => same(m, a)));
  return [...twice, ...merged].map((e) => {
    const { line: _merged, ...rest } = e;
    const line = lineOf(e);
    return line === undefined ? rest : { ...rest, line };
  });
}

/** The typed text's own "two orders for one unit" problems: these refuse the message whatever the merge made of it. */
export const twiceIn = (alone: readonly RuleError[]): RuleError[] => alone.filter((e) => e.code === TWICE);
