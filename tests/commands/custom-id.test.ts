// The one custom-id codec (issue 17 item 5): every id the bot writes reads back as what was written, fits Discord's
// 100 characters, and carries the prefix of the handler registered for it.
import { describe, expect, test } from 'vitest';
import { COMPONENTS } from '../../src/commands/index.ts';
import { CUSTOM_ID_MAX, decodeCustomId, encodeCustomId, fitsCustomId, prefixOf, type CustomId } from '../../src/commands/custom-id.ts';

/** One id of every kind, with the longest arguments the bot writes (step keys, unit ids, fingerprints, option ids). */
const EVERY_ID: readonly CustomId[] = [
  { kind: 'plot', gameId: 12, stepKey: 't3/orders', arg: 'B-sq-2' },
  { kind: 'plot', gameId: 999_999, stepKey: 't12/fighters/17', arg: 'sf-concord-lancer-strike-wing-2' },
  { kind: 'write', gameId: 12, stepKey: 'r4/fire-c' },
  { kind: 'choice', gameId: 12, stepKey: 't3/fire', arg: '4' },
  { kind: 'ready', gameId: 12, stepKey: 't3/control/5' },
  { kind: 'map', gameId: 12, stepKey: 'deployment' },
  // The fire panel's menus and buttons (src/game/fire-panel.ts): the longest carries ship, weapon and page.
  { kind: 'fire', gameId: 999_999, stepKey: 't12/fire-activation/17', arg: 'target:24:24:3' },
  { kind: 'fire', gameId: 12, stepKey: 'r4/fire-c', arg: 'open' },
  { kind: 'fire', gameId: 12, stepKey: 't3/fire', arg: 'all:0:0' },
  { kind: 'ready-confirm', gameId: 12, stepKey: 't3/missions/2', version: 41, fingerprint: 'a3f9c0d2e8b1f4a7' },
  { kind: 'join', gameId: 12, side: 'A' },
  ...(['settings', 'start', 'scenario', 'options', 'missed', 'time'] as const).map((what): CustomId => ({ kind: 'lobby', gameId: 12, what })),
  // The Settings panel's second menu of optional rules (issue 25).
  { kind: 'lobby', gameId: 12, what: 'options', seen: 'bPVtqM.3.YZ1q-M.T1P_oY.h', page: 1 },
  { kind: 'lobby-options', gameId: 12, how: 'on', optionIds: ['carriers'] },
  { kind: 'lobby-options', gameId: 12, how: 'fix', optionIds: ['carriers', 'alternateArcs', 'seekers', 'strictAlternation'] },
  { kind: 'gm-confirm', gameId: 12, version: 7, answer: 'end' },
  { kind: 'gm-confirm', gameId: 12, version: 7, answer: 'rollback', argument: 't3/fighters/2' },
  { kind: 'gm-confirm', gameId: 12, version: 7, answer: 'kick', argument: '123456789012345678' },
  { kind: 'gm-confirm', gameId: 12, version: 7, answer: 'cancel' },
];

describe('the custom-id codec', () => {
  test.each(EVERY_ID.map((id) => [encodeCustomId(id), id] as const))('%s reads back as written and fits', (text, id) => {
    expect(decodeCustomId(text)).toEqual(id);
    expect(text.length).toBeLessThanOrEqual(CUSTOM_ID_MAX);
    expect(fitsCustomId(id)).toBe(true);
  });

  test('every kind has a handler registered for its prefix', () => {
    const prefixes = new Set(COMPONENTS.map((c) => c.prefix));
    for (const id of EVERY_ID) expect(prefixes.has(prefixOf(encodeCustomId(id)))).toBe(true);
  });

  test('the ids the bot wrote before the codec read the same', () => {
    expect(decodeCustomId('join:3:B')).toEqual({ kind: 'join', gameId: 3, side: 'B' });
    expect(decodeCustomId('lobby:1:settings')).toEqual({ kind: 'lobby', gameId: 1, what: 'settings' });
    expect(decodeCustomId('lobby:1:on:carriers')).toEqual({ kind: 'lobby-options', gameId: 1, how: 'on', optionIds: ['carriers'] });
    expect(decodeCustomId('ready-confirm:2:t1/orders:5:abc')).toEqual({ kind: 'ready-confirm', gameId: 2, stepKey: 't1/orders', version: 5, fingerprint: 'abc' });
    expect(decodeCustomId('gm-confirm:2:5:rollback:t1/orders')).toEqual({ kind: 'gm-confirm', gameId: 2, version: 5, answer: 'rollback', argument: 't1/orders' });
  });

  test("a Settings panel's controls carry the settings it showed, and read back with them", () => {
    const id = { kind: 'lobby', gameId: 4, what: 'options', seen: 'bPVtqM.3.YZ1q-M.T1P_oY.h' } as const;
    const written = encodeCustomId(id);
    expect(written).toBe('lobby:4:options:bPVtqM.3.YZ1q-M.T1P_oY.h');
    expect(decodeCustomId(written)).toEqual(id);
    // A panel drawn before they carried it reads without: its handler refuses it as out of date.
    expect(decodeCustomId('lobby:4:options')).toEqual({ kind: 'lobby', gameId: 4, what: 'options' });
  });

  test('ids no handler takes read as null', () => {
    for (const text of ['', 'nope:1:2', 'join:0:A', 'join:x:A', 'join:1', 'plot:1', 'plot:-1:t1/orders', 'lobby:1:bogus', 'ready-confirm:1:t1/orders', 'ready-confirm:1:t1/orders:x:fp', 'gm-confirm:1:x:end']) {
      expect(decodeCustomId(text)).toBeNull();
    }
  });

  test('an id longer than Discord allows is cut to fit, and says it does not fit', () => {
    const long: CustomId = { kind: 'lobby-options', gameId: 1, how: 'fix', optionIds: Array.from({ length: 20 }, (_, i) => `option-${i}`) };
    expect(fitsCustomId(long)).toBe(false);
    expect(encodeCustomId(long)).toHaveLength(CUSTOM_ID_MAX);
  });
});
