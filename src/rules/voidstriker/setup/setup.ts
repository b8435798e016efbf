/**
 * Setting up a Voidstriker game (book §1.2, Ch.6; ruling H1): the scenario's terrain, each side's
 * ships from its fleet (fleets.ts), their places, facings and starting drift (placement.ts), and Drift Speed
 * Determination for round 1.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { conditionOf } from '../damage/condition.ts';
import type { Planet } from '../geometry/planets.ts';
import { scale, sub, unit } from '../../core/plane.ts';
import { FLYING } from '../map-features/surface-status.ts';
import { determineDrift } from '../movement/drift.ts';
import type { VoidstrikerOptions } from '../options.ts';
import { VOIDSTRIKER_STATE_VERSION, type VoidShip, type VoidstrikerState } from '../state.ts';
import { readFleets, takeBookForces, type Fleet, type SeatFleet } from './fleets.ts';
import { baseOf, placeSide, planetsOf, PLAYFIELD, rollAsteroids, type Placement } from './placement.ts';
import { findScenario, sidesOf, SKIRMISH, type Scenario } from './scenarios.ts';
import { voidstrikerError } from '../errors.ts';

export interface SetupInput {
  readonly options: VoidstrikerOptions;
  readonly fleets: Readonly<Record<SeatId, Fleet>>;
  readonly scenario: string;
  readonly seed: string;
}

/** Every side's ships on their places, named "Kongo", "Kongo 2", … unless the player named them. */
function placeShips(scenario: Scenario | typeof SKIRMISH, sides: readonly string[], fleets: readonly SeatFleet[], planets: readonly Planet[], base: VoidstrikerState['base']): VoidShip[] {
  const taken = new Map<string, number>();
  const ships: VoidShip[] = [];
  for (const side of sides) {
    const sideFleets = fleets.filter((f) => f.side === side);
    const all = sideFleets.flatMap((f) => f.ships.map((s) => ({ ...s, seat: f.seat })));
    const places = placeSide(scenario, sides.indexOf(side), all.map((s) => s.cls.classId), planets, base?.at);
    all.forEach((s, i) => {
      const place = places[i] as Placement;
      const base = s.name ?? s.cls.className.replace(/-class.*$/i, '');
      const count = (taken.get(base) ?? 0) + 1;
      taken.set(base, count);
      const name = s.name ?? (count === 1 ? base : `${base} ${count}`);
      const position = place.position;
      ships.push({
        id: `${side.toLowerCase()}-${ships.length + 1}`,
        name,
        classId: s.cls.classId,
        side,
        seat: s.seat,
        position,
        // Drift Speed Determination for round 1 (§2.31), from the starting vector counter (ruling H1).
        ...determineDrift({ position, vectorCounter: sub(position, scale(unit(place.course), place.speed)) }),
        heading: place.heading,
        condition: conditionOf(s.cls),
        status: 'active',
        surface: place.landedOn ? { kind: 'landed', planetId: place.landedOn, since: 0 } : FLYING,
        repairs: {},
        replacements: [],
        lastLaunch: {},
        lockedLastRound: [],
        lastSensors: [],
      });
    });
  }
  return ships;
}

/** Ship names must be unique for the notation; a player-given name that repeats gets a number. */
function uniqueNames(ships: readonly VoidShip[]): VoidShip[] {
  const seen = new Set<string>();
  return ships.map((s) => {
    let name = s.name;
    for (let k = 2; seen.has(name.toLowerCase()); k++) name = `${s.name} ${k}`;
    seen.add(name.toLowerCase());
    return { ...s, name };
  });
}

export function setupGame(input: SetupInput): Result<VoidstrikerState, RuleError[]> {
  const scenario = findScenario(input.scenario);
  if (!scenario) return err([voidstrikerError('ERR_SCENARIO_UNKNOWN', `There is no Voidstriker scenario "${input.scenario}".`, { suggestion: 'Use 6.1, 6.2, 6.3 or skirmish.' })]);
  const sides = sidesOf(scenario);
  const read = readFleets(input.fleets, scenario, sides);
  if (scenario !== SKIRMISH) takeBookForces(read, scenario, sides);
  const { seats, fleets, refused, errors } = read;
  for (const side of sides) if (!refused.has(side) && !fleets.some((f) => f.side === side)) errors.push(voidstrikerError('ERR_SIDE_EMPTY', `Side ${side} has no player with ships.`));
  if (errors.length > 0) return err(errors);

  const planets = planetsOf(scenario);
  const base = baseOf(scenario, planets);
  return ok({
    system: 'voidstriker',
    schemaVersion: VOIDSTRIKER_STATE_VERSION,
    scenario: scenario === SKIRMISH ? SKIRMISH : scenario.id,
    options: input.options,
    round: 1,
    stage: 'plot',
    seats,
    ships: uniqueNames(placeShips(scenario, sides, fleets, planets, base)),
    salvos: [],
    planets,
    asteroids: input.options.asteroids ? rollAsteroids(input.seed) : [],
    playfield: PLAYFIELD,
    ...(base ? { base } : {}),
    ...(scenario !== SKIRMISH && scenario.victory.kind === 'raid' ? { raid: { loading: {}, loaded: [], escaped: [], enteredRound: 1 } } : {}),
    pending: null,
    trails: [],
    shots: [],
    nextSalvo: 1,
    outcome: null,
  });
}
