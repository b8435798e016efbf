import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseSectionTotals, parseStlSummary, parseWeaponProfile } from '../../../../src/rules/metaverse/ships/notation.ts';

const value = <T>(r: { ok: true; value: T } | { ok: false }): T => {
  if (!r.ok) throw new Error('expected ok');
  return r.value;
};

describe('appendix fragments', () => {
  // The book's appendix (EFN record sheets): each printed fragment and its parse.
  test('176MT Nuclear Missile', () => {
    expect(value(parseWeaponProfile('176MT Nuclear Missile OOO 1×(D12+10) 20cm/120cm@6'))).toMatchObject({
      rof: 'unlimited', pulse: { count: 1 }, damage: { die: 12, mod: 10 }, range: { band: 20, bands: 6, effectiveBand: 6 },
    });
    expect(value(parseWeaponProfile('64MT Penetrator Missile OOO 1×(D8+0) 20cm/120cm@6'))).toMatchObject({ damage: { die: 8, mod: 0 }, range: { bands: 6, effectiveBand: 6 } });
  });
  test('railguns with the default effective band', () => {
    expect(value(parseWeaponProfile('70mm Railgun Battery / 70mm Shell … 1x(D4+2) 10cm/50cm'))).toMatchObject({ rof: null, damage: { die: 4, mod: 2 }, range: { band: 10, bands: 5, effectiveBand: 1 } });
    expect(value(parseWeaponProfile('110mm Railgun Battery OOO 1x(D6+3) 10cm/60cm'))).toMatchObject({ damage: { die: 6, mod: 3 }, range: { band: 10, bands: 6 } });
  });
  // Ruling A33: D6x(5) is a rolled pulse count of fixed 5.
  test('150PW Plasma Pulse: D6 pulses of 5', () => {
    expect(value(parseWeaponProfile('150PW Plasma Pulse Cannon / Plasma Pulse D6x(5) 5cm/30cm'))).toMatchObject({ pulse: { die: 6 }, damage: { fixed: 5 }, range: { band: 5, bands: 6 } });
  });
  test('180PW Laser Battery: raking, intercept 6', () => {
    expect(value(parseWeaponProfile('180PW Laser Battery / Laser OOO 1×(6) 30cm/90cm@2 ≡ 6'))).toEqual({
      rof: 'unlimited', pulse: { count: 1 }, damage: { fixed: 6 }, range: { band: 30, bands: 3, effectiveBand: 2 }, effect: 'raking', pd: null, interceptValue: 6,
    });
  });
  test('PD line: PD 8, three target types, intercept 6', () => {
    expect(value(parseWeaponProfile('OOO 1×(D4+2) 10cm/50cm ➤ ■ 8 ◀ ✓ ✓ ✓ 6'))).toMatchObject({ pd: { value: 8, targetsTicked: 3 }, interceptValue: 6 });
  });
  test('a launcher line without damage is refused', () => {
    const r = parseWeaponProfile('Torpedo Launcher / 2.25kg Antimatter Torpedo … 30cm/90cm@2');
    expect(r.ok).toBe(false);
  });
  test('section totals', () => {
    expect(value(parseSectionTotals('○72 ♦2 △1'))).toEqual({ hits: 72, crew: 2, marines: 1 });
    expect(value(parseSectionTotals('○60 ◆2 △1'))).toEqual({ hits: 60, crew: 2, marines: 1 });
    expect(value(parseSectionTotals('○100 ♦5'))).toEqual({ hits: 100, crew: 5, marines: 0 });
    expect(parseSectionTotals('72').ok).toBe(false);
  });
  test('STL summaries (port, bow/stern, starboard)', () => {
    expect(value(parseStlSummary('1 2/6 1'))).toEqual({ port: 1, bow: 2, stern: 6, starboard: 1 });
    expect(value(parseStlSummary('4 12 4'))).toEqual({ port: 4, bow: 0, stern: 12, starboard: 4 });
    expect(value(parseStlSummary('6 2/12 6'))).toEqual({ port: 6, bow: 2, stern: 12, starboard: 6 });
    expect(parseStlSummary('fast').ok).toBe(false);
  });
  test('limits are checked', () => {
    expect(parseWeaponProfile('1×(D7) 10cm/50cm').ok).toBe(false);
    expect(parseWeaponProfile('1×(6) 10cm/55cm').ok).toBe(false);
    expect(parseWeaponProfile('1×(6) 60cm/120cm').ok).toBe(false);
    expect(parseWeaponProfile('1×(6) 10cm/50cm@6').ok).toBe(false);
    expect(parseWeaponProfile('0×(6) 10cm/50cm').ok).toBe(false);
  });
});

describe('parsers never crash', () => {
  const alphabet = fc.constantFrom(...'0123456789OxX×()D+-cm/@ ≡■➤◀✓○♦◆△ ab'.split(''));
  const text = fc.oneof(fc.string(), fc.array(alphabet, { maxLength: 60 }).map((a) => a.join('')));
  test('any text gives a result', () => {
    fc.assert(
      fc.property(text, (t) => {
        for (const r of [parseWeaponProfile(t), parseSectionTotals(t), parseStlSummary(t)]) expect(typeof r.ok).toBe('boolean');
      }),
    );
  });
  test('well-formed profiles round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.constantFrom(4, 6, 8, 10, 12), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 5, max: 50 }), fc.integer({ min: 1, max: 255 }), (p, die, mod, band, bands) => {
        const eff = Math.max(1, bands - 1);
        const r = parseWeaponProfile(`OOO ${p}×(D${die}+${mod}) ${band}cm/${band * bands}cm@${eff}`);
        expect(value(r)).toMatchObject({ pulse: { count: p }, damage: { die, mod }, range: { band, bands, effectiveBand: eff } });
      }),
    );
  });
});
