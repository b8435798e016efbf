// Terrain in play through the rule system (Starmada Appendix G p.54–57): the GM's pieces in the scenario setting,
// orders parsed, checked and resolved against them: orbits, altitude, deadly hexes, asteroid fields, line of sight.
import { describe, expect, test } from 'vitest';
import { DIRECTIONS, hexAdd, hexDistance, hexScale, type Direction, type Hex } from '../../../../src/rules/core/hex.ts';
import { banksInReach } from '../../../../src/rules/starmada/combat/reach-target.ts';
import type { SeatId } from '../../../../src/rules/core/rule-system.ts';
import { CORE_RULES, type StarmadaOptions } from '../../../../src/rules/starmada/options.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { at, deploy, DESIGNS, expectErr, expectOk, fleet, LANCER, newGame, placed, readsOf, resolveTyped, shipOf, texts, withShip } from './fixtures.ts';

/** A Lancer with engines 6-3, for the G.6 example's requirement of 6 (not from the book). */
const COURIER: ShipClass = { ...LANCER, className: 'Courier', tracks: { ...LANCER.tracks, engines: [6, 3] } };

/** Kestrel at 1010 facing N and Vigil at 1005 facing S, deployed, in a game with these options and pieces. */
type Where = Readonly<Record<string, readonly [number, number, Direction]>>;

function board(options: Partial<StarmadaOptions>, pieces: string, where: Where = { kestrel: [10, 10, 0], vigil: [10, 5, 3] }): StarmadaState {
  return placed(deploy(newGame({ options, scenario: `standard/small${pieces}` })), where);
}

const orders = (state: StarmadaState, typed: Readonly<Record<SeatId, string>>, faces: readonly number[] = []) => resolveTyped(state, typed, faces);

describe('G.5 Planets (p.56)', () => {
  // The book's example: "1[6]1(8)": one hex forward (starting the orbit), six hexes of orbit, one hex forward.
  test('the orbit example: into orbit, six hexes round the planet with free turns, out again', () => {
    const planet = at(16, 9);
    // Two hexes north of the planet's marker and one north-west: heading SE, the next hex is next to the planet.
    const start = hexAdd(hexAdd(planet, hexScale(DIRECTIONS[0] as Hex, 2)), DIRECTIONS[5] as Hex);
    const state = withShip(board({ planets: true }, ' + planet 1 at 1609', { kestrel: [10, 10, 2], vigil: [30, 9, 3] }), 'kestrel', (s) => ({ ...s, at: start, prevSpeed: 8 }));
    const moved = orders(state, { ana: 'Kestrel 1[6]1(8)', ben: 'Vigil 0' });
    const trail = moved.state.trails.kestrel ?? [];
    expect(trail).toHaveLength(9);
    expect(trail.map((h) => hexDistance(h, planet))).toEqual([3, 2, 2, 2, 2, 2, 2, 2, 3]);
    expect(shipOf(moved.state, 'kestrel')).toMatchObject({ status: 'active', prevSpeed: 8 });
    expect(texts(moved.events)[0]).toMatch(/^Kestrel 1\[6\]1\(8\): \d{4} → \d{4}, heading /);
  });

  test('an orbit that cannot start is refused, and the ship goes straight ahead', () => {
    const state = withShip(board({ planets: true }, ' + planet 1 at 2007'), 'kestrel', (s) => ({ ...s, prevSpeed: 8 }));
    const moved = orders(state, { ana: 'Kestrel 1[6]1(8)', ben: 'Vigil 0' });
    expect(texts(moved.events)[0]).toContain('Kestrel may start an orbit only from a hex next to a planet');
    expect(shipOf(moved.state, 'kestrel').at).toEqual(at(10, 2));
  });

  test('a planet between two ships blocks the line of sight (p.19), so no fire step opens', () => {
    const moved = orders(board({ planets: true }, ' + planet 1 at 1007'), { ana: 'Kestrel 0', ben: 'Vigil 0' }).state;
    const reach = banksInReach(moved, shipOf(moved, 'kestrel'), 0, 0, { id: 'vigil', name: 'Vigil', at: at(10, 5), kind: 'ship' });
    expect(reach.ok ? '' : reach.error.message).toBe("Kestrel's Cannon: Something in hex 1008 blocks the line of sight to Vigil. Pick another target.");
    expect(starmada.step(moved)?.key).toBe('t2/orders');
  });

  test('a ship that flies into a planet is destroyed there', () => {
    const moved = orders(board({ planets: true }, ' + planet 1 at 1007'), { ana: 'Kestrel 4', ben: 'Vigil 0' });
    expect(shipOf(moved.state, 'kestrel')).toMatchObject({ status: 'destroyed', at: at(10, 8) });
    expect(texts(moved.events)[0]).toBe('Kestrel 4(4): 1010 → 1008, heading N. It entered the planet in 1008 and is destroyed (Appendix G).');
  });
});

describe('G.1 Asteroids (p.54–55)', () => {
  test('a ship that enters a lone asteroid is destroyed', () => {
    const moved = orders(board({ asteroids: true }, ' + asteroid at 1008 + field 1 at 2010'), { ana: 'Kestrel 3', ben: 'Vigil 0' });
    expect(shipOf(moved.state, 'kestrel').status).toBe('destroyed');
    expect(texts(moved.events)[0]).toContain('It entered an asteroid in 1008 and is destroyed');
  });

  // "Each time a starship enters a hex within an asteroid field, roll a die; if the result is a 5 or 6, a hit is scored."
  test('each field hex entered rolls a die; a 5 hits at once (IMP 1, DMG 1)', () => {
    const moved = orders(board({ asteroids: true }, ' + field 1 at 1007 + asteroid at 3001'), { ana: 'Kestrel 4', ben: 'Vigil 0' }, [1, 5, 2, 2]);
    const fieldLines = texts(moved.events).filter((t) => t.startsWith('Asteroid field'));
    expect(fieldLines).toHaveLength(3);
    expect(fieldLines[0]).toBe('Asteroid field in 1008 → Kestrel · 1 · hits on 5+ → no hits');
    expect(fieldLines[1]).toMatch(/^Asteroid field in 1007 → Kestrel · 5 · hits on 5\+ → 1 hit · /);
    expect(shipOf(moved.state, 'kestrel').hull.checked + shipOf(moved.state, 'kestrel').engines.checked + shipOf(moved.state, 'kestrel').weapons.checked).toBeGreaterThan(0);
  });

  // "−1 penalty to the result of each to-hit die per hex in the field through which the line of sight is traced".
  test('firing through a field costs −1 to hit per field hex crossed: three here', () => {
    const state = orders(board({ asteroids: true }, ' + field 1 at 1007 + asteroid at 3001'), { ana: 'Kestrel 0', ben: 'Vigil 0' }).state;
    const fired = resolveTyped(state, { ana: 'Kestrel: Cannon x1 > Vigil', ben: 'Vigil: hold' }, [1, 1]);
    expect(texts(fired.events)).toContain('Kestrel → Vigil · Cannon · to-hit 1 · hits on 6+ (3+ −3) → no hits');
  });
});

describe('G.6 Three-dimensional play (p.57)', () => {
  function courierGame(): StarmadaState {
    const setup = starmada.setup({
      options: { ...CORE_RULES, threeD: true },
      fleets: { ana: fleet('A', 'Ana', [{ class: 'Courier', name: 'Kestrel' }], [...DESIGNS, COURIER]), ben: fleet('B', 'Ben', [{ class: 'Lancer', name: 'Vigil' }]) },
      scenario: 'standard/small',
      seed: 'unused',
    });
    return placed(deploy(expectOk(setup)), { kestrel: [10, 10, 0], vigil: [10, 5, 3] });
  }

  // The book's example: previous speed 5, "1↓S1(4)": two hexes forward, a turn to starboard, one more; one level down.
  test('the altitude example: 1↓S1(4) from speed 5 needs 6, and takes the ship from altitude 3 to 2', () => {
    const state = withShip(courierGame(), 'kestrel', (s) => ({ ...s, prevSpeed: 5 }));
    const moved = orders(state, { ana: 'Kestrel 1↓S1(4)', ben: 'Vigil 0' });
    expect(shipOf(moved.state, 'kestrel')).toMatchObject({ altitude: 2, at: at(11, 8), heading: 1 });
    expect(texts(moved.events)[0]).toBe('Kestrel 1↓S1(4): 1010 → 1108, heading NE, altitude 2.');
  });

  // Range with altitude: "the sum of the distance in hexes and the difference in altitude or twice the difference".
  test('an altitude gap lengthens the range: 5 hexes and 2 levels is range 7, beyond the Laser', () => {
    const state = withShip(orders(courierGame(), { ana: 'Kestrel 0', ben: 'Vigil 0' }).state, 'kestrel', (s) => ({ ...s, altitude: 5 }));
    const errors = expectErr(starmada.parse(state, 'ana', 'Kestrel: Laser > Vigil'));
    expect(readsOf(errors).join(' ')).toContain('the 2-level altitude gap adds to the range (G.6)');
    expect(expectOk(starmada.parse(state, 'ana', 'Kestrel: Cannon x1 > Vigil')).kind).toBe('fire');
  });

  test('altitude changes are refused when three-dimensional play is off', () => {
    const state = orders(deploy(newGame()), {}).state;
    const parsed = starmada.parse(state, 'ana', 'Kestrel ↑3');
    const errors = parsed.ok ? expectErr(starmada.validate(state, 'ana', parsed.value)) : parsed.error;
    expect(errors.map((e) => e.code)).toContain('ERR_ALTITUDE_UNAVAILABLE');
  });
});

describe('placement in the lobby (ruling 170)', () => {
  test('a piece whose option is off is refused; a black hole refuses other terrain (p.55)', () => {
    const fleets = { ana: fleet('A', 'Ana', [{ class: 'Lancer' }]), ben: fleet('B', 'Ben', [{ class: 'Lancer' }]) };
    const off = expectErr(starmada.setup({ options: CORE_RULES, fleets, scenario: 'standard/small + planet 2 at 1609', seed: 's' }));
    expect(off.map((e) => e.message)).toEqual(['“planet 2 at 1609” needs the planets option on.']);
    const clash = expectErr(starmada.setup({ options: { ...CORE_RULES, blackHoles: true, planets: true }, fleets, scenario: 'standard/small', seed: 's' }));
    expect(clash.map((e) => e.code)).toEqual(['ERR_TERRAIN_BLACK_HOLE']);
  });

  test('the lobby describes the pieces the GM placed', () => {
    expect(expectOk(starmada.fleets.describeScenario('standard/small + planet 2 at 1609 + comet at 1004 tail se'))).toBe(
      'Standard scenario · Small battle · Fleet limit 700 CR · Victory at 420 VP · planet 2 at 1609 · comet at 1004 tail SE',
    );
  });
});
