/**
 * Issue 24 item 10, maps at Discord's 550 px: labels never smaller than READABLE_PX there whatever the PNG's size,
 * shots both ways between two units drawn as two lines apart with a label each, a wreck's cross over the live unit
 * beside it, and the inset outside the view.
 */
import { describe, expect, it } from 'vitest';
import { offsetToHex } from '../../../src/rules/core/offset.ts';
import type { Scene, SceneOverlay, SceneUnit } from '../../../src/rules/core/scene.ts';
import { DISCORD_WIDTH, READABLE_PX } from '../../../src/render/map/layout.ts';
import { buildMap } from '../../../src/render/map/render-map.ts';
import { labelTexts } from './labels.ts';

const at = (col: number, row: number) => offsetToHex({ col, row });

function ship(id: string, side: string, col: number, row: number, extra: Partial<SceneUnit> = {}): SceneUnit {
  return { id, label: id, side, kind: 'ship', at: at(col, row), facing: 0, hull: { left: 3, of: 4 }, status: 'active', ...extra };
}

const shot = (from: SceneUnit, to: SceneUnit, hit: boolean, label: string): SceneOverlay => ({ kind: 'fire', from: from.at, to: to.at, hit, label, fromId: from.id, toId: to.id });

function duel(): Scene {
  const a = ship('Alpha', 'A', 4, 10);
  const b = ship('Bravo', 'B', 16, 10);
  return { board: { kind: 'hex', cols: 30, rows: 20 }, units: [a, b], trails: [], overlays: [shot(a, b, false, 'miss'), shot(b, a, true, '1 of 4 hit · 0 dmg')], caption: 'Duel' };
}

/** Each drawn shot line's ends. */
function lines(svg: string): { a: { x: number; y: number }; b: { x: number; y: number } }[] {
  return [...svg.matchAll(/<g data-testid="fire"[^>]*><path d="M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)"/g)].map((m) => ({ a: { x: Number(m[1]), y: Number(m[2]) }, b: { x: Number(m[3]), y: Number(m[4]) } }));
}

describe('maps at 550 px', () => {
  it('no label is under READABLE_PX at 550 px, at any PNG size', () => {
    for (const size of [550, 1024, 2048]) {
      const { boxes, frame } = buildMap(duel(), { size, crop: false });
      const labels = boxes.filter((b) => b.kind === 'label');
      expect(labels.length).toBeGreaterThanOrEqual(4);
      for (const l of labels) expect(((l.rect.h / 1.15) * DISCORD_WIDTH) / frame.view.w).toBeGreaterThanOrEqual(READABLE_PX - 1e-9);
    }
  });

  it('shots both ways: two parallel lines at least 8 px apart at 550 px, each with its own label on its own side', () => {
    const { svg, frame, boxes } = buildMap(duel());
    const [there, back] = lines(svg);
    if (!there || !back) throw new Error('two lines');
    // The units stand on one row, so the lines are horizontal: apart in y, each on its own side of the centre line.
    expect(Math.abs(there.a.y - back.a.y) * (DISCORD_WIDTH / frame.view.w)).toBeGreaterThanOrEqual(8);
    expect(labelTexts(svg, 'fire-label').sort()).toEqual(['1 of 4 hit · 0 dmg', 'miss']);
    const fire = boxes.filter((b) => b.of === 'fire-label');
    const centre = (there.a.y + back.a.y) / 2;
    const sides = fire.map((b) => Math.sign(b.rect.y + b.rect.h / 2 - centre));
    expect(new Set(sides).size).toBe(2);
  });

  it('a single shot stays on the line between the units', () => {
    const scene = duel();
    const { svg } = buildMap({ ...scene, overlays: scene.overlays.slice(0, 1) });
    const [only] = lines(svg);
    expect(only).toBeDefined();
    expect(only?.a.y).toBe(only?.b.y);
  });

  it('a wreck’s cross is drawn after every live glyph, so a live ship on top never hides it', () => {
    const scene: Scene = { ...duel(), units: [ship('Alpha', 'A', 4, 10), ship('Husk', 'B', 4, 10, { status: 'destroyed' })], overlays: [] };
    const { svg } = buildMap(scene);
    const cross = svg.indexOf('data-testid="destroyed"');
    const live = svg.lastIndexOf('data-status="active"');
    expect(cross).toBeGreaterThan(live);
    expect(live).toBeGreaterThan(0);
  });
});
