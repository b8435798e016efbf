// Issue 15 item 8: whatever Salvo echoes back for an accepted Voidstriker submission reads back as that submission.
// Round plots (§2.31 thrust, §2.33/§2.331 sensors and ECM, §2.342/§2.343 the four phases, §2.35 fire with phase and
// condition, §2.351 missile launches and point-blank hold, ruling D6 shutdown, §3.23 landing and take-off, §3.22
// asteroid defence) and the firePerPhase option's fire orders are generated for the book's scenarios, read by
// `voidstriker.parse`, echoed, and the echo's lines parsed again with the same state and seat must give the same
// submission; echoing that gives the same lines.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ok } from '../../../src/rules/core/result.ts';
import { plotContext } from '../../../src/rules/voidstriker/notation/context.ts';
import type { PlotShip, PlotTarget } from '../../../src/rules/voidstriker/notation/types.ts';
import type { VoidstrikerState } from '../../../src/rules/voidstriker/state.ts';
import type { VoidstrikerSubmission } from '../../../src/rules/voidstriker/submission.ts';
import { voidstriker } from '../../../src/rules/voidstriker/system.ts';
import { expectOk, fireStage, state61, state62, withShip } from './assist/fixtures.ts';
import { setupGame } from '../../../src/rules/voidstriker/setup/setup.ts';

const RUNS = 100;

function expectRoundTrip(state: VoidstrikerState, seat: string, submission: VoidstrikerSubmission): void {
  const lines = voidstriker.assist.echo(state, seat, submission);
  const back = voidstriker.parse(state, seat, lines.join('\n'));
  expect(back, lines.join('\n')).toEqual(ok(submission));
  if (back.ok) expect(voidstriker.assist.echo(state, seat, back.value)).toEqual(lines);
}

function roundTripsWhenAccepted(state: VoidstrikerState, seat: string, text: string): void {
  const parsed = voidstriker.parse(state, seat, text);
  fc.pre(parsed.ok);
  if (parsed.ok) expectRoundTrip(state, seat, parsed.value);
}

const phaseArb = fc.constantFrom('', '', ' ph1', ' ph2', ' ph3', ' ph4');
const conditionArb = fc.constantFrom('', '', ' if locked', ' if in arc', ' if locked and in arc');

/** "Raider ph2 if locked" after a mount: a target with an optional phase and condition. */
const aimArb = (targets: readonly PlotTarget[]) =>
  fc.tuple(fc.constantFrom(...targets.map((t) => t.name)), phaseArb, conditionArb).map(([t, ph, c]) => `${t}${ph}${c}`);

/** One ship's block: every section of the notation, each present or not, within the ship's limits mostly. */
function blockArb(ship: PlotShip, targets: readonly PlotTarget[]): fc.Arbitrary<string> {
  const tf = ship.thrustFactor;
  const phase = fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: 0, max: tf })).map(([turn, accel]) => {
    const deg = Math.abs(turn) * (ship.turnMode / 2);
    return [turn === 0 ? '' : `${turn > 0 ? 'S' : 'P'}${deg}`, accel > 0 ? `a${accel}` : ''].filter((w) => w !== '').join(' ') || '0';
  });
  const sensors = (word: string) =>
    fc.option(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.constantFrom(...targets.map((t) => t.name))).map(([n, t]) => `${word} ${n}>${t}`));
  const mountOrder = fc.tuple(fc.constantFrom(...ship.mounts.map((m) => m.name)), aimArb(targets)).map(([m, aim]) => `${m} > ${aim}`);
  return fc
    .record({
      thrust: fc.tuple(fc.nat(tf), fc.nat(tf), fc.nat(tf)).map(([a, e, t]) => `thrust ${a}/${Math.min(e, tf - a)}/${Math.max(0, Math.min(t, tf - a - e))}`),
      track: sensors('sensors'),
      ecm: sensors('ecm'),
      move: fc.array(phase, { minLength: 4, maxLength: 4 }).map((ps) => `move ${ps.join(' | ')}`),
      fire: fc.uniqueArray(mountOrder, { maxLength: 2, selector: (o) => o.split(' > ')[0] }).map((os) => (os.length > 0 ? `fire ${os.join('; ')}` : null)),
      hold: fc.constantFrom(null, null, 'hold', 'hold point-blank', `hold ${ship.mounts[0]?.name ?? ''}`),
      standing: fc.constantFrom(null, null, null, 'shutdown', 'land', 'takeoff', 'asteroid-defence'),
    })
    .map((b) => [b.thrust, b.track, b.ecm, b.move, b.fire, b.hold, b.standing].filter((s): s is string => s !== null).join(' · '));
}

function plotText(state: VoidstrikerState, seat: string): fc.Arbitrary<string> {
  const ctx = plotContext(state, seat);
  return fc
    .shuffledSubarray([...ctx.ships], { minLength: 1, maxLength: 3 })
    .chain((ships) => fc.tuple(...ships.map((s) => blockArb(s, ctx.targets).map((body) => `${s.name}: ${body}`))))
    .map((lines) => lines.join('\n'));
}

function fireText(state: VoidstrikerState, seat: string): fc.Arbitrary<string> {
  const ctx = plotContext(state, seat);
  const line = (ship: PlotShip) =>
    fc.oneof(
      fc.constant(`${ship.name}: hold`),
      fc
        .uniqueArray(fc.tuple(fc.constantFrom(...ship.mounts), aimArb(ctx.targets)), { minLength: 1, maxLength: 3, selector: ([m]) => m.id })
        .map((os) => `${ship.name}: ${os.map(([m, aim]) => `${m.kind === 'tubes' ? 'launch' : 'fire'} ${m.name} > ${aim}`).join(' · ')}`),
    );
  return fc
    .shuffledSubarray([...ctx.ships], { minLength: 1 })
    .chain((ships) => fc.tuple(...ships.map(line)))
    .map((lines) => lines.join('\n'));
}

function asteroidGame(): VoidstrikerState {
  return expectOk(
    setupGame({
      options: { firePerPhase: false, asteroids: true },
      fleets: { ana: { side: 'IJN', player: 'Ana', ships: [] }, ben: { side: 'UNSN', player: 'Ben', ships: [] } },
      scenario: '6.1',
      seed: 'x',
    }),
  );
}

describe('every Voidstriker echo reads back as the submission it echoes (property)', () => {
  test.each([
    ['6.1, IJN', state61, 'ana'],
    ['6.1, UNSN', state61, 'ben'],
    ['6.2, FAC (a base to land at)', state62, 'ana'],
    ['6.2, Arab', state62, 'ben'],
    ['6.1 with asteroid fields (§3.22)', asteroidGame, 'ana'],
  ])('round plots, %s', (_what, make, seat) => {
    const state = make();
    fc.assert(fc.property(plotText(state, seat), (text) => roundTripsWhenAccepted(state, seat, text)), { numRuns: RUNS });
  });

  test.each([
    ['IJN', 'ana'],
    ['UNSN', 'ben'],
  ])('fire after a phase (option firePerPhase), %s', (_what, seat) => {
    const state = fireStage(state61(true), 1);
    fc.assert(fc.property(fireText(state, seat), (text) => roundTripsWhenAccepted(state, seat, text)), { numRuns: RUNS });
  });
});

describe('echo lines a player pastes back (examples)', () => {
  test('a plot echoed with the thrust and sensors it uses reads back (§2.31, §2.33)', () => {
    const s = state61();
    const sub = expectOk(voidstriker.parse(s, 'ana', 'battlecruiser: thr 4/0/0; sens 3>heavy; move s30 a4|a4|p15 a2|a4; fire mkv>heavy ph2 if locked'));
    expect(voidstriker.assist.echo(s, 'ana', sub)[0]).toBe(
      'Battlecruiser: thrust 4/0/0 · sensors 3>Heavy Cruiser · move S30 a4 | a4 | P15 a2 | a4 · fire Mk-V mass driver > Heavy Cruiser ph2 if locked — thrust 4 of 4, sensors 3 of 12 ✔',
    );
    expectRoundTrip(s, 'ana', sub);
  });

  test.each([
    ['a missile launch with phase and condition (§2.351, §2.35)', state61, 'ana', 'Missile Destroyer: thrust 2/0/0 · move a2|0|0|0 · launch missiles > Heavy Cruiser ph1 if in arc'],
    ['drives shut down (ruling D6)', state61, 'ana', 'Battlecruiser: thrust 0/0/0 · move 0|0|0|0 · shutdown'],
    ['a landing (§3.23)', state62, 'ben', 'Corsair: thrust 2/0/0 · move a2|0|0|0 · land'],
    ['a take-off (§3.23)', state62, 'ben', 'Corsair: thrust 0/0/0 · move 0|0|0|0 · takeoff'],
  ])('a plot with %s reads back', (_what, make, seat, text) => {
    const s = make();
    expectRoundTrip(s, seat, expectOk(voidstriker.parse(s, seat, text)));
  });

  test('a warning about a path into Bishamon II is a note line (§3.21, ruling B11)', () => {
    const s = state61();
    const sub = expectOk(voidstriker.parse(s, 'ana', 'Missile Destroyer: thrust 6/0/0 · move P75 | P75 a6 | P15 a6 | a6'));
    expect(voidstriker.assist.echo(s, 'ana', sub).some((l) => l.startsWith('— ⚠ Missile Destroyer'))).toBe(true);
    expectRoundTrip(s, 'ana', sub);
  });

  test('fire orders of one ship echo on one line, and a ship without orders holds (§2.35)', () => {
    const s = fireStage(withShip(state61(true), 'unsn-5', { position: { x: 39.5, y: 30.010407640085653 } }));
    const sub = expectOk(voidstriker.parse(s, 'ana', 'Battlecruiser: fire Mk-V > Heavy Cruiser; Dual Mk-IV laser turret (1) > Fleet Intruder'));
    const lines = voidstriker.assist.echo(s, 'ana', sub);
    expect(lines[0]).toMatch(/^Battlecruiser: fire Mk-V mass driver > Heavy Cruiser ph2; Dual Mk-IV laser turret \(1\) > Fleet Intruder ph2 — Mk-V mass driver 17" · in arc ✔ · not locked this round ✘ · hits on 5\+ before modifiers; Dual Mk-IV laser turret \(1\) 48" · in arc ✔ · not locked this round ✘ · hits on 4\+ before modifiers$/);
    expect(lines[1]).toBe('Battlecruiser 2: hold');
    expectRoundTrip(s, 'ana', sub);
  });
});
