// Marks on the map (issue 25): a body's name stands clear of its hexes, a cloaked ship carries a cloak ring and the
// legend says what it means, and the legend names the altitude of units without an altitude mark (Starmada G.6).
import { describe, expect, test } from 'vitest';
import type { Scene } from '../../../src/rules/core/scene.ts';
import { hexesWithin } from '../../../src/rules/core/hex.ts';
import { offsetToHex } from '../../../src/rules/core/offset.ts';
import { buildMap } from '../../../src/render/map/render-map.ts';
import { CELL, toWorld } from '../../../src/render/map/layout.ts';
import { labelTexts } from './labels.ts';

const board = { kind: 'hex', cols: 30, rows: 22 } as const;
const hexAt = (col: number, row: number) => offsetToHex({ col: col - 1, row: row - 1 });

function scene(extra: Partial<Scene> = {}): Scene {
  return {
    board,
    units: [
      { id: 'k', label: 'Kestrel', side: 'A', kind: 'ship', at: hexAt(12, 9), facing: 1, hull: { left: 3, of: 3 }, status: 'active' },
      { id: 'v', label: 'Vigil', side: 'B', kind: 'ship', at: hexAt(20, 9), facing: 4, hull: { left: 3, of: 3 }, status: 'active' },
    ],
    trails: [],
    overlays: [],
    caption: 'Turn 1 · Orders',
    ...extra,
  };
}

const legendKeys = (svg: string): string[] => [...svg.matchAll(/data-testid="legend-entry" data-key="([^"]+)"/g)].map((m) => m[1] ?? '');

describe('map marks', () => {
  test("a planet's name stands clear of every one of its hexes", () => {
    const centre = hexAt(16, 10);
    const hexes = [centre, ...hexesWithin(centre, 2).filter((h) => h.q !== centre.q || h.r !== centre.r)];
    const built = buildMap(scene({ terrain: [{ kind: 'planet', hexes, label: 'Planet 2' }] }));
    const label = built.boxes.find((b) => b.kind === 'label' && b.of === 'terrain-label');
    expect(label).toBeDefined();
    const rect = label?.rect ?? { x: 0, y: 0, w: 0, h: 0 };
    for (const h of hexes) {
      const p = toWorld(board, h);
      // The nearest point of the label's box to the hex's centre is outside the hex (its inner radius).
      const dx = Math.max(rect.x - p.x, 0, p.x - (rect.x + rect.w));
      const dy = Math.max(rect.y - p.y, 0, p.y - (rect.y + rect.h));
      expect(Math.hypot(dx, dy)).toBeGreaterThanOrEqual((CELL * Math.sqrt(3)) / 2);
    }
  });

  test('a cloaked ship has a cloak ring, and the legend says what it means; a ship in the open has neither', () => {
    const open = buildMap(scene()).svg;
    expect(open).not.toContain('data-testid="cloak-mark"');
    expect(legendKeys(open)).not.toContain('cloaked');
    const units = scene().units.map((u) => (u.id === 'k' ? { ...u, cloaked: true } : u));
    const cloaked = buildMap(scene({ units })).svg;
    // One ring on Kestrel, one in the legend.
    expect(cloaked.match(/data-testid="cloak-mark"/g)).toHaveLength(2);
    expect(cloaked).toMatch(/data-testid="unit" data-id="k"[^>]*data-cloaked="true"[^>]*><g [^>]*><path data-testid="glyph"[^>]*\/><\/g><g data-testid="cloak-mark">/);
    expect(legendKeys(cloaked)).toContain('cloaked');
    expect(labelTexts(cloaked, 'unit-cloaked')).toEqual(['cloaked']);
  });

  test('altitude: marks only where a unit differs, and the legend names the level of the rest', () => {
    const same = buildMap(scene({ altitude: { unmarked: 3, all: true } })).svg;
    expect(labelTexts(same, 'unit-altitude')).toEqual([]);
    expect(legendKeys(same)).toContain('altitude');
    expect(same).toContain('aria-label="all at altitude 3"');
    const units = scene().units.map((u) => (u.id === 'v' ? { ...u, altitude: 5 } : u));
    const differ = buildMap(scene({ units, altitude: { unmarked: 3, all: false } })).svg;
    expect(labelTexts(differ, 'unit-altitude')).toEqual(['alt 5']);
    expect(differ).toContain('aria-label="altitude (unmarked: 3)"');
    expect(legendKeys(buildMap(scene()).svg)).not.toContain('altitude');
  });
});
