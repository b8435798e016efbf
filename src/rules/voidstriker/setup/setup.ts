/**
 * Setting up a Voidstriker game (book §1.2, Ch.6; digest §1.6, §3.2, §5.2): the scenario's terrain, each side's
 * ships from its fleet, their places, facings and starting drift, and Drift Speed Determination for round 1.
 *
 * Judgement calls (the book lets the players place everything by hand; a referee by post needs a default):
 * - Book scenarios give each side its forces; a fleet may name those ships, and anything else is refused with the
 *   book's list. Players sharing a side with empty fleets take the book's ships in turn. The skirmish scenario
 *   takes any library ships, up to 12 a side.
 * - Places follow the scenario's words on the 72" × 48" playfield: the planet of §6.1 in the west half, the
 *   defenders within its 5" and facing east, the raiders entering at the far (east) edge at speed 8, grouped
 *   within 6"; §6.2's world in the centre, the base on its west rim with the gunboats landed there, the cruiser
 *   3" off the surface, the Arabs entering from the east at speed 6 grouped within 12"; §6.3 and skirmishes: the
 *   sides 60" apart, facing each other at speed 2. Every place is within the scenario's limits.
 * - Asteroids (option, §3.22): three counters of 1d10" × 1d6", rolled from the game's seed, laid across the
 *   middle of the playfield.
 */
import { z } from 'zod';
import { rngStateFromSeed, seededDice } from '../../core/dice.ts';
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import type { Point } from '../../core/scene.ts';
import { conditionOf } from '../damage/condition.ts';
import type { AsteroidField } from '../geometry/asteroids.ts';
import type { Planet } from '../geometry/planets.ts';
import { add, scale, sub, unit } from '../geometry/vector.ts';
import { determineDrift } from '../movement/drift.ts';
import { shipClassById, SHIP_CLASSES } from '../ships/library.ts';
import { SCENARIOS, scenarioById, type Scenario } from './scenarios.ts';
import type { ShipClass } from '../ships/ship-class.ts';
import { FLYING, landedPosition } from '../map-features/surface-status.ts';
import type { VoidstrikerOptions } from '../options.ts';
import type { SeatInfo, VoidShip, VoidstrikerState } from '../state.ts';

export const SKIRMISH = 'skirmish';
export const SKIRMISH_MAX_SHIPS = 12;
const SKIRMISH_SIDES = ['A', 'B'];

export const fleetSchema = z.strictObject({
  side: z.string().min(1),
  player: z.string().min(1).max(64),
  ships: z
    .array(z.strictObject({ class: z.string().min(1).max(80), name: z.string().min(1).max(40).optional() }))
    .max(SKIRMISH_MAX_SHIPS, `A side has at most ${SKIRMISH_MAX_SHIPS} ships.`),
});
export type Fleet = z.input<typeof fleetSchema>;

/** The scenario a game names: "6.1", "Standoff at Bishamon II", "skirmish". */
export function findScenario(text: string): Scenario | typeof SKIRMISH | undefined {
  const t = text.trim().toLowerCase();
  if (t === SKIRMISH || t === '') return SKIRMISH;
  return scenarioById(t.replace(/^§/, '')) ?? SCENARIOS.find((s) => s.name.toLowerCase() === t);
}
export function sidesOf(scenario: Scenario | typeof SKIRMISH): string[] {
  return scenario === SKIRMISH ? [...SKIRMISH_SIDES] : scenario.sides.map((s) => s.side);
}

/** The ships the book gives a side, in order, as class ids (one per ship). */
export function bookForces(scenario: Scenario, side: string): string[] {
  return (scenario.sides.find((s) => s.side === side)?.forces ?? []).flatMap((f) => Array.from({ length: f.count }, () => f.classId));
}

/** A class by id or by name ("Kongo-class" styles are matched on the class name, case-insensitively). */
export function findClass(ref: string): ShipClass | undefined {
  const t = ref.trim().toLowerCase();
  return shipClassById(t) ?? SHIP_CLASSES.find((c) => c.className.toLowerCase() === t || `${c.navy} ${c.className}`.toLowerCase() === t);
}

/** The fleet's ships as classes, checked against the scenario; every problem at once. */
export function fleetClasses(fleet: Fleet, scenario: Scenario | typeof SKIRMISH, side: string): Result<{ cls: ShipClass; name?: string }[], RuleError[]> {
  const errors: RuleError[] = [];
  const ships = fleet.ships.flatMap((s) => {
    const cls = findClass(s.class);
    if (!cls) errors.push(ruleError('ERR_CLASS_UNKNOWN', `There is no Voidstriker ship class "${s.class}".`, { suggestion: 'Pick one from /fleet add.' }));
    return cls ? [{ cls, ...(s.name === undefined ? {} : { name: s.name }) }] : [];
  });
  if (scenario === SKIRMISH) {
    if (ships.length === 0 && errors.length === 0) errors.push(ruleError('ERR_FLEET_EMPTY', `Side ${side} has no ships: add some with /fleet add.`));
  } else if (errors.length === 0 && ships.length > 0) {
    const want = bookForces(scenario, side).sort();
    const got = ships.map((s) => s.cls.classId).sort();
    if (want.join() !== got.join()) {
      const list = scenario.sides.find((s) => s.side === side)?.forces.map((f) => `${f.count} × ${shipClassById(f.classId)?.className ?? f.classId}`) ?? [];
      errors.push(ruleError('ERR_FLEET_NOT_BOOK', `Scenario ${scenario.id} gives ${side} exactly ${list.join(', ')}.`, { suggestion: 'Leave the fleet empty to take the book\'s ships, or list exactly those.' }));
    }
  }
  return errors.length > 0 ? err(errors) : ok(ships);
}

interface Placement {
  readonly position: Point;
  readonly heading: number;
  /** Starting drift speed and its compass direction (digest §3.2). */
  readonly speed: number;
  readonly course: number;
  readonly landedOn?: string;
}

const PLAYFIELD = { width: 72, height: 48 };

/**
 * Places `n` ships in a line abreast, `gap` inches apart, centred on `centre`, facing `heading`: every ship keeps
 * its own row on the map, so names don't overlap.
 */
function formation(n: number, centre: Point, heading: number, speed: number, gap = 4): Placement[] {
  const across = unit(heading + 90);
  return Array.from({ length: n }, (_, i) => ({ position: add(centre, scale(across, gap * (i - (n - 1) / 2))), heading, speed, course: heading }));
}

function placeSide(scenario: Scenario | typeof SKIRMISH, sideIndex: number, classIds: readonly string[], planets: readonly Planet[], base: Point | undefined): Placement[] {
  const n = classIds.length;
  const mid = PLAYFIELD.height / 2;
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

function rollAsteroids(seed: string): AsteroidField[] {
  const dice = seededDice(rngStateFromSeed(`${seed}:asteroids`));
  return [0, 1, 2].map((i) => {
    const length = dice.roll(`asteroid ${i + 1} length`, 10);
    const width = dice.roll(`asteroid ${i + 1} width`, 6);
    const centre = { x: 28 + i * 8, y: 12 + i * 12 };
    const h = { x: width / 2, y: length / 2 };
    return {
      id: `Asteroids ${i + 1}`,
      polygon: [sub(centre, h), { x: centre.x + h.x, y: centre.y - h.y }, add(centre, h), { x: centre.x - h.x, y: centre.y + h.y }],
    };
  });
}

export interface SetupInput {
  readonly options: VoidstrikerOptions;
  readonly fleets: Readonly<Record<SeatId, Fleet>>;
  readonly scenario: string;
  readonly seed: string;
}

export function setupGame(input: SetupInput): Result<VoidstrikerState, RuleError[]> {
  const scenario = findScenario(input.scenario);
  if (!scenario) return err([ruleError('ERR_SCENARIO_UNKNOWN', `There is no Voidstriker scenario "${input.scenario}".`, { suggestion: 'Use 6.1, 6.2, 6.3 or skirmish.' })]);
  const sides = sidesOf(scenario);
  const errors: RuleError[] = [];
  const seats: Record<SeatId, SeatInfo> = {};
  const fleets: { seat: SeatId; side: string; ships: { cls: ShipClass; name?: string }[] }[] = [];
  // Sides whose fleet was refused already have their error; "no ships" would only repeat it.
  const refused = new Set<string>();
  const emptySeats: { seat: SeatId; side: string }[] = [];
  for (const [seat, raw] of Object.entries(input.fleets).sort(([a], [b]) => a.localeCompare(b))) {
    const fleet = fleetSchema.safeParse(raw);
    if (!fleet.success) {
      errors.push(ruleError('ERR_FLEET', `The fleet of seat ${seat} is not readable: ${fleet.error.issues.map((i) => i.message).join('; ')}.`));
      continue;
    }
    if (!sides.includes(fleet.data.side)) {
      errors.push(ruleError('ERR_SIDE', `Side ${fleet.data.side} is not in this scenario (sides: ${sides.join(', ')}).`));
      continue;
    }
    seats[seat] = { side: fleet.data.side, player: fleet.data.player };
    const classes = fleetClasses(fleet.data, scenario, fleet.data.side);
    if (!classes.ok) {
      errors.push(...classes.error);
      refused.add(fleet.data.side);
    }
    else if (classes.value.length > 0) fleets.push({ seat, side: fleet.data.side, ships: classes.value });
    else if (scenario !== SKIRMISH) emptySeats.push({ seat, side: fleet.data.side });
  }
  // Empty fleets fly the book's forces; players sharing a side take its ships in turn (ship 1 to the first, …).
  if (scenario !== SKIRMISH) {
    for (const side of sides) {
      const takers = emptySeats.filter((e) => e.side === side);
      if (takers.length === 0 || fleets.some((f) => f.side === side)) continue;
      bookForces(scenario, side).forEach((id, i) => {
        const taker = takers[i % takers.length] as { seat: SeatId; side: string };
        const own = fleets.find((f) => f.seat === taker.seat);
        const ship = { cls: shipClassById(id) as ShipClass };
        if (own) own.ships.push(ship);
        else fleets.push({ seat: taker.seat, side, ships: [ship] });
      });
    }
  }
  for (const side of sides) if (!refused.has(side) && !fleets.some((f) => f.side === side)) errors.push(ruleError('ERR_SIDE_EMPTY', `Side ${side} has no player with ships.`));
  if (errors.length > 0) return err(errors);

  const planets: Planet[] =
    scenario === SKIRMISH
      ? []
      : scenario.planets.map((p) => ({ id: p.name, diameter: p.diameter, center: scenario.id === '6.1' ? { x: 16, y: PLAYFIELD.height / 2 } : { x: PLAYFIELD.width / 2, y: PLAYFIELD.height / 2 } }));
  const basePlanet = planets[0];
  const base = scenario !== SKIRMISH && scenario.base && basePlanet ? { name: scenario.base.name, side: scenario.base.owner, planetId: basePlanet.id, at: landedPosition(basePlanet, 270) } : undefined;

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
        // Drift Speed Determination for round 1 (§2.31), from the starting vector counter (digest §3.2).
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
  // Ship names must be unique for the notation; a player-given name that repeats gets a number.
  const seen = new Set<string>();
  const named = ships.map((s) => {
    let name = s.name;
    for (let k = 2; seen.has(name.toLowerCase()); k++) name = `${s.name} ${k}`;
    seen.add(name.toLowerCase());
    return { ...s, name };
  });

  return ok({
    system: 'voidstriker',
    scenario: scenario === SKIRMISH ? SKIRMISH : scenario.id,
    options: input.options,
    round: 1,
    stage: 'plot',
    seats,
    ships: named,
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
