/**
 * Which enemy ships a weapon group reaches now and may fire at (Metaverse p.21–22 "Targets", "Danger Close", p.25
 * range bands, p.41 weapon sectors; rulings A5, A26, A42, A50): a target must be legal now (priority,
 * designated or Danger Close: sequence/combat/legal-targets.ts), within some mode's maximum range, and in one of the weapon's
 * sectors. Distances are squadron point to squadron point (A42), in cm to a tenth; the band is the first mode's
 * that reaches (A5: a distance on a boundary is the lower band). A planet on the line blocks it (p.24, p.95) unless
 * the weapon is indirect and the way round it is within range.
 */
import { bandOf, inMaxRange } from '../fire/range.ts';
import { maxRange } from '../ships/weapon.ts';
import { sectorsFacing } from '../geometry/arcs.ts';
import { distance } from '../../core/plane.ts';
import type { WeaponMode } from '../fire/weapon.ts';
import { forcedWeaponsFor, legalTargetsFor, type SideDeclarations } from '../sequence/combat/legal-targets.ts';
import { fireTerrain } from '../terrain/effects.ts';
import type { MetaverseState, MvShip } from '../state.ts';
import { cm, declarationsOf, targetOptions } from './seat.ts';
import type { WeaponGroup } from './weapon-groups.ts';

export interface Reach {
  readonly target: MvShip;
  readonly distanceCm: number;
  readonly band: number;
  readonly bands: number;
  /** The weapon sector the target lies in ("BS"). */
  readonly sector: string;
  readonly mode: string;
}

/**
 * The enemy ships this ship may legally fire at now (A26), by id; `declarations` when fire orders come before the
 * Control Step is over and count the side's own nominations (sequence/standing/fire-targets.ts).
 */
export const legalNow = (state: MetaverseState, ship: MvShip, declarations: SideDeclarations = declarationsOf(state)): string[] =>
  legalTargetsFor(state, declarations, ship.id, targetOptions(state));

/** Weapon id → the Danger Close ships it must fire at (p.22). */
export const forcedNow = (state: MetaverseState, ship: MvShip): Record<string, readonly string[]> => forcedWeaponsFor(state, ship.id, targetOptions(state));

/** Where `target` lies for this group, whether legal or not; null when no mode reaches it or it is out of every sector. */
export function reachTo(state: MetaverseState, ship: MvShip, group: WeaponGroup, target: MvShip): Reach | null {
  const from = state.squadrons.find((q) => q.id === ship.squadronId);
  const to = state.squadrons.find((q) => q.id === target.squadronId);
  if (!from || !to) return null;
  const d = distance(from.at, to.at);
  // p.24, p.95: a planet in the way blocks the shot, unless indirect fire can go round it within its range.
  const seen = (m: WeaponMode): boolean => {
    const t = fireTerrain(state, from.at, to.at, d, m.range.band);
    return t.lineOfSight || (m.damageType === 'indirect' && inMaxRange(t.wayRound, m.range));
  };
  const mode = group.modes.find((m) => inMaxRange(d, m.range) && seen(m));
  const sector = sectorsFacing(from, to.at, from.directionality).find((s) => group.sectors.includes(s));
  if (!mode || !sector) return null;
  return { target, distanceCm: d, band: bandOf(d, mode.range.band), bands: mode.range.bands, sector, mode: mode.mode };
}

/** The legal targets the group reaches now, nearest first. */
export function reachable(state: MetaverseState, ship: MvShip, group: WeaponGroup, declarations?: SideDeclarations): Reach[] {
  const legal = legalNow(state, ship, declarations);
  return state.ships
    .filter((t) => legal.includes(t.id))
    .flatMap((t) => reachTo(state, ship, group, t) ?? [])
    .sort((a, b) => a.distanceCm - b.distanceCm);
}

/**
 * Why a ship reaches no legal target now, for the prompt that names it (a ship is never left out without a word):
 * no working weapon; no target nominated for it (p.21: no priority or designated target, and none Danger Close, p.22); else
 * the nearest legal target and what keeps it out: beyond its longest range (p.25), outside the sectors of the
 * weapons that reach that far (p.41), or a planet in the way (p.24).
 */
export function nothingInReach(state: MetaverseState, ship: MvShip, groups: readonly WeaponGroup[], declarations?: SideDeclarations): string {
  if (groups.length === 0) return 'nothing in reach: no working weapon';
  const legal = legalNow(state, ship, declarations);
  const from = state.squadrons.find((q) => q.id === ship.squadronId);
  const away = (t: MvShip): number => {
    const to = state.squadrons.find((q) => q.id === t.squadronId);
    return from && to ? distance(from.at, to.at) : Infinity;
  };
  const nearest = state.ships.filter((t) => legal.includes(t.id)).sort((a, b) => away(a) - away(b))[0];
  if (!nearest || !from) return 'nothing in reach: no target nominated for it (p.21)';
  const d = away(nearest);
  const reaching = groups.filter((g) => g.modes.some((m) => inMaxRange(d, m.range)));
  const where = `${nearest.name} ${cm(d)} cm`;
  if (reaching.length === 0) return `nothing in reach: ${where}, beyond its longest range ${Math.max(...groups.flatMap((g) => g.modes.map((m) => maxRange(m.range))))} cm`;
  const sectors: readonly string[] = sectorsFacing(from, state.squadrons.find((q) => q.id === nearest.squadronId)?.at ?? from.at, from.directionality);
  if (!reaching.some((g) => g.sectors.some((s) => sectors.includes(s)))) return `nothing in reach: ${where}, outside the sectors of the weapons that reach it`;
  return `nothing in reach: ${where}, a planet blocks the line`;
}
