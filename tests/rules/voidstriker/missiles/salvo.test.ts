// Voidstriker §2.31 Drift Speed Determination and §2.341 Drifting, for missile salvos.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_COORDINATE, driftSalvo, startSalvoRound } from '../../../../src/rules/voidstriker/missiles/salvo.ts';
import type { Salvo } from '../../../../src/rules/voidstriker/missiles/salvo.ts';
import { expectOk, salvo } from './fixtures.ts';

describe('drift determination (§2.31)', () => {
  test('worked case: a salvo at (0,11) with its vector counter at (0,0) has speed 11 north next round', () => {
    const s = expectOk(startSalvoRound(salvo({ position: { x: 0, y: 11 }, anchor: { x: 0, y: 0 } })));
    expect(s.drift.speed).toBe(11);
    expect(s.drift.dir.x).toBeCloseTo(0, 12);
    expect(s.drift.dir.y).toBeCloseTo(1, 12);
    expect(s.anchor).toEqual({ x: 0, y: 11 });
  });
  test('worked case: |(4,6)| = 7.21 rounds down to 7', () => {
    const s = expectOk(startSalvoRound(salvo({ position: { x: 4, y: 6 }, anchor: { x: 0, y: 0 } })));
    expect(s.drift.speed).toBe(7);
  });
  test('under 1" rounds down to a standing start', () => {
    const s = expectOk(startSalvoRound(salvo({ position: { x: 0.6, y: 0 }, anchor: { x: 0, y: 0 } })));
    expect(s.drift).toEqual({ speed: 0, dir: { x: 0, y: 0 } });
  });
});

describe('drifting (§2.341)', () => {
  test('1/4" per point of drift speed, and a movement step begun (ruling E6)', () => {
    const step = expectOk(driftSalvo(salvo({ position: { x: 0, y: 3 }, drift: { speed: 4, dir: { x: 0, y: 1 } } })));
    expect(step.to).toEqual({ x: 0, y: 4 });
    expect(step.from).toEqual({ x: 0, y: 3 });
    expect(step.salvo.phasesInFlight).toBe(1);
  });
  test('positions off any table are refused as a value', () => {
    const r = driftSalvo(salvo({ position: { x: 2 * MAX_COORDINATE, y: 0 } }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_SALVO_OFF_MAP');
  });
});

const finite = (s: Salvo): boolean =>
  [s.position.x, s.position.y, s.anchor.x, s.anchor.y, s.heading, s.drift.speed, s.drift.dir.x, s.drift.dir.y].every(Number.isFinite);

test('property: salvo drift never produces NaN or Infinity for finite inputs', () => {
  const any = fc.double({ noNaN: true, noDefaultInfinity: true });
  const pt = fc.record({ x: any, y: any });
  fc.assert(
    fc.property(pt, pt, any, (position, anchor, heading) => {
      const start = startSalvoRound(salvo({ position, anchor, heading }));
      if (!start.ok) return true;
      const step = driftSalvo(start.value);
      return finite(start.value) && (!step.ok || finite(step.value.salvo));
    }),
  );
});

test('property: on the table, drift is always accepted and finite', () => {
  const coord = fc.double({ noNaN: true, noDefaultInfinity: true, min: -MAX_COORDINATE, max: MAX_COORDINATE });
  const pt = fc.record({ x: coord, y: coord });
  fc.assert(
    fc.property(pt, pt, (position, anchor) => {
      const start = expectOk(startSalvoRound(salvo({ position, anchor })));
      const step = expectOk(driftSalvo(start));
      return finite(step.salvo) && step.salvo.drift.speed >= 0;
    }),
  );
});
