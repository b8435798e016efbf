import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { recordOnArc, recordRaking } from '../../../../src/rules/metaverse/damage/record.ts';
import { initialDamageState, type ShipDamageState } from '../../../../src/rules/metaverse/damage/state.ts';
import { CHIMERA, fresh, layers, pending, remaining, THUNDERCHILD, VENGEANCE } from './fixtures.ts';

describe('recording damage', () => {
  // Metaverse p.29 "Recording Damage" Example 2 (Recording Damage example 2): six penetrating pulses of 5 into the Vengeance port-bow
  // (3 layers): 1 hit on each port-bow layer, the 2 left over hit the core's top 2 layers.
  test('Recording Damage example 2 (p.29): penetrating pulses through a 3-layer section into the core', () => {
    let st = fresh(VENGEANCE);
    for (let i = 0; i < 6; i++) st = recordOnArc(st, { arc: 'port-bow', amount: 5, effect: 'penetrating' }).state;
    expect(remaining(st, 'port-bow')).toEqual([2, 2, 2]);
    expect(remaining(st, 'core')).toEqual([6, 6, 12, 12, 12, 12]);
    // p.30: one critical per point on the bottom layer (6); no layer of 8 was completed by 6 hits.
    expect(pending(st, 'port-bow')).toBe(6);
    expect(pending(st, 'core')).toBe(0);
  });

  // Metaverse p.28 (Dealing Damage example 1 (p.26) recording): 9 raking into the Thunderchild bow section, 16 raking into the core.
  test('Dealing Damage example 1 (p.26): raking along the top layer first', () => {
    const r = recordOnArc(fresh(THUNDERCHILD), { arc: 'bow', amount: 9, effect: 'raking' });
    expect(remaining(r.state, 'bow')).toEqual([0, 7, 8, 8, 8, 8]);
    expect(pending(r.state, 'bow')).toBe(1); // the first layer was completed
    const core = recordOnArc(r.state, { arc: 'port', amount: 16, effect: 'raking' });
    expect(remaining(core.state, 'core')).toEqual([0, 8, 12, 12, 12]);
    expect(core.dealt).toEqual([{ section: 'core', hits: 16 }]);
  });

  // section figure (p.28): crew and marine parties sit at layer ends and go with their layer.
  test('section figure (p.28): a completed layer loses its parties and scores a critical', () => {
    const st = initialDamageState({
      directionality: 'square',
      threat: 4,
      sections: [{ id: 'core', ring: 0, direction: null, layers: layers(6, 8, { 2: 1, 4: 1, 6: 1 }, { 6: 1 }) }],
    });
    const r = recordRaking(st, 'core', 16);
    expect(r.events.filter((e) => e.kind === 'layer-completed')).toEqual([
      { kind: 'layer-completed', section: 'core', layer: 1, crewLost: 0, marinesLost: 0 },
      { kind: 'layer-completed', section: 'core', layer: 2, crewLost: 1, marinesLost: 0 },
    ]);
    expect(pending(r.state, 'core')).toBe(2);
    const all = recordRaking(st, 'core', 60);
    expect(all.state.destroyed).toBe(true);
    expect(all.leftover).toBe(12);
  });

  // Metaverse p.29: a destroyed section passes the rest inward and gives the next inward section a critical; its own are discarded.
  test('raking overflow destroys a section and goes inward', () => {
    const r = recordOnArc(fresh(CHIMERA), { arc: 'port', amount: 30, effect: 'raking' });
    expect(remaining(r.state, 'port-outer')).toEqual([0, 0, 0]);
    expect(r.state.sections.find((s) => s.id === 'port-outer')?.destroyed).toBe(true);
    expect(pending(r.state, 'port-outer')).toBe(0);
    expect(r.events).toContainEqual({ kind: 'section-destroyed', section: 'port-outer', criticalsDiscarded: 3 });
    expect(remaining(r.state, 'port-inner')).toEqual([3, 9, 9, 9]);
    expect(pending(r.state, 'port-inner')).toBe(1);
  });

  // Metaverse p.29: penetrating damage that goes right through the ship is discarded; Dimensional skips one section.
  test('penetrating leftover is discarded; skip starts further in', () => {
    const r = recordOnArc(fresh(VENGEANCE), { arc: 'port-bow', amount: 20, effect: 'penetrating' });
    expect(r.leftover).toBe(11);
    const dm = recordOnArc(fresh(CHIMERA), { arc: 'port', amount: 2, effect: 'raking', skip: 1 });
    expect(dm.dealt).toEqual([{ section: 'port-inner', hits: 2 }]);
    // Bow fire on the Vengeance meets the core first; the next section through is the stern.
    const through = recordOnArc(fresh(VENGEANCE), { arc: 'bow', amount: 2, effect: 'raking', skip: 1 });
    expect(through.dealt).toEqual([{ section: 'stern', hits: 2 }]);
    // p.73 Dimensional: "This has no effect on single section starships."
    const one = initialDamageState({ directionality: 'square', threat: 2, sections: [{ id: 'core', ring: 0, direction: null, layers: layers(2, 4) }] });
    expect(recordOnArc(one, { arc: 'bow', amount: 2, effect: 'raking', skip: 1 }).dealt).toEqual([{ section: 'core', hits: 2 }]);
  });

  test('property: hull hits are conserved (dealt + leftover = amount) and never negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ arc: fc.constantFrom('bow' as const, 'port' as const, 'stern' as const, 'starboard' as const), amount: fc.nat(40), pen: fc.boolean() }), { maxLength: 12 }),
        (hits) => {
          let st: ShipDamageState = fresh(CHIMERA);
          for (const h of hits) {
            const r = recordOnArc(st, { arc: h.arc, amount: h.amount, effect: h.pen ? 'penetrating' : 'raking' });
            const dealt = r.dealt.reduce((n, d) => n + d.hits, 0);
            if (!st.destroyed) expect(dealt + r.leftover).toBe(h.amount);
            st = r.state;
            for (const s of st.sections) for (const l of s.layers) expect(l.remaining).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
