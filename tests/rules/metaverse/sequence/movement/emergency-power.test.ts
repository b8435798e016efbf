// Metaverse p.11–12 "Emergency Power": chosen STL drives give double thrust for the plot; after movement 1D6
// (+1 green crew, −1 veteran), on 4–6 every doubled drive is disabled. Worked example p.12 (USS Thunderchild).
import { describe, expect, test } from 'vitest';
import { newtonianSpeed } from '../../../../../src/rules/metaverse/movement/newtonian.ts';
import { resolvePlots } from '../../../../../src/rules/metaverse/sequence/turn.ts';
import type { MetaverseState } from '../../../../../src/rules/metaverse/state.ts';
import { bookDice, cinematic, matchWithCp, squadron } from './fixtures.ts';

const disabled = (s: MetaverseState, ship: string): string[] => s.ships.find((x) => x.id === ship)?.damage.systems.filter((x) => x.disabled).map((x) => x.id) ?? [];

describe('Emergency Power through the Movement Phase', () => {
  test('p.12 example: a green crew rolls 3, +1 makes 4, and the doubled drives are disabled after the move', () => {
    // VHS Dominator (green crew): stern drives T1 and T2 of rating 3 doubled give 12 thrust points.
    const s = matchWithCp({ 'B-cmd-1': 1 });
    const plot = { squadron: 'B-sq-1', method: 'newtonian' as const, newtonian: { thrust: [{ arc: 'stern' as const, points: 12, step: 0 }] }, manoeuvres: [{ code: 'EP' as const, drives: ['stl-T1', 'stl-T2'] }], manoeuvresPaid: 1 };
    const dice = bookDice([3]);
    const r = resolvePlots(s, { 'B-sq-1': plot }, dice);
    expect(dice.scriptedLeft).toBe(0);
    const sq = squadron(r.state, 'B-sq-1');
    // p.12 "adds 8 to her forward momentum" with two size-2 drives doubled; here two size-3 drives give 12.
    expect(newtonianSpeed(sq.directionality, sq.rose)).toBe(12);
    expect(r.events.map((e) => e.text)).toContain('VHS Dominator: Emergency Power check d6 3 +1 (green crew) = 4 → 4–6, drives T1, T2 disabled (p.12).');
    expect(disabled(r.state, 'B-dominator').sort()).toEqual(['stl-T1', 'stl-T2']);
    expect(r.events.map((e) => e.text)).toContain("Warlord Skarr pays 1 CP for VHS Dominator's emergency power (0 left).");
  });

  test('p.12: a regular crew rolling 3 keeps its drives; without EP the same 12 points would not fit (drift)', () => {
    const s = matchWithCp({ 'A-cmd-1': 1 });
    const ep = resolvePlots(s, { 'A-sq-1': cinematic('A-sq-1', 12, [{ code: 'EP', drives: ['stl-T1', 'stl-T2'] }]) }, bookDice([3]));
    expect(squadron(ep.state, 'A-sq-1').momentum).toBe(12);
    expect(ep.events.map((e) => e.text)).toContain('CNS Resolute: Emergency Power check d6 3 → below 4, drives T1, T2 hold (p.12).');
    expect(disabled(ep.state, 'A-resolute')).toEqual([]);
    const plain = resolvePlots(s, { 'A-sq-1': cinematic('A-sq-1', 12) }, bookDice([]));
    expect(squadron(plain.state, 'A-sq-1').momentum).toBe(0);
  });
});
