/**
 * A ship design (and its damage state) as movement sees it: STL drives, FTL drives, `MovingShip` and a squadron's
 * `PlotContext` (Metaverse p.5 "Plot Movement Step", p.7–9 movement, p.11 "Emergency Power", p.15–18 FTL, p.43
 * "Reactor"; rulings A40, A41).
 *
 * What the caller supplies beyond designs and damage states (runtime state the design cannot know):
 * - per ship: its id and name in the game, whether it is mirrored (rolled or flipped), and each FTL drive's
 *   cooldown (0 = charged; absent = charged) and whether it was used this turn;
 * - per squadron: Newtonian rotational momentum, Push The Limits, where it is (table, reserve, FTL space) and the
 *   FTL drive types blocked there. CP paid for manoeuvres is on the plot itself (`manoeuvresPaid`).
 *
 * Judgement calls: a drive works when it is not disabled and its section is intact and powered (A41, damage/power.ts); an
 * FTL drive likewise. Drive arcs are the design's; movement mirrors them itself while `mirrored`.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { ShipDesign } from '../ships/design.ts';
import type { ShipDamageState } from '../damage/state.ts';
import type { FtlDrive, FtlDriveType } from '../ftl/drives.ts';
import type { MovingShip, StlDrive } from '../movement/drives.ts';
import type { PlotContext } from '../movement/plot.ts';
import { hasActiveBridge, isOperational } from '../damage/power.ts';
import { metaverseError } from '../errors.ts';

/** Runtime charge of one FTL drive (p.18, ruling A67). */
export interface FtlCharge {
  readonly cooldown: number;
  readonly usedThisTurn?: boolean;
}

/** The design's STL drives, operational from the damage state when given (p.7, ruling A41). */
export function stlDrivesOf(design: ShipDesign, damage?: ShipDamageState): StlDrive[] {
  return design.systems.flatMap((s) =>
    s.kind === 'stl' ? [{ id: s.id, rating: s.rating, arcs: [...s.arcs], operational: isOperational(design, s.id, s.section, damage) }] : [],
  );
}

/** The design's FTL drives with their charge (absent = charged) and whether they work now (p.18). */
export function ftlDrivesOf(design: ShipDesign, damage?: ShipDamageState, charge: Readonly<Record<string, FtlCharge>> = {}): FtlDrive[] {
  return design.systems.flatMap((s) => {
    if (s.kind !== 'ftl') return [];
    const c = charge[s.id];
    const drive: FtlDrive = { id: s.id, type: s.driveType, rating: s.rating, cooldown: c?.cooldown ?? 0, operational: isOperational(design, s.id, s.section, damage) };
    return [c?.usedThisTurn === undefined ? drive : { ...drive, usedThisTurn: c.usedThisTurn }];
  });
}

/** One ship of a squadron in the game: its design, damage and movement runtime state. */
export interface ShipInPlay {
  /** Game id of the ship; defaults to the design id. */
  readonly id?: string;
  /** Display name; defaults to the design's name, else its class. */
  readonly name?: string;
  readonly design: ShipDesign;
  readonly damage?: ShipDamageState;
  readonly mirrored?: boolean;
  /** FTL drive id → charge; drives left out are charged. */
  readonly ftl?: Readonly<Record<string, FtlCharge>>;
}

export const shipIdOf = (ship: ShipInPlay): string => ship.id ?? ship.design.id;
export const shipNameOf = (ship: ShipInPlay): string => ship.name ?? ship.design.name ?? ship.design.className;

/** A ship as movement/drives.ts wants it (ruling A40: no active bridge → cannot plot). */
export function movingShipOf(design: ShipDesign, damage?: ShipDamageState, runtime: Omit<ShipInPlay, 'design' | 'damage'> = {}): MovingShip {
  const ship: ShipInPlay = { ...runtime, design, ...(damage ? { damage } : {}) };
  return {
    id: shipIdOf(ship),
    name: shipNameOf(ship),
    drives: stlDrivesOf(design, damage),
    mirrored: runtime.mirrored ?? false,
    hasBridge: hasActiveBridge(design, damage),
    ftlDrives: ftlDrivesOf(design, damage, runtime.ftl),
  };
}

/** Squadron-level movement state the plot validator needs. */
export interface SquadronMovementState {
  /** Newtonian rotational momentum before the plot (+ CW, − CCW); 0 or absent for Cinematic. */
  readonly rotation?: number;
  readonly pushTheLimits?: boolean;
  readonly where?: 'table' | 'reserve' | 'ftl-space';
  readonly ftlBlocked?: readonly FtlDriveType[];
}

/**
 * movement/plot.ts `PlotContext` for a squadron. Every ship must share directionality and movement method (a squadron
 * moves as one, p.5); otherwise the squadron is refused.
 */
export function movementContextOf(ships: readonly ShipInPlay[], state: SquadronMovementState = {}): Result<PlotContext, RuleError> {
  const first = ships[0];
  if (!first) return err(metaverseError('ERR_SQUADRON_EMPTY', 'A squadron needs at least one ship.'));
  const { directionality, movementMethod } = first.design;
  const odd = ships.find((s) => s.design.directionality !== directionality || s.design.movementMethod !== movementMethod);
  if (odd) return err(metaverseError('ERR_SQUADRON_MIXED', `${shipNameOf(odd)} moves differently from ${shipNameOf(first)}; put them in separate squadrons.`, { at: shipIdOf(odd) }));
  return ok({
    directionality,
    method: movementMethod,
    ships: ships.map((s) => movingShipOf(s.design, s.damage, s)),
    ...(state.rotation !== undefined ? { rotation: state.rotation } : {}),
    ...(state.pushTheLimits !== undefined ? { pushTheLimits: state.pushTheLimits } : {}),
    ...(state.where !== undefined ? { where: state.where } : {}),
    ...(state.ftlBlocked !== undefined ? { ftlBlocked: state.ftlBlocked } : {}),
  });
}
