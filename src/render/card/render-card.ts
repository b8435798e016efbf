/**
 * A ship's status card as an image, laid out like a paper display sheet: the title band, each track as a row of
 * numbered boxes (lost boxes crossed out, damage waiting for the End Phase marked "/"), the weapons table with
 * lost batteries struck through, then the remaining lines (ratings, equipment, traits). Fixed width, height grows
 * with the content; a light opaque sheet with a dark frame reads on Discord's dark and light themes alike.
 */
import type { ShipCard, ShipCardTrack, ShipCardWeapon } from '../../rules/core/scene.ts';
import { FONT_FAMILY, svgToPng, type Png } from '../rasterize.ts';
import { el, fits, text, wrap } from './svg.ts';

export const CARD_WIDTH = 800;
const PAD = 24;
const INNER = CARD_WIDTH - 2 * PAD;

export const CARD_COLORS = {
  sheet: '#f6f3ea',
  frame: '#27314a',
  band: '#27314a',
  bandText: '#ffffff',
  bandMuted: '#cfd6e6',
  ink: '#1c1f26',
  muted: '#5b6274',
  box: '#ffffff',
  lostBox: '#bdb6a5',
  lostInk: '#807a6d',
  pending: '#c0392b',
  stripe: '#ebe6d8',
  struck: '#b03a2e',
} as const;

const HEADER_HEIGHT = 88;
/** Where the title's text sits, for tests that look at pixels. */
export const TITLE_BOX = { x: PAD, y: 14, width: INNER, height: 32 } as const;

const BOX = 38;
const BOX_GAP = 6;
const BOXES_X = 176;
const BOXES_PER_LINE = Math.floor((CARD_WIDTH - PAD - BOXES_X + BOX_GAP) / (BOX + BOX_GAP));
const ROW = 30;
const LINE = 22;

const COLS = {
  name: { x: PAD + 8, width: 292 },
  arcs: { x: 332, width: 64 },
  range: { x: 402, width: 88 },
  stats: { x: 496, width: 196 },
  working: { x: CARD_WIDTH - PAD - 8, width: 90 },
} as const;

interface Block {
  readonly svg: string;
  readonly height: number;
}

const font = (size: number, fill: string, bold = false, anchor?: 'middle' | 'end') => ({
  'font-family': FONT_FAMILY,
  'font-size': size,
  'font-weight': bold ? 'bold' : undefined,
  fill,
  'text-anchor': anchor,
});

function header(card: ShipCard): Block {
  const svg = [
    el('rect', { x: 0, y: 0, width: CARD_WIDTH, height: HEADER_HEIGHT, fill: CARD_COLORS.band }),
    text({ 'data-testid': 'card-title', x: PAD, y: 40, ...font(26, CARD_COLORS.bandText, true) }, card.title, fits(INNER, 26, true)),
    text({ 'data-testid': 'card-subtitle', x: PAD, y: 70, ...font(16, CARD_COLORS.bandMuted) }, card.subtitle, fits(INNER, 16)),
  ].join('');
  return { svg, height: HEADER_HEIGHT };
}

function sectionHeading(y: number, label: string, testid: string): Block {
  const svg = [
    text({ 'data-testid': testid, x: PAD, y: y + 20, ...font(13, CARD_COLORS.muted, true), 'letter-spacing': 1.5 }, label.toUpperCase(), 40),
    el('line', { x1: PAD, y1: y + 27, x2: CARD_WIDTH - PAD, y2: y + 27, stroke: CARD_COLORS.muted, 'stroke-width': 1 }),
  ].join('');
  return { svg, height: 36 };
}

type BoxState = 'lost' | 'pending' | 'open';

/** The cross of a lost box and the slash of a pending one, drawn as lines so no font glyph is needed. */
function mark(state: BoxState, x: number, y: number, size: number): string {
  const inset = size * 0.16;
  if (state === 'lost') {
    const stroke = { stroke: CARD_COLORS.ink, 'stroke-width': size > 20 ? 3 : 2, 'stroke-linecap': 'round' };
    return (
      el('line', { x1: x + inset, y1: y + inset, x2: x + size - inset, y2: y + size - inset, ...stroke }) +
      el('line', { x1: x + size - inset, y1: y + inset, x2: x + inset, y2: y + size - inset, ...stroke })
    );
  }
  if (state === 'pending') {
    return el('line', {
      x1: x + inset,
      y1: y + size - inset,
      x2: x + size - inset,
      y2: y + inset,
      stroke: CARD_COLORS.pending,
      'stroke-width': size > 20 ? 4 : 2.5,
      'stroke-linecap': 'round',
    });
  }
  return '';
}

function box(state: BoxState, x: number, y: number, size: number): string {
  return el('rect', {
    x,
    y,
    width: size,
    height: size,
    rx: 3,
    fill: state === 'lost' ? CARD_COLORS.lostBox : CARD_COLORS.box,
    stroke: CARD_COLORS.ink,
    'stroke-width': 1.5,
  });
}

function trackRow(track: ShipCardTrack, y: number): Block {
  const n = track.boxes.length;
  const lost = Math.min(Math.max(0, track.checked), n);
  const pending = Math.min(Math.max(0, track.pending ?? 0), n - lost);
  const lines = Math.max(1, Math.ceil(n / BOXES_PER_LINE));
  const parts: string[] = [text({ x: PAD, y: y + 25, ...font(17, CARD_COLORS.ink, true) }, track.name, fits(BOXES_X - PAD - 8, 17, true))];
  const notes = [lost > 0 ? `${lost} lost` : '', pending > 0 ? `${pending} pending` : ''].filter((s) => s !== '');
  if (n === 0) notes.push('none');
  // Beside the boxes when the first line leaves room, otherwise stacked under the track's name.
  const room = CARD_WIDTH - PAD - (BOXES_X + Math.min(n, BOXES_PER_LINE) * (BOX + BOX_GAP));
  const beside = room >= 150;
  if (notes.length > 0 && beside) {
    parts.push(text({ 'data-testid': 'track-note', x: CARD_WIDTH - PAD - room + 8, y: y + 28, ...font(14, CARD_COLORS.muted) }, notes.join(' · '), fits(room, 14)));
  } else {
    notes.forEach((note, i) => {
      parts.push(text({ 'data-testid': 'track-note', x: PAD, y: y + 44 + i * 17, ...font(14, CARD_COLORS.muted) }, note, fits(BOXES_X - PAD - 8, 14)));
    });
  }
  const height = Math.max(lines * (BOX + BOX_GAP) + 6, beside ? 0 : 36 + notes.length * 17);
  track.boxes.forEach((value, i) => {
    const state: BoxState = i < lost ? 'lost' : i < lost + pending ? 'pending' : 'open';
    const bx = BOXES_X + (i % BOXES_PER_LINE) * (BOX + BOX_GAP);
    const by = y + 4 + Math.floor(i / BOXES_PER_LINE) * (BOX + BOX_GAP);
    // A pending box keeps its number readable over the slash (a pale halo); a lost one is crossed out over it.
    const halo = state === 'pending' ? { stroke: CARD_COLORS.box, 'stroke-width': 4, 'paint-order': 'stroke', 'stroke-linejoin': 'round' } : {};
    const number = text(
      { x: bx + BOX / 2, y: by + BOX / 2 + 6, ...font(17, state === 'lost' ? CARD_COLORS.lostInk : CARD_COLORS.ink, true, 'middle'), ...halo },
      String(value),
      4,
    );
    const drawn = state === 'pending' ? mark(state, bx, by, BOX) + number : number + mark(state, bx, by, BOX);
    parts.push(el('g', { 'data-testid': 'track-box', 'data-state': state, 'data-value': value }, box(state, bx, by, BOX) + drawn));
  });
  const svg = el('g', { 'data-testid': 'track', 'data-name': track.name, 'data-boxes': n, 'data-lost': lost, 'data-pending': pending }, parts.join(''));
  return { svg, height };
}

/** The key to the boxes; the "pending" mark only for systems whose tracks have pending damage (Starmada). */
function legend(y: number, withPending: boolean): Block {
  const size = 16;
  let x = BOXES_X;
  const parts: string[] = [];
  const keys = [['lost', 'lost'] as const, ...(withPending ? [['pending', 'damaged, takes effect in the End Phase'] as const] : [])];
  for (const [state, label] of keys) {
    parts.push(box(state, x, y + 4, size) + mark(state, x, y + 4, size));
    parts.push(text({ x: x + size + 6, y: y + 17, ...font(13, CARD_COLORS.muted) }, label, 60));
    x += size + 6 + Math.ceil(label.length * 13 * 0.6) + 24;
  }
  return { svg: el('g', { 'data-testid': 'track-legend' }, parts.join('')), height: 28 };
}

function weaponsTable(weapons: readonly ShipCardWeapon[], y: number, statsHeading: string): Block {
  const parts: string[] = [];
  const head = font(13, CARD_COLORS.muted, true);
  parts.push(
    text({ x: COLS.name.x, y: y + 18, ...head }, 'Weapon', 20),
    text({ x: COLS.arcs.x, y: y + 18, ...head }, 'Arcs', 20),
    text({ x: COLS.range.x, y: y + 18, ...head }, 'Range', 20),
    text({ x: COLS.stats.x, y: y + 18, ...head }, statsHeading, 20),
    text({ x: COLS.working.x, y: y + 18, ...head, 'text-anchor': 'end' }, 'Working', 20),
  );
  let rowY = y + 26;
  weapons.forEach((w, i) => {
    const struck = w.working <= 0;
    const damaged = !struck && w.working < w.of;
    const ink = struck ? CARD_COLORS.lostInk : CARD_COLORS.ink;
    const cells: string[] = [];
    if (i % 2 === 0) cells.push(el('rect', { x: PAD, y: rowY, width: INNER, height: ROW, fill: CARD_COLORS.stripe }));
    const base = rowY + 20;
    cells.push(
      text({ x: COLS.name.x, y: base, ...font(15, ink, true) }, w.name, fits(COLS.name.width, 15, true)),
      text({ x: COLS.arcs.x, y: base, ...font(15, ink) }, w.arcs, fits(COLS.arcs.width, 15)),
      text({ x: COLS.range.x, y: base, ...font(15, ink) }, w.range, fits(COLS.range.width, 15)),
      text({ x: COLS.stats.x, y: base, ...font(15, ink) }, w.stats, fits(COLS.stats.width, 15)),
      text(
        { x: COLS.working.x, y: base, ...font(15, struck || damaged ? CARD_COLORS.struck : ink, true, 'end') },
        `${w.working} of ${w.of}`,
        fits(COLS.working.width, 15, true),
      ),
    );
    if (struck) {
      cells.push(el('line', { 'data-testid': 'weapon-strike', x1: PAD + 4, y1: rowY + ROW / 2, x2: CARD_WIDTH - PAD - 4, y2: rowY + ROW / 2, stroke: CARD_COLORS.struck, 'stroke-width': 2 }));
    }
    parts.push(el('g', { 'data-testid': 'weapon-row', 'data-struck': struck ? 'true' : 'false', 'data-working': w.working, 'data-of': w.of }, cells.join('')));
    rowY += ROW;
  });
  return { svg: el('g', { 'data-testid': 'weapons' }, parts.join('')), height: rowY - y + 6 };
}

function linesBlock(lines: readonly string[], y: number): Block {
  const max = fits(INNER, 15);
  let lineY = y;
  const parts: string[] = [];
  for (const line of lines) {
    const rows = wrap(line, max);
    const tspans = rows.map((row, i) => text({ x: PAD, y: lineY + 17 + i * LINE, ...font(15, CARD_COLORS.ink) }, row, max)).join('');
    parts.push(el('g', { 'data-testid': 'card-line' }, tspans));
    lineY += rows.length * LINE + 4;
  }
  return { svg: parts.join(''), height: lineY - y };
}

/** The card as an SVG document, CARD_WIDTH wide and as tall as its content. */
export function renderCardSvg(card: ShipCard): string {
  const blocks: string[] = [];
  let y = 0;
  const add = (b: Block) => {
    blocks.push(b.svg);
    y += b.height;
  };
  add(header(card));
  y += 8;
  if (card.tracks.length > 0) {
    add(sectionHeading(y, 'Tracks', 'section-tracks'));
    for (const track of card.tracks) add(trackRow(track, y));
    if (card.tracks.some((t) => t.boxes.length > 0)) add(legend(y, card.tracks.some((t) => t.pending !== undefined)));
  }
  if (card.weapons && card.weapons.length > 0) {
    y += 6;
    add(sectionHeading(y, 'Weapons', 'section-weapons'));
    add(weaponsTable(card.weapons, y, card.statsHeading ?? 'ROF×ACC/IMP/DMG'));
  }
  if (card.lines.length > 0) {
    y += 6;
    add(sectionHeading(y, 'Status', 'section-lines'));
    add(linesBlock(card.lines, y));
  }
  const height = Math.ceil(y + 14);
  const frame = el('rect', { x: 1.5, y: 1.5, width: CARD_WIDTH - 3, height: height - 3, fill: 'none', stroke: CARD_COLORS.frame, 'stroke-width': 3 });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${height}" viewBox="0 0 ${CARD_WIDTH} ${height}" data-testid="ship-card">`,
    el('rect', { x: 0, y: 0, width: CARD_WIDTH, height, fill: CARD_COLORS.sheet }),
    ...blocks,
    frame,
    '</svg>',
  ].join('\n');
}

/** The card rasterised at its own width (CARD_WIDTH pixels). */
export function renderCardPng(card: ShipCard): Promise<Png> {
  return svgToPng(renderCardSvg(card));
}
