// What Ready would lock in that the player may not mean (src/rules/starmada/assist/ready-warnings.ts; docs/playing.md §8):
// ships holding fire with targets in reach (4.1 p.18), ships on the straight-ahead default (3.2 p.15) and orders or
// defaults that leave the board, where a ship is destroyed (3.3 p.16), default weapon losses (4.5 p.21), default
// placements (2.3 p.12). Synthetic designs (../integration/fixtures.ts), NOT from the book.
import { describe, expect, test } from 'vitest';
import { readySubmission } from '../../../../src/rules/core/ready.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, duel, expectOk, newGame, placed, withShip } from '../integration/fixtures.ts';
import { lossesState, statesByPhase } from './fixtures.ts';

/** The warnings for what Ready locks in after `text` was sent (null: nothing sent). */
function warnings(state: StarmadaState, seat: string, text: string | null): string[] {
  const draft = text === null ? null : expectOk(starmada.parse(state, seat, text));
  return starmada.assist.readyWarnings(state, seat, readySubmission(starmada, state, seat, draft), draft === null);
}

describe('fire: a ship with targets in reach and no declaration holds fire (4.1 p.18)', () => {
  // Kestrel (Lancer) and Vigil in reach of each other, as the fixtures' duel sets them up.
  const state = duel().state;

  test('nothing sent: each ship that could fire is named with its targets and to-hit', () => {
    const [line, ...rest] = warnings(state, 'ana', null);
    expect(rest).toEqual([]);
    expect(line).toMatch(/^Kestrel holds fire: it has 1 target in reach \(Vigil (\d\+|6 then \d\+ on the re-roll)\)\.$/);
  });

  test('a declaration, or "Kestrel: hold", says the ship meant it: nothing to warn about', () => {
    expect(warnings(state, 'ana', 'Kestrel: Cannon > Vigil')).toEqual([]);
    expect(warnings(state, 'ana', 'Kestrel: hold')).toEqual([]);
  });

  test('a hold echoes back as a hold and reads back the same (the echo round-trips)', () => {
    const held = expectOk(starmada.parse(state, 'ana', 'Kestrel: hold'));
    const echo = starmada.assist.echo(state, 'ana', held);
    expect(echo).toEqual(['Kestrel: hold — holds fire']);
    expect(expectOk(starmada.parse(state, 'ana', echo.join('\n')))).toEqual(held);
  });

  test('a hold followed by a declaration for the same ship fires: the later line wins', () => {
    const text = starmada.assist.merge(state, 'ana', expectOk(starmada.parse(state, 'ana', 'Kestrel: hold')), 'Kestrel: Cannon > Vigil');
    const merged = expectOk(starmada.parse(state, 'ana', text));
    expect(merged).toMatchObject({ kind: 'fire', declarations: [{ shipId: 'kestrel', targetId: 'vigil' }] });
    expect(merged.kind === 'fire' && merged.held).toBeFalsy();
  });

  test('book-order fire (4.0): the one ship the slot activates holds fire when nothing is declared', () => {
    const book = statesByPhase().find(([k]) => k === 'fireActivation')?.[1] as StarmadaState;
    expect(warnings(book, 'ana', null)).toEqual([expect.stringMatching(/^Kestrel holds fire: it has 1 target in reach/)]);
    expect(warnings(book, 'ana', 'Kestrel: hold')).toEqual([]);
  });
});

describe('orders: a ship left without an order goes straight ahead at its previous speed (3.2 p.15)', () => {
  test('each such ship is named; the ship with an order is not', () => {
    const state = deploy(newGame({ a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Dauntless' }] }));
    expect(warnings(state, 'ana', 'Kestrel 3')).toEqual(['Dauntless has no order: it goes straight ahead at speed 4.']);
    expect(warnings(state, 'ana', null)).toEqual(['Kestrel has no order: it goes straight ahead at speed 4.', 'Dauntless has no order: it goes straight ahead at speed 4.']);
  });

  test('3.3 p.16: a default that takes the ship off the board is said, with "destroyed", in the warning and the echo', () => {
    // Kestrel two hexes from the north edge, heading north at speed 4.
    const state = placed(deploy(newGame()), { kestrel: [10, 2, 0], vigil: [10, 12, 3] });
    expect(warnings(state, 'ana', null)).toEqual(['Kestrel has no order: it goes straight ahead at speed 4. That takes it off the board by the north edge, where it is destroyed (3.3 p.16).']);
    const echo = starmada.assist.echo(state, 'ana', readySubmission(starmada, state, 'ana', null));
    expect(echo).toEqual(['— Kestrel: no order, straight ahead at speed 4 · ⚠ leaves the board by the north edge: destroyed (3.3 p.16)']);
  });

  test('3.3 p.16: an order that takes its ship off the board is said too, and its echo still reads back', () => {
    const state = placed(deploy(newGame()), { kestrel: [10, 2, 0], vigil: [10, 12, 3] });
    expect(warnings(state, 'ana', 'Kestrel 3')).toEqual(['Kestrel\'s order 3(3) takes it off the board by the north edge, where it is destroyed (3.3 p.16).']);
    expect(warnings(state, 'ana', 'Kestrel 1')).toEqual([]);
    const sent = expectOk(starmada.parse(state, 'ana', 'Kestrel 3'));
    const echo = starmada.assist.echo(state, 'ana', sent);
    expect(echo).toEqual(['Kestrel: 3(3) — engine requirement 1 of 4 ✔ · ⚠ leaves the board by the north edge: destroyed (3.3 p.16)']);
    expect(expectOk(starmada.parse(state, 'ana', echo.join('\n')))).toEqual(sent);
  });
});

describe('the other steps', () => {
  test('weapon losses (4.5 p.21): a ship left to the default choice is named with what it loses', () => {
    const state = lossesState();
    expect(warnings(state, 'ben', null)).toEqual([expect.stringMatching(/^Vigil has no choice sent: it loses .+ by the default choice \(4\.5 p\.21\)\.$/)]);
    // "auto" (the "Default losses" button) is a choice made: nothing to ask.
    expect(warnings(state, 'ben', 'Vigil: auto')).toEqual([]);
  });

  test('deployment (2.3 p.12): sending nothing puts each ship on its default hex, named', () => {
    const state = newGame();
    expect(warnings(state, 'ana', null)).toEqual([expect.stringMatching(/^Kestrel deploys on its default hex: \d{4} facing \w+ \(2\.3 p\.12\)\.$/)]);
    expect(warnings(state, 'ana', 'Kestrel 0309 N')).toEqual([]);
  });

  test('a seat with no ship in the step has nothing to be warned about', () => {
    const state = withShip(duel().state, 'vigil', (s) => s);
    expect(warnings(state, 'nobody', null)).toEqual([]);
  });
});
