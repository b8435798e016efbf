import { describe, expect, test } from 'vitest';
import { totalHullHits } from '../../../../src/rules/metaverse/ships/design.ts';
import { LIBRARY } from '../../../../src/rules/metaverse/ships/library.ts';
import { SALVO_DESIGNS } from '../../../../src/rules/metaverse/ships/salvo-designs.ts';

describe("Salvo's own designs", () => {
  test('marked as Salvo designs, with every MetaMaker value supplied', () => {
    for (const d of SALVO_DESIGNS) {
      expect(d._provenance?.source).toBe('salvo');
      expect(d.cost).toBeGreaterThan(0);
      expect(d.moraleValue).toBeGreaterThan(0);
    }
  });
  test('a carrier with starfighters and a ship with marines', () => {
    const designs = LIBRARY.designs.filter((d) => d._provenance?.source === 'salvo');
    expect(designs.some((d) => d.hangars.some((h) => h.loaded.some((l) => l.count > 0)))).toBe(true);
    expect(designs.find((d) => d.id === 'salvo-ravager')?.sections[0]?.layers.reduce((t, l) => t + l.marines, 0)).toBe(4);
    for (const d of designs) expect(totalHullHits(d)).toBeGreaterThan(0);
  });
});
