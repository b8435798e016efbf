// Setup (book Ch.6 scenarios, §3.22 asteroids).
import { describe, expect, test } from 'vitest';
import { distance } from '../../../../src/rules/core/plane.ts';
import { setupGame } from '../../../../src/rules/voidstriker/setup/setup.ts';

const opts = { firePerPhase: false, asteroids: false };

describe('setupGame', () => {
  test('§6.1: IJN within 5" of the planet surface, UNSN grouped within 6"', () => {
    const r = setupGame({ options: opts, fleets: { ana: { side: 'IJN', player: 'Ana', ships: [] }, ben: { side: 'UNSN', player: 'Ben', ships: [] } }, scenario: '6.1', seed: 'x' });
    if (!r.ok) throw new Error('setup');
    const planet = r.value.planets[0];
    if (!planet) throw new Error('planet');
    // Voidstriker §6.1: defenders within 5" of the surface.
    for (const s of r.value.ships.filter((x) => x.side === 'IJN')) expect(distance(s.position, planet.center) - planet.diameter / 2).toBeLessThanOrEqual(5 + 1e-9);
    const unsn = r.value.ships.filter((x) => x.side === 'UNSN');
    expect(unsn.length).toBeGreaterThan(0);
    // Voidstriker §6.1: grouped within 6" of each other.
    for (const a of unsn) for (const b of unsn) expect(distance(a.position, b.position)).toBeLessThanOrEqual(6 + 1e-9);
  });

  test('§6.2: gunboats landed at the base; a raid record', () => {
    const r = setupGame({ options: opts, fleets: { ana: { side: 'FAC', player: 'Ana', ships: [] }, ben: { side: 'Arab', player: 'Ben', ships: [] } }, scenario: '6.2', seed: 'x' });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const base = r.value.base;
    expect(base).toBeDefined();
    const gunboats = r.value.ships.filter((s) => s.classId === 'us-gunboat-500');
    expect(gunboats.length).toBeGreaterThan(0);
    for (const g of gunboats) {
      expect(g.surface.kind).toBe('landed');
      expect(distance(g.position, base?.at ?? { x: 0, y: 0 })).toBeLessThan(1e-9);
    }
    expect(r.value.raid).toEqual({ loading: {}, loaded: [], escaped: [], enteredRound: 1 });
  });

  test('a fleet that differs from the book is refused, naming the book\'s forces', () => {
    const r = setupGame({ options: opts, fleets: { ana: { side: 'IJN', player: 'Ana', ships: [{ class: 'arab-corsair-2000' }] }, ben: { side: 'UNSN', player: 'Ben', ships: [] } }, scenario: '6.1', seed: 'x' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // One error for the one problem: the refused side is not also reported as empty.
    expect(r.error.map((e) => e.message)).toEqual(['Scenario 6.1 gives IJN exactly 2 × Battlecruiser, 2 × Missile Destroyer.']);
  });

  test('a skirmish needs ships on every side', () => {
    const r = setupGame({ options: opts, fleets: { ana: { side: 'A', player: 'Ana', ships: [] }, ben: { side: 'B', player: 'Ben', ships: [{ class: 'arab-corsair-2000' }] } }, scenario: 'skirmish', seed: 'x' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((e) => e.code)).toContain('ERR_FLEET_EMPTY');
  });

  test('asteroids (§3.22): three fields from the seed, the same for the same seed', () => {
    const f = () => setupGame({ options: { firePerPhase: false, asteroids: true }, fleets: { ana: { side: 'A', player: 'Ana', ships: [{ class: 'arab-corsair-2000' }] }, ben: { side: 'B', player: 'Ben', ships: [{ class: 'arab-corsair-2000' }] } }, scenario: 'skirmish', seed: 's1' });
    const a = f();
    const b = f();
    if (!a.ok || !b.ok) throw new Error('setup');
    expect(a.value.asteroids).toHaveLength(3);
    expect(b.value.asteroids).toEqual(a.value.asteroids);
  });
});

describe('players sharing a side', () => {
  // Ch.6 gives each side its forces; two players on one side with empty fleets take the book's ships in turn.
  test('the book\'s ships are shared out, not doubled', () => {
    const r = setupGame({
      options: opts,
      fleets: { ana: { side: 'IJN', player: 'Ana', ships: [] }, cy: { side: 'IJN', player: 'Cy', ships: [] }, ben: { side: 'UNSN', player: 'Ben', ships: [] } },
      scenario: '6.1',
      seed: 'x',
    });
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join(' | '));
    const ijn = r.value.ships.filter((s) => s.side === 'IJN');
    expect(ijn).toHaveLength(4);
    expect(ijn.filter((s) => s.seat === 'ana').map((s) => s.classId)).toEqual(['ijn-battlecruiser-6000', 'ijn-missile-destroyer-3000']);
    expect(ijn.filter((s) => s.seat === 'cy').map((s) => s.classId)).toEqual(['ijn-battlecruiser-6000', 'ijn-missile-destroyer-3000']);
  });
});
