// Stored Voidstriker states survive the release that moved the board to the scene's frame (issue 17 items 2 and 6;
// src/rules/voidstriker/upgrades.ts): the games saved in progress before it (tests/golden/fixtures/, version 1, the
// book's y north) upgrade, and each plays on through the rule system to exactly the end the game service recorded.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../src/rules/core/dice.ts';
import { versionOf } from '../../../src/rules/core/state-version.ts';
import { stepSeed } from '../../../src/game/dice-commitment.ts';
import { VOIDSTRIKER_STATE_VERSION, type VoidstrikerState } from '../../../src/rules/voidstriker/state.ts';
import { voidstriker } from '../../../src/rules/voidstriker/system.ts';
import { flipPlanePoints, VOIDSTRIKER_UPGRADES } from '../../../src/rules/voidstriker/upgrades.ts';
import { FIXTURES_DIR, RECORDED_DIR, readGz } from '../../golden/store.ts';
import { autopilotText } from './game/autopilot.ts';

interface Fixture {
  name: string;
  dice: { secret: string };
  /** Steps resolved when the state was saved. */
  resolved: number;
  state: Record<string, unknown>;
}

interface Recorded {
  steps: { key: string; events: unknown[] }[];
  final: Record<string, unknown>;
}

/** A stored state brought to this release's version, as the game service reads it. */
function upgrade(raw: Record<string, unknown>): Record<string, unknown> {
  let state = raw;
  for (let v = versionOf(state); v < VOIDSTRIKER_STATE_VERSION; v++) {
    const step = VOIDSTRIKER_UPGRADES.find((u) => u.from === v);
    if (!step) throw new Error(`no upgrade from version ${v}`);
    state = { ...step.up(state), schemaVersion: v + 1 };
  }
  return state;
}

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Plays on from a stored state as the game service would (game 1, each step's seq is the steps before it + 1). */
function playOn(fixture: Fixture, state: VoidstrikerState): { steps: { key: string; events: unknown[] }[]; final: VoidstrikerState } {
  const steps: { key: string; events: unknown[] }[] = [];
  for (let seq = fixture.resolved + 1; seq < 2000; seq++) {
    const step = voidstriker.step(state);
    if (!step) return { steps, final: state };
    const submissions = Object.fromEntries(
      step.owes.map((seat) => {
        const read = voidstriker.parse(state, seat, autopilotText(state, seat));
        if (!read.ok) throw new Error(read.error.map((e) => e.message).join(' | '));
        return [seat, json(read.value)];
      }),
    );
    const seed = stepSeed(fixture.dice.secret, 1, seq, step.key);
    const dice = seededDice(rngStateFromSeed(seed));
    const resolved = voidstriker.resolve(state, submissions, dice);
    steps.push({ key: step.key, events: json([...resolved.events, { type: 'dice', text: `Dice seed ${seed}`, data: { rolls: dice.rolls } }]) });
    state = json(resolved.state);
  }
  throw new Error(`${fixture.name}: the game did not end`);
}

const FIXTURES = readdirSync(FIXTURES_DIR).filter((f) => f.startsWith('voidstriker-'));

describe('version 1 → 2: points and vectors move to the scene frame (y = −book y)', () => {
  test('every point and vector is flipped, nothing else changes, and the flip undoes itself', () => {
    const v1 = {
      round: 3,
      playfield: { width: 72, height: 48 },
      ships: [{ id: 'a', heading: 80, position: { x: 27, y: 30 }, vectorCounter: { x: 24, y: 0 }, drift: { speed: 3, direction: { x: 0.6, y: -0.8 } } }],
      asteroids: [{ id: 'r', polygon: [{ x: 1, y: 2 }, { x: 3, y: 4 }, { x: 5, y: 6 }] }],
    };
    const v2 = upgrade(v1);
    expect(v2).toEqual({
      round: 3,
      playfield: { width: 72, height: 48 },
      ships: [{ id: 'a', heading: 80, position: { x: 27, y: -30 }, vectorCounter: { x: 24, y: 0 }, drift: { speed: 3, direction: { x: 0.6, y: 0.8 } } }],
      asteroids: [{ id: 'r', polygon: [{ x: 1, y: -2 }, { x: 3, y: -4 }, { x: 5, y: -6 }] }],
      schemaVersion: 2,
    });
    // 0 stays 0 (never −0), so an upgraded state compares and serialises like one played in the new frame.
    expect(Object.is((v2['ships'] as { vectorCounter: { y: number } }[])[0]?.vectorCounter.y, 0)).toBe(true);
    expect(flipPlanePoints(flipPlanePoints(v1))).toEqual(v1);
    // A version 2 state is left alone.
    expect(upgrade(v2)).toBe(v2);
  });

  const recorded = readGz<Recorded>(join(RECORDED_DIR, 'voidstriker-6.1.json.gz'));
  test.each(FIXTURES)('%s upgrades and plays on to the recorded end', (file) => {
    const fixture = readGz<Fixture>(join(FIXTURES_DIR, file));
    expect(versionOf(fixture.state)).toBe(1);
    const state = upgrade(fixture.state) as unknown as VoidstrikerState;
    expect(state.schemaVersion).toBe(VOIDSTRIKER_STATE_VERSION);
    const played = playOn(fixture, state);
    expect(played.steps.map((s) => s.key)).toEqual(recorded.steps.slice(fixture.resolved).map((s) => s.key));
    played.steps.forEach((s, i) => expect(s.events).toEqual(recorded.steps[fixture.resolved + i]?.events));
    expect(played.final).toEqual(upgrade(recorded.final));
    expect(played.final.stage).toBe('over');
  });
});
