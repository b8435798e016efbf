// The §6.2 raid: a corsair landed at the FAC base loads for six turns, then escapes (Arab win); no corsair left → FAC win.
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../../src/rules/core/dice.ts';
import { resolvePlots } from '../../../../src/rules/voidstriker/sequence/resolve-round.ts';
import { outcomeOf } from '../../../../src/rules/voidstriker/sequence/victory.ts';
import { setupGame } from '../../../../src/rules/voidstriker/setup/setup.ts';
import type { VoidstrikerState } from '../../../../src/rules/voidstriker/state.ts';
import { texts } from './fixtures.ts';

function raid(): VoidstrikerState {
  const r = setupGame({ options: { firePerPhase: false, asteroids: false }, fleets: { ana: { side: 'FAC', player: 'Ana', ships: [] }, ben: { side: 'Arab', player: 'Ben', ships: [] } }, scenario: '6.2', seed: 'x' });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('§6.2 raid', () => {
  test('six rounds landed at the base load the loot; leaving the playfield then wins for the Arabs', () => {
    const s0 = raid();
    const base = s0.base;
    const corsair = s0.ships.find((x) => x.classId === 'arab-corsair-2000');
    const gunboat = s0.ships.find((x) => x.classId === 'us-gunboat-500');
    if (!base || !corsair || !gunboat) throw new Error('setup');
    // Only a landed corsair at the base and a landed gunboat: nothing else moves or fires.
    let s: VoidstrikerState = {
      ...s0,
      ships: [gunboat, { ...corsair, position: base.at, vectorCounter: base.at, drift: { speed: 0, direction: { x: 0, y: 0 } }, surface: { kind: 'landed', planetId: base.planetId, since: 0 } }],
    };
    const dice = seededDice(rngStateFromSeed('raid'));
    const log: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = resolvePlots(s, {}, dice);
      log.push(...texts(r.events));
      s = r.state;
    }
    // Voidstriker §6.2: six turns of loading.
    expect(log.filter((x) => x.startsWith(`${corsair.name} loads loot`))).toHaveLength(6);
    expect(s.raid?.loaded).toEqual([corsair.id]);
    expect(s.outcome).toBeNull();
    // The loaded corsair off the playfield: it escapes and the Arabs win.
    const off = { x: s.playfield.width + 3, y: 24 };
    s = { ...s, ships: s.ships.map((x) => (x.id === corsair.id ? { ...x, position: off, vectorCounter: { x: off.x - 1, y: off.y }, surface: { kind: 'flying' } } : x)) };
    const r = resolvePlots(s, {}, dice);
    expect(texts(r.events)).toContain(`${corsair.name} escapes with the loot.`);
    expect(r.state.outcome?.winner).toBe('Arab');
    expect(r.state.stage).toBe('over');
  });

  test('no corsair left: the FAC win (§6.2 "any other result")', () => {
    const s = raid();
    const gone = { ...s, ships: s.ships.map((x) => (x.classId === 'arab-corsair-2000' ? { ...x, status: 'destroyed' as const } : x)) };
    expect(outcomeOf(gone)?.winner).toBe('FAC');
    expect(outcomeOf(s)).toBeNull();
  });
});
