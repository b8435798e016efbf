// Issue 17 item 6: games in progress saved before the restructuring (tests/golden/fixtures/) load through their
// system's readState, resolve their next step and play to the end, step for step as recorded
// (tests/golden/recorded/): the same keys, the same events, and the same final state as this release reads it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ruleSystem } from '../../src/game/rule-systems.ts';
import { readState } from '../../src/rules/core/state-version.ts';
import type { MetaverseState } from '../../src/rules/metaverse/state.ts';
import type { StarmadaState } from '../../src/rules/starmada/state.ts';
import { starmada } from '../../src/rules/starmada/system.ts';
import { autopilot } from '../rules/starmada/game/autopilot.ts';
import { composedNext, playComposed, playPure, type RecordedGame, type RecordedStep } from './games.ts';
import { resumeService } from './resume.ts';
import { FIXTURES_DIR, RECORDED_DIR, readGz } from './store.ts';

interface Fixture {
  name: string;
  system: RecordedGame['system'];
  dice: RecordedGame['dice'];
  /** Steps resolved before the save; the recorded steps from this index on are still to play. */
  resolved: number;
  after: string;
  state: unknown;
}

interface Recorded {
  steps: { key: string; events: unknown[] }[];
  final: unknown;
}

/** The rest of the game from a loaded state, played as its golden game played it. */
function playOn(fixture: Fixture, state: unknown): RecordedStep[] {
  if ('secret' in fixture.dice) return resumeService(fixture.name, fixture.system, fixture.dice.secret, state, fixture.resolved);
  if (fixture.system === 'starmada') return playPure(starmada, state as StarmadaState, fixture.dice.seed, autopilot);
  return playComposed(state as MetaverseState, fixture.dice.seed, composedNext(fixture.after));
}

const files = readdirSync(FIXTURES_DIR).filter((f) => f.endsWith('.json.gz'));

describe('games in progress saved before the restructuring play on to the recorded end', () => {
  test('there are fixtures of every system', () => {
    expect(new Set(files.map((f) => f.split('-')[0]))).toEqual(new Set(['starmada', 'voidstriker', 'metaverse']));
  });

  for (const file of files) {
    test(file, () => {
      const fixture = readGz<Fixture>(join(FIXTURES_DIR, file));
      const recorded = readGz<Recorded>(join(RECORDED_DIR, `${fixture.name}.json.gz`));
      const versioning = ruleSystem(fixture.system).state;
      const loaded = readState(fixture.state, versioning);
      if (!loaded.ok) throw new Error(`${file} does not load: ${loaded.error}`);
      expect(recorded.steps[fixture.resolved - 1]?.key).toBe(fixture.after);

      const played = playOn(fixture, loaded.value);
      const expected = recorded.steps.slice(fixture.resolved);
      expect(played.map((s) => s.key)).toEqual(expected.map((s) => s.key));
      const differs = played.findIndex((s, i) => JSON.stringify(s.events) !== JSON.stringify(expected[i]?.events));
      if (differs >= 0) expect({ step: played[differs]?.key, events: played[differs]?.events }).toEqual({ step: expected[differs]?.key, events: expected[differs]?.events });
      const final = readState(played.at(-1)?.state, versioning);
      expect(final.ok).toBe(true);
      expect(final).toEqual(readState(recorded.final, versioning));
    }, 120_000);
  }
});
