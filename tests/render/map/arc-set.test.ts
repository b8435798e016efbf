/** Several firing arcs of one unit: outlines per range band, a colour and dash per arc, and a legend naming them. */
import { describe, expect, it } from 'vitest';
import { hexDistance, hexesWithin, type Hex } from '../../../src/rules/core/hex.ts';
import { offsetToHex } from '../../../src/rules/core/offset.ts';
import type { Scene, SceneOverlay } from '../../../src/rules/core/scene.ts';
import { arcColors, outlinePath } from '../../../src/render/map/arc-set.ts';
import { buildMap, renderMapPng } from '../../../src/render/map/render-map.ts';
import { sideStyles } from '../../../src/render/map/palette.ts';
import { labelTexts } from './labels.ts';

const at = (col: number, row: number): Hex => offsetToHex({ col, row });

function byTestId(svg: string, id: string): string[] {
  return svg.match(new RegExp(`<[a-z]+ [^>]*data-testid="${id}"[^>]*>`, 'g')) ?? [];
}

const textsOf = labelTexts;

/** An all-round arc in bands of `s`, `m`, `l` hexes around `center`. */
function ring(center: Hex, label: string, [s, m, l]: [number, number, number], unitId = 'hero'): SceneOverlay {
  const within = (lo: number, hi: number) => hexesWithin(center, hi).filter((h) => hexDistance(center, h) > lo);
  const bands = [
    { name: 'short', hexes: within(0, s) },
    { name: 'medium', hexes: within(s, m) },
    { name: 'long', hexes: within(m, l) },
  ];
  return { kind: 'arc', unitId, label, bands, hexes: bands.flatMap((b) => b.hexes) };
}

function scene(overlays: SceneOverlay[]): Scene {
  const hero = at(15, 10);
  return {
    board: { kind: 'hex', cols: 32, rows: 20 },
    units: [{ id: 'hero', label: 'Hero', side: 'A', kind: 'ship', at: hero, facing: 0, hull: { left: 5, of: 5 }, status: 'active' }],
    trails: [],
    overlays,
    caption: 'Arcs',
  };
}

describe('outlinePath', () => {
  it('outlines one hex as one closed loop of six edges', () => {
    const d = outlinePath([at(4, 4)]);
    expect(d.match(/M/g)).toHaveLength(1);
    expect(d.match(/L/g)).toHaveLength(5);
    expect(d.endsWith('Z')).toBe(true);
  });

  it('outlines two neighbours as one loop of ten edges, and two apart hexes as two loops', () => {
    const pair = outlinePath([at(4, 4), at(4, 5)]);
    expect(pair.match(/M/g)).toHaveLength(1);
    expect(pair.match(/L/g)).toHaveLength(9);
    expect(outlinePath([at(4, 4), at(8, 8)]).match(/Z/g)).toHaveLength(2);
  });

  it('leaves out edges toward hexes that are not drawn (off the board): a cut loop becomes one open line', () => {
    const onBoard = (h: Hex): boolean => h.q >= 0;
    const column = [at(0, 3), at(0, 4), at(0, 5)];
    const d = outlinePath(column, onBoard);
    expect(d).not.toContain('Z');
    expect(d.match(/M/g)).toHaveLength(1);
    // Of the 14 outer edges of three stacked hexes, the 6 facing west (off the board) are gone.
    expect(d.match(/L/g)).toHaveLength(8);
  });

  it('outlines a ring (a set with a hole) as an outer and an inner loop', () => {
    const c = at(10, 10);
    const d = outlinePath(hexesWithin(c, 3).filter((h) => hexDistance(c, h) > 1));
    expect(d.match(/Z/g)).toHaveLength(2);
  });
});

describe('a unit with several arcs', () => {
  const hero = at(15, 10);
  const arcs = [ring(hero, 'Torpedo 5-10-15', [5, 10, 15]), ring(hero, 'Turret 4-8-12', [4, 8, 12]), ring(hero, 'Laser 3-6-9', [3, 6, 9])];

  it('draws each as band-limit outlines in its own colour, the unit’s side colour first, with a legend naming them', () => {
    const { svg } = buildMap(scene(arcs), { focus: { unitId: 'hero' } });
    const groups = byTestId(svg, 'arc');
    expect(groups.map((g) => /data-label="([^"]*)"/.exec(g)?.[1])).toEqual(['Torpedo 5-10-15', 'Turret 4-8-12', 'Laser 3-6-9']);
    const limits = byTestId(svg, 'arc-limit');
    expect(limits).toHaveLength(9);
    const colors = limits.map((l) => /stroke="([^"]*)"/.exec(l)?.[1]);
    const sideA = sideStyles(['A']).get('A')?.color ?? '';
    expect(new Set(colors)).toEqual(new Set(arcColors(sideA, 3)));
    expect(colors[0]).toBe(sideA);
    // Each arc has its own dash pattern too (the first is solid), so colour is not the only difference.
    const dashes = [0, 3, 6].map((i) => /stroke-dasharray="([^"]*)"/.exec(limits[i] ?? '')?.[1]);
    expect(dashes[0]).toBeUndefined();
    expect(new Set(dashes).size).toBe(3);
    expect(textsOf(svg, 'arc-label')).toEqual(['Torpedo 5-10-15', 'Turret 4-8-12', 'Laser 3-6-9']);
    expect(byTestId(svg, 'arc-legend')).toHaveLength(1);
    // Band limits are marked with their distance in hexes (those beyond the focus view are left out).
    expect(textsOf(svg, 'arc-distance').sort((a, b) => Number(a) - Number(b))).toEqual(['3', '4', '5', '6']);
    // No translucent band fills: stacked, they would turn into one blob.
    expect(byTestId(svg, 'arc-band')).toEqual([]);
  });

  it('keeps the single-arc style (filled bands, name under the unit) for a unit with one arc', () => {
    const { svg } = buildMap(scene([arcs[2] as SceneOverlay]));
    expect(byTestId(svg, 'arc-band')).toHaveLength(3);
    expect(byTestId(svg, 'arc-limit')).toEqual([]);
    expect(svg).not.toContain('arc-legend');
  });

  it('colours stay distinct for up to seven arcs', () => {
    expect(new Set(arcColors('#56b4e9', 7)).size).toBe(7);
    expect(arcColors('#e69f00', 2)).toEqual(['#e69f00', '#f0e442']);
  });

  it('renders to a PNG', async () => {
    const png = await renderMapPng(scene(arcs), { focus: { unitId: 'hero' } });
    expect(png.data.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.width).toBeGreaterThan(500);
  });
});
