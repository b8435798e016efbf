import { describe, expect, test } from 'vitest';
import { starfighterTypeSchema } from '../../../../src/rules/metaverse/ships/starfighter.ts';

const base = { id: 'sf', name: 'Wing', strength: 4, range: 75, defence: 9, furball: 2, hardpoints: 1, qualities: [], moraleValue: 10, integratedWeapons: [], mountableWeapons: [] };

describe('starfighter squadron types', () => {
  // Metaverse p.81: range 25–250 in steps of 25 or infinite; defence 4–15.
  test('limits', () => {
    expect(starfighterTypeSchema.parse(base).cost).toBeNull();
    expect(starfighterTypeSchema.safeParse({ ...base, range: null }).success).toBe(true);
    expect(starfighterTypeSchema.safeParse({ ...base, range: 60 }).success).toBe(false);
    expect(starfighterTypeSchema.safeParse({ ...base, range: 275 }).success).toBe(false);
    expect(starfighterTypeSchema.safeParse({ ...base, defence: 3 }).success).toBe(false);
    expect(starfighterTypeSchema.safeParse({ ...base, defence: 16 }).success).toBe(false);
    expect(starfighterTypeSchema.safeParse({ ...base, qualities: ['Breaching', 'Cloak'] }).success).toBe(false);
  });
});
