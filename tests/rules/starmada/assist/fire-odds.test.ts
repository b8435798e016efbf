// The to-hit number a declaration can expect (src/rules/starmada/assist/fire-odds.ts), against the book's to-hit
// roll: range bands (4.1 p.19), modifiers (4.2 p.20, Z.3 p.77) and the minimum/maximum rolls (p.20).
import { describe, expect, test } from 'vitest';
import { fireOdds, hitsOnText } from '../../../../src/rules/starmada/assist/fire-odds.ts';
import { findTarget } from '../../../../src/rules/starmada/combat/declaration.ts';
import type { FireTarget } from '../../../../src/rules/starmada/combat/reach-target.ts';
import type { ShipClass, WeaponProfile } from '../../../../src/rules/starmada/ships/schema.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { at, duel, LANCER, ODDBALL, shipOf } from '../integration/fixtures.ts';
import { duelOf } from './fixtures.ts';

/** A Lancer with one level of fire control (B.8) — synthetic, NOT from the book. */
const SPOTTER: ShipClass = { ...LANCER, className: 'Spotter', equipment: { items: [{ system: 'Fire Control', count: 1 }], lossLimit: 1 } };
/** A Lancer with one level of countermeasures (B.6) — synthetic, NOT from the book. */
const DECOY: ShipClass = { ...LANCER, className: 'Jammer', equipment: { items: [{ system: 'Countermeasures', count: 1 }], lossLimit: 1 } };

const cannonProfile = LANCER.batteries[0]?.profiles[0];
if (!cannonProfile) throw new Error('fixture: Lancer has a Cannon');
const cannon: WeaponProfile = cannonProfile;

function target(state: StarmadaState, id: string): FireTarget {
  const t = findTarget(state, id);
  if (!t) throw new Error(`no target ${id}`);
  return t;
}

const DESIGNS = [LANCER, ODDBALL, SPOTTER, DECOY];

/** Kestrel (column 10, row 15, facing N) fires its Cannon (4-8-12, ACC 3+) at Vigil in column 10, straight ahead. */
function cannonAt(row: number, classes: { a?: string; b?: string } = {}) {
  const state = duelOf({ designs: DESIGNS, a: classes.a ?? 'Lancer', b: classes.b ?? 'Lancer', where: { kestrel: [10, 15, 0], vigil: [10, row, 3] } });
  return fireOdds(state, shipOf(state, 'kestrel'), cannon, target(state, 'vigil'));
}

describe('the natural die a hit needs (4.2 p.20)', () => {
  test('a die hits when it plus the modifier reaches ACC', () => {
    expect(hitsOnText(4)).toBe('4+');
    expect(hitsOnText(6)).toBe('6+');
  });

  test('"cannot fail": a natural 1 still misses, so the best is 2+', () => {
    // p.20: "a +2 modifier for a weapon with ACC 3+ … any die that comes up 1 (before modifiers) is a miss".
    expect(hitsOnText(1)).toBe('2+');
    expect(hitsOnText(-3)).toBe('2+');
  });

  test('"cannot succeed": a 6 is re-rolled and 5 added; the re-roll needs what is left', () => {
    // p.20: "a −2 modifier for a weapon with ACC 5+ … re-roll any die that comes up 6 and add 5": 7 needed, so a 6
    // then a re-roll of 2 or more (2 + 5 − 2 = 5).
    expect(hitsOnText(7)).toBe('6 then 2+ on the re-roll');
    expect(hitsOnText(11)).toBe('6 then 6+ on the re-roll');
    // [ruling 6]: a re-rolled 6 that still cannot succeed is re-rolled again for another +5.
    expect(hitsOnText(12)).toBe('6, 6 then 2+ on the re-rolls');
  });
});

describe('range bands and the range modifier (4.1 p.19, 4.2 p.20)', () => {
  test('short (d ≤ S) +1, medium (S < d ≤ M) 0, long (M < d ≤ L) −1', () => {
    // Cannon 4-8-12, ACC 3+.
    expect(cannonAt(12)).toMatchObject({ hexes: 3, band: 'short', needed: 2, hitsOn: '2+' });
    expect(cannonAt(11)).toMatchObject({ hexes: 4, band: 'short', hitsOn: '2+' });
    expect(cannonAt(10)).toMatchObject({ hexes: 5, band: 'medium', needed: 3, hitsOn: '3+' });
    expect(cannonAt(7)).toMatchObject({ hexes: 8, band: 'medium', hitsOn: '3+' });
    expect(cannonAt(6)).toMatchObject({ hexes: 9, band: 'long', needed: 4, hitsOn: '4+' });
    expect(cannonAt(3)).toMatchObject({ hexes: 12, band: 'long', hitsOn: '4+' });
  });

  test('beyond the long band there is no band and no number', () => {
    expect(cannonAt(2)).toMatchObject({ hexes: 13, band: null, needed: null, hitsOn: '' });
  });
});

describe('modifiers known when fire is declared (4.2 p.20)', () => {
  test('the target’s countermeasures: −1 per level (B.6 p.32)', () => {
    expect(cannonAt(10, { b: 'Jammer' })).toMatchObject({ band: 'medium', needed: 4, hitsOn: '4+' });
  });

  test('fire control cancels one −1 per level, only against negative modifiers (B.8 p.32, Z.3 p.77)', () => {
    // Against countermeasures at medium range: −1 cancelled, 3+ again.
    expect(cannonAt(10, { a: 'Spotter', b: 'Jammer' })).toMatchObject({ hitsOn: '3+' });
    // With nothing negative it adds nothing: medium range stays 0 (3+), not +1.
    expect(cannonAt(10, { a: 'Spotter' })).toMatchObject({ hitsOn: '3+' });
    // At long range (−1) it cancels the range penalty.
    expect(cannonAt(6, { a: 'Spotter' })).toMatchObject({ band: 'long', hitsOn: '3+' });
  });

  test('evasive action in this turn’s revealed orders: −1 for an engine rating of 3–5 (D.3 p.44)', () => {
    const { state } = duel({ options: { evasiveAction: true } });
    const evading = { ...state, revealedOrders: { ...state.revealedOrders, vigil: 'Z/0' } };
    // Lancer engine rating 4 → −1; medium range: 3 + 1 = 4+.
    expect(fireOdds(evading, shipOf(evading, 'kestrel'), cannon, target(evading, 'vigil')).hitsOn).toBe('4+');
  });

  test('a fighter flight is a tiny target: −1 (4.2 p.20)', () => {
    const { state } = duel({ options: { carriers: true }, b: [{ class: 'Hive', name: 'Vigil' }] });
    const flight = state.flights[0];
    if (!flight) throw new Error('the Hive fields one flight (B.4)');
    // The flight 4 hexes ahead of Kestrel: short range +1, tiny −1: the Cannon's ACC 3+ stands.
    const near = { ...state, flights: state.flights.map((f) => (f.id === flight.id ? { ...f, at: at(10, 6) } : f)) };
    expect(fireOdds(near, shipOf(near, 'kestrel'), cannon, target(near, flight.id))).toMatchObject({ hexes: 4, band: 'short', needed: 3, hitsOn: '3+' });
  });

  test('a seeking weapon rolls nothing when it is declared (C.4 p.40)', () => {
    const { state } = duel({ a: [{ class: 'Oddball', name: 'Kestrel' }] });
    const swarm = ODDBALL.batteries[1]?.profiles[0];
    if (!swarm) throw new Error('fixture: Oddball has a Swarm');
    expect(fireOdds(state, shipOf(state, 'kestrel'), swarm, target(state, 'vigil'))).toMatchObject({ band: null, needed: null, hitsOn: '' });
  });
});
