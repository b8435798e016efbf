// One ship's line in the DM prompt (src/rules/starmada/assist/ship-brief.ts).
import { describe, expect, test } from 'vitest';
import { engineRatings, shipBriefLine } from '../../../../src/rules/starmada/assist/ship-brief.ts';
import { deploy, newGame, shipOf, withShip } from '../integration/fixtures.ts';

describe('shipBriefLine', () => {
  test('the Majestic on turn 1: previous speed = engine rating 4 (2.3 p.12), engines 4 of 4 (p.29)', () => {
    const state = deploy(newGame({ b: [{ class: 'Majestic', name: 'Dauntless' }] }));
    expect(shipBriefLine(state, shipOf(state, 'dauntless'))).toBe('hex 2909 · heading SW · speed 4 · engines 4 of 4');
  });

  test('damaged engines: the first unchecked box (p.10) against the undamaged rating; a pivot shows the facing', () => {
    const state = withShip(deploy(newGame({ b: [{ class: 'Majestic', name: 'Dauntless' }] })), 'dauntless', (s) => ({ ...s, engines: { checked: 2, pending: 0 }, facing: 0 }));
    const ship = shipOf(state, 'dauntless');
    // Engines 4-3-2-1 with two boxes checked: rating 2.
    expect(engineRatings(state, ship)).toEqual({ now: 2, full: 4 });
    expect(shipBriefLine(state, ship)).toBe('hex 2909 · heading SW · facing N · speed 4 · engines 2 of 4');
  });
});
