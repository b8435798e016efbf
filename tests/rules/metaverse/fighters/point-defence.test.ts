import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canShootFighters, escortsFirst, pdHits, resolvePdShot, resolvePdShots } from '../../../../src/rules/metaverse/fighters/point-defence.ts';
import type { PdTarget } from '../../../../src/rules/metaverse/fighters/point-defence.ts';

const mission: PdTarget[] = [
  { id: 'e1', defence: 8, escort: true, strength: 1 },
  { id: 's1', defence: 8, escort: false, strength: 4 },
];

describe('PDS and PD against starfighters', () => {
  // Metaverse p.59: a PDS inflicts one point "if its rating is equal to or greater than the defence"; ratings combine;
  // "may inflict multiple points … if its rating is sufficient".
  test('floor(sum / Defence) hits', () => {
    expect(pdHits([7], 8)).toBe(0);
    expect(pdHits([8], 8)).toBe(1);
    expect(pdHits([5, 5], 8)).toBe(1);
    expect(pdHits([16], 8)).toBe(2);
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 16 }), (vs, d) => {
      const h = pdHits(vs, d);
      const sum = vs.reduce((a, b) => a + b, 0);
      expect(h * d <= sum && (h + 1) * d > sum).toBe(true);
    }));
  });

  // p.59: PDS "may not be combined across ships".
  test('no pooling across ships', () => {
    const r = resolvePdShot({ sources: ['a', 'b'], values: [5, 5], shipIds: ['s1', 's2'], targetId: 'e1' }, mission);
    expect(!r.ok && r.error.code).toBe('ERR_PD_POOL_SHIPS');
  });

  // p.19: "as long as the number of Escort squadrons equals or exceeds the other squadrons, the Escort squadrons must
  // be intercepted first."
  test('escorts first while they are as many as the others', () => {
    expect(escortsFirst(mission)).toBe(true);
    const r = resolvePdShot({ sources: ['PDS 1'], values: [8], shipIds: ['s'], targetId: 's1' }, mission);
    expect(!r.ok && r.error).toMatchObject({ code: 'ERR_ESCORT_FIRST', suggestion: 'e1' });
    const seq = resolvePdShots(
      [
        { sources: ['PDS 1'], values: [8], shipIds: ['s'], targetId: 'e1' },
        { sources: ['PDS 2'], values: [9], shipIds: ['s'], targetId: 's1' },
      ],
      mission,
    );
    expect(seq.ok && seq.value).toEqual([
      { sources: ['PDS 1'], targetId: 'e1', total: 8, defence: 8, hits: 1 },
      { sources: ['PDS 2'], targetId: 's1', total: 9, defence: 8, hits: 1 },
    ]);
    expect(escortsFirst([...mission, { id: 's2', defence: 8, escort: false, strength: 4 }])).toBe(false);
  });
});

describe('weapons against fighters', () => {
  // Metaverse p.67: "If a weapon with a PD value can target starfighters, it can be used just like a PDS against
  // starfighters".
  test('only PD weapons with the starfighters target type', () => {
    expect(canShootFighters({ pd: { value: 4, targets: ['starfighters'] } })).toBe(true);
    expect(canShootFighters({ pd: { value: 4, targets: ['kinetic'] } })).toBe(false);
    expect(canShootFighters({ pd: { value: 0, targets: ['starfighters'] } })).toBe(false);
  });
});
