/**
 * Deployment zones (`Scene.zones`): shaded in the side's colour with a dashed edge in it, named by a label. Their
 * edges, and a grown board's playfield edge, are walls the placement pass keeps labels off, so no name is struck
 * through by a strip's line.
 */
import { hexKey, hexNeighbor, type Hex } from '../../rules/core/hex.ts';
import type { Scene, SceneZone } from '../../rules/core/scene.ts';
import { escapeXml } from '../escape.ts';
import { outlinePath } from './arc-set.ts';
import { hexOutline } from './board.ts';
import { PER_UNIT, toWorld, type Frame } from './layout.ts';
import { segments, type LabelRequest, type Segment } from './label-placement.ts';
import { TEXT, type SideStyle } from './palette.ts';
import { n, polygon } from './svg.ts';

export function renderZones(scene: Scene, frame: Frame, styles: ReadonlyMap<string, SideStyle>): { svg: string; labels: LabelRequest[]; walls: Segment[] } {
  const px = frame.px;
  const labels: LabelRequest[] = [];
  const walls: Segment[] = [...playfieldEdges(scene)];
  const svg = (scene.zones ?? [])
    .map((z) => {
      const color = styles.get(z.side)?.color ?? TEXT;
      const edge = `fill="${color}" fill-opacity="0.16" stroke="${color}" stroke-opacity="0.85" stroke-width="${n(2.5 * px)}" stroke-dasharray="${n(12 * px)} ${n(6 * px)}" stroke-linejoin="round"`;
      const pts = zonePoints(scene, z);
      walls.push(...zoneEdges(scene, z));
      const centre = pts.length > 0 ? { x: pts.reduce((a, p) => a + p.x, 0) / pts.length, y: pts.reduce((a, p) => a + p.y, 0) / pts.length } : undefined;
      if (z.label && centre) labels.push({ text: z.label, max: 28, size: 22 * px, bold: true, fill: color, testid: 'zone-label', anchors: [centre], clear: 0, overWalls: true });
      const fill = z.hexes && z.hexes.length > 0 ? hexZone(z.hexes, color, px) : pts.length > 2 ? `<path d="${polygon(pts)}" ${edge}/>` : '';
      return `<g data-testid="zone" data-side="${escapeXml(z.side)}">${fill}</g>`;
    })
    .join('');
  return { svg, labels, walls };
}

function hexZone(hexes: readonly Hex[], color: string, px: number): string {
  return (
    `<path d="${hexes.map((h) => polygon(hexOutline(h))).join('')}" fill="${color}" fill-opacity="0.16" stroke="none"/>` +
    `<path d="${outlinePath(hexes)}" fill="none" stroke="${color}" stroke-opacity="0.85" stroke-width="${n(2.5 * px)}" stroke-dasharray="${n(12 * px)} ${n(6 * px)}"/>`
  );
}

/** A zone's corners (free boards) or hex centres (hex boards), in world units. */
function zonePoints(scene: Scene, z: SceneZone): { x: number; y: number }[] {
  if (z.hexes && z.hexes.length > 0) return z.hexes.map((h) => toWorld(scene.board, h));
  return (z.polygon ?? []).map((p) => toWorld(scene.board, p));
}

/** The zone's edge: its polygon's sides, or every hex side facing out of it. */
function zoneEdges(scene: Scene, z: SceneZone): Segment[] {
  if (!z.hexes || z.hexes.length === 0) return segments(zonePoints(scene, z), true);
  const inside = new Set(z.hexes.map(hexKey));
  return z.hexes.flatMap((h) => {
    const corners = hexOutline(h);
    return [0, 1, 2, 3, 4, 5]
      .filter((i) => !inside.has(hexKey(hexNeighbor(h, (i + 2) % 6))))
      .map((i) => ({ a: corners[i] as Segment['a'], b: corners[(i + 1) % 6] as Segment['b'] }));
  });
}

function playfieldEdges(scene: Scene): Segment[] {
  if (scene.board.kind !== 'free' || !scene.board.playfield) return [];
  const f = scene.board.playfield;
  const k = PER_UNIT[scene.board.unit];
  const [x0, y0, x1, y1] = [f.x * k, f.y * k, (f.x + f.width) * k, (f.y + f.height) * k];
  return segments([{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }], true);
}
