import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShipJson } from '../../../../src/rules/starmada/ships/json-import.ts';
import { SHIP_LIBRARY } from '../../../../src/rules/starmada/ships/library/index.ts';
import { MAJESTIC } from '../../../../src/rules/starmada/ships/library/index.ts';
import { MAJESTIC_JSON } from './fixtures.ts';

describe('parseShipJson', () => {
  it('reads the Majestic as JSON', () => {
    // Starmada p.29 §A.6 ship in the shape of schema.ts (empty traits and munitions lists included)
    expect(parseShipJson(MAJESTIC_JSON)).toEqual({ ok: true, value: { ...MAJESTIC, traits: [], munitions: [] } });
  });

  it('reads back every library ship written as JSON', () => {
    for (const ship of SHIP_LIBRARY) expect(parseShipJson(JSON.stringify(ship))).toEqual({ ok: true, value: ship });
  });

  it('turns unreadable JSON into one problem with a suggestion', () => {
    const result = parseShipJson('{ "faction": "Imperial", }');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toHaveLength(1);
    expect(result.error[0]?.code).toBe('ERR_SHIP_JSON');
    expect(result.error[0]?.message).toMatch(/^The ship is not valid JSON: /);
    expect(result.error[0]?.suggestion).toBeDefined();
  });

  it('lists every problem of a readable ship with its field path', () => {
    // Starmada p.10 §1.3: ROF is dice per weapon; the sheet's ACC is a minimum roll 2+ … 6+
    const ship = JSON.parse(MAJESTIC_JSON);
    ship.batteries[1].profiles[0].rof = 9;
    ship.batteries[2].profiles[0].acc = 7;
    ship.hullsize = 8;
    const result = parseShipJson(JSON.stringify(ship));
    expect(result.ok ? [] : result.error.map((e) => `${e.at}: ${e.message}`)).toEqual([
      'batteries[1].profiles[0].rof: ROF must be 1 to 6, found 9',
      'batteries[2].profiles[0].acc: ACC must be 2 to 6, found 7',
      'hullsize: Unknown field "hullsize" in the ship',
    ]);
  });

  it('never throws, whatever the text', () => {
    const check = (text: string): void => {
      const result = parseShipJson(text);
      if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
    };
    fc.assert(fc.property(fc.string({ maxLength: 300 }), check), { numRuns: 500 });
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => check(JSON.stringify(value))), { numRuns: 500 });
  });

  it('quotes an object sent where a name or a box belongs, even one with no toString (found by the property below)', () => {
    // Starmada p.9–11: the hull track counts down; traits and equipment are named from the book's lists.
    type Ship = { tracks: { hull: unknown[] }; batteries: { profiles: { traits: unknown[] }[] }[]; equipment: unknown };
    const at = (mutate: (ship: Ship) => void): string[] => {
      const ship = JSON.parse(MAJESTIC_JSON) as Ship;
      mutate(ship);
      const result = parseShipJson(JSON.stringify(ship));
      return result.ok ? [] : result.error.map((e) => e.message);
    };
    const hostile = { toString: null };
    expect(at((s) => (s.tracks.hull[0] = hostile)).join('\n')).toContain('{"toString":null}');
    expect(at((s) => (s.batteries[0]!.profiles[0]!.traits = [hostile])).join('\n')).toContain('"{"toString":null}" is not a weapon trait');
    expect(at((s) => (s.equipment = { items: [{ system: hostile, count: 1 }], lossLimit: 1 })).join('\n')).toContain('"{"toString":null}" is not equipment');
  });

  it('never throws on mutated ships', () => {
    // Replace any one field, however deep, by an arbitrary JSON value
    const paths: (string | number)[][] = [];
    const walk = (value: unknown, path: (string | number)[]): void => {
      paths.push(path);
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
      else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    };
    walk(JSON.parse(MAJESTIC_JSON), []);
    fc.assert(
      fc.property(fc.nat({ max: paths.length - 1 }), fc.jsonValue({ maxDepth: 2 }), (which, replacement) => {
        const ship = JSON.parse(MAJESTIC_JSON);
        const path = paths[which] ?? [];
        if (path.length === 0) return;
        let parent = ship;
        for (const key of path.slice(0, -1)) parent = parent[key];
        parent[path.at(-1) as string | number] = replacement;
        const result = parseShipJson(JSON.stringify(ship));
        if (!result.ok) for (const e of result.error) expect(typeof e.message).toBe('string');
      }),
      { numRuns: 1000 },
    );
  });
});
