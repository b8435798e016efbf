/**
 * Scene → SVG (a pure string builder) → PNG (resvg, off the event loop). Layers, bottom to top: background,
 * board grid, terrain, firing arcs, trails, plotted paths, fire lines, unit glyphs, unit labels, pick-a-space numbers, edge
 * coordinates, the arc legend (a unit showing several arcs), the inset, the caption band.
 */
import type { Scene } from '../../rules/core/scene.ts';
import { svgToPng, type Png } from '../rasterize.ts';
import { renderBoard, renderEdgeCoordinates, renderTerrain } from './board.ts';
import { renderCaption } from './caption.ts';
import { renderInset } from './inset.ts';
import { makeFrame, type Frame, type MapOptions } from './layout.ts';
import { renderArcLegend, renderArcs, renderFire, renderPlots, renderTrails } from './overlays.ts';
import { renderPicks } from './picks.ts';
import { BACKGROUND, sideStyles } from './palette.ts';
import { n } from './svg.ts';
import { renderUnits } from './units.ts';

export type { MapOptions, Frame, Png };

export function renderMapSvg(scene: Scene, options: MapOptions = {}): string {
  return buildMap(scene, options).svg;
}

/** The SVG and the frame it was drawn in (tests use the frame to find things in the PNG). */
export function buildMap(scene: Scene, options: MapOptions = {}): { svg: string; frame: Frame } {
  const frame = makeFrame(scene, options);
  const styles = sideStyles(scene.units.map((u) => u.side));
  const v = frame.view;
  const top = v.y - frame.captionHeight;
  const units = renderUnits(scene, frame, styles);
  const plots = renderPlots(scene, frame, styles);
  const legend = renderArcLegend(scene, frame, styles);
  const picks = renderPicks(scene, frame);
  const body = [
    `<rect x="${n(v.x)}" y="${n(top)}" width="${n(v.w)}" height="${n(v.h + frame.captionHeight)}" fill="${BACKGROUND}"/>`,
    renderBoard(scene, frame),
    `<g data-testid="terrain-layer">${renderTerrain(scene, frame)}</g>`,
    `<g data-testid="arcs">${renderArcs(scene, frame, styles)}</g>`,
    `<g data-testid="trails">${renderTrails(scene, frame, styles)}</g>`,
    `<g data-testid="plots">${plots.paths}</g>`,
    `<g data-testid="fire-lines">${renderFire(scene, frame)}</g>`,
    `<g data-testid="units">${units.glyphs}</g>`,
    `<g data-testid="labels">${units.labels}${plots.labels}</g>`,
    // "Pick a space" numbers (./picks.ts) over everything but the frame's furniture; none: the markup as before.
    ...(picks ? [`<g data-testid="picks">${picks}</g>`] : []),
    renderEdgeCoordinates(scene, frame),
    // Only a unit showing several arcs has a legend; without one the markup stays exactly as before.
    ...(legend ? [legend] : []),
    renderInset(scene, frame, styles),
    renderCaption(scene.caption, frame, styles),
  ].join('\n');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" data-testid="map" data-board="${scene.board.kind}" data-cropped="${frame.cropped}" ` +
    `width="${frame.width}" height="${frame.height}" viewBox="${n(v.x)} ${n(top)} ${n(v.w)} ${n(v.h + frame.captionHeight)}">\n` +
    `${body}\n</svg>\n`;
  return { svg, frame };
}

/** The map as a PNG, rasterised with renderAsync so the event loop keeps turning. */
export async function renderMapPng(scene: Scene, options: MapOptions = {}): Promise<Png> {
  return svgToPng(renderMapSvg(scene, options));
}
