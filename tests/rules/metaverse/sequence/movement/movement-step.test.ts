// Metaverse p.7 "Cinematic Movement", p.9 "Newtonian Movement", A17 off-table, A21 drift.
import { describe, expect, test } from 'vitest';
import { blankPlot, movementStep } from '../../../../../src/rules/metaverse/sequence/movement/movement-step.ts';
import { match } from '../fixtures.ts';

describe('the Starship Movement Step', () => {
  test('a blank plot drifts at the same momentum; momentum 0 and a blank plot each give −1 TR (A21)', () => {
    const s = match();
    const r = movementStep(s, {});
    const a = r.squadrons.find((x) => x.side === 'A');
    expect(a?.at).toEqual(s.squadrons.find((x) => x.side === 'A')?.at);
    expect(a?.trModifier).toBe(-2);
  });

  test('a Cinematic squadron accelerates with its stern drives and moves its new momentum (p.7)', () => {
    const s = match();
    const sq = s.squadrons.find((x) => x.side === 'A');
    if (!sq) throw new Error('no squadron');
    const plot = { ...blankPlot(sq), cinematic: { accel: 2, decel: 0, turns: [] } };
    const r = movementStep(s, { [sq.id]: plot });
    const moved = r.squadrons.find((x) => x.id === sq.id);
    expect(moved?.momentum).toBe(2);
    // Heading 0 (north, towards y = 0): 2 cm up the table.
    expect(moved?.at.y).toBeCloseTo(sq.at.y - 2);
    expect(r.trails.find((t) => t.id === sq.id)?.path).toHaveLength(2);
  });

  test('a Newtonian squadron thrusting forward gains speed, and the summary gives speed, distance, heading and rotation (p.9)', () => {
    const s = match();
    const sq = s.squadrons.find((x) => x.side === 'B');
    if (!sq) throw new Error('no squadron');
    const plot = { ...blankPlot(sq), newtonian: { thrust: [{ arc: 'stern' as const, points: 2, step: 0 }] } };
    const r = movementStep(s, { [sq.id]: plot });
    // Heading 180 (south): 2 points of stern thrust move it 2 cm down the table.
    expect(r.squadrons.find((x) => x.id === sq.id)?.at.y).toBeCloseTo(sq.at.y + 2);
    expect(r.events.map((e) => e.text)).toContain(`${sq.name}: speed 0 → 2, 2 cm · heading 180°, no rotation.`);
  });

  test('a plot its drives cannot fly is replaced by a drift, and the summary says why', () => {
    const s = match();
    const sq = s.squadrons.find((x) => x.side === 'A');
    if (!sq) throw new Error('no squadron');
    const r = movementStep(s, { [sq.id]: { ...blankPlot(sq), cinematic: { accel: 99, decel: 0, turns: [] } } });
    expect(r.squadrons.find((x) => x.id === sq.id)?.momentum).toBe(0);
    expect(r.events.some((e) => e.type === 'plotRefused' && e.text.startsWith(`${sq.name} drifts`))).toBe(true);
  });

  test('leaving the table disengages the squadron by default (A17)', () => {
    const s0 = match();
    const sq = s0.squadrons.find((x) => x.side === 'A');
    if (!sq) throw new Error('no squadron');
    const s = { ...s0, squadrons: s0.squadrons.map((x) => (x.id === sq.id ? { ...x, at: { x: 50, y: 3 }, momentum: 10 } : x)) };
    const r = movementStep(s, {});
    expect(r.ships.filter((x) => x.squadronId === sq.id).every((x) => x.status === 'disengaged')).toBe(true);
    expect(r.events.some((e) => e.text === `${sq.name} leaves the table and disengages (A17).`)).toBe(true);
  });
});
