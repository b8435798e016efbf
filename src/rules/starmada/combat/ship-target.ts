/**
 * A starship as combat sees it, read from its class (the display sheet) and its state (what is pencilled on it):
 * the damage tracks, working equipment, and the target an attack meets.
 *
 * - Shields: the current rating (first unchecked box, p.10), or the arc's current directional rating (B.7), with
 *   E.6 reinforcement (directional-shields.ts). Ionized hull is a ship trait (B.11). Screens: the single pool
 *   (B.18).
 * - Working equipment (p.11, p.21): items carried minus items lost; a lost item does nothing, so a ship with one of
 *   two countermeasures levels struck has one working level.
 *
 * Gap: `ShipState.screensChecked` is one number, so directional screens (four pools, B.18) cannot be tracked by
 * the state yet; until it can, the caller passes the arc's checked screens in `directionalScreensChecked`.
 */
import type { DefensiveArc, ShipState } from '../state.ts';
import type { EquipmentItem, ShipClass } from '../ships/schema.ts';
import { trackValue } from './apply-damage.ts';
import type { DamageTracks } from './apply-damage.ts';
import type { ShipTarget } from './attack.ts';
import { shieldAgainst } from './directional-shields.ts';

/** The damage tracks of a class, with its standard screens. */
export function damageTracksOf(cls: ShipClass): DamageTracks {
  const screens = cls.screens && 'all' in cls.screens ? cls.screens.all : undefined;
  return { ...cls.tracks, ...(screens !== undefined ? { screens } : {}) };
}

/** Items of one kind of equipment still working (Countermeasures and Fire Control levels, B.6, B.8). */
export function workingEquipment(cls: ShipClass, ship: Pick<ShipState, 'equipmentLost'>, system: EquipmentItem['system']): number {
  const carried = (cls.equipment?.items ?? []).filter((it) => it.system === system).reduce((s, it) => s + it.count, 0);
  return Math.max(0, carried - (ship.equipmentLost[system] ?? 0));
}

export interface TargetSituation {
  /** The target's defensive arc the attack comes from (geometry). */
  readonly arc: DefensiveArc;
  /** E.6: the arc the target reinforced this turn. */
  readonly reinforced?: DefensiveArc | null;
  /** B.18 optional bleed-through is in play. */
  readonly screenBleedThrough?: boolean;
  /** Directional screens checked in `arc` (see the module header). */
  readonly directionalScreensChecked?: number;
}

/** The target an attack on this ship meets, from this arc. */
export function shipTargetOf(ship: ShipState, cls: ShipClass, situation: TargetSituation): ShipTarget {
  const rating = trackValue(cls.tracks.shields, ship.shields.checked);
  const shield = shieldAgainst({ rating, directional: ship.dirShields ?? cls.directionalShields, arc: situation.arc, reinforced: situation.reinforced });
  let screensRemaining = 0;
  if (cls.screens && 'all' in cls.screens) screensRemaining = Math.max(0, cls.screens.all - (ship.screensChecked ?? 0));
  else if (cls.screens) screensRemaining = Math.max(0, cls.screens[situation.arc] - (situation.directionalScreensChecked ?? 0));
  return {
    kind: 'ship',
    name: ship.name,
    shield,
    hasShieldTrack: cls.tracks.shields !== null,
    ionizedHull: (cls.traits ?? []).some((t) => t.system === 'Ionized Hull'),
    screensRemaining,
    screenBleedThrough: situation.screenBleedThrough === true,
  };
}
