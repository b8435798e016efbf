// Reading a seat's text and the missed-deadline plot.
import { describe, expect, test } from 'vitest';
import { missingSubmission, parseSubmission, validateSubmission } from '../../../src/rules/voidstriker/submission-text.ts';
import { skirmish } from './round/fixtures.ts';

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
});
