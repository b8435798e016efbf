import { describe, expect, test } from 'vitest';
import { PLOT_HELP, PLOT_HELP_VALID_EXAMPLES } from '../../../../src/rules/voidstriker/notation/help.ts';
import { parseRoundPlot } from '../../../../src/rules/voidstriker/notation/parse.ts';
import { CTX } from './fixtures.ts';

describe('the plot help text', () => {
  test('has 4–6 examples, each shown in the help', () => {
    expect(PLOT_HELP_VALID_EXAMPLES.length).toBeGreaterThanOrEqual(4);
    expect(PLOT_HELP_VALID_EXAMPLES.length).toBeLessThanOrEqual(6);
    for (const ex of PLOT_HELP_VALID_EXAMPLES) expect(PLOT_HELP).toContain(ex);
  });
  test('every valid example parses against the sample fleet', () => {
    for (const ex of PLOT_HELP_VALID_EXAMPLES) expect(parseRoundPlot(ex, CTX)).toMatchObject({ ok: true });
  });
  // Ruling D6: drives shut down means no thrust.
  test('the rejected example is rejected for the reason it gives', () => {
    const r = parseRoundPlot('Kestrel: thrust 3 · move drift · shutdown', CTX);
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual(['ERR_PLOT_SHUTDOWN_THRUST']);
    expect(PLOT_HELP).toContain('Kestrel: thrust 3 · move drift · shutdown');
  });
});
