import { describe, expect, test } from 'vitest';
import {
  addDesignatedTarget,
  addPriorityTarget,
  emptyDeclarations,
  firePods,
  legalTargets,
  setShieldsDropped,
} from '../../../../src/rules/metaverse/control/declarations.ts';

describe('control declarations', () => {
  // Metaverse p.21 "Targets": priority targets go to the whole fleet (as many as the flag likes); designated
  // targets to one squadron, which "can receive multiple designated squadron targets".
  test('nominations', () => {
    let d = addPriorityTarget(emptyDeclarations(), 'Pinafore');
    d = addPriorityTarget(d, 'Pinafore');
    d = addDesignatedTarget(d, 'sq-a', 'Kestrel');
    d = addDesignatedTarget(d, 'sq-a', 'Drake');
    expect(d.priorityTargets).toEqual(['Pinafore']);
    expect(d.designatedTargets).toEqual({ 'sq-a': ['Kestrel', 'Drake'] });
  });

  // Ruling A26: legal = priority ∪ own designated ∪ Danger Close; p.21 Danger Close overrides targeting orders.
  test('legal targets', () => {
    const d = addDesignatedTarget(addPriorityTarget(emptyDeclarations(), 'Pinafore'), 'sq-a', 'Kestrel');
    const all = ['Pinafore', 'Kestrel', 'Drake', 'Rook'];
    expect(legalTargets(d, 'sq-a', ['Drake'], { requireDesignation: true, allEnemies: all })).toEqual(['Pinafore', 'Kestrel', 'Drake']);
    expect(legalTargets(d, 'sq-b', [], { requireDesignation: true, allEnemies: all })).toEqual(['Pinafore']);
    expect(legalTargets(d, 'sq-b', [], { requireDesignation: false, allEnemies: all })).toEqual(all);
  });

  // Metaverse p.56 pods add up for the turn; p.45 shields dropped/raised in the Control Step.
  test('pods and shields', () => {
    const d = setShieldsDropped(firePods(firePods(emptyDeclarations(), 'Avenger', 1), 'Avenger', 2), 'Avenger', true);
    expect(d.podsFired).toEqual({ Avenger: 3 });
    expect(d.shields).toEqual({ Avenger: true });
  });
});
