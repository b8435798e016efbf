/**
 * "Pick a space" for Starmada (docs/playing.md §9): the numbered places a ship may be given by picking on a map.
 *
 * - Orders step: every hex the ship can end its move in this turn (3.1–3.4 p.15–17, movement/reachable.ts), each
 *   with the facings it can end there in and, for each, an order in the movement notation that gets it there.
 * - Deployment step: every hex of the side's zone (2.3 p.12: within four hexes of its short edge), each with the
 *   six facings (the owner chooses any hexside [ruling 19]), the default facing (toward the enemy) first.
 *
 * Places are numbered 1…n in a stable order, so the same choice always gets the same numbers: moves by column, then
 * row (the order of their labels, "0312" before "0401"); a zone (a long strip along an edge) row by row, west to
 * east, so a run of numbers is a band across it that a picker page can zoom to. Each option's line is what a player would type, merged like a typed line.
 */
import { orderableShips } from '../movement/sequential.ts';
import type { PickOption, PickPlace, PickSet } from '../../core/assist.ts';
import { DIRECTION_NAMES, type Direction, type Hex } from '../../core/hex.ts';
import { hexToOffset, makeHexLabel } from '../../core/offset.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import { classOf } from '../combat/ship-condition.ts';
import { reachableEnds, type ReachableEnd } from '../movement/reachable.ts';
import { movementRating, orderShipFrom } from '../movement/validate.ts';
import { deploymentZone, zoneFacing, zoneText } from '../setup/deployment.ts';
import { deploymentRulesOf, reinforcing, shipsToPlace } from '../sequence/deployment.ts';
import type { ShipState, StarmadaState } from '../state.ts';

/** Label order ("0312" before "0401"), or reading order (row by row, west to east) with `byRow`. */
const order = (byRow: boolean) => (a: Hex, b: Hex): number => {
  const x = hexToOffset(a);
  const y = hexToOffset(b);
  return byRow ? x.row - y.row || x.col - y.col : x.col - y.col || x.row - y.row;
};

/** Places in order, numbered from 1. */
function numbered(places: readonly { at: Hex; name: string; options: PickOption[] }[], byRow = false): PickPlace[] {
  return [...places].sort((a, b) => order(byRow)(a.at, b.at)).map((p, i) => ({ n: i + 1, ...p }));
}

const ownShip = (state: StarmadaState, seat: SeatId, unitId: string): ShipState | undefined =>
  state.phase.kind === 'deployment'
    ? shipsToPlace(state, seat).find((s) => s.id === unitId)
    : state.ships.find((s) => s.id === unitId && s.seat === seat && s.status === 'active');

/** The moves: one place per hex, one option per facing (see the module header). */
export function movePicks(state: StarmadaState, ship: ShipState): PickSet {
  const cls = classOf(state, ship);
  const view = orderShipFrom(ship, cls, state.solarWind);
  const ends = reachableEnds({ ...view, at: ship.at, heading: ship.heading, facing: ship.facing, inverted: ship.inverted }, state.board, state.options, { noTurns: state.storm === 'noTurns' });
  const byHex = new Map<string, { at: Hex; ends: ReachableEnd[] }>();
  for (const e of ends) {
    const key = makeHexLabel(e.at, state.board);
    const held = byHex.get(key) ?? { at: e.at, ends: [] };
    held.ends.push(e);
    byHex.set(key, held);
  }
  const places = numbered(
    [...byHex.entries()].map(([name, { at, ends: here }]) => ({
      at,
      name,
      options: [...here]
        .sort((a, b) => a.facing - b.facing)
        .map((e) => ({ label: `facing ${DIRECTION_NAMES[e.facing]}`, notation: e.text, line: `${ship.name}: ${e.text}` })),
    })),
  );
  const facings = places.reduce((n, p) => n + p.options.length, 0);
  return {
    unitId: ship.id,
    unitName: ship.name,
    what: 'move',
    note: `${ship.name} (speed ${ship.prevSpeed} last turn, engines ${movementRating(view)}) can end its move in ${count(places.length, 'hex', 'hexes')} (${count(facings, 'position')} with facings).`,
    places,
  };
}

/** Deployment: the side's zone, six facings each, the default first. */
export function deployPicks(state: StarmadaState, ship: ShipState): PickSet {
  const rules = deploymentRulesOf(state);
  const first = zoneFacing(rules, ship.side);
  const facings = [0, 1, 2, 3, 4, 5].map((f) => ((first + f) % 6) as Direction);
  const places = numbered(
    deploymentZone(rules, ship.side).map((at) => {
      const name = makeHexLabel(at, state.board);
      return {
        at,
        name,
        options: facings.map((f) => ({ label: `facing ${DIRECTION_NAMES[f]}`, notation: `${name} facing ${DIRECTION_NAMES[f]}`, line: `${ship.name}: ${name} facing ${DIRECTION_NAMES[f]}` })),
      };
    }),
    true,
  );
  return {
    unitId: ship.id,
    unitName: ship.name,
    what: 'deploy',
    note: `${ship.name} ${reinforcing(state) ? 'arrives' : 'deploys'} in one of ${count(places.length, 'hex', 'hexes')} ${zoneText(rules, ship.side)} (${reinforcing(state) ? 'S.11 p.64' : '2.3 p.12'}), at most ${rules.maxPerHex} ships a hex.`,
    places,
  };
}

/** The seat's ships that may pick now: every active ship in the orders and deployment steps. */
export function pickUnits(state: StarmadaState, seat: SeatId): string[] {
  if (state.phase.kind === 'deployment') return shipsToPlace(state, seat).map((s) => s.id);
  if (state.phase.kind !== 'orders') return [];
  return orderableShips(state, seat).map((s) => s.id);
}

export function pickPlaces(state: StarmadaState, seat: SeatId, unitId: string): PickSet | null {
  const ship = ownShip(state, seat, unitId);
  if (!ship) return null;
  if (state.phase.kind === 'orders') return movePicks(state, ship);
  if (state.phase.kind === 'deployment') return deployPicks(state, ship);
  return null;
}
