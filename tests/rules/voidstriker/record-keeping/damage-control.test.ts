import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { conditionOf, type ShipCondition } from '../../../../src/rules/voidstriker/damage/condition.ts';
import type { RepairComponent } from '../../../../src/rules/voidstriker/record-keeping/component.ts';
import {
  breakOffRepair,
  checkRepairCrew,
  crewspacePenalty,
  repairTarget,
  startRepair,
  workOnRepair,
  type RepairJob,
  type RepairOrder,
} from '../../../../src/rules/voidstriker/record-keeping/damage-control.ts';
import type { RepairRecord } from '../../../../src/rules/voidstriker/record-keeping/record.ts';
import type { ShipClass } from '../../../../src/rules/voidstriker/ships/ship-class.ts';
import { shipClassById } from '../../../../src/rules/voidstriker/ships/library.ts';

const de = shipClassById('unsn-destroyer-escort-3000')!;
const hc = shipClassById('unsn-heavy-cruiser-7000')!;
const tube: RepairComponent = { kind: 'mount', id: 'mt1' };
const tubeOut = (c: ShipCondition): ShipCondition => ({ ...c, mounts: c.mounts.map((m) => (m.id === 'mt1' ? { ...m, dp: 0 } : m)) });
const withCrewspace = (c: ShipCondition, dp: number): ShipCondition => ({ ...c, crewspace: { dp, max: c.crewspace?.max ?? 0 } });

function job(ship: ShipClass, c: ShipCondition, record: RepairRecord, order: RepairOrder): RepairJob {
  const started = startRepair(ship, c, record, order);
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

describe('damage control', () => {
  // Voidstriker §2.41: −1 damaged, −3 more than half damaged, −5 destroyed.
  test('crewspace penalty', () => {
    const c = conditionOf(hc);
    expect(crewspacePenalty(c)).toBe(0);
    expect(crewspacePenalty(withCrewspace(c, 29))).toBe(1);
    expect(crewspacePenalty(withCrewspace(c, 15))).toBe(1);
    expect(crewspacePenalty(withCrewspace(c, 14))).toBe(3);
    expect(crewspacePenalty(withCrewspace(c, 0))).toBe(5);
    const gb = shipClassById('unsn-gunboat-400')!;
    expect(crewspacePenalty(conditionOf(gb))).toBe(0);
  });

  // Voidstriker §2.413 (its example): 10 engineers, one turn, no crewspace damage → 13 on 3d6; a 9 repairs the
  // 1-DP missile-tube mount. (The book's "UNSN Destroyer" is not a shareware class; the UNSN DE stands in.)
  test('B9 missile tube mount', () => {
    const c = tubeOut(conditionOf(de));
    const j = job(de, c, {}, { component: tube, engineers: 10, turns: 1 });
    const out = workOnRepair(de, c, {}, j, scriptedDice([3, 3, 3]));
    expect(out.done).toBe(true);
    if (!out.done) return;
    expect(out.roll).toMatchObject({ dice: [3, 3, 3], roll: 9, target: 13, turnBonus: 0, crewspacePenalty: 0, success: true, dpBefore: 0, dpAfter: 1 });
    expect(out.condition.mounts.find((m) => m.id === 'mt1')?.dp).toBe(1);
    expect(out.record['mount:mt1']).toEqual({ restoredDp: 1, revivals: 1, shipyardOnly: false });
  });

  // Voidstriker §2.41 (a worked case): UNSN HC, crewspace 12/30 → −3; 10 engineers, 1 turn → target 10.
  test('D16 crewspace damage', () => {
    const c: ShipCondition = { ...withCrewspace(conditionOf(hc), 12), thrusters: [10, 18, 18] };
    const order: RepairOrder = { component: { kind: 'thruster', index: 0 }, engineers: 10, turns: 1 };
    const pass = workOnRepair(hc, c, {}, job(hc, c, {}, order), scriptedDice([4, 3, 3]));
    expect(pass.done && pass.roll).toMatchObject({ roll: 10, target: 10, crewspacePenalty: 3, success: true, dpAfter: 11 });
    const miss = workOnRepair(hc, c, {}, job(hc, c, {}, order), scriptedDice([5, 3, 3]));
    expect(miss.done && miss.roll).toMatchObject({ roll: 11, target: 10, success: false, shipyardOnly: false, dpAfter: 10 });
    // Committed for 3 turns: no roll until the third Record Keeping, then target 12.
    let j = job(hc, c, {}, { ...order, turns: 3 });
    const dice = scriptedDice([6, 4, 2]);
    for (let turn = 1; turn <= 2; turn++) {
      const step = workOnRepair(hc, c, {}, j, dice);
      expect(step.done).toBe(false);
      if (!step.done) j = step.job;
    }
    const third = workOnRepair(hc, c, {}, j, dice);
    expect(third.done && third.roll).toMatchObject({ roll: 12, target: 12, turnBonus: 2, success: true });
  });

  // Voidstriker §2.41: a natural 17 or 18 means the component can only be repaired at a shipyard.
  test('natural 17 or 18', () => {
    const c = tubeOut(conditionOf(de));
    const long = job(de, c, {}, { component: tube, engineers: 10, turns: 10 });
    let j = long;
    const dice = scriptedDice([6, 6, 5]);
    let out = workOnRepair(de, c, {}, j, dice);
    while (!out.done) {
      j = out.job;
      out = workOnRepair(de, c, {}, j, dice);
    }
    expect(out.roll).toMatchObject({ roll: 17, target: 22, success: false, shipyardOnly: true });
    const again = startRepair(de, out.condition, out.record, { component: tube, engineers: 10, turns: 1 });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.code).toBe('ERR_REPAIR_SHIPYARD');
  });

  // Voidstriker §2.41: broken off early, the multi-turn bonus is lost.
  test('break off', () => {
    const c = tubeOut(conditionOf(de));
    const j = job(de, c, {}, { component: tube, engineers: 5, turns: 4 });
    const out = breakOffRepair(de, c, {}, { ...j, turnsSpent: 2 }, scriptedDice([4, 3, 2]));
    expect(out.roll).toMatchObject({ roll: 9, target: 8, turnBonus: 0, brokenOff: true, success: false });
  });

  // Voidstriker §2.41: at most half the former DP (at least 1), then a shipyard.
  test('cap on restored DP', () => {
    let c: ShipCondition = { ...conditionOf(hc), thrusters: [2, 18, 18] };
    let record: RepairRecord = {};
    const order: RepairOrder = { component: { kind: 'thruster', index: 0 }, engineers: 10, turns: 1 };
    for (let i = 0; i < 9; i++) {
      const out = workOnRepair(hc, c, record, job(hc, c, record, order), scriptedDice([1, 1, 1]));
      if (!out.done) throw new Error('one-turn job');
      c = out.condition;
      record = out.record;
    }
    expect(c.thrusters[0]).toBe(11);
    const more = startRepair(hc, c, record, order);
    expect(more.ok || more.error.code).toBe('ERR_REPAIR_CAP');
  });

  // Voidstriker §2.41: repaired and destroyed again → 10 turns, then 100, then 1,000.
  test('B11 repaired and destroyed again', () => {
    let c = tubeOut(conditionOf(de));
    let record: RepairRecord = {};
    const expected = [1, 10, 100, 1000];
    for (const turns of expected) {
      const short = startRepair(de, c, record, { component: tube, engineers: 10, turns: turns === 1 ? 1 : turns - 1 });
      if (turns > 1) expect(short.ok || short.error.code).toBe('ERR_REPAIR_TURNS');
      let j = job(de, c, record, { component: tube, engineers: 10, turns });
      const dice = scriptedDice([2, 2, 2]);
      let out = workOnRepair(de, c, record, j, dice);
      while (!out.done) {
        j = out.job;
        out = workOnRepair(de, c, record, j, dice);
      }
      expect(out.roll.success).toBe(true);
      record = out.record;
      c = tubeOut(out.condition); // destroyed again
    }
    expect(record['mount:mt1']?.revivals).toBe(4);
  });

  // Voidstriker §2.41: one officer per attempt, up to 10 engineers each; armour and undamaged parts refused.
  test('order checks', () => {
    const c = tubeOut(conditionOf(de));
    const code = (order: RepairOrder, cond = c) => {
      const r = startRepair(de, cond, {}, order);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ component: tube, engineers: 11, turns: 1 })).toBe('ERR_REPAIR_ENGINEERS');
    expect(code({ component: tube, engineers: 0, turns: 1 })).toBe('ok');
    expect(code({ component: tube, engineers: 3, turns: 0 })).toBe('ERR_REPAIR_TURNS');
    expect(code({ component: { kind: 'armor' }, engineers: 3, turns: 1 })).toBe('ERR_REPAIR_ARMOR');
    expect(code({ component: { kind: 'bridge' }, engineers: 3, turns: 1 })).toBe('ERR_REPAIR_UNDAMAGED');
    expect(code({ component: tube, engineers: 3, turns: 1 }, { ...c, crew: { ...c.crew, officers: 0 } })).toBe('ERR_REPAIR_NO_OFFICER');
    expect(code({ component: tube, engineers: 3, turns: 1 }, { ...c, crew: { ...c.crew, engineers: 2 } })).toBe('ERR_REPAIR_ENGINEERS');
    expect(code({ component: tube, engineers: 3, turns: 1 }, { ...c, crewKilled: true })).toBe('ERR_REPAIR_NO_SHIP');
    const jobs = [1, 2, 3].map(() => ({ component: tube, engineers: 8, turns: 1 }));
    expect(checkRepairCrew(de.crew, jobs).ok).toBe(false); // 24 engineers, 23 aboard
    expect(checkRepairCrew(de.crew, jobs.slice(0, 2)).ok).toBe(true);
    expect(checkRepairCrew(de.crew, [...jobs, ...jobs].map((j) => ({ ...j, engineers: 1 }))).ok).toBe(false); // 6 jobs, 3 officers
  });

  test('target formula', () => {
    expect(repairTarget(10, 0, 0)).toBe(13);
    expect(repairTarget(10, 3, 2)).toBe(12);
  });
});
