// A Match Play game between the two Salvo fleets, for the game-composition tests.
import { setupMatch } from '../../../../src/rules/metaverse/setup/setup.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';

/** The composition tests place ships by hand on an empty table; terrain-*.test.ts and the service game use terrain. */
export const VOID_TABLE = { game: { terrain: 'none' } } as const;

export function match(seed = 'mv', config: unknown = VOID_TABLE): MetaverseState {
  const r = setupMatch({
    config,
    fleets: {
      ana: { side: 'A', player: 'Ana', fleet: 'salvo-concord-task-group' },
      ben: { side: 'B', player: 'Ben', fleet: 'salvo-vorr-raiders' },
    },
    seed,
  });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join(' | '));
  return r.value;
}
