/**
 * `/game new` and `/game settings` autocomplete for the scenario (issue 25): every scenario of the system is
 * reachable, since Discord shows at most 25 choices and the list may be longer. What is typed is read as words, each
 * the start of a word of the scenario's id or description, in any order and case ("s1", "S.1", "alone dark",
 * "standard large"); the scenario whose id is what was typed comes first ("S.1" before "S.10"). Terrain the GM places
 * after a "+" ("standard/small + planet 3 at 1609") is kept on every choice, so picking one does not drop it (a
 * choice too long to carry it is left out).
 */
import type { Choice } from '../rules/core/assist.ts';

/** Discord shows at most 25 autocomplete choices. */
const SHOWN = 25;
/** The scenario option's length limit (src/commands/game.ts). */
export const SCENARIO_MAX = 60;

/** The words of a text, lower case; "S.1" and "S1" both read as "s1", "verySmall" as "verysmall". */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/([a-z])\.(?=\d)/g, '$1')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((w) => w !== '');
}

/** How well a choice answers the words typed: null for not at all, lower is better. */
function rankOf(choice: Choice, typed: readonly string[]): number | null {
  const id = wordsOf(choice.value);
  const all = [...id, ...wordsOf(choice.name)];
  if (!typed.every((t) => all.some((w) => w.startsWith(t)))) return null;
  if (id.join(' ') === typed.join(' ')) return 0;
  return typed.every((t) => id.includes(t) || all.includes(t)) ? 1 : 2;
}

/** The scenarios that match what is typed, best first, at most 25; nothing typed: the first 25 in the system's order. */
export function scenarioMatches(choices: readonly Choice[], typed: string): Choice[] {
  // A "+" places terrain; one after a number ("CR 300+" in a pasted description) does not.
  const cut = typed.search(/(?<!\d)\+/);
  const head = cut < 0 ? typed : typed.slice(0, cut);
  const terrain = cut < 0 ? '' : typed.slice(cut).trim();
  const words = wordsOf(head);
  const ranked = choices.flatMap((c, i) => {
    const rank = rankOf(c, words);
    return rank === null ? [] : [{ c, rank, i }];
  });
  ranked.sort((a, b) => a.rank - b.rank || a.i - b.i);
  // A choice that cannot carry the terrain within the option's limit is left out rather than offered without it.
  const withTerrain = ranked.flatMap(({ c }) => (terrain === '' ? [c] : `${c.value} ${terrain}`.length <= SCENARIO_MAX ? [{ name: `${c.name} ${terrain}`, value: `${c.value} ${terrain}` }] : []));
  return withTerrain.slice(0, SHOWN);
}
