/** Lines of notation for merging one unit's line into a draft; which unit a line names is core/unit-line.ts's. */

import { cutGraphemes } from '../../core/cut-text.ts';

/** Lines of a text, trimmed, blank ones dropped; `;` also ends a line where the step's reader says so. */
export function linesOf(text: string, semicolons: boolean): string[] {
  return cutGraphemes(text, 4000)
    .split(semicolons ? /\r?\n|;/ : /\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}
