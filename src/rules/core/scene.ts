/**
 * What the renderer draws: plain data, already filtered for one viewer. The renderer knows these types and
 * nothing else of the rules.
 */
import type { Hex } from './hex.ts';

export interface SceneBoard {
  readonly kind: 'hex';
  readonly cols: number;
  readonly rows: number;
}

export interface SceneUnit {
  readonly id: string;
  readonly label: string;
  readonly side: string;
  readonly kind: 'ship' | 'flight' | 'marker';
  readonly at: Hex;
  /** Facing, 0–5 clockwise from north. */
  readonly facing: number;
  /** Hull left over hull size, for the bar under the unit; absent for flights and markers. */
  readonly hull?: { readonly left: number; readonly of: number };
  /** Fighters left in a flight. */
  readonly count?: number;
  readonly status: 'active' | 'destroyed' | 'exited';
}

export interface SceneTrail {
  readonly unitId: string;
  /** Hexes entered during the last move, in order, starting where the unit began. */
  readonly path: readonly Hex[];
}

export type SceneOverlay =
  | { readonly kind: 'arc'; readonly unitId: string; readonly label: string; readonly hexes: readonly Hex[] }
  | { readonly kind: 'plot'; readonly unitId: string; readonly path: readonly Hex[]; readonly facing: number; readonly label: string };

export interface Scene {
  readonly board: SceneBoard;
  readonly units: readonly SceneUnit[];
  readonly trails: readonly SceneTrail[];
  readonly overlays: readonly SceneOverlay[];
  readonly caption: string;
}

export interface ShipCard {
  readonly title: string;
  readonly subtitle: string;
  /** Named tracks with their boxes and how many are checked. */
  readonly tracks: readonly { readonly name: string; readonly boxes: readonly number[]; readonly checked: number }[];
  readonly lines: readonly string[];
}
