// readState (src/rules/core/state-version.ts): a stored state is upgraded in order from its version, stamped and
// checked; a state from a newer release, a missing upgrade or a bad shape is refused with a message a person reads.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { readState, stateVersioning, type StateUpgrade } from '../../../src/rules/core/state-version.ts';
import { metaverse } from '../../../src/rules/metaverse/system.ts';
import { starmada } from '../../../src/rules/starmada/system.ts';
import { voidstriker } from '../../../src/rules/voidstriker/system.ts';
import { FIXTURES_DIR, readGz } from '../../golden/store.ts';
import { join } from 'node:path';

// A toy state at version 3: version 1 had `hp`, version 2 renamed it `hull`, version 3 added `log`.
const schema = z.strictObject({ schemaVersion: z.number(), hull: z.number().int().min(0), log: z.array(z.string()) });
const calls: string[] = [];
const upgrades: StateUpgrade[] = [
  {
    from: 1,
    why: 'hp is called hull',
    up: ({ hp, ...rest }) => {
      calls.push('1→2');
      return { ...rest, hull: hp };
    },
  },
  {
    from: 2,
    why: 'a log of what happened',
    up: (state) => {
      calls.push(`2→3 (schemaVersion ${String(state['schemaVersion'])})`);
      return { ...state, log: [] };
    },
  },
];
const toy = stateVersioning(schema, upgrades);

describe('readState', () => {
  test('the version is the one after the last upgrade', () => {
    expect(toy.version).toBe(3);
  });

  test('a state without a version is version 1: every upgrade runs, in order, and the result is stamped', () => {
    calls.length = 0;
    expect(readState({ hp: 7 }, toy)).toEqual({ ok: true, value: { hull: 7, log: [], schemaVersion: 3 } });
    expect(calls).toEqual(['1→2', '2→3 (schemaVersion 2)']);
  });

  test('a state at version 2 runs only the upgrades after it; a current one none', () => {
    calls.length = 0;
    expect(readState({ schemaVersion: 2, hull: 4 }, toy)).toEqual({ ok: true, value: { schemaVersion: 3, hull: 4, log: [] } });
    expect(readState({ schemaVersion: 3, hull: 4, log: ['x'] }, toy)).toEqual({ ok: true, value: { schemaVersion: 3, hull: 4, log: ['x'] } });
    expect(calls).toEqual(['2→3 (schemaVersion 2)']);
  });

  test('the state handed on is the stored one, not a copy reshaped by the check', () => {
    const stored = { schemaVersion: 3, hull: 4, log: ['x'] };
    const read = readState(stored, toy);
    expect(read.ok && read.value.log).toBe(stored.log);
  });

  test('a state from a newer release is refused', () => {
    expect(readState({ schemaVersion: 4, hull: 1, log: [] }, toy)).toEqual({ ok: false, error: 'the stored state is version 4, newer than this release\'s 3' });
  });

  test('a version with no upgrade from it is refused', () => {
    expect(readState({ hp: 1 }, stateVersioning(schema, [upgrades[1] as StateUpgrade, upgrades[1] as StateUpgrade]))).toEqual({ ok: false, error: 'no upgrade from state version 1' });
  });

  test('a bad shape is refused with the path and what is wrong', () => {
    const read = readState({ schemaVersion: 3, hull: -2, log: 'none', extra: true }, toy);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error).toContain('hull: ');
    expect(read.error).toContain('log: ');
    expect(read.error).toContain('extra');
    expect(read.error).not.toContain('[object');
  });

  test('what is not an object is refused', () => {
    for (const raw of [null, 3, 'state', [1, 2]]) expect(readState(raw, toy)).toEqual({ ok: false, error: 'the stored state is not an object' });
  });
});

describe('each system states its versioning', () => {
  for (const system of [starmada, voidstriker, metaverse]) {
    test(`${system.id}: upgrades run in order from version 1 up to the current version`, () => {
      expect(system.state.upgrades.map((u) => u.from)).toEqual(Array.from({ length: system.state.version - 1 }, (_, i) => i + 1));
      for (const u of system.state.upgrades) expect(u.why.length).toBeGreaterThan(0);
    });
  }

  test('a stored game with a field the schema does not know, or a field of the wrong type, is refused, not reshaped', () => {
    const saved = readGz<{ state: Record<string, unknown> }>(join(FIXTURES_DIR, 'starmada-core-002.json.gz')).state;
    expect(readState(saved, starmada.state).ok).toBe(true);
    expect(readState({ ...saved, surprise: true }, starmada.state)).toEqual({ ok: false, error: '(state): Unrecognized key: "surprise"' });
    const ships = saved['ships'] as Record<string, unknown>[];
    const broken = { ...saved, ships: [{ ...ships[0], heading: 7 }, ...ships.slice(1)] };
    expect(readState(broken, starmada.state)).toMatchObject({ ok: false, error: expect.stringMatching(/^ships\.0\.heading: /) });
  });
});
