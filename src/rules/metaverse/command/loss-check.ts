/**
 * Loss check in the Command Step (Metaverse p.38 "Morale", digest §4.16): "if the flag commander rolls a number of
 * CPs equal to or lower than the number of thresholds completed, the player loses the game".
 * Judgement call (digest A24): compare the flag commander's RAW roll, not the CPs after the leftover floor.
 */

export interface LossCheck {
  readonly flagRoll: number;
  readonly thresholdsCompleted: number;
  readonly lost: boolean;
}

export function commandLossCheck(flagRoll: number, thresholdsCompleted: number): LossCheck {
  // With no threshold completed the check cannot fail: every roll is at least 1.
  return { flagRoll, thresholdsCompleted, lost: thresholdsCompleted > 0 && flagRoll <= thresholdsCompleted };
}
