import { describe, expect, test } from 'vitest';
import { sumModifiers } from '../../../../src/rules/voidstriker/sensors/modifier.ts';

describe('roll modifiers', () => {
  // Voidstriker §2.35: "all modifiers are cumulative".
  test('modifiers add up', () => {
    expect(sumModifiers([])).toBe(0);
    expect(
      sumModifiers([
        { source: 'range 20"', value: -5, rule: '§2.33' },
        { source: 'locked last turn', value: 3, rule: '§2.33' },
      ]),
    ).toBe(-2);
  });
});
