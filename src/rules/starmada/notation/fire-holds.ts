/**
 * Ships a seat told to hold their fire ("Tempest: hold", 4.1 p.18: a ship need not fire). A hold leaves no
 * declaration behind, so the fire submission keeps these ships by name: the echo reads them back as "Tempest: hold"
 * and Ready does not ask whether a ship that holds on purpose meant to fire.
 */
import { matchStart } from '../../core/names.ts';
import type { SeatId } from '../../core/rule-system.ts';
import type { FireDeclaration, StarmadaState } from '../state.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

const HOLD = /^(hold|pass|none|-)$/i;

/** The ids of the seat's ships whose line in `text` is a hold, as the fire reader names ships. */
export function heldShips(state: StarmadaState, seat: SeatId, text: string): string[] {
  const own = state.ships.filter((s) => s.seat === seat && s.status === 'active');
  const held: string[] = [];
  for (const line of cutGraphemes(text, 4000).split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0 || !HOLD.test(line.slice(colon + 1).trim())) continue;
    const ship = matchStart(line.slice(0, colon), own);
    if (ship.kind === 'found' && !held.includes(ship.item.id)) held.push(ship.item.id);
  }
  return held;
}

/** The held ships still worth keeping: the seat's own, and not also given a declaration (a later line fires). */
export function keptHolds(state: StarmadaState, seat: SeatId, held: readonly string[] | undefined, declarations: readonly FireDeclaration[]): string[] {
  return (held ?? []).filter((id) => state.ships.some((s) => s.id === id && s.seat === seat && s.status === 'active') && !declarations.some((d) => d.shipId === id));
}

/** "Tempest: hold" lines, in fleet order, for the echo and the draft text. */
export function holdLines(state: StarmadaState, held: readonly string[] | undefined): string[] {
  return state.ships.filter((s) => (held ?? []).includes(s.id)).map((s) => `${s.name}: hold`);
}
