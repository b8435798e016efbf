/**
 * Upgrades of stored Starmada states (issue 17 item 6; core/state-version.ts). Games last weeks: a state saved by an
 * older release is upgraded, one version at a time, to the shape this release reads. None yet: the state is still
 * version 1's shape.
 */
import type { StateUpgrade } from '../core/state-version.ts';

/** In order: the first upgrades version 1, the next version 2, … */
export const STARMADA_UPGRADES: readonly StateUpgrade[] = [];
