/**
 * Terrain against a fighter flight's move in the Fighter Phase (Starmada Appendix G p.54–56), hex by hex as it flies.
 *
 * - "No element may (safely) enter a hex containing an asteroid; any that does so is immediately destroyed" (G.1
 *   p.54); the same for the event horizon (G.2 p.55), a comet's nucleus (G.3 p.56) and a planet (G.5 p.56). A flight
 *   is an element: it is destroyed in the first such hex and flies no further.
 * - Asteroid fields (G.1 p.54): "Fighter flights are similarly attacked, although they only suffer hits on rolls of 6.
 *   No modifiers are applied": one die per field over each hex entered; a hit destroys one fighter, as every hit on a
 *   flight does (5.4 p.23).
 * - Minefields (B.15 p.34) act in the same pass (combat/minefield-attacks.ts), after the terrain of each hex.
 * - G.6 p.57: obstacles "exist at all altitude levels", so altitude changes nothing here.
 *
 * Ruling 220 (supersedes the first half of ruling 176): a typed move may fly a flight into any of these; the choices
 * the fighter panel offers still avoid the hexes that destroy outright (fighters/fighter-phase.ts).
 */
import type { Dice } from '../../core/dice.ts';
import { hexEquals, type Hex } from '../../core/hex.ts';
import { makeHexLabel } from '../../core/offset.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import { minefieldsOnFlight } from '../combat/minefield-attacks.ts';
import { rollDice } from '../combat/roll-dice.ts';
import { SEPARATOR } from '../combat/summary.ts';
import type { StarmadaState } from '../state.ts';
import { terrainAt, terrainIndex } from './pieces.ts';

type Outcome = { world: StarmadaState; events: GameEvent[] };

/** What the terrain of one entered hex does to the flight. */
function terrainOnEntry(state: StarmadaState, flightId: string, hex: Hex, dice: Dice): Outcome {
  const flight = state.flights.find((f) => f.id === flightId && f.count > 0);
  const pieces = state.terrain ?? [];
  if (!flight || pieces.length === 0) return { world: state, events: [] };
  const here = terrainAt(terrainIndex(pieces), hex);
  const where = makeHexLabel(hex, state.board);
  if (here.hazard) {
    const text = `${flight.name} flies into ${here.hazard} in ${where} and is destroyed (Appendix G).`;
    return { world: { ...state, flights: state.flights.filter((f) => f.id !== flightId) }, events: [{ type: 'flight-destroyed', text, data: { flightId, reason: 'terrain' } }] };
  }
  const fields = here.fields ?? 0;
  if (fields === 0) return { world: state, events: [] };
  const faces = rollDice(dice, `asteroid field → ${flight.name}`, fields);
  const lost = Math.min(faces.filter((f) => f === 6).length, flight.count);
  const left = flight.count - lost;
  const tail = lost === 0 ? 'no hits' : `${count(lost, 'fighter')} destroyed${left === 0 ? `; ${flight.name} is wiped out` : ''}`;
  const text = `Asteroid field in ${where} → ${flight.name}${SEPARATOR}${faces.join(', ')} · hits on 6 → ${tail}`;
  const flights = state.flights.map((f) => (f.id === flightId ? { ...f, count: left } : f)).filter((f) => f.count > 0);
  return { world: { ...state, flights }, events: [{ type: 'asteroid-field', text, data: { flightId, faces, lost } }] };
}

/** What the terrain along a flight's path will do, said before it flies (the echo): the hex that destroys it, or the field dice. */
export function flightPathWarnings(state: StarmadaState, trail: readonly Hex[]): string[] {
  const pieces = state.terrain ?? [];
  if (pieces.length === 0) return [];
  const index = terrainIndex(pieces);
  let dice = 0;
  for (const hex of trail.slice(1)) {
    const here = terrainAt(index, hex);
    if (here.hazard) return [`flies into ${here.hazard} in ${makeHexLabel(hex, state.board)} and will be destroyed (Appendix G)`];
    dice += here.fields ?? 0;
  }
  return dice === 0 ? [] : [`asteroid fields roll ${count(dice, 'die', 'dice')} on the way: a fighter lost on each 6 (G.1 p.54)`];
}

/** The flight's move meets the terrain and the minefields along its trail (from where it began), hex by hex. */
export function hazardsOnFlightMove(state: StarmadaState, flightId: string, trail: readonly Hex[], dice: Dice): Outcome {
  let world = state;
  const events: GameEvent[] = [];
  for (let i = 1; i < trail.length; i++) {
    const from = trail[i - 1] as Hex;
    const hex = trail[i] as Hex;
    if (hexEquals(from, hex) || !world.flights.some((f) => f.id === flightId)) continue;
    const terrain = terrainOnEntry(world, flightId, hex, dice);
    const mines = minefieldsOnFlight(terrain.world, flightId, [from, hex], dice);
    world = mines.world;
    events.push(...terrain.events, ...mines.events);
  }
  return { world, events };
}
