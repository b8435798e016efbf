import { describe, expect, it } from 'vitest';
import { makeOverthrust, parseOverthrust } from '../../../../src/rules/starmada/notation/overthrusters.ts';

describe('the overthruster clause (ruling 140)', () => {
  it.each([
    ['overthrust P', 'P'],
    ['Overthrust starboard', 'S'],
    ['OT s', 'S'],
    ['overthrusters port', 'P'],
  ])('reads %s', (text, to) => {
    const r = parseOverthrust(text);
    expect(r.ok && r.value).toBe(to);
    if (r.ok) expect(parseOverthrust(makeOverthrust(r.value))).toEqual(r);
  });

  it('quotes what it cannot read', () => {
    const r = parseOverthrust('overthrust up');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]?.message).toBe('"overthrust up" is not an overthruster turn; write overthrust P (port) or overthrust S (starboard).');
  });
});
