import { describe, expect, test } from 'vitest';
import { defaultConfig, listSettings, metaverseConfigSchema, MODULES } from '../../../../src/rules/metaverse/setup/config.ts';

describe('configuration', () => {
  // Defaults are the book's values and every ruling (docs/rulings/metaverse.md).
  test('defaults', () => {
    const c = defaultConfig();
    expect(c.game).toMatchObject({ units: 'cm', mode: 'match', pointsCap: 1500, northEdge: 'top', terrainLowestDice: 2, premeasure: false, secretFireOrders: true });
    expect(c.game.hexTurnStep).toEqual({ cinematic: 30, newtonian: 60 });
    expect(c.game).toMatchObject({ newtonianSideLinear: false, stlOffTable: 'disengage_half_morale', legalTargetsRequireDesignation: true, criticalMultiplier: 'threat', turnLimit: null });
    expect(Object.values(c.game.modules).every((on) => on)).toBe(true);
    expect(c.sides.A).toMatchObject({ deploymentEdge: 'bottom', navy: { discipline: 10, thresholdPct: 10, repairDie: 6, commandQuality: 'average', crewQuality: 'regular' } });
    expect(c.sides.B.deploymentEdge).toBe('top');
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
  });
  // Metaverse p.86 navy limits; p.101 terrain dice 1–4.
  test('limits', () => {
    const c = defaultConfig();
    expect(metaverseConfigSchema.safeParse({ ...c, sides: { ...c.sides, A: { ...c.sides.A, navy: { ...c.sides.A.navy, thresholdPct: 20 } } } }).success).toBe(false);
    expect(metaverseConfigSchema.safeParse({ ...c, sides: { ...c.sides, A: { ...c.sides.A, terrainDice: 5 } } }).success).toBe(false);
    expect(metaverseConfigSchema.safeParse({ ...c, sides: { ...c.sides, A: { ...c.sides.A, deploymentEdge: 'top' } } }).success).toBe(false);
    expect(metaverseConfigSchema.safeParse({ game: { pointsRange: { min: 10, max: 5 } } }).success).toBe(false);
    expect(metaverseConfigSchema.parse({ game: { mode: 'scenario', scenario: 'pincer' } }).game.scenario).toBe('pincer');
  });
  test('one line per setting, ids unique', () => {
    const lines = listSettings();
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
    expect(lines.filter((l) => l.id.startsWith('game.modules.'))).toHaveLength(MODULES.length);
    expect(lines.map((l) => l.id)).toContain('sides.B.navy.discipline');
    for (const l of lines) expect(l.description.length).toBeLessThan(120);
    const game = defaultConfig().game as Record<string, unknown>;
    for (const l of lines.filter((x) => x.id.startsWith('game.') && !x.id.startsWith('game.modules.'))) expect(l.id.slice(5) in game, l.id).toBe(true);
  });
});
