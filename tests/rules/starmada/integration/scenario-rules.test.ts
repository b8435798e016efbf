// Appendix S rules reached through the rule system's parse → validate → resolve: S.9's storms (p.63), S.8's
// prototype (p.62), S.11's reinforcements (p.64), S.12's ambush areas (p.64), S.2's breakout (p.59) and E.4's
// partial victory points (p.49) as a game option.
import { describe, expect, test } from 'vitest';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { orderShipFrom } from '../../../../src/rules/starmada/movement/validate.ts';
import { classOf } from '../../../../src/rules/starmada/combat/ship-condition.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { DESIGNS, LANCER, deploy, expectErr, expectOk, fleet, holdAll, messagesOf, newGame, placed, resolveTyped, resolveWith, shipOf, texts, withShip } from './fixtures.ts';

/** The Lancer's sheet worth CR 300, enough to be S.8's prototype (not from the book). */
const TRIAL: ShipClass = { ...LANCER, className: 'Trial', type: 'Cruiser', combatRating: 300 };
const WITH_TRIAL = [...DESIGNS, TRIAL];

const noFire = { ana: { kind: 'fire' as const, declarations: [] }, ben: { kind: 'fire' as const, declarations: [] } };

/** A duel of Kestrel (1010, N) and Vigil (1005, S) in `scenario`, at its turn-1 fire step. */
function duelIn(scenario: string, where = { kestrel: [10, 10, 0], vigil: [10, 5, 3] } as const): StarmadaState {
  const ready = placed(deploy(newGame({ scenario })), where);
  return holdAll(ready).state;
}

describe('S.9 Storms in Space (p.63)', () => {
  test('setup no longer refuses it, and each End Phase rolls the storm; a 1 spins every starship at once', () => {
    const fire = duelIn('S.9');
    expect(starmada.step(fire)?.key).toBe('t1/fire');
    // Storm 1: Kestrel's die 1 keeps heading N; Vigil's die 3 turns it two hexsides clockwise from S, to NW.
    const end = resolveWith(fire, noFire, [1, 1, 3]);
    expect(texts(end.events)).toContain('Storm roll 1: Every starship is spun to a random heading. (Kestrel 1, Vigil 3)');
    expect([shipOf(end.state, 'kestrel').heading, shipOf(end.state, 'vigil').heading]).toEqual([0, 5]);
    expect(shipOf(end.state, 'vigil').facing).toBe(5);
    expect(end.state.storm).toBe('randomHeadings');
  });

  test('result 2: no starship may turn in the coming Movement Phase; sideslips and straight moves stand', () => {
    const fire = duelIn('S.9');
    const orders = resolveWith(fire, noFire, [2]).state;
    expect(orders.storm).toBe('noTurns');
    const refused = expectErr(starmada.parse(orders, 'ana', 'Kestrel: 2P2'));
    expect(refused.map((e) => e.code)).toContain('ERR_STORM_NO_TURNS');
    expect(messagesOf(refused).join(' ')).toContain('The storm forbids every turn this Movement Phase (S.9)');
    expect(expectOk(starmada.parse(orders, 'ana', 'Kestrel: 4'))).toBeTruthy();
  });

  test('result 5: every starship attack at −1 to hit, none at long range', () => {
    const fire: StarmadaState = { ...duelIn('S.9'), storm: 'poorTargeting' };
    // Kestrel 1015 and Vigil 1005, 10 hexes: long range for the Cannon (4-8-12), which the storm forbids.
    const far = placed(fire, { kestrel: [10, 15, 0], vigil: [10, 5, 3] });
    expect(expectErr(starmada.parse(far, 'ana', 'Kestrel: Cannon > Vigil'))[0]?.message).toContain('The storm forbids attacks at long range this turn (S.9).');
    expect(expectErr(starmada.parse({ ...far, storm: 'none' }, 'ana', 'Kestrel: Laser > Vigil'))[0]?.message).toContain('Vigil');
    expect(expectOk(starmada.parse({ ...far, storm: 'none' }, 'ana', 'Kestrel: Cannon > Vigil'))).toBeTruthy();
    const near = fire;
    const shot = resolveTyped(near, { ana: 'Kestrel: Cannon > Vigil', ben: 'Vigil: hold' }, [1, 1, 1, 3]);
    const attack = shot.events.find((e) => e.type === 'attack');
    expect(JSON.stringify(attack?.data)).toContain('storm (S.9)');
  });

  test('result 6: no attacks — the fire step is skipped with the storm named', () => {
    const storm = resolveWith(duelIn('S.9'), noFire, [6]).state;
    const moved = holdAll(storm, [3]);
    expect(texts(moved.events)).toContain('The storm forbids every attack this Combat Phase (S.9): no fire this turn.');
    expect(starmada.step(moved.state)?.key).toBe('t3/orders');
  });
});

/** S.8: Kestrel (Lancer) and Kestrel Two (Trial, CR 300: the prototype) against Vigil. */
function s8Game(): StarmadaState {
  const fleets = {
    ana: fleet('A', 'Ana', [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Trial', name: 'Kestrel Two' }], WITH_TRIAL),
    ben: fleet('B', 'Ben', [{ class: 'Lancer', name: 'Vigil' }]),
  };
  return expectOk(starmada.setup({ options: { ...newGame().options }, fleets, scenario: 'S.8', seed: 'unused' }));
}

describe('S.8 The Shakedown Cruise (p.62)', () => {
  test('the prototype rolls on its first attacks, before they resolve: a 6 gives +1 to hit and +1 engine rating', () => {
    const game = s8Game();
    expect(game.prototype).toEqual({ shipId: 'kestrel-two' });
    const ready = placed(deploy(game), { kestrel: [12, 10, 0], 'kestrel-two': [10, 10, 0], vigil: [10, 5, 3] });
    const fire = holdAll(ready).state;
    const shot = resolveTyped(fire, { ana: 'Kestrel Two: Cannon > Vigil', ben: 'Vigil: hold' }, [6, 1, 1]);
    expect(texts(shot.events)[0]).toBe('Kestrel Two, the prototype, fires for the first time: die 6, better than anticipated: +1 to all its to-hit rolls, and its engine rating rises by 1 (S.8).');
    expect(JSON.stringify(shot.events.find((e) => e.type === 'attack')?.data)).toContain('prototype (S.8)');
    const proto = shipOf(shot.state, 'kestrel-two');
    expect(orderShipFrom(proto, classOf(shot.state, proto)).engineRating).toBe(5);
    // Rolled once: the next turn's attacks roll no trial.
    expect(shot.state.prototype).toEqual({ shipId: 'kestrel-two', roll: 6 });
  });
});
