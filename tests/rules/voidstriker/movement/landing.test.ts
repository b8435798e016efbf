import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isNextToPlanet, takeOffPlacement, validateLandingRound } from '../../../../src/rules/voidstriker/movement/landing.ts';
import { startRound } from '../../../../src/rules/voidstriker/movement/moving-ship.ts';
import { determineDrift } from '../../../../src/rules/voidstriker/movement/drift.ts';
import { DRIFT_ONLY, type ManoeuvrePlot } from '../../../../src/rules/voidstriker/movement/plot.ts';
import { heightAboveSurface, type Planet } from '../../../../src/rules/voidstriker/geometry/planets.ts';
import { bookPoint as point } from '../book-frame.ts';
import { ship } from './fixtures.ts';

const earth: Planet = { id: 'earth', center: point(0, 0), diameter: 13 };
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);

describe('landings and take-offs (Voidstriker §3.23; ruling B12)', () => {
  // §3.23: "To land, a ship spends four combat phases immobile next to the planet."
  test('a ship at rest within 1" of the surface may spend the round landing', () => {
    const s = startRound(ship('gb', point(0, 7.2), point(0, 7.2)));
    expect(code(validateLandingRound(s, DRIFT_ONLY, earth))).toBe('ok');
    // Turning on the spot is still immobile.
    const turning: ManoeuvrePlot = { ...DRIFT_ONLY, phases: DRIFT_ONLY.phases.map(() => ({ turn: 30, accel: 0 })) };
    expect(code(validateLandingRound(s, turning, earth))).toBe('ok');
  });

  test('too far, still drifting, or accelerating: no landing', () => {
    expect(code(validateLandingRound(startRound(ship('gb', point(0, 8), point(0, 8))), DRIFT_ONLY, earth))).toBe('ERR_NOT_NEXT_TO_PLANET');
    expect(code(validateLandingRound(startRound(ship('gb', point(0, 7), point(0, 5.9))), DRIFT_ONLY, earth))).toBe('ERR_LANDING_MOVING');
    const thrusting: ManoeuvrePlot = { thrust: { accel: 1, evasive: 0, attack: 0 }, phases: [0, 0, 1, 0].map((accel) => ({ turn: 0, accel })) };
    expect(code(validateLandingRound(startRound(ship('gb', point(0, 7), point(0, 7))), thrusting, earth))).toBe('ERR_LANDING_ACCELERATING');
  });

  // §3.23: taking off, "the ship spends one turn adjacent to the world": placed 0.5" up, speed 0.
  test('take-off placement is next to the planet, at rest, on the chosen side', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), fc.double({ min: 0.5, max: 120, noNaN: true }), (bearing, diameter) => {
        const p: Planet = { id: 'p', center: point(5, -5), diameter };
        const place = takeOffPlacement(p, bearing);
        expect(heightAboveSurface(place.position, p)).toBeCloseTo(0.5, 9);
        expect(isNextToPlanet(place.position, p)).toBe(true);
        expect(determineDrift(place).drift.speed).toBe(0);
      }),
    );
  });

  test('inside the planet is not next to it', () => {
    expect(isNextToPlanet(point(0, 3), earth)).toBe(false);
    expect(isNextToPlanet(point(0, 6.5), earth)).toBe(true);
  });
});
