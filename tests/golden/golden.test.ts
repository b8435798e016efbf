// Issue 17's proof that a restructuring changed nothing: every seeded whole game (tests/golden/games.ts) plays
// step for step to the event log and final state recorded before it (tests/golden/recorded/). A failure names the
// first step whose events differ.
import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { GOLDEN_GAMES } from './games.ts';
import { RECORDED_DIR, readGz } from './store.ts';

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
      expect(game.steps.at(-1)?.state).toEqual(recorded.final);
    }, 120_000);
  }
});
