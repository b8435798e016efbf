/**
 * The deployment step (Starmada 2.3 p.12). The book alternates placements; play-by-post places each seat's
 * ships secretly and at once, within the side's zone (4 hexes of its short edge, or the scenario's areas, Appendix
 * S; at most 3 ships a hex), and reveals them together — one exchange instead of one per ship. Fighter flights are
 * then scrambled within 2 hexes of their carriers by the default placement (5.1 p.22).
 *
 * The same step places S.11's second half when it arrives (p.64), in the Reinforcements area, among the ships
 * already on the board (setup/reinforcements.ts); then the turn's orders. S.12's attacker must put at least 500 CR
 * in each of its two areas (p.64); that is checked when one seat holds the whole side (ruling 163).
 */
import { count } from '../../core/text.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import { makeHexLabel } from '../../core/offset.ts';
import { DIRECTION_NAMES } from '../../core/hex.ts';
import { err, type Result, type RuleError } from '../../core/result.ts';
import { applyScramble, carrierRating, defaultScramble, flightsForCarrier } from '../fighters/scramble.ts';
import {
  areaOf,
  defaultDeployment,
  standardDeploymentRules,
  validateDeployment,
  type DeployingUnit,
  type DeploymentRules,
  type Placement,
} from '../setup/deployment.ts';
import { scenarioDefinition } from '../setup/scenarios.ts';
import { halfText } from '../setup/reinforcements.ts';
import { classOf } from '../combat/ship-condition.ts';
import type { FlightState, ShipState, StarmadaState } from '../state.ts';
import { LRF_COMBAT_RATING } from '../fighters/long-range.ts';
import { starmadaError } from '../errors.ts';
import { solarWindText } from '../movement/solar-sails.ts';

/** Is this step S.11's reinforcements arriving (not the deployment at the start)? */
export const reinforcing = (state: StarmadaState): boolean => state.phase.kind === 'deployment' && state.phase.reinforcements === true;

/** Where ships may be placed now: the scenario's areas, or S.11's Reinforcements area when its second half arrives. */
export function deploymentRulesOf(state: StarmadaState): DeploymentRules {
  const base = standardDeploymentRules(state.board);
  const scenario = scenarioDefinition(state.scenario);
  if (reinforcing(state) && scenario.reinforcementArea) return { ...base, areas: { ...scenario.areas, B: scenario.reinforcementArea } };
  return scenario.areas ? { ...base, areas: scenario.areas } : base;
}

/** The ships a seat places in this step: every ship not held back at the start; the arriving half later (S.11). */
export function shipsToPlace(state: StarmadaState, seat: SeatId): ShipState[] {
  const wanted = reinforcing(state) ? 'reserve' : 'active';
  return state.ships.filter((s) => s.seat === seat && s.status === wanted);
}

/** F.6: the seat's long range flights, placed with its ships at the start, never as reinforcements [ruling 200]. */
export function flightsToPlace(state: StarmadaState, seat: SeatId): FlightState[] {
  return reinforcing(state) || state.turn > 0 ? [] : state.flights.filter((f) => f.seat === seat && f.longRange === true);
}

/** Everything a seat places now: its ships, then its long range flights. */
export const unitsToPlace = (state: StarmadaState, seat: SeatId): (ShipState | FlightState)[] => [...shipsToPlace(state, seat), ...flightsToPlace(state, seat)];

/** The units a seat places now, as the deployment rules see them. */
export const deployingUnits = (state: StarmadaState, seat: SeatId): DeployingUnit[] => [
  ...shipsToPlace(state, seat).map((s) => ({ id: s.id, name: s.name, side: s.side, combatRating: classOf(state, s).combatRating })),
  ...flightsToPlace(state, seat).map((f) => ({ id: f.id, name: f.name, side: f.side, combatRating: LRF_COMBAT_RATING })),
];

/** Ships already on the board, which placements may not share a hex with (only during reinforcements). */
const onBoard = (state: StarmadaState) => (reinforcing(state) ? state.ships.filter((s) => s.status === 'active').map((s) => ({ id: s.id, side: s.side, at: s.at })) : []);

/** S.12: each of the attacker's areas holds at least the scenario's CR, when this seat holds the whole side. */
function areaShareProblems(state: StarmadaState, seat: SeatId, placements: readonly Placement[]): RuleError[] {
  const forces = scenarioDefinition(state.scenario).forces;
  const min = forces.kind === 'perSide' ? forces.attackerAreaCR : undefined;
  const units = deployingUnits(state, seat);
  const side = units[0]?.side;
  if (min === undefined || side !== 'A' || state.ships.some((s) => s.side === side && s.seat !== seat)) return [];
  const rules = deploymentRulesOf(state);
  return (rules.areas?.A ?? []).flatMap((area) => {
    const held = placements.filter((p) => areaOf(rules, 'A', p.at) === area).reduce((n, p) => n + (units.find((u) => u.id === p.unitId)?.combatRating ?? 0), 0);
    return held >= min ? [] : [starmadaError('ERR_DEPLOY_AREA_CR', `Your ships ${area.name} total CR ${held}; each of your set-up areas needs at least ${min} (S.12).`)];
  });
}

export function validatePlacements(state: StarmadaState, seat: SeatId, placements: readonly Placement[]): Result<Placement[], RuleError[]> {
  const checked = validateDeployment(deploymentRulesOf(state), deployingUnits(state, seat), placements, onBoard(state));
  if (!checked.ok) return checked;
  const shares = areaShareProblems(state, seat, placements);
  return shares.length > 0 ? err(shares) : checked;
}

export function defaultPlacements(state: StarmadaState, seat: SeatId): Placement[] {
  return defaultDeployment(deploymentRulesOf(state), deployingUnits(state, seat), onBoard(state));
}

/**
 * The flights aboard a carrier of S.11's arriving half: those set-up put in the hangar (with their F.4 variants), or,
 * for a game set up before they were kept there, raised now.
 */
function arrivingFlights(state: StarmadaState, ship: ShipState): FlightState[] {
  const aboard = (state.hangar ?? []).filter((f) => f.carrierId === ship.id);
  return aboard.length > 0 ? aboard : flightsForCarrier({ ...ship, carrierRating: carrierRating(classOf(state, ship).traits) });
}

/**
 * The flights once the ships are placed: every new flight scrambles around its carrier. For S.11's arriving half the
 * new flights are its carriers' (ruling 219): under F.5 they stay aboard, to be launched in the End Phase (p.52).
 */
function scrambleFlights(state: StarmadaState, ships: readonly ShipState[], placedIds: readonly string[]): Pick<StarmadaState, 'flights' | 'hangar'> {
  const arriving = reinforcing(state) && state.options.carriers ? ships.filter((s) => placedIds.includes(s.id)).flatMap((s) => arrivingFlights(state, s)) : [];
  const ids = new Set(arriving.map((f) => f.id));
  const others = (state.hangar ?? []).filter((f) => !ids.has(f.id));
  if (reinforcing(state) && state.options.launchAndRecovery) return { flights: state.flights, hangar: [...others, ...arriving] };
  const fresh = reinforcing(state) ? arriving : state.flights.filter((f) => !f.longRange);
  const scramble = defaultScramble({ board: state.board, ships, placed: [] }, fresh);
  const scrambled = applyScramble(fresh, scramble).filter((f) => scramble.some((p) => p.unitId === f.id));
  const hangar = others.length > 0 ? { hangar: others } : {};
  return reinforcing(state) ? { flights: [...state.flights, ...scrambled], ...hangar } : { flights: scrambled, ...hangar };
}

/**
 * Places every seat's ships; a hex over the stacking limit (two seats of one side chose it) sends extras to the default.
 * The solar wind (B.21 p.37), rolled at setup when a ship carries solar sails, is announced with the placements.
 */
export function resolveDeployment(state: StarmadaState, submissions: Readonly<Record<SeatId, readonly Placement[]>>): { state: StarmadaState; events: GameEvent[] } {
  const rules = deploymentRulesOf(state);
  const placed: { id: string; side: 'A' | 'B'; at: Placement['at'] }[] = onBoard(state);
  const finals: Placement[] = [];
  const moved: string[] = [];
  for (const seat of Object.keys(state.seats).sort()) {
    const mine = unitsToPlace(state, seat);
    for (const p of submissions[seat] ?? []) {
      const ship = mine.find((s) => s.id === p.unitId);
      if (!ship) continue;
      const unit = { id: ship.id, name: ship.name, side: ship.side };
      const check = validateDeployment(rules, [unit], [p], placed);
      const final = check.ok ? p : (defaultDeployment(rules, [unit], placed)[0] ?? p);
      if (!check.ok) moved.push(ship.name);
      finals.push(final);
      placed.push({ id: ship.id, side: ship.side, at: final.at });
    }
  }
  const ships = state.ships.map((s) => {
    const p = finals.find((f) => f.unitId === s.id);
    return p ? { ...s, at: p.at, heading: p.facing, facing: p.facing, status: 'active' as const } : s;
  });
  const longRange = state.flights.flatMap((f) => {
    const p = f.longRange ? finals.find((x) => x.unitId === f.id) : undefined;
    return p ? [{ ...f, at: p.at, heading: p.facing }] : [];
  });
  const scrambled = scrambleFlights(state, ships, finals.map((f) => f.unitId));
  const flights = [...scrambled.flights, ...longRange];
  const hangar = scrambled.hangar;
  const newFlights = scrambled.flights.length - (reinforcing(state) ? state.flights.length : 0);
  const events: GameEvent[] = [...ships, ...longRange]
    .filter((s) => finals.some((f) => f.unitId === s.id))
    .map((s) => ({
      type: 'deployed',
      text: `${s.name} (side ${s.side}) ${reinforcing(state) ? 'arrives' : 'deploys'} in ${makeHexLabel(s.at, state.board)} facing ${DIRECTION_NAMES[s.heading]}${moved.includes(s.name) ? ' (its hex was full, so it took the next free one)' : ''}.`,
    }));
  if (newFlights > 0) events.push({ type: 'scrambled', text: `${count(newFlights, 'fighter flight')} scramble around their carriers.` });
  if (reinforcing(state)) {
    const held = state.reinforcements;
    const { hangar: _before, ...rest } = state;
    const next = { ...rest, ships, flights, ...(hangar ? { hangar } : {}), phase: { kind: 'orders' as const }, ...(held ? { reinforcements: { ...held, arrived: true } } : {}) };
    return { state: next, events };
  }
  const half = halfText(state);
  if (half) events.unshift({ type: 'reinforcements', text: half });
  if (state.solarWind !== undefined) events.push({ type: 'solar-wind', text: solarWindText(state.solarWind) });
  return { state: { ...state, ships, flights, turn: 1, phase: { kind: 'orders' }, trails: {} }, events };
}
