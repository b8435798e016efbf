// "Pick a space" on the map (src/render/map/picks.ts): every place drawn with its number, the picker's view holds
// every place and the unit, and no place sits under the inset's corner; a map without picks is drawn as before.
import { describe, expect, test } from 'vitest';
import { hexesWithin } from '../../../src/rules/core/hex.ts';
import type { Scene } from '../../../src/rules/core/scene.ts';
import { toWorld } from '../../../src/render/map/layout.ts';
import { pickViewport } from '../../../src/render/map/picks.ts';
import { buildMap, renderMapPng } from '../../../src/render/map/render-map.ts';
import { cmScene, hexScene } from './fixtures.ts';
import { hasLabel } from './labels.ts';

/** The pick layer's markup: from its group to the edge coordinates drawn next. */
const picksLayer = (svg: string): string => svg.slice(svg.indexOf('data-testid="picks"'), svg.indexOf('data-testid="edge-coords"'));

/** Dauntless's hexes within 3, numbered. */
function hexPicks(): Scene {
  const base = hexScene();
  const dauntless = base.units.find((u) => u.id === 's1')?.at;
  if (!dauntless || !('q' in dauntless)) throw new Error('Dauntless is on a hex');
  const places = hexesWithin(dauntless, 3).map((at, i) => ({ at, n: i + 1 }));
  return { ...base, overlays: [...base.overlays, { kind: 'pick', unitId: 's1', places }] };
}

/** A Metaverse-like zone: two rows of points along the whole bottom edge. */
function zonePicks(): Scene {
  const base = cmScene();
  const places = [111, 117].flatMap((y, row) => Array.from({ length: 18 }, (_, i) => ({ at: { x: 5 + 10 * i, y }, n: row * 18 + i + 1 })));
  return { ...base, overlays: [...base.overlays, { kind: 'pick', places }] };
}

const inside = (v: { x: number; y: number; w: number; h: number }, p: { x: number; y: number }): boolean => p.x >= v.x && p.x <= v.x + v.w && p.y >= v.y && p.y <= v.y + v.h;

describe('pick layer', () => {
  test('every place is drawn once with its number, in a layer above the unit labels', () => {
    const scene = hexPicks();
    const { svg } = buildMap(scene, { viewport: pickViewport(scene, 's1') });
    const drawn = [...svg.matchAll(/data-testid="pick" data-n="(\d+)"/g)].map((m) => Number(m[1]));
    expect(drawn).toEqual(Array.from({ length: 37 }, (_, i) => i + 1));
    expect(svg.indexOf('data-testid="picks"')).toBeGreaterThan(svg.indexOf('data-testid="labels"'));
    for (const n of [1, 10, 37]) expect(hasLabel(picksLayer(svg), String(n))).toBe(true);
  });

  test('a map with no picks has no pick layer', () => {
    expect(buildMap(hexScene()).svg).not.toContain('data-testid="picks"');
  });

  test('the picker’s view holds every place and the unit, landscape', () => {
    const scene = hexPicks();
    const view = pickViewport(scene, 's1');
    if (!view) throw new Error('a view');
    for (const o of scene.overlays) if (o.kind === 'pick') for (const p of o.places) expect(inside(view, toWorld(scene.board, p.at))).toBe(true);
    expect(view.w).toBeGreaterThanOrEqual(view.h);
    expect(pickViewport(hexScene())).toBeUndefined();
  });

  test('no place under the inset: a zone along the whole bottom edge makes the view taller, not smaller', () => {
    const scene = zonePicks();
    const view = pickViewport(scene);
    if (!view) throw new Error('a view');
    const { frame, svg } = buildMap(scene, { viewport: view, size: 1024 });
    expect(svg).toContain('data-testid="inset"');
    const inset = /data-testid="inset"><rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"/.exec(svg);
    expect(inset).not.toBeNull();
    const [x, y, w, h] = (inset?.slice(1) ?? []).map(Number) as [number, number, number, number];
    for (const o of scene.overlays) if (o.kind === 'pick') for (const p of o.places) expect(inside({ x, y, w, h }, toWorld(scene.board, p.at))).toBe(false);
    expect(frame.width).toBe(1024);
  });

  test('the picker PNG renders', async () => {
    const scene = hexPicks();
    const png = await renderMapPng(scene, { viewport: pickViewport(scene, 's1'), size: 550 });
    expect(png.data.subarray(1, 4).toString()).toBe('PNG');
  });
});
