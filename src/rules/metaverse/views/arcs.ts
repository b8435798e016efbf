/**
 * A ship's weapon firing sectors as free-board map overlays (`/map ship:… arcs:true`; Metaverse p.24 "firing
 * arcs", p.41 sectors, p.67 range): one overlay per set of sectors and reach, drawn from
 * the squadron's point out to the weapons' maximum range (band × bands).
 *
 * Sector angles follow geometry/arcs.ts: square sectors are 45° wide clockwise from dead ahead (BS 0–45°, SF
 * 45–90°, … BP 315–360°); hexagon sectors are the 60° arcs centred on 0°, 60°, … A rolled ship (mirrored)
 * reflects them port↔starboard. Adjacent sectors join into one area ("PF BP BS SF" is the 180° forward half).
 *
 * Judgement calls:
 * - Weapons with the same sectors and reach share one overlay: "4 × Heavy Laser · 80 cm", or "2 weapons: Heavy
 *   Laser, Plasma Lance · 80 cm" for different ones. Disabled weapons, and weapons in a destroyed section, draw
 *   none. Sectors that are not adjacent give one overlay each, with the same label.
 * - Ranges are drawn as the design gives them (config `scaleFactor` is not applied, as the combat step does not).
 * - A weapon with several modes reaches as far as its longest; launchers reach as far as their longest munition.
 * - Weapon sectors are public (the display is), so any viewer may see any ship's arcs; a ship destroyed or
 *   disengaged has none.
 */
import type { Viewer } from '../../core/rule-system.ts';
import type { Point, SceneOverlay } from '../../core/scene.ts';
import type { MetaverseState } from '../state.ts';
import { sectorWidth } from '../geometry/directionality.ts';
import { add, insidePolygon, scale, unit } from '../../core/plane.ts';
import { expandCopies } from '../ships/design.ts';
import { designById } from '../ships/library.ts';
import { maxRange } from '../ships/weapon.ts';
import { stateFrame } from './frame.ts';
import { type Directionality, sectorsOf } from '../ships/directions.ts';

/** Degrees between the points of a sector's rim. */
const STEP = 5;

/** Start of sector i, degrees clockwise from the bow (geometry/arcs.ts). */
const sectorStart = (d: Directionality, i: number): number => (d === 'square' ? i * 45 : i * 60 - 30);

/**
 * The ship-relative spans [from, to] (clockwise, to > from, degrees from the bow) a set of sectors covers,
 * adjacent sectors joined; mirrored reflects port↔starboard. Each `from` lies in [0, 360) for square ships and
 * [−30, 330) for hexagon ones (the first sector's start), in clockwise order.
 */
export function sectorSpans(d: Directionality, sectors: readonly string[], mirrored = false): { from: number; to: number }[] {
  const all = sectorsOf(d);
  const w = sectorWidth(d);
  const on = all.map((s) => sectors.includes(s));
  if (on.every(Boolean)) return [{ from: sectorStart(d, 0), to: sectorStart(d, 0) + 360 }];
  const n = all.length;
  // Start the walk just after a sector that is off, so no span wraps past the start.
  const first = on.findIndex((x) => !x);
  const spans: { from: number; to: number }[] = [];
  for (let k = 1; k <= n; k++) {
    const i = (first + k) % n;
    if (!on[i]) continue;
    const from = sectorStart(d, first + k);
    const last = spans[spans.length - 1];
    if (last && Math.abs(last.to - from) < 1e-9) last.to = from + w;
    else spans.push({ from, to: from + w });
  }
  const out = mirrored ? spans.map((s) => ({ from: 360 - s.to, to: 360 - s.from })) : spans;
  // Each span starts in [first sector's start, + 360) and the spans go clockwise from there.
  const base = sectorStart(d, 0);
  const shift = (x: number): number => Math.floor((x - base) / 360) * 360;
  return out.map((s) => ({ from: s.from - shift(s.from), to: s.to - shift(s.from) })).sort((a, b) => a.from - b.from);
}

/** A sector as a polygon: the centre, then the rim from compass `from` to `to` (clockwise). */
export function sectorPolygon(at: Point, from: number, to: number, radius: number): Point[] {
  const rim: Point[] = [];
  const steps = Math.max(1, Math.ceil((to - from) / STEP));
  for (let i = 0; i <= steps; i++) rim.push(add(at, scale(unit(from + ((to - from) * i) / steps), radius)));
  return to - from >= 360 ? rim : [at, ...rim];
}

/** "Heavy Laser", "4 × Heavy Laser", "3 weapons: Heavy Laser, Railgun Battery". */
function groupLabel(names: readonly string[]): string {
  if (names.length === 1) return names[0] ?? '';
  const distinct = [...new Set(names)];
  return distinct.length === 1 ? `${names.length} × ${distinct[0] ?? ''}` : `${names.length} weapons: ${distinct.join(', ')}`;
}

/** Firing arcs of a ship, or of every active ship of a squadron (the map's unit), grouped by sector and reach. */
export function metaverseArcs(state: MetaverseState, _viewer: Viewer, unitId: string): SceneOverlay[] {
  const one = state.ships.find((s) => s.id === unitId);
  const sq = state.squadrons.find((s) => s.id === (one ? one.squadronId : unitId));
  const ships = (one ? [one] : state.ships.filter((s) => s.squadronId === sq?.id)).filter((s) => s.status === 'active');
  if (!sq || ships.length === 0) return [];
  const f = stateFrame(state);
  const fire = ships.flatMap((ship) => {
    const found = designById(ship.designId);
    if (!found) return [];
    const design = expandCopies(found);
    const disabled = new Set(ship.damage.systems.filter((s) => s.disabled).map((s) => s.id));
    const lost = new Set(ship.damage.sections.filter((s) => s.destroyed).map((s) => s.id));
    return [
      ...design.weapons.map((w) => ({ id: w.id, name: w.name, section: w.section, sectors: w.sectors, reach: Math.max(...w.modes.map((m) => maxRange(m.range))) })),
      ...design.launchers.map((l) => ({
        id: l.id,
        name: l.name ?? l.id,
        section: l.section,
        sectors: l.sectors,
        reach: Math.max(0, ...l.munitions.map((x) => design.munitions.find((m) => m.id === x.munition)).map((m) => (m ? maxRange(m.range) : 0))),
      })),
    ].filter((w) => !disabled.has(w.id) && !lost.has(w.section) && w.reach > 0);
  });
  const groups = new Map<string, { names: string[]; sectors: readonly string[]; reach: number }>();
  for (const w of fire) {
    const key = `${[...w.sectors].sort().join(',')}@${w.reach}`;
    const g = groups.get(key);
    if (g) g.names.push(w.name);
    else groups.set(key, { names: [w.name], sectors: w.sectors, reach: w.reach });
  }
  // Enemy squadrons on the table inside an arc's area (positions are public): a map keeps them in view.
  const enemies = state.squadrons.filter((q) => q.side !== sq.side && state.ships.some((s) => s.squadronId === q.id && s.status === 'active'));
  return [...groups.values()].flatMap((g) =>
    sectorSpans(sq.directionality, g.sectors, sq.mirrored).map((span) => {
      const area = sectorPolygon(sq.at, sq.heading + span.from, sq.heading + span.to, g.reach);
      return {
        kind: 'arc' as const,
        unitId: sq.id,
        label: `${groupLabel(g.names)} · ${g.reach} cm`,
        hexes: [],
        area: area.map(f.at),
        reaches: enemies.filter((q) => insidePolygon(q.at, area)).map((q) => q.id),
      };
    }),
  );
}
