/**
 * Order of events in the Starship Movement Step (book p.7 "Starship Movement Step", p.13 RAM, p.12 EP,
 * p.18 FTL order). The lead's round composes the step in this order.
 */
export const MOVEMENT_STEP_ORDER = [
  /** All FTL manoeuvres in the p.18 order (ftl/order.ts); tactical jumps run their STL plot first. */
  'ftl',
  /** RAM authorisation rolls (ram.ts). */
  'ram-authorisation',
  /** All remaining squadrons execute their STL plots simultaneously; RAM contact checked in fractional time. */
  'stl-movement',
  /** Terrain along each path: planet transit destroys; asteroid and nebula effects. */
  'terrain',
  /** Emergency Power failure rolls (manoeuvres.ts). */
  'emergency-power',
  /** Movement-step tactics. */
  'tactics',
  /** Cloaked ships move by last turn's plot instead (p.56). */
  'cloaked',
  /** Executed plots become public. */
  'publish',
] as const;

export type MovementEvent = (typeof MOVEMENT_STEP_ORDER)[number];
