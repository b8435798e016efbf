// The DM prompt for a step (src/rules/voidstriker/assist/guide.ts). Voidstriker §2.3 round plot, §2.31 thrust,
// §2.342 Turn Mode; notation/help.ts. Every prefill, quick answer, example and draft must parse.
import { describe, expect, test } from 'vitest';
import { guide } from '../../../../src/rules/voidstriker/assist/guide.ts';
import { merge } from '../../../../src/rules/voidstriker/assist/merge.ts';
import { fireOf, fireStage, plotOf, readPlot, state61, withShip } from './fixtures.ts';

describe('round plot: a button per ship', () => {
  test('each ship in play with its brief line and a drifting start (§2.31 no thrust keeps the drift)', () => {
    const g = guide(state61(), 'ana', null);
    expect(g.mode).toBe('units');
    expect(g.units.map((u) => u.name)).toEqual(['Battlecruiser', 'Battlecruiser 2', 'Missile Destroyer', 'Missile Destroyer 2']);
    // Battlecruiser (IJN, §5.6): Thrust Factor 4, Turn Mode 55, 12 sensors, armour 4; set up at rest facing east.
    expect(g.units[0]).toEqual({ id: 'ijn-1', name: 'Battlecruiser', line: 'speed 0 · facing 090° · thrust 4 · turn 55° · sensors 12 · armour 4', prefill: 'thrust 0/0/0 · move 0 | 0 | 0 | 0' });
    const ben = guide(state61(), 'ben', null);
    // Heavy Cruiser (UNSN): enters at speed 8 heading west.
    expect(ben.units[0]?.line).toBe('speed 8 → 270° · facing 270° · thrust 3 · turn 60° · sensors 10 · armour 7');
    expect(g.placeholder.length).toBeLessThanOrEqual(100);
    expect(g.choices.length).toBeLessThanOrEqual(5);
  });

  test('prefill and draft text come from the draft, and parse back to it', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', 'Battlecruiser: thrust 4/0/0 · sensors 2>Heavy Cruiser · move S30 a4 | a4 | 0 | 0 · fire Mk-V > Heavy Cruiser ph2 if locked');
    const g = guide(s, 'ana', draft);
    expect(g.units[0]?.prefill).toBe('thrust 4/0/0 · sensors 2>Heavy Cruiser · move S30 a4 | a4 | 0 | 0 · fire Mk-V mass driver > Heavy Cruiser ph2 if locked');
    expect(plotOf(s, 'ana', g.draftText)).toEqual(draft);
    for (const u of g.units) expect(readPlot(s, 'ana', `${u.name}: ${u.prefill}`).ok).toBe(true);
    expect(g.choices.map((c) => c.name)).toEqual(['Everyone drifts', 'Hold fire']);
    // A quick answer is merged like typed orders: "Hold fire" takes the fire away and keeps the rest of the draft.
    const held = plotOf(s, 'ana', merge(s, 'ana', draft, g.choices[1]?.value ?? ''));
    expect(held.kind === 'plot' && held.plot.ships.every((p) => p.fire.length === 0)).toBe(true);
    expect(held.kind === 'plot' && held.plot.ships[0]?.sensors).toEqual([{ target: 'unsn-5', sensors: 2, job: 'track' }]);
    const drift = plotOf(s, 'ana', merge(s, 'ana', draft, g.choices[0]?.value ?? ''));
    expect(drift.kind === 'plot' && drift.plot.ships[0]?.manoeuvre.thrust.accel).toBe(0);
    expect(drift.kind === 'plot' && drift.plot.ships[0]?.fire).toHaveLength(1);
  });

  test('without a draft a ship starts from last round’s plot when it is still valid', () => {
    const s0 = state61();
    const last = plotOf(s0, 'ana', 'Battlecruiser: thrust 4/0/0 · move a4 | a4 | a4 | a4 · fire Mk-V > Heavy Cruiser · launch Dual Mk-IV missiles > Heavy Cruiser');
    const lastPlot = last.kind === 'plot' ? last.plot.ships[0] : undefined;
    const s = withShip(s0, 'ijn-1', lastPlot ? { lastPlot } : {});
    const g = guide(s, 'ana', null);
    // Tubes reload (§2.351), so the launch is not repeated.
    expect(g.units[0]?.prefill).toBe('thrust 4/0/0 · move a4 | a4 | a4 | a4 · fire Mk-V mass driver > Heavy Cruiser');
    expect(g.choices.map((c) => c.name)).toEqual(['Everyone drifts', 'Same as last round']);
    expect(readPlot(s, 'ana', merge(s, 'ana', null, g.choices[1]?.value ?? '')).ok).toBe(true);
    // With its thrusters gone (§2.362) the old plot is over the limit and not offered.
    const bc = s.ships[0];
    const broken = withShip(s, 'ijn-1', bc ? { condition: { ...bc.condition, thrusters: bc.condition.thrusters.map(() => 0) } } : {});
    expect(guide(broken, 'ana', null).units[0]?.prefill).toBe('thrust 0/0/0 · move 0 | 0 | 0 | 0');
  });

  test('every quick answer, the draft text and the help’s examples parse with the seat’s real names', () => {
    for (const seat of ['ana', 'ben']) {
      const s = state61();
      const g = guide(s, seat, null);
      for (const c of g.choices) expect(readPlot(s, seat, merge(s, seat, null, c.value)).ok).toBe(true);
      expect(readPlot(s, seat, g.draftText).ok).toBe(true);
      const examples = [...g.help.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
      expect(examples.length).toBe(2);
      for (const e of examples) expect(readPlot(s, seat, e)).toMatchObject({ ok: true });
      expect(g.help).toContain(seat === 'ana' ? 'Heavy Cruiser' : 'Battlecruiser');
    }
  });
});

describe('fire step (firePerPhase): one text box', () => {
  test('mode text, a fire-only example that parses, and "Hold fire"', () => {
    const s = fireStage(state61(true), 2);
    const g = guide(s, 'ana', null);
    expect(g.mode).toBe('text');
    expect(g.help).toContain("Fire after phase c's movement");
    const example = /"([^"]+)"/.exec(g.help)?.[1] ?? '';
    expect(example).toBe('Battlecruiser: fire Mk-V mass driver > Heavy Cruiser');
    expect(fireOf(s, 'ana', example).ships[0]?.fire).toHaveLength(1);
    expect(fireOf(s, 'ana', g.choices[0]?.value ?? '').ships.every((x) => x.fire.length === 0)).toBe(true);
    const draft = fireOf(s, 'ana', example);
    expect(fireOf(s, 'ana', guide(s, 'ana', draft).draftText)).toEqual(draft);
  });

  test('game over: nothing to do', () => {
    expect(guide({ ...state61(), stage: 'over' }, 'ana', null).units).toEqual([]);
  });
});
