/**
 * Where terrain stops FTL drives (Metaverse p.95 "Planets", p.96 "Stars", p.97 "Singularities", p.98 "Asteroids",
 * p.98 "Nebulae"; p.15–18 FTL side effects), composed from ftl/blocked.ts and the hazards
 * of ftl/jump.ts, for sequence/movement/ftl.ts and the plot context (sequence/orders.ts).
 *
 * - p.95: a planet's gravitational field, radius the planet's diameter from the model's edge, blocks basic, warp
 *   and hyper drives as a GWP does (p.53: a warp or hyper jump that would carry the ship into or across it ends at
 *   its edge); a warp or hyper jump ending on or crossing the model destroys the ship.
 * - p.96: a neutron star, pulsar or magnetar blocks basic, jump and dimensional drives for the whole game.
 * - p.97: a singularity blocks every FTL drive.
 * - p.98: a warp or hyper jump that transits an asteroid field (or a cluster, which inherits the field's rules)
 *   destroys the ship.
 * - p.98: any nebula blocks basic, jump and "spatial" drives (ruling A4 reads dimensional; ftl/blocked.ts).
 *
 * Judgement call: a whole-table block (nebula, neutron star, singularity) is known at plot time; a planet's field
 * is judged where the drive is used (the squadron's place before the move for an FTL retreat, after its STL move
 * for a tactical jump).
 */
import type { Point } from '../../core/scene.ts';
import { blockedDrives, type FtlEnvironment } from '../ftl/blocked.ts';
import type { FtlDriveType } from '../ftl/drives.ts';
import type { FtlHazards } from '../ftl/jump.ts';
import { distance } from '../../core/plane.ts';
import type { MetaverseState } from '../state.ts';
import { isNebula, isPlanet, type MvTerrain } from './place.ts';

const terrainOf = (state: Pick<MetaverseState, 'terrain'>): readonly MvTerrain[] => state.terrain ?? [];

/** p.95: a planet's gravity field reaches its diameter beyond the model's edge: radius 3 × the model's radius. */
export const planetGravityRadius = (modelRadius: number): number => modelRadius + 2 * modelRadius;

/** Each drive type the terrain blocks, with why; `at` null = the whole-table blocks only (no planet fields). */
export function terrainFtlBlocks(state: Pick<MetaverseState, 'terrain'>, at: Point | null): Map<FtlDriveType, string> {
  const out = new Map<FtlDriveType, string>();
  const note = (env: FtlEnvironment, why: string): void => {
    for (const t of blockedDrives(env)) if (!out.has(t)) out.set(t, why);
  };
  for (const t of terrainOf(state)) {
    if (t.kind === 'singularity') note({ singularity: true }, `the singularity stops every FTL drive (p.97)`);
    else if (t.kind === 'neutron-star') note({ neutronStar: true }, `the ${t.name.toLowerCase()} stops basic, jump and dimensional drives (p.96)`);
    else if (isNebula(t)) note({ nebula: true }, `the ${t.name.toLowerCase()} stops basic, jump and dimensional drives (p.98)`);
    else if (at && isPlanet(t) && t.circle && distance(at, t.circle.at) < planetGravityRadius(t.circle.radius))
      note({ inPlanetGravity: true }, `the ${t.name.toLowerCase()}'s gravity field stops basic, warp and hyper drives (p.95)`);
  }
  return out;
}

/** The terrain as ftl/jump.ts hazards: planet fields stop warp and hyper jumps, models and clusters destroy (p.95, p.98). */
export function terrainFtlHazards(state: Pick<MetaverseState, 'terrain'>): FtlHazards {
  const planets = terrainOf(state).flatMap((t) => (isPlanet(t) && t.circle ? [{ centre: t.circle.at, radius: t.circle.radius }] : []));
  return {
    gwpFields: planets.map((p) => ({ centre: p.centre, radius: planetGravityRadius(p.radius) })),
    planets,
    asteroidFields: terrainOf(state).flatMap((t) => (t.kind === 'asteroid-clusters' && t.circle ? [{ centre: t.circle.at, radius: t.circle.radius }] : [])),
  };
}
