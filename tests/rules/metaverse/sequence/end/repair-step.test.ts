// Metaverse p.38 "Repair Step"; p.43 "Ablative Plates"; critical chart "Coolant Leak"; ruling A36.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../../src/rules/core/dice.ts';
import { cloneState, sectionCrew, sectionHits, sectionMarines, type ShipDamageState } from '../../../../../src/rules/metaverse/damage/state.ts';
import { emptyBoarding, landBoarders } from '../../../../../src/rules/metaverse/sequence/boarding/boarding-step.ts';
import { defaultRepairPlan, repairStep } from '../../../../../src/rules/metaverse/sequence/end/repair-step.ts';
import type { MetaverseState, MvShip } from '../../../../../src/rules/metaverse/state.ts';
import { match } from '../fixtures.ts';

const RESOLUTE = 'A-resolute';

function edit(s: MetaverseState, id: string, f: (d: ShipDamageState) => void): MetaverseState {
  return {
    ...s,
    ships: s.ships.map((x) => {
      if (x.id !== id) return x;
      const d = cloneState(x.damage);
      f(d);
      return { ...x, damage: d };
    }),
  };
}

const setParties = (d: ShipDamageState, section: string, crew: number, marines: number): void => {
  d.sections.find((s) => s.id === section)?.layers.forEach((l, i) => {
    l.crew = i === 0 ? crew : 0;
    l.marines = i === 0 ? marines : 0;
  });
};

const disable = (d: ShipDamageState, ...ids: string[]): void => {
  for (const s of d.systems) if (ids.includes(s.id)) s.disabled = true;
};

const ship = (s: { ships: readonly MvShip[] }, id: string): MvShip => {
  const x = s.ships.find((y) => y.id === id);
  if (!x) throw new Error(`no ship ${id}`);
  return x;
};
const isDisabled = (s: { ships: readonly MvShip[] }, id: string, sys: string): boolean | undefined => ship(s, id).damage.systems.find((x) => x.id === sys)?.disabled;

describe('the Repair Step (p.38)', () => {
  test("the navy's damage-control die: success on a roll ≤ the crew assigned", () => {
    const s = edit(match(), RESOLUTE, (d) => disable(d, 'stl-T1'));
    expect(s.sides.find((x) => x.side === 'A')?.repairDie).toBe(6);
    // The stern has 1 crew party: D6 1 ≤ 1 repairs the drive.
    const dice = scriptedDice([1]);
    const r = repairStep(s, dice);
    expect(dice.remaining).toBe(0);
    expect(isDisabled(r, RESOLUTE, 'stl-T1')).toBe(false);
    expect(r.events.map((e) => e.text)).toEqual(['CNS Resolute repairs: stl-T1 (1 crew, D6 1 vs ≤1) repaired.']);
    // D6 2 > 1 fails.
    const r2 = repairStep(s, scriptedDice([2]));
    expect(isDisabled(r2, RESOLUTE, 'stl-T1')).toBe(true);
    expect(r2.events[0]?.text).toContain('stl-T1 (1 crew, D6 2 vs ≤1) still disabled');
  });

  test('crew equal to the die maximum repair automatically, without a roll', () => {
    const s = edit(match(), RESOLUTE, (d) => {
      setParties(d, 'core', 6, 0);
      disable(d, 'bridge');
    });
    const r = repairStep(s, scriptedDice([]));
    expect(isDisabled(r, RESOLUTE, 'bridge')).toBe(false);
    expect(r.events[0]?.text).toContain('bridge (6 crew, automatic with D6) repaired');
  });

  test('default allocation: the most important system first, with as many crew as make it certain', () => {
    const d = cloneState(ship(match(), RESOLUTE).damage);
    setParties(d, 'core', 8, 0);
    disable(d, 'stl-P', 'reactor', 'bridge', 'sen-A');
    // D6: bridge gets 6 (certain), the reactor the 2 left; drives and sensors wait.
    expect(defaultRepairPlan(d, 6)).toEqual([
      { system: 'bridge', crew: 6 },
      { system: 'reactor', crew: 2 },
    ]);
    // The stern's crew repair only the stern's systems; a destroyed or boarded section repairs nothing.
    disable(d, 'stl-T1');
    expect(defaultRepairPlan(d, 4, ['core'])).toEqual([{ system: 'stl-T1', crew: 1 }]);
  });

  test('systems in a section with hostile parties cannot be repaired', () => {
    const s = edit(match(), RESOLUTE, (d) => disable(d, 'stl-T1'));
    const boarding = landBoarders(emptyBoarding(), { shipId: RESOLUTE, section: 'stern', side: 'B', marines: 1 });
    const r = repairStep(s, scriptedDice([]), boarding);
    expect(isDisabled(r, RESOLUTE, 'stl-T1')).toBe(true);
    expect(r.events).toEqual([]);
  });

  test('a life support left disabled kills its section’s crew and marines', () => {
    const s = edit(match(), RESOLUTE, (d) => {
      setParties(d, 'stern', 1, 1);
      d.systems.push({ id: 'ls-stern', section: 'stern', class: 'life-support', rating: 1, shieldArcs: [], disabled: true });
      disable(d, 'stl-T1');
    });
    // Life support comes first: the stern's one crew party tries it, D6 3 > 1 fails; the drive waits.
    const r = repairStep(s, scriptedDice([3]));
    const stern = ship(r, RESOLUTE).damage.sections.find((x) => x.id === 'stern');
    if (!stern) throw new Error('no stern');
    expect(sectionCrew(stern)).toBe(0);
    expect(sectionMarines(stern)).toBe(0);
    expect(r.events.map((e) => e.text)).toEqual([
      'CNS Resolute repairs: ls-stern (1 crew, D6 3 vs ≤1) still disabled.',
      'CNS Resolute: life support in stern is down — 1 crew and 1 marine parties die.',
    ]);
    // Repaired (D6 1), nobody dies.
    const ok = repairStep(s, scriptedDice([1]));
    const stern2 = ship(ok, RESOLUTE).damage.sections.find((x) => x.id === 'stern');
    expect(stern2 && sectionCrew(stern2)).toBe(1);
  });

  test('a coolant leak not fixed detonates its reactor; fixed, it does not', () => {
    const hullOf = (st: { ships: readonly MvShip[] }): number => ship(st, RESOLUTE).damage.sections.reduce((n, x) => n + sectionHits(x), 0);
    // No crew in the core: nobody can fix the leak, the rating-20 reactor detonates.
    const dry = edit(match(), RESOLUTE, (d) => {
      setParties(d, 'core', 0, 0);
      d.coolantLeaks = ['reactor'];
    });
    const r = repairStep(dry, scriptedDice([]));
    expect(hullOf(r)).toBeLessThan(hullOf(dry));
    expect(ship(r, RESOLUTE).damage.coolantLeaks).toEqual([]);
    expect(r.events.some((e) => e.text === 'CNS Resolute: the coolant leak in reactor was not fixed — the reactor detonates.')).toBe(true);
    // With 3 crew: the leaking reactor is first; D6 2 ≤ 3 fixes it.
    const crewed = edit(match(), RESOLUTE, (d) => {
      d.coolantLeaks = ['reactor'];
      disable(d, 'bridge');
    });
    const fixed = repairStep(crewed, scriptedDice([2]));
    expect(fixed.events.map((e) => e.text)).toEqual(['CNS Resolute repairs: reactor (3 crew, D6 2 vs ≤3) repaired.']);
    expect(hullOf(fixed)).toBe(hullOf(crewed));
    expect(isDisabled(fixed, RESOLUTE, 'bridge')).toBe(true);
  });

  test('an ablative plate is lost in every arc hit in the hull this turn (p.43)', () => {
    const HARRIER = 'A-harrier';
    const s = edit(match(), HARRIER, (d) => {
      d.hullHitArcs = ['bow'];
    });
    const r = repairStep(s, scriptedDice([]));
    expect(ship(r, HARRIER).damage.ablativePlates).toEqual([{ arc: 'bow', count: 1 }]);
    expect(r.events.map((e) => e.text)).toEqual(['CNS Harrier loses an ablative plate in the bow arc.']);
  });
});
