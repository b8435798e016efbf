// How a problem reads (issue 16 item 3): the line, the unit and the player's quoted words lead, once each, then the
// rules' message and suggestion.
import { describe, expect, test } from 'vitest';
import { about, problemText, quoted, twiceError, TWICE } from '../../../src/rules/core/problem.ts';
import { ruleError } from '../../../src/rules/core/result.ts';

describe('problemText', () => {
  test('line, unit and words lead the message', () => {
    expect(problemText(ruleError('ERR_X', 'The split uses 4 thrust points; Warhawk has 3.', { unit: 'Warhawk', quote: 'thrust 4/0/0', line: 2 }))).toBe(
      'Line 2 · Warhawk “thrust 4/0/0”: The split uses 4 thrust points; Warhawk has 3.',
    );
  });

  test('a unit the message starts with, or words it already quotes, are not said twice', () => {
    expect(problemText(ruleError('ERR_X', 'Kestrel has no battery “Torpedo”.', { unit: 'Kestrel', quote: 'Torpedo' }))).toBe('Kestrel has no battery “Torpedo”.');
    expect(problemText(ruleError('ERR_X', 'No ship is called "Hawk".', { quote: 'Hawk', line: 1 }))).toBe('Line 1: No ship is called "Hawk".');
  });

  test('short words are still quoted though a message happens to hold them', () => {
    expect(problemText(ruleError('ERR_X', 'The engine requirement 4 exceeds the rating of 2.', { unit: 'Vigil', quote: '4' }))).toBe('Vigil “4”: The engine requirement 4 exceeds the rating of 2.');
  });

  test('a bare suggestion is offered as "Did you mean …?"; a sentence as it is', () => {
    expect(problemText(ruleError('ERR_X', 'Too many turns.', { suggestion: 'PPP4' }))).toBe('Too many turns. Did you mean PPP4?');
    expect(problemText(ruleError('ERR_X', 'Too many turns.', { suggestion: 'Turn less.' }))).toBe('Too many turns. Turn less.');
  });
});

describe('placing and quoting', () => {
  test('about keeps what the error already says', () => {
    const e = ruleError('ERR_X', 'Bad.', { unit: 'Kestrel' });
    expect(about({ unit: 'Vigil', quote: 'x', line: 3 }, e)).toEqual({ ...e, quote: 'x', line: 3 });
  });

  test('quotes are one line of at most 60 characters', () => {
    expect(quoted('a\n  b')).toBe('“a b”');
    expect(Array.from(quoted('x'.repeat(100)))).toHaveLength(62);
  });

  test('two orders for one unit quote both and carry the shared code', () => {
    const e = twiceError('Lancer', 'Lancer 2', 'Lancer 3');
    expect(e.code).toBe(TWICE);
    expect(problemText(e)).toBe('Lancer has two orders in this message, “Lancer 2” and “Lancer 3”; keep one.');
  });
});
