/**
 * A ship's firing arcs as map overlays (`/map ship:Majestic arcs:true`): for each weapon battery, the hexes on
 * the board its banks can fire into, split into the short, medium and long range bands.
 *
 * - Arcs: a hex is in the battery's overlay when any of its banks covers it (p.19 §4.1 "Firing Arcs", C.1 p.39
 *   alternate and defensive arcs, D.7 mirrored arcs of an inverted ship): see ../combat/arcs.ts.
 * - Range: hexes crossed on the shortest path, banded S ≤ short, ≤ medium, ≤ long (p.19–20), after long range
 *   sensors shorten the range (B.13 p.33). Ballistic weapons have no short band and Carronades no long band
 *   (C.5 p.42), so those bands stay empty.
 *
 * Judgement calls, to keep the map readable:
 * - One overlay per battery and weapon mode (C.2), its banks merged; batteries whose bands cover the same hexes
 *   at the same ranges share one overlay, named together.
 * - Only the MAX_ARC_OVERLAYS longest-ranged overlays are drawn.
 * - Banks whose weapons are all lost (p.21) or expended (C.5 Exp) are left out: they can never fire again.
 *   Banks that are only reloading (Slw) or already fired this turn keep their arcs.
 * - Seeking weapons (C.4 p.40) have no range bands; they are left out.
 * - Line of sight is not traced: the core game has no terrain that blocks it (p.19).
 * - `reaches`: the enemy ships (those the viewer may see) and flights in the overlay's hexes, so a map keeps them
 *   in view; a hex in reach is a target in reach only when the bank may fire at it (4.1 p.18–19).
 */
import { hexDistance, hexEquals, type Hex } from '../../core/hex.ts';
import { offsetToHex } from '../../core/offset.ts';
import type { Viewer } from '../../core/rule-system.ts';
import type { SceneOverlay } from '../../core/scene.ts';
import { bandOf, type RangeBand } from '../combat/range-band.ts';
import { effectiveDistance } from '../combat/reach-target.ts';
import { bankCovers, readBankArcs, type BankArcs, type Orientation } from '../combat/arcs.ts';
import type { ShipClass, WeaponProfile } from '../ships/schema.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { canSee } from './visibility.ts';

/** At most this many arc overlays per ship, the longest-ranged first. */
export const MAX_ARC_OVERLAYS = 4;

const BANDS: readonly RangeBand[] = ['short', 'medium', 'long'];

type ArcOverlay = Extract<SceneOverlay, { kind: 'arc' }>;

interface ArcGroup {
  names: string[];
  range: readonly [number, number, number];
  /** Farthest band it may fire in: long, or medium for a Carronade. */
  reach: number;
  bands: Hex[][];
}

export function starmadaArcs(state: StarmadaState, viewer: Viewer, unitId: string): SceneOverlay[] {
  const ship = state.ships.find((s) => s.id === unitId);
  if (!ship || ship.status !== 'active' || !canSee(state, viewer, ship)) return [];
  const cls = state.classes[ship.classId];
  if (!cls) return [];
  const board = boardHexes(state);
  const groups = new Map<string, ArcGroup>();
  cls.batteries.forEach((battery, b) => {
    battery.profiles.forEach((profile) => {
      const range = profile.range;
      if (range === null) return;
      const banks = liveBanks(ship, cls, b, profile);
      if (banks.length === 0) return;
      const bands = bandHexes(state, ship, board, banks, profile, range);
      if (bands.every((hexes) => hexes.length === 0)) return;
      const name = profile.mode ? `${battery.name} (${profile.mode})` : battery.name;
      const key = `${range.join('-')}|${bands.map((hexes) => hexes.map((h) => `${h.q},${h.r}`).join(';')).join('|')}`;
      const same = groups.get(key);
      if (same) same.names.push(name);
      else groups.set(key, { names: [name], range, reach: profile.traits.includes('Crn') ? range[1] : range[2], bands });
    });
  });
  const enemies = enemiesOf(state, viewer, ship);
  // Longest reach first; the sort is stable, so ties keep the display sheet's order.
  return [...groups.values()]
    .sort((a, b) => b.reach - a.reach)
    .slice(0, MAX_ARC_OVERLAYS)
    .map((g): ArcOverlay => ({
      kind: 'arc',
      unitId: ship.id,
      label: `${g.names.join(' + ')} ${g.range.join('-')}`,
      bands: BANDS.map((name, i) => ({ name, hexes: g.bands[i] ?? [] })),
      hexes: g.bands.flat(),
      reaches: enemies.filter((e) => g.bands.some((hexes) => hexes.some((h) => hexEquals(h, e.at)))).map((e) => e.id),
    }));
}

/** Enemy ships the viewer may see and enemy flights, with their hexes: an arc lists those in its hexes (`reaches`). */
function enemiesOf(state: StarmadaState, viewer: Viewer, ship: ShipState): { id: string; at: Hex }[] {
  return [
    ...state.ships.filter((s) => s.side !== ship.side && s.status === 'active' && canSee(state, viewer, s)),
    ...state.flights.filter((f) => f.side !== ship.side && f.count > 0),
  ].map((u) => ({ id: u.id, at: u.at }));
}

/** The arcs of a battery's banks that still have a weapon able to fire some day. */
function liveBanks(ship: ShipState, cls: ShipClass, battery: number, profile: WeaponProfile): BankArcs[] {
  const out: BankArcs[] = [];
  cls.batteries[battery]?.banks.forEach((bank, k) => {
    const lost = ship.bankLosses[battery]?.[k] ?? 0;
    const spent = profile.traits.includes('Exp') ? (ship.expended[battery]?.[k] ?? 0) : 0;
    if (bank.count - lost - spent <= 0) return;
    const arcs = readBankArcs(bank.arcs);
    if (arcs.ok) out.push(arcs.value);
  });
  return out;
}

/** Hexes of the three bands, in board order (column by column). */
function bandHexes(
  state: StarmadaState,
  ship: ShipState,
  board: readonly Hex[],
  banks: readonly BankArcs[],
  profile: WeaponProfile,
  range: readonly [number, number, number],
): Hex[][] {
  const orientation: Orientation = { at: ship.at, facing: ship.facing, inverted: ship.inverted };
  const bands: Hex[][] = [[], [], []];
  for (const hex of board) {
    const distance = hexDistance(ship.at, hex);
    if (distance === 0) continue;
    const band = bandOf(effectiveDistance(state, ship, distance), range);
    if (band === null) continue;
    // C.5 p.42: Ballistic never attacks at short range, Carronade never at long range.
    if (band === 'short' && profile.traits.includes('Bls')) continue;
    if (band === 'long' && profile.traits.includes('Crn')) continue;
    if (!banks.some((bank) => bankCovers(bank, orientation, hex))) continue;
    bands[BANDS.indexOf(band)]?.push(hex);
  }
  return bands;
}

function boardHexes(state: StarmadaState): Hex[] {
  const out: Hex[] = [];
  for (let col = 0; col < state.board.cols; col++) {
    for (let row = 0; row < state.board.rows; row++) out.push(offsetToHex({ col, row }));
  }
  return out;
}
