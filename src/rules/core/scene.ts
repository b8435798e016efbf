/**
 * What the renderer draws: plain data, already filtered for one viewer. The renderer knows these types and
 * nothing else of the rules. Positions are either hexes (hex boards) or points in the board's unit (free boards).
 */
import type { Hex } from './hex.ts';

/** A point on a free board, in the board's unit (inches or centimetres), x to the east and y to the south. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export type Place = Hex | Point;

export type SceneBoard =
  | { readonly kind: 'hex'; readonly cols: number; readonly rows: number }
  /** A free area measured in inches (Voidstriker, 1-inch grid) or centimetres (Metaverse, 10 cm grid). */
  | {
      readonly kind: 'free';
      readonly unit: 'in' | 'cm';
      readonly width: number;
      readonly height: number;
      /** The nominal playfield inside a board grown to show units that left it, outlined on the map. */
      readonly playfield?: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
      /** The book counts y north from the playfield's south edge (Voidstriker): the map's rulers print that y. */
      readonly yNorth?: boolean;
    };

export type TerrainKind = 'asteroids' | 'planet' | 'nebula' | 'blackHole' | 'minefield' | 'flare' | 'comet' | 'cometTail';

export interface SceneTerrain {
  readonly kind: TerrainKind;
  /** Hexes it fills (hex boards), or a circle (free boards). */
  readonly hexes?: readonly Hex[];
  readonly circle?: { readonly at: Point; readonly radius: number };
  /** Free boards: an outline (an asteroid counter), corners in order. */
  readonly polygon?: readonly Point[];
  readonly label?: string;
}

export interface SceneUnit {
  readonly id: string;
  readonly label: string;
  readonly side: string;
  readonly kind: 'ship' | 'flight' | 'salvo' | 'marker';
  readonly at: Place;
  /** Facing: 0–5 clockwise from north on hex boards; degrees clockwise from north on free boards. */
  readonly facing: number;
  /** Hull left over hull size, for the bar under the unit; absent for flights and markers. */
  readonly hull?: { readonly left: number; readonly of: number };
  /** Fighters in a flight, missiles in a salvo. */
  readonly count?: number;
  /** Vector games: the velocity as a displacement per turn, drawn as an arrow. */
  readonly velocity?: Point;
  readonly cloaked?: boolean;
  /** Three-dimensional play (Starmada G.6): the unit's altitude level, shown beside it. */
  readonly altitude?: number;
  /**
   * `destroyed`: died during the step this scene shows, drawn as a wreck (scenes drop it the step after).
   * `exited`: left the board; not drawn, and its trail carries no label.
   */
  readonly status: 'active' | 'destroyed' | 'exited';
  /** A seeker, missile salvo or flight on its way to a unit: drawn as a thin line to that unit's glyph. */
  readonly targetId?: string;
}

/** Where a side may set up (deployment steps): shaded in the side's colour. */
export interface SceneZone {
  readonly side: string;
  readonly hexes?: readonly Hex[];
  /** Free boards: the zone's outline, corners in order. */
  readonly polygon?: readonly Point[];
  readonly label?: string;
}

export interface SceneTrail {
  readonly unitId: string;
  /** Places entered during the last move, in order, starting where the unit began. */
  readonly path: readonly Place[];
}

export type SceneOverlay =
  /** A firing arc: the hexes (or, on a free board, the sector) a bank reaches, by range band. */
  | {
      readonly kind: 'arc';
      readonly unitId: string;
      readonly label: string;
      readonly bands?: readonly { readonly name: string; readonly hexes: readonly Hex[] }[];
      readonly hexes: readonly Hex[];
      /** Free boards: the area the arc covers, as a polygon (a sector, or a mass driver's line of fire). */
      readonly area?: readonly Point[];
      /** Units this arc reaches (enemies in range): a framed or focused map keeps them in view. */
      readonly reaches?: readonly string[];
    }
  | { readonly kind: 'plot'; readonly unitId: string; readonly path: readonly Place[]; readonly facing: number; readonly label: string }
  /** A shot: resolved (hit or miss), or only declared in a draft (`declared`, drawn as an intention). */
  | {
      readonly kind: 'fire';
      readonly from: Place;
      readonly to: Place;
      readonly hit: boolean;
      readonly declared?: boolean;
      /** "2 of 3 hit · 4 dmg": short, the map is not the log. */
      readonly label?: string;
      /** The firing and target units, when the shot is between units (label placement, replay flashes). */
      readonly fromId?: string;
      readonly toId?: string;
    }
  /** A blast the rules describe (a reactor breach, a warhead): a burst drawn at the place, its radius in board units or hexes. */
  | { readonly kind: 'explosion'; readonly at: Place; readonly radius?: number; readonly label?: string }
  /**
   * "Pick a space": the legal places for one choice (a deployment, a Starmada move's end), highlighted and numbered
   * 1…n so a button or select can name them. `n` is what the player picks.
   */
  | { readonly kind: 'pick'; readonly unitId?: string; readonly places: readonly { readonly at: Place; readonly n: number }[] };

export interface Scene {
  readonly board: SceneBoard;
  readonly units: readonly SceneUnit[];
  readonly trails: readonly SceneTrail[];
  readonly overlays: readonly SceneOverlay[];
  readonly terrain?: readonly SceneTerrain[];
  /** Deployment zones, on maps of a deployment step. */
  readonly zones?: readonly SceneZone[];
  /**
   * Altitudes (Starmada G.6), shown only where they differ: units with no `altitude` mark are at `unmarked` (every unit,
   * when `all`); absent when units have no altitude or every one is marked. The legend says which.
   */
  readonly altitude?: { readonly unmarked: number; readonly all: boolean };
  readonly caption: string;
}

export interface ShipCardTrack {
  readonly name: string;
  readonly boxes: readonly number[];
  readonly checked: number;
  /** Boxes marked but not yet applied (Starmada's "/" before the End Phase). */
  readonly pending?: number;
}

export interface ShipCardWeapon {
  readonly name: string;
  readonly arcs: string;
  readonly range: string;
  readonly stats: string;
  readonly working: number;
  readonly of: number;
}

export interface ShipCard {
  readonly title: string;
  readonly subtitle: string;
  /** Named tracks with their boxes and how many are checked. */
  readonly tracks: readonly ShipCardTrack[];
  readonly weapons?: readonly ShipCardWeapon[];
  /** The heading of the weapons' stats column in the system's own terms; Starmada's "ROF×ACC/IMP/DMG" if absent. */
  readonly statsHeading?: string;
  readonly lines: readonly string[];
}
