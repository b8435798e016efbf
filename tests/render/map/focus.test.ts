/** The map centred on one unit (`/map ship:…`): which part of the board the frame shows. */
import { describe, expect, it } from 'vitest';
import { hexCorners, hexDistance, hexToPixel, hexesWithin, type Hex } from '../../../src/rules/core/hex.ts';
import { offsetToHex } from '../../../src/rules/core/offset.ts';
import type { Scene, SceneUnit } from '../../../src/rules/core/scene.ts';
import { CELL, makeFrame, toWorld, type Rect } from '../../../src/render/map/layout.ts';
import { buildMap, renderMapPng } from '../../../src/render/map/render-map.ts';
import { benchScene, cmScene, hexScene } from './fixtures.ts';

const at = (col: number, row: number): Hex => offsetToHex({ col, row });

const ship = (id: string, place: Hex, side = 'A'): SceneUnit => ({ id, label: id, side, kind: 'ship', at: place, facing: 0, hull: { left: 4, of: 4 }, status: 'active' });

/** A 48 × 30 board with a ship in the middle, one far to the east and one far to the south-west. */
function bigBoard(extra: Partial<Scene> = {}): Scene {
  return {
    board: { kind: 'hex', cols: 48, rows: 30 },
    units: [ship('hero', at(24, 15)), ship('east', at(44, 14), 'B'), ship('southwest', at(3, 28), 'B')],
    trails: [],
    overlays: [],
    caption: 'Focus test',
    ...extra,
  };
}

/** Is every corner of the hex inside the view? (Whole hexes, not clipped ones.) */
function wholeHexInView(h: Hex, view: Rect): boolean {
  const shift = { x: CELL, y: (Math.sqrt(3) / 2) * CELL };
  return hexCorners(h, CELL).every((c) => {
    const x = c.x + shift.x;
    const y = c.y + shift.y;
    return x >= view.x - 1e-6 && x <= view.x + view.w + 1e-6 && y >= view.y - 1e-6 && y <= view.y + view.h + 1e-6;
  });
}

function inView(p: { x: number; y: number }, view: Rect): boolean {
  return p.x >= view.x && p.x <= view.x + view.w && p.y >= view.y && p.y <= view.y + view.h;
}

describe('focus on a unit', () => {
  it('centres the view on the unit, shows every whole hex within 6 of it, and leaves far units out', () => {
    const scene = bigBoard();
    const frame = makeFrame(scene, { focus: { unitId: 'hero' } });
    const centre = toWorld(scene.board, at(24, 15));
    const v = frame.view;
    expect(Math.abs(v.x + v.w / 2 - centre.x)).toBeLessThan(1);
    expect(Math.abs(v.y + v.h / 2 - centre.y)).toBeLessThan(1);
    for (const h of hexesWithin(at(24, 15), 6)) expect(wholeHexInView(h, v)).toBe(true);
    expect(inView(toWorld(scene.board, at(44, 14)), v)).toBe(false);
    expect(inView(toWorld(scene.board, at(3, 28)), v)).toBe(false);
    expect(frame.cropped).toBe(true);
    // Landscape, 4:3, for a readable image in Discord.
    expect(v.w / v.h).toBeCloseTo(4 / 3, 5);
  });

  it('a radius of 3 shows less than the default, and still every whole hex within 3', () => {
    const scene = bigBoard();
    const small = makeFrame(scene, { focus: { unitId: 'hero', radius: 3 } });
    const normal = makeFrame(scene, { focus: { unitId: 'hero' } });
    expect(small.view.w).toBeLessThan(normal.view.w);
    for (const h of hexesWithin(at(24, 15), 3)) expect(wholeHexInView(h, small.view)).toBe(true);
  });

  it("by default also shows the whole of the unit's nearest arc band, up to 10 hexes", () => {
    const hero = at(24, 15);
    const near = hexesWithin(hero, 8).filter((h) => hexDistance(hero, h) > 0 && h.q >= hero.q);
    const far = hexesWithin(hero, 16).filter((h) => hexDistance(hero, h) > 8 && h.q >= hero.q);
    const scene = bigBoard({ overlays: [{ kind: 'arc', unitId: 'hero', label: 'Lance 8-16-24', bands: [{ name: 'short', hexes: near }, { name: 'medium', hexes: far }], hexes: [...near, ...far] }] });
    const frame = makeFrame(scene, { focus: { unitId: 'hero' } });
    for (const h of near) expect(wholeHexInView(h, frame.view)).toBe(true);
    // The far band does not stretch the view: that is what the radius option is for.
    expect(far.every((h) => wholeHexInView(h, frame.view))).toBe(false);
  });

  it('near a board edge the view slides to stay on the board, with the unit still in it', () => {
    const scene = bigBoard({ units: [ship('corner', at(1, 1)), ship('east', at(44, 14), 'B')] });
    const frame = makeFrame(scene, { focus: { unitId: 'corner' } });
    const unfocused = makeFrame(scene, { crop: false });
    const full = unfocused.view;
    expect(frame.view.x).toBeCloseTo(full.x, 6);
    expect(frame.view.y).toBeCloseTo(full.y, 6);
    expect(inView(toWorld(scene.board, at(1, 1)), frame.view)).toBe(true);
    for (const h of hexesWithin(at(1, 1), 6)) {
      const p = hexToPixel(h, CELL);
      if (p.x >= 0 && p.y >= 0) expect(wholeHexInView(h, frame.view)).toBe(true);
    }
  });

  it('on a board smaller than the focus area the whole board shows, uncropped', () => {
    const scene: Scene = { ...bigBoard(), board: { kind: 'hex', cols: 8, rows: 6 }, units: [ship('hero', at(3, 3))] };
    const frame = makeFrame(scene, { focus: { unitId: 'hero' } });
    expect(frame).toEqual(makeFrame(scene, { crop: false }));
    expect(frame.cropped).toBe(false);
  });

  it('a unit that is not in the scene leaves the frame as it would be without focus', () => {
    const scene = hexScene();
    expect(makeFrame(scene, { focus: { unitId: 'ghost' } })).toEqual(makeFrame(scene));
    expect(buildMap(benchScene(), { focus: { unitId: 'nobody' } }).svg).toBe(buildMap(benchScene()).svg);
  });

  it('works on a free board too, in board units', () => {
    const scene = cmScene();
    const frame = makeFrame(scene, { focus: { unitId: 'e', radius: 20 } });
    const ember = toWorld(scene.board, { x: 90, y: 60 });
    expect(Math.abs(frame.view.x + frame.view.w / 2 - ember.x)).toBeLessThan(1);
    expect(inView(toWorld(scene.board, { x: 160, y: 30 }), frame.view)).toBe(false); // Cinder, 70 cm away
    expect(frame.cropped).toBe(true);
  });

  it('draws a cropped map with the inset and the focused unit, as a PNG of the frame size', async () => {
    const scene = bigBoard();
    const { svg, frame } = buildMap(scene, { focus: { unitId: 'hero' } });
    expect(svg).toContain('data-cropped="true"');
    expect(svg).toContain('data-testid="inset"');
    expect(svg).toContain('data-id="hero"');
    const png = await renderMapPng(scene, { focus: { unitId: 'hero' } });
    expect({ width: png.width, height: png.height }).toEqual({ width: frame.width, height: frame.height });
  });
});
