// The standing orders the prompts suggest (assist/standing-suggestion.ts), used by both sides with their plots, end
// the Control Step without asking anyone (p.21: two passes in a row end the step): the turn is the plot and the fire
// orders, two exchanges. The suggestion waits only for what can be answered in the step, the enemy's EW (p.21
// "Electronic Warfare"), and says so in the seat's own names.
import { describe, expect, test } from 'vitest';
import { suggestedEnding, suggestedStanding } from '../../../../src/rules/metaverse/assist/standing-suggestion.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';
import { alternation, game, play } from '../sequence/standing/fixtures.ts';

const plotWith = (state: MetaverseState, side: 'A' | 'B', plot: string): string => [plot, suggestedStanding(state, side)].join('\n');

describe('the standing orders the prompts suggest', () => {
  test('both sides designate with them: nobody is asked, the fire orders come next (p.21)', () => {
    const s = game({ noStarfighters: true });
    const moved = play(s, { A1: plotWith(s, 'A', 'CNS Resolute: drift'), B1: plotWith(s, 'B', 'VHS Dominator: drift') });
    expect(alternation(moved.events)).toEqual([
      expect.stringMatching(/^Turn 1: Control Step/),
      expect.stringMatching(/^Side A: CNS Resolute is designated VHS /),
      expect.stringMatching(/^Side B: VHS Dominator is designated CNS /),
      'Side A passes.',
      'Side B passes.',
      'Two passes in a row: the Control Step is over.',
    ]);
    expect(metaverse.step(moved.state)?.key).toBe('t1/fire');
  });

  test('wait for the enemy EW when the enemy has EW systems, in the seat’s own names', () => {
    const s = game({ noStarfighters: true });
    // The Concord ships carry ECM (p.55): the Vorr wait for it; the example names the Vorr's own squadron and target.
    expect(suggestedEnding(s, 'B')).toBe('pass unless enemy uses EW');
    expect(suggestedStanding(s, 'B')).toMatch(/^control: designate CNS \S+ for VHS \S+; pass unless enemy uses EW$/);
  });

  test('against a fleet with no EW there is nothing to wait for: pass', () => {
    // The Vorr carry no EW system (p.53–57): the Concord just pass once their designations are made.
    expect(suggestedEnding(game(), 'A')).toBe('pass');
    expect(suggestedStanding(game(), 'A')).toMatch(/^control: designate VHS \S+ for CNS \S+; pass$/);
  });
});
