// Voidstriker §2.351 (TF 12, TM 180, three turns of power), §2.342 (rulings E2, E4, E5).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as guidance from '../../../../src/rules/voidstriker/missiles/guidance.ts';
import * as launch from '../../../../src/rules/voidstriker/missiles/launch.ts';
import * as salvos from '../../../../src/rules/voidstriker/missiles/salvo.ts';
import { MAX_COORDINATE } from '../../../../src/rules/voidstriker/missiles/salvo.ts';
import { bookUnit as headingUnit, inBookFrame } from '../book-frame.ts';
import type { Salvo } from '../../../../src/rules/voidstriker/missiles/salvo.ts';
import { expectOk, salvo } from './fixtures.ts';

// The worked cases are in the book's frame (y north): the rules are called through it.
const contactDuringStep = inBookFrame(guidance.contactDuringStep);
const guideSalvo = inBookFrame(guidance.guideSalvo);
const manualSalvoMove = inBookFrame(guidance.manualSalvoMove);
const pointBlankDuringStep = inBookFrame(guidance.pointBlankDuringStep);
const launchSalvo = inBookFrame(launch.launchSalvo);
const driftSalvo = inBookFrame(salvos.driftSalvo);
const startSalvoRound = inBookFrame(salvos.startSalvoRound);

const still = (x: number, y: number) => ({ position: { x, y }, drift: { speed: 0, dir: { x: 0, y: 0 } } });

test('worked case: launched in phase b, the salvo flies 3" per phase and has speed 11 north next round', () => {
  const launched = expectOk(
    launchSalvo({
      round: 1, phase: 'b', salvoId: 's1',
      ship: { id: 'ijn-md', side: 'IJN', position: { x: 0, y: 2 }, anchor: { x: 0, y: 0 }, heading: 0, drift: { speed: 4, dir: { x: 0, y: 1 } } },
      mount: { id: 'mt1', tubes: 4, mark: 3, warhead: 'xraser', dp: 1, lastLaunchRound: null },
      targetId: 'far', sensorsOnTarget: 1, targetInArc: true, magazineMissiles: 60,
    }),
  ).salvo;
  const target = still(0, 100);
  // Phase c: drift to (0,4), thrust to (0,7); phasesInFlight 1.
  const c1 = expectOk(driftSalvo(launched));
  expect(c1.to).toEqual({ x: 0, y: 4 });
  expect(c1.salvo.phasesInFlight).toBe(1);
  const c2 = expectOk(guideSalvo(c1.salvo, target));
  expect(c2.to.x).toBeCloseTo(0, 9);
  expect(c2.to.y).toBeCloseTo(7, 9);
  expect(c2.thrust).toBe(12);
  // Phase d: drift to (0,8), thrust to (0,11); phasesInFlight 2.
  const d1 = expectOk(driftSalvo(c2.salvo));
  expect(d1.to.y).toBeCloseTo(8, 9);
  expect(d1.salvo.phasesInFlight).toBe(2);
  const d2 = expectOk(guideSalvo(d1.salvo, target));
  expect(d2.to.y).toBeCloseTo(11, 9);
  expect(d2.salvo.poweredPhasesLeft).toBe(10);
  // Next round: measured from the ship's old vector counter (0,0).
  const next = expectOk(startSalvoRound(d2.salvo));
  expect(next.drift.speed).toBe(11);
  expect(next.drift.dir.y).toBeCloseTo(1, 9);
});

describe('auto guidance (ruling E4)', () => {
  test('within 3.5" it flies at the target and strikes, stopping as the counters touch', () => {
    const step = expectOk(guideSalvo(salvo(), still(3, 0)));
    expect(step.impact).toBe(true);
    expect(step.pointBlank).toBe(true);
    expect(step.to.x).toBeCloseTo(2.5, 9);
    expect(step.salvo.heading).toBeCloseTo(90, 9);
    expect(step.thrust).toBe(10);
  });
  test('farther away it leads the target by its drift and moves the full 3"', () => {
    // Target at (0,10) drifting east at 8"/round: aim at (2,10).
    const step = expectOk(guideSalvo(salvo(), { position: { x: 0, y: 10 }, drift: { speed: 8, dir: { x: 1, y: 0 } } }));
    expect(step.impact).toBe(false);
    expect(step.salvo.heading).toBeCloseTo((Math.atan2(2, 10) * 180) / Math.PI, 9);
    expect(Math.hypot(step.to.x, step.to.y)).toBeCloseTo(3, 9);
  });
  test('point blank reached without contact', () => {
    const step = expectOk(guideSalvo(salvo(), still(0, 3.9)));
    expect(step.pointBlank).toBe(true);
    expect(step.impact).toBe(false);
  });
  test('ruling E2: after three turns of power it only drifts', () => {
    const step = expectOk(guideSalvo(salvo({ poweredPhasesLeft: 0 }), still(0, 20)));
    expect(step.to).toEqual({ x: 0, y: 0 });
    expect(step.thrust).toBe(0);
  });
});

describe('manual moves (§2.342, §2.351)', () => {
  test('Turn Mode 180: any facing, e.g. straight back', () => {
    const step = expectOk(manualSalvoMove(salvo({ heading: 0 }), { heading: 180, thrust: 12 }, { x: 50, y: 50 }));
    expect(step.to.y).toBeCloseTo(-3, 9);
    expect(step.salvo.heading).toBe(180);
  });
  test('thrust is 0–12 quarter-inches (TF 12)', () => {
    const r = manualSalvoMove(salvo(), { heading: 0, thrust: 13 }, { x: 0, y: 50 });
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_MISSILE_THRUST');
  });
  test('a burnt-out salvo cannot thrust', () => {
    const r = manualSalvoMove(salvo({ poweredPhasesLeft: 0 }), { heading: 0, thrust: 4 }, { x: 0, y: 50 });
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_MISSILE_BURNT_OUT');
  });
});

test('a target off any table is refused as a value, not NaN', () => {
  const r = guideSalvo(salvo(), { position: { x: 1e300, y: 0 }, drift: { speed: 1e300, dir: { x: 1, y: 0 } } });
  expect(r.ok ? 'ok' : r.error.code).toBe('ERR_TARGET_GEOMETRY');
});

test('ruling E5: contact when the target flies into the salvo', () => {
  expect(contactDuringStep({ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 2, y: 0 }, { x: -2, y: 0.4 })).toBe(true);
  expect(contactDuringStep({ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 2, y: 1 }, { x: -2, y: 1 })).toBe(false);
  expect(pointBlankDuringStep({ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 2, y: 1 }, { x: -2, y: 1 })).toBe(true);
});

const finite = (s: Salvo): boolean =>
  [s.position.x, s.position.y, s.anchor.x, s.anchor.y, s.heading, s.drift.speed, s.drift.dir.x, s.drift.dir.y].every(Number.isFinite);

test('property: salvo movement (drift, guidance, manual) never produces NaN or Infinity for finite inputs', () => {
  const any = fc.double({ noNaN: true, noDefaultInfinity: true });
  const pt = fc.record({ x: any, y: any });
  fc.assert(
    fc.property(pt, pt, any, pt, any, pt, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (position, anchor, heading, target, tSpeed, tDir, thrust, powered) => {
      const start = startSalvoRound(salvo({ position, anchor, heading, poweredPhasesLeft: powered }));
      if (!start.ok) return true;
      const drift = driftSalvo(start.value);
      if (!drift.ok) return true;
      const guided = guideSalvo(drift.value.salvo, { position: target, drift: { speed: Math.abs(tSpeed), dir: tDir } });
      const manual = manualSalvoMove(drift.value.salvo, { heading, thrust: powered > 0 ? thrust : 0 }, target);
      return finite(drift.value.salvo) && (!guided.ok || finite(guided.value.salvo)) && (!manual.ok || finite(manual.value.salvo));
    }),
    { numRuns: 500 },
  );
});

test('property: on the table, guidance always succeeds, stays finite and moves at most 3"', () => {
  const coord = fc.double({ noNaN: true, noDefaultInfinity: true, min: -MAX_COORDINATE, max: MAX_COORDINATE });
  const pt = fc.record({ x: coord, y: coord });
  const heading = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 });
  fc.assert(
    fc.property(pt, pt, heading, fc.integer({ min: 0, max: 4 * MAX_COORDINATE }), heading, (position, target, h, speed, dirHeading) => {
      const dir = headingUnit(dirHeading);
      const step = expectOk(guideSalvo(salvo({ position, heading: h, drift: { speed, dir } }), { position: target, drift: { speed, dir } }));
      return finite(step.salvo) && Math.hypot(step.to.x - step.from.x, step.to.y - step.from.y) <= 3 + 1e-9;
    }),
  );
});
