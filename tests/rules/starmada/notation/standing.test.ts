// Standing choices as order clauses (Salvo's, issue 25; rulings 151–152): each reader beside its maker, every echo
// reads back to the same clause, and refusals name the ship and quote the words.
import { describe, expect, test } from 'vitest';
import {
  applyStandingClause,
  isStandingClause,
  makeStandingClause,
  parseStandingClause,
  standingClausesOf,
  validateStandingClause,
  type StandingClause,
} from '../../../../src/rules/starmada/notation/standing.ts';
import { deploy, expectErr, expectOk, newGame, readsOf, shipOf } from '../integration/fixtures.ts';

const state = deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }], b: [{ class: 'Lancer', name: 'Vigil' }] }));
const nest = shipOf(state, 'nest');
const vigil = shipOf(state, 'vigil');
const read = (text: string, ship = nest): StandingClause => expectOk(parseStandingClause(state, ship, text));

describe('the losses clause (4.4 p.21)', () => {
  test('batteries, one bank by its arcs, and "auto", in the order given', () => {
    expect(read('losses Laser (EF) then cannon then auto')).toEqual({
      kind: 'losses',
      items: [{ kind: 'weapon', battery: 1, bank: 0 }, { kind: 'weapon', battery: 0 }, { kind: 'auto' }],
    });
    expect(read('Losses ask')).toEqual({ kind: 'losses', items: null });
  });

  test('every echo reads back to the same clause', () => {
    for (const text of ['losses Laser (EF) then Cannon then auto', 'losses ask', 'flights attack Vigil', 'flights attack nearest', 'flights hold', 'flights ask']) {
      const clause = read(text);
      expect(makeStandingClause(state, nest, clause)).toBe(text);
      expect(read(makeStandingClause(state, nest, clause))).toEqual(clause);
    }
  });

  test('unknown weapons and banks are refused all at once, naming the ship and quoting the words', () => {
    const errors = expectErr(parseStandingClause(state, nest, 'losses Phaser then Laser (XY)'));
    expect(readsOf(errors)).toEqual([
      'Nest has no “Phaser”; list from Cannon, Laser, auto.',
      "“Laser (XY)”: Nest's Laser has no bank (XY); its banks are (EF), (AB).",
    ]);
    expect(expectErr(parseStandingClause(state, nest, 'losses')).map((e) => e.code)).toEqual(['ERR_STANDING_EMPTY']);
  });
});

describe('the flights clause (5.2–5.4 p.22–23)', () => {
  test('attack an enemy by name (a unique start is enough), or hold', () => {
    expect(read('flights attack vig')).toEqual({ kind: 'flights', order: { kind: 'attack', targetId: 'vigil' } });
    expect(read('flights hold')).toEqual({ kind: 'flights', order: { kind: 'hold' } });
  });

  test('a friendly or unknown target and a garbled clause are refused', () => {
    expect(expectErr(parseStandingClause(state, nest, 'flights attack Nest')).map((e) => e.code)).toEqual(['ERR_STANDING_TARGET']);
    expect(expectErr(parseStandingClause(state, nest, 'flights circle')).map((e) => e.code)).toEqual(['ERR_STANDING_FLIGHTS']);
  });

  // Starmada p.51 §F.1, ruling 193: the carrier's flights go on station at their slots with the rule given here.
  test('F.1: "flights patrol [rule]" reads and echoes back, and needs the option', () => {
    for (const text of ['flights patrol', 'flights patrol fighters dogfight', 'flights patrol seekers']) {
      const clause = read(text);
      expect(makeStandingClause(state, nest, clause)).toBe(text);
    }
    expect(read('flights patrol')).toEqual({ kind: 'flights', order: { kind: 'patrol', rule: { target: { kind: 'any' } } } });
    expect(expectErr(validateStandingClause(state, nest, read('flights patrol'))).map((e) => e.message)).toEqual(['Combat space patrol (F.1) is not in play in this game; leave out "flights patrol".']);
    const withCsp = { ...state, options: { ...state.options, combatSpacePatrol: true } };
    expect(validateStandingClause(withCsp, nest, read('flights patrol')).ok).toBe(true);
    expect(expectErr(validateStandingClause(withCsp, nest, read('flights patrol dogfight'))).map((e) => e.message)).toEqual(['Dogfights (F.2) are not in play in this game; leave out "dogfight".']);
    expect(expectErr(parseStandingClause(state, nest, 'flights patrol Green 7')).map((e) => [e.code, e.unit])).toEqual([['ERR_FLIGHT_PATROL', 'Nest']]);
  });

  test('only a carrier (B.4) may give its flights a standing order', () => {
    const errors = expectErr(validateStandingClause(state, vigil, expectOk(parseStandingClause(state, vigil, 'flights hold'))));
    expect(errors[0]?.message).toBe('Vigil carries no fighter flights (B.4); leave out the flights choice.');
    expect(validateStandingClause(state, nest, read('flights hold')).ok).toBe(true);
  });
});

describe('standing choices stand until changed', () => {
  test('applied, written out, and cleared by "ask"', () => {
    let ship = applyStandingClause(nest, read('losses Cannon then auto'));
    ship = applyStandingClause(ship, read('flights attack Vigil'));
    expect(standingClausesOf(state, ship)).toEqual(['losses Cannon then auto', 'flights attack Vigil']);
    ship = applyStandingClause(ship, read('losses ask'));
    expect(standingClausesOf(state, ship)).toEqual(['flights attack Vigil']);
    ship = applyStandingClause(ship, read('flights ask'));
    expect(ship.standing).toBeUndefined();
    expect(isStandingClause('flights hold')).toBe(true);
    expect(isStandingClause('2P2(4)')).toBe(false);
  });
});
