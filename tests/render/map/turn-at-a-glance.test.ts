/**
 * Issue 18 item 1: what the map draws from the scene contract (wrecks, seekers' targets, explosions, deployment
 * zones, the legend band, range-band shading), the inset's corner, and the carried bugs (rulers of a grown board,
 * Voidstriker's book y, names off deployment strips, labels on departed units' trails).
 */
import { describe, expect, it } from 'vitest';
import { offsetToHex } from '../../../src/rules/core/offset.ts';
import type { Scene, SceneUnit } from '../../../src/rules/core/scene.ts';
import { crosses } from '../../../src/render/map/label-placement.ts';
import { measureText as labelWidth } from '../../../src/render/glyphs.ts';
import { buildMap, renderMapSvg } from '../../../src/render/map/render-map.ts';
import { toWorld } from '../../../src/render/map/layout.ts';
import { hexScene, inchScene } from './fixtures.ts';
import { labelAnchors, labelTexts } from './labels.ts';

const at = (col: number, row: number) => offsetToHex({ col, row });

function byTestId(svg: string, id: string): string[] {
  return svg.match(new RegExp(`<[a-z]+ [^>]*data-testid="${id}"[^>]*>`, 'g')) ?? [];
}

const textsOf = labelTexts;

function ship(id: string, side: string, col: number, row: number, extra: Partial<SceneUnit> = {}): SceneUnit {
  return { id, label: id, side, kind: 'ship', at: at(col, row), facing: 0, hull: { left: 3, of: 4 }, status: 'active', ...extra };
}

function hexMap(units: SceneUnit[], more: Partial<Scene> = {}): Scene {
  return { board: { kind: 'hex', cols: 30, rows: 20 }, units, trails: [], overlays: [], caption: 'Test', ...more };
}

describe('the scene contract on the map', () => {
  it('a destroyed ship is a wreck: greyed, crossed out, its name kept and its hull bar empty', () => {
    const svg = renderMapSvg(hexMap([ship('Alpha', 'A', 5, 5), ship('Husk', 'B', 8, 5, { status: 'destroyed' })]));
    expect(byTestId(svg, 'destroyed')).toHaveLength(1);
    expect(textsOf(svg, 'unit-label')).toContain('Husk');
    expect(byTestId(svg, 'hull-bar').map((b) => /data-left="(\d+)"/.exec(b)?.[1])).toEqual(['0', '3']);
    expect(byTestId(svg, 'legend-entry').map((e) => /data-key="([^"]*)"/.exec(e)?.[1])).toContain('wreck');
  });

  it('a seeker with a target gets a thin line to it; none without one', () => {
    const seeker = ship('S1', 'A', 5, 5, { kind: 'salvo', hull: undefined, count: 3, targetId: 'T' });
    const svg = renderMapSvg(hexMap([seeker, ship('T', 'B', 12, 8)]));
    expect(byTestId(svg, 'target-line').map((l) => /data-unit="([^"]*)"/.exec(l)?.[1])).toEqual(['S1']);
    expect(byTestId(renderMapSvg(hexMap([{ ...seeker, targetId: undefined }, ship('T', 'B', 12, 8)])), 'target-line')).toEqual([]);
  });

  it('an explosion is a burst with its label placed beside it', () => {
    const svg = renderMapSvg(hexMap([ship('A1', 'A', 5, 5)], { overlays: [{ kind: 'explosion', at: at(9, 7), radius: 1, label: 'Reactor breach' }] }));
    expect(byTestId(svg, 'explosion')).toHaveLength(1);
    expect(textsOf(svg, 'explosion-label')).toEqual(['Reactor breach']);
  });

  it('deployment zones are shaded in their side colour, and the frame takes them in', () => {
    const zones = [{ side: 'A', hexes: [at(0, 0), at(0, 1), at(1, 0)], label: 'A sets up here' }];
    const { svg, frame } = buildMap(hexMap([ship('A1', 'A', 15, 10)], { zones }));
    expect(byTestId(svg, 'zone').map((z) => /data-side="([^"]*)"/.exec(z)?.[1])).toEqual(['A']);
    expect(svg).toMatch(/data-testid="zone"[^>]*><path d="[^"]+" fill="#56b4e9" fill-opacity="0.16"/);
    const corner = toWorld(hexMap([]).board, at(0, 0));
    expect(corner.x).toBeGreaterThanOrEqual(frame.view.x);
    expect(textsOf(svg, 'zone-label')).toEqual(['A sets up here']);
  });

  it('the legend band names only what the map draws, each icon clear of its words', () => {
    const plain = renderMapSvg(hexMap([ship('A1', 'A', 5, 5)]));
    expect(byTestId(plain, 'legend-entry').map((e) => /data-key="([^"]*)"/.exec(e)?.[1])).toEqual(['hull']);
    const full = renderMapSvg(hexScene());
    expect(byTestId(full, 'legend-entry').map((e) => /data-key="([^"]*)"/.exec(e)?.[1])).toEqual(['hull', 'wreck', 'hit', 'miss', 'trail', 'plot', 'flight', 'asteroids', 'nebula', 'planet']);
    // Icon (46 design px wide, centred) then a 12-pixel gap before the words.
    const entry = /data-key="hull">(.*?)<\/g>/.exec(full)?.[1] ?? '';
    const iconRight = Number(/<rect x="([-\d.]+)"/.exec(entry)?.[1]) + Number(/width="([\d.]+)"/.exec(entry)?.[1]);
    const wordsLeft = labelAnchors(entry)[0]?.start ?? Number.NaN;
    expect(wordsLeft - iconRight).toBeGreaterThan(5);
  });

  it('a single arc shades its range bands distinctly, nearer darker', () => {
    const svg = renderMapSvg(hexScene());
    const opacities = byTestId(svg, 'arc-band').map((b) => Number(/fill-opacity="([\d.]+)"/.exec(b)?.[1]));
    expect(opacities).toHaveLength(2);
    expect(opacities[0]).toBeGreaterThan(opacities[1] ?? 1);
  });

  it('a focused arcs map keeps every unit the arc reaches in view', () => {
    const far = ship('Far', 'B', 25, 15);
    const arc = { kind: 'arc' as const, unitId: 'Me', label: 'Gun', hexes: [at(6, 6)], reaches: ['Far'] };
    const { frame } = buildMap(hexMap([ship('Me', 'A', 5, 5), far], { overlays: [arc] }), { focus: { unitId: 'Me' } });
    const p = toWorld(hexMap([]).board, far.at);
    expect(p.x).toBeGreaterThan(frame.view.x);
    expect(p.x).toBeLessThan(frame.view.x + frame.view.w);
    expect(p.y).toBeLessThan(frame.view.y + frame.view.h);
  });
});

describe('the inset', () => {
  it('sits in the legend band under the view, never over the board, wherever the units stand', () => {
    const spread = [ship('m1', 'A', 10, 5), ship('m2', 'B', 20, 12)];
    for (const units of [spread, [...spread, ship('c', 'B', 22, 13)], [...spread, ship('d', 'A', 2, 13)]]) {
      const { boxes, frame } = buildMap({ ...hexMap(units), board: { kind: 'hex', cols: 60, rows: 40 } });
      const inset = boxes.find((b) => b.kind === 'inset');
      expect(inset).toBeDefined();
      const v = frame.view;
      expect(inset?.rect.y ?? 0).toBeGreaterThanOrEqual(v.y + v.h);
      expect((inset?.rect.y ?? 0) + (inset?.rect.h ?? 0)).toBeLessThanOrEqual(v.y + v.h + frame.legendHeight + 1e-6);
      expect((inset?.rect.x ?? 0) + (inset?.rect.w ?? 0)).toBeLessThanOrEqual(v.x + v.w);
    }
  });
});

describe('carried bugs', () => {
  const grown: Scene = {
    ...inchScene(),
    board: { kind: 'free', unit: 'in', width: 52, height: 40, playfield: { x: 4, y: 2, width: 48, height: 36 }, yNorth: true },
  };

  it('a grown board rules from the playfield’s own corner, and Voidstriker’s y counts north from its south edge', () => {
    const { svg } = buildMap(grown, { crop: false });
    const coords = /data-testid="edge-coords">(.*?)<\/g>/.exec(svg)?.[1] ?? '';
    const tops = labelAnchors(coords).filter((a) => /^-?\d+$/.test(a.words)).map((a) => ({ x: a.middle, y: a.y, v: Number(a.words) }));
    const zeroX = tops.find((t) => t.v === 0 && t.x > 0);
    // x 0 is the playfield's west edge: 4 inches (96 world units) into the grown board.
    expect(zeroX?.x).toBeCloseTo(4 * 24, 0);
    // The row label at the playfield's south edge (board y 38 in) reads 0; its north edge (board y 2 in) reads 36.
    const left = tops.filter((t) => t.x < 0);
    expect(left.find((t) => t.v === 0)?.y).toBeCloseTo(38 * 24 + 30 * 0.36 * buildMap(grown, { crop: false }).frame.px, 0);
    expect(left.some((t) => t.v === 36)).toBe(true);
  });

  it('names keep off a deployment strip’s edge', () => {
    const strip = [{ x: 0, y: 0 }, { x: 48, y: 0 }, { x: 48, y: 4 }, { x: 0, y: 4 }];
    const units: SceneUnit[] = [0, 1, 2, 3].map((i) => ({ id: `q${i}`, label: `Squadron ${i}`, side: 'A', kind: 'ship', at: { x: 8 + i * 10, y: 4.5 }, facing: 180, status: 'active' }));
    const scene: Scene = { board: { kind: 'free', unit: 'in', width: 48, height: 36 }, units, trails: [], overlays: [], zones: [{ side: 'A', polygon: strip }], caption: 'Strips' };
    const { boxes } = buildMap(scene);
    const edge = { a: { x: 0, y: 4 * 24 }, b: { x: 48 * 24, y: 4 * 24 } };
    const names = boxes.filter((b) => b.kind === 'label');
    expect(names).toHaveLength(4);
    for (const b of names) expect(crosses(b.rect, edge)).toBe(false);
  });

  it('a departed unit’s trail carries its name', () => {
    const base = inchScene();
    const scene: Scene = { ...base, units: [...base.units, { id: 'z', label: 'Zephyr', side: 'Raiders', kind: 'ship', at: { x: 40, y: 30 }, facing: 90, status: 'exited' }], trails: [...base.trails, { unitId: 'z', path: [{ x: 30, y: 30 }, { x: 40, y: 30 }] }] };
    expect(textsOf(renderMapSvg(scene), 'trail-label')).toEqual(['Zephyr (left)']);
  });

  it('label widths are DejaVu’s: a W is wider than an i, bold wider than regular', () => {
    expect(labelWidth('W', 100, false)).toBeGreaterThan(labelWidth('i', 100, false) * 2);
    expect(labelWidth('Dauntless', 100, true)).toBeGreaterThan(labelWidth('Dauntless', 100, false));
    expect(labelWidth('Dauntless', 100, true)).toBeCloseTo(561.8, 0);
  });
});
