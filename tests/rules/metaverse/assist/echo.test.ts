// The echo of an accepted draft (src/rules/metaverse/assist/echo.ts). Metaverse p.3: 1 CP per advanced manoeuvre
// and break-off, paid by the squadron's commander unless another is named; p.7 movement; p.25 range bands;
// p.19, p.21 mission and control actions (1 CP each, priority targets by the flag commander).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { echo } from '../../../../src/rules/metaverse/assist/echo.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import { closeState, fireState, missionsState, parsed, playAlternating, STAGE_STATES } from './fixtures.ts';

describe('plot echo', () => {
  test('every squadron in normal form with its CP and where it goes; those left out drift', () => {
    const s = closeState();
    const lines = echo(s, 'A1', parsed(s, 'A1', 'resolute: a2 rl · pay osei'));
    expect(lines[0]).toBe('CNS Resolute: A2 RL · pay Captain Osei — 1 CP from Captain Osei (has 4) · momentum 0 → 2 cm · heading 0° · ends at 45,112 cm');
    expect(lines[1]).toBe('CNS Harrier: drift — no CP · momentum 0 → 0 cm · heading 0° · ends at 90,114 cm');
    expect(lines).toHaveLength(3);
  });

  test('a break-off costs 1 CP from the squadron’s commander (Hale for the Kestrel pair)', () => {
    const s = closeState();
    const lines = echo(s, 'A1', parsed(s, 'A1', 'break CNS Merlin: A2'));
    expect(lines[3]).toMatch(/^break CNS Merlin: A2 — 1 CP from Commodore Hale \(has 5\) · momentum 0 → 2 cm/);
  });
});

describe('fire echo', () => {
  test('each ship’s orders with the target’s distance, band and sector; ships given no orders hold, as a note', () => {
    const s = fireState();
    const lines = echo(s, 'A1', parsed(s, 'A1', 'CNS Resolute: las-1, las-2 > VHS Dominator'));
    // The Danger Close weapons were added by the parse (p.22); 32 cm is band 4 of the Heavy Laser's 10 cm bands.
    expect(lines[0]).toMatch(/^CNS Resolute: Heavy Laser 1, Heavy Laser 2, Heavy Laser 3, Heavy Laser 4, Railgun Battery 1, Railgun Battery 2 > VHS Dominator — VHS Dominator 32 cm, band 4 of 8, B[PS]$/);
    expect(lines.slice(1)).toEqual(['— CNS Harrier: no orders, holds fire', '— CNS Kestrel: no orders, holds fire', '— CNS Merlin: no orders, holds fire']);
  });
});

describe('missions and control echo', () => {
  test('actions with their CP, or pass', () => {
    const m = missionsState();
    expect(echo(m, 'A1', { kind: 'missions', text: 'pass' })).toEqual(['pass']);
    expect(echo(m, 'A1', { kind: 'missions', text: 'mission Lancer Strike Wing 1 > VHS Dominator' })).toEqual(['mission Lancer Strike Wing 1 > VHS Dominator — 1 CP']);
    const c = playAlternating(m, 'control');
    expect(echo(c, 'A1', { kind: 'control', text: 'designate VHS Dominator for CNS Resolute\npriority VHS Ravager', actions: [] })).toEqual([
      'designate VHS Dominator for CNS Resolute — 1 CP',
      'priority VHS Ravager — flag commander',
    ]);
  });
});

describe('echo never throws on what any text parses to (property)', () => {
  test.each(STAGE_STATES)('%s', (_stage, make) => {
    const s = make();
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const read = metaverse.parse(s, 'A1', text);
        if (read.ok) expect(Array.isArray(echo(s, 'A1', read.value))).toBe(true);
        expect(Array.isArray(echo(s, 'A1', metaverse.missing(s, 'A1')))).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
