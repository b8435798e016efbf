import { describe, expect, test } from 'vitest';
import { applyControlAction, type ControlSideState } from '../../../../src/rules/metaverse/control/apply.ts';
import { emptyDeclarations } from '../../../../src/rules/metaverse/control/declarations.ts';
import { avenger, wasp } from './fixtures.ts';

const start: ControlSideState = { declarations: emptyDeclarations(), ships: [avenger, wasp] };

describe('applying Control Step actions', () => {
  // Metaverse p.21: nominations for this turn; EW settings persist on the systems.
  test('targets and EW', () => {
    let s = applyControlAction(start, { kind: 'priority-target', commanderId: 'adm', targetShipId: 'Pinafore' });
    s = applyControlAction(s, { kind: 'designated-target', commanderId: 'cap', squadronId: 'sq-w', targetShipId: 'Kestrel' });
    s = applyControlAction(s, { kind: 'ew', commanderId: 'adm', shipId: 'Avenger', systemId: 'elint-1', order: 'activate', targets: ['Pinafore'] });
    expect(s.declarations.priorityTargets).toEqual(['Pinafore']);
    expect(s.declarations.designatedTargets).toEqual({ 'sq-w': ['Kestrel'] });
    expect(s.ships[0]?.ewSystems.find((e) => e.id === 'elint-1')).toMatchObject({ active: true, targets: ['Pinafore'] });
    expect(applyControlAction(s, { kind: 'pass' })).toBe(s);
  });

  // Metaverse p.57: stealth is switched for the squadron.
  test('stealth', () => {
    const s = applyControlAction(start, { kind: 'stealth', commanderId: 'cap', squadronId: 'sq-w', on: true });
    expect(s.ships[1]?.ewSystems[0]?.active).toBe(true);
    expect(s.ships[0]).toBe(avenger);
  });

  // Metaverse p.56: each pod is crossed off; p.45 shields.
  test('pods and shields', () => {
    let s = applyControlAction(start, { kind: 'countermeasure-pods', shipId: 'Avenger', count: 2 });
    s = applyControlAction(s, { kind: 'shields', shipId: 'Avenger', raise: false });
    expect(s.ships[0]).toMatchObject({ podsLeft: 0, shieldsDropped: true });
    expect(s.declarations).toMatchObject({ podsFired: { Avenger: 2 }, shields: { Avenger: true } });
  });
});
