import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { initialDamageState, type ShipDamageState } from '../../../../src/rules/metaverse/damage/state.ts';
import { endOfRepairs, loseAblativePlates, moveCrew, regenerateShields, repairHullHits, repairRoll, resolveRepairs } from '../../../../src/rules/metaverse/repair/repair.ts';

const ship = (): ShipDamageState => {
  const st = initialDamageState({
    directionality: 'square',
    threat: 2,
    sections: [
      { id: 'core', ring: 0, direction: null, layers: [{ hits: 6, crew: 2, marines: 0 }, { hits: 6, crew: 1, marines: 1 }], shields: [{ arc: 'port', hits: 8, vs: 'energy' }] },
      { id: 'bow', ring: 1, direction: 'bow', layers: [{ hits: 4, crew: 1, marines: 0 }, { hits: 4, crew: 1, marines: 0 }] },
    ],
    systems: [
      { id: 'laser', section: 'core', class: 'weapon' },
      { id: 'life', section: 'bow', class: 'life-support' },
      { id: 'reactor', section: 'core', class: 'reactor', rating: 5 },
    ],
    ablativePlates: [
      { arc: 'bow', count: 2 },
      { arc: 'port', count: 2 },
    ],
  });
  for (const s of st.systems) if (s.id !== 'reactor') s.disabled = true;
  return st;
};

describe('repair step', () => {
  // Metaverse p.38 "Repair Step": success if the damage-control die ≤ crew assigned; automatic if crew ≥ the die's maximum.
  test('repair rolls', () => {
    expect(repairRoll(2, 6, scriptedDice([3]), 'x')).toEqual({ roll: 3, success: false });
    expect(repairRoll(2, 6, scriptedDice([2]), 'x')).toEqual({ roll: 2, success: true });
    expect(repairRoll(4, 4, scriptedDice([]), 'x')).toEqual({ roll: null, success: true });
  });

  test('resolving assignments', () => {
    const dice = scriptedDice([1]);
    const r = resolveRepairs(ship(), [{ system: 'laser', crew: 2 }], 6, dice);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.attempts).toEqual([{ system: 'laser', section: 'core', crew: 2, die: 6, roll: 1, success: true }]);
    expect(r.value.state.systems.find((s) => s.id === 'laser')?.disabled).toBe(false);
  });

  // p.38: crew of the relevant section only; no repairs with hostile parties present; A36 one task per crew party.
  test('illegal assignments are errors', () => {
    const d = scriptedDice([]);
    const codes = (a: Parameters<typeof resolveRepairs>[1], hostile: string[] = []): string | null => {
      const r = resolveRepairs(ship(), a, 6, d, hostile);
      return r.ok ? null : r.error.code;
    };
    expect(codes([{ system: 'laser', crew: 4 }])).toBe('ERR_REPAIR_TOO_MANY_CREW');
    expect(codes([{ system: 'laser', crew: 1 }], ['core'])).toBe('ERR_REPAIR_BOARDERS');
    expect(codes([{ system: 'reactor', crew: 1 }])).toBe('ERR_REPAIR_NOT_DISABLED');
    expect(codes([{ system: 'nope', crew: 1 }])).toBe('ERR_REPAIR_UNKNOWN_SYSTEM');
    expect(codes([{ system: 'laser', crew: 1 }, { system: 'laser', crew: 1 }])).toBe('ERR_REPAIR_TWICE');
    expect(codes([{ system: 'laser', crew: 0 }])).toBe('ERR_REPAIR_CREW');
    expect(d.rolls).toHaveLength(0);
  });

  // Ruling A66 life support; ruling A8 coolant leak: an unrepaired leak detonates the reactor.
  test('after repairs: life support and coolant leaks', () => {
    const st = ship();
    st.coolantLeaks.push('reactor');
    const r = endOfRepairs(st);
    expect(r.partiesLost).toEqual([{ section: 'bow', crew: 2, marines: 0 }]);
    expect(r.state.sections.find((s) => s.id === 'core')?.layers[0]?.remaining).toBe(1);
    expect(r.state.coolantLeaks).toEqual([]);
  });

  // Metaverse p.43 "Ablative Plates": one plate lost in every arc hit in the hull this turn.
  test('ablative plates', () => {
    const st = ship();
    st.hullHitArcs = ['bow'];
    const r = loseAblativePlates(st);
    expect(r.ablativePlates).toEqual([
      { arc: 'bow', count: 1 },
      { arc: 'port', count: 2 },
    ]);
    expect(r.hullHitArcs).toEqual([]);
  });

  test('shield regeneration, technological hull and crew redistribution', () => {
    const st = ship();
    const sh = st.shields[0];
    if (sh) sh.hits = 1;
    expect(regenerateShields(st, 'port', 5).shields[0]?.hits).toBe(6);
    expect(regenerateShields(st, 'port', 50).shields[0]?.hits).toBe(8);
    const core = st.sections[0];
    if (core) core.layers.forEach((l) => (l.remaining = 3));
    expect(repairHullHits(st, 'core', 2).sections[0]?.layers.map((l) => l.remaining)).toEqual([3, 5]);
    // p.38: a section cannot have more crew than designed; crew lost with destroyed layers cannot be restored.
    const bow = st.sections[1];
    if (bow) {
      bow.layers[0] = { ...bow.layers[0]!, remaining: 0, crew: 0 };
      bow.layers[1] = { ...bow.layers[1]!, crew: 0 };
    }
    const moved = moveCrew(st, 'core', 'bow', 1);
    expect(moved.ok && moved.value.sections[1]?.layers.map((l) => l.crew)).toEqual([0, 1]);
    const tooMany = moveCrew(st, 'core', 'bow', 2);
    expect(!tooMany.ok && tooMany.error.code).toBe('ERR_CREW_ROOM');
  });
});
