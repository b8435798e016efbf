/**
 * Where FTL drives cannot be used (book p.52–53 GWP and subspace distorter, p.95–101 terrain
 * "FTL blocked"). A blocked drive cannot be used for any purpose while the ship is inside the effect.
 */
import type { FtlDriveType } from './drives.ts';

export interface FtlEnvironment {
  /** Ship inside an active gravity-well projector field. */
  readonly inGwpField?: boolean;
  readonly inSubspaceDistorter?: boolean;
  /** Inside a planet's gravity field (radius = planet diameter from the model's edge). */
  readonly inPlanetGravity?: boolean;
  /** A neutron star, pulsar or magnetar is present. */
  readonly neutronStar?: boolean;
  /** Any nebula. */
  readonly nebula?: boolean;
  readonly singularity?: boolean;
}

const WARPISH: readonly FtlDriveType[] = ['basic', 'warp', 'hyper'];
const JUMPISH: readonly FtlDriveType[] = ['basic', 'jump', 'dimensional'];
const ALL: readonly FtlDriveType[] = ['basic', 'warp', 'hyper', 'jump', 'dimensional'];

/** The drive types that cannot be used in this environment. */
export function blockedDrives(env: FtlEnvironment): FtlDriveType[] {
  const out = new Set<FtlDriveType>();
  const addAll = (types: readonly FtlDriveType[]): void => types.forEach((t) => out.add(t));
  if (env.inGwpField || env.inPlanetGravity) addAll(WARPISH);
  if (env.inSubspaceDistorter || env.neutronStar || env.nebula) addAll(JUMPISH);
  if (env.singularity) addAll(ALL);
  return ALL.filter((t) => out.has(t));
}
