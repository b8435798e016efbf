/**
 * The rule systems Salvo knows, with their books. `playable` turns true when a system's rules module is
 * complete enough to run a game; until then commands list it as coming.
 */
export interface RuleSystemInfo {
  id: 'starmada' | 'voidstriker' | 'metaverse';
  name: string;
  book: string;
  playable: boolean;
}

export const RULE_SYSTEMS: readonly RuleSystemInfo[] = [
  { id: 'starmada', name: 'Starmada', book: 'Unity Rulebook 2.0', playable: true },
  { id: 'voidstriker', name: 'Voidstriker', book: '1993 shareware rules', playable: true },
  { id: 'metaverse', name: 'Metaverse', book: 'version 2.2.3', playable: true },
];
