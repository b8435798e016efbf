// The owner's shield choices in play (Starmada E.6 p.50, B.7 p.32, E.1 p.48; rulings 110, 111): reinforcement
// read by an attack, arcs reduced in the End Phase, restored by damage control, each told in the summary.
import { describe, expect, test } from 'vitest';
import { starmadaCard } from '../../../../src/rules/starmada/views/card.ts';
import { submissionText } from '../../../../src/rules/starmada/assist/draft-text.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { expectErr, expectOk, messagesOf, readsOf, resolveTyped, shipOf, withShip } from './fixtures.ts';
import { tempestAhead, tempestAtOrders } from './tempest-fixture.ts';

/** Forward screens used up, so the Gun's hit reaches the shields. */
const screensGone = { Fwd: 3, Port: 0, Stbd: 0, Aft: 0 };

describe('shield reinforcement in play (E.6 p.50)', () => {
  // E.6 p.50: "add +1 to the shield rating against any attacks originating from the indicated defensive arc".
  test('a reinforced forward arc meets a forward attack with one more point', () => {
    const state = withShip(tempestAhead({ shieldReinforcement: true }), 'tempest', (s) => ({ ...s, arcScreensChecked: screensGone, shieldOrders: { reinforce: 'Fwd' } }));
    expect(starmadaCard(state, 'tempest', { kind: 'public' })?.lines).toContain('Shields reinforced this turn (E.6): +1 against attacks from Fwd, −1 from Aft');
    // The impact 5 does not beat shields 5 (4.3 p.21): no damage die.
    const fired = resolveTyped(state, { ben: 'Striker: Gun > Tempest' }, [4, 6, 5]);
    expect(fired.events.find((e) => e.type === 'attack')?.text).toContain('shields 5');
  });

  test('without the option the order has no effect on the attack', () => {
    const state = withShip(tempestAhead(), 'tempest', (s) => ({ ...s, arcScreensChecked: screensGone, shieldOrders: { reinforce: 'Fwd' } }));
    // The impact 5 beats shields 4 (4.3 p.21): one damage die, 2: hull.
    const fired = resolveTyped(state, { ben: 'Striker: Gun > Tempest' }, [4, 6, 5, 2]);
    expect(fired.events.find((e) => e.type === 'attack')?.text).toContain('shields 4');
  });
});

describe('directional shields reduced and restored (B.7 p.32, E.1 p.48)', () => {
  // B.7 p.32: "As the total is reduced due to damage, the ship's four shield ratings must be reduced accordingly";
  // "the controlling player must reduce the ship's arc ratings". A shield hit takes the Tempest's track from 12 to
  // 10: two points, both off the forward arc as its orders said.
  test('the End Phase takes the points off the arcs the orders name, and says so', () => {
    const state = withShip(tempestAhead(), 'tempest', (s) => ({ ...s, arcScreensChecked: screensGone, shieldOrders: { shieldsLose: ['Fwd'] } }));
    const fired = resolveTyped(state, { ben: 'Striker: Gun > Tempest' }, [4, 6, 5, 6]);
    expect(shipOf(fired.state, 'tempest').dirShields).toEqual({ Fwd: 2, Port: 3, Stbd: 3, Aft: 2 });
    expect(fired.events.map((e) => e.text)).toContain("Tempest's shield arcs lose 2 points: Fwd −2, as ordered (shields lose fwd).");
  });

  test('without an order, the default, told as the default', () => {
    const state = withShip(tempestAhead(), 'tempest', (s) => ({ ...s, arcScreensChecked: screensGone }));
    const fired = resolveTyped(state, { ben: 'Striker: Gun > Tempest' }, [4, 6, 5, 6]);
    expect(shipOf(fired.state, 'tempest').dirShields).toEqual({ Fwd: 4, Port: 3, Stbd: 3, Aft: 0 });
    expect(fired.events.map((e) => e.text)).toContain(`Tempest's shield arcs lose 2 points: Aft −2, by default, the weakest arc first (order "shields lose <arcs>" to choose).`);
  });

  // E.1 p.48: a 6 is "Shields Repaired: Restore one box on the starship's shield track": 10 back to 12, two points
  // to the arcs the orders name (ruling 111).
  test('damage control gives a restored box back to the arcs the orders name', () => {
    const worn = (s: Parameters<Parameters<typeof withShip>[2]>[0]) => ({
      ...s,
      shields: { checked: 1, pending: 0 },
      dirShields: { Fwd: 2, Port: 3, Stbd: 3, Aft: 2 },
      shieldOrders: { restore: ['Fwd' as const] },
    });
    const state = withShip(tempestAhead({ damageControl: true }), 'tempest', worn);
    // No fire: the End Phase rolls 4 repair dice for the Tempest (11 hull boxes) and 1 for the Striker (3).
    const ended = resolveTyped(state, { ben: 'Striker: hold' }, [6, 1, 1, 1, 1]);
    expect(shipOf(ended.state, 'tempest').dirShields).toEqual({ Fwd: 4, Port: 3, Stbd: 3, Aft: 2 });
    expect(ended.events.find((e) => e.type === 'damage-control')?.text).toContain("Tempest's shield arcs regain 2 points: Fwd +2, as ordered (restore fwd).");
  });
});

describe('the choices as clauses of the order line (parse → validate → resolve)', () => {
  const worn = (options: Parameters<typeof tempestAtOrders>[0]) => withShip(tempestAtOrders(options), 'tempest', (s) => ({ ...s, arcScreensChecked: screensGone }));

  // E.6 p.50: "This decision is made during the Orders Phase, and should be recorded in the game turn record."
  test('"reinforce fwd" in the orders: the attack that turn meets the reinforced arc', () => {
    const state = worn({ shieldReinforcement: true });
    const sub = expectOk(starmada.parse(state, 'ana', 'Tempest 0, reinforce forward'));
    expect(submissionText(state, 'ana', sub)).toBe('Tempest: 0(0), reinforce fwd');
    expect(expectOk(starmada.parse(state, 'ana', submissionText(state, 'ana', sub)))).toEqual(sub);
    const moved = resolveTyped(state, { ana: 'Tempest 0, reinforce fwd', ben: 'Striker 0' });
    expect(shipOf(moved.state, 'tempest').shieldOrders).toEqual({ reinforce: 'Fwd' });
    const fired = resolveTyped(moved.state, { ben: 'Striker: Gun > Tempest' }, [4, 6, 5]);
    expect(fired.events.find((e) => e.type === 'attack')?.text).toContain('shields 5');
    // The next Orders Phase starts afresh: orders without the clause leave no reinforcement.
    const next = resolveTyped(fired.state, { ana: 'Tempest 0', ben: 'Striker 0' });
    expect(shipOf(next.state, 'tempest').shieldOrders).toBeUndefined();
  });

  test('refused with the rule’s words when the option is off or the arc cannot be reinforced', () => {
    expect(readsOf(expectErr(starmada.parse(worn({}), 'ana', 'Tempest 0, reinforce fwd')))).toEqual([
      'Line 1 · Tempest “0, reinforce fwd”: Shield reinforcement (E.6) is not in use in this game; leave out "reinforce".',
    ]);
    const aftDown = withShip(worn({ shieldReinforcement: true }), 'tempest', (s) => ({ ...s, dirShields: { Fwd: 4, Port: 3, Stbd: 3, Aft: 0 } }));
    expect(messagesOf(expectErr(starmada.parse(aftDown, 'ana', 'Tempest 0, reinforce fwd')))[0]).toContain('Tempest cannot reinforce fwd (E.6): its Fwd shields are 4 and its Aft shields 0');
  });

  // B.7 p.32: "the controlling player must reduce the ship's arc ratings".
  test('"shields lose fwd" in the orders decides the End Phase reduction', () => {
    const moved = resolveTyped(worn({}), { ana: 'Tempest 0, shields lose fwd', ben: 'Striker 0' });
    const fired = resolveTyped(moved.state, { ben: 'Striker: Gun > Tempest' }, [4, 6, 5, 6]);
    expect(shipOf(fired.state, 'tempest').dirShields).toEqual({ Fwd: 2, Port: 3, Stbd: 3, Aft: 2 });
    expect(fired.events.map((e) => e.text)).toContain("Tempest's shield arcs lose 2 points: Fwd −2, as ordered (shields lose fwd).");
  });

  test('"restore" needs damage control, and both arc choices need directional shields', () => {
    expect(messagesOf(expectErr(starmada.parse(worn({}), 'ana', 'Tempest 0, restore fwd')))).toEqual([
      'Damage control (E.1) is not in use in this game, so nothing is restored; leave out "restore".',
    ]);
    expect(expectOk(starmada.parse(worn({ damageControl: true }), 'ana', 'Tempest 0, restore fwd port, shields lose aft'))).toMatchObject({
      orders: { tempest: { restore: ['Fwd', 'Port'], shieldsLose: ['Aft'] } },
    });
    expect(messagesOf(expectErr(starmada.parse(worn({}), 'ben', 'Striker 0, shields lose aft')))).toEqual([
      'Striker has no directional shields (B.7), so there are no arcs to choose; leave out "shields lose".',
    ]);
  });
});
