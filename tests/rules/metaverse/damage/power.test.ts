import { describe, expect, test } from 'vitest';
import { hasActiveBridge, isOperational, poweredSections } from '../../../../src/rules/metaverse/damage/power.ts';
import { damageLayoutOf } from '../../../../src/rules/metaverse/adapters/damage.ts';
import { initialDamageState } from '../../../../src/rules/metaverse/damage/state.ts';
import { THUNDERCHILD } from '../adapters/fixtures.ts';

describe('power', () => {
  // Metaverse p.43 "Reactor": the primary reactor powers its own section and the sections it lists.
  test('a fresh ship has every section powered and every part working', () => {
    const fresh = initialDamageState(damageLayoutOf(THUNDERCHILD));
    expect(poweredSections(THUNDERCHILD, fresh)).toEqual(['core', 'bow', 'stern']);
    expect(isOperational(THUNDERCHILD, 'stl-S1', 'stern', fresh)).toBe(true);
    expect(hasActiveBridge(THUNDERCHILD)).toBe(true);
  });
  // Metaverse p.43 "Reactor": a disabled reactor stops every system it powers (they are not disabled).
  test('a disabled reactor unpowers its sections, so drives and the bridge stop', () => {
    const st = initialDamageState(damageLayoutOf(THUNDERCHILD));
    const reactor = st.systems.find((s) => s.id === 'reactor');
    if (reactor) reactor.disabled = true;
    expect(poweredSections(THUNDERCHILD, st)).toEqual([]);
    expect(isOperational(THUNDERCHILD, 'stl-S1', 'stern', st)).toBe(false);
    expect(isOperational(THUNDERCHILD, 'stl-S1', 'stern', st, false)).toBe(true);
    expect(hasActiveBridge(THUNDERCHILD, st)).toBe(false);
  });
  test('a destroyed section takes its parts with it', () => {
    const st = initialDamageState(damageLayoutOf(THUNDERCHILD));
    const stern = st.sections.find((s) => s.id === 'stern');
    if (stern) stern.destroyed = true;
    expect(isOperational(THUNDERCHILD, 'stl-S1', 'stern', st)).toBe(false);
    expect(isOperational(THUNDERCHILD, 'stl-P', 'core', st)).toBe(true);
  });
});
