import { describe, expect, test } from 'vitest';
import { FIRE_HELP, FIRE_HELP_EXAMPLES, PLOT_HELP, PLOT_HELP_EXAMPLES } from '../../../../src/rules/metaverse/notation/help.ts';
import { parseTurnPlot } from '../../../../src/rules/metaverse/notation/parse.ts';
import { parseFireOrders } from '../../../../src/rules/metaverse/notation/parse-fire.ts';
import { EFN, EFN_FIRE, LOKARAN, LOKARAN_FIRE } from './fixtures.ts';

// help.ts, ships/samples.ts: every example of the help parses against the sample seats (Thunderchild, Avenger Group vs
// Vengeance, Chimera).
describe('help text', () => {
  test('every plot example is shown and parses for one of the sample seats', () => {
    for (const ex of PLOT_HELP_EXAMPLES) {
      expect(PLOT_HELP).toContain(ex);
      const results = [parseTurnPlot(ex, EFN), parseTurnPlot(ex, LOKARAN)];
      expect(results.some((r) => r.ok), ex).toBe(true);
    }
  });
  test('every fire example is shown and parses for one of the sample seats', () => {
    for (const ex of FIRE_HELP_EXAMPLES) {
      expect(FIRE_HELP).toContain(ex);
      const results = [parseFireOrders(ex, EFN_FIRE), parseFireOrders(ex, LOKARAN_FIRE)];
      expect(results.some((r) => r.ok), ex).toBe(true);
    }
  });
  test('every example in backticks on an "Examples:" line list is covered', () => {
    const shown = (help: string): string[] => (help.split('Examples:')[1] ?? '').split('\n').filter((l) => l.startsWith('`')).map((l) => l.slice(1, -1));
    expect(shown(PLOT_HELP).filter((l) => !PLOT_HELP_EXAMPLES.includes(l))).toEqual([]);
    expect(shown(FIRE_HELP)).toEqual([...FIRE_HELP_EXAMPLES]);
  });
});
