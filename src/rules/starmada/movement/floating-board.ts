/**
 * The floating game board (Starmada D.4 p.45): when a ship's movement would take it off the board, every object is
 * first "floated" the same number of hexes, keeping their positions relative to each other, so that the ship can
 * finish its move. Floating cannot push another element off the far edge: if no shift keeps every ship and flight on
 * the board, the board does not float and the ship leaves as in the core game (3.3 p.16). Never for fighters.
 *
 * Play by post, ships moving at once [ruling 143]: the paths of all ships are worked out first; if one of them leaves
 * the board, the board floats by the shortest shift (in hexes) that keeps every path, every other ship and every
 * flight on it, and then the ships move. A ship leaving by an edge the scenario lets it leave by (S.7) exits as
 * usual and is not floated for. The pick-a-space map offers only places the ship reaches without floating.
 *
 * `floatState` moves everything in the game state that has a place on the board: every ship (and its cloak marker,
 * B.5, and stutterdrive hex, B.23), flight, flare (B.9), minefield (B.15), probe marker (B.17) and asteroid (S.5, G.1).
 * `boardObjects` lists the same places but the ships', which a float may not push off. A new kind of object with a
 * hex must be added to both.
 */
import { DIRECTION_NAMES, DIRECTIONS, hexAdd, hexEquals, hexLength, hexScale, hexesWithin, ORIGIN, type Hex } from '../../core/hex.ts';
import { makeHexLabel, onBoard, type Board } from '../../core/offset.ts';
import { count } from '../../core/text.ts';
import type { ShipState, StarmadaState } from '../state.ts';

/** The shortest shift putting every hex on the board (zero when they already are), or null when none does. */
export function floatShift(board: Board, hexes: readonly Hex[]): Hex | null {
  if (hexes.every((h) => onBoard(board, h))) return ORIGIN;
  const shifts = hexesWithin(ORIGIN, board.cols + board.rows).sort((a, b) => hexLength(a) - hexLength(b));
  return shifts.find((v) => hexes.every((h) => onBoard(board, hexAdd(h, v)))) ?? null;
}

const shifted = <T extends { at: Hex }>(shift: Hex) => (thing: T): T => ({ ...thing, at: hexAdd(thing.at, shift) });

/** One ship moved by `shift`, with its cloak marker and stutterdrive hex (see the module header). */
export function floatShip(ship: ShipState, shift: Hex): ShipState {
  return {
    ...ship,
    at: hexAdd(ship.at, shift),
    ...(ship.cloak ? { cloak: { ...ship.cloak, marker: hexAdd(ship.cloak.marker, shift) } } : {}),
    ...(ship.stutterTo ? { stutterTo: hexAdd(ship.stutterTo, shift) } : {}),
  };
}

/** Everything on the board moved by `shift` (see the module header); the optional arrays stay absent when absent. */
export function floatState(state: StarmadaState, shift: Hex): StarmadaState {
  return {
    ...state,
    ships: state.ships.map((s) => floatShip(s, shift)),
    flights: state.flights.map(shifted(shift)),
    ...(state.flares ? { flares: state.flares.map(shifted(shift)) } : {}),
    ...(state.minefields ? { minefields: state.minefields.map(shifted(shift)) } : {}),
    ...(state.probes ? { probes: state.probes.map(shifted(shift)) } : {}),
    ...(state.terrain ? { terrain: state.terrain.map(shifted(shift)) } : {}),
  };
}

/** The hexes of everything on the board but the ships themselves: a float must keep them all on it. */
export function boardObjects(state: StarmadaState): Hex[] {
  const things: readonly { readonly at: Hex }[] = [...state.flights, ...(state.flares ?? []), ...(state.minefields ?? []), ...(state.probes ?? []), ...(state.terrain ?? [])];
  const markers = state.ships.flatMap((s) => (s.status === 'active' && s.cloak ? [s.cloak.marker] : []));
  return [...things.map((t) => t.at), ...markers];
}

/** "The board floats 3 hexes (D.4 p.45) so that Kestrel can finish its move: everything on it moves with it; Kestrel now starts from 0405." */
export function describeFloat(board: Board, shift: Hex, ships: readonly { readonly name: string; readonly from: Hex }[]): string {
  const names = ships.map((s) => s.name).join(' and ');
  const starts = ships.map((s) => `${s.name} now starts from ${makeHexLabel(hexAdd(s.from, shift), board)}`).join(', ');
  const way = straightWay(shift);
  return `The board floats ${count(hexLength(shift), 'hex', 'hexes')}${way} (D.4 p.45) so that ${names} can finish ${ships.length === 1 ? 'its' : 'their'} move: everything on it moves with it; ${starts}.`;
}

/** " toward NW" when the shift runs straight along one hexside direction. */
function straightWay(shift: Hex): string {
  const dir = DIRECTIONS.findIndex((d) => hexEquals(hexScale(d, hexLength(shift)), shift));
  return dir < 0 ? '' : ` toward ${DIRECTION_NAMES[dir]}`;
}
