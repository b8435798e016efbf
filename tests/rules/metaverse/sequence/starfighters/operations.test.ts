// Metaverse p.19 "Starfighter Operations Step": launch, re-arm, recover, within each hangar's launch capacity.
import { describe, expect, test } from 'vitest';
import { metaverse } from '../../../../../src/rules/metaverse/system.ts';
import { parseSubmission } from '../../../../../src/rules/metaverse/notation/submission-text.ts';
import { resolvePlots } from '../../../../../src/rules/metaverse/sequence/turn.ts';
import type { MetaverseState } from '../../../../../src/rules/metaverse/state.ts';
import { bookDice, matchWithCp } from '../movement/fixtures.ts';

const inSpace = (s: MetaverseState, side: 'A' | 'B'): string[] => s.fighters.squadrons.filter((f) => f.side === side && f.status === 'space').map((f) => f.name);

describe('the plot’s launches and recoveries', () => {
  test('p.19: the seat’s launch order is flown as given (1 of the Harrier’s 4 Lancer wings, capacity 2)', () => {
    const s = matchWithCp({});
    const sub = parseSubmission(s, 'ana', 'Harrier: launch 1 Lancer Strike Wing');
    if (!sub.ok) throw new Error(sub.error.map((e) => e.message).join(' | '));
    const r = metaverse.resolve(s, { ana: sub.value }, bookDice([]));
    expect(inSpace(r.state, 'A')).toEqual(['Lancer Strike Wing 1']);
  });

  test('p.19: a seat that gave no launch keeps the default orders (each hangar launches up to its capacity)', () => {
    const s = matchWithCp({});
    const sub = parseSubmission(s, 'ana', 'Harrier: launch 1 Lancer Strike Wing');
    if (!sub.ok) throw new Error(sub.error.map((e) => e.message).join(' | '));
    const r = metaverse.resolve(s, { ana: sub.value }, bookDice([]));
    // The Ravager's bay launches 2 a turn (p.19, its launch capacity): side B gave no orders.
    expect(inSpace(r.state, 'B')).toHaveLength(2);
  });

  test('p.19: recovering a squadron present at its carrier lands it; it re-arms on a later turn', () => {
    const s0 = matchWithCp({});
    const lancer = s0.fighters.squadrons.find((f) => f.name === 'Lancer Strike Wing 1');
    if (!lancer) throw new Error('no Lancer');
    const s: MetaverseState = { ...s0, fighters: { ...s0.fighters, squadrons: s0.fighters.squadrons.map((f) => (f.id === lancer.id ? { ...f, status: 'space', hangarId: null, at: 'A-sq-2' } : f)) } };
    const r = resolvePlots(s, {}, bookDice([]), { squadrons: { 'A-sq-2': { payer: null, launches: [], recoveries: [{ fighter: lancer.id, hangar: 'bay' }] } }, breakOffs: [] });
    const back = r.state.fighters.squadrons.find((f) => f.id === lancer.id);
    expect([back?.status, back?.hangarId, back?.ready]).toEqual(['hangar', 'A-harrier:bay', false]);
    expect(r.events.map((e) => e.text)).toContain('Side A: Lancer Strike Wing 1 lands in CNS Harrier bay');
    // The recovery used 1 of the bay's 2 launch slots, and nothing else was ordered: no launch this turn.
    expect(inSpace(r.state, 'A')).toEqual([]);
  });
});
