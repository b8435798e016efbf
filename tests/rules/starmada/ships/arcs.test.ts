import { describe, expect, it } from 'vitest';
import { ALTERNATE_ARCS, arcCostUnits, canonicalArcText, readArcDesignation, standardLetters } from '../../../../src/rules/starmada/ships/arcs.ts';

const letters = (text: string) => {
  const read = readArcDesignation(text);
  return read.ok ? standardLetters(read.value).join('') : read.error.message;
};

describe('firing-arc designations', () => {
  it('reads standard arc letters A to L', () => {
    // Starmada p.19 §4.1 and p.11 §1.3 ("AB ▢▢▢| BD ▢▢▢")
    expect(letters('ACE')).toBe('ACE');
    expect(letters('GHI')).toBe('GHI');
  });

  it('resolves the twenty alternate arcs of C.1 to their standard letters', () => {
    // Starmada p.39 §C.1 table
    expect(Object.keys(ALTERNATE_ARCS)).toHaveLength(20);
    expect(letters('FF')).toBe('AB');
    expect(letters('TR')).toBe('GHIJK');
    expect(letters('TT')).toBe('ABCDEF');
    // Ruling: "FH" is Forward Half (GHI), not the letters F and H
    expect(letters('FH')).toBe('GHI');
    expect(letters('HF')).toBe('HF');
  });

  it('counts a defensive arc used as a firing arc as 1.5 arcs', () => {
    // Starmada p.39 §C.1 (Defensive Arcs) and p.26 §A.1
    const fwd = readArcDesignation('Fwd');
    expect(fwd.ok && arcCostUnits(fwd.value)).toBe(1.5);
    const turret = readArcDesignation('TT');
    expect(turret.ok && arcCostUnits(turret.value)).toBe(6);
  });

  it('explains what is wrong with a bad arc', () => {
    // Starmada p.19 §4.1: arcs are A-L; p.39 §C.1 names the others
    expect(letters('Q')).toBe('arc "Q" is not an arc; use A-L or a named arc such as FH');
    expect(letters('ABA')).toBe('arc "ABA" names arc A twice');
    expect(letters('fwd')).toBe('arc "fwd" is not an arc; use A-L or a named arc such as FH');
  });

  it('spells typed arcs canonically in any case', () => {
    expect(['fwd', 'STBD', 'fh', 'ace', 'q'].map(canonicalArcText)).toEqual(['Fwd', 'Stbd', 'FH', 'ACE', 'Q']);
  });
});
