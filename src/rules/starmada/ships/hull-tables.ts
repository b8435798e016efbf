/**
 * Tables that depend only on hull size (B.14, E.7, F.5): marine squads per Combat Phase (B.14 p.34), target
 * acquisition markers (E.7), fighter launches and recoveries per Fighter Phase (F.5 p.52-53; launch tubes double
 * the launch maximum, B.12 p.33). Hull size never shrinks with damage (p.9), so these are class data.
 */

/** Hull-size bands 1-3, 4-8, 9-15, 16-24, 25-35. */
const band = (hullSize: number): 0 | 1 | 2 | 3 | 4 => {
  if (hullSize <= 3) return 0;
  if (hullSize <= 8) return 1;
  if (hullSize <= 15) return 2;
  if (hullSize <= 24) return 3;
  return 4;
};

export interface HullSizeLimits {
  readonly maxMarineSquads: number;
  readonly targetAcquisitionMarkers: number;
  readonly fighterLaunchMax: number;
  readonly fighterRecoveryMax: number;
}

const MARINES = [2, 3, 4, 5, 6] as const;
const TAGS = [1, 2, 3, 4, 5] as const;
const LAUNCH = [1, 2, 3, 4, 5] as const;
const RECOVERY = [1, 1, 2, 2, 3] as const;

export function hullSizeLimits(hullSize: number, launchTubes = false): HullSizeLimits {
  const b = band(hullSize);
  return {
    maxMarineSquads: MARINES[b],
    targetAcquisitionMarkers: TAGS[b],
    fighterLaunchMax: LAUNCH[b] * (launchTubes ? 2 : 1),
    fighterRecoveryMax: RECOVERY[b],
  };
}
