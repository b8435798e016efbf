// Issue 17's proof that a restructuring changed nothing: every seeded whole game (tests/golden/games.ts) plays
// step for step to the event log and final state recorded before it (tests/golden/recorded/). A failure names the
// first step whose events differ. Final states are compared as this release reads them (readState: upgraded and
// checked), so a deliberate change of the state's shape that comes with its upgrade still passes.
import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { GOLDEN_GAMES } from './games.ts';
import { RECORDED_DIR, readGz } from './store.ts';
import { ruleSystem } from '../../src/game/rule-systems.ts';
import { readState } from '../../src/rules/core/state-version.ts';

interface Recorded {
  steps: { key: string; events: unknown[] }[];
  final: unknown;
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
      const versioning = ruleSystem(game.system).state;
      const final = readState(game.steps.at(-1)?.state, versioning);
      expect(final.ok).toBe(true);
      expect(final).toEqual(readState(recorded.final, versioning));
    }, 120_000);
  }
});
