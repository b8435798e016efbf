// The assembled assist (src/rules/metaverse/assist/index.ts) is what the Metaverse rule system offers.
import { describe, expect, test } from 'vitest';
import { metaverseAssist } from '../../../../src/rules/metaverse/assist/index.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import { startState } from './fixtures.ts';

describe('metaverseAssist', () => {
  test('is the rule system’s assist, with every function of the contract', () => {
    expect(metaverse.assist).toBe(metaverseAssist);
    const s = startState();
    expect(metaverseAssist.guide(s, 'A1', null).mode).toBe('units');
    expect(metaverseAssist.statusLines(s)[0]).toBe('Turn 1 · plot');
  });
});
