/**
 * The legend band under the map: one entry for every symbol the map draws besides the sides' icons (those are in
 * the caption band) — hull bars, wrecks, shots hit, missed and declared, trails, plotted paths, seekers' target
 * lines, explosions, deployment zones, velocity arrows, the table's edge on a grown board, flights and salvos, and each terrain kind — only for what
 * appears. Each entry is an icon, a gap, and its words; entries wrap into rows.
 */
import type { Scene, TerrainKind } from '../../rules/core/scene.ts';
import type { Frame } from './layout.ts';
import { INSET_H, INSET_MARGIN, INSET_W } from './inset.ts';
import { measureText } from '../glyphs.ts';
import { burst, star } from './overlays.ts';
import { BACKGROUND, DESTROYED, GRID, HIT, MISS, TERRAIN_COLORS, TEXT, TEXT_DIM, WRECK_MARK, hullColor, shapePath } from './palette.ts';
import { n, text } from './svg.ts';
import { cloakMark, salvoPath } from './units.ts';

/** Sizes in design pixels. */
export const LEGEND_ROW = 40;
/** 11 px at Discord's 550 px on a landscape map (1400 design pixels wide), as every label (layout.ts READABLE_PX). */
const TEXT_SIZE = 28;
const ICON = 46;
const GAP = 12;
const SPACING = 34;
const SIDE = 16;

type Icon = (x: number, y: number, px: number) => string;

interface Entry {
  readonly key: string;
  readonly words: string;
  readonly icon: Icon;
}

const TERRAIN_WORDS: Record<TerrainKind, string> = {
  asteroids: 'asteroids',
  planet: 'planet',
  nebula: 'nebula',
  blackHole: 'black hole',
  minefield: 'minefield',
  comet: 'comet nucleus',
  cometTail: 'coma and tail',
  flare: 'flare',
};

/** The entries this scene needs, in a fixed order. */
export function legendEntries(scene: Scene): Entry[] {
  const fire = scene.overlays.filter((o) => o.kind === 'fire');
  const has = {
    hull: scene.units.some((u) => u.hull && u.status === 'active'),
    wreck: scene.units.some((u) => u.status === 'destroyed'),
    hit: fire.some((o) => o.hit && !o.declared),
    miss: fire.some((o) => !o.hit && !o.declared),
    declared: fire.some((o) => o.declared),
    trail: scene.trails.some((t) => t.path.length > 1),
    plot: scene.overlays.some((o) => o.kind === 'plot'),
    target: scene.units.some((u) => u.targetId && u.status === 'active' && scene.units.some((t) => t.id === u.targetId && t.status !== 'exited')),
    explosion: scene.overlays.some((o) => o.kind === 'explosion'),
    zone: (scene.zones ?? []).length > 0,
    velocity: scene.units.some((u) => u.velocity && (u.velocity.x !== 0 || u.velocity.y !== 0) && u.status === 'active'),
    flight: scene.units.some((u) => u.kind === 'flight' && u.status !== 'exited'),
    salvo: scene.units.some((u) => u.kind === 'salvo' && u.status !== 'exited'),
    playfield: scene.board.kind === 'free' && scene.board.playfield !== undefined,
    cloaked: scene.units.some((u) => u.cloaked && u.status === 'active'),
  };
  const entries = ENTRIES.filter((e) => has[e.key as keyof typeof has]);
  const kinds = [...new Set((scene.terrain ?? []).map((t) => t.kind))].sort();
  return [...entries, ...altitudeEntry(scene), ...kinds.map((k) => ({ key: k, words: TERRAIN_WORDS[k], icon: terrainIcon(k) }))];
}

/** What the altitude marks mean: the level of the units without one, or that every unit is at one level. */
function altitudeEntry(scene: Scene): Entry[] {
  const marked = scene.units.some((u) => u.altitude !== undefined && u.status === 'active');
  const level = scene.altitude;
  if (!marked && !level) return [];
  const words = level?.all ? `all at altitude ${level.unmarked}` : level ? `altitude (unmarked: ${level.unmarked})` : 'altitude';
  const icon: Icon = (x, y, px) => text(x, y + 8 * px, 'alt', { size: 24 * px, fill: TEXT, anchor: 'middle', halo: 0 });
  return [{ key: 'altitude', words, icon }];
}

function line(dash: string, color: string, width: number): Icon {
  return (x, y, px) => `<path d="M${n(x - 20 * px)} ${n(y)}H${n(x + 14 * px)}" stroke="${color}" stroke-width="${n(width * px)}" stroke-linecap="round"${dash ? ` stroke-dasharray="${dash.split(' ').map((d) => n(Number(d) * px)).join(' ')}"` : ''}/>`;
}

const ENTRIES: readonly Entry[] = [
  { key: 'hull', words: 'hull left', icon: (x, y, px) => `<rect x="${n(x - 20 * px)}" y="${n(y - 4 * px)}" width="${n(40 * px)}" height="${n(8 * px)}" fill="${BACKGROUND}" stroke="${TEXT}" stroke-opacity="0.7" stroke-width="${n(px)}"/><rect x="${n(x - 20 * px)}" y="${n(y - 4 * px)}" width="${n(26 * px)}" height="${n(8 * px)}" fill="${hullColor(0.6)}"/>` },
  { key: 'wreck', words: 'destroyed', icon: (x, y, px) => `<path transform="translate(${n(x)} ${n(y)})" d="${shapePath('dart', 13 * px)}" fill="${DESTROYED}"/><path d="M${n(x - 10 * px)} ${n(y - 10 * px)}L${n(x + 10 * px)} ${n(y + 10 * px)}M${n(x + 10 * px)} ${n(y - 10 * px)}L${n(x - 10 * px)} ${n(y + 10 * px)}" stroke="${WRECK_MARK}" stroke-width="${n(3.5 * px)}" stroke-linecap="round"/>` },
  { key: 'hit', words: 'hit', icon: (x, y, px) => line('', HIT, 4)(x - 4 * px, y, px) + burst(x + 12 * px, y, 11 * px, 3 * px, HIT) },
  { key: 'miss', words: 'miss', icon: (x, y, px) => line('10 7', MISS, 3)(x - 4 * px, y, px) + `<circle cx="${n(x + 14 * px)}" cy="${n(y)}" r="${n(8 * px)}" fill="none" stroke="${MISS}" stroke-width="${n(2 * px)}"/>` },
  { key: 'declared', words: 'shot ordered', icon: (x, y, px) => line('3 6', TEXT, 3)(x - 6 * px, y, px) + `<circle cx="${n(x + 12 * px)}" cy="${n(y)}" r="${n(10 * px)}" fill="none" stroke="${TEXT}" stroke-width="${n(2.5 * px)}"/>` },
  { key: 'trail', words: 'last move', icon: (x, y, px) => line('', TEXT_DIM_LINE, 3)(x, y, px) + [-20, -3].map((d) => `<circle cx="${n(x + d * px)}" cy="${n(y)}" r="${n(3.5 * px)}" fill="${TEXT_DIM_LINE}"/>`).join('') },
  { key: 'plot', words: 'plotted move', icon: line('9 6', TEXT, 3) },
  { key: 'target', words: 'heading for', icon: line('2 5', TEXT, 2.5) },
  { key: 'explosion', words: 'explosion', icon: (x, y, px) => star(x, y, 14 * px) },
  { key: 'zone', words: 'deployment zone', icon: (x, y, px) => `<rect x="${n(x - 20 * px)}" y="${n(y - 11 * px)}" width="${n(40 * px)}" height="${n(22 * px)}" fill="${TEXT}" fill-opacity="0.16" stroke="${TEXT}" stroke-width="${n(2 * px)}" stroke-dasharray="${n(8 * px)} ${n(4 * px)}"/>` },
  { key: 'velocity', words: 'velocity', icon: (x, y, px) => line('', TEXT, 2)(x, y, px) + `<path d="M${n(x + 20 * px)} ${n(y)}L${n(x + 10 * px)} ${n(y - 6 * px)}L${n(x + 10 * px)} ${n(y + 6 * px)}Z" fill="${TEXT}"/>` },
  { key: 'flight', words: 'flight', icon: (x, y, px) => [[0, -6], [-7, 5], [7, 5]].map(([dx = 0, dy = 0]) => `<path transform="translate(${n(x + dx * px)} ${n(y + dy * px)})" d="${shapePath('dart', 7 * px)}" fill="${TEXT}"/>`).join('') },
  { key: 'playfield', words: 'table edge', icon: (x, y, px) => `<path d="M${n(x - 20 * px)} ${n(y)}H${n(x + 20 * px)}" stroke="${TEXT_DIM}" stroke-width="${n(3 * px)}" stroke-dasharray="${n(14 * px)} ${n(8 * px)}"/>` },
  { key: 'cloaked', words: 'cloaked: the enemy cannot see it', icon: (x, y, px) => cloakMark(x, y, 15 * px, TEXT, px) },
  { key: 'salvo', words: 'missiles', icon: (x, y, px) => `<path transform="translate(${n(x)} ${n(y)}) rotate(90)" d="${salvoPath(14 * px)}" fill="${TEXT}"/>` },
];

const TEXT_DIM_LINE = '#a9b6cc';

function terrainIcon(kind: TerrainKind): Icon {
  const c = TERRAIN_COLORS[kind];
  return (x, y, px) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(12 * px)}" fill="${c.fill}" fill-opacity="0.8" stroke="${c.stroke}" stroke-width="${n(2 * px)}"/>`;
}

/** Entries in rows that fit `width` design pixels. */
export function legendRows(entries: readonly Entry[], width: number): Entry[][] {
  const rows: Entry[][] = [];
  let x = SIDE;
  for (const e of entries) {
    const w = entryWidth(e);
    const row = rows[rows.length - 1];
    if (!row || x + w > width - SIDE) {
      rows.push([e]);
      x = SIDE + w + SPACING;
    } else {
      row.push(e);
      x += w + SPACING;
    }
  }
  return rows;
}

function entryWidth(e: Entry): number {
  return ICON + GAP + measureText(e.words, TEXT_SIZE, false);
}

/** Design pixels the inset (./inset.ts) takes at the band's right end. */
const INSET_ROOM = INSET_W + 4 * INSET_MARGIN;

/** The width the entries wrap in: the band's, less the inset's room when there is one. */
function entriesWidth(width: number, inset: boolean): number {
  return inset ? width - INSET_ROOM : width;
}

/** The band's height in design pixels for this scene at this width; with `inset`, tall enough for the inset too. */
export function legendHeight(scene: Scene, width: number, inset = false): number {
  const rows = legendRows(legendEntries(scene), entriesWidth(width, inset)).length;
  const forRows = rows === 0 ? 0 : rows * LEGEND_ROW + 10;
  return inset ? Math.max(forRows, INSET_H + 4 * INSET_MARGIN) : forRows;
}

/** The band under the view. */
export function renderLegend(scene: Scene, frame: Frame): string {
  if (frame.legendHeight <= 0) return '';
  const px = frame.px;
  const v = frame.view;
  const rows = legendRows(legendEntries(scene), entriesWidth(v.w / px, frame.cropped));
  const top = v.y + v.h;
  const parts = rows.flatMap((row, i) => {
    const y = top + (5 + (i + 0.5) * LEGEND_ROW) * px;
    let x = v.x + SIDE * px;
    return row.map((e) => {
      const icon = e.icon(x + (ICON / 2) * px, y, px);
      const words = text(x + (ICON + GAP) * px, y + TEXT_SIZE * 0.36 * px, e.words, { size: TEXT_SIZE * px, fill: TEXT, anchor: 'start', halo: 0 });
      x += (entryWidth(e) + SPACING) * px;
      return `<g data-testid="legend-entry" data-key="${e.key}">${icon}${words}</g>`;
    });
  });
  return `<g data-testid="legend-band"><rect x="${n(v.x)}" y="${n(top)}" width="${n(v.w)}" height="${n(frame.legendHeight)}" fill="${BACKGROUND}"/><path d="M${n(v.x)} ${n(top)}H${n(v.x + v.w)}" stroke="${GRID}" stroke-width="${n(2 * px)}"/>${parts.join('')}</g>`;
}
