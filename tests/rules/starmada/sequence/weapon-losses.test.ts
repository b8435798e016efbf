// Starmada 4.4 "Weapon Hits" p.21: "the controlling player must remove the appropriate number of weapons as losses …
// Players are free to select any weapons as losses", within the loss limits. The owner is asked wherever the hit came
// from: damage that takes effect at once (seekers C.4 p.40, fighters 5.4 p.23, explosions E.3 p.48, E.5 p.49) stops
// play for a weapon-loss step before anything else happens; the default is for a missed deadline only.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { onlyWeaponLosses } from '../../../../src/rules/starmada/combat/weapon-losses.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { askForLosses } from '../../../../src/rules/starmada/sequence/weapon-losses.ts';
import { hexNeighbor } from '../../../../src/rules/core/hex.ts';
import { deploy, duel, expectOk, LANCER, newGame, placed, resolveTyped, shipOf, texts, withShip } from '../integration/fixtures.ts';
import { straightOrder } from '../../../../src/rules/starmada/movement/order.ts';
import { hex, place, seekerFlight, seekerGame } from '../seekers/fixtures.ts';

/**
 * Turn 2's orders: the Majestic (side A, seat ana) at 1608 facing N, the Sirocco far off, and four Swarm Missiles
 * launched last turn six hexes south of the Majestic, hunting it (seekers/activation.test.ts has the same board).
 */
function seekersClosingIn(): StarmadaState {
  let state = seekerGame();
  state = place(state, 'majestic', hex(15, 0), 3);
  state = place(state, 'sirocco', hex(15, 6), 0);
  return { ...state, turn: 2, ships: state.ships.map((s) => ({ ...s, prevSpeed: 0 })), flights: [seekerFlight(hex(15, 6), 0, 'majestic', { payload: { launchedTurn: 1 } })] };
}

const holdStill = { ana: { kind: 'orders' as const, orders: { majestic: { move: straightOrder(0) } } }, ben: { kind: 'orders' as const, orders: { sirocco: { move: straightOrder(0) } } } };

describe('a seeker\'s weapon hit (C.4 p.40, 5.4 p.23): the owner chooses the losses at once', () => {
  test('the Fighter Phase stops for a weapon-loss step owed by the Majestic\'s owner; the log says what it must strike', () => {
    // To-hit 6, 1, 1, 1: one hit; impact 6 beats shields 3; damage 5: a weapon hit. The track drops 17 → 13 (p.10).
    const dice = scriptedDice([6, 1, 1, 1, 6, 5]);
    const hit = starmada.resolve(seekersClosingIn(), holdStill, dice);
    expect(dice.remaining).toBe(0);
    expect(texts(hit.events)).toContain('Sirocco Swarm Missile 1 → Majestic · 4 Swarm Missiles · to-hit 6, 1, 1, 1 · hits on 4+ → 1 hit · impact 6 vs shields 3 → 1 · damage 5: weapon');
    expect(texts(hit.events)).toContain('Majestic must strike 4 weapons or equipment for its weapon hits; its owner chooses which (4.4 p.21).');
    expect(shipOf(hit.state, 'majestic')).toMatchObject({ lossesOwed: 4, bankLosses: [[0, 0], [0, 0, 0, 0], [0]] });
    expect(starmada.step(hit.state)).toEqual({ key: 't2/losses/1', title: 'Turn 2: weapon losses (Fighter Phase)', owes: ['ana'], secret: false });

    // Ana strikes two Fusion Torpedoes and two Laser Cannons (AC), within the limits (2) and (3); the phase goes on.
    const chosen = expectOk(starmada.parse(hit.state, 'ana', 'Majestic: Fusion Torpedo 2, Laser Cannon (AC) 2'));
    const after = starmada.resolve(hit.state, { ana: chosen }, scriptedDice([]));
    expect(texts(after.events)[0]).toBe('Majestic loses 2 Fusion Torpedo (AB), 2 Laser Cannon (AC).');
    expect(shipOf(after.state, 'majestic')).toMatchObject({ lossesOwed: 0, bankLosses: [[0, 0], [0, 2, 0, 0], [2]] });
    expect(starmada.step(after.state)?.key).toBe('t2/fire');
  });

  test('an owner who sends nothing by the deadline gets the default, which the prompt named in advance', () => {
    const hit = starmada.resolve(seekersClosingIn(), holdStill, scriptedDice([6, 1, 1, 1, 6, 5]));
    expect(starmada.assist.guide(hit.state, 'ana', null).units[0]?.line).toMatch(/· if you choose nothing: Laser Cannon \(AC\) 1, Laser Cannon \(BD\) 1, Lightning Turret \(ACE\) 1, Laser Cannon \(AB\) 1$/);
    const after = starmada.resolve(hit.state, { ana: starmada.missing(hit.state, 'ana') }, scriptedDice([]));
    expect(texts(after.events)[0]).toBe('Majestic loses 1 Laser Cannon (AC), 1 Laser Cannon (BD), 1 Lightning Turret (ACE), 1 Laser Cannon (AB).');
  });
});

describe('a fighter attack\'s weapon hit (5.4 p.23): the same, then the Fighter Phase goes on', () => {
  test('Nest F1 hits Vigil with a 5: Ben chooses, then the Combat Phase opens', () => {
    const state = deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] }));
    const moved = resolveTyped(placed(state, { nest: [10, 10, 0], vigil: [10, 6, 3] }), { ana: 'Nest: 0', ben: 'Vigil: 0' });
    const vigil = shipOf(moved.state, 'vigil');
    // The flight is set behind Vigil (as a previous activation could have left it), so it can attack from where it is.
    const ready: StarmadaState = { ...moved.state, flights: moved.state.flights.map((f) => ({ ...f, at: hexNeighbor(vigil.at, 3) })) };
    // One die per fighter, 5+ hits (5.4 p.23): 6 and five 1s; no shields, so the hit's damage die: 5, a weapon hit.
    const hit = resolveTyped(ready, { ana: 'Nest F1 0 attack Vigil' }, [6, 1, 1, 1, 1, 1, 5]);
    expect(texts(hit.events).slice(-2)).toEqual([
      'Nest F1 → Vigil · fighters 6, 1, 1, 1, 1, 1 · hits on 5+ → 1 hit · impact automatic (shields 0) → 1 · damage 5: weapon',
      'Vigil must strike 2 weapons or equipment for its weapon hits; its owner chooses which (4.4 p.21).',
    ]);
    expect(starmada.step(hit.state)).toMatchObject({ key: 't1/losses/1', owes: ['ben'] });
    const after = resolveTyped(hit.state, { ben: 'Vigil: Cannon 1, Laser (AB) 1' });
    expect(texts(after.events)[0]).toBe('Vigil loses 1 Cannon (AB), 1 Laser (AB).');
    expect(starmada.step(after.state)?.key).toBe('t1/fire');
  });
});

describe('losses the owner has no choice about are struck at once, and said', () => {
  test('the loss limits leave one bank: no step, and the log names what went', () => {
    // Kestrel's two Lasers are gone (limit 1 each battery reached), so both losses must come from the Cannons.
    let state: StarmadaState = duel().state;
    state = withShip(state, 'kestrel', (s) => ({ ...s, bankLosses: [[0], [1, 1]], lossesOwed: 2 }));
    const asked = askForLosses(state, { kind: 'combat' });
    expect(asked.asking).toBe(false);
    expect(texts(asked.events)).toEqual(['Kestrel loses 2 Cannon (AB) to weapon hits (the loss limits leave no other choice, 4.4 p.21).']);
    expect(shipOf(asked.state, 'kestrel')).toMatchObject({ bankLosses: [[2], [1, 1]], lossesOwed: 0 });
  });

  test('onlyWeaponLosses: one legal outcome, or null when the owner has a choice (loss limits, p.21)', () => {
    const fresh = { bankLosses: [[0], [0, 0]], equipmentLost: {} };
    // Limits (1) and (1): one Cannon and one Laser, but which Laser is the owner's call.
    expect(onlyWeaponLosses(LANCER, fresh, 2)).toBeNull();
    // All four items go: no choice.
    expect(onlyWeaponLosses(LANCER, fresh, 4)).toEqual([
      { kind: 'weapon', battery: 0, bank: 0, count: 2 },
      { kind: 'weapon', battery: 1, bank: 0, count: 1 },
      { kind: 'weapon', battery: 1, bank: 1, count: 1 },
    ]);
    // Nothing left to lose.
    expect(onlyWeaponLosses(LANCER, { bankLosses: [[2], [1, 1]], equipmentLost: {} }, 1)).toEqual([]);
  });
});

describe('explosions in the End Phase (E.3 p.48) take weapons by the owner\'s choice too', () => {
  test('Vigil explodes against Kestrel with a weapon hit: a step after the explosions, then victory is checked', () => {
    const where = { kestrel: [10, 10, 0], vigil: [10, 9, 3] } as const;
    const { state } = duel({ options: { explosions: true }, where });
    // As in resolution.test.ts, but the explosion's damage dice are 5 (weapon) and 1 (hull).
    const resolved = resolveTyped(state, { ana: 'Kestrel: Cannon > Vigil; Laser > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 1, 2, 6, 3, 5, 6, 4, 5, 1]);
    expect(texts(resolved.events)).toContain('Vigil explodes → Kestrel · 5, 6, 4 · hits on 5+ → 2 hits · impact automatic (shields 0) → 2 · damage 5, 1: weapon, hull');
    expect(texts(resolved.events).at(-1)).toBe('Kestrel must strike 2 weapons or equipment for its weapon hits; its owner chooses which (4.4 p.21).');
    expect(starmada.step(resolved.state)).toMatchObject({ key: 't1/losses/1', title: 'Turn 1: weapon losses (explosions)', owes: ['ana'] });
    const after = resolveTyped(resolved.state, { ana: 'Kestrel: Cannon 1, Laser (EF) 1' });
    expect(texts(after.events)[0]).toBe('Kestrel loses 1 Cannon (AB), 1 Laser (EF).');
    // End Phase step c (p.14) after the losses: side B has nothing left.
    expect(texts(after.events).at(-1)).toBe('Side B has nothing left on the board: side A wins.');
    expect(starmada.outcome(after.state)?.winner).toBe('A');
  });
});

describe('a standing loss priority given with the orders covers the hits: no step (ruling 151)', () => {
  test('Vigil\'s owner listed "Laser (AB), Cannon": the fighter\'s weapon hit strikes them at once and play goes on', () => {
    const state = deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] }));
    const moved = resolveTyped(placed(state, { nest: [10, 10, 0], vigil: [10, 6, 3] }), { ana: 'Nest: 0', ben: 'Vigil: 0' });
    const vigil = shipOf(moved.state, 'vigil');
    let ready: StarmadaState = { ...moved.state, flights: moved.state.flights.map((f) => ({ ...f, at: hexNeighbor(vigil.at, 3) })) };
    ready = withShip(ready, 'vigil', (s) => ({ ...s, standing: { losses: [{ kind: 'weapon', battery: 1, bank: 1 }, { kind: 'weapon', battery: 0 }] } }));
    // The same dice as above: one hit, damage 5, a weapon hit; the track 4-2 drops to 2: two losses.
    const hit = resolveTyped(ready, { ana: 'Nest F1 0 attack Vigil' }, [6, 1, 1, 1, 1, 1, 5]);
    expect(texts(hit.events)).toContain('Vigil loses 1 Laser (AB), 1 Cannon (AB) to weapon hits, as its standing loss priority says.');
    expect(starmada.step(hit.state)?.key).toBe('t1/fire');
  });

  test('a priority that cannot place every loss asks the owner, as before', () => {
    let state: StarmadaState = duel().state;
    // Only the Cannons are listed, limit (1): the second loss has nowhere to go.
    state = withShip(state, 'kestrel', (s) => ({ ...s, lossesOwed: 2, standing: { losses: [{ kind: 'weapon', battery: 0 }] } }));
    const asked = askForLosses(state, { kind: 'combat' });
    expect(asked.asking).toBe(true);
    expect(shipOf(asked.state, 'kestrel').bankLosses).toEqual([[0], [0, 0]]);
  });
});
