/**
 * Danger Close distance test (book p.22 "Danger Close"; rulings A42, A52): an enemy at a distance ≤ its Danger
 * Close range is Danger Close. The range itself (Threat, crew modifier, discipline) is fire/danger-close.ts
 * `dangerCloseRange`. Evaluated per (friendly ship, enemy ship) pair (A42).
 */
import { EPSILON } from '../../core/plane.ts';

export const isDangerClose = (distanceCm: number, dcRange: number): boolean => distanceCm <= dcRange + EPSILON;
