// Merging typed orders into a draft (src/rules/metaverse/assist/merge.ts). Metaverse p.5 plots (a squadron left
// out drifts, A21), p.24 fire orders (a weapon fires once). Every merge must parse.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { merge } from '../../../../src/rules/metaverse/assist/merge.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';
import { closeState, fireState, missionsState, parsed, STAGE_STATES } from './fixtures.ts';

/** The Kestrel and Merlin squadron's name, as setup writes it. */
const pairName = (s: MetaverseState): string => s.squadrons.find((q) => q.id === 'A-sq-3')?.name ?? '';

describe('merge in the plot step', () => {
  test('a typed squadron replaces its draft line; the others keep theirs in normal form', () => {
    const s = closeState();
    const draft = parsed(s, 'A1', 'resolute: a2\nharrier: d1');
    const merged = merge(s, 'A1', draft, 'CNS Resolute: A1 T:S');
    // The parse gives every squadron a plot: those left out drift (A21).
    expect(merged).toBe(`CNS Resolute: A1 T:S\nCNS Harrier: D1\n${pairName(s)}: drift`);
    expect(metaverse.parse(s, 'A1', merged).ok).toBe(true);
  });

  test('without a draft the typed squadrons alone; break-offs come after their squadron', () => {
    const s = closeState();
    // The squadron is printed with its full name ("CNS Kestrel" is a unique start of it).
    expect(merge(s, 'A1', null, 'break CNS Merlin: A2\nCNS Kestrel: drift')).toBe(`${pairName(s)}: drift\nbreak CNS Merlin: A2`);
    expect(metaverse.parse(s, 'A1', merge(s, 'A1', null, 'break CNS Merlin: A2\nCNS Kestrel: drift')).ok).toBe(true);
  });

  test('a block naming no squadron of the seat is kept as typed for the parse to report', () => {
    const s = closeState();
    const merged = merge(s, 'A1', parsed(s, 'A1', 'resolute: a2'), 'VHS Dominator: A2');
    expect(merged).toBe(`CNS Resolute: A2\nCNS Harrier: drift\n${pairName(s)}: drift\nVHS Dominator: A2`);
    expect(metaverse.parse(s, 'A1', merged).ok).toBe(false);
  });
});

describe('a squadron block replaces only the parts it gives (issue 16: every way to give an order composes)', () => {
  const harrier = (sub: ReturnType<typeof parsed>) => (sub.kind === 'plot' ? sub.plot.squadrons.find((p) => p.squadron === 'A-sq-2' && p.breakOff.length === 0) : undefined);

  test('a new manoeuvre keeps the launch given earlier; a launch alone keeps the manoeuvre (p.5, p.19)', () => {
    const s = closeState();
    const draft = parsed(s, 'A1', 'CNS Harrier: A2 · launch 2 sf-concord-lancer');
    const moved = merge(s, 'A1', draft, 'CNS Harrier: D1 T:S');
    expect(moved.split('\n')[1]).toMatch(/^CNS Harrier: D1 T:S · launch 2 /);
    const after = harrier(parsed(s, 'A1', moved));
    expect(after?.move).toEqual({ method: 'cinematic', accel: { points: 0, drives: [] }, decel: { points: 1, drives: [] }, turns: [{ dir: 'S', drive: null }] });
    expect(after?.launches).toEqual(harrier(draft)?.launches);
    const launched = harrier(parsed(s, 'A1', merge(s, 'A1', parsed(s, 'A1', 'CNS Harrier: A2'), 'CNS Harrier: launch 1 sf-concord-lancer')));
    expect(launched?.move).toEqual(harrier(draft)?.move);
    expect(launched?.launches.map((l) => l.count)).toEqual([1]);
  });

  test('"drift" (Everyone drifts) changes the manoeuvre only; "launch none" withdraws the launches', () => {
    const s = closeState();
    const draft = parsed(s, 'A1', 'CNS Harrier: A2 · launch 2 sf-concord-lancer');
    expect(harrier(parsed(s, 'A1', merge(s, 'A1', draft, 'CNS Harrier: drift')))?.launches).toHaveLength(1);
    const none = harrier(parsed(s, 'A1', merge(s, 'A1', draft, 'CNS Harrier: launch none')));
    expect(none?.launches).toEqual([]);
    expect(none?.move).toEqual(harrier(draft)?.move);
  });

  test('with the scope "units" (the Plot modal) the block is the whole plot', () => {
    const s = closeState();
    const draft = parsed(s, 'A1', 'CNS Harrier: A2 · launch 2 sf-concord-lancer');
    expect(harrier(parsed(s, 'A1', merge(s, 'A1', draft, 'CNS Harrier: D1', 'units')))?.launches).toEqual([]);
  });

  test('a squadron named twice in one message is kept for the reader to flag', () => {
    const s = closeState();
    const merged = merge(s, 'A1', null, 'CNS Harrier: A1\nCNS Harrier: A2');
    const read = metaverse.parse(s, 'A1', merged);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.map((e) => e.code)).toContain('ERR_ORDERS_TWICE');
  });
});

describe('merge in the fire step', () => {
  test('a /fire line adds to the ship’s draft orders; a weapon ordered again drops its old order', () => {
    const s = fireState();
    const draft = parsed(s, 'A1', 'CNS Resolute: las-1, las-2 > VHS Dominator');
    const merged = merge(s, 'A1', draft, 'CNS Resolute: las-2, rail-p > VHS Dominator @sen-B');
    expect(merged.split('\n')[0]).toBe('CNS Resolute: Heavy Laser 1, Heavy Laser 3, Heavy Laser 4, Railgun Battery 2 > VHS Dominator · Heavy Laser 2, Railgun Battery 1 > VHS Dominator @Sensor 2');
    expect(metaverse.parse(s, 'A1', merged).ok).toBe(true);
  });

  test('"hold" clears the ship’s orders (the parse adds back what Danger Close forces, p.22)', () => {
    const s = fireState();
    const draft = parsed(s, 'A1', 'CNS Resolute: las-1 > VHS Dominator');
    const merged = merge(s, 'A1', draft, 'CNS Resolute: hold');
    expect(merged.split('\n')[0]).toBe('CNS Resolute: hold');
    const sub = metaverse.parse(s, 'A1', merged);
    expect(sub.ok && sub.value.kind === 'fire' ? sub.value.fire.ships[0]?.orders.length : -1).toBe(6);
  });

  test('one weapon given two orders in one message is kept for the reader to flag', () => {
    const s = fireState();
    const merged = merge(s, 'A1', null, 'CNS Resolute: las-1 > VHS Dominator\nCNS Resolute: las-1 > VHS Dominator @sen-B');
    expect(metaverse.parse(s, 'A1', merged).ok).toBe(false);
    // In two messages the second replaces the first.
    const second = merge(s, 'A1', parsed(s, 'A1', 'CNS Resolute: las-1 > VHS Dominator'), 'CNS Resolute: las-1 > VHS Dominator @sen-B');
    expect(metaverse.parse(s, 'A1', second).ok).toBe(true);
  });

  test('a refused block stays as typed under its ship', () => {
    const s = fireState();
    const merged = merge(s, 'A1', null, 'CNS Resolute: phaser > VHS Dominator');
    expect(merged).toBe('CNS Resolute: phaser > VHS Dominator');
    expect(metaverse.parse(s, 'A1', merged).ok).toBe(false);
  });
});

describe('merge in the alternating steps', () => {
  test('the text as typed', () => {
    const s = missionsState();
    expect(merge(s, 'A1', null, 'pass')).toBe('pass');
  });
});

describe('merge never throws on any text, and its result always goes through the parse (property)', () => {
  test.each(STAGE_STATES)('%s', (_stage, make) => {
    const s = make();
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.boolean(), (text, withDraft) => {
        const draft = withDraft ? metaverse.missing(s, 'A1') : null;
        const merged = merge(s, 'A1', draft, text);
        expect(typeof merged).toBe('string');
        metaverse.parse(s, 'A1', merged);
      }),
      { numRuns: 60 },
    );
  });
});
