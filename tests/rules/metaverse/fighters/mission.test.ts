import { describe, expect, test } from 'vitest';
import {
  createMission,
  missionPoint,
  missionRange,
  placeMission,
  pruneMissions,
  recallMission,
  retargetMission,
  splitMission,
} from '../../../../src/rules/metaverse/fighters/mission.ts';
import type { MissionContext, ShipSquadronView } from '../../../../src/rules/metaverse/fighters/mission.ts';
import { breacher, fighter, tcFighter, types, vFighter } from './fixtures.ts';

const ships: ShipSquadronView[] = [
  { id: 'sq-v', side: 'V', pos: { x: 0, y: 0 }, headingDeg: 0, directionality: 'hexagon' },
  { id: 'sq-v2', side: 'V', pos: { x: 30, y: 0 }, headingDeg: 0, directionality: 'hexagon' },
  // 50 cm due north of sq-v, facing south: its bow faces the Vengeance.
  { id: 'sq-t', side: 'T', pos: { x: 0, y: -50 }, headingDeg: 180, directionality: 'square' },
  // 75 cm due east, facing north: its port arc faces the Vengeance.
  { id: 'sq-far', side: 'T', pos: { x: 75, y: 0 }, headingDeg: 0, directionality: 'square' },
];
const ctx = (missions: MissionContext['missions'] = []): MissionContext => ({
  shipSquadrons: new Map(ships.map((s) => [s.id, s])),
  fighters: new Map(
    [fighter('v1'), fighter('v2'), fighter('b1', { typeId: 'sf-breacher' }), fighter('h1', { status: 'hangar', at: null }), fighter('t1', { side: 'T', at: 'sq-t', typeId: 'sf-tc-fighter' })].map(
      (f) => [f.id, f],
    ),
  ),
  types,
  missions,
});

describe('creating missions', () => {
  // Metaverse p.19: the target must be "inside the shortest range amongst the constituent starfighter squadrons".
  test('shortest range limits the mission', () => {
    expect(missionRange([vFighter, breacher])).toBe(50);
    expect(missionRange([{ ...vFighter, range: 'infinite' }])).toBe('infinite');
    const ok75 = createMission(ctx(), { missionId: 'm1', side: 'V', squadronIds: ['v1', 'v2'], targetId: 'sq-far' });
    expect(ok75.ok && ok75.value.range).toEqual({ distance: 75, allowed: 75 });
    const tooFar = createMission(ctx(), { missionId: 'm1', side: 'V', squadronIds: ['v1', 'b1'], targetId: 'sq-far' });
    expect(!tooFar.ok && tooFar.error.code).toBe('ERR_MISSION_RANGE');
  });

  // p.19: a mission sets out from the starship squadron its fighters are with; if that squadron has left the table
  // (destroyed or disengaged), the order is refused with a reason, never a crash.
  test('fighters whose starship squadron has left the table cannot set out from it', () => {
    const gone = ctx();
    const origin = [...gone.fighters.values()].find((f) => f.id === 'v1')?.at ?? '';
    const shipSquadrons = new Map([...gone.shipSquadrons].filter(([id]) => id !== origin));
    const r = createMission({ ...gone, shipSquadrons }, { missionId: 'm1', side: 'V', squadronIds: ['v1', 'v2'], targetId: 'sq-far' });
    expect(!r.ok && r.error.code).toBe('ERR_ORIGIN_GONE');
  });

  // p.19: "A starfighter mission targeted on an enemy starship squadron is called a Strike mission … placed in the
  // closest facing arc of the target squadron"; the whole mission moves to the target; 1 CP.
  test('a strike sits in the closest facing arc and the fighters move to the target', () => {
    const r = createMission(ctx(), { missionId: 'm1', side: 'V', squadronIds: ['v1', 'v2'], targetId: 'sq-t', escortIds: ['v2'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.cpCost).toBe(1);
    expect(r.value.missions[0]).toEqual({ id: 'm1', side: 'V', kind: 'strike', squadronIds: ['v1', 'v2'], escortIds: ['v2'], targetId: 'sq-t', originId: 'sq-v', arc: 'bow' });
    expect(r.value.fighters.map((f) => f.at)).toEqual(['sq-t', 'sq-t']);
    const port = createMission(ctx(), { missionId: 'm2', side: 'V', squadronIds: ['v1'], targetId: 'sq-far' });
    expect(port.ok && port.value.missions[0]?.arc).toBe('port');
  });

  // p.19: "A starfighter mission targeted on a friendly starship squadron is called a CAP mission" (no escorts).
  test('a CAP on a friendly squadron has no arc and no escorts', () => {
    const r = createMission(ctx(), { missionId: 'm1', side: 'V', squadronIds: ['v1'], targetId: 'sq-v2' });
    expect(r.ok && r.value.missions[0]).toMatchObject({ kind: 'cap', arc: null });
    const e = createMission(ctx(), { missionId: 'm1', side: 'V', squadronIds: ['v1'], targetId: 'sq-v2', escortIds: ['v1'] });
    expect(!e.ok && e.error.code).toBe('ERR_CAP_ESCORT');
  });

  // p.19: "select one or more starfighter squadrons present at a starship squadron".
  test('squadrons must be on the table, yours, together and free', () => {
    const code = (ids: string[], side = 'V'): string | null => {
      const r = createMission(ctx(), { missionId: 'm9', side, squadronIds: ids, targetId: 'sq-t' });
      return r.ok ? null : r.error.code;
    };
    expect(code(['h1'])).toBe('ERR_NOT_IN_SPACE');
    expect(code(['t1'])).toBe('ERR_NOT_YOURS');
    expect(code([])).toBe('ERR_MISSION_EMPTY');
    const c = ctx();
    const moved = { ...c, fighters: new Map([...c.fighters, ['v2', fighter('v2', { at: 'sq-v2' })]]) };
    const r = createMission(moved, { missionId: 'm9', side: 'V', squadronIds: ['v1', 'v2'], targetId: 'sq-t' });
    expect(!r.ok && r.error.code).toBe('ERR_MISSION_SPLIT_ORIGIN');
  });
});

describe('changing missions (p.19: retarget, split, recall, each 1 CP)', () => {
  const start = createMission(ctx(), { missionId: 'm1', side: 'V', squadronIds: ['v1', 'v2'], targetId: 'sq-t', escortIds: ['v2'] });
  const missions = start.ok ? start.value.missions : [];
  const after = (): MissionContext => {
    const c = ctx(missions);
    return { ...c, fighters: new Map([...c.fighters, ['v1', fighter('v1', { at: 'sq-t' })], ['v2', fighter('v2', { at: 'sq-t' })]]) };
  };

  // Ruling A55: range from the squadron where the fighters are now.
  test('retarget measures range from where the mission is', () => {
    const r = retargetMission(after(), { missionId: 'm1', side: 'V', targetId: 'sq-v' });
    expect(r.ok && r.value.missions[0]).toMatchObject({ kind: 'cap', escortIds: [], arc: null, targetId: 'sq-v' });
    // sq-t → sq-far is √(75² + 50²) ≈ 90.1 cm > 75.
    const far = retargetMission(after(), { missionId: 'm1', side: 'V', targetId: 'sq-far' });
    expect(!far.ok && far.error.code).toBe('ERR_MISSION_RANGE');
    const notMine = retargetMission(after(), { missionId: 'm1', side: 'T', targetId: 'sq-v' });
    expect(!notMine.ok && notMine.error.code).toBe('ERR_NOT_YOURS');
  });

  test('split keeps target and arc; escorts follow their squadrons', () => {
    const r = splitMission(after(), { missionId: 'm1', side: 'V', parts: [{ missionId: 'a', squadronIds: ['v1'] }, { missionId: 'b', squadronIds: ['v2'] }] });
    expect(r.ok && r.value.missions.map((m) => [m.id, m.squadronIds, m.escortIds, m.arc])).toEqual([
      ['a', ['v1'], [], 'bow'],
      ['b', ['v2'], ['v2'], 'bow'],
    ]);
    const bad = splitMission(after(), { missionId: 'm1', side: 'V', parts: [{ missionId: 'a', squadronIds: ['v1'] }] });
    expect(!bad.ok && bad.error.code).toBe('ERR_SPLIT_PARTS');
  });

  test('recall returns the squadrons to the starting point and ends the mission', () => {
    const r = recallMission(after(), { missionId: 'm1', side: 'V' });
    expect(r.ok && r.value.missions).toEqual([]);
    expect(r.ok && r.value.fighters.map((f) => [f.id, f.at])).toEqual([
      ['v1', 'sq-v'],
      ['v2', 'sq-v'],
    ]);
  });

  // The mission is drawn at its target's point, and moves with it (A30).
  test('mission point and pruning', () => {
    const m = missions[0];
    if (m === undefined) throw new Error('no mission');
    expect(missionPoint(after(), m)).toEqual({ x: 0, y: -50 });
    const gone = new Map([['v1', fighter('v1', { status: 'destroyed', at: null })], ['v2', fighter('v2', { at: 'sq-t' })]]);
    expect(pruneMissions(missions, gone)[0]?.squadronIds).toEqual(['v2']);
    expect(pruneMissions(missions, new Map())).toEqual([]);
    expect(tcFighter.range).toBe(50);
  });

  // p.33: "The attacking player may place their mission in any arc of the target squadron".
  test('place the mission in any arc of the target after combat', () => {
    const r = placeMission(after(), { missionId: 'm1', side: 'V', arc: 'stern' });
    expect(r.ok && r.value[0]?.arc).toBe('stern');
    const hexArc = placeMission(after(), { missionId: 'm1', side: 'V', arc: 'port-bow' });
    expect(!hexArc.ok && hexArc.error.code).toBe('ERR_MISSION_ARC');
  });
});
