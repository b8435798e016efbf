// The movement options of Appendix D and the movement systems of Appendix B, played through the rule system:
// typed orders read and checked (starmada.parse), then resolved (starmada.resolve) with fixed dice.
import { describe, expect, test } from 'vitest';
import { hexAdd } from '../../../../src/rules/core/hex.ts';
import { makeHexLabel } from '../../../../src/rules/core/offset.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { parseOrder } from '../../../../src/rules/starmada/notation/movement.ts';
import { echo, orderEcho } from '../../../../src/rules/starmada/assist/echo.ts';
import { guide } from '../../../../src/rules/starmada/assist/guide.ts';
import { outcome } from '../../../../src/rules/starmada/assist/outcome.ts';
import { movePicks } from '../../../../src/rules/starmada/assist/pick-places.ts';
import { MISTRAL, SIROCCO, ZEPHYR } from '../../../../src/rules/starmada/ships/library/index.ts';
import { solarWindText } from '../../../../src/rules/starmada/movement/solar-sails.ts';
import { at, deploy, expectErr, expectOk, fleet, messagesOf, newGame, placed, resolveTyped, shipOf, texts, withShip, DESIGNS } from './fixtures.ts';

const orders = (state: Parameters<typeof starmada.parse>[0], text: string) => starmada.parse(state, 'ana', text);
/** The turn-1 Orders Phase with Kestrel at 1010 facing N and Vigil at 1005 facing S. */
const ordersStep = (options: Parameters<typeof newGame>[0] extends infer S ? (S extends { options?: infer O } ? O : never) : never = {}) =>
  placed(deploy(newGame({ options })), { kestrel: [10, 10, 0], vigil: [10, 5, 3] });

describe('D.2 Etheric drag (Starmada p.44)', () => {
  // Lancer: engine rating 4. After speed 6, "2P2" needs max{6,4} = 6 in the core game, max{3,4} = 4 with drag.
  test('orders the core chart refuses are accepted and carried out with drag', () => {
    const core = withShip(ordersStep(), 'kestrel', (s) => ({ ...s, prevSpeed: 6 }));
    expect(messagesOf(expectErr(orders(core, 'Kestrel 2P2'))).join(' ')).toContain('engine requirement 6 exceeds');
    const dragged = withShip(ordersStep({ ethericDrag: true }), 'kestrel', (s) => ({ ...s, prevSpeed: 6 }));
    expectOk(orders(dragged, 'Kestrel 2P2'));
    const moved = resolveTyped(dragged, { ana: 'Kestrel 2P2', ben: 'Vigil 0' });
    expect(makeHexLabel(shipOf(moved.state, 'kestrel').at, dragged.board)).toBe('0807');
    expect(shipOf(moved.state, 'kestrel').prevSpeed).toBe(4);
  });
});

describe('D.5 Freeform turns (Starmada p.45)', () => {
  // After speed 4, "1P2P1" (speed 4, two turns) needs 4 + 4 = 8 in the core game, |4 − 4| + 3 = 3 freeform.
  test('turns cost by the table, and slips may oppose the turn', () => {
    const core = withShip(ordersStep(), 'kestrel', (s) => ({ ...s, prevSpeed: 4 }));
    expectErr(orders(core, 'Kestrel 1P2P1'));
    expect(messagesOf(expectErr(orders(core, 'Kestrel 2PR1'))).join(' ')).toContain('A slip must go the same way as the turn');
    const free = withShip(ordersStep({ freeformTurns: true }), 'kestrel', (s) => ({ ...s, prevSpeed: 4 }));
    expectOk(orders(free, 'Kestrel 1P2P1'));
    expectOk(orders(free, 'Kestrel 2PR1'));
    const moved = resolveTyped(free, { ana: 'Kestrel 1P2P1', ben: 'Vigil 0' });
    expect(shipOf(moved.state, 'kestrel').heading).toBe(4);
  });
});

describe('D.6 Graded turns (Starmada p.46)', () => {
  test('"P2(2)" is refused with the graded form offered, "1P1(2)" is played', () => {
    const state = ordersStep({ gradedTurns: true });
    const errors = expectErr(orders(state, 'Kestrel P2'));
    expect(errors[0]?.suggestion).toBe('Did you mean 1P1(2)?');
    const moved = resolveTyped(state, { ana: 'Kestrel 1P1', ben: 'Vigil 0' });
    expect(makeHexLabel(shipOf(moved.state, 'kestrel').at, state.board)).toBe('0909');
  });
});

describe('D.4 Floating game board (Starmada p.45)', () => {
  test('a ship that would leave the board stays on it, and every other ship floats with it', () => {
    const start = placed(deploy(newGame({ options: { floatingBoard: true } })), { kestrel: [10, 2, 0], vigil: [20, 9, 3] });
    const ready = resolveTyped(start, { ana: 'Kestrel 0', ben: 'Vigil 0' }).state;
    const before = shipOf(ready, 'vigil').at;
    const moved = resolveTyped(withShip(ready, 'kestrel', (s) => ({ ...s, prevSpeed: 4 })), { ana: 'Kestrel 4', ben: 'Vigil 0' });
    expect(shipOf(moved.state, 'kestrel').status).toBe('active');
    const float = moved.events.find((e) => e.type === 'float');
    expect(float?.text).toContain('so that Kestrel can finish its move');
    const shift = (float?.data as { shift: Parameters<typeof hexAdd>[0] }).shift;
    expect(shipOf(moved.state, 'vigil').at).toEqual(hexAdd(before, shift));
    // The thread's summary says it, as it says the moves.
    expect(outcome(ready, moved.state, moved.events).notes).toContain(float?.text);
  });
});

describe('B.21 Solar Sails (Starmada p.37)', () => {
  test('the wind is rolled at setup and said at deployment, and a ship heading into it has half its rating', () => {
    const designs = [...DESIGNS, ZEPHYR];
    const set = starmada.setup({
      options: { ...CORE_RULES, alternateArcs: true },
      fleets: { ana: fleet('A', 'Ana', [{ class: 'Zephyr' }], designs), ben: fleet('B', 'Ben', [{ class: 'Lancer', name: 'Vigil' }], designs) },
      scenario: 'standard/small',
      seed: 'solar test',
    });
    const game = expectOk(set);
    const wind = game.solarWind;
    if (wind === undefined) throw new Error('no wind');
    const deployed = resolveTyped(game, {});
    expect(texts(deployed.events)).toContain(solarWindText(wind));
    // Zephyr: engine rating 6. Heading into the wind it has 3: "5" after speed 0 needs 5.
    const zephyr = deployed.state.ships.find((s) => s.classId !== 'lancer');
    if (!zephyr) throw new Error('no Zephyr');
    const heading = (d: number) => ((d % 6) + 6) % 6 as 0 | 1 | 2 | 3 | 4 | 5;
    const into = withShip(deployed.state, zephyr.id, (s) => ({ ...s, heading: heading(wind + 3), facing: heading(wind + 3), prevSpeed: 0 }));
    expect(messagesOf(expectErr(orders(into, `${zephyr.name} 5`))).join(' ')).toContain('6 halved heading into the solar wind');
    expectOk(orders(into, `${zephyr.name} 3`));
    // One hexside off the wind it has 9.
    const beside = withShip(deployed.state, zephyr.id, (s) => ({ ...s, heading: heading(wind + 1), facing: heading(wind + 1), prevSpeed: 0 }));
    expectOk(orders(beside, `${zephyr.name} 9`));
    expect(guide(beside, 'ana', null).help).toContain('Solar wind toward');
  });

  test('no wind is rolled when no ship carries sails', () => {
    const deployed = deploy(newGame());
    expect(deployed.solarWind).toBeUndefined();
  });
});

/** A game with a Sirocco (stutterdrive) and a Mistral (overthrusters) for Ana against a Lancer, in the turn-1 Orders Phase. */
function systemsGame() {
  const designs = [...DESIGNS, SIROCCO, MISTRAL];
  const set = starmada.setup({
    options: { ...CORE_RULES, alternateArcs: true, dualMode: true },
    fleets: {
      ana: fleet('A', 'Ana', [{ class: 'Sirocco', name: 'Sirocco' }, { class: 'Mistral', name: 'Mistral' }], designs),
      ben: fleet('B', 'Ben', [{ class: 'Lancer', name: 'Vigil' }], designs),
    },
    scenario: 'standard/small',
    seed: 'unused',
  });
  const deployed = resolveTyped(expectOk(set), {}).state;
  return placed(deployed, { sirocco: [10, 10, 0], mistral: [14, 10, 0], vigil: [28, 3, 3] });
}

describe('B.23 Stutterdrive (Starmada p.38)', () => {
  test('"stutter 1008" is read with the orders, checked, echoed, and the jump made in the End Phase with its dice', () => {
    const ready = systemsGame();
    // Sirocco: rating 5, so 3 hexes from where its move ends (1010: it stays, speed 0 after speed 5 needs 5).
    const refused = expectErr(orders(ready, 'Sirocco 0, stutter 1006\nMistral 0'));
    expect(refused[0]?.message).toContain('1006 is 4 hexes from 1010, where its move ends');
    const sub = expectOk(orders(ready, 'Sirocco 0, stutter 10.08\nMistral 0'));
    expect(echo(ready, 'ana', sub).join('\n')).toContain('Sirocco: 0(0), stutter 1008');
    const fire = resolveTyped(ready, { ana: 'Sirocco 0, stutter 1008\nMistral 0', ben: 'Vigil 0' });
    expect(shipOf(fire.state, 'sirocco').stutterTo).toEqual(at(10, 8));
    expect(fire.state.phase.kind).toBe('fire');
    const end = resolveTyped(fire.state, {}, [5, 6]);
    expect(end.state.phase.kind).toBe('orders');
    expect(makeHexLabel(shipOf(end.state, 'sirocco').at, ready.board)).toBe('1008');
    expect(shipOf(end.state, 'sirocco').stutterTo).toBeUndefined();
    expect(texts(end.events).some((t) => t.startsWith('Sirocco jumps 2 hexes by stutterdrive to 1008 (B.23): dice 5, 6'))).toBe(true);
  });

  test('a ship without a stutterdrive is refused', () => {
    const errors = expectErr(orders(systemsGame(), 'Mistral 0, stutter 1408'));
    expect(errors[0]?.message).toBe('Mistral cannot jump to 1408 (B.23): it has no stutterdrive.');
  });
});

describe('B.16 Overthrusters (Starmada p.35)', () => {
  test('"overthrust S" is read with the orders, and on a 4–6 after movement the ship faces one hexside to starboard', () => {
    const ready = systemsGame();
    expect(expectErr(orders(ready, 'Sirocco 0, overthrust S'))[0]?.message).toBe('Sirocco cannot make an overthruster turn (B.16): it has no overthrusters.');
    // Mistral: speed 0 after 4 needs 4 of its 4.
    const fire = resolveTyped(ready, { ana: 'Sirocco 0\nMistral 0, overthrust S', ben: 'Vigil 0' }, [5]);
    expect(shipOf(fire.state, 'mistral')).toMatchObject({ heading: 0, facing: 1 });
    expect(texts(fire.events)).toContain("Mistral's overthrusters turn it one hexside to starboard (die 5): facing NE until the End Phase (B.16).");
    // The End Phase turns it back.
    const end = resolveTyped(fire.state, {});
    expect(shipOf(end.state, 'mistral')).toMatchObject({ heading: 0, facing: 0 });
  });
});

describe('the echo, the guide and pick-a-space follow the movement options', () => {
  // Starmada p.44 D.2: after speed 6, "2P2" needs max{3,4} = 4 with drag, within the Lancer's 4.
  test('the echo shows the requirement the option gives', () => {
    const state = withShip(ordersStep({ ethericDrag: true }), 'kestrel', (s) => ({ ...s, prevSpeed: 6 }));
    expect(orderEcho(state, shipOf(state, 'kestrel'), { move: expectOk(parseOrder('2P2')) })).toContain('engine requirement 4 of 4 ✔');
    const core = withShip(ordersStep(), 'kestrel', (s) => ({ ...s, prevSpeed: 6 }));
    expect(orderEcho(core, shipOf(core, 'kestrel'), { move: expectOk(parseOrder('2P2')) })).toContain('engine requirement 6 of 4 ✘');
  });

  test('the guide names the options in force, and its quick answer leaves out a straight move the ship cannot pay for', () => {
    const state = withShip(ordersStep({ ethericDrag: true, gradedTurns: true }), 'kestrel', (s) => ({ ...s, prevSpeed: 12 }));
    const g = guide(state, 'ana', null);
    expect(g.help).toContain('Etheric drag (D.2)');
    expect(g.help).toContain('Graded turns (D.6)');
    // Speed 12 kept needs |6 − 12| = 6, beyond rating 4.
    expect(g.choices.some((c) => c.value.includes('Kestrel: 12'))).toBe(false);
    expect(guide(ordersStep(), 'ana', null).choices.map((c) => c.name)).toContain('All straight ahead');
  });

  test('pick-a-space offers only graded orders under D.6', () => {
    const state = ordersStep({ gradedTurns: true });
    const picks = movePicks(state, shipOf(state, 'kestrel'));
    const lines = picks.places.flatMap((p) => p.options.map((o) => o.notation));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expectOk(orders(state, `Kestrel ${line}`));
  });
});
