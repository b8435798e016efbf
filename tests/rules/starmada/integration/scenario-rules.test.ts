// Appendix S rules reached through the rule system's parse → validate → resolve: S.9's storms (p.63), S.8's
// prototype (p.62), S.11's reinforcements (p.64), S.12's ambush areas (p.64), S.2's breakout (p.59) and E.4's
// partial victory points (p.49) as a game option.
import { describe, expect, test } from 'vitest';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { hexToOffset } from '../../../../src/rules/core/offset.ts';
import { pickPlaces, pickUnits } from '../../../../src/rules/starmada/assist/pick-places.ts';
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

describe('S.11 To the Rescue (p.64)', () => {
  const rescue = (): StarmadaState => newGame({ scenario: 'S.11', b: [{ class: 'Lancer', name: 'Vigil' }, { class: 'Lancer', name: 'Ward' }] });

  test('a die picks the half that deploys; the other waits, places in the Reinforcements area once the End Phase dice reach 7', () => {
    const game = rescue();
    const waiting = game.ships.filter((s) => s.status === 'reserve');
    expect(waiting).toHaveLength(1);
    // Ruling 162: the halves are the fleet list cut in two, Vigil then Ward; 1–3 puts Vigil on the board.
    expect(waiting[0]?.name).toBe((game.reinforcements?.halfRoll ?? 0) <= 3 ? 'Ward' : 'Vigil');
    const name = waiting[0]?.name ?? '';
    const deployed = deploy(game);
    expect(deployed.ships.filter((s) => s.status === 'reserve').map((s) => s.name)).toEqual([name]);
    // Far apart: nothing fires; each End Phase adds the defender's die to the running total.
    const turn1 = holdAll(deployed, [6]);
    expect(texts(turn1.events)).toContain('S.11 reinforcements: die 6, running total 6 of 7.');
    const turn2 = holdAll(turn1.state, [1]);
    expect(texts(turn2.events)).toContain("S.11 reinforcements: die 1, running total 7 — the defender's second half arrives and is placed in the Reinforcements area.");
    expect(starmada.step(turn2.state)).toMatchObject({ key: 't3/reinforcements', owes: ['ben'] });
    // Pick a space offers the Reinforcements area; the map shows the board with the arriving ship to its owner only.
    const waitingId = waiting[0]?.id ?? '';
    expect(pickUnits(turn2.state, 'ben')).toEqual([waitingId]);
    const picks = pickPlaces(turn2.state, 'ben', waitingId);
    expect(picks?.places).toHaveLength(16 * 4);
    expect(picks?.note).toContain('Reinforcements (rows 15–18 of columns 09–24) (S.11 p.64)');
    const seen = (seat: string) => starmada.scene(turn2.state, { kind: 'seat', seat }).units.map((u) => u.id);
    expect(seen('ben')).toContain(waitingId);
    expect(seen('ana')).not.toContain(waitingId);
    expect(starmada.scene(turn2.state, { kind: 'seat', seat: 'ben' }).zones?.map((z) => z.label)).toEqual(['Reinforcements (S.11)']);
    const outside = expectErr(starmada.parse(turn2.state, 'ben', `${name} 0316 N`));
    expect(messagesOf(outside)).toEqual(['Hex 0316 is outside your set-up area; deploy Reinforcements (rows 15–18 of columns 09–24).']);
    const arrived = resolveTyped(turn2.state, { ben: `${name} 1216 N` });
    expect(texts(arrived.events)).toEqual([`${name} (side B) arrives in 1216 facing N.`]);
    expect(arrived.state.reinforcements?.arrived).toBe(true);
    expect(starmada.step(arrived.state)?.key).toBe('t3/orders');
    // Arrived: no more End Phase rolls.
    const turn3 = holdAll(arrived.state);
    expect(texts(turn3.events).some((t) => t.startsWith('S.11'))).toBe(false);
  });
});

describe('S.12 The Trap (p.64)', () => {
  const BASTIONS = ['Red', 'Blue', 'Gold', 'Grey'].map((name) => ({ class: 'Bastion', name }));

  test('each ambush area must hold 500 CR; the default shares the ships out; the defender keeps to the middle', () => {
    const game = newGame({ scenario: 'S.12', a: BASTIONS, b: [{ class: 'Lancer', name: 'Vigil' }] });
    const lopsided = expectErr(starmada.parse(game, 'ana', 'Red 0109\nBlue 0110\nGold 0111\nGrey 0112'));
    expect(messagesOf(lopsided)).toEqual(['Your ships within 4 hexes of the east edge total CR 0; each of your set-up areas needs at least 500 (S.12).']);
    expect(messagesOf(expectErr(starmada.parse(game, 'ben', 'Vigil 0309')))).toEqual(['Hex 0309 is outside your set-up area; deploy columns 13–20.']);
    const deployed = deploy(game);
    const columns = deployed.ships.filter((s) => s.side === 'A').map((s) => hexToOffset(s.at).col + 1);
    expect(columns.filter((c) => c <= 4)).toHaveLength(2);
    expect(columns.filter((c) => c >= 29)).toHaveLength(2);
  });
});

describe('S.2 Breakout (p.59)', () => {
  test("a defending ship leaving by the attacker's edge scores its CR for the defender", () => {
    const deployed = deploy(newGame({ scenario: 'S.2' }));
    const ready = placed(deployed, { kestrel: [16, 2, 0], vigil: [1, 10, 5] });
    const moved = resolveTyped(ready, { ana: 'Kestrel: 0', ben: 'Vigil: 2' });
    expect(texts(moved.events)).toContain("Vigil escaped by the west edge, the attacker's: side B +100 VP (S.2)");
    expect(moved.state.ledger.scores).toEqual({ A: 0, B: 100 });
  });
});

describe('E.4 Partial Victory Points (p.49), a game option', () => {
  const hurt = (options = {}): StarmadaState => withShip(holdAll(placed(deploy(newGame({ options })), { kestrel: [10, 10, 0], vigil: [10, 5, 3] })).state, 'vigil', (s) => ({ ...s, hull: { ...s.hull, pending: 1 } }));

  // Hull size 3: the first box is also a third of the boxes (rounded up), so 10% + 20% of CR 100.
  test('with the option, the first hull box checked pays 10% and, being a third of a hull of 3, 20% more', () => {
    const end = resolveWith(hurt({ partialVictoryPoints: true }), noFire);
    expect(texts(end.events)).toContain('Vigil has lost 1 of 3 hull boxes: side A +30 VP (partial VPs, E.4)');
    expect(end.state.ledger.scores.A).toBe(30);
  });

  test('without it, damage scores nothing (2.5 p.13)', () => {
    expect(resolveWith(hurt(), noFire).state.ledger.scores.A).toBe(0);
  });
});
