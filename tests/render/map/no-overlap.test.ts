/**
 * Issue 18: no label ever overlaps another label, a unit glyph or a hull bar, and the inset covers no unit. Checked
 * geometrically on the boxes `buildMap` placed, for the scripted games' maps: each of the 51 stored games in
 * progress (tests/golden/fixtures, read through the system's readState) as the public sees it and as each seat
 * sees it, the focus map of one ship with its arcs where the system draws arcs, and the renderer's own fixtures.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleSystem } from '../../../src/game/rule-systems.ts';
import type { Scene } from '../../../src/rules/core/scene.ts';
import type { Viewer } from '../../../src/rules/core/rule-system.ts';
import { readState } from '../../../src/rules/core/state-version.ts';
import { crosses, overlaps, type MapBox } from '../../../src/render/map/label-placement.ts';
import { toWorld, vectorToWorld, type Rect } from '../../../src/render/map/layout.ts';
import { buildMap, type MapOptions } from '../../../src/render/map/render-map.ts';
import { FIXTURES_DIR, readGz } from '../../golden/store.ts';
import { benchScene, cmScene, hexScene, inchScene } from './fixtures.ts';

/** Boxes may touch; they may not share more than a hair (0.05 world units) each way. */
function clash(a: MapBox, b: MapBox): boolean {
  const e = 0.05;
  return overlaps({ x: a.rect.x + e, y: a.rect.y + e, w: a.rect.w - 2 * e, h: a.rect.h - 2 * e }, b.rect);
}

/** The part of a box inside the view (a unit at the view's edge is cut there; what lies past it is not drawn). */
function within(b: MapBox, v: Rect | undefined): MapBox | undefined {
  if (!v) return b;
  const x = Math.max(b.rect.x, v.x);
  const y = Math.max(b.rect.y, v.y);
  const w = Math.min(b.rect.x + b.rect.w, v.x + v.w) - x;
  const h = Math.min(b.rect.y + b.rect.h, v.y + v.h) - y;
  return w > 0 && h > 0 ? { ...b, rect: { x, y, w, h } } : undefined;
}

/** Every overlap the rules forbid, described; units only where the view shows them, when it is given. */
export function overlapsIn(boxes: readonly MapBox[], view?: Rect): string[] {
  const labels = boxes.filter((b) => b.kind === 'label');
  const solid = boxes.filter((b) => b.kind !== 'label' && b.kind !== 'edge');
  const units = boxes.filter((b) => b.kind === 'glyph').flatMap((b) => within(b, view) ?? []);
  const inset = boxes.filter((b) => b.kind === 'inset');
  const found: string[] = [];
  labels.forEach((a, i) => labels.slice(i + 1).forEach((b) => clash(a, b) && found.push(`label ${a.of} × label ${b.of}`)));
  for (const a of labels) for (const b of solid) if (clash(a, b)) found.push(`label ${a.of} × ${b.kind} ${b.of ?? ''}`);
  for (const a of inset) for (const b of units) if (clash(a, b)) found.push(`inset × unit ${b.of}`);
  return found;
}

/** Labels a velocity arrow runs through (issue 24: arrows struck through names). */
function struckByArrows(scene: Scene, boxes: readonly MapBox[]): string[] {
  const labels = boxes.filter((b) => b.kind === 'label');
  return scene.units.flatMap((u) => {
    if (!u.velocity || u.status !== 'active' || (u.velocity.x === 0 && u.velocity.y === 0)) return [];
    const a = toWorld(scene.board, u.at);
    const v = vectorToWorld(scene.board, u.velocity);
    const arrow = { a, b: { x: a.x + v.x, y: a.y + v.y } };
    return labels.filter((l) => crosses(l.rect, arrow)).map((l) => `arrow of ${u.id} × label ${l.of}`);
  });
}

function check(scene: Scene, options: MapOptions = {}): string[] {
  const { boxes, frame } = buildMap(scene, options);
  return [...overlapsIn(boxes, frame.view), ...struckByArrows(scene, boxes)];
}

interface Fixture {
  name: string;
  system: string;
  state: unknown;
}

function seatsOf(state: unknown): string[] {
  const seats = (state as { seats?: Record<string, unknown> }).seats;
  return seats ? Object.keys(seats).sort() : [];
}

/** The maps of one stored game: public, each seat's, and one ship's focus map with its arcs. */
function mapsOf(fixture: Fixture): { what: string; scene: Scene; options?: MapOptions }[] {
  const system = ruleSystem(fixture.system);
  const loaded = readState(fixture.state, system.state);
  if (!loaded.ok) throw new Error(`${fixture.name} does not load`);
  const state = loaded.value;
  const pub: Viewer = { kind: 'public' };
  const scene = system.scene(state, pub);
  const maps: { what: string; scene: Scene; options?: MapOptions }[] = [{ what: 'public', scene }];
  for (const seat of seatsOf(state)) maps.push({ what: `seat ${seat}`, scene: system.scene(state, { kind: 'seat', seat }) });
  const ship = scene.units.find((u) => u.kind === 'ship' && u.status === 'active');
  if (ship && system.arcs) {
    const arcs = system.arcs(state, { kind: 'gm' }, ship.id);
    maps.push({ what: `arcs of ${ship.label}`, scene: { ...scene, overlays: [...scene.overlays, ...arcs] }, options: { focus: { unitId: ship.id } } });
  }
  return maps;
}

describe('no label overlaps another label, a glyph or a hull bar, nor has a velocity arrow through it; the inset covers no unit', () => {
  const files = readdirSync(FIXTURES_DIR).filter((f) => f.endsWith('.json.gz'));

  it('reads all the stored games', () => {
    expect(files.length).toBeGreaterThanOrEqual(51);
  });

  for (const file of files) {
    it(file, () => {
      const fixture = readGz<Fixture>(join(FIXTURES_DIR, file));
      const found = mapsOf(fixture).flatMap((m) => check(m.scene, m.options).map((o) => `${m.what}: ${o}`));
      expect(found).toEqual([]);
    }, 60_000);
  }

  for (const [name, make] of [['hex', hexScene], ['free-in', inchScene], ['free-cm', cmScene], ['bench', benchScene]] as const) {
    it(`fixture ${name}, cropped, whole and focused`, () => {
      const scene = make();
      const first = scene.units[0]?.id ?? '';
      expect([...check(scene), ...check(scene, { crop: false }), ...check(scene, { focus: { unitId: first } })]).toEqual([]);
    });
  }

  it('the boxes are really checked: two labels on one spot clash', () => {
    const rect = { x: 0, y: 0, w: 10, h: 10 };
    expect(overlapsIn([{ kind: 'label', rect, of: 'a' }, { kind: 'label', rect, of: 'b' }])).toEqual(['label a × label b']);
    expect(overlapsIn([{ kind: 'inset', rect }, { kind: 'glyph', rect: { ...rect, x: 5 }, of: 'u' }])).toEqual(['inset × unit u']);
  });
});
