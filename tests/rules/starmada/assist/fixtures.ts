// States in every kind of step, built through the rule system as a game would reach them (synthetic designs from
// ../integration/fixtures.ts, NOT from the book, plus the book's Majestic from the library), and text of the kind
// players type, for the assist tests.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Direction } from '../../../../src/rules/core/hex.ts';
import { CORE_RULES, type StarmadaOptions } from '../../../../src/rules/starmada/options.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, duel, expectOk, fleet, holdAll, newGame, placed, resolveTyped } from '../integration/fixtures.ts';

export const SEATS = ['ana', 'ben', 'nobody'];

/** One state per kind of step. */
export function statesByPhase(): [string, StarmadaState][] {
  const three = { a: [{ class: 'Lancer' }, { class: 'Lancer' }, { class: 'Lancer', name: 'Kestrel' }] };
  const fighters = resolveTyped(deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] })), {}).state;
  const fire = duel({ ...three, where: { lancer: [10, 10, 0], 'lancer-2': [11, 10, 0], kestrel: [12, 10, 0], vigil: [11, 5, 3] } }).state;
  // Book-order fire: the tie die 1 puts side A first (4.0 p.18).
  const book = duel({ options: { bookOrderFire: true } }, [1]).state;
  const losses = lossesState();
  const over = resolveTyped(duel().state, { ana: 'Kestrel: Cannon > Vigil; Laser > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 1, 2, 6, 3]).state;
  const states: [string, StarmadaState][] = [
    ['deployment', newGame(three)],
    ['orders', deploy(newGame(three))],
    ['fighters', fighters],
    ['fire', fire],
    ['fireActivation', book],
    ['weaponLosses', losses],
    ['over', over],
  ];
  for (const [kind, state] of states) expect(state.phase.kind, kind).toBe(kind);
  return states;
}

/**
 * Vigil owes two weapon losses: tie die 1 (A first), Kestrel's Cannons roll 6, 6 to hit (3+ at medium range), then
 * damage 5 (weapon hit) and 1 (hull hit); Vigil's weapons track 4-2 drops from 4 to 2 (4.4–4.5 p.21).
 */
export function lossesState(): StarmadaState {
  const state = resolveTyped(duel().state, { ana: 'Kestrel: Cannon > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 5, 1]).state;
  expect(state.phase).toEqual({ kind: 'weaponLosses', owed: { vigil: 2 } });
  return state;
}

/** Text built from the words players type, so functions get past their first checks as well as failing them. */
const TOKENS = [
  'Lancer', 'Lancer 2', 'lan', 'Kestrel', 'Vigil', 'Nest', 'Nest F1', 'Cannon', 'Laser', 'auto', 'hold', 'directed',
  '(', ')', '(Point Defense)', 'x', 'x2', '×', '*', '>', '->', '→', 'at', ':', ';', ',', '\n', ' ', '/', 'C/', 'E/', 'Z/',
  '2P2', 'p', 's', 'L', 'R', 'U', '+1', '-2', '0', '1', '3', '99', '0309', '29,9', 'N', 'NE', 'SW', '-', '', '{', '}', '[', ']',
  '__proto__', 'constructor', '0:1', '1:0', '00', '-1',
];
export const typed = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.array(fc.constantFrom(...TOKENS), { maxLength: 24 }).map((words) => words.join('')),
  fc.array(fc.constantFrom(...TOKENS), { maxLength: 24 }).map((words) => words.join(' ')),
);

/**
 * Kestrel (seat ana, side A) against Vigil (seat ben, side B) as `duel` sets them up, but with these designs in
 * both fleets and these classes: after deployment, the ships set where asked, both hold in turn 1's Movement Phase.
 */
export function duelOf(
  spec: { designs: readonly ShipClass[]; a: string; b: string; options?: Partial<StarmadaOptions>; where?: Readonly<Record<string, readonly [number, number, Direction]>> },
  faces: readonly number[] = [],
): StarmadaState {
  const fleets = {
    ana: fleet('A', 'Ana', [{ class: spec.a, name: 'Kestrel' }], spec.designs),
    ben: fleet('B', 'Ben', [{ class: spec.b, name: 'Vigil' }], spec.designs),
  };
  const state = expectOk(starmada.setup({ options: { ...CORE_RULES, ...spec.options }, fleets, scenario: 'standard/small', seed: 'unused' }));
  return holdAll(placed(deploy(state), spec.where ?? { kestrel: [10, 10, 0], vigil: [10, 5, 3] }), faces).state;
}
