import { describe, expect, test } from 'vitest';
import { FREE_INITIAL_EW, TARGETED_EW } from '../../../../src/rules/metaverse/control/types.ts';

describe('control types', () => {
  // Metaverse p.21 "Electronic Warfare": ECM, EJ, cloak and stealth (*) may begin the game in either state for free.
  test('free initial systems', () => {
    expect([...FREE_INITIAL_EW].sort()).toEqual(['cloak', 'ecm', 'ej', 'stealth']);
  });

  // Metaverse p.54–56: ELINT and targeting arrays target an enemy; ansibles target friendly ships.
  test('targeted systems', () => {
    expect([...TARGETED_EW].sort()).toEqual(['ansible', 'elint', 'targeting']);
  });
});
