// Towing (D.9 p.47) and boosters (B.3 p.31) ordered by a player: typed, checked, echoed and carried out through the
// rule system (parse → validate → resolve), with the clauses of notation/tow-clause.ts and notation/boost-clause.ts.
import { describe, expect, test } from 'vitest';
import { SHIP_LIBRARY } from '../../../../src/rules/starmada/ships/library/index.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, expectErr, expectOk, fleet, messagesOf, placed, resolveTyped, shipOf, texts } from './fixtures.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { makeHexLabel } from '../../../../src/rules/core/offset.ts';

/** Library ships for side A, Majestic for side B, deployed, with A's ships set where given (heading N). */
function libraryGame(a: readonly string[], options: Partial<typeof CORE_RULES>, where: Record<string, readonly [number, number, 0]>): StarmadaState {
  const fleets = { ana: fleet('A', 'Ana', a.map((c) => ({ class: c })), SHIP_LIBRARY), ben: fleet('B', 'Ben', [{ class: 'Majestic' }], SHIP_LIBRARY) };
  const setup = expectOk(starmada.setup({ options: { ...CORE_RULES, alternateArcs: true, ...options }, fleets, scenario: 'standard/medium', seed: 'unused' }));
  return placed(deploy(setup), where);
}

const orders = (state: StarmadaState, text: string) => starmada.parse(state, 'ana', text);
const echoOf = (state: StarmadaState, text: string) => starmada.assist.echo(state, 'ana', expectOk(orders(state, text)));

describe('towing can be ordered (D.9 p.47)', () => {
  // "In order to perform a tow, the two ships must have ended the previous Movement Phase in the same hex, with the
  // same speed and heading. The intention to perform a tow is recorded by writing a "T" at the start of a ship's
  // movement orders. The ship being towed does not record any movement orders."
  const two = () => libraryGame(['Vigilant', 'Vigilant'], { towing: true }, { vigilant: [10, 10, 0], 'vigilant-2': [10, 10, 0] });
  const three = () => libraryGame(['Vigilant', 'Vigilant', 'Zephyr'], { towing: true }, { vigilant: [10, 10, 0], 'vigilant-2': [10, 10, 0], zephyr: [10, 10, 0] });

  test('"Vigilant T/3(3), tow Vigilant 2" is accepted and echoed with the tow named; the echo reads back', () => {
    const state = two();
    // Both Vigilants: hull 3, engine rating 6, previous speed 6 (turn 1). The tow's rating: ceil(3×6 ÷ (3+3)) = 3.
    const lines = echoOf(state, 'Vigilant T/3(3), tow Vigilant 2');
    expect(lines[0]).toBe('Vigilant: T/3(3), tow Vigilant 2 — engine requirement 3 of 3 ✔');
    expect(expectOk(orders(state, lines.join('\n')))).toEqual(expectOk(orders(state, 'Vigilant T/3(3), tow Vigilant 2')));
  });

  test('the comma may be left out, and a unique start of the name will do', () => {
    const state = two();
    expect(expectOk(orders(state, 'Vigilant T/3 tow vig'))).toEqual(expectOk(orders(state, 'Vigilant T/3(3), tow Vigilant 2')));
  });

  test('with one ship to tow, T/ alone tows it, and the echo says which (nothing defaulted untold)', () => {
    const state = two();
    expect(echoOf(state, 'Vigilant T/3')[0]).toBe('Vigilant: T/3(3), tow Vigilant 2 — engine requirement 3 of 3 ✔');
  });

  test('with two ships that qualify, T/ alone is refused naming both and how to say which', () => {
    const errors = expectErr(orders(three(), 'Vigilant T/3(3)'));
    expect(messagesOf(errors)).toEqual(['Say which ship Vigilant tows: Vigilant 2 or Zephyr.']);
    expect(errors[0]?.suggestion).toBe('Add ", tow Vigilant 2" after its move.');
    expect(expectOk(orders(three(), 'Vigilant T/3(3), tow Zephyr'))).toMatchObject({ orders: { vigilant: { tow: 'zephyr' } } });
  });

  test('the towed ship moves with its tower when the step resolves', () => {
    const state = two();
    const moved = resolveTyped(state, { ana: 'Vigilant T/3(3), tow Vigilant 2', ben: 'Majestic 0' });
    const tower = shipOf(moved.state, 'vigilant');
    expect(makeHexLabel(tower.at, state.board)).toBe('1007');
    expect(shipOf(moved.state, 'vigilant-2')).toMatchObject({ at: tower.at, heading: 0, prevSpeed: 3 });
    expect(texts(moved.events)).toContain('Vigilant 2 is towed by Vigilant: 1010 → 1007, heading N.');
  });

  test('"tow" without T/ is refused with the order that tows; a tow needs the option (D.9)', () => {
    const errors = expectErr(orders(two(), 'Vigilant 3, tow Vigilant 2'));
    expect(messagesOf(errors)).toEqual(["A tow is written with T/ at the start of the orders (D.9), and Vigilant's have none."]);
    expect(errors[0]?.suggestion).toBe('Did you mean T/3(3)?');
  });

  test('without the option, "tow" is refused as T/ is', () => {
    const off = libraryGame(['Vigilant', 'Vigilant'], {}, { vigilant: [10, 10, 0], 'vigilant-2': [10, 10, 0] });
    expect(messagesOf(expectErr(orders(off, 'Vigilant 3, tow Vigilant 2')))).toEqual(['Towing (D.9) is not in use in this game, so no ship tows.']);
  });

  test('a ship that is not a friend in the hex cannot be named', () => {
    expect(messagesOf(expectErr(orders(two(), 'Vigilant T/3, tow Majestic')))).toEqual(['Vigilant cannot tow "Majestic": name one of your ships (Vigilant 2) (D.9).']);
  });
});

describe('boosters can be spent (B.3 p.31)', () => {
  // "Boosters are fired during the Orders Phase. Check off one box for each booster expended. ... When expended, a
  // booster increases the starship's engine rating by +1 for the current game turn only."
  const zephyr = () => libraryGame(['Zephyr'], {}, { zephyr: [10, 10, 0] });

  test('the Zephyr fires a booster: +1 to its rating this turn, one box checked', () => {
    const state = zephyr();
    // Zephyr: engine rating 6, previous speed 6. Two turns cost the sum of the speeds (chart p.15): S1S(1) needs
    // 6 + 1 = 7, one more than the rating; with a booster the rating is 7.
    expect(expectErr(orders(state, 'Zephyr S1S'))[0]?.code).toBe('ERR_ENGINE_REQUIREMENT');
    expect(echoOf(state, 'Zephyr S1S, boost 1')[0]).toBe('Zephyr: S1S(1), boost 1 — engine requirement 7 of 7 ✔ · fires 1 of its 2 boosters left');
    const moved = resolveTyped(state, { ana: 'Zephyr S1S, boost 1', ben: 'Majestic 0' });
    expect(shipOf(moved.state, 'zephyr')).toMatchObject({ heading: 2, prevSpeed: 1, munitionsUsed: { Boosters: 1 } });
    expect(texts(moved.events).find((t) => t.startsWith('Zephyr'))).toMatch(/^Zephyr S1S\(1\): 1010 → .* It fires 1 booster \(B\.3\)\.$/);
    // The card shows the box checked off.
    expect(starmada.card(state, 'zephyr', { kind: 'seat', seat: 'ana' })?.lines).toContain('Boosters: 2 of 2 left');
    expect(starmada.card(moved.state, 'zephyr', { kind: 'seat', seat: 'ana' })?.lines).toContain('Boosters: 1 of 2 left');
  });

  test('"boost" alone fires one; the echo says "boost 1" and reads back', () => {
    const state = zephyr();
    const lines = echoOf(state, 'Zephyr 6 boost');
    expect(lines[0]).toMatch(/^Zephyr: 6\(6\), boost 1 — /);
    expect(expectOk(orders(state, lines.join('\n')))).toEqual(expectOk(orders(state, 'Zephyr 6, boost 1')));
  });

  test('no more boosters than are left; a ship without boosters has none to fire', () => {
    expect(messagesOf(expectErr(orders(zephyr(), 'Zephyr 6, boost 3')))).toEqual(['Zephyr has 2 boosters left and cannot expend 3.']);
    const vigilant = libraryGame(['Vigilant'], {}, { vigilant: [10, 10, 0] });
    expect(messagesOf(expectErr(orders(vigilant, 'Vigilant 6, boost 1')))).toEqual(['Vigilant has 0 boosters left and cannot expend 1.']);
  });
});

describe('the orders prompt says how to write them', () => {
  test('boosters where a ship has some left, towing where the option is on (one help line)', () => {
    const both = libraryGame(['Zephyr', 'Vigilant'], { towing: true }, { zephyr: [10, 10, 0] });
    const help = starmada.assist.guide(both, 'ana', null).help.split('\n');
    expect(help.at(-1)).toBe('After the move: ", boost 1" fires a booster, +1 engine rating this turn (B.3 p.31): "Zephyr: 4, boost 1"; T/ tows the ship named after the move (D.9 p.47): "Vigilant: T/3, tow Vigilant 2".');
    const neither = libraryGame(['Vigilant'], {}, { vigilant: [10, 10, 0] });
    expect(starmada.assist.guide(neither, 'ana', null).help).not.toContain('After the move');
  });
});
