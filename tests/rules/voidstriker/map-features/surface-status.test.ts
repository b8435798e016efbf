import { describe, expect, test } from 'vitest';
import {
  FLYING,
  landedPosition,
  roundsLanded,
  startLanding,
  startTakeOff,
  statusAtRoundStart,
  surfaceAllowance,
  type SurfaceStatus,
} from '../../../../src/rules/voidstriker/map-features/surface-status.ts';
import { heightAboveSurface } from '../../../../src/rules/voidstriker/geometry/planets.ts';
import { bookPoint as point, fromBook, toBook } from '../book-frame.ts';

const value = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error('expected ok');
  return r.value;
};
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);

describe('take-offs and landings round by round (Voidstriker §3.23)', () => {
  // Voidstriker §3.23: "spends four combat phases immobile next to the planet. On the next turn, it drops to the surface."
  test('landing round R, landed from round R+1', () => {
    const landing = value(startLanding(FLYING, 'nav', 3, 'GB1'));
    expect(landing).toEqual({ kind: 'landing', planetId: 'nav', round: 3 });
    expect(statusAtRoundStart(landing, 3)).toEqual(landing);
    expect(statusAtRoundStart(landing, 4)).toEqual({ kind: 'landed', planetId: 'nav', since: 4 });
    expect(surfaceAllowance(landing)).toEqual({ mayAccelerate: false, mayManeuver: false, immobileTarget: false, mayLockAndFire: true });
  });

  // Voidstriker §2.35: "a surface base on a planet or moon" is a nonmaneuvering target (+5).
  test('a landed ship cannot thrust and is a nonmaneuvering target', () => {
    const landed: SurfaceStatus = { kind: 'landed', planetId: 'nav', since: 4 };
    expect(surfaceAllowance(landed)).toEqual({ mayAccelerate: false, mayManeuver: false, immobileTarget: true, mayLockAndFire: true });
    expect(surfaceAllowance(FLYING).mayAccelerate).toBe(true);
  });

  // Voidstriker §3.23: "the ship spends one turn adjacent to the world …, then may accelerate normally."
  test('take-off round T climbs out; from T+1 the ship flies', () => {
    const landed: SurfaceStatus = { kind: 'landed', planetId: 'nav', since: 4 };
    const climbing = value(startTakeOff(landed, 7, 'GB1'));
    expect(climbing).toEqual({ kind: 'takingOff', planetId: 'nav', round: 7 });
    expect(surfaceAllowance(climbing).mayAccelerate).toBe(false);
    expect(statusAtRoundStart(climbing, 7)).toEqual(climbing);
    expect(statusAtRoundStart(climbing, 8)).toEqual(FLYING);
  });

  test('only a flying ship may start to land, only a landed one may take off', () => {
    expect(code(startLanding({ kind: 'landed', planetId: 'nav', since: 1 }, 'nav', 2, 'GB1'))).toBe('ERR_LANDING_NOT_FLYING');
    expect(code(startTakeOff(FLYING, 2, 'GB1'))).toBe('ERR_TAKE_OFF_NOT_LANDED');
    expect(code(startTakeOff({ kind: 'landing', planetId: 'nav', round: 2 }, 2, 'GB1'))).toBe('ERR_TAKE_OFF_NOT_LANDED');
  });

  // Scenario 6.2: "land at the FAC base, spend six turns loading" (ruling G9).
  test('rounds landed count each round begun on the surface', () => {
    const landed: SurfaceStatus = { kind: 'landed', planetId: 'nav', since: 4 };
    expect(roundsLanded(landed, 4)).toBe(1);
    expect(roundsLanded(landed, 9)).toBe(6);
    expect(roundsLanded(FLYING, 9)).toBe(0);
  });

  test('a landed ship sits on the surface', () => {
    const planet = { id: 'nav', center: point(2, 3), diameter: 5 };
    const at = toBook(landedPosition(planet, 90));
    expect(at.x).toBeCloseTo(4.5, 9);
    expect(at.y).toBeCloseTo(3, 9);
    expect(heightAboveSurface(fromBook(at), planet)).toBeCloseTo(0, 9);
  });
});
