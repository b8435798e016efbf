/**
 * A ship's firing arcs as free-board map overlays (`/map ship:Hood arcs:true`; book §2.35, geometry/arcs.ts,
 * geometry/mass-driver.ts): one overlay per working fire unit (a battery or a lone mount).
 *
 * - Fixed mounts (and missile tubes, fixed forward mounts per ships/ship-class.ts): the 60° forward arc,
 *   heading ± 30°.
 * - Forward turret: every arc but the aft one, heading ± 150°.
 * - Rear turret: every arc but the forward one, heading + 30° round to heading + 330°.
 * - Mass drivers "fire straight out from the front of the counter": their line of fire, a strip as wide as a
 *   target counter (2 × 0.5", ruling B8) straight ahead.
 *
 * Judgement calls:
 * - Arcs are drawn to DRAW_RANGE = 24": lasers lose 1 damage per 3" (§2.36) and even a Mk-I's best roll (6 + 2)
 *   is spent by 24", so no laser does damage beyond it; mass drivers and missiles reach farther, but 24" is a
 *   third of the table and keeps the map readable.
 * - Units covering the same area share one overlay: "2 × Dual Mk-IV laser turret", or "Rear turrets (6 units)"
 *   for different weapons (the card lists them).
 * - Mounts are public (the card shows them), so any viewer may see any ship's arcs; a ship out of play or off
 *   the table has none.
 * - `reaches`: the enemy ships in play inside the drawn area (positions are public), so a map keeps them in view.
 */
import type { Viewer } from '../../core/rule-system.ts';
import type { Point, SceneOverlay } from '../../core/scene.ts';
import { classOf } from '../ships/library.ts';
import { fireUnits, unitWorks } from '../ships/fire-units.ts';
import { inPlay } from '../ships/in-play.ts';
import { COUNTER_RADIUS } from '../geometry/mass-driver.ts';
import type { MountFitting } from '../geometry/arcs.ts';
import { add, insidePolygon, scale, unit } from '../../core/plane.ts';
import type { WeaponMount } from '../ships/ship-class.ts';
import type { VoidstrikerState } from '../state.ts';
import { stateFrame } from './frame.ts';

/** How far arcs are drawn, in inches (see the header). */
export const DRAW_RANGE = 24;
/** Degrees between the points of a sector's rim. */
const STEP = 5;

export function fittingOf(m: Pick<WeaponMount, 'mounting' | 'arc'>): MountFitting {
  if (m.mounting === 'fixed') return 'fixed';
  return m.arc === 'A' ? 'rearTurret' : 'forwardTurret';
}

/** The sector [from, to] (compass degrees, clockwise from `from`) a fitting covers for this heading (§2.35). */
export function sectorOf(fitting: MountFitting, heading: number): { from: number; to: number } {
  switch (fitting) {
    case 'fixed':
      return { from: heading - 30, to: heading + 30 };
    case 'forwardTurret':
      return { from: heading - 150, to: heading + 150 };
    case 'rearTurret':
      return { from: heading + 30, to: heading + 330 };
  }
}

/** A sector as a polygon in rules coordinates: the centre, then the rim from `from` to `to`. */
export function sectorPolygon(at: Point, from: number, to: number, radius: number): Point[] {
  const rim: Point[] = [];
  const steps = Math.max(1, Math.ceil((to - from) / STEP));
  for (let i = 0; i <= steps; i++) rim.push(add(at, scale(unit(from + ((to - from) * i) / steps), radius)));
  return [at, ...rim];
}

/** A mass driver's line of fire (§2.35) as a strip one counter wide, from the firer's centre straight ahead. */
export function lineOfFirePolygon(at: Point, heading: number, length: number): Point[] {
  const ahead = unit(heading);
  const side = scale(unit(heading + 90), COUNTER_RADIUS);
  const far = add(at, scale(ahead, length));
  return [add(at, side), add(far, side), add(far, scale(side, -1)), add(at, scale(side, -1))];
}

export function voidstrikerArcs(state: VoidstrikerState, _viewer: Viewer, unitId: string): SceneOverlay[] {
  const ship = state.ships.find((s) => s.id === unitId);
  if (!ship || !inPlay(ship)) return [];
  const f = stateFrame(state);
  // Units covering the same area share one overlay (two identical turrets would draw one outline twice).
  const groups = new Map<string, { names: string[]; area: Point[] }>();
  for (const u of fireUnits(classOf(ship)).filter((x) => unitWorks(ship, x))) {
    const m = u.mounts[0];
    if (!m) continue;
    const key = m.weapon === 'massDriver' ? 'line' : fittingOf(m);
    let area: Point[];
    if (m.weapon === 'massDriver') {
      area = lineOfFirePolygon(ship.position, ship.heading, DRAW_RANGE);
    } else {
      const { from, to } = sectorOf(fittingOf(m), ship.heading);
      area = sectorPolygon(ship.position, from, to, DRAW_RANGE);
    }
    const g = groups.get(key);
    if (g) g.names.push(u.name);
    else groups.set(key, { names: [u.name], area });
  }
  const enemies = state.ships.filter((s) => s.side !== ship.side && inPlay(s));
  return [...groups].map(([key, g]) => ({
    kind: 'arc' as const,
    unitId: ship.id,
    label: groupLabel(key, g.names),
    hexes: [],
    area: g.area.map(f.at),
    reaches: enemies.filter((e) => insidePolygon(e.position, g.area)).map((e) => e.id),
  }));
}


const GROUP_NAMES: Readonly<Record<string, string>> = { fixed: 'Fixed forward', forwardTurret: 'Forward turrets', rearTurret: 'Rear turrets', line: 'Mass drivers' };

/**
 * One unit: its name. Numbered twins ("Dual Mk-IV laser turret (1)", "(2)"): "2 × Dual Mk-IV laser turret".
 * Mixed units: the fitting and how many, "Rear turrets (6 units)" (the card lists them).
 */
export function groupLabel(key: string, names: readonly string[]): string {
  if (names.length === 1) return names[0] ?? '';
  const bases = new Set(names.map((n) => n.replace(/ \(\d+\)$/, '')));
  const [only] = [...bases];
  return bases.size === 1 && only !== undefined ? `${names.length} × ${only}` : `${GROUP_NAMES[key] ?? key} (${names.length} units)`;
}
