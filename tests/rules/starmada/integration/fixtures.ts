// Builders for driving the `starmada` rule system end to end: small synthetic designs (NOT from the book), games
// set up through `starmada.setup`, deployment through the deployment step, and ships set at chosen hexes.
import { problemText } from '../../../../src/rules/core/problem.ts';
import { expect } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import type { Direction, Hex } from '../../../../src/rules/core/hex.ts';
import { offsetToHex } from '../../../../src/rules/core/offset.ts';
import type { Result, RuleError } from '../../../../src/rules/core/result.ts';
import type { GameEvent, SeatId } from '../../../../src/rules/core/rule-system.ts';
import type { Fleet } from '../../../../src/rules/starmada/setup/game-setup.ts';
import { CORE_RULES, type StarmadaOptions } from '../../../../src/rules/starmada/options.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import { rateShip } from '../../../../src/rules/starmada/ships/combat-rating.ts';
import { DOMINION } from '../../../../src/rules/starmada/ships/library/index.ts';
import type { ShipState, StarmadaState } from '../../../../src/rules/starmada/state.ts';
import type { StarmadaSubmission } from '../../../../src/rules/starmada/submission.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { makeShipOrders, parseShipOrders, type ShipOrders } from '../../../../src/rules/starmada/notation/ship-orders.ts';

/**
 * A frigate for tests (not from the book): hull 3, engine rating 4, weapons track 4-2, no shield track, so hits
 * need no impact roll (4.3 p.21: a target without shields takes IMP points per hit) and every die in a test is a
 * to-hit or a damage die. Two batteries with loss limit (1): Cannon (2 × AB) and Laser (EF and AB, one each).
 */
export const LANCER: ShipClass = {
  faction: 'Test',
  className: 'Lancer',
  type: 'Frigate',
  combatRating: 100,
  hullSize: 3,
  tracks: { hull: [3, 2, 1], engines: [4, 2], weapons: [4, 2], shields: null },
  batteries: [
    {
      name: 'Cannon',
      profiles: [{ range: [4, 8, 12], rof: 1, acc: 3, imp: 1, dmg: 1, traits: [] }],
      banks: [{ arcs: 'AB', count: 2 }],
      lossLimit: 1,
    },
    {
      name: 'Laser',
      profiles: [{ range: [2, 4, 6], rof: 1, acc: 3, imp: 1, dmg: 1, traits: [] }],
      banks: [
        { arcs: 'EF', count: 1 },
        { arcs: 'AB', count: 1 },
      ],
      lossLimit: 1,
    },
  ],
};

/** The Lancer's sheet worth CR 250, to reach a Very Small battle's 240 VP target with one kill (not from the book). */
export const BASTION: ShipClass = { ...LANCER, className: 'Bastion', type: 'Monitor', combatRating: 250 };

/** A Lancer with one fighter flight (B.4), for the Fighter Phase (not from the book). */
export const HIVE: ShipClass = { ...LANCER, className: 'Hive', type: 'Escort Carrier', traits: [{ system: 'Carrier', value: 1 }] };

/** Dual-mode weapons (C.2) on standard arcs, so only the C.2 option is needed (not from the book). */
export const DUELIST: ShipClass = {
  ...LANCER,
  className: 'Duelist',
  batteries: [
    {
      name: 'Disruptor',
      profiles: [
        { range: [4, 8, 12], rof: 1, acc: 3, imp: 1, dmg: 1, traits: [] },
        { mode: 'Point Defense', range: [2, 4, 6], rof: 2, acc: 4, imp: 1, dmg: 1, traits: ['Acr'] },
      ],
      banks: [{ arcs: 'AB', count: 2 }],
      lossLimit: 1,
    },
  ],
};

/** One battery of each kind declaration has to refuse or track (not from the book). */
export const ODDBALL: ShipClass = {
  ...LANCER,
  className: 'Oddball',
  batteries: [
    { name: 'Breaker', profiles: [{ range: [4, 8, 12], rof: 1, acc: 3, imp: 1, dmg: 1, traits: ['Dsr'] }], banks: [{ arcs: 'AB', count: 1 }], lossLimit: 1 },
    { name: 'Swarm', profiles: [{ range: null, ma: 8, rof: 1, acc: 4, imp: 1, dmg: 1, traits: [] }], banks: [{ arcs: 'AB', count: 1 }], lossLimit: 1 },
    { name: 'Mortar', profiles: [{ range: [4, 8, 12], rof: 1, acc: 3, imp: 1, dmg: 1, traits: ['Slw'] }], banks: [{ arcs: 'AB', count: 1 }], lossLimit: 1 },
    { name: 'Decoy', profiles: [{ range: [4, 8, 12], rof: 1, acc: 3, imp: 1, dmg: 1, traits: ['Exp'] }], banks: [{ arcs: 'AB', count: 1 }], lossLimit: 1 },
  ],
};

/**
 * The library's Dominion without its launch tubes and shuttles, rated again (A.2): B.12 and B.20 need F.5 (p.33,
 * p.37), and these tests keep the flights on the board from the start, as play without F.5 does.
 */
const { munitions: _shuttles, ...DOMINION_NO_SHUTTLES } = DOMINION;
const TUBELESS = { ...DOMINION_NO_SHUTTLES, traits: (DOMINION.traits ?? []).filter((t) => t.system !== 'Launch Tubes') };
export const DOMINION_NO_TUBES: ShipClass = { ...TUBELESS, combatRating: rateShip(TUBELESS).combatRating };

export const DESIGNS: readonly ShipClass[] = [LANCER, BASTION, HIVE, DUELIST, ODDBALL];

/** A fleet entry; `flights` names a carrier's flight variants (F.4). */
export type ShipEntry = { class: string; name?: string; flights?: ('assault' | 'bomber' | 'heavy' | 'interceptor' | 'light' | 'standard')[] };

export function fleet(side: 'A' | 'B', player: string, ships: readonly ShipEntry[], designs: readonly ShipClass[] = DESIGNS): Fleet {
  return { side, player, ships: [...ships], designs: [...designs] };
}

export interface GameSpec {
  options?: Partial<StarmadaOptions>;
  /** Seat "ana" (side A); default one Lancer named Kestrel. */
  a?: readonly ShipEntry[];
  /** Seat "ben" (side B); default one Lancer named Vigil. */
  b?: readonly ShipEntry[];
  /** More seats, e.g. a second player on side A. */
  extra?: Readonly<Record<SeatId, Fleet>>;
  scenario?: string;
}

/** A game set up by `starmada.setup`, still in the deployment step. */
export function newGame(spec: GameSpec = {}): StarmadaState {
  const fleets: Record<SeatId, Fleet> = {
    ana: fleet('A', 'Ana', spec.a ?? [{ class: 'Lancer', name: 'Kestrel' }]),
    ben: fleet('B', 'Ben', spec.b ?? [{ class: 'Lancer', name: 'Vigil' }]),
    ...spec.extra,
  };
  const setup = starmada.setup({ options: { ...CORE_RULES, ...spec.options }, fleets, scenario: spec.scenario ?? 'standard/small', seed: 'unused' });
  if (!setup.ok) throw new Error(`setup refused: ${setup.error.map((e) => e.message).join(' | ')}`);
  return setup.value;
}

/** The value of an ok result, or a test failure that prints every message. */
export function expectOk<T>(result: Result<T, RuleError[]>): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error.map((e) => `${e.code}: ${e.message}`).join(' | ')}`);
  return result.value;
}

/** The errors of a failed result (a test failure if it succeeded). */
export function expectErr<T>(result: Result<T, RuleError[]>): RuleError[] {
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** Resolves the open step with these submissions and exactly these dice faces (all of them must be used). */
export function resolveWith(
  state: StarmadaState,
  submissions: Readonly<Record<SeatId, StarmadaSubmission>>,
  faces: readonly number[] = [],
): { state: StarmadaState; events: GameEvent[] } {
  const dice = scriptedDice(faces);
  const resolved = starmada.resolve(state, submissions, dice);
  expect(dice.remaining, `unused dice: rolls were ${dice.rolls.map((r) => `${r.label}=${r.value}`).join(', ')}`).toBe(0);
  return resolved;
}

/** Resolves the open step with what every owing seat typed. */
export function resolveTyped(state: StarmadaState, typed: Readonly<Record<SeatId, string>>, faces: readonly number[] = []): { state: StarmadaState; events: GameEvent[] } {
  const step = starmada.step(state);
  if (!step) throw new Error('the game is over');
  const submissions = Object.fromEntries(
    step.owes.map((seat) => {
      const text = typed[seat];
      return [seat, text === undefined ? starmada.missing(state, seat) : expectOk(starmada.parse(state, seat, text))];
    }),
  );
  return resolveWith(state, submissions, faces);
}

/** Resolves deployment: typed placements for some seats, the default for the others (2.3 p.12). */
export function deploy(state: StarmadaState, typed: Readonly<Record<SeatId, string>> = {}): StarmadaState {
  expect(starmada.step(state)?.key).toBe('deploy');
  return resolveTyped(state, typed).state;
}

/** "0312" style, 1-based column then row, as players type hexes. */
export const at = (col: number, row: number): Hex => offsetToHex({ col: col - 1, row: row - 1 });

/**
 * Sets ships at chosen hexes and facings. Deployment zones are the 4 columns at each short edge (2.3 p.12), 25
 * hexes apart, so close-range positions are set on the (plain-data) state, as a Movement Phase would leave them.
 */
export function placed(state: StarmadaState, where: Readonly<Record<string, readonly [number, number, Direction]>>): StarmadaState {
  return {
    ...state,
    ships: state.ships.map((s) => {
      const w = where[s.id];
      return w ? { ...s, at: at(w[0], w[1]), heading: w[2], facing: w[2] } : s;
    }),
  };
}

/** Changes one ship's state (damage already taken, weapons lost...). */
export function withShip(state: StarmadaState, id: string, change: (ship: ShipState) => ShipState): StarmadaState {
  return { ...state, ships: state.ships.map((s) => (s.id === id ? change(s) : s)) };
}

export const shipOf = (state: StarmadaState, id: string): ShipState => {
  const ship = state.ships.find((s) => s.id === id);
  if (!ship) throw new Error(`no ship ${id}`);
  return ship;
};

/** Every active ship of every seat ordered to stay put ("0": from speed 4 a requirement of 4, within rating 4). */
export function holdAll(state: StarmadaState, faces: readonly number[] = []): { state: StarmadaState; events: GameEvent[] } {
  expect(starmada.step(state)?.key).toMatch(/^t\d+\/orders$/);
  const typed = Object.fromEntries(
    Object.keys(state.seats).map((seat) => [
      seat,
      state.ships
        .filter((s) => s.seat === seat && s.status === 'active')
        .map((s) => `${s.name}: 0`)
        .join('\n'),
    ]),
  );
  return resolveTyped(state, typed, faces);
}

/**
 * Kestrel (side A, seat ana) at 1010 facing N and Vigil (side B, seat ben) at 1005 facing S, 5 hexes apart and
 * in each other's AB arcs, after deployment and a turn-1 Movement Phase in which both hold. `faces` are the
 * dice the end of movement rolls (the combat-order die under book-order fire or E.5).
 */
export function duel(spec: GameSpec & { where?: Readonly<Record<string, readonly [number, number, Direction]>> } = {}, faces: readonly number[] = []) {
  const deployed = deploy(newGame(spec));
  const ready = placed(deployed, spec.where ?? { kestrel: [10, 10, 0], vigil: [10, 5, 3] });
  return holdAll(ready, faces);
}

export const texts = (events: readonly GameEvent[]): string[] => events.map((e) => e.text);
export const messagesOf = (errors: readonly RuleError[]): string[] => errors.map((e) => e.message);
/** The problems as the player reads them: line, ship and quoted words, then the message (core/problem.ts). */
export const readsOf = (errors: readonly RuleError[]): string[] => errors.map(problemText);

/** Typed orders by ship id from each ship's order line as typed, such as { kestrel: '2P2(4)' } (notation/ship-orders.ts). */
export function typedOrders(state: StarmadaState, texts: Readonly<Record<string, string>>): Record<string, ShipOrders> {
  return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, expectOk(parseShipOrders({ state, ship: shipOf(state, id) }, text))]));
}

/** Typed orders written back as each ship's normal form, such as { kestrel: '2P2(4)' }. */
export function orderTexts(state: StarmadaState, orders: Readonly<Record<string, ShipOrders>>): Record<string, string> {
  return Object.fromEntries(Object.entries(orders).map(([id, o]) => [id, makeShipOrders({ state, ship: shipOf(state, id) }, o)]));
}
