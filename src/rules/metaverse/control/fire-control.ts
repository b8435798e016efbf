/**
 * Fire control (Metaverse p.53 "Fire Control" and its example). Only the control/EW part lives here: how a
 * fire control's rating may be divided, and what using it forbids. The sensor roll itself is the fire module's.
 * - "The rating of the fire control can be divided into multiple systems that add up to the original rating."
 * - "When a fire control is used, no other sensor array may be used." (local sensors are not sensor arrays)
 * - "While any sensor array is unavailable, the fire control's rating is reduced by the rating of the sensor array."
 * Judgement call: parts must be whole numbers of at least 1, and may sum to less than the rating (unused remainder).
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { metaverseError } from '../errors.ts';

/** The fire control's current rating: design rating minus every unavailable array's rating, not below 0. */
export function reducedFireControlRating(designRating: number, unavailableArrayRatings: readonly number[]): number {
  return Math.max(0, designRating - unavailableArrayRatings.reduce((a, b) => a + b, 0));
}

/** Checks a division of the fire control into sensor systems, reporting every problem at once. */
export function validateFireControlSplit(
  rating: number,
  parts: readonly number[],
  otherSensorArraysUsed: number,
): Result<readonly number[], RuleError[]> {
  const errors: RuleError[] = [];
  parts.forEach((p, i) => {
    if (!Number.isInteger(p) || p < 1) errors.push(metaverseError('ERR_FC_PART', `Fire-control part ${i + 1} must be a whole number of at least 1.`, { at: `parts[${i}]` }));
  });
  const total = parts.reduce((a, b) => a + b, 0);
  if (total > rating) {
    errors.push(metaverseError('ERR_FC_OVER', `The fire-control parts add up to ${total} but its rating is ${rating}; reduce them.`));
  }
  if (otherSensorArraysUsed > 0) {
    errors.push(metaverseError('ERR_FC_WITH_ARRAYS', 'A ship using its fire control cannot also use its sensor arrays; use one or the other.'));
  }
  return errors.length > 0 ? err(errors) : ok(parts);
}
