/**
 * The legend naming the arcs of units that have several (`/map ship:X arcs:true`): a box in the corner that
 * covers the fewest units, drawn above the units so no glyph hides a name. Its box is an obstacle for labels.
 */
import type { Scene } from '../../rules/core/scene.ts';
import { arcLegendRows, legendBox, legendCorner, legendSize } from './arc-set.ts';
import { toWorld, type Frame, type Rect } from './layout.ts';
import { arcsByUnit, sideOf } from './overlays.ts';
import { TEXT, type SideStyle } from './palette.ts';

export function renderArcLegend(scene: Scene, frame: Frame, styles: ReadonlyMap<string, SideStyle>): { svg: string; rect?: Rect } {
  const sets = [...arcsByUnit(scene)].filter(([, arcs]) => arcs.length > 1);
  if (sets.length === 0) return { svg: '' };
  const total = sets.reduce((k, [, arcs]) => k + arcs.length, 0);
  const chars = Math.max(...sets.flatMap(([, arcs]) => arcs.map((a) => [...a.label].length)));
  // Keep clear of units and of the middles of shot lines, where their labels usually go.
  const shotMiddles = scene.overlays.flatMap((o) => {
    if (o.kind !== 'fire' || !o.label) return [];
    const a = toWorld(scene.board, o.from);
    const b = toWorld(scene.board, o.to);
    return [{ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }];
  });
  const units = scene.units.filter((u) => u.status !== 'exited').map((u) => toWorld(scene.board, u.at));
  const corner = legendCorner(total, chars, frame, [...units, ...shotMiddles]);
  let row = 0;
  const rows = sets.map(([unitId, arcs]) => {
    const legend = arcLegendRows(arcs, sideOf(scene, unitId, styles)?.color ?? TEXT, frame, row, corner);
    row += arcs.length;
    return legend;
  });
  const size = legendSize(row, chars);
  const rect = { x: frame.view.x + corner.x * frame.px, y: frame.view.y + corner.y * frame.px, w: size.width * frame.px, h: size.height * frame.px };
  return { svg: `<g data-testid="arc-legend-layer">${legendBox(row, chars, frame, corner)}${rows.join('')}</g>`, rect };
}
