// The accepted draft read back (src/rules/starmada/assist/echo.ts): orders with their engine requirement against the
// engine rating (3.2 p.15, 3.4 p.17, D.1 p.44), ships without orders, placements, fire with its to-hit, a flight's
// activation and weapon losses.
import { describe, expect, test } from 'vitest';
import { echo, orderEcho } from '../../../../src/rules/starmada/assist/echo.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import type { StarmadaSubmission } from '../../../../src/rules/starmada/submission.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, duel, expectOk, fleet, LANCER, newGame, shipOf, typedOrders, withShip } from '../integration/fixtures.ts';
import type { ShipOrders } from '../../../../src/rules/starmada/notation/ship-orders.ts';
import { lossesState, statesByPhase } from './fixtures.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';

/** A Lancer with engine rating 6 (track 6-3), for the book's engine examples — synthetic, NOT from the book. */
const SPRINTER: ShipClass = { ...LANCER, className: 'Sprinter', tracks: { ...LANCER.tracks, engines: [6, 3] } };

/** Turn 1 orders for one Sprinter called Kestrel, its previous speed and last slips set as the example has them. */
function sprinter(prevSpeed: number, lastSlips: { dir: 'L' | 'R' | null; count: number } = { dir: null, count: 0 }): StarmadaState {
  const fleets = { ana: fleet('A', 'Ana', [{ class: 'Sprinter', name: 'Kestrel' }], [SPRINTER, LANCER]), ben: fleet('B', 'Ben', [{ class: 'Lancer', name: 'Vigil' }], [LANCER]) };
  const state = deploy(expectOk(starmada.setup({ options: CORE_RULES, fleets, scenario: 'standard/small', seed: 'unused' })));
  return withShip(state, 'kestrel', (s) => ({ ...s, prevSpeed, lastSlips }));
}

const echoed = (state: StarmadaState, seat: string, text: string): string[] => echo(state, seat, expectOk(starmada.parse(state, seat, text)));

describe('movement orders: the engine requirement against the rating (3.2 p.15)', () => {
  test('p.17: previous speed 4, P2L2(5): the greater of 4 and 5, +1 for the slip = 6', () => {
    expect(echoed(sprinter(4), 'ana', 'Kestrel P2L2')).toEqual(['Kestrel: P2L2(5) — engine requirement 6 of 6 ✔']);
  });

  test('p.17: previous speed 5 after one slip left, 3P1(4): the greater of 5 and 4, −1 slip credit = 4', () => {
    expect(echoed(sprinter(5, { dir: 'L', count: 1 }), 'ana', 'Kestrel 3P1')).toEqual(['Kestrel: 3P1(4) — engine requirement 4 of 6 ✔']);
  });

  test('p.17: previous speed 5, 3P1(4) +1: the greater of 5 and 4, +1 for the pivot = 6', () => {
    const [line] = echoed(sprinter(5), 'ana', 'Kestrel 3P1(4) +1');
    expect(line).toMatch(/^Kestrel: 3P1\(4\) ?\+1 — engine requirement 6 of 6 ✔$/);
  });

  test('no turns: the difference of the speeds; two turns: their sum (chart p.15)', () => {
    // Lancer, engine rating 4, previous speed 4 on turn 1 (2.3: the engine rating).
    const state = deploy(newGame());
    expect(echoed(state, 'ana', 'Kestrel 2')).toEqual(['Kestrel: 2(2) — engine requirement 2 of 4 ✔']);
    expect(orderEcho(state, shipOf(state, 'kestrel'), typedOrders(state, { kestrel: '1S2S(3)' }).kestrel as ShipOrders)).toBe('1S2S(3) — engine requirement 7 of 4 ✘');
  });

  test('emergency thrust doubles the rating it may use (D.1 p.44)', () => {
    const state = deploy(newGame({ options: { emergencyThrust: true } }));
    expect(echoed(state, 'ana', 'Kestrel E/1S2S')).toEqual(['Kestrel: E/1S2S(3) — engine requirement 7 of 8 ✔']);
  });

  test('a damaged engine track: the current rating is the first unchecked box (p.10)', () => {
    const state = withShip(deploy(newGame()), 'kestrel', (s) => ({ ...s, engines: { checked: 1, pending: 0 } }));
    // Lancer engines 4-2: one box checked, rating 2; staying at speed 4 needs nothing.
    expect(echoed(state, 'ana', 'Kestrel 4')).toEqual(['Kestrel: 4(4) — engine requirement 0 of 2 ✔']);
  });

  test('a ship left out goes straight ahead at its previous speed (p.16)', () => {
    const state = deploy(newGame({ a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Dauntless' }] }));
    expect(echoed(state, 'ana', 'Kestrel 3')).toEqual(['Kestrel: 3(3) — engine requirement 1 of 4 ✔', '— Dauntless: no order, straight ahead at speed 4']);
  });
});

describe('other steps', () => {
  test('placements (2.3 p.12): hex and facing', () => {
    expect(echoed(newGame(), 'ana', 'Kestrel 0409 NE')).toEqual(['Kestrel: 0409 facing NE']);
  });

  test('fire (4.1 p.18, 4.2 p.20): each declaration with its range, band and to-hit', () => {
    const { state } = duel();
    expect(echoed(state, 'ana', 'Kestrel: Cannon > Vigil; Laser > Vigil')).toEqual([
      'Kestrel: Cannon x2 > Vigil — range 5 · medium · hits on 3+',
      'Kestrel: Laser x1 > Vigil — range 5 · long · hits on 4+',
    ]);
    // A hold is an answer of its own (4.1 p.18): it reads back as a hold.
    expect(echoed(state, 'ana', 'Kestrel: hold')).toEqual(['Kestrel: hold — holds fire']);
    expect(echo(state, 'ana', { kind: 'fire', declarations: [] })).toEqual(['— No fire declared: your ships hold their fire.']);
  });

  test('directed damage costs −1 to hit (E.2 p.48)', () => {
    const { state } = duel({ options: { directedDamage: true } });
    expect(echoed(state, 'ana', 'Kestrel: Cannon directed > Vigil')).toEqual(['Kestrel: Cannon x2 directed > Vigil — range 5 · medium · hits on 4+']);
  });

  test('weapon losses (4.5 p.21): what each ship loses, or the default', () => {
    const state = lossesState();
    expect(echoed(state, 'ben', 'Vigil: Cannon 1, Laser 1')).toEqual(['Vigil: Cannon (AB) 1, Laser (EF) 1 — the weapons it loses']);
    // "auto" is the default choice written out (4.5 p.21: the owner's choice; a ship left out takes the same).
    expect(echoed(state, 'ben', 'Vigil: auto')).toEqual(['Vigil: Cannon (AB) 1, Laser (EF) 1 — the weapons it loses']);
    expect(echo(state, 'ben', { kind: 'losses', choices: {} })).toEqual(['Vigil: auto — loses weapons by the default choice']);
  });

  test('a flight activation (5.3 p.22): its move and any target', () => {
    const fighters = statesByPhase().find(([kind]) => kind === 'fighters')?.[1] as StarmadaState;
    const sub: StarmadaSubmission = expectOk(starmada.parse(fighters, 'ana', 'Nest F1 0'));
    expect(echo(fighters, 'ana', sub)).toEqual(['Nest F1 0 — holds position']);
    expect(echo(fighters, 'ana', { kind: 'flight', activation: null })).toEqual(['— No flight activates: the slot passes.']);
  });
});
