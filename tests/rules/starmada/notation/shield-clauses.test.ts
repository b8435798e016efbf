// The shield clauses of a ship's order line (Starmada E.6 p.50, B.7 p.32, E.1 p.48; rulings 110, 111).
import { describe, expect, test } from 'vitest';
import {
  makeReinforce,
  makeRestore,
  makeShieldsLose,
  parseReinforce,
  parseRestore,
  parseShieldsLose,
  validateArcChoice,
  validateReinforce,
} from '../../../../src/rules/starmada/notation/shield-clauses.ts';
import { MAJESTIC, TEMPEST } from '../../../../src/rules/starmada/ships/library/index.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import type { ShipState, StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { blankShip } from '../combat/fixtures.ts';

const game = (options: Partial<typeof CORE_RULES> = {}): StarmadaState =>
  ({ options: { ...CORE_RULES, ...options }, classes: { majestic: MAJESTIC, tempest: TEMPEST } }) as unknown as StarmadaState;
const tempest = (over: Partial<ShipState> = {}): ShipState => blankShip({ name: 'Tempest', classId: 'tempest', dirShields: { Fwd: 4, Port: 3, Stbd: 3, Aft: 2 }, ...over });
const messages = (r: { ok: boolean; error?: { message: string }[] }): string[] => (r.ok ? [] : (r.error ?? []).map((e) => e.message));

describe('reading and writing the clauses', () => {
  const ctx = { state: game(), ship: tempest() };

  test('arcs in any spelling; the normal form reads back to the same value', () => {
    expect(parseReinforce('Forward', ctx)).toEqual({ ok: true, value: 'Fwd' });
    expect(parseShieldsLose('aft STARBOARD', ctx)).toEqual({ ok: true, value: ['Aft', 'Stbd'] });
    expect(parseRestore('fore port port', ctx)).toEqual({ ok: true, value: ['Fwd', 'Port', 'Port'] });
    expect(makeReinforce('Stbd')).toBe('reinforce stbd');
    expect(makeShieldsLose(['Aft', 'Stbd'])).toBe('shields lose aft stbd');
    expect(makeRestore(['Fwd', 'Port'])).toBe('restore fwd port');
    expect(parseShieldsLose(makeShieldsLose(['Aft', 'Stbd']).slice('shields lose '.length), ctx)).toEqual({ ok: true, value: ['Aft', 'Stbd'] });
  });

  test('every problem at once, naming the ship and quoting the words', () => {
    expect(messages(parseShieldsLose('aft up', ctx))).toEqual([`"up" in Tempest's "shields lose" is not an arc; write fwd, port, stbd or aft.`]);
    expect(messages(parseReinforce('', ctx))).toEqual(['Name an arc after "reinforce" for Tempest, such as "reinforce fwd" (fwd, port, stbd or aft).']);
    expect(messages(parseReinforce('fwd aft', ctx))).toEqual(['Tempest may reinforce one arc (E.6), such as "reinforce fwd".']);
  });
});

describe('what the rules allow', () => {
  // E.6 p.50: "Starships with a current shield rating of either zero or 5 cannot make use of this option."
  test('reinforcement needs the option and a rating of 1 to 4', () => {
    const majestic = blankShip();
    expect(messages({ ok: false, error: validateReinforce('Fwd', { state: game(), ship: majestic }) })).toEqual([
      'Shield reinforcement (E.6) is not in use in this game; leave out "reinforce".',
    ]);
    expect(validateReinforce('Fwd', { state: game({ shieldReinforcement: true }), ship: majestic })).toEqual([]);
    const bare = blankShip({ shields: { checked: 4, pending: 0 } });
    expect(validateReinforce('Fwd', { state: game({ shieldReinforcement: true }), ship: bare }).map((e) => e.message)).toEqual([
      'Majestic cannot reinforce fwd (E.6): its shield rating is 0 ("Starships with a current shield rating of either zero or 5 cannot make use of this option").',
    ]);
  });

  // E.6 p.50: "may not use this option if the arc to be reinforced has a shield rating of 5 or the opposing arc has a
  // shield rating of 0".
  test('directional shields: not a 5 arc, not against a 0 arc', () => {
    const state = game({ shieldReinforcement: true });
    expect(validateReinforce('Fwd', { state, ship: tempest() })).toEqual([]);
    expect(validateReinforce('Fwd', { state, ship: tempest({ dirShields: { Fwd: 4, Port: 3, Stbd: 3, Aft: 0 } }) }).map((e) => e.message)).toEqual([
      'Tempest cannot reinforce fwd (E.6): its Fwd shields are 4 and its Aft shields 0 ("may not use this option if the arc to be reinforced has a shield rating of 5 or the opposing arc has a shield rating of 0").',
    ]);
    expect(validateReinforce('Aft', { state, ship: tempest({ dirShields: { Fwd: 5, Port: 3, Stbd: 3, Aft: 2 } }) })).toEqual([]);
    expect(validateReinforce('Fwd', { state, ship: tempest({ dirShields: { Fwd: 5, Port: 3, Stbd: 3, Aft: 2 } }) })).toHaveLength(1);
  });

  // B.7 p.32: only a directionally shielded ship has arc ratings to choose; E.1 must be on to restore.
  test('arc choices need directional shields, and "restore" damage control', () => {
    expect(validateArcChoice('shields lose', { state: game(), ship: tempest() })).toEqual([]);
    expect(validateArcChoice('shields lose', { state: game(), ship: blankShip() }).map((e) => e.message)).toEqual([
      'Majestic has no directional shields (B.7), so there are no arcs to choose; leave out "shields lose".',
    ]);
    expect(validateArcChoice('restore', { state: game(), ship: tempest() }).map((e) => e.message)).toEqual([
      'Damage control (E.1) is not in use in this game, so nothing is restored; leave out "restore".',
    ]);
    expect(validateArcChoice('restore', { state: game({ damageControl: true }), ship: tempest() })).toEqual([]);
  });
});
