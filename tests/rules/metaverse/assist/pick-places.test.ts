// "Pick a space" for Metaverse (src/rules/metaverse/assist/pick-places.ts): turn 1's deployment (p.101 Match Play,
// the side's zone 10% of the table deep) offered as a grid of whole-cm points, each a `deploy` the plot reads back.
import { describe, expect, test } from 'vitest';
import { pickPlaces, pickUnits, zoneGrid } from '../../../../src/rules/metaverse/assist/pick-places.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import { expectOk, missionsState, startState } from './fixtures.ts';

describe('deployment points (p.101)', () => {
  test('a 180 × 12 cm zone gives 2 rows of 18 points, every one inside it', () => {
    const zone = { x: 0, y: 108, width: 180, height: 12 };
    const grid = zoneGrid(zone);
    expect(grid).toHaveLength(36);
    // Numbered along the zone, across it first: any run of numbers is one stretch of it.
    expect(grid.slice(0, 3)).toEqual([{ x: 5, y: 111 }, { x: 5, y: 117 }, { x: 15, y: 111 }]);
    expect(zoneGrid({ x: 0, y: 0, width: 12, height: 120 }).slice(0, 3)).toEqual([{ x: 3, y: 5 }, { x: 9, y: 5 }, { x: 3, y: 15 }]);
    for (const p of grid) {
      expect(p.x).toBeGreaterThanOrEqual(zone.x);
      expect(p.x).toBeLessThanOrEqual(zone.x + zone.width);
      expect(p.y).toBeGreaterThanOrEqual(zone.y);
      expect(p.y).toBeLessThanOrEqual(zone.y + zone.height);
    }
  });

  test('each squadron of the seat may pick in turn 1; every option merges into a plot the reader accepts, placed where it says', () => {
    const state = startState();
    const units = pickUnits(state, 'A1');
    expect(units.length).toBeGreaterThan(0);
    const set = pickPlaces(state, 'A1', units[0]!)!;
    expect(set.what).toBe('deploy');
    expect(set.places.map((p) => p.n)).toEqual(set.places.map((_, i) => i + 1));
    for (const place of [set.places[0]!, set.places[set.places.length - 1]!]) {
      const option = place.options[0]!;
      const text = metaverse.assist.merge(state, 'A1', null, option.line);
      const sub = expectOk(metaverse.parse(state, 'A1', text));
      const at = place.at as { x: number; y: number };
      expect(JSON.stringify(sub)).toContain(`"x":${at.x},"y":${at.y}`);
    }
  });

  test('nothing to pick once the squadrons are on the table (after turn 1’s plot), nor for a seat not in the game', () => {
    expect(pickUnits(missionsState(), 'A1')).toEqual([]);
    expect(pickPlaces(startState(), 'Z9', 'x')).toBeNull();
  });
});
