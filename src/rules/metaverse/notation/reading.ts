/**
 * What the plot and fire readers share (help.ts): names resolved or refused, a code given
 * twice, and the problems of some words placed at those words. Reading never throws; every problem is collected.
 */
import { aboutAll, type ProblemPlace } from '../../core/problem.ts';
import { type RuleError } from '../../core/result.ts';
import { listNames, matchName, type Named } from '../../core/names.ts';
import { metaverseError } from '../errors.ts';

export type Errors = RuleError[];

/** Resolves a typed name among `items`, or reports why not (`what` names the kind of thing, `at` the place). */
export type Resolve = <T extends Named>(typed: string, items: readonly T[], what: string, at: string) => T | null;

/** A resolver that reports into `errors`. */
export function resolver(errors: Errors): Resolve {
  return <T extends Named>(typed: string, items: readonly T[], what: string, at: string): T | null => {
    const m = matchName(typed, items);
    if (m.kind === 'found') return m.item;
    if (m.kind === 'ambiguous') errors.push(metaverseError('ERR_PLOT_AMBIGUOUS', `"${typed.trim()}" could be ${listNames(m.candidates)}.`, { at, suggestion: 'Type more of the name.' }));
    else
      errors.push(
        metaverseError('ERR_PLOT_UNKNOWN_NAME', `No ${what} is called "${typed.trim()}".`, {
          at,
          suggestion: items.length > 0 ? `Known: ${listNames(items)}.` : `There is no ${what} to name.`,
        }),
      );
    return null;
  };
}

/** A code or order given twice in one block. */
export function twice(errors: Errors, what: string, at: string): void {
  errors.push(metaverseError('ERR_PLOT_TWICE', `${what} is given twice.`, { at, suggestion: 'Give it once.' }));
}

/** The problems found since `from`, placed at the words they are about. */
export function placeFrom(errors: Errors, from: number, where: ProblemPlace): void {
  errors.splice(from, errors.length - from, ...aboutAll(where, errors.slice(from)));
}

/** The value of a word, or of any unique start of one, in a table of words (`prop` → propulsion); null when none or several. */
export function keyword<T>(word: string, words: readonly (readonly [string, T])[]): T | null {
  const w = word.toLowerCase();
  if (w === '') return null;
  const exact = words.find(([k]) => k === w);
  if (exact) return exact[1];
  const found = [...new Set(words.filter(([k]) => k.startsWith(w)).map(([, v]) => v))];
  return found.length === 1 ? (found[0] ?? null) : null;
}
