/**
 * Upgrades of stored Metaverse states (issue 17 item 6; core/state-version.ts). Games last weeks: a state saved by an
 * older release is upgraded, one version at a time, to the shape this release reads.
 *
 * - 1 → 2: names that pointed to a rules summary outside the repository now cite the book (issue 24): the critical
 *   chart option's value `digest-7.12-reconstruction` is `reconstruction`, and the set-up log's crew-quality lines
 *   cite "(p.86)" where they cited "(§7.3)".
 */
import type { StateUpgrade } from '../core/state-version.ts';

const OLD_CHART = 'digest-7.12-reconstruction';

/** The state's `config.game` with the critical chart renamed; anything else as it was. */
function renameChart(config: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const game = (config as { game?: unknown }).game;
  if (typeof game !== 'object' || game === null || (game as { criticalChart?: unknown }).criticalChart !== OLD_CHART) return config;
  return { ...config, game: { ...game, criticalChart: 'reconstruction' } };
}

const citeBook = (log: unknown): unknown => (Array.isArray(log) ? (log as unknown[]).map((line) => (typeof line === 'string' ? line.replace(/\(§7\.3\)$/, '(p.86)') : line)) : log);

/** In order: the first upgrades version 1, the next version 2, … */
export const METAVERSE_UPGRADES: readonly StateUpgrade[] = [
  {
    from: 1,
    why: 'the critical chart option and the set-up log cite the book, not an outside summary',
    up: (state) => ({ ...state, config: renameChart(state['config']), setupLog: citeBook(state['setupLog']) }),
  },
];
