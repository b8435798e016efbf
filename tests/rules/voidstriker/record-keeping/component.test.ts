import { describe, expect, test } from 'vitest';
import { conditionOf } from '../../../../src/rules/voidstriker/damage/condition.ts';
import { componentDp, componentKey, withComponentDp } from '../../../../src/rules/voidstriker/record-keeping/component.ts';
import { shipClassById } from '../../../../src/rules/voidstriker/ships/library.ts';

const hc = shipClassById('unsn-heavy-cruiser-7000')!;

describe('repairable components', () => {
  // Voidstriker §2.41: "Everything except Armor can be repaired on the fly."
  test('armour cannot be repaired', () => {
    const r = componentDp(hc, conditionOf(hc), { kind: 'armor' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_REPAIR_ARMOR');
  });
  // Voidstriker §2.41 "former DP": DP now and when new, for each kind of part.
  test('reads and writes DP', () => {
    let c = conditionOf(hc);
    c = { ...c, thrusters: [18, 5, 18], sensors: 8, mounts: c.mounts.map((m) => (m.id === 'mt1' ? { ...m, dp: 0 } : m)) };
    expect(componentDp(hc, c, { kind: 'thruster', index: 1 })).toEqual({ ok: true, value: { dp: 5, original: 18 } });
    expect(componentDp(hc, c, { kind: 'sensor' })).toEqual({ ok: true, value: { dp: 8, original: 10 } });
    expect(componentDp(hc, c, { kind: 'mount', id: 'mt1' })).toEqual({ ok: true, value: { dp: 0, original: 1 } });
    expect(componentDp(hc, c, { kind: 'crewspace' })).toEqual({ ok: true, value: { dp: 30, original: 30 } });
    expect(componentDp(hc, c, { kind: 'thruster', index: 3 }).ok).toBe(false);
    expect(componentDp(hc, c, { kind: 'mount', id: 'zz' }).ok).toBe(false);
    const fixed = withComponentDp(c, { kind: 'thruster', index: 1 }, 6);
    expect(fixed.thrusters).toEqual([18, 6, 18]);
    expect(withComponentDp(c, { kind: 'mount', id: 'mt1' }, 1).mounts.find((m) => m.id === 'mt1')?.dp).toBe(1);
    expect(withComponentDp(c, { kind: 'bridge' }, 3).bridge).toEqual({ dp: 3, max: 7 });
  });
  test('keys', () => {
    expect(componentKey({ kind: 'thruster', index: 2 })).toBe('thruster:2');
    expect(componentKey({ kind: 'mount', id: 'mt1' })).toBe('mount:mt1');
    expect(componentKey({ kind: 'lifeSupport' })).toBe('lifeSupport');
  });
  // Voidstriker §2.362 Crewspace: a class with no crewspace has nothing to repair there.
  test('no crewspace', () => {
    const gb = shipClassById('unsn-gunboat-400')!;
    expect(componentDp(gb, conditionOf(gb), { kind: 'crewspace' }).ok).toBe(false);
  });
});
