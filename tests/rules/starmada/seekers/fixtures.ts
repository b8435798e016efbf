/** Small Starmada games for seeker tests: library ships placed by hand, and seeker flights built directly. */
import { hex, type Direction, type Hex } from '../../../../src/rules/core/hex.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { MAJESTIC } from '../../../../src/rules/starmada/ships/library/index.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { FlightState, SeekerPayload, ShipState, StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';

export { hex };

/** The Majestic with anti-fighter batteries (B.1), for the seeker's −1 (not from the book). */
export const WARDEN: ShipClass = { ...MAJESTIC, className: 'Warden', traits: [{ system: 'Anti-Fighter Batteries' }] };

/** The Majestic with directional shields (B.7) and none aft (not from the book). */
export const BULWARK: ShipClass = { ...MAJESTIC, className: 'Bulwark', directionalShields: { Fwd: 3, Port: 3, Stbd: 3, Aft: 0 } };

export interface GameSpec {
  /** Side A (seat ana), classes by name; default one Majestic. */
  readonly a?: readonly { class: string; name?: string }[];
  /** Side B (seat ben); default one Sirocco. */
  readonly b?: readonly { class: string; name?: string }[];
  readonly designs?: readonly ShipClass[];
  readonly carriers?: boolean;
}

/** A game set up and left at turn 1 with every ship at the origin; place them with `place`. */
export function seekerGame(spec: GameSpec = {}): StarmadaState {
  const designs = [...(spec.designs ?? [])];
  const setup = starmada.setup({
    options: { ...CORE_RULES, alternateArcs: true, carriers: spec.carriers ?? false },
    fleets: {
      ana: { side: 'A', player: 'Ana', ships: [...(spec.a ?? [{ class: 'Majestic' }])], designs },
      ben: { side: 'B', player: 'Ben', ships: [...(spec.b ?? [{ class: 'Sirocco' }])], designs },
    },
    scenario: 'standard/large',
    seed: '',
  });
  if (!setup.ok) throw new Error(setup.error.map((e) => e.message).join('\n'));
  return { ...setup.value, turn: 1, phase: { kind: 'orders' } };
}

export function ship(state: StarmadaState, id: string): ShipState {
  const found = state.ships.find((s) => s.id === id);
  if (!found) throw new Error(`no ship ${id}`);
  return found;
}

export function flight(state: StarmadaState, id: string): FlightState | undefined {
  return state.flights.find((f) => f.id === id);
}

/** Puts a ship at `at`, heading and facing `facing`. */
export function place(state: StarmadaState, id: string, at: Hex, facing: Direction): StarmadaState {
  return { ...state, ships: state.ships.map((s) => (s.id === id ? { ...s, at, heading: facing, facing } : s)) };
}

/** A seeker flight of side B (seat ben) from the Sirocco's Swarm Missiles, launched on turn 1 unless told. */
export function seekerFlight(at: Hex, heading: Direction, targetId: string, options: { count?: number; id?: string; payload?: Partial<SeekerPayload>; side?: 'A' | 'B' } = {}): FlightState {
  const side = options.side ?? 'B';
  const id = options.id ?? 'sirocco/seeker-t1-b0-1';
  return {
    id,
    name: id === 'sirocco/seeker-t1-b0-1' ? 'Sirocco Swarm Missile 1' : id,
    side,
    seat: side === 'A' ? 'ana' : 'ben',
    carrierId: 'sirocco',
    count: options.count ?? 4,
    at,
    heading,
    activated: false,
    seeker: { targetId, ma: 8, acc: 4, imp: 1, dmg: 1, traits: ['Exp'], launchedTurn: 1, weaponName: 'Swarm Missile', firer: 'Sirocco', ...options.payload },
  };
}

/** The Sirocco's Reaper Torpedo (MA 10, 1×4+/2/1, Deadly) as a seeker payload. */
export const REAPER: Partial<SeekerPayload> = { ma: 10, acc: 4, imp: 2, dmg: 1, traits: ['Dly'], weaponName: 'Reaper Torpedo' };
