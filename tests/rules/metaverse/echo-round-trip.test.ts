// Issue 15 item 8: whatever Salvo echoes back for an accepted Metaverse submission reads back as that submission.
// Movement plots (p.5–9 Cinematic and Newtonian codes, RL/FL and RAM for 1 CP p.3 and p.13, break-offs p.5, turn 1
// deployment p.101, launch/recover p.19 and `pay` p.3), Mission Step messages (p.19), Control Step messages (p.21)
// and fire orders (p.24–25) are generated from the notation for the Concord task group against the Vorr raiders, read
// by `metaverse.parse`, echoed, and the echo's lines parsed again with the same state and seat must give the same
// submission; echoing that gives the same lines.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ok } from '../../../src/rules/core/result.ts';
import type { MetaverseSubmission } from '../../../src/rules/metaverse/submission.ts';
import { metaverse } from '../../../src/rules/metaverse/system.ts';
import { seatFireContext, seatPlotContext } from '../../../src/rules/metaverse/sequence/orders.ts';
import type { MetaverseState } from '../../../src/rules/metaverse/state.ts';
import type { TurnDraftContext, DraftSquadron } from '../../../src/rules/metaverse/notation/types.ts';
import { closeState, expectOk, fireState, missionsState, parsed, playAlternating, resolveStep, startState } from './assist/fixtures.ts';

const RUNS = 150;

function expectRoundTrip(state: MetaverseState, seat: string, submission: MetaverseSubmission): void {
  const lines = metaverse.assist.echo(state, seat, submission);
  const back = metaverse.parse(state, seat, lines.join('\n'));
  expect(back, lines.join('\n')).toEqual(ok(submission));
  if (back.ok) expect(metaverse.assist.echo(state, seat, back.value)).toEqual(lines);
}

function roundTripsWhenAccepted(state: MetaverseState, seat: string, text: string): void {
  const read = metaverse.parse(state, seat, text);
  fc.pre(read.ok);
  if (read.ok) expectRoundTrip(state, seat, read.value);
}

const option = <T,>(arb: fc.Arbitrary<T>) => fc.option(arb, { freq: 2 });

/** A squadron's codes: Cinematic (A, D, T:) or Newtonian (R:, F:), with RL, FL or RAM now and then. */
function codesArb(q: DraftSquadron, ctx: TurnDraftContext): fc.Arbitrary<string> {
  const enemy = ctx.enemyShips.map((s) => s.name);
  const move =
    q.method === 'cinematic'
      ? fc.tuple(fc.constantFrom('', 'A1', 'A2', 'A4', 'D1'), fc.constantFrom('', 'T:S', 'T:P', 'T:SS', 'T:PS')).map((ws) => ws.join(' '))
      : fc.tuple(fc.constantFrom('', 'R:CW1', 'R:CCW1'), fc.constantFrom('', 'F:FWD2@0', 'F:FWD4@1', 'F:AFT2@0')).map((ws) => ws.join(' '));
  const extra = fc.constantFrom('', '', 'RL', 'FL', ...(enemy.length > 0 ? [`RAM(${enemy[0] ?? ''})`] : []));
  return fc.tuple(move, extra).map((ws) => ws.join(' ').trim().replace(/\s+/g, ' ') || 'drift');
}

/** What follows the codes after `·`: a launch, a recovery, a payer, and in turn 1 a deployment. */
function itemsArb(q: DraftSquadron, ctx: TurnDraftContext): fc.Arbitrary<string[]> {
  const types = (ctx.fighterTypes ?? []).map((t) => t.name);
  const fighters = q.fighters.map((f) => f.name);
  const hangars = q.ships.flatMap((s) => s.hangars.map((h) => h.name));
  const zone = ctx.deployZone;
  return fc
    .record({
      launch: types.length > 0 ? option(fc.tuple(fc.integer({ min: 1, max: 2 }), fc.constantFrom(...types)).map(([n, t]) => `launch ${n} ${t}`)) : fc.constant(null),
      recover: fighters.length > 0 && hangars.length > 0 ? option(fc.tuple(fc.constantFrom(...fighters), fc.constantFrom(...hangars)).map(([f, h]) => `recover ${f} to ${h}`)) : fc.constant(null),
      pay: option(fc.constantFrom(...ctx.commanders.map((c) => c.name))),
      deploy: zone
        ? option(
            fc
              .tuple(fc.integer({ min: 0, max: Math.floor(zone.width) }), fc.integer({ min: 0, max: Math.floor(zone.height) }), fc.option(fc.constantFrom(0, 45, 90, 180)), fc.integer({ min: 0, max: 3 }))
              .map(([x, y, h, v]) => `deploy ${Math.round(zone.x + x)} ${Math.round(zone.y + y)}${h === null ? '' : ` facing ${h}`}${v > 0 ? ` speed ${v}` : ''}`),
          )
        : fc.constant(null),
    })
    .map((r) => [r.deploy, r.launch, r.recover, r.pay === null ? null : `pay ${r.pay}`].filter((x): x is string => x !== null));
}

function plotText(state: MetaverseState, seat: string): fc.Arbitrary<string> {
  const ctx = expectOk(seatPlotContext(state, seat));
  const line = (q: DraftSquadron) => fc.tuple(codesArb(q, ctx), itemsArb(q, ctx)).map(([codes, items]) => [`${q.name}: ${codes}`, ...items].join(' · '));
  const breakOff = ctx.squadrons
    .filter((q) => q.ships.length > 1)
    .map((q) => codesArb(q, ctx).map((codes) => `break ${q.ships[q.ships.length - 1]?.name ?? ''}: ${codes}`));
  return fc
    .tuple(fc.shuffledSubarray([...ctx.squadrons], { minLength: 1 }), fc.subarray(breakOff.length > 0 ? [0] : []))
    .chain(([squadrons, broken]) => fc.tuple(...squadrons.map(line), ...broken.flatMap(() => (breakOff[0] ? [breakOff[0]] : []))))
    .map((lines) => lines.join('\n'));
}

function fireText(state: MetaverseState, seat: string): fc.Arbitrary<string> {
  const ctx = expectOk(seatFireContext(state, seat));
  const targets = ctx.targets.map((t) => t.name);
  const group = (ship: (typeof ctx.ships)[number]) =>
    fc
      .tuple(
        fc.shuffledSubarray(ship.weapons.map((w) => w.id), { minLength: 1, maxLength: Math.min(3, ship.weapons.length) }),
        fc.constantFrom(...targets),
        option(fc.constantFrom(...ship.sensors.map((s) => s.name))),
        fc.constantFrom('', '', ' volley'),
      )
      .map(([weapons, target, sensor, volley]) => `${weapons.join(', ')} > ${target}${sensor === null ? '' : ` @${sensor}`}${volley}`);
  const line = (ship: (typeof ctx.ships)[number]) =>
    ship.weapons.length === 0 ? fc.constant(`${ship.name}: hold`) : fc.oneof(fc.constant(`${ship.name}: hold`), fc.array(group(ship), { minLength: 1, maxLength: 2 }).map((gs) => `${ship.name}: ${gs.join(' · ')}`));
  return fc
    .shuffledSubarray([...ctx.ships], { minLength: 1, maxLength: Math.min(3, ctx.ships.length) })
    .chain((ships) => fc.tuple(...ships.map(line)))
    .map((lines) => lines.join('\n'));
}

/** Lines of an alternating step's message, joined by new lines or `;`. */
const messageOf = (lines: fc.Arbitrary<string>) =>
  fc.tuple(fc.array(lines, { minLength: 1, maxLength: 3 }), fc.constantFrom('\n', '; ')).map(([ls, sep]) => ls.join(sep));

function missionText(state: MetaverseState, side: 'A' | 'B'): fc.Arbitrary<string> {
  const wings = state.fighters.squadrons.filter((f) => f.side === side).map((f) => f.name);
  const enemies = state.squadrons.filter((q) => q.side !== side).map((q) => q.name);
  const payers = state.commanders.filter((c) => c.side === side).map((c) => c.name);
  const action = fc.oneof(
    fc.constant('pass'),
    fc.tuple(fc.constantFrom(...wings), fc.constantFrom(...enemies), option(fc.constantFrom(...payers))).map(([w, e, p]) => `mission ${w} > ${e}${p === null ? '' : ` · pay ${p}`}`),
    fc.constantFrom(...wings).map((w) => `intercept ${w}`),
  );
  return messageOf(action);
}

function controlText(state: MetaverseState, side: 'A' | 'B'): fc.Arbitrary<string> {
  const enemyShips = state.ships.filter((s) => s.side !== side && s.status === 'active').map((s) => s.name);
  const own = state.squadrons.filter((q) => q.side === side).map((q) => q.name);
  const payers = state.commanders.filter((c) => c.side === side).map((c) => c.name);
  const action = fc.oneof(
    fc.constant('pass'),
    fc.constantFrom(...enemyShips).map((e) => `priority ${e}`),
    fc
      .tuple(fc.constantFrom(...enemyShips), fc.constantFrom(...own), option(fc.constantFrom(...payers)), fc.constantFrom(' · ', '; '))
      .map(([e, q, p, sep]) => `designate ${e} for ${q}${p === null ? '' : `${sep}pay ${p}`}`),
  );
  return messageOf(action);
}

/** Turn 2's plot after everyone held fire: the two Lancer wings launched in turn 1 are in space over CNS Harrier. */
function turnTwoState(): MetaverseState {
  const f = fireState();
  const next = resolveStep(f, { A1: parsed(f, 'A1', ''), B1: parsed(f, 'B1', '') });
  expect([next.stage, next.turn]).toEqual(['plot', 2]);
  return next;
}

const dueSeat = (state: MetaverseState): string => metaverse.step(state)?.owes[0] ?? 'A1';
const sideOfSeat = (seat: string): 'A' | 'B' => (seat === 'A1' ? 'A' : 'B');

describe('every Metaverse echo reads back as the submission it echoes (property)', () => {
  test.each([
    ['turn 1 with deployment (p.101), Concord', startState, 'A1'],
    ['turn 1 with deployment (p.101), Vorr', startState, 'B1'],
    ['squadrons in range, Concord', closeState, 'A1'],
    ['squadrons in range, Vorr', closeState, 'B1'],
    ['turn 2, starfighters to recover (p.19), Concord', turnTwoState, 'A1'],
  ])('movement plots, %s', (_what, make, seat) => {
    const state = make();
    fc.assert(fc.property(plotText(state, seat), (text) => roundTripsWhenAccepted(state, seat, text)), { numRuns: RUNS });
  });

  test('Mission Step messages (p.19)', () => {
    const state = missionsState();
    const seat = dueSeat(state);
    fc.assert(fc.property(missionText(state, sideOfSeat(seat)), (text) => roundTripsWhenAccepted(state, seat, text)), { numRuns: RUNS });
  });

  test('Control Step messages (p.21)', () => {
    const state = playAlternating(missionsState(), 'control');
    const seat = dueSeat(state);
    fc.assert(fc.property(controlText(state, sideOfSeat(seat)), (text) => roundTripsWhenAccepted(state, seat, text)), { numRuns: RUNS });
  });

  test.each([
    ['Concord', 'A1'],
    ['Vorr', 'B1'],
  ])('fire orders (p.24–25), %s', (_what, seat) => {
    const state = fireState();
    fc.assert(fc.property(fireText(state, seat), (text) => roundTripsWhenAccepted(state, seat, text)), { numRuns: RUNS });
  });
});

describe('echo lines a player pastes back (examples)', () => {
  test('a plot with its CP and forecast reads back; the squadrons it leaves out drift (p.3, A21)', () => {
    const s = closeState();
    const sub = parsed(s, 'A1', 'resolute: a2 rl · pay osei');
    const lines = metaverse.assist.echo(s, 'A1', sub);
    expect(lines[0]).toBe('CNS Resolute: A2 RL · pay Captain Osei — 1 CP from Captain Osei (has 4) · momentum 0 → 2 cm · heading 0° · ends at 45,112 cm');
    expect(lines[1]).toBe('CNS Harrier: drift — no CP · momentum 0 → 0 cm · heading 0° · ends at 90,114 cm');
    expectRoundTrip(s, 'A1', sub);
  });

  test('an empty plot (every squadron drifts, A21) echoes as note lines and reads back as empty', () => {
    const s = closeState();
    const sub = parsed(s, 'A1', '');
    expect(metaverse.assist.echo(s, 'A1', sub)[0]).toBe('— CNS Resolute: no plot, drifts · momentum 0 → 0 cm · heading 0° · ends at 45,114 cm');
    expectRoundTrip(s, 'A1', sub);
  });

  test.each([
    ['turn 1 deployment (p.101)', startState, 'A1', 'CNS Resolute: A2 T:S · deploy 40 110 facing 0 speed 2'],
    ['a launch and a payer (p.19, p.3)', startState, 'A1', 'CNS Harrier: A1 · launch 2 Lancer · pay Captain Osei'],
    ['RAM (p.13)', closeState, 'B1', 'VHS Dominator: RAM(CNS Resolute) F:FWD4@0'],
    ['a Newtonian rotation and thrust (p.7–9)', closeState, 'B1', 'VHS Stalker & Prowler: R:CW1 F:FWD2@1'],
    ['a break-off (p.5)', closeState, 'B1', 'break VHS Prowler: R:CCW1'],
    ['recoveries (p.19)', turnTwoState, 'A1', 'CNS Harrier: A1 · recover Lancer Strike Wing 1 to bay · recover Lancer Strike Wing 2 to bay'],
  ])('a plot with %s reads back', (_what, make, seat, text) => {
    const s = make();
    expectRoundTrip(s, seat, parsed(s, seat, text));
  });

  test('fire with the Danger Close weapons the parse added reads back (p.22)', () => {
    const s = fireState();
    expectRoundTrip(s, 'A1', parsed(s, 'A1', 'CNS Resolute: las-1, las-2 > VHS Dominator'));
  });

  test('a designation with its payer after ";" keeps the payer (p.21)', () => {
    // Side B is due. VHS Ravager's commander is Raidmaster Vek, who pays by default; Warlord Skarr is above him (p.3).
    const s = playAlternating(missionsState(), 'control');
    expect(dueSeat(s)).toBe('B1');
    const sub = parsed(s, 'B1', 'designate CNS Resolute for VHS Ravager; pay Warlord Skarr');
    expect(metaverse.assist.echo(s, 'B1', sub)[0]).toBe('designate CNS Resolute for VHS Ravager · pay Warlord Skarr — 1 CP');
    expectRoundTrip(s, 'B1', sub);
  });

  test('a mission with its payer after ";" is read as the Control Step reads one, and keeps the payer (p.19, p.3)', () => {
    const s = missionsState();
    const sub = parsed(s, 'A1', 'mission Lancer Strike Wing 1 > VHS Dominator; pay Captain Osei');
    expect(metaverse.assist.echo(s, 'A1', sub)).toEqual(['mission Lancer Strike Wing 1 > VHS Dominator · pay Captain Osei — 1 CP']);
    expectRoundTrip(s, 'A1', sub);
  });

  test('a Mission Step action echoed with its cost reads back (p.19)', () => {
    const s = missionsState();
    const seat = dueSeat(s);
    const sub = parsed(s, seat, 'mission Lancer Strike Wing 1 > VHS Dominator');
    expect(metaverse.assist.echo(s, seat, sub)).toEqual(['mission Lancer Strike Wing 1 > VHS Dominator — 1 CP']);
    expectRoundTrip(s, seat, sub);
  });
});
