import { describe, expect, test } from 'vitest';
import { applyAllFighterHits, applyFighterHits, newFighterSquadron, strikeFighterChart } from '../../../../src/rules/metaverse/fighters/squadron.ts';
import { breacher, fighter, types, vFighter } from './fixtures.ts';

describe('squadron losses', () => {
  // Metaverse p.28: "When the last strength point of a starfighter squadron is hit, the squadron is destroyed."
  test('hits lower strength; the last point destroys it and strikes its morale value', () => {
    const a = applyFighterHits(fighter('v1'), 3, 8);
    expect(a.loss).toMatchObject({ strengthBefore: 4, strengthAfter: 1, destroyed: false, morale: 0 });
    expect(a.squadron.status).toBe('space');
    const b = applyFighterHits(a.squadron, 5, 8);
    expect(b.loss).toMatchObject({ strengthBefore: 1, strengthAfter: 0, destroyed: true, morale: 8 });
    expect(b.squadron).toMatchObject({ status: 'destroyed', at: null, strength: 0 });
  });

  // Metaverse p.81 "Strength": a damaged squadron keeps its capability (nothing but strength changes).
  test('damage changes nothing but strength', () => {
    const s = fighter('v1', { loads: ['sfw-torp'] });
    const r = applyFighterHits(s, 2, 8);
    expect({ ...r.squadron, strength: 4 }).toEqual(s);
  });

  // Metaverse p.36: "Apply casualties after both sides have rolled" — hits are summed, then applied.
  test('hits from several sources are summed before applying', () => {
    const r = applyAllFighterHits([fighter('v1'), fighter('v2')], [{ squadronId: 'v1', hits: 2 }, { squadronId: 'v1', hits: 2 }], (t) => types.get(t)?.moraleValue ?? 0);
    expect(r.losses).toEqual([{ squadronId: 'v1', hits: 4, strengthBefore: 4, strengthAfter: 0, destroyed: true, morale: 8 }]);
    expect(r.squadrons[1]?.strength).toBe(4);
  });

  // Metaverse p.38 "Morale Step": "The starfighter chart consists of 100 points; when the final point is scored,
  // the chart is erased and a morale point scored on the threshold chart."
  test('the starfighter chart rolls over into the threshold chart', () => {
    expect(strikeFighterChart({ points: 95 }, 10)).toEqual({ chart: { points: 5 }, thresholdPoints: 1 });
    expect(strikeFighterChart({ points: 0 }, 99)).toEqual({ chart: { points: 99 }, thresholdPoints: 0 });
    expect(strikeFighterChart({ points: 99 }, 1)).toEqual({ chart: { points: 0 }, thresholdPoints: 1 });
  });
});

describe('new squadrons', () => {
  // Metaverse p.81 "Breaching": "come with one free load of marines"; "FTL": may deploy on the table at the start.
  test('start in the hangar, full and ready; breachers carry marines; only FTL squadrons start on the table', () => {
    const b = newFighterSquadron({ id: 'b1', side: 'C', hangarId: 'h' }, breacher);
    expect(b.ok && b.value).toEqual({ id: 'b1', typeId: 'sf-breacher', side: 'C', status: 'hangar', hangarId: 'h', at: null, strength: 3, loads: [], marines: 3, ready: true });
    const t = newFighterSquadron({ id: 'v1', side: 'V', hangarId: 'h', onTableAt: 'sq-v' }, vFighter);
    expect(!t.ok && t.error.code).toBe('ERR_NOT_FTL');
    const ftl = newFighterSquadron({ id: 'v1', side: 'V', hangarId: 'h', onTableAt: 'sq-v', loads: ['sfw-torp'] }, { ...vFighter, qualities: ['FTL'] });
    expect(ftl.ok && ftl.value).toMatchObject({ status: 'space', at: 'sq-v', loads: ['sfw-torp'] });
    const over = newFighterSquadron({ id: 'v1', side: 'V', hangarId: 'h', loads: ['sfw-torp', 'sfw-torp'] }, vFighter);
    expect(!over.ok && over.error.code).toBe('ERR_HARDPOINTS_FULL');
  });
});
