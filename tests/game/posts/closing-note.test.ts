// How a step closed, at the top of its resolution post: why (the GM, or the deadline), whose orders were not in and
// what the rules decided for them (once), and whose unready draft stood.
import { describe, expect, test } from 'vitest';
import { closingLines } from '../../../src/game/posts/closing-note.ts';

const benMissing = { player: 'Ben', seatKey: 'B1', kind: 'missing', decided: 'Tempest: no order, straight ahead at speed 4' } as const;

describe('closingLines', () => {
  test('every seat ready: nothing to say', () => {
    expect(closingLines('everyone ready', false, [])).toEqual([]);
  });

  test('forced before the deadline: the GM resolved it early, and whose orders were not in, by name', () => {
    expect(closingLines('forced by the GM', false, [benMissing, { player: 'Ana', seatKey: 'A1', kind: 'unready' }])).toEqual([
      'The GM resolved this step before its deadline.',
      "Ben's orders were not in, so the rules decide: Tempest: no order, straight ahead at speed 4.",
      "Ana's last draft stands as sent (it was not marked ready).",
    ]);
  });

  test('forced after the deadline (the hold policy) does not say early; a deadline says the deadline passed', () => {
    expect(closingLines('forced by the GM', true, [])).toEqual(['The deadline had passed; the GM resolved the step.']);
    expect(closingLines('deadline', true, [benMissing])).toEqual(['The deadline passed.', "Ben's orders were not in, so the rules decide: Tempest: no order, straight ahead at speed 4."]);
  });

  test('a default that ends its own sentence gets one full stop', () => {
    expect(closingLines('deadline', true, [{ ...benMissing, decided: 'No fire declared: your ships hold their fire.' }])[1]).toBe(
      "Ben's orders were not in, so the rules decide: No fire declared: your ships hold their fire.",
    );
  });

  test('a seat nobody holds is named by its seat; a name ending in s takes a bare apostrophe; an empty default says no more', () => {
    expect(closingLines('deadline', true, [{ player: null, seatKey: 'B1', kind: 'missing', decided: 'Tempest: hold fire' }, { player: 'Jess', seatKey: 'A1', kind: 'missing', decided: '' }])).toEqual([
      'The deadline passed.',
      'Seat B1 has no player, so the rules decide: Tempest: hold fire.',
      "Jess' orders were not in, so the rules decide.",
    ]);
  });
});
