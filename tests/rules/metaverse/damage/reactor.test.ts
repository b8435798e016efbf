import { describe, expect, test } from 'vitest';
import { blastStrengthAt, detonateReactor } from '../../../../src/rules/metaverse/damage/reactor.ts';
import { CHIMERA, fresh, remaining } from './fixtures.ts';

describe('reactor detonation', () => {
  // Metaverse "Primary Systems" > "Reactor" (p.43–51): damage = rating to its section; remaining damage to adjacent sections; out through an open arc, −5 per cm.
  test('overflow to adjacent sections and out of the ship', () => {
    const r = detonateReactor(fresh(CHIMERA), 'port-outer', 40);
    expect(r.state.sections.find((s) => s.id === 'port-outer')?.destroyed).toBe(true);
    // 24 hits absorbed, 16 into the adjacent inner port section (36 hits).
    expect(remaining(r.state, 'port-inner')).toEqual([0, 2, 9, 9]);
    expect(r.outward).toEqual([{ section: 'port-outer', arc: 'port', strength: 16 }]);
    expect(blastStrengthAt(16, 2)).toBe(6);
    expect(blastStrengthAt(16, 4)).toBe(0);
  });

  test('a small detonation stays inside its section', () => {
    const r = detonateReactor(fresh(CHIMERA), 'core', 8);
    expect(remaining(r.state, 'core')[0]).toBe(2);
    expect(r.outward).toEqual([]);
  });
});
