// The lobby assist wired into the rule system: what /fleet stores is what metaverse.setup plays (Metaverse p.101
// "Match Play"), including an imported fleet (setup/setup.ts reads `custom` instead of the library id).
import { describe, expect, test } from 'vitest';
import { metaverseFleets, type MetaverseFleet } from '../../../../../src/rules/metaverse/assist/fleet/index.ts';
import { metaverseOptionsSchema } from '../../../../../src/rules/metaverse/options.ts';
import { metaverse } from '../../../../../src/rules/metaverse/system.ts';
import { HEAVY, PATROL } from './fixtures.ts';

const setup = (a: MetaverseFleet, b: MetaverseFleet) =>
  metaverse.setup({ options: metaverseOptionsSchema.parse({}), fleets: { A1: { ...a, side: 'A', player: 'Ana' }, B1: { ...b, side: 'B', player: 'Ben' } }, scenario: 'match', seed: 's1' });

const must = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('metaverseFleets', () => {
  test('is the rule system\'s fleet assist; sides A and B; no given fleets', () => {
    expect(metaverse.fleets).toBe(metaverseFleets);
    expect(metaverseFleets.sides('match')).toEqual(['A', 'B']);
    expect('given' in metaverseFleets).toBe(false);
    expect(metaverseFleets.empty()).toEqual({});
  });

  test('every scenario offered sets up a game', () => {
    for (const s of metaverseFleets.scenarios()) {
      const r = metaverse.setup({ options: metaverseOptionsSchema.parse({}), fleets: { A1: { side: 'A', player: 'Ana', fleet: 'salvo-concord-task-group' }, B1: { side: 'B', player: 'Ben', fleet: 'salvo-vorr-raiders' } }, scenario: s.value, seed: 's1' });
      expect(r.ok, s.value).toBe(true);
    }
  });

  test('library fleets picked with add set up the game with those ships', () => {
    const a = must(metaverseFleets.add(metaverseFleets.empty(), 'Concord Task Group')).fleet;
    const b = must(metaverseFleets.add(metaverseFleets.empty(), 'salvo-vorr-raiders')).fleet;
    const state = must(setup(a, b));
    expect(state.ships.filter((s) => s.side === 'A').map((s) => s.name)).toEqual(['CNS Resolute', 'CNS Harrier', 'CNS Kestrel', 'CNS Merlin']);
    expect(state.sides.map((s) => s.fleetId)).toEqual(['salvo-concord-task-group', 'salvo-vorr-raiders']);
  });

  test('an imported fleet is played as imported (turn/setup.ts reads custom)', () => {
    const a = must(metaverseFleets.import(metaverseFleets.empty(), JSON.stringify(PATROL))).fleet;
    const b = must(metaverseFleets.add(metaverseFleets.empty(), 'vorr')).fleet;
    const state = must(setup(a, b));
    expect(state.sides[0]?.fleetId).toBe('my-patrol');
    expect(state.ships.filter((s) => s.side === 'A').map((s) => s.name)).toEqual(['CNS Resolute', 'CNS Harrier', 'CNS Kestrel']);
    expect(state.squadrons.filter((s) => s.side === 'A').map((s) => s.name)).toEqual(['CNS Resolute', 'CNS Harrier', 'CNS Kestrel']);
    expect(state.commanders.filter((c) => c.side === 'A').map((c) => c.name)).toEqual(['Commodore Hale', 'Captain Osei']);
  });

  test('setup checks an imported fleet again: over the cap, or a record that cannot be read', () => {
    const over = setup({ custom: HEAVY }, { fleet: 'salvo-vorr-raiders' });
    // setupMatch then also finds side A empty (it skips a side whose fleet fails).
    expect(over.ok ? [] : over.error.map((e) => e.code)).toEqual(['ERR_POINTS', 'ERR_SIDE_EMPTY']);
    const unreadable = setup({ custom: { name: 'x' } as never }, { fleet: 'salvo-vorr-raiders' });
    expect(unreadable.ok ? [] : unreadable.error.map((e) => e.message).slice(0, 1)).toEqual(["Side A's imported fleet cannot be read; import it again with /fleet import."]);
    const none = setup({}, { fleet: 'salvo-vorr-raiders' });
    expect(none.ok ? [] : none.error.map((e) => e.message).slice(0, 1)).toEqual(['Side A needs a fleet: pick one with /fleet add.']);
  });
});
