/**
 * The deployment step (Starmada 2.3 p.12). The book alternates placements; play-by-post places each seat's
 * ships secretly and at once, within the side's zone (4 hexes of its short edge, at most 3 ships a hex), and
 * reveals them together — one exchange instead of one per ship. Fighter flights are then scrambled within 2
 * hexes of their carriers by the default placement (5.1 p.22).
 */
import { count } from '../../core/text.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import { makeHexLabel } from '../../core/offset.ts';
import { DIRECTION_NAMES } from '../../core/hex.ts';
import { about } from '../../core/problem.ts';
import { err, type Result, type RuleError } from '../../core/result.ts';
import { applyScramble, defaultScramble } from '../fighters/scramble.ts';
import { defaultDeployment, defaultFacing, readPlacements, standardDeploymentRules, validateDeployment, type Placement } from '../setup/deployment.ts';
import type { StarmadaState } from '../state.ts';
import { solarWindText } from '../movement/solar-sails.ts';

const unitsOf = (state: StarmadaState, seat: SeatId) => state.ships.filter((s) => s.seat === seat).map((s) => ({ id: s.id, name: s.name, side: s.side }));

export function validatePlacements(state: StarmadaState, seat: SeatId, placements: readonly Placement[]): Result<Placement[], RuleError[]> {
  return validateDeployment(standardDeploymentRules(state.board), unitsOf(state, seat), placements, []);
}

/**
 * Reads and checks a seat's placements: every problem at once, the placements that read well checked too, each
 * problem with the words and line of its placement. A ship whose placement did not read is not also called missing.
 */
export function parseDeployment(state: StarmadaState, seat: SeatId, text: string): Result<Placement[], RuleError[]> {
  const rules = standardDeploymentRules(state.board);
  const units = unitsOf(state, seat);
  const read = readPlacements(text, units, state.board, (id) => defaultFacing(rules.edges[state.ships.find((s) => s.id === id)?.side ?? 'A']));
  const checked = validatePlacements(state, seat, read.placed.map((p) => p.placement));
  const typedBy = (unit: string | undefined) => read.placed.find((p) => units.find((u) => u.id === p.placement.unitId)?.name === unit);
  const more = checked.ok ? [] : checked.error.filter((e) => read.errors.length === 0 || e.code !== 'ERR_DEPLOY_MISSING');
  const all = [...read.errors, ...more.map((e) => about({ quote: typedBy(e.unit)?.words, line: typedBy(e.unit)?.line }, e))];
  return all.length > 0 ? err(all) : checked;
}

export function defaultPlacements(state: StarmadaState, seat: SeatId): Placement[] {
  return defaultDeployment(standardDeploymentRules(state.board), unitsOf(state, seat), []);
}

/**
 * Places every seat's ships; a hex over the stacking limit (two seats of one side chose it) sends extras to the default.
 * The solar wind (B.21 p.37), rolled at setup when a ship carries solar sails, is announced with the placements.
 */
export function resolveDeployment(state: StarmadaState, submissions: Readonly<Record<SeatId, readonly Placement[]>>): { state: StarmadaState; events: GameEvent[] } {
  const rules = standardDeploymentRules(state.board);
  const placed: { id: string; side: 'A' | 'B'; at: Placement['at'] }[] = [];
  const finals: Placement[] = [];
  const moved: string[] = [];
  for (const seat of Object.keys(state.seats).sort()) {
    for (const p of submissions[seat] ?? []) {
      const ship = state.ships.find((s) => s.id === p.unitId);
      if (!ship) continue;
      const check = validateDeployment(rules, [{ id: ship.id, name: ship.name, side: ship.side }], [p], placed);
      const final = check.ok ? p : (defaultDeployment(rules, [{ id: ship.id, name: ship.name, side: ship.side }], placed)[0] ?? p);
      if (!check.ok) moved.push(ship.name);
      finals.push(final);
      placed.push({ id: ship.id, side: ship.side, at: final.at });
    }
  }
  const ships = state.ships.map((s) => {
    const p = finals.find((f) => f.unitId === s.id);
    return p ? { ...s, at: p.at, heading: p.facing, facing: p.facing } : s;
  });
  const scramble = defaultScramble({ board: state.board, ships, placed: [] }, state.flights);
  const flights = applyScramble(state.flights, scramble).filter((f) => scramble.some((p) => p.unitId === f.id));
  const events: GameEvent[] = ships.map((s) => ({
    type: 'deployed',
    text: `${s.name} (side ${s.side}) deploys in ${makeHexLabel(s.at, state.board)} facing ${DIRECTION_NAMES[s.facing]}${moved.includes(s.name) ? ' (its hex was full, so it took the next free one)' : ''}.`,
  }));
  if (flights.length > 0) events.push({ type: 'scrambled', text: `${count(flights.length, 'fighter flight')} scramble around their carriers.` });
  if (state.solarWind !== undefined) events.push({ type: 'solar-wind', text: solarWindText(state.solarWind) });
  return { state: { ...state, ships, flights, turn: 1, phase: { kind: 'orders' }, trails: {} }, events };
}
