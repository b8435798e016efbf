// Metaverse p.95–101 "Table & Terrain": the terrain placed at setup drawn on the map.
import { describe, expect, it } from 'vitest';
import type { MvTerrain } from '../../../../src/rules/metaverse/terrain/place.ts';
import { metaverseScene } from '../../../../src/rules/metaverse/views/scene.ts';
import { start } from './fixtures.ts';

const pub = { kind: 'public' } as const;
const terrain: MvTerrain[] = [
  { id: 'terrain-1', kind: 'medium-planet', name: 'Medium planet', side: 'A', roll: 11, circle: { at: { x: 60, y: 60 }, radius: 15 } },
  { id: 'terrain-2', kind: 'asteroid-field', name: 'Asteroid field', side: 'B', roll: 8, rect: { x: 120, y: 12, width: 15, height: 96 } },
  { id: 'terrain-3.1', kind: 'asteroid-clusters', name: 'Asteroid cluster', side: 'A', roll: 6, circle: { at: { x: 30, y: 30 }, radius: 4 } },
  { id: 'terrain-3.2', kind: 'asteroid-clusters', name: 'Asteroid cluster', side: 'A', roll: 6, circle: { at: { x: 40, y: 90 }, radius: 2 } },
  { id: 'terrain-4', kind: 'dark-nebula', name: 'Dark nebula', side: 'B', roll: 15 },
  { id: 'terrain-5', kind: 'giant-star', name: 'Giant star', side: 'B', roll: 18, edge: 'right' },
];

describe('terrain on the Metaverse map', () => {
  it('p.95–99: a planet disc, asteroid rocks and a field band, a nebula haze over the table and a star by its edge', () => {
    const scene = metaverseScene({ ...start(), terrain }, pub);
    const t = scene.terrain ?? [];
    // p.95: the planet's model, its radius half its diameter, named.
    expect(t.find((p) => p.kind === 'planet' && p.circle?.radius === 15)).toMatchObject({ label: 'Medium planet', circle: { at: { x: 60, y: 60 } } });
    // p.97: the field spans the room between the zones (y 12–108), within 1 cm of ragged edges.
    const band = t.find((p) => p.label === 'Asteroid field');
    const ys = band?.polygon?.map((p) => p.y) ?? [];
    expect([Math.min(...ys), Math.max(...ys)]).toEqual([12, 108]);
    // Clusters: one ragged rock each, the group named once.
    const rocks = t.filter((p) => p.kind === 'asteroids' && p !== band);
    expect(rocks).toHaveLength(2);
    expect(rocks.filter((p) => p.label !== undefined).map((p) => p.label)).toEqual(['Asteroids']);
    // p.98: a nebula is the whole table.
    const haze = t.find((p) => p.kind === 'nebula' && p.polygon);
    expect(haze?.polygon).toEqual([{ x: 0, y: 0 }, { x: 180, y: 0 }, { x: 180, y: 120 }, { x: 0, y: 120 }]);
    expect(t.some((p) => p.label === 'Dark nebula')).toBe(true);
    // p.96: the star lies beyond the east edge: a strip along it and its name inside the table.
    expect(t.some((p) => p.label === 'Giant star (east edge)')).toBe(true);
  });

  it('a table with no terrain draws none', () => {
    expect(metaverseScene(start(), pub).terrain).toBeUndefined();
  });
});
