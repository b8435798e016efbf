// Reading a seat's text and the missed-deadline plot.
import { describe, expect, test } from 'vitest';
import { missingSubmission, parseSubmission, validateSubmission } from '../../../../src/rules/voidstriker/notation/submission-text.ts';
import { skirmish } from '../sequence/fixtures.ts';

describe('submissions', () => {
  test('stage plot reads a round plot; a fire submission is refused then', () => {
    const s = skirmish('arab-destroyer-3500', 'arab-destroyer-3500');
    const p = parseSubmission(s, 'ana', 'Alpha: thrust 0/0/0 · move drift');
    expect(p.ok && p.value.kind).toBe('plot');
    const v = validateSubmission(s, 'ana', { kind: 'fire', phase: 0, ships: [] });
    expect(v.ok).toBe(false);
    expect(parseSubmission(s, 'zed', 'Alpha: thrust 0/0/0').ok).toBe(false);
  });

  test('missing: drift, keep last sensors, no fire (no rule in the book)', () => {
    const s0 = skirmish('arab-destroyer-3500', 'arab-destroyer-3500');
    const s = { ...s0, ships: s0.ships.map((x) => (x.name === 'Alpha' ? { ...x, lastSensors: [{ target: 'b-2', job: 'track' as const, sensors: 2 }] } : x)) };
    const m = missingSubmission(s, 'ana');
    if (m.kind !== 'plot') throw new Error('kind');
    const [ship] = m.plot.ships;
    expect(ship?.sensors).toEqual([{ target: 'b-2', job: 'track', sensors: 2 }]);
    expect(ship?.fire).toEqual([]);
    expect(ship?.launch).toEqual([]);
    expect(ship?.manoeuvre.phases.every((p) => p.accel === 0 && p.turn === 0)).toBe(true);
    expect(missingSubmission({ ...s, stage: 'fire' }, 'ana')).toEqual({ kind: 'fire', phase: 0, ships: [] });
  });

  test('in a fire step only fire and launch orders count, all for the open phase; nothing sent holds fire', () => {
    const s0 = skirmish('arab-destroyer-3500', 'arab-destroyer-3500', { firePerPhase: true, asteroids: false });
    const pending = { phase: 1, plots: {}, seatOrder: [], shipOrder: [], accelerationOrder: [], locks: {}, fired: [], trails: [], shots: [] };
    const s = { ...s0, stage: 'fire' as const, pending };
    expect(parseSubmission(s, 'ana', '  ')).toEqual({ ok: true, value: { kind: 'fire', phase: 1, ships: [] } });
    const p = parseSubmission(s, 'ana', 'Alpha: thrust 2/0/0 · fire Mk-IV laser > Bravo ph4');
    if (!p.ok || p.value.kind !== 'fire') throw new Error('not read');
    expect(p.value.phase).toBe(1);
    expect(p.value.ships).toHaveLength(1);
    // Voidstriker §2.35: the fire step is phase b, whatever phase the order named.
    expect(p.value.ships[0]?.fire.map((o) => o.phase)).toEqual([2]);
  });
});
