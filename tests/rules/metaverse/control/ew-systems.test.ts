import { describe, expect, test } from 'vitest';
import { applyEwOrder, disableEwSystem, ewWorking, initialEwSystem, repairEwSystem } from '../../../../src/rules/metaverse/control/ew-systems.ts';

describe('EW system settings', () => {
  // Metaverse p.21: ECM, EJ, cloak and stealth may start the game activated for free; the others may not.
  test('initial state', () => {
    expect(initialEwSystem('e', 'ecm', 2, true).active).toBe(true);
    expect(initialEwSystem('s', 'stealth', 1, true).active).toBe(true);
    expect(initialEwSystem('l', 'elint', 2, true).active).toBe(false);
  });

  // Metaverse p.21: "The setting/targeting of an EW system will remain until a CP is spent again to change it."
  test('orders set and clear targets', () => {
    const on = applyEwOrder(initialEwSystem('l', 'elint', 2), 'activate', ['Pinafore']);
    expect(on).toMatchObject({ active: true, targets: ['Pinafore'] });
    expect(applyEwOrder(on, 'retarget', ['Kestrel']).targets).toEqual(['Kestrel']);
    expect(applyEwOrder(on, 'deactivate')).toMatchObject({ active: false, targets: [] });
    expect(applyEwOrder(initialEwSystem('e', 'ecm', 2), 'activate', ['ignored']).targets).toEqual([]);
  });

  // Metaverse p.21: "If the system is disabled, when fixed, it starts deactivated."
  test('repaired systems come back deactivated', () => {
    const on = initialEwSystem('e', 'ecm', 2, true);
    const broken = disableEwSystem(on);
    expect(ewWorking(broken)).toBe(false);
    const fixed = repairEwSystem(broken);
    expect(fixed).toMatchObject({ disabled: false, active: false });
    expect(ewWorking(on)).toBe(true);
  });
});
