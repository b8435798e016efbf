/**
 * Scene → SVG (a pure string builder) → PNG (resvg, off the event loop). Layers, bottom to top: background,
 * board grid, deployment zones, terrain, firing arcs, trails, plotted paths, fire lines, target lines,
 * explosions, unit glyphs and hull bars, wrecks' crosses, hex numbers, labels (placed by ./label-placement.ts so
 * none overlaps another, a glyph, a hull bar or a legend, nor crosses a velocity arrow, and none is smaller than
 * reads at Discord's 550 px), pick-a-space numbers, edge coordinates, the arc legend, the caption band, and the
 * legend band with the inset at its right end.
 */
import type { Scene } from '../../rules/core/scene.ts';
import { svgToPng, type Png } from '../rasterize.ts';
import { renderArcLegend } from './arc-legend.ts';
import { EDGE_LEFT, EDGE_TOP, renderBoard, renderEdgeCoordinates } from './board.ts';
import { renderCaption } from './caption.ts';
import { hexNumberLabels } from './hex-numbers.ts';
import { renderInset } from './inset.ts';
import { pickBoxes, renderPicks } from './picks.ts';
import { placeLabels, segments, type LabelRequest, type MapBox, type Obstacles, type Segment } from './label-placement.ts';
import { makeFrame, readableSize, toWorld, type Frame, type MapOptions, type Rect } from './layout.ts';
import { legendHeight, renderLegend } from './legend.ts';
import { renderArcs, renderExplosions, renderFire, renderPlots, renderTargets, renderTrails, type Layer } from './overlays.ts';
import { BACKGROUND, sideStyles } from './palette.ts';
import { n } from './svg.ts';
import { renderTerrain } from './terrain.ts';
import { renderUnits } from './units.ts';
import { renderZones } from './zones.ts';

export type { MapOptions, Frame, Png, MapBox };

export function renderMapSvg(scene: Scene, options: MapOptions = {}): string {
  return buildMap(scene, options).svg;
}

/** The frame with room for the legend band this scene needs at the frame's width. */
function frameFor(scene: Scene, options: MapOptions): Frame {
  let frame = makeFrame(scene, options);
  for (let i = 0; i < 2; i++) {
    const bottom = legendHeight(scene, frame.view.w / frame.px, frame.cropped);
    if (Math.abs(bottom * frame.px - frame.legendHeight) < 1e-9) break;
    frame = makeFrame(scene, options, bottom);
  }
  return frame;
}

/** The SVG, the frame it was drawn in (tests find things in the PNG with it) and every box the labels kept clear of. */
export function buildMap(scene: Scene, options: MapOptions = {}): { svg: string; frame: Frame; boxes: MapBox[] } {
  const frame = frameFor(scene, options);
  const styles = sideStyles([...scene.units.map((u) => u.side), ...(scene.zones ?? []).map((z) => z.side)]);
  const units = renderUnits(scene, frame, styles);
  const arcLegend = renderArcLegend(scene, frame, styles);
  const fixed: MapBox[] = [...units.boxes, ...pickBoxes(scene, frame), ...(arcLegend.rect ? [{ kind: 'legend' as const, rect: arcLegend.rect }] : [])];
  const inset = renderInset(scene, frame, styles);
  const zones = renderZones(scene, frame, styles);
  const terrain = renderTerrain(scene, frame);
  const layers: Layer[] = [renderArcs(scene, frame, styles), renderTrails(scene, frame, styles), renderPlots(scene, frame, styles), renderFire(scene, frame), renderTargets(scene, frame, styles), renderExplosions(scene, frame)];
  const [arcs, trails, plots, fire, targets, blasts] = layers as [Layer, Layer, Layer, Layer, Layer, Layer];
  const focused = scene.units.some((u) => u.id === options.focus?.unitId);
  const requests = [...labelOrder(units.labels, [...zones.labels, ...terrain.labels], layers), ...hexNumberLabels(scene, frame, focused)];
  const obstacles: Obstacles = {
    bounds: labelBounds(frame),
    boxes: fixed,
    walls: [...zones.walls, ...areaWalls(scene)],
    soft: layers.flatMap((l) => l.soft),
    arrows: units.arrows,
    px: frame.px,
    minSize: readableSize(frame.view),
  };
  const labels = placeLabels(requests, obstacles);
  const body = [
    `<rect x="${n(frame.view.x)}" y="${n(frame.view.y - frame.captionHeight)}" width="${n(frame.view.w)}" height="${n(frame.view.h + frame.captionHeight + frame.legendHeight)}" fill="${BACKGROUND}"/>`,
    renderBoard(scene, frame),
    `<g data-testid="zones">${zones.svg}</g>`,
    `<g data-testid="terrain-layer">${terrain.svg}</g>`,
    `<g data-testid="arcs">${arcs.svg}</g>`,
    `<g data-testid="trails">${trails.svg}</g>`,
    `<g data-testid="plots">${plots.svg}</g>`,
    `<g data-testid="fire-lines">${fire.svg}${targets.svg}${blasts.svg}</g>`,
    `<g data-testid="units">${units.glyphs}${units.wrecks}</g>`,
    `<g data-testid="labels">${labels.svg}</g>`,
    pickLayer(scene, frame),
    renderEdgeCoordinates(scene, frame),
    arcLegend.svg,
    renderCaption(scene.caption, frame, styles),
    renderLegend(scene, frame),
    inset.svg,
  ].filter((part) => part !== '');
  const insetBox: MapBox[] = inset.rect ? [{ kind: 'inset', rect: inset.rect }] : [];
  return { svg: wrap(scene, frame, body.join('\n')), frame, boxes: [...fixed, ...labels.boxes, ...insetBox] };
}

/** "Pick a space" numbers (./picks.ts), over everything but the frame's furniture; none: no layer. */
function pickLayer(scene: Scene, frame: Frame): string {
  const picks = renderPicks(scene, frame);
  return picks ? `<g data-testid="picks">${picks}</g>` : '';
}

/** Fixed marks (arc distances) first, then unit names and badges, then shots, plots and the rest. */
function labelOrder(unitLabels: readonly LabelRequest[], places: readonly LabelRequest[], layers: readonly Layer[]): LabelRequest[] {
  const overlays = layers.flatMap((l) => l.labels);
  const fixed = overlays.filter((r) => r.fixed);
  const loose = overlays.filter((r) => !r.fixed);
  const byKind = (id: string): LabelRequest[] => loose.filter((r) => r.testid === id);
  const first = ['plot-label', 'fire-label', 'explosion-label', 'trail-label'].flatMap(byKind);
  return [...fixed, ...unitLabels, ...first, ...places, ...loose.filter((r) => !first.includes(r))];
}

/** Edges of areas that belong to no unit (Metaverse's deployment strips, drawn as arcs): walls like zones'. */
function areaWalls(scene: Scene): Segment[] {
  const ids = new Set(scene.units.map((u) => u.id));
  return scene.overlays.flatMap((o) => (o.kind === 'arc' && o.area && !ids.has(o.unitId) ? segments(o.area.map((p) => toWorld(scene.board, p)), true) : []));
}

/** Where labels may go: the view, inside the edge strips. */
function labelBounds(frame: Frame): Rect {
  const v = frame.view;
  const m = 4 * frame.px;
  const left = EDGE_LEFT * frame.px + m;
  const top = EDGE_TOP * frame.px + m;
  return { x: v.x + left, y: v.y + top, w: v.w - left - m, h: v.h - top - m };
}

function wrap(scene: Scene, frame: Frame, body: string): string {
  const v = frame.view;
  const top = v.y - frame.captionHeight;
  const h = v.h + frame.captionHeight + frame.legendHeight;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" data-testid="map" data-board="${scene.board.kind}" data-cropped="${frame.cropped}" ` +
    `width="${frame.width}" height="${frame.height}" viewBox="${n(v.x)} ${n(top)} ${n(v.w)} ${n(h)}">\n${body}\n</svg>\n`
  );
}

/** The map as a PNG, rasterised with renderAsync so the event loop keeps turning. */
export async function renderMapPng(scene: Scene, options: MapOptions = {}): Promise<Png> {
  return svgToPng(renderMapSvg(scene, options), undefined, BACKGROUND);
}

