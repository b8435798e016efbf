// The step guide (src/rules/metaverse/assist/guide.ts). Metaverse p.5 plots, p.19 Mission Step, p.21 Control
// Step, p.22 Danger Close, p.24 fire; docs/playing.md §2 (placeholder ≤ 100 characters, ≤ 5 buttons).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { guide } from '../../../../src/rules/metaverse/assist/guide.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import { closeState, expectOk, fireState, missionsState, parsed, playAlternating, STAGE_STATES } from './fixtures.ts';

describe('plot step', () => {
  test('a unit per squadron with its line, prefill from the draft or drift, and a draft text that parses', () => {
    const s = closeState();
    const draft = parsed(s, 'A1', 'resolute: a2 t:s');
    const g = guide(s, 'A1', draft);
    expect(g.mode).toBe('units');
    expect(g.units.map((u) => [u.id, u.prefill])).toEqual([
      ['A-sq-1', 'A2 T:S'],
      ['A-sq-2', 'drift'],
      ['A-sq-3', 'drift'],
    ]);
    expect(g.units[0]?.line).toBe('at 45,114 cm · heading 0° · momentum 0 cm · Cinematic · CP: Commodore Hale 5');
    expect(g.draftText.split('\n')[0]).toBe('CNS Resolute: A2 T:S');
    expectOk(metaverse.parse(s, 'A1', g.draftText));
    expect(g.help).toContain('e.g. `CNS Resolute: A2 T:S`');
    expect(g.placeholder.length).toBeLessThanOrEqual(100);
  });

  test('without a draft every squadron drifts; "Everyone drifts" parses', () => {
    const s = closeState();
    const g = guide(s, 'B1', null);
    expect(g.draftText.split('\n').every((l) => l.endsWith(': drift'))).toBe(true);
    expect(g.units[0]?.line).toBe('at 45,80 cm · heading 180° · speed 0 cm · no rotation · Newtonian · CP: Warlord Skarr 3');
    for (const c of g.choices) expectOk(metaverse.parse(s, 'B1', c.value));
  });
});

describe('alternating steps', () => {
  test('missions: text mode, Pass, the seat’s fighters in space and a mission example with real names', () => {
    const s = missionsState();
    const g = guide(s, 'A1', null);
    expect(g.mode).toBe('text');
    expect(g.choices).toEqual([{ name: 'Pass', value: 'pass' }]);
    expect(g.draftText).toBe('');
    expect(g.help).toContain('Lancer Strike Wing 1 (4)');
    expect(g.help).toContain('e.g. `mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Dominator`');
    expect(g.help).toContain('CP: Commodore Hale 5 · Captain Osei 4');
    // The example is a message the Mission Step accepts now (the Dominator is within the Lancers' reach).
    expectOk(metaverse.parse(s, 'A1', 'mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Dominator'));
  });

  test('control: examples with enemy ships and own squadrons; the side not due is told to wait', () => {
    const c = playAlternating(missionsState(), 'control');
    const due = metaverse.step(c)?.owes[0];
    const other = due === 'A1' ? 'B1' : 'A1';
    const g = guide(c, due ?? 'A1', null);
    expect(g.choices).toEqual([{ name: 'Pass', value: 'pass' }]);
    const examples = [...g.help.matchAll(/e\.g\. `([^`]+)`/g)].map((m) => m[1] ?? '');
    expect(examples.some((e) => e.startsWith('designate '))).toBe(true);
    // Each example is one valid Control Step message for the side due.
    for (const e of examples) expectOk(metaverse.parse(c, due ?? 'A1', e));
    const waiting = guide(c, other, null);
    expect(waiting.choices).toEqual([]);
    expect(waiting.help.split('\n')[0]).toMatch(/^It is side [AB]'s turn: wait for their message\.$/);
  });
});

describe('fire step', () => {
  test('a unit per ship with legal targets in reach and forced Danger Close weapons (p.22)', () => {
    const s = fireState();
    const g = guide(s, 'A1', null);
    expect(g.mode).toBe('units');
    expect(g.units.map((u) => u.id)).toEqual(['A-resolute', 'A-harrier', 'A-kestrel', 'A-merlin']);
    expect(g.units[0]?.line).toBe('targets now: VHS Dominator 32 cm · Danger Close: Heavy Laser 1, Heavy Laser 2, Heavy Laser 3, Heavy Laser 4, Railgun Battery 1, Railgun Battery 2 must fire at VHS Dominator');
    // Nothing was nominated in the Control Step and no enemy is Danger Close to it: the prompt says so (p.21–22).
    expect(g.units[1]?.line).toBe('nothing in reach: no target nominated for it (p.21)');
    expect(g.help).toContain('e.g. `CNS Resolute: all Heavy Laser > VHS Dominator`');
    expect(g.draftText).toBe('');
    for (const c of g.choices) expectOk(metaverse.parse(s, 'A1', c.value));
  });

  test('the draft fills the prefill and the draft text', () => {
    const s = fireState();
    const draft = parsed(s, 'A1', 'CNS Resolute: all heavy laser > dominator');
    const g = guide(s, 'A1', draft);
    expect(g.units[0]?.prefill).toBe('Heavy Laser 1, Heavy Laser 2, Heavy Laser 3, Heavy Laser 4, Railgun Battery 1, Railgun Battery 2 > VHS Dominator');
    expectOk(metaverse.parse(s, 'A1', g.draftText));
  });
});

describe('guide never throws for any draft parsed from any text (property)', () => {
  test.each(STAGE_STATES)('%s', (_stage, make) => {
    const s = make();
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.constantFrom('A1', 'B1', 'C9'), (text, seat) => {
        const read = metaverse.parse(s, seat, text);
        const g = guide(s, seat, read.ok ? read.value : null);
        expect(g.placeholder.length).toBeLessThanOrEqual(100);
        expect(g.choices.length).toBeLessThanOrEqual(5);
      }),
      { numRuns: 40 },
    );
  });
});
