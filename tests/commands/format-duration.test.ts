import { describe, expect, test } from 'vitest';
import { formatDuration } from '../../src/commands/format-duration.ts';

describe('formatDuration', () => {
  test.each([
    [0, '0 s'],
    [999, '0 s'],
    [40_000, '40 s'],
    [60_000, '1 min 0 s'],
    [5 * 3_600_000 + 12 * 60_000 + 7_000, '5 h 12 min'],
    [2 * 86_400_000 + 3 * 3_600_000, '2 d 3 h'],
    [86_400_000 + 59_000, '1 d 0 h'],
    [-5, '0 s'],
  ])('%i ms reads as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
