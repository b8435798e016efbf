// E.7 Target Acquisition (Starmada p.50): TAGs by hull size, the tagging roll, markers turning face up, doubling.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { effectiveRange } from '../../../../src/rules/starmada/combat/range-band.ts';
import {
  flipTagMarkers,
  isTagged,
  resolveTagAttempts,
  tagsCarried,
  taggingRule,
  untaggedTarget,
  validateTagAttempts,
} from '../../../../src/rules/starmada/combat/target-acquisition.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { at, deploy, newGame, placed } from '../integration/fixtures.ts';

/** Kestrel (A, hull 3: one TAG) at 1010, Vigil (B) at 1005: 5 hexes. */
const game = (options: Partial<typeof CORE_RULES> = { targetAcquisition: true }): StarmadaState =>
  placed(deploy(newGame({ options })), { kestrel: [10, 10, 0], vigil: [10, 5, 3] });

describe('target acquisition (E.7 p.50)', () => {
  // E.7 p.50 table: "Hull Size 1-3 4-8 9-15 16-24 25-35 / Number of TAGs One Two Three Four Five".
  test('TAGs by hull size', () => {
    expect([1, 3, 4, 8, 9, 15, 16, 24, 25, 35].map(tagsCarried)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  test('the option, and its automatic variant, which turns it on', () => {
    expect(taggingRule(CORE_RULES)).toBe('off');
    expect(taggingRule({ ...CORE_RULES, targetAcquisition: true })).toBe('rolled');
    expect(taggingRule({ ...CORE_RULES, automaticTagging: true })).toBe('automatic');
  });

  // E.7 p.50: "Roll three dice for each TAG and add the results together; if the total is equal to or greater than
  // the distance to the target (in hexes), the target has been tagged. Place a TAG marker face down".
  test('three dice per TAG against the distance; a success is a face-down marker', () => {
    const state = game();
    const missed = resolveTagAttempts(state, [{ shipId: 'kestrel', targetId: 'vigil', tags: 1 }], scriptedDice([1, 1, 2]));
    expect(missed.events.map((e) => e.text)).toEqual(['Kestrel tags Vigil · 1 TAG, 3 dice each: 4 against 5 hexes · no tag']);
    const hit = resolveTagAttempts(state, [{ shipId: 'kestrel', targetId: 'vigil', tags: 1 }], scriptedDice([1, 2, 2]));
    expect(hit.events.map((e) => e.text)).toEqual(['Kestrel tags Vigil · 1 TAG, 3 dice each: 5 against 5 hexes · tagged from the End Phase on']);
    const vigil = hit.state.ships.find((s) => s.id === 'vigil');
    expect(vigil?.tag).toEqual({ faceUp: false, faceDown: true });
    // "A face-down ... marker has no effect" until the End Phase.
    expect(untaggedTarget(hit.state, 'vigil')).toBe(true);
    // "During the End Phase, remove all face-up TAG markers and flip all face-down markers to face up."
    const flipped = flipTagMarkers(hit.state);
    expect(isTagged(flipped.ships.find((s) => s.id === 'vigil') ?? {})).toBe(true);
    expect(untaggedTarget(flipped, 'vigil')).toBe(false);
    expect(flipTagMarkers(flipped).ships.find((s) => s.id === 'vigil')?.tag).toBeUndefined();
  });

  // E.7 p.50: "players may simply allow each starship to place a TAG marker ... without the need to roll for
  // success. A ship may only automatically tag targets within 10 hexes."
  test('automatic tagging: no dice, within 10 hexes only', () => {
    const state = game({ automaticTagging: true });
    const done = resolveTagAttempts(state, [{ shipId: 'kestrel', targetId: 'vigil', tags: 1 }], scriptedDice([]));
    expect(done.events.map((e) => e.text)).toEqual(['Kestrel tags Vigil · automatic · tagged from the End Phase on']);
    const far = { ...state, ships: state.ships.map((s) => (s.id === 'vigil' ? { ...s, at: at(10, 21) } : s)) };
    const refused = validateTagAttempts(far, 'ana', [{ shipId: 'kestrel', targetId: 'vigil', tags: 1 }]);
    expect(refused.ok ? [] : refused.error.map((e) => e.message)).toEqual(['Vigil is 11 hexes from Kestrel; "A ship may only automatically tag targets within 10 hexes" (E.7).']);
  });

  test('no more TAGs than the hull carries; only with the option', () => {
    const over = validateTagAttempts(game(), 'ana', [{ shipId: 'kestrel', targetId: 'vigil', tags: 2 }]);
    expect(over.ok ? [] : over.error.map((e) => e.message)).toEqual(['Kestrel carries 1 TAG (E.7, by hull size); you aimed 2.']);
    const off = validateTagAttempts(game(CORE_RULES), 'ana', [{ shipId: 'kestrel', targetId: 'vigil', tags: 1 }]);
    expect(off.ok ? [] : off.error.map((e) => e.message)).toEqual(['Target acquisition (E.7) is not in use in this game; leave out "tag".']);
  });

  // E.7 p.50: "the distance to the target is doubled; e.g. a target four hexes away would be treated as eight".
  test('untagged targets count double, the core game never', () => {
    expect(effectiveRange(4, { untagged: true })).toBe(8);
    expect(untaggedTarget(game(CORE_RULES), 'vigil')).toBe(false);
    expect(untaggedTarget(game(), 'vigil')).toBe(true);
  });
});
