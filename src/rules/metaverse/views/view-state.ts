/**
 * The part of the Metaverse game state the views read (Metaverse p.1, p.3, p.5–9, p.24–31, p.38, p.101; digest
 * §1.3–§1.5): plain, narrow types, so this folder does not import the game composition (src/rules may not import
 * a `game` folder). The lead's `MetaverseState` (game/state.ts) is assignable to `ViewState` as it stands; a test
 * checks that. Points are cm with x east and y south from the table's north-west corner; headings compass degrees.
 */
import type { Point } from '../../core/scene.ts';
import type { SeatId } from '../../core/rule-system.ts';
import type { ShipDamageState } from '../damage/state.ts';
import type { Directionality } from '../geometry/directionality.ts';
import type { Edge } from '../scenarios/match-play.ts';

export type SideId = 'A' | 'B';

export interface ViewSide {
  readonly side: SideId;
  readonly seat: SeatId;
  readonly player: string;
  readonly navyId: string;
}

export interface ViewCommander {
  readonly id: string;
  readonly name: string;
  readonly rank: string;
  readonly quality: string;
  readonly shipId: string;
  /** Command points this turn (p.3). */
  readonly cp: number;
}

export interface ViewShip {
  readonly id: string;
  readonly name: string;
  readonly designId: string;
  readonly side: SideId;
  readonly squadronId: string;
  readonly moraleValue: number;
  readonly damage: ShipDamageState;
  readonly status: 'active' | 'destroyed' | 'disengaged';
  readonly fate?: string;
}

export interface ViewSquadron {
  readonly id: string;
  readonly name: string;
  readonly side: SideId;
  readonly commanderId: string;
  readonly crewQuality: string;
  readonly method: 'cinematic' | 'newtonian';
  readonly directionality: Directionality;
  readonly at: Point;
  readonly heading: number;
  /** Cinematic momentum, cm per turn. */
  readonly momentum: number;
  /** Newtonian momentum rose, cm per rose point. */
  readonly rose: readonly number[];
  readonly mirrored: boolean;
}

export interface ViewShot {
  readonly from: Point;
  readonly to: Point;
  readonly hit: boolean;
  readonly label: string;
}

export interface ViewState {
  readonly config: {
    readonly game: { readonly table: { readonly width: number; readonly depth: number } };
    readonly sides: Readonly<Record<SideId, { readonly deploymentEdge: Edge }>>;
  };
  readonly turn: number;
  /** 'plot', 'control', 'fire', 'over' (shown in the caption as it is, 'over' as "game over"). */
  readonly stage: string;
  readonly sides: readonly ViewSide[];
  readonly commanders: readonly ViewCommander[];
  readonly squadrons: readonly ViewSquadron[];
  readonly ships: readonly ViewShip[];
  /** Where each squadron went during the last move, start first. */
  readonly trails: readonly { readonly id: string; readonly path: readonly Point[] }[];
  readonly shots: readonly ViewShot[];
}
