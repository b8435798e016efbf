import { describe, expect, test } from 'vitest';
import { MOVEMENT_STEP_ORDER } from '../../../../src/rules/metaverse/movement/sequence.ts';

describe('order of the Starship Movement Step (Metaverse p.7, p.13, p.18)', () => {
  test('FTL first, then RAM authorisation, STL movement, terrain, Emergency Power', () => {
    expect(MOVEMENT_STEP_ORDER.slice(0, 5)).toEqual(['ftl', 'ram-authorisation', 'stl-movement', 'terrain', 'emergency-power']);
    expect(MOVEMENT_STEP_ORDER[MOVEMENT_STEP_ORDER.length - 1]).toBe('publish');
  });
});
