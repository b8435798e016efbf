// Metaverse's switches for /game new (setup/config.ts; p.101 terrain, p.1 table) become the game's configuration.
import { describe, expect, test } from 'vitest';
import { configOf, metaverseOptionsSchema, parseScenario } from '../../../src/rules/metaverse/options.ts';
import { metaverse } from '../../../src/rules/metaverse/system.ts';

const fleets = { A1: { side: 'A', player: 'Ana', fleet: 'salvo-concord-task-group' }, B1: { side: 'B', player: 'Ben', fleet: 'salvo-vorr-raiders' } };

describe('Metaverse options and scenarios', () => {
  test('each switch turns its rule the other way; the scenario sets the turn limit and points', () => {
    const off = configOf(metaverseOptionsSchema.parse({}), { turnLimit: null });
    const on = configOf(metaverseOptionsSchema.parse({ anyTarget: true, noStarfighters: true, noTerrain: true, smallTable: true }), { turnLimit: 8, pointsCap: 3000 });
    expect([off.game.legalTargetsRequireDesignation, on.game.legalTargetsRequireDesignation]).toEqual([true, false]);
    expect([off.game.modules.starfighters, on.game.modules.starfighters]).toEqual([true, false]);
    expect([off.game.terrain, on.game.terrain]).toEqual(['generated', 'none']);
    expect(on.game.table).toEqual({ width: 120, depth: 90 });
    expect([on.game.turnLimit, on.game.pointsCap]).toEqual([8, 3000]);
    expect(parseScenario('match-3000/8')).toEqual({ turnLimit: 8, pointsCap: 3000 });
  });

  // p.101: terrain is rolled at setup unless the group plays in the void.
  test('noTerrain sets up a table with no terrain and no terrain dice in the log', () => {
    for (const [noTerrain, seed] of [[true, 's1'], [false, 's1']] as const) {
      const r = metaverse.setup({ options: metaverseOptionsSchema.parse({ noTerrain }), fleets, scenario: 'match', seed });
      if (!r.ok) throw new Error(r.error[0]?.message);
      expect(r.value.setupLog.some((l) => l.startsWith('Terrain (p.101)'))).toBe(!noTerrain);
      if (noTerrain) expect(r.value.terrain ?? []).toEqual([]);
    }
  });
});
