/**
 * Orbiting a planet (Starmada G.5 p.56). "Whenever a starship is located in a hex adjacent to a planet, and is
 * heading towards another hex adjacent to the same planet, the ship may initiate an orbit. While in orbit, the ship is
 * moved around the planet, turning as necessary, but is considered to be moving in a straight line."
 *
 * The hexes adjacent to a planet of size n are the ring at distance n + 1 from its marker. Each orbit hex moves the
 * ship to the next hex of that ring, the way it was going; its heading turns to the direction of each step, and the
 * turns are free (they are not turns in the orders, so they add nothing to the engine requirement, 3.2).
 */
import { hexDistance, hexEquals, hexNeighbor, type Direction, type Hex } from '../../core/hex.ts';
import type { TerrainPiece } from './pieces.ts';

export type Planet = Extract<TerrainPiece, { kind: 'planet' }>;

export interface OrbitStep {
  readonly to: Hex;
  readonly heading: Direction;
}

const onRing = (planet: Planet, h: Hex): boolean => hexDistance(planet.at, h) === planet.size + 1;

/** The planet whose orbit the ship may start from here on this heading, if any (p.56). */
export function orbitablePlanet(planets: readonly Planet[], at: Hex, heading: Direction): Planet | undefined {
  const ahead = hexNeighbor(at, heading);
  return planets.find((p) => onRing(p, at) && onRing(p, ahead));
}

/** The hexes of an orbit of `hexes` hexes, each with the heading the ship has on entering it; null if none may start. */
export function orbitSteps(planets: readonly Planet[], at: Hex, heading: Direction, hexes: number): OrbitStep[] | null {
  const planet = orbitablePlanet(planets, at, heading);
  if (!planet) return null;
  const steps: OrbitStep[] = [];
  let previous = at;
  let current = at;
  let facing = heading;
  for (let i = 0; i < hexes; i++) {
    const next = nextOnRing(planet, previous, current, facing);
    steps.push(next);
    previous = current;
    current = next.to;
    facing = next.heading;
  }
  return steps;
}

/** The ring hex after `current`, not back where the ship came from: straight on if the ring allows, else one hexside. */
function nextOnRing(planet: Planet, previous: Hex, current: Hex, heading: Direction): OrbitStep {
  for (const turn of [0, -1, 1, -2, 2]) {
    const dir = (((heading + turn) % 6) + 6) % 6 as Direction;
    const to = hexNeighbor(current, dir);
    if (onRing(planet, to) && !hexEquals(to, previous)) return { to, heading: dir };
  }
  throw new Error('a ring around a planet always goes on');
}
