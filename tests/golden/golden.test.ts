// Issue 17's proof that a restructuring changed nothing: every seeded whole game (tests/golden/games.ts) plays
// step for step to the event log and final state recorded before it (tests/golden/recorded/). A failure names the
// first step whose events differ.
import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { GOLDEN_GAMES, type RecordedGame } from './games.ts';
import { RECORDED_DIR, readGz } from './store.ts';
import { versionOf, type StateUpgrade } from '../../src/rules/core/state-version.ts';
import { VOIDSTRIKER_STATE_VERSION } from '../../src/rules/voidstriker/state.ts';
import { VOIDSTRIKER_UPGRADES } from '../../src/rules/voidstriker/upgrades.ts';

interface Recorded {
  steps: { key: string; events: unknown[] }[];
  final: unknown;
}

// A recorded final state was stored before its system's state had a version: it is compared after the system's
// upgrades, as a stored game would be read.
const VERSIONING: Partial<Record<RecordedGame['system'], { version: number; upgrades: readonly StateUpgrade[] }>> = {
  voidstriker: { version: VOIDSTRIKER_STATE_VERSION, upgrades: VOIDSTRIKER_UPGRADES },
};

function upgraded(system: RecordedGame['system'], final: unknown): unknown {
  const versioning = VERSIONING[system];
  if (!versioning) return final;
  let state = final as Record<string, unknown>;
  for (let v = versionOf(state); v < versioning.version; v++) state = { ...(versioning.upgrades.find((u) => u.from === v)?.up(state) ?? state), schemaVersion: v + 1 };
  return state;
}

describe('the seeded whole games play exactly as recorded', () => {
  for (const [name, play] of Object.entries(GOLDEN_GAMES)) {
    test(name, () => {
      const recorded = readGz<Recorded>(join(RECORDED_DIR, `${name}.json.gz`));
      const game = play();
      const keys = game.steps.map((s) => s.key);
      expect(keys).toEqual(recorded.steps.map((s) => s.key));
      const differs = game.steps.findIndex((s, i) => JSON.stringify(s.events) !== JSON.stringify(recorded.steps[i]?.events));
      if (differs >= 0) expect({ step: keys[differs], events: game.steps[differs]?.events }).toEqual({ step: keys[differs], events: recorded.steps[differs]?.events });
      expect(game.steps.at(-1)?.state).toEqual(upgraded(game.system, recorded.final));
    }, 120_000);
  }
});
