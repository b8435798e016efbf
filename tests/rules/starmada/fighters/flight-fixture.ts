// A small Fighter Phase world for the F options' tests: flights on an open board, ships that take no damage.
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { hexNeighbor, type Direction, type Hex } from '../../../../src/rules/core/hex.ts';
import { offsetToHex, type Board } from '../../../../src/rules/core/offset.ts';
import { advanceFighterPhase, beginFighterPhase, type FighterContext, type FighterPhase, type FighterPrompt, type FighterWorld } from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { parseFlightMove, type FlightMove } from '../../../../src/rules/starmada/notation/flight-move.ts';
import type { FlightState } from '../../../../src/rules/starmada/state.ts';

export const BOARD: Board = { cols: 32, rows: 18 };
export const O = offsetToHex({ col: 10, row: 8 });

export const walk = (from: Hex, dir: number, n: number): Hex => {
  let at = from;
  for (let i = 0; i < n; i++) at = hexNeighbor(at, dir);
  return at;
};

export const move = (text: string): FlightMove => {
  const r = parseFlightMove(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};

export const flight = (id: string, side: 'A' | 'B', at: Hex, heading: Direction, over: Partial<FlightState> = {}): FlightState => ({
  id,
  name: id.replace('-', ' '),
  side,
  seat: side === 'A' ? 'ana' : 'ben',
  carrierId: side === 'A' ? 'majestic' : 'kestrel',
  count: 6,
  at,
  heading,
  activated: false,
  ...over,
});

export const SHIP = { id: 'kestrel', name: 'Kestrel', side: 'B' as const, status: 'active' };

export const ctx: FighterContext<FighterWorld> = {
  port: {
    fighterTarget: (w, id) => ({ kind: 'ship', name: w.ships.find((s) => s.id === id)?.name ?? id, shield: 3, hasShieldTrack: true }),
    applyImmediateDamage: (w) => w,
  },
};

export const OPTIONS = { combatSpacePatrol: true, dogfights: true, fighterScreens: true };

export const world = (flights: FlightState[], ships: FighterWorld['ships'] = [], options = OPTIONS): FighterWorld => ({ board: BOARD, ships, flights, options });

/** The phase begun (side `first` wins the tie die) and advanced to its first prompt. */
export function start(w: FighterWorld, faces: number[] = [3]): { world: FighterWorld; phase: FighterPhase; prompt: FighterPrompt | null; events: string[] } {
  const begun = beginFighterPhase(w, scriptedDice(faces));
  if (!begun) throw new Error('no fighters');
  const next = advanceFighterPhase(begun.world, begun.phase, ctx);
  return { world: next.world, phase: next.phase, prompt: next.prompt, events: [...begun.events, ...next.events].map((e) => e.text) };
}

export const flightIn = (w: FighterWorld, id: string): FlightState | undefined => w.flights.find((f) => f.id === id);
