/**
 * The section words of the round-plot notation (notation/help.ts), shared by the reader (parse.ts) and the chat assist's
 * merge, so both split orders the same way.
 */

export type Section = 'thrust' | 'track' | 'ecm' | 'move' | 'fire' | 'launch' | 'hold' | 'shutdown' | 'land' | 'takeOff' | 'asteroidDefence';

/** Section words, longest first so `sensors` wins over `sens`. */
const SECTION_WORDS: readonly (readonly [string, Section])[] = (
  [
    ['thrust', 'thrust'],
    ['thr', 'thrust'],
    ['sensors', 'track'],
    ['sensor', 'track'],
    ['sens', 'track'],
    ['track', 'track'],
    ['ecm', 'ecm'],
    ['jam', 'ecm'],
    ['move', 'move'],
    ['plot', 'move'],
    ['mv', 'move'],
    ['fire', 'fire'],
    ['shoot', 'fire'],
    ['launch', 'launch'],
    ['hold', 'hold'],
    ['pd', 'hold'],
    ['shutdown', 'shutdown'],
    ['land', 'land'],
    ['asteroid-defence', 'asteroidDefence'],
    ['asteroid-defense', 'asteroidDefence'],
    ['ad', 'asteroidDefence'],
    ['takeoff', 'takeOff'],
    ['take-off', 'takeOff'],
  ] as const
)
  .slice()
  .sort((a, b) => b[0].length - a[0].length);

/** Splits off a leading section word (followed by a non-letter or the end), with an optional colon. */
export function sectionOf(item: string): { section: Section; rest: string } | null {
  const lower = item.toLowerCase();
  for (const [word, section] of SECTION_WORDS) {
    if (lower.startsWith(word) && !/^[a-z]/.test(lower.slice(word.length))) {
      return { section, rest: item.slice(word.length).replace(/^\s*:?\s*/, '') };
    }
  }
  return null;
}
