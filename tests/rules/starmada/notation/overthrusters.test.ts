import { describe, expect, it } from 'vitest';
import { makeOverthrust, parseOverthrustWay } from '../../../../src/rules/starmada/notation/overthrusters.ts';

describe('the overthruster clause (ruling 140)', () => {
  it.each([
    ['P', 'P'],
    ['starboard', 'S'],
    ['s', 'S'],
    ['Port', 'P'],
  ])('reads overthrust %s', (args, to) => {
    const r = parseOverthrustWay(args);
    expect(r.ok && r.value).toBe(to);
    if (r.ok) expect(makeOverthrust(r.value)).toBe(`overthrust ${to}`);
  });

  it('quotes what it cannot read', () => {
    const r = parseOverthrustWay('up');
    expect(!r.ok && r.error[0]?.message).toBe('"overthrust up" is not an overthruster turn; write overthrust P (port) or overthrust S (starboard).');
  });
});
