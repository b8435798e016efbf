import { describe, expect, test } from 'vitest';
import { defaultConfig, metaverseConfigSchema } from '../../../../src/rules/metaverse/setup/config.ts';
import type { Fleet } from '../../../../src/rules/metaverse/ships/fleet.ts';
import { fleetById, LIBRARY } from '../../../../src/rules/metaverse/ships/library.ts';
import { fleetCost, towCapacity, validateFleet } from '../../../../src/rules/metaverse/setup/validate-fleet.ts';

const fleet = (id: string): Fleet => {
  const f = fleetById(id);
  if (f === undefined) throw new Error(id);
  return structuredClone(f);
};
const codes = (f: Fleet, config = defaultConfig()): string[] => {
  const r = validateFleet(f, config);
  return r.ok ? [] : r.error.map((e) => e.code);
};
const scenario = metaverseConfigSchema.parse({ game: { mode: 'scenario', pointsRange: { min: 1000, max: 2000 } } });

describe('validateFleet', () => {
  // Metaverse p.101: both library fleets fit the default 1500-point match.
  test('library fleets are legal in match and scenario play', () => {
    for (const id of ['salvo-concord-task-group', 'salvo-vorr-raiders']) {
      expect(codes(fleet(id))).toEqual([]);
      expect(codes(fleet(id), scenario)).toEqual([]);
    }
    // Designs 430 + 300 + 2×170 and four 25-point Lancer wings.
    expect(fleetCost(fleet('salvo-concord-task-group'))).toEqual({ match: 1170, scenario: null });
    expect(fleetCost(fleet('salvo-vorr-raiders')).match).toBe(450 + 290 + 2 * 180 + 2 * 20 + 2 * 22);
  });
  // p.101: no more than the agreed point level.
  test('points maximum', () => {
    const config = metaverseConfigSchema.parse({ game: { pointsCap: 1000 } });
    expect(codes(fleet('salvo-concord-task-group'), config)).toEqual(['ERR_POINTS']);
  });
  // p.85: one flag commander, ≤5 levels, no subordinate outranks its superior.
  test('chain of command', () => {
    const f = fleet('salvo-concord-task-group');
    f.commanders = [
      { id: 'c1', rank: 'captain', quality: 'competent', ship: 'resolute', superior: null },
      { id: 'c2', rank: 'commodore', quality: 'competent', ship: 'harrier', superior: 'c1' },
      { id: 'c3', rank: 'captain', quality: 'competent', ship: 'kestrel', superior: 'c9' },
    ];
    f.squadrons = f.squadrons.map((s) => ({ ...s, commander: 'c1' }));
    expect(codes(f).sort()).toEqual(['ERR_RANK', 'ERR_SUPERIOR']);
    const deep = fleet('salvo-concord-task-group');
    const ships = ['resolute', 'harrier', 'kestrel', 'merlin'];
    deep.squadrons = [...deep.squadrons, { id: 'sq-x', ships: [{ id: 'x', name: 'X', design: 'salvo-kestrel', moraleValue: 0 }, { id: 'y', name: 'Y', design: 'salvo-kestrel', moraleValue: 0 }], crewQuality: 'regular', commander: 'c1' }];
    deep.commanders = [...ships, 'x', 'y'].map((ship, i) => ({ id: `c${i + 1}`, rank: 'captain' as const, quality: 'roll' as const, ship, superior: i === 0 ? null : `c${i}` }));
    deep.squadrons = deep.squadrons.map((s) => ({ ...s, commander: 'c1' }));
    expect(codes(deep, metaverseConfigSchema.parse({ game: { pointsCap: 5000 } }))).toEqual(['ERR_CHAIN_DEPTH']);
    const loop = fleet('salvo-concord-task-group');
    loop.commanders = [
      { id: 'c1', rank: 'captain', quality: 'roll', ship: 'resolute', superior: null },
      { id: 'c2', rank: 'captain', quality: 'roll', ship: 'harrier', superior: 'c3' },
      { id: 'c3', rank: 'captain', quality: 'roll', ship: 'kestrel', superior: 'c2' },
    ];
    loop.squadrons = loop.squadrons.map((s) => ({ ...s, commander: 'c1' }));
    expect(codes(loop)).toContain('ERR_CHAIN_LOOP');
    const twoFlags = fleet('salvo-concord-task-group');
    twoFlags.commanders = twoFlags.commanders.map((c) => ({ ...c, superior: null }));
    expect(codes(twoFlags)).toContain('ERR_FLAG_COMMANDER');
  });
  // Metaverse p.86: every ship of a navy uses the navy's movement method.
  test('movement method and unknown designs', () => {
    const f = fleet('salvo-concord-task-group');
    const sq = f.squadrons[2];
    if (sq === undefined) throw new Error('squadron');
    sq.ships = [{ id: 'kestrel', name: 'Odd', design: 'salvo-stalker', moraleValue: 16 }, { id: 'merlin', name: 'Ghost', design: 'nope', moraleValue: 16 }];
    expect(codes(f).sort()).toEqual(['ERR_DESIGN', 'ERR_MOVEMENT_METHOD']);
  });
  // Metaverse p.63 Grappler example: 46 × 4 / 5 = 36.8, rounded down → 36 (the book prints 19; erratum A3).
  test('Grappler example (p.63) tow capacity', () => {
    expect(towCapacity(4, 46)).toBe(36);
  });
  // p.104: in a scenario every ship needs an FTL drive or a tow by a grappler or tractor beam.
  test('scenario towing, points range and support list', () => {
    const catalogue = {
      ...LIBRARY,
      designs: [
        ...LIBRARY.designs,
        ...LIBRARY.designs
          .filter((d) => d.id === 'salvo-kestrel' || d.id === 'salvo-resolute')
          .map((d) => ({ ...d, id: `${d.id}-noftl`, systems: d.systems.filter((s) => s.kind !== 'ftl') })),
        ...LIBRARY.designs.filter((d) => d.id === 'salvo-harrier').map((d) => ({ ...d, id: 'harrier-tug', systems: [...d.systems, { id: 'grap', kind: 'grappler' as const, section: 'core', rating: 4, arcs: ['stern' as const] }] })),
      ],
    };
    const f = fleet('salvo-concord-task-group');
    const [sq1, sq2, sq3] = f.squadrons;
    if (!sq1 || !sq2 || !sq3) throw new Error('squadrons');
    sq2.ships = [{ id: 'harrier', name: 'CNS Harrier', design: 'harrier-tug', moraleValue: 30 }];
    sq3.ships = [{ id: 'kestrel', name: 'CNS Kestrel', design: 'salvo-kestrel-noftl', moraleValue: 16 }, { id: 'merlin', name: 'CNS Merlin', design: 'salvo-kestrel', moraleValue: 16 }];
    // A rating-4 grappler on MF 38 tows MF ≤ 30: the Kestrel (MF 18) is fine.
    expect(validateFleet(f, scenario, catalogue).ok).toBe(true);
    sq1.ships = [{ id: 'resolute', name: 'CNS Resolute', design: 'salvo-resolute-noftl', moraleValue: 38 }];
    // One grappler tows one ship, and the Resolute (MF 40) is too heavy anyway.
    const r = validateFleet({ ...f, supportList: [] }, { ...scenario, game: { ...scenario.game, pointsRange: { min: 2000, max: 3000 } } }, catalogue);
    expect(r.ok ? [] : r.error.map((e) => e.code).sort()).toEqual(['ERR_NO_FTL', 'ERR_POINTS', 'ERR_SUPPORT_LIST']);
  });
  test('sample ships have no cost, so a match cannot check them', () => {
    const f = fleet('salvo-concord-task-group');
    f.navy = 'salvo-concord';
    const sq = f.squadrons[0];
    if (sq === undefined) throw new Error('squadron');
    sq.ships = [{ id: 'resolute', name: 'USS Thunderchild', design: 'uss-thunderchild', moraleValue: 38 }];
    expect(codes(f)).toEqual(['ERR_COST_UNKNOWN']);
  });
});
