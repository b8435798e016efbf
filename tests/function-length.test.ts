// Issue 17: short functions. bench/longest-functions.ts measures every function in src/ (a function that only
// returns a data literal is a table, not code); every one is under 80 lines.
import { describe, expect, test } from 'vitest';
import { functionLengths } from '../bench/longest-functions.ts';

describe('functions stay short', () => {
  test('every function in src/ is under 80 lines', () => {
    const long = functionLengths('src')
      .filter((f) => f.lines >= 80)
      .map((f) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`);
    expect(long).toEqual([]);
  });
});
