// Issue 15 item 8: whatever Salvo echoes back for an accepted Starmada submission reads back as that submission.
// Text is generated from each step's notation (deployment 2.3 p.12; orders 3.1–3.4 p.15–17 with the E/ Z/ @/ T/
// prefixes of D.1, D.3, D.7, D.9; fighter activations 5.3 p.22; fire 4.1 p.18–19 with counts, C.2 dual modes and
// E.2 directed damage; weapon losses 4.5 p.21), read by `starmada.parse` against real game states, and every
// submission it accepts is echoed, the echo's lines parsed again with the same state and seat, and the result must
// equal the submission; echoing that gives the same lines.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DIRECTION_NAMES } from '../../../src/rules/core/hex.ts';
import { makeHexLabel } from '../../../src/rules/core/offset.ts';
import { ok } from '../../../src/rules/core/result.ts';
import { fireTargets } from '../../../src/rules/starmada/combat/declaration.ts';
import { CORE_RULES, type StarmadaOptions } from '../../../src/rules/starmada/options.ts';
import { deploymentZone, standardDeploymentRules } from '../../../src/rules/starmada/setup/deployment.ts';
import { SHIP_LIBRARY } from '../../../src/rules/starmada/ships/library/index.ts';
import type { StarmadaState } from '../../../src/rules/starmada/state.ts';
import type { StarmadaSubmission } from '../../../src/rules/starmada/submission.ts';
import { starmada } from '../../../src/rules/starmada/system.ts';
import { lossesState, statesByPhase } from './assist/fixtures.ts';
import { deploy, DOMINION_NO_TUBES, duel, expectOk, fleet, holdAll, newGame, placed } from './integration/fixtures.ts';

const RUNS = 200;

/** The echo of `submission` parsed back with the same state and seat gives `submission`, and echoes the same. */
function expectRoundTrip(state: StarmadaState, seat: string, submission: StarmadaSubmission): void {
  const lines = starmada.assist.echo(state, seat, submission);
  const back = starmada.parse(state, seat, lines.join('\n'));
  expect(back, lines.join('\n')).toEqual(ok(submission));
  if (back.ok) expect(starmada.assist.echo(state, seat, back.value)).toEqual(lines);
}

/** Whatever `text` the reader accepts round-trips through the echo; text it refuses is skipped. */
function roundTripsWhenAccepted(state: StarmadaState, seat: string, text: string): void {
  const parsed = starmada.parse(state, seat, text);
  fc.pre(parsed.ok);
  if (parsed.ok) expectRoundTrip(state, seat, parsed.value);
}

const ALL_OPTIONS: Partial<StarmadaOptions> = { alternateArcs: true, emergencyThrust: true, evasiveAction: true, rolls: true, towing: true, dualMode: true, directedDamage: true, carriers: true };

/** The library, its Dominion without launch tubes (B.12 needs F.5, which these games leave off). */
const LIBRARY = [...SHIP_LIBRARY.filter((c) => c.className !== 'Dominion'), DOMINION_NO_TUBES];

/** The book's Majestic (p.29) and Salvo's library designs, so real batteries, banks and dual modes are echoed. */
function libraryGame(carriers = true): StarmadaState {
  const fleets = {
    ana: fleet('A', 'Ana', [{ class: 'Majestic' }, { class: carriers ? 'Dominion' : 'Vigilant' }], LIBRARY),
    ben: fleet('B', 'Ben', [{ class: 'Tempest' }, { class: carriers ? 'Monsoon' : 'Sirocco' }], LIBRARY),
  };
  const options = { ...CORE_RULES, ...ALL_OPTIONS, carriers };
  return expectOk(starmada.setup({ options, fleets, scenario: 'standard/medium', seed: 'unused' }));
}

/** The library game without carriers after deployment, its ships within reach of each other, waiting for fire. */
function libraryFire(): StarmadaState {
  const where = { majestic: [10, 10, 0], vigilant: [12, 10, 0], tempest: [10, 6, 3], sirocco: [12, 6, 3] } as const;
  const state = holdAll(placed(deploy(libraryGame(false)), where)).state;
  expect(state.phase.kind).toBe('fire');
  return state;
}

const phaseState = (kind: string): StarmadaState => {
  const found = statesByPhase().find(([k]) => k === kind)?.[1];
  if (!found) throw new Error(`no ${kind} state`);
  return found;
};

const own = (state: StarmadaState, seat: string) => state.ships.filter((s) => s.seat === seat && s.status === 'active');

/** Up to `max` distinct items of `items`, in a random order. */
const someOf = <T,>(items: readonly T[], max = items.length) => fc.shuffledSubarray([...items], { minLength: 1, maxLength: Math.min(max, items.length) });

function deploymentText(state: StarmadaState, seat: string): fc.Arbitrary<string> {
  const rules = standardDeploymentRules(state.board);
  const ships = state.ships.filter((s) => s.seat === seat);
  const zone = deploymentZone(rules, ships[0]?.side ?? 'A').map((h) => makeHexLabel(h, state.board));
  const line = (name: string) =>
    fc.tuple(fc.constantFrom(...zone), fc.option(fc.constantFrom(...DIRECTION_NAMES)), fc.constantFrom(' ', ': ')).map(([hex, dir, sep]) => `${name}${sep}${hex}${dir ? ` ${dir}` : ''}`);
  return someOf(ships).chain((picked) => fc.tuple(...picked.map((s) => line(s.name)))).map((lines) => lines.join('\n'));
}

const MOVE_TOKENS = ['1', '1', '2', '3', 'P', 'S', 'L', 'R', 'U', '0'];

/** The order prefixes the game's options allow (D.1, D.3, D.7, D.9), and none. */
function prefixesOf(options: StarmadaOptions): string[] {
  const on: [boolean, string][] = [[options.emergencyThrust, 'E/'], [options.evasiveAction, 'Z/'], [options.rolls, '@/'], [options.towing, 'T/'], [options.emergencyThrust && options.evasiveAction, 'EZ/']];
  return ['', '', ...on.filter(([yes]) => yes).map(([, p]) => p)];
}

/** Clauses after the move (notation/clause.ts): boosters (B.3) and, for each other own ship, a tow (D.9). */
function clausesOf(state: StarmadaState, seat: string, name: string): string[] {
  const tows = own(state, seat).filter((s) => s.name !== name).map((s) => `, tow ${s.name}`);
  return ['', '', ', boost 1', ' boost', ', boost 2', ...tows, ...tows.map((t) => `${t}, boost 1`)];
}

function ordersText(state: StarmadaState, seat: string, clauses = false): fc.Arbitrary<string> {
  const order = (name: string) =>
    fc.record({
      prefix: fc.constantFrom(...prefixesOf(state.options)),
      steps: fc.array(fc.constantFrom(...MOVE_TOKENS), { minLength: 1, maxLength: 4 }),
      pivot: fc.constantFrom('', '', '+1', '-1', ' +2', '+1'),
      clause: fc.constantFrom(...(clauses ? clausesOf(state, seat, name) : [''])),
    });
  const line = (name: string) => order(name).map((o) => `${name} ${o.prefix}${o.steps.join('')}${o.pivot}${o.clause}`);
  return someOf(own(state, seat)).chain((picked) => fc.tuple(...picked.map((s) => line(s.name)))).map((lines) => lines.join('\n'));
}

function fireText(state: StarmadaState, seat: string): fc.Arbitrary<string> {
  const groups = own(state, seat).flatMap((ship) => {
    const cls = state.classes[ship.classId];
    const targets = fireTargets(state, ship).map((t) => t.name);
    return (cls?.batteries ?? []).flatMap((b) => b.profiles.map((p, k) => ({ ship: ship.name, battery: b.name, mode: k > 0 ? ` (${p.mode ?? `mode ${k + 1}`})` : '', targets })));
  });
  const group = fc.constantFrom(...groups).chain((g) =>
    fc.tuple(fc.constantFrom(...g.targets), fc.constantFrom('', '', ' x1', ' x2', '×3'), fc.constantFrom('', '', ' directed')).map(([target, count, directed]) => `${g.ship}: ${g.battery}${g.mode}${count}${directed} > ${target}`),
  );
  return fc.array(group, { minLength: 1, maxLength: 4 }).map((lines) => lines.join('\n'));
}

function flightText(state: StarmadaState): fc.Arbitrary<string> {
  const flights = state.flights.map((f) => f.name);
  const targets = [...state.ships.map((s) => s.name), ...flights];
  return fc
    .tuple(fc.constantFrom(...flights), fc.array(fc.constantFrom('1', '2', 'P', 'S', 'L', 'R'), { maxLength: 4 }), fc.option(fc.constantFrom(...targets)))
    .map(([flight, move, target]) => `${flight} ${move.join('') || '0'}${target === null ? '' : ` attack ${target}`}`);
}

function lossesText(state: StarmadaState, seat: string): fc.Arbitrary<string> {
  const owed = state.phase.kind === 'weaponLosses' ? state.phase.owed : {};
  const ships = state.ships.filter((s) => s.seat === seat && owed[s.id] !== undefined);
  const parts = ships.flatMap((s) => {
    const cls = state.classes[s.classId];
    return (cls?.batteries ?? []).flatMap((b) => [b.name, ...b.banks.map((bank) => `${b.name} (${bank.arcs})`)]);
  });
  const part = fc.tuple(fc.constantFrom(...parts), fc.constantFrom('', ' 1', ' 2', ' x1')).map(([p, n]) => `${p}${n}`);
  const line = (name: string) => fc.oneof(fc.constant(`${name}: auto`), fc.array(part, { minLength: 1, maxLength: 3 }).map((ps) => `${name}: ${ps.join(', ')}`));
  return someOf(ships).chain((picked) => fc.tuple(...picked.map((s) => line(s.name)))).map((lines) => lines.join('\n'));
}

const three = { a: [{ class: 'Lancer' }, { class: 'Lancer' }, { class: 'Lancer', name: 'Kestrel' }] };

describe('every Starmada echo reads back as the submission it echoes (property)', () => {
  test.each([
    ['synthetic fleet', newGame(three)],
    ['library fleet', libraryGame()],
  ])('deployment (2.3 p.12), %s', (_what, state) => {
    for (const seat of ['ana', 'ben']) fc.assert(fc.property(deploymentText(state, seat), (text) => roundTripsWhenAccepted(state, seat, text)), { numRuns: RUNS });
  });

  test.each([
    ['core rules', deploy(newGame(three))],
    ['D.1, D.3, D.7 and D.9 prefixes on', deploy(newGame({ ...three, options: ALL_OPTIONS }))],
    ['library fleet', deploy(libraryGame())],
  ])('movement orders (3.1–3.4 p.15–17), %s', (_what, state) => {
    fc.assert(fc.property(ordersText(state, 'ana'), (text) => roundTripsWhenAccepted(state, 'ana', text)), { numRuns: RUNS });
  });

  test('movement orders with clauses: tows (D.9 p.47) and boosters (B.3 p.31), three ships in one hex', () => {
    const fleets = { ana: fleet('A', 'Ana', [{ class: 'Vigilant' }, { class: 'Vigilant' }, { class: 'Zephyr' }], SHIP_LIBRARY), ben: fleet('B', 'Ben', [{ class: 'Majestic' }], SHIP_LIBRARY) };
    const options = { ...CORE_RULES, ...ALL_OPTIONS, carriers: false };
    const setup = expectOk(starmada.setup({ options, fleets, scenario: 'standard/medium', seed: 'unused' }));
    const state = placed(deploy(setup), { vigilant: [10, 10, 0], 'vigilant-2': [10, 10, 0], zephyr: [10, 10, 0] });
    const accepted = new Set<string>();
    const tried = (text: string) => {
      if (starmada.parse(state, 'ana', text).ok) for (const word of ['tow', 'boost']) if (text.includes(word)) accepted.add(word);
      roundTripsWhenAccepted(state, 'ana', text);
    };
    fc.assert(fc.property(ordersText(state, 'ana', true), tried), { numRuns: RUNS });
    // The property reached both clauses, not only the moves.
    expect([...accepted].sort()).toEqual(['boost', 'tow']);
  });

  test('fighter activations (5.3 p.22)', () => {
    const state = phaseState('fighters');
    const seat = starmada.step(state)?.owes[0] ?? 'ana';
    fc.assert(fc.property(flightText(state), (text) => roundTripsWhenAccepted(state, seat, text)), { numRuns: RUNS });
  });

  test.each([
    ['simultaneous fire', () => phaseState('fire'), 'ana'],
    ['book-order fire', () => phaseState('fireActivation'), 'ana'],
    ['C.2 dual modes and E.2 directed damage', () => duel({ options: { dualMode: true, directedDamage: true }, a: [{ class: 'Duelist', name: 'Kestrel' }] }).state, 'ana'],
    ['library fleet, side A', libraryFire, 'ana'],
    ['library fleet, side B', libraryFire, 'ben'],
  ])('fire (4.1 p.18–19), %s', (_what, make, seat) => {
    const state = make();
    fc.assert(fc.property(fireText(state, seat), (text) => roundTripsWhenAccepted(state, seat, text)), { numRuns: RUNS });
  });

  test('weapon losses (4.5 p.21)', () => {
    const state = lossesState();
    fc.assert(fc.property(lossesText(state, 'ben'), (text) => roundTripsWhenAccepted(state, 'ben', text)), { numRuns: RUNS });
  });
});

describe('echo lines a player pastes back (examples)', () => {
  test('the issue\'s deployment line: "Majestic: 0409 facing NE" places the Majestic in 0409 facing NE (2.3 p.12)', () => {
    const state = libraryGame();
    const lines = ['Majestic: 0409 facing NE', 'Dominion: 0410 facing N'];
    const parsed = expectOk(starmada.parse(state, 'ana', lines.join('\n')));
    expect(starmada.assist.echo(state, 'ana', parsed)).toEqual(lines);
    expectRoundTrip(state, 'ana', parsed);
  });

  test('an order echoed with its engine requirement reads back without it (3.2 p.15)', () => {
    const state = deploy(newGame(three));
    const parsed = expectOk(starmada.parse(state, 'ana', 'Kestrel 2P2'));
    expect(starmada.assist.echo(state, 'ana', parsed)).toContain('Kestrel: 2P2(4) — engine requirement 4 of 4 ✔');
    expectRoundTrip(state, 'ana', parsed);
  });

  test.each(['Lancer E/2S2', 'Lancer EZ/1S1', 'Kestrel 2 +1'])('the order %s reads back with its prefixes and pivot (D.1, D.3, 3.4 p.17)', (text) => {
    const state = deploy(newGame({ ...three, options: ALL_OPTIONS }));
    expectRoundTrip(state, 'ana', expectOk(starmada.parse(state, 'ana', text)));
  });

  test('a dual-mode battery in its second mode reads back (C.2 p.39)', () => {
    const { state } = duel({ options: { dualMode: true, directedDamage: true }, a: [{ class: 'Duelist', name: 'Kestrel' }] });
    const parsed = expectOk(starmada.parse(state, 'ana', 'Kestrel: Disruptor (Point Defense) x2 > Vigil'));
    expect(starmada.assist.echo(state, 'ana', parsed)).toEqual(['Kestrel: Disruptor (Point Defense) x2 > Vigil — range 5 · long · hits on 5+']);
    expectRoundTrip(state, 'ana', parsed);
  });

  test('ships without orders are a note, so the echo of one ordered ship reads back as that one order (p.16)', () => {
    const state = deploy(newGame(three));
    const parsed = expectOk(starmada.parse(state, 'ana', 'Lancer 2: 3'));
    expect(starmada.assist.echo(state, 'ana', parsed)).toContain('— Kestrel: no order, straight ahead at speed 4');
    expectRoundTrip(state, 'ana', parsed);
  });

  test('fire echoed with its range and to-hit, and "hold" echoed as a note, read back (4.1 p.18)', () => {
    const { state } = duel();
    for (const text of ['Kestrel: Cannon > Vigil; Laser > Vigil', 'Kestrel: hold']) expectRoundTrip(state, 'ana', expectOk(starmada.parse(state, 'ana', text)));
  });

  test('weapon losses and the default choice read back (4.5 p.21)', () => {
    const state = lossesState();
    for (const text of ['Vigil: Cannon 1, Laser 1', 'Vigil: auto']) expectRoundTrip(state, 'ben', expectOk(starmada.parse(state, 'ben', text)));
  });

  test('a flight activation that holds position reads back (5.3 p.22)', () => {
    const state = phaseState('fighters');
    const parsed = expectOk(starmada.parse(state, 'ana', 'Nest F1 0'));
    expect(starmada.assist.echo(state, 'ana', parsed)).toEqual(['Nest F1 0 — holds position']);
    expectRoundTrip(state, 'ana', parsed);
  });
});
