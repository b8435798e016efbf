/**
 * Ship systems used "at the same time as the ship's weapons" (Starmada appendix B): B.14 marines at one ship within
 * 5 hexes, B.24 tractor beams at adjacent tiny targets, B.19 the shockwave, B.9 flares at hexes within 10, B.17
 * probes fired as weapons at one target within 6. Marines, beams and probes need the line of sight the weapons
 * need (sight.ts: terrain, flares, through a probe), and the shockwave reaches only what its ship sees (ruling 215).
 * A beam may also sweep an adjacent minefield, a tiny target (B.15 p.35, ruling 214). They are
 * declared with the fire (notation/system-fire.ts), checked here, and resolved with the ship's attacks. Each rule
 * lives in its own module (marines.ts, tractor-beam.ts, shockwave.ts, flares.ts); this one checks and applies them.
 * B.15 mines are laid in the End Phase; Salvo takes their hexes with the fire too (ruling 137, mines.ts).
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { hexDistance, hexEquals, hexKey, type Hex } from '../../core/hex.ts';
import { makeHexLabel, onBoard } from '../../core/offset.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import { starmadaError } from '../errors.ts';
import { hasTrait, munitionCount } from '../ships/sheet-lookup.ts';
import type { Munition } from '../ships/systems.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { currentRatings } from './apply-damage.ts';
import { FLARE_RANGE } from './flares.ts';
import { MARINE_RANGE, maxMarineSquads } from './marines.ts';
import { SHOCKWAVE_RANGE, shockwaveHits } from './shockwave.ts';
import { classOf, tracksOf } from './ship-condition.ts';
import { workingEquipment } from './ship-target.ts';
import { freeTractorBeams, TRACTOR_RANGE } from './tractor-beam.ts';
import { sightFor } from './sight.ts';
import { PROBE_WEAPON, probesLeft } from './probes.ts';
import { findTarget } from './declaration.ts';
import { effectiveDistance } from './reach-target.ts';
import { weaponBand } from './range-band.ts';
import { isCloaked, isUndetected } from '../movement/cloaking.ts';
import { stormNow } from '../setup/storms.ts';

/** One system use declared with a ship's fire. `squads` 0 means as many as the ship may send. */
export type SystemFire =
  | { system: 'Marines'; shipId: string; targetId: string; squads: number }
  | { system: 'Tractor Beam'; shipId: string; targetId: string }
  /** B.24 with B.15 p.35: a beam at the minefield in an adjacent hex, a tiny target (minesweeping). */
  | { system: 'Tractor Beam'; shipId: string; minefield: Hex }
  | { system: 'Shockwave'; shipId: string }
  /** B.17 p.35: `count` probes fired as weapons at one target. */
  | { system: 'Probes'; shipId: string; targetId: string; count: number }
  | { system: 'Flares'; shipId: string; hexes: Hex[] }
  /** B.15: one hex per mine, each adjacent to the ship (ruling 137). */
  | { system: 'Mines'; shipId: string; hexes: Hex[] };

/** Munitions of a kind still on the ship's sheet. */
export const munitionsLeft = (state: StarmadaState, ship: ShipState, m: Munition): number =>
  Math.max(0, munitionCount(classOf(state, ship), m) - (ship.munitionsUsed[m] ?? 0));

/** The hits the ship's shockwave makes now (p.36–37): from its shield rating, or its directional ratings (B.7). */
export function shockwaveHitsOf(state: StarmadaState, ship: ShipState): number {
  const cls = classOf(state, ship);
  const directional = cls.directionalShields ? (ship.dirShields ?? cls.directionalShields) : undefined;
  return shockwaveHits(currentRatings(ship, tracksOf(state, ship)).shields, directional);
}

const enemyShips = (state: StarmadaState, ship: ShipState) => state.ships.filter((s) => s.side !== ship.side && s.status === 'active');
const enemyFlights = (state: StarmadaState, ship: ShipState) => state.flights.filter((f) => f.side !== ship.side && f.count > 0 && f.seeker?.launchedTurn !== state.turn);

/** Can the ship see this element (sight.ts, the line its weapons need)? */
export const sees = (state: StarmadaState, ship: ShipState, unit: { readonly name: string; readonly at: Hex }): boolean => sightFor(state, ship, unit).ok;

/** Why a probe attack on `targetId` may not go ahead (p.35), or null: range 6 as effective range, any arc, line of sight. */
function probeReachProblem(state: StarmadaState, ship: ShipState, targetId: string): string | null {
  const target = findTarget(state, targetId);
  if (!target) return 'the target is not on the board.';
  const distance = effectiveDistance(state, ship, hexDistance(ship.at, target.at), targetId);
  const band = weaponBand(distance, PROBE_WEAPON, 'Probes');
  if (!band.ok) return `${target.name} is at range ${distance}; probes reach ${PROBE_WEAPON.range[2]} (B.17 p.35).`;
  if (band.value === 'long' && stormNow(state).noLongRange) return `${target.name} is at long range, and the storm forbids attacks at long range this turn (S.9).`;
  const sight = sightFor(state, ship, target);
  return sight.ok ? null : sight.error.message;
}

/** Can the ship use a system at an enemy now (so it has a choice in the fire step)? Flares alone open no step. */
export function hasSystemChoice(state: StarmadaState, ship: ShipState): boolean {
  if (ship.status !== 'active') return false;
  const cls = classOf(state, ship);
  const near = (at: Hex, d: number) => hexDistance(ship.at, at) <= d;
  const ships = enemyShips(state, ship).filter((s) => !isUndetected(state, s) && sees(state, ship, s));
  const flights = enemyFlights(state, ship).filter((f) => sees(state, ship, f));
  if (munitionsLeft(state, ship, 'Marines') > 0 && ships.some((s) => near(s.at, MARINE_RANGE))) return true;
  if (freeTractorBeams(state, ship) > 0 && flights.some((f) => hexDistance(ship.at, f.at) === TRACTOR_RANGE)) return true;
  if (probesLeft(state, ship) > 0 && !isCloaked(state, ship) && [...ships, ...flights].some((u) => probeReachProblem(state, ship, u.id) === null)) return true;
  return hasTrait(cls, 'Shockwave') && shockwaveHitsOf(state, ship) > 0 && [...ships, ...flights].some((u) => near(u.at, SHOCKWAVE_RANGE));
}

type Checked = { use: SystemFire; errors: RuleError[] };

function checkMarines(state: StarmadaState, ship: ShipState, use: Extract<SystemFire, { system: 'Marines' }>): Checked {
  const errors: RuleError[] = [];
  const where = { unit: ship.name };
  const left = munitionsLeft(state, ship, 'Marines');
  const max = Math.min(left, maxMarineSquads(classOf(state, ship).hullSize));
  if (left === 0) errors.push(starmadaError('ERR_SYSTEM_NONE', `${ship.name} has no marine squads left to send.`, where));
  else if (use.squads > max) errors.push(starmadaError('ERR_SYSTEM_COUNT', `${ship.name} may send at most ${count(max, 'marine squad')} this Combat Phase (B.14: ${left} left, hull size ${classOf(state, ship).hullSize}).`, where));
  const target = state.ships.find((s) => s.id === use.targetId && s.status === 'active');
  if (!target || target.side === ship.side) errors.push(starmadaError('ERR_SYSTEM_TARGET', `Marines board enemy ships only; pick an enemy ship for ${ship.name}'s marines.`, where));
  else if (hexDistance(ship.at, target.at) > MARINE_RANGE) {
    errors.push(starmadaError('ERR_SYSTEM_RANGE', `${target.name} is ${count(hexDistance(ship.at, target.at), 'hex', 'hexes')} from ${ship.name}; marines board up to ${MARINE_RANGE} hexes away.`, where));
  } else {
    const sight = sightFor(state, ship, target);
    if (!sight.ok) errors.push(starmadaError('ERR_LOS_BLOCKED', `${ship.name}'s marines: ${sight.error.message}`, where));
  }
  return { use: { ...use, squads: use.squads === 0 ? max : use.squads }, errors };
}

/** B.15 p.35 "Minesweeping": "Minefields are considered tiny targets", so a beam may attack one next to its ship. */
function checkSweep(state: StarmadaState, ship: ShipState, use: SystemFire, at: Hex): Checked {
  const where = { unit: ship.name };
  const label = makeHexLabel(at, state.board);
  if (!(state.minefields ?? []).some((f) => f.mines > 0 && hexEquals(f.at, at))) return { use, errors: [starmadaError('ERR_SYSTEM_TARGET', `There is no minefield in hex ${label} for ${ship.name}'s tractor beam.`, where)] };
  if (hexDistance(ship.at, at) !== TRACTOR_RANGE) return { use, errors: [starmadaError('ERR_SYSTEM_RANGE', `Hex ${label} is not next to ${ship.name}; a tractor beam reaches adjacent hexes only.`, where)] };
  const sight = sightFor(state, ship, { name: `the minefield in ${label}`, at });
  return { use, errors: sight.ok ? [] : [starmadaError('ERR_LOS_BLOCKED', `${ship.name}'s tractor beam: ${sight.error.message}`, where)] };
}

function checkTractor(state: StarmadaState, ship: ShipState, use: Extract<SystemFire, { system: 'Tractor Beam' }>): Checked {
  const where = { unit: ship.name };
  if (freeTractorBeams(state, ship) === 0) {
    const why = workingEquipment(classOf(state, ship), ship, 'Tractor Beam') === 0 ? 'has no working tractor beam' : 'used its tractor beams in defensive fire this game turn (B.24: once per game turn)';
    return { use, errors: [starmadaError('ERR_SYSTEM_NONE', `${ship.name} ${why}.`, where)] };
  }
  if ('minefield' in use) return checkSweep(state, ship, use, use.minefield);
  const flight = enemyFlights(state, ship).find((f) => f.id === use.targetId);
  if (!flight) {
    const isShip = state.ships.some((s) => s.id === use.targetId);
    const why = isShip ? 'Tractor beams may not attack ships (B.24); pick an enemy flight next to' : 'Pick an enemy flight next to';
    return { use, errors: [starmadaError('ERR_SYSTEM_TARGET', `${why} ${ship.name} for its tractor beam.`, where)] };
  }
  if (hexDistance(ship.at, flight.at) !== TRACTOR_RANGE) {
    return { use, errors: [starmadaError('ERR_SYSTEM_RANGE', `${flight.name} is not in a hex next to ${ship.name}; a tractor beam reaches adjacent hexes only.`, where)] };
  }
  const sight = sightFor(state, ship, flight);
  return { use, errors: sight.ok ? [] : [starmadaError('ERR_LOS_BLOCKED', `${ship.name}'s tractor beam: ${sight.error.message}`, where)] };
}

function checkProbes(state: StarmadaState, ship: ShipState, use: Extract<SystemFire, { system: 'Probes' }>): Checked {
  const where = { unit: ship.name };
  const errors: RuleError[] = [];
  const left = probesLeft(state, ship);
  if (isCloaked(state, ship)) errors.push(starmadaError('ERR_PROBE', `${ship.name} is cloaked and "may not launch probes (either as weapons or for targeting assistance)" (B.17 p.35).`, where));
  if (use.count > left) errors.push(starmadaError('ERR_SYSTEM_COUNT', `${ship.name} has ${count(left, 'probe')} left; it cannot fire ${use.count}.`, where));
  const target = findTarget(state, use.targetId);
  const enemy = target && (target.kind === 'flight' ? enemyFlights(state, ship).some((f) => f.id === target.id) : enemyShips(state, ship).some((s) => s.id === target.id && !isUndetected(state, s)));
  if (!enemy) errors.push(starmadaError('ERR_SYSTEM_TARGET', `Probes attack enemy ships and flights; pick one for ${ship.name}'s probes.`, where));
  else {
    const problem = probeReachProblem(state, ship, use.targetId);
    if (problem) errors.push(starmadaError('ERR_SYSTEM_RANGE', `${ship.name}'s probes: ${problem}`, where));
  }
  return { use, errors };
}

function checkShockwave(state: StarmadaState, ship: ShipState, use: SystemFire): Checked {
  const where = { unit: ship.name };
  if (!hasTrait(classOf(state, ship), 'Shockwave')) return { use, errors: [starmadaError('ERR_SYSTEM_NONE', `${ship.name} has no shockwave.`, where)] };
  if (shockwaveHitsOf(state, ship) === 0) {
    return { use, errors: [starmadaError('ERR_SYSTEM_NONE', `${ship.name} has no shield rating left, so its shockwave would make no hits (B.19).`, where)] };
  }
  return { use, errors: [] };
}

function checkFlares(state: StarmadaState, ship: ShipState, use: Extract<SystemFire, { system: 'Flares' }>): Checked {
  const where = { unit: ship.name };
  const errors: RuleError[] = [];
  const left = munitionsLeft(state, ship, 'Flares');
  if (use.hexes.length > left) errors.push(starmadaError('ERR_SYSTEM_COUNT', `${ship.name} has ${count(left, 'flare')} left; it cannot launch ${use.hexes.length}.`, where));
  for (const at of use.hexes) {
    const label = makeHexLabel(at, state.board);
    if (!onBoard(state.board, at)) errors.push(starmadaError('ERR_SYSTEM_RANGE', `Hex ${label} is off the board.`, where));
    else if (hexDistance(ship.at, at) > FLARE_RANGE) errors.push(starmadaError('ERR_SYSTEM_RANGE', `Hex ${label} is ${hexDistance(ship.at, at)} hexes from ${ship.name}; flares reach ${FLARE_RANGE}.`, where));
  }
  return { use, errors };
}

function checkMines(state: StarmadaState, ship: ShipState, use: Extract<SystemFire, { system: 'Mines' }>): Checked {
  const where = { unit: ship.name };
  const errors: RuleError[] = [];
  const left = munitionsLeft(state, ship, 'Mines');
  if (use.hexes.length > left) errors.push(starmadaError('ERR_SYSTEM_COUNT', `${ship.name} has ${count(left, 'mine')} left; it cannot lay ${use.hexes.length}.`, where));
  for (const at of use.hexes) {
    const label = makeHexLabel(at, state.board);
    if (!onBoard(state.board, at) || hexDistance(ship.at, at) !== 1) errors.push(starmadaError('ERR_SYSTEM_RANGE', `Hex ${label} is not next to ${ship.name}; mines go in adjacent hexes (B.15).`, where));
    else if (enemyShips(state, ship).some((s) => hexEquals(s.at, at))) errors.push(starmadaError('ERR_SYSTEM_TARGET', `Hex ${label} holds an enemy ship; mines cannot be placed there (B.15).`, where));
  }
  return { use, errors };
}

/** Twice what a ship may do once: marines at one target, one shockwave, one flare line; beams up to the ship's count. */
function checkTwice(state: StarmadaState, uses: readonly SystemFire[]): RuleError[] {
  const errors: RuleError[] = [];
  for (const ship of state.ships) {
    const mine = uses.filter((u) => u.shipId === ship.id);
    for (const system of ['Marines', 'Shockwave', 'Flares', 'Mines', 'Probes'] as const) {
      const single = system === 'Marines' ? ', at a single target (B.14)' : system === 'Probes' ? ' as weapons, at a single target (B.17 p.35)' : '';
      if (mine.filter((u) => u.system === system).length > 1) errors.push(starmadaError('ERR_SYSTEM_TWICE', `${ship.name} may use its ${system} once per Combat Phase${single}; give one declaration.`, { unit: ship.name }));
    }
    const beams = mine.filter((u) => u.system === 'Tractor Beam');
    const working = beams.length > 0 ? freeTractorBeams(state, ship) : 0;
    if (beams.length > working && working > 0) errors.push(starmadaError('ERR_SYSTEM_COUNT', `${ship.name} has ${count(working, 'tractor beam')} free this turn; it declared ${beams.length}.`, { unit: ship.name }));
    const targets = beams.map((u) => (u.system !== 'Tractor Beam' ? '' : 'minefield' in u ? hexKey(u.minefield) : u.targetId));
    if (new Set(targets).size < targets.length) errors.push(starmadaError('ERR_SYSTEM_TWICE', `Each of ${ship.name}'s tractor beams attacks a different target (B.24).`, { unit: ship.name }));
  }
  return errors;
}

function checkUse(state: StarmadaState, ship: ShipState, use: SystemFire): Checked {
  switch (use.system) {
    case 'Marines':
      return checkMarines(state, ship, use);
    case 'Tractor Beam':
      return checkTractor(state, ship, use);
    case 'Shockwave':
      return checkShockwave(state, ship, use);
    case 'Flares':
      return checkFlares(state, ship, use);
    case 'Mines':
      return checkMines(state, ship, use);
    case 'Probes':
      return checkProbes(state, ship, use);
  }
}

/** Checks a seat's system uses (every problem at once) and fills in the marine squads left out. */
export function validateSystemFire(state: StarmadaState, seat: SeatId | null, uses: readonly SystemFire[]): Result<SystemFire[], RuleError[]> {
  const errors: RuleError[] = [];
  const out: SystemFire[] = [];
  for (const use of uses) {
    const ship = state.ships.find((s) => s.id === use.shipId && s.status === 'active');
    if (!ship || (seat !== null && ship.seat !== seat)) {
      errors.push(starmadaError('ERR_FIRE_NOT_YOURS', `${ship?.name ?? 'That ship'} is not one of your ships on the board.`));
      continue;
    }
    const checked = checkUse(state, ship, use);
    errors.push(...checked.errors);
    out.push(checked.use);
  }
  errors.push(...checkTwice(state, out));
  return errors.length > 0 ? err(errors) : ok(out);
}
