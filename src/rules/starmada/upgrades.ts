/**
 * Upgrades of stored Starmada states (issue 17 item 6; core/state-version.ts). Games last weeks: a state saved by an
 * older release is upgraded, one version at a time, to the shape this release reads.
 *
 * - 1 → 2: `lastStep`, what the last resolved step did (its attacks, wrecks and explosions), for its map. A state
 *   stored before it had none recorded: the record starts empty, so the next map simply draws no shots.
 */
import type { StateUpgrade } from '../core/state-version.ts';

/** In order: the first upgrades version 1, the next version 2, … */
export const STARMADA_UPGRADES: readonly StateUpgrade[] = [
  {
    from: 1,
    why: "the last step's record (shots, wrecks, explosions) for its map: starts empty",
    // A state never stamped with a version (one just set up or resolved, not yet stored) may hold one already: kept.
    up: (state) => ({ ...state, lastStep: state['lastStep'] ?? { shots: [], wrecks: [], blasts: [] } }),
  },
];
