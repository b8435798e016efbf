/**
 * Where everything starts (book §1.2 steps 2 and 4, Ch.6; ruling H1): the scenario's planets and
 * base, the asteroid counters of the option (§3.22), and each side's ships with their facings and starting drift.
 *
 * Judgement calls (the book lets the players place everything by hand; a referee by post needs a default):
 * - Places follow the scenario's words on the 72" × 48" playfield: the planet of §6.1 in the west half, the
 *   defenders within its 5" and facing east, the raiders entering at the far (east) edge at speed 8, grouped
 *   within 6"; §6.2's world in the centre, the base on its west rim with the gunboats landed there, the cruiser
 *   3" off the surface, the Arabs entering from the east at speed 6 grouped within 12"; §6.3 and skirmishes: the
 *   sides 60" apart, facing each other at speed 2. Every place is within the scenario's limits.
 * - Asteroids (option, §3.22): three counters of 1d10" × 1d6", rolled from the game's seed, laid across the
 *   middle of the playfield.
 */
import { rngStateFromSeed, seededDice } from '../../core/dice.ts';
import type { Point } from '../../core/scene.ts';
import type { AsteroidField } from '../geometry/asteroids.ts';
import type { Planet } from '../geometry/planets.ts';
import { add, scale, sub, unit } from '../../core/plane.ts';
import { landedPosition } from '../map-features/surface-status.ts';
import type { VoidstrikerState } from '../state.ts';
import { SKIRMISH, type Scenario } from './scenarios.ts';

export interface Placement {
  readonly position: Point;
  readonly heading: number;
  /** Starting drift speed and its compass direction (ruling H1). */
  readonly speed: number;
  readonly course: number;
  readonly landedOn?: string;
}

export const PLAYFIELD = { width: 72, height: 48 };

/**
 * Places `n` ships in a line abreast, `gap` inches apart, centred on `centre`, facing `heading`: every ship keeps
 * its own row on the map, so names don't overlap.
 */
function formation(n: number, centre: Point, heading: number, speed: number, gap = 4): Placement[] {
  const across = unit(heading + 90);
  return Array.from({ length: n }, (_, i) => ({ position: add(centre, scale(across, gap * (i - (n - 1) / 2))), heading, speed, course: heading }));
}

export function placeSide(scenario: Scenario | typeof SKIRMISH, sideIndex: number, classIds: readonly string[], planets: readonly Planet[], base: Point | undefined): Placement[] {
  const n = classIds.length;
  // y counts south from the playfield's north edge at y = −height (core/plane.ts), so the middle is −height/2.
  const mid = -PLAYFIELD.height / 2;
  if (scenario === SKIRMISH || scenario.id === '6.3') {
    return sideIndex === 0 ? formation(n, { x: 6, y: mid }, 90, 2) : formation(n, { x: PLAYFIELD.width - 6, y: mid }, 270, 2);
  }
  const planet = planets[0];
  if (scenario.id === '6.1') {
    // Grouped within 6" (§6.1): three ships 3" apart.
    if (sideIndex === 1) return formation(n, { x: PLAYFIELD.width - 2, y: mid }, 270, 8, 3);
    // Within 5" of the surface: 3" above it, spread over the planet's east face.
    const p = planet as Planet;
    return classIds.map((_, i) => {
      const bearing = 90 + (i - (n - 1) / 2) * 30;
      return { position: add(p.center, scale(unit(bearing), p.diameter / 2 + 3)), heading: 90, speed: 0, course: 90 };
    });
  }
  // §6.2
  // Grouped within 12" (§6.2): five ships 3" apart.
  if (sideIndex === 1) return formation(n, { x: PLAYFIELD.width - 2, y: mid }, 270, 6, 3);
  const p = planet as Planet;
  return classIds.map((classId, i) =>
    classId === 'us-gunboat-500' && base
      ? { position: base, heading: 270, speed: 0, course: 270, landedOn: p.id }
      : { position: add(p.center, scale(unit(90 + i * 40), p.diameter / 2 + 3)), heading: 90, speed: 0, course: 90 },
  );
}

/** The scenario's planets: §6.1's in the west half, the others in the centre. */
export function planetsOf(scenario: Scenario | typeof SKIRMISH): Planet[] {
  return scenario === SKIRMISH
    ? []
    : scenario.planets.map((p) => ({ id: p.name, diameter: p.diameter, center: scenario.id === '6.1' ? { x: 16, y: -PLAYFIELD.height / 2 } : { x: PLAYFIELD.width / 2, y: -PLAYFIELD.height / 2 } }));
}

/** The scenario's base (§6.2), on the west rim of its planet. */
export function baseOf(scenario: Scenario | typeof SKIRMISH, planets: readonly Planet[]): VoidstrikerState['base'] {
  const basePlanet = planets[0];
  return scenario !== SKIRMISH && scenario.base && basePlanet ? { name: scenario.base.name, side: scenario.base.owner, planetId: basePlanet.id, at: landedPosition(basePlanet, 270) } : undefined;
}

export function rollAsteroids(seed: string): AsteroidField[] {
  const dice = seededDice(rngStateFromSeed(`${seed}:asteroids`));
  return [0, 1, 2].map((i) => {
    const length = dice.roll(`asteroid ${i + 1} length`, 10);
    const width = dice.roll(`asteroid ${i + 1} width`, 6);
    const centre = { x: 28 + i * 8, y: -(12 + i * 12) };
    const h = { x: width / 2, y: length / 2 };
    return {
      id: `Asteroids ${i + 1}`,
      polygon: [{ x: centre.x - h.x, y: centre.y + h.y }, { x: centre.x + h.x, y: centre.y + h.y }, { x: centre.x + h.x, y: centre.y - h.y }, sub(centre, h)],
    };
  });
}
