import { describe, expect, test } from 'vitest';
import type { Mission } from '../../../../src/rules/metaverse/fighters/mission.ts';
import { chooseProcedure, PROCEDURES, starfighterCombats, validateInterceptors } from '../../../../src/rules/metaverse/fighters/procedure.ts';

const m = (id: string, kind: 'cap' | 'strike', targetId: string, squadronIds: string[]): Mission => ({
  id,
  side: kind === 'cap' ? 'T' : 'V',
  kind,
  squadronIds,
  escortIds: [],
  targetId,
  originId: 'x',
  arc: kind === 'strike' ? 'bow' : null,
});

describe('starfighter combat procedures', () => {
  // Metaverse p.32: "A starfighter combat is defined as any starship squadron attacked by enemy missions."
  test('one combat per attacked starship squadron', () => {
    const missions = [m('s1', 'strike', 'sq-t', ['v1']), m('s2', 'strike', 'sq-t', ['v2']), m('c1', 'cap', 'sq-t', ['t1']), m('c2', 'cap', 'sq-u', ['t2'])];
    const combats = starfighterCombats(missions);
    expect(combats).toHaveLength(1);
    expect(combats[0]?.strikes.map((x) => x.id)).toEqual(['s1', 's2']);
    expect(combats[0]?.cap.map((x) => x.id)).toEqual(['c1']);
  });

  // p.33–34: three procedures by CAP and Intercept.
  test('procedure A, B or C', () => {
    const [noCap] = starfighterCombats([m('s1', 'strike', 'sq-t', ['v1'])]);
    const [withCap] = starfighterCombats([m('s1', 'strike', 'sq-t', ['v1']), m('c1', 'cap', 'sq-t', ['t1', 't2'])]);
    if (noCap === undefined || withCap === undefined) throw new Error('no combat');
    expect(chooseProcedure(noCap, [])).toBe('A');
    expect(chooseProcedure(withCap, [])).toBe('B');
    expect(chooseProcedure(withCap, ['t1'])).toBe('C');
    const bad = validateInterceptors(withCap, ['v1']);
    expect(!bad.ok && bad.error.code).toBe('ERR_NOT_CAP');
    expect(validateInterceptors(withCap, ['t1', 't1']).ok).toBe(true);
  });

  // p.33 (A): long-range without surgical; close; PDS on closing; remaining fire with surgical; place mission.
  // p.35 (C) step 7: "Starfighter squadrons that participated in a furball may not fire."
  test('step lists follow the book', () => {
    expect(PROCEDURES.A.map((s) => s.kind)).toEqual(['long-range-fire', 'close-decision', 'pds-on-closing', 'remaining-fire', 'place-mission']);
    expect(PROCEDURES.A[0]).toMatchObject({ surgical: false, pdsIntercept: true, atShips: true });
    expect(PROCEDURES.B.map((s) => s.kind)).toEqual(['long-range-fire', 'close-decision', 'pds-on-closing', 'furball', 'remaining-fire', 'place-mission']);
    expect(PROCEDURES.B[4]).toMatchObject({ surgical: true, furballVeterans: 'furball-only' });
    expect(PROCEDURES.C.map((s) => s.kind)).toEqual([
      'long-range-fire',
      'furball',
      'furball-fire',
      'long-range-fire',
      'close-decision',
      'pds-on-closing',
      'furball',
      'remaining-fire',
      'place-mission',
    ]);
    expect(PROCEDURES.C[0]).toMatchObject({ atShips: false, atFighters: true });
    expect(PROCEDURES.C[7]).toMatchObject({ surgical: true, furballVeterans: 'none' });
  });
});
