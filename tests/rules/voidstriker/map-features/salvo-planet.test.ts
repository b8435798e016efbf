import { describe, expect, test } from 'vitest';
import { salvoTrack } from '../../../../src/rules/voidstriker/map-features/salvo-planet.ts';
import { bookPoint as point } from '../book-frame.ts';

const planet = { id: 'bishamon', center: point(0, 0), diameter: 11 };

describe('missiles behind a planet (Voidstriker §3.21)', () => {
  // Voidstriker §3.21: "the missiles will lose contact with the ship and track the planet instead"
  test('a planet between salvo and target: the salvo is lost, tracking the planet', () => {
    expect(salvoTrack(point(-10, 0), point(10, 0), [planet])).toEqual({ lost: true, trackingPlanet: 'bishamon' });
  });

  test('a clear line keeps the target; grazing the rim does not block', () => {
    expect(salvoTrack(point(-10, 6), point(10, 6), [planet])).toEqual({ lost: false });
    expect(salvoTrack(point(-10, 5.5), point(10, 5.5), [planet])).toEqual({ lost: false });
  });

  test('no planets: never lost', () => {
    expect(salvoTrack(point(-10, 0), point(10, 0), [])).toEqual({ lost: false });
  });
});
