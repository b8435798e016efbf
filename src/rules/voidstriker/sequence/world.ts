/**
 * The working copy of the game while a round resolves. Resolution reads and replaces ships and salvos here,
 * appends events as things happen, and hands back a new state at the end; nothing outside the resolver ever
 * sees it, so the rule functions stay pure from the outside.
 */
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import type { ShipPlot } from '../notation/types.ts';
import type { RoundInProgress, ShotRecord, TrailRecord, VoidSalvo, VoidShip, VoidstrikerState } from '../state.ts';

export interface World {
  readonly state: VoidstrikerState;
  ships: VoidShip[];
  salvos: VoidSalvo[];
  events: GameEvent[];
  plots: Record<string, ShipPlot>;
  seatOrder: SeatId[];
  shipOrder: string[];
  accelerationOrder: string[];
  locks: Record<string, Record<string, number>>;
  fired: string[];
  trails: Map<string, { x: number; y: number }[]>;
  shots: ShotRecord[];
  nextSalvo: number;
}

export function worldOf(state: VoidstrikerState, pending: RoundInProgress | null): World {
  return {
    state,
    ships: [...state.ships],
    salvos: [...state.salvos],
    events: [],
    plots: { ...(pending?.plots ?? {}) },
    seatOrder: [...(pending?.seatOrder ?? [])],
    shipOrder: [...(pending?.shipOrder ?? [])],
    accelerationOrder: [...(pending?.accelerationOrder ?? [])],
    locks: Object.fromEntries(Object.entries(pending?.locks ?? {}).map(([k, v]) => [k, { ...v }])),
    fired: [...(pending?.fired ?? [])],
    trails: new Map((pending?.trails ?? []).map((t) => [t.id, [...t.path]])),
    shots: [...(pending?.shots ?? [])],
    nextSalvo: state.nextSalvo,
  };
}

export function pendingOf(world: World, phase: number): RoundInProgress {
  return {
    phase,
    plots: world.plots,
    seatOrder: world.seatOrder,
    shipOrder: world.shipOrder,
    accelerationOrder: world.accelerationOrder,
    locks: world.locks,
    fired: world.fired,
    trails: trailsOf(world),
    shots: world.shots,
  };
}

export const trailsOf = (world: World): TrailRecord[] => [...world.trails].map(([id, path]) => ({ id, path }));

export const shipById = (world: World, id: string): VoidShip | undefined => world.ships.find((s) => s.id === id);

export function putShip(world: World, ship: VoidShip): void {
  world.ships = world.ships.map((s) => (s.id === ship.id ? ship : s));
}

export function event(world: World, type: string, text: string, data?: unknown): void {
  world.events.push(data === undefined ? { type, text } : { type, text, data });
}

/** Adds a point to a mover's trail for the map. */
export function trail(world: World, id: string, from: { x: number; y: number }, to: { x: number; y: number }): void {
  const path = world.trails.get(id) ?? [from];
  path.push(to);
  world.trails.set(id, path);
}
