// Metaverse p.3 "Spending Command Points", p.11 "Advanced Manoeuvres" (1 CP each, allocated in the plot).
import { describe, expect, test } from 'vitest';
import { metaverse } from '../../../../../src/rules/metaverse/system.ts';
import { parseSubmission } from '../../../../../src/rules/metaverse/notation/submission-text.ts';
import { resolvePlots } from '../../../../../src/rules/metaverse/sequence/turn.ts';
import { bookDice, cinematic, matchWithCp, squadron } from './fixtures.ts';

const cpOf = (s: { commanders: readonly { id: string; cp: number }[] }, id: string): number | undefined => s.commanders.find((c) => c.id === id)?.cp;

describe('CP spent in the plot', () => {
  test('p.11: a roll costs its squadron commander 1 CP when the plot resolves, and the summary says who paid', () => {
    const s = matchWithCp({ 'A-cmd-1': 3 });
    const sub = parseSubmission(s, 'ana', 'Resolute: RL');
    if (!sub.ok) throw new Error(sub.error.map((e) => e.message).join(' | '));
    const r = metaverse.resolve(s, { ana: sub.value }, bookDice([]));
    expect(r.events.map((e) => e.text)).toContain("Commodore Hale pays 1 CP for CNS Resolute's roll (2 left).");
    expect(cpOf(r.state, 'A-cmd-1')).toBe(2);
    // p.11 Roll: the record sheet is mirrored port↔starboard.
    expect(squadron(r.state, 'A-sq-1').mirrored).toBe(true);
  });

  test('p.3: a plot whose payer lacks the CP is refused when it is sent', () => {
    const s = matchWithCp({ 'A-cmd-1': 0 });
    const sub = parseSubmission(s, 'ana', 'Resolute: RL');
    expect(sub.ok).toBe(false);
    if (!sub.ok) expect(sub.error.map((e) => e.code)).toContain('ERR_PLOT_CP');
  });

  test('p.3: the payer named in the plot pays (Hale for Osei’s Harrier)', () => {
    const s = matchWithCp({ 'A-cmd-1': 2, 'A-cmd-2': 0 });
    const sub = parseSubmission(s, 'ana', 'Harrier: RL · pay Hale');
    if (!sub.ok) throw new Error(sub.error.map((e) => e.message).join(' | '));
    const r = metaverse.resolve(s, { ana: sub.value }, bookDice([]));
    expect(r.events.map((e) => e.text)).toContain("Commodore Hale pays 1 CP for CNS Harrier's roll (1 left).");
    expect([cpOf(r.state, 'A-cmd-1'), cpOf(r.state, 'A-cmd-2')]).toEqual([1, 0]);
  });

  test('p.3: with no payer named, a commander up the chain pays when the squadron’s own has no CP', () => {
    const s = matchWithCp({ 'A-cmd-1': 1, 'A-cmd-2': 0 });
    const r = resolvePlots(s, { 'A-sq-2': cinematic('A-sq-2', 0, [{ code: 'RL' }]) }, bookDice([]));
    expect(r.events.map((e) => e.text)).toContain("Commodore Hale pays 1 CP for CNS Harrier's roll (0 left).");
  });

  test('p.11: two manoeuvres cost 2 CP; without them the manoeuvres are dropped and the squadron flies its plain move', () => {
    const s = matchWithCp({ 'A-cmd-1': 1 });
    const r = resolvePlots(s, { 'A-sq-1': cinematic('A-sq-1', 2, [{ code: 'RL' }, { code: 'FL' }]) }, bookDice([]));
    expect(r.events.map((e) => e.text)).toContain("CNS Resolute's roll and flip cannot be paid: it costs 2 CP and Commodore Hale has 1 (p.3); it is not done.");
    expect(cpOf(r.state, 'A-cmd-1')).toBe(1);
    const sq = squadron(r.state, 'A-sq-1');
    expect([sq.mirrored, sq.heading, sq.momentum]).toEqual([false, 0, 2]);
  });
});
