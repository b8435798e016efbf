// Voidstriker §2.351 Firing Missiles (rulings E1, E3).
import { describe, expect, test } from 'vitest';
import * as launch from '../../../../src/rules/voidstriker/missiles/launch.ts';
import { nextLaunchRound, tubesReady } from '../../../../src/rules/voidstriker/missiles/launch.ts';
import type { LaunchOrder, TubeMount } from '../../../../src/rules/voidstriker/missiles/launch.ts';
import { inBookFrame } from '../book-frame.ts';
import { expectOk } from './fixtures.ts';

// The worked case is in the book's frame (y north): the rules are called through it.
const launchSalvo = inBookFrame(launch.launchSalvo);

const quadMk3: TubeMount = { id: 'mt1', tubes: 4, mark: 3, warhead: 'xraser', dp: 1, lastLaunchRound: null };

/** A worked case: the ship started the round at (0,0) (anchor reset there), speed 4 north, heading 0, no thrust; after phase b drift it is at (0,2). */
const d15: LaunchOrder = {
  round: 1,
  phase: 'b',
  salvoId: 's1',
  ship: { id: 'ijn-md', side: 'IJN', position: { x: 0, y: 2 }, anchor: { x: 0, y: 0 }, heading: 0, drift: { speed: 4, dir: { x: 0, y: 1 } } },
  mount: quadMk3,
  targetId: 'unsn-hc',
  sensorsOnTarget: 1,
  targetInArc: true,
  magazineMissiles: 60,
};

describe('launch placement (§2.351)', () => {
  test('worked case: salvo 1" ahead at (0,3), vector counter on the ship\'s (0,0), speed 4 north', () => {
    const { salvo, mount, missilesUsed } = expectOk(launchSalvo(d15));
    expect(salvo.position.x).toBeCloseTo(0, 12);
    expect(salvo.position.y).toBeCloseTo(3, 12);
    expect(salvo.anchor).toEqual({ x: 0, y: 0 });
    expect(salvo.drift).toEqual({ speed: 4, dir: { x: 0, y: 1 } });
    expect(salvo.heading).toBe(0);
    expect(salvo.count).toBe(4);
    expect(salvo.mark).toBe(3);
    expect(salvo.phasesInFlight).toBe(0);
    expect(salvo.poweredPhasesLeft).toBe(12);
    expect(salvo.launched).toEqual({ round: 1, phase: 'b' });
    expect(mount.lastLaunchRound).toBe(1);
    expect(missilesUsed).toBe(4);
  });
  test('faces the launcher\'s way: heading 90 puts the salvo 1" east', () => {
    const { salvo } = expectOk(launchSalvo({ ...d15, ship: { ...d15.ship, heading: 90 } }));
    expect(salvo.position.x).toBeCloseTo(1, 12);
    expect(salvo.position.y).toBeCloseTo(2, 12);
    expect(salvo.heading).toBe(90);
  });
  test('a short magazine launches what is left', () => {
    expect(expectOk(launchSalvo({ ...d15, magazineMissiles: 2 })).salvo.count).toBe(2);
  });
});

describe('every third turn (§2.351, ruling E1)', () => {
  test('launch in round 4 allows the next in round 7', () => {
    const mount = { ...quadMk3, lastLaunchRound: 4 };
    expect(nextLaunchRound(mount)).toBe(7);
    expect([5, 6, 7, 8].map((r) => tubesReady(mount, r))).toEqual([false, false, true, true]);
    expect(tubesReady(quadMk3, 1)).toBe(true);
  });
  test('a reloading mount is refused with the round it is ready', () => {
    const r = launchSalvo({ ...d15, round: 3, mount: { ...quadMk3, lastLaunchRound: 1 } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ERR_TUBE_RELOADING');
      expect(r.error.message).toContain('round 4');
    }
  });
});

describe('launch conditions', () => {
  const code = (o: LaunchOrder) => {
    const r = launchSalvo(o);
    return r.ok ? 'ok' : r.error.code;
  };
  test('§2.351: at least one sensor tracking the target', () => expect(code({ ...d15, sensorsOnTarget: 0 })).toBe('ERR_NO_LOCK'));
  test('§2.362 Missile Tube: a destroyed mount cannot launch', () => expect(code({ ...d15, mount: { ...quadMk3, dp: 0 } })).toBe('ERR_TUBE_DESTROYED'));
  test('empty magazine', () => expect(code({ ...d15, magazineMissiles: 0 })).toBe('ERR_NO_MISSILES'));
  test('ruling D3: outside the launch arc', () => expect(code({ ...d15, targetInArc: false })).toBe('ERR_OUT_OF_ARC'));
});
