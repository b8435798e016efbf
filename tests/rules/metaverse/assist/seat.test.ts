// Shared pieces of the Metaverse assist (src/rules/metaverse/assist/seat.ts). Metaverse p.3: command points.
import { describe, expect, test } from 'vitest';
import { sideOfSeat } from '../../../../src/rules/metaverse/sequence/orders.ts';
import { cm, cpLine, declarationsOf, targetOptions } from '../../../../src/rules/metaverse/assist/seat.ts';
import { clip } from '../../../../src/rules/core/cut-text.ts';
import { fireState, startState } from './fixtures.ts';

describe('seat helpers', () => {
  test('clip keeps short text and cuts long text to the limit with an ellipsis', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('x'.repeat(120), 100)).toHaveLength(100);
    expect(clip('x'.repeat(120), 100).endsWith('…')).toBe(true);
  });

  test('cm rounds to a tenth of a centimetre', () => {
    expect(cm(112.29289)).toBe('112.3');
    expect(cm(90.00001)).toBe('90');
  });

  test('the seat’s side and its commanders’ CP (p.3: rolled in the Command Step at setup)', () => {
    const s = startState();
    expect(sideOfSeat(s, 'A1')).toBe('A');
    expect(sideOfSeat(s, 'nobody')).toBeUndefined();
    // setupLog: Hale 2d6 [3, 2] = 5, Osei 1d4 [4] = 4; Skarr 2d4 [2, 1] = 3, Vek 1d8 [8] = 8.
    expect(cpLine(s, 'A')).toBe('Commodore Hale 5 · Captain Osei 4');
    expect(cpLine(s, 'B')).toBe('Warlord Skarr 3 · Raidmaster Vek 8');
  });

  test('declarations are empty before the Control Step and hold its designations after it', () => {
    expect(declarationsOf(startState())).toEqual({});
    expect(targetOptions(startState())).toEqual({});
    const f = fireState();
    expect(declarationsOf(f).A?.designatedTargets).toEqual({ 'A-sq-1': ['B-dominator'] });
    expect(targetOptions(f)).toEqual({ cloaked: [] });
  });
});
