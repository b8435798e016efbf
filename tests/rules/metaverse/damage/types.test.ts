import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { adjacentArcs, ARCS, defenceActsOn, oppositeArc } from '../../../../src/rules/metaverse/damage/types.ts';

describe('damage types', () => {
  // Metaverse p.43 "Armour"/"Shields": indirect is affected by every type.
  test('which defences act on which damage type', () => {
    expect(defenceActsOn('energy', 'energy')).toBe(true);
    expect(defenceActsOn('energy', 'kinetic')).toBe(false);
    expect(defenceActsOn('kinetic', 'energy')).toBe(false);
    expect(defenceActsOn('kinetic', 'kinetic')).toBe(true);
    expect(defenceActsOn('energy-kinetic', 'energy')).toBe(true);
    expect(defenceActsOn('energy-kinetic', 'kinetic')).toBe(true);
    for (const d of ['energy', 'kinetic', 'energy-kinetic'] as const) expect(defenceActsOn(d, 'indirect')).toBe(true);
  });

  // Metaverse p.29: the opposite of port-bow is starboard-stern.
  test('opposite and adjacent arcs', () => {
    expect(oppositeArc('hexagon', 'port-bow')).toBe('starboard-stern');
    expect(oppositeArc('square', 'bow')).toBe('stern');
    expect(oppositeArc('square', 'port-bow')).toBeUndefined();
    expect(adjacentArcs('square', 'bow')).toEqual(['port', 'starboard']);
    expect(adjacentArcs('hexagon', 'bow')).toEqual(['port-bow', 'starboard-bow']);
  });

  test('property: the opposite of the opposite is the arc itself', () => {
    fc.assert(
      fc.property(fc.constantFrom('square' as const, 'hexagon' as const), fc.nat(), (dir, i) => {
        const arcs = ARCS[dir];
        const arc = arcs[i % arcs.length];
        if (arc === undefined) return;
        const opp = oppositeArc(dir, arc);
        expect(opp).not.toBe(arc);
        expect(opp === undefined ? undefined : oppositeArc(dir, opp)).toBe(arc);
      }),
    );
  });
});
