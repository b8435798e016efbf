import { describe, expect, test } from 'vitest';
import { idleShipPlot } from '../../../../src/rules/voidstriker/notation/types.ts';

describe('round plot data (Voidstriker §2.31, §2.3)', () => {
  // Voidstriker §2.31: thrust unused is simply not used; an idle ship only drifts.
  test('the idle plot drifts with no thrust, sensors or fire and is plain JSON', () => {
    const p = idleShipPlot('warhawk');
    expect(p.manoeuvre.thrust).toEqual({ accel: 0, evasive: 0, attack: 0 });
    expect(p.manoeuvre.phases).toEqual([0, 0, 0, 0].map(() => ({ turn: 0, accel: 0 })));
    expect(p.sensors).toEqual([]);
    expect(p.fire).toEqual([]);
    expect(p.launch).toEqual([]);
    expect(p.standing).toEqual({ pointBlank: [], drivesShutDown: false });
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });
});
