/**
 * What the map features do to one line between two counters (book §3.21 Planets & Moons: "A ship's sensors
 * cannot track a target that is obscured by the planet - if a direct line cannot be traced from the center of
 * the tracking ship's counter to the center of the target ship's counter, that ship cannot be tracked";
 * §3.22 Asteroids: "Each full inch of asteroids between an attacker and target subtracts 1 from the to-hit
 * roll"; rulings C7, H4).
 *
 * This module does NOT apply the −1 per inch: sensors/lock-on.ts (`asteroidInches`, `blockedByPlanet`) and
 * fire/to-hit.ts / fire/attack.ts (`asteroidInches`) already do. It works out those inputs from the map, and it
 * adds the one check nobody else makes: a shot fired while a planet is in the way.
 *
 * Judgement calls:
 * - A lock is rolled once at Sensor Lock-On on the start-of-round positions (§2.33); if a planet moves into the
 *   line later in the round the lock survives, but every shot fired while the planet is in the way is refused
 *   (ruling C7: the book ties fire to tracking, and a target the sensors cannot see cannot be tracked).
 *   The weapon is then not used and may fire in a later phase.
 * - The asteroid inches on lock rolls are ruling H4 (§3.22 "obscure Sensor readings"); the book
 *   itself only names the to-hit roll. sensors/ already applies them; the caller may pass 0 to switch it off.
 * - Grazing the rim of a planet does not block (geometry/planets.ts).
 */
import type { Point } from '../../core/scene.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { asteroidInches, type AsteroidField } from '../geometry/asteroids.ts';
import { lineOfSight, type Planet } from '../geometry/planets.ts';
import { voidstrikerError } from '../errors.ts';

/** The map features the rules look at. Plain data. */
export interface TerrainMap {
  readonly planets: readonly Planet[];
  /** Asteroid counters (optional rule §3.22); empty when the scenario has none. */
  readonly asteroids: readonly AsteroidField[];
}

export interface SightLine {
  /** Ids of the planets whose discs cross the centre-to-centre line (§3.21); empty when clear. */
  readonly blockedBy: readonly string[];
  /** True when any planet is in the way: pass as `blockedByPlanet` to sensors/lock-on.ts. */
  readonly blockedByPlanet: boolean;
  /** Full inches of asteroid counter on the line (§3.22): pass as `asteroidInches` to lock-on and to-hit. */
  readonly asteroidInches: number;
}

/** The line between two counter centres, as the lock and to-hit rolls need it (§3.21, §3.22). */
export function sightLine(from: Point, to: Point, map: TerrainMap): SightLine {
  const los = lineOfSight(from, to, map.planets);
  const blockedBy = los.clear ? [] : los.blockedBy;
  return { blockedBy, blockedByPlanet: blockedBy.length > 0, asteroidInches: asteroidInches(from, to, map.asteroids) };
}

/**
 * A shot at the moment of fire (§3.21, ruling C7): refused while a planet blocks the centre-to-centre
 * line; otherwise the asteroid inches to pass to fire/to-hit.ts.
 */
export function checkShotSightLine(firer: string, target: string, from: Point, to: Point, map: TerrainMap): Result<SightLine, RuleError> {
  const line = sightLine(from, to, map);
  if (line.blockedByPlanet) {
    return err(
      voidstrikerError('ERR_PLANET_BLOCKS_FIRE', `${firer} cannot fire at ${target}: ${line.blockedBy.join(', ')} is in the way (§3.21).`, {
        at: firer,
        suggestion: 'The weapon is not used; fire it in a later phase when the line is clear.',
      }),
    );
  }
  return ok(line);
}
