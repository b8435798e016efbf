// How refusals read (docs/playing.md §2): every problem once, all at once, with the rules' suggestion.
import { describe, expect, test } from 'vitest';
import { refusalText } from '../../src/commands/draft-reply.ts';
import { ruleError } from '../../src/rules/core/result.ts';

describe('refusalText', () => {
  test('a bare suggestion is offered as "Did you mean …?"; a sentence is shown as it is', () => {
    expect(refusalText([ruleError('ERR_X', 'Majestic has no order 2Q.', { suggestion: '2P2' })])).toBe('That was not accepted. Majestic has no order 2Q. Did you mean 2P2?');
    expect(refusalText([ruleError('ERR_Y', 'No ship is called "Hod".', { suggestion: 'Known: Hood, Ajax.' })])).toBe('That was not accepted. No ship is called "Hod". Known: Hood, Ajax.');
  });

  test('the same problem reported for several places is one line', () => {
    const twice = [ruleError('ERR_A', 'Moving 4/4" needs 4 acceleration points.', { at: 'phase 1' }), ruleError('ERR_A', 'Moving 4/4" needs 4 acceleration points.', { at: 'phase 2' })];
    expect(refusalText(twice)).toBe('That was not accepted. Moving 4/4" needs 4 acceleration points.');
    expect(refusalText([...twice, ruleError('ERR_B', 'Thrust 9 is over the Thrust Factor 3.')]).split('\n')).toEqual([
      'That was not accepted:',
      '• Moving 4/4" needs 4 acceleration points.',
      '• Thrust 9 is over the Thrust Factor 3.',
    ]);
  });
});
