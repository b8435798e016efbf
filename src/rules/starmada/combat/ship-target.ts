/**
 * A starship as combat sees it, read from its class (the display sheet) and its state (what is pencilled on it):
 * the damage tracks, working equipment, and the target an attack meets.
 *
 * - Shields: the current rating (first unchecked box, p.10), or the arc's current directional rating (B.7), with
 *   E.6 reinforcement (directional-shields.ts). Ionized hull is a ship trait (B.11). Screens: the single pool,
 *   or with directional screens the group of the arc the attack comes from (B.18 p.36).
 * - Working equipment (p.11, p.21): items carried minus items lost; a lost item does nothing, so a ship with one of
 *   two countermeasures levels struck has one working level.
 * */
import type { DefensiveArc, ShipState } from '../state.ts';
import type { EquipmentItem, ShipClass } from '../ships/schema.ts';
import { screensFacing, trackValue } from './apply-damage.ts';
import type { DamageTracks } from './apply-damage.ts';
import type { ShipTarget } from './attack.ts';
import { shieldAgainst } from './directional-shields.ts';

/** The damage tracks of a class, with its screens: one pool, or a group per defensive arc (B.18). */
export function damageTracksOf(cls: ShipClass): DamageTracks {
  const screens = cls.screens;
  if (!screens) return { ...cls.tracks };
  if ('all' in screens) return { ...cls.tracks, screens: screens.all };
  return { ...cls.tracks, arcScreens: { Fwd: screens.Fwd, Port: screens.Port, Stbd: screens.Stbd, Aft: screens.Aft } };
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
}

/** The target an attack on this ship meets, from this arc. */
export function shipTargetOf(ship: ShipState, cls: ShipClass, situation: TargetSituation): ShipTarget {
  const rating = trackValue(cls.tracks.shields, ship.shields.checked);
  const shield = shieldAgainst({ rating, directional: ship.dirShields ?? cls.directionalShields, arc: situation.arc, reinforced: situation.reinforced });
  const screensRemaining = screensFacing(ship, damageTracksOf(cls), situation.arc);
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
