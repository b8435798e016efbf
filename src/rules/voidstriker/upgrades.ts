/**
 * Upgrades of stored Voidstriker states (issue 17 item 6; core/state-version.ts). Games last weeks: a state saved by an
 * older release is upgraded, one version at a time, to the shape this release reads. None yet: the state is still
 * version 1's shape.
 *
 * Placeholder at version 1: helper vsplane's upgrades.ts (1 → 2, the board's y turned south) replaces this file
 * when the branches merge; its export has this name.
 */
import type { StateUpgrade } from '../core/state-version.ts';

/** In order: the first upgrades version 1, the next version 2, … */
export const VOIDSTRIKER_UPGRADES: readonly StateUpgrade[] = [];
