/**
 * Exchanges per turn (issue 16 item 7): how many times a player must send something and wait for the others, in
 * whole games played by the test autopilots through the game service (createGame … submit, setSeatReady), as the
 * bot plays them. For each system and variant it prints, per turn (Starmada and Metaverse turns, Voidstriker rounds;
 * the set-up step before turn 1 is left out):
 *
 * - waits: the steps of the turn, each one a time the table waits on somebody (the distinct waits);
 * - owed: the messages a player owes in the turn (the steps that wait on that seat), per player;
 * - clock: the deadlines of those steps, in step lengths (a brief step, one message of an alternation, lasts the
 *   exchange length: a quarter of a step by default); that is how long a turn may take when every player uses all
 *   the time given.
 *
 * Starmada is played with the moves alone, and with the standing choices the orders prompt suggests (loss priorities
 * and carriers' flight orders, assist/standing-suggestion.ts), which spare the weapon-loss and Fighter Phase steps
 * they cover.
 *
 * Metaverse is played one message at a time (strictAlternation: how every game played before standing orders, with
 * every step a full step length on the main branch; the clock column shows that branch's figure in brackets), and
 * with standing orders given with the fire orders (a player who waits to see the movement) or with the plot (one
 * who plans ahead); and the same with the Control Step orders the prompts suggest ("suggested orders": the
 * autopilot's designations, ending as assist/standing-suggestion.ts says, read from there). Each with and without
 * starfighters. Voidstriker's shareware rules have no fighters.
 *
 *   npx tsx bench/exchanges.ts
 */
import { currentSnapshot, openStepOf, seatsOf, stepsOf } from '../src/db/game-repo.ts';
import { openDatabase } from '../src/db/connection.ts';
import { installDiscordPosts } from '../src/commands/discord-posts.ts';
import type { GameContext } from '../src/game/context.ts';
import { createGame, joinGame, setFleet, startGame } from '../src/game/game-lifecycle.ts';
import { setSeatReady, submit } from '../src/game/step-cycle.ts';
import type { MetaverseState } from '../src/rules/metaverse/state.ts';
import type { StarmadaState } from '../src/rules/starmada/state.ts';
import type { VoidstrikerState } from '../src/rules/voidstriker/state.ts';
import { autopilotText as metaverseText, type AutopilotStyle } from '../tests/rules/metaverse/game/autopilot-text.ts';
import { autopilot as starmadaMove } from '../tests/rules/starmada/game/autopilot.ts';
import { autopilotText as voidstrikerText } from '../tests/rules/voidstriker/game/autopilot.ts';

installDiscordPosts();

const DAY = 86_400_000;
const SEEDS = ['x1', 'x2', 'x3'];
const MAX_STEPS = 1200;

type Answer = (state: unknown, seat: string) => { text: string } | { submission: unknown };

interface Variant {
  readonly system: string;
  readonly name: string;
  /** Makes and starts the game; returns its id. */
  readonly start: (ctx: GameContext) => number;
  readonly answer: Answer;
  /** The first step key part that is a turn ("t3", "r2"). */
  readonly turnOf: (key: string) => string | null;
}

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string }[] }, what: string): T {
  if (!r.ok) throw new Error(`${what}: ${r.error.map((e) => e.message).join(' | ')}`);
  return r.value;
}

function seated(ctx: GameContext, system: string, scenario: string, options: Record<string, boolean>, sides: readonly [string, string], fleets: readonly [unknown, unknown] | null): number {
  const game = ok(createGame(ctx, { guildId: 'g', channelId: 'c', threadId: null, system, scenario, options, stepLengthMs: DAY, gmUserId: 'ana' }), 'createGame');
  ok(joinGame(ctx, game.id, { id: 'ana', name: 'Ana' }, sides[0]), 'join');
  ok(joinGame(ctx, game.id, { id: 'ben', name: 'Ben' }, sides[1]), 'join');
  if (fleets) {
    ok(setFleet(ctx, game.id, 'ana', fleets[0] as Record<string, unknown>), 'fleet');
    ok(setFleet(ctx, game.id, 'ben', fleets[1] as Record<string, unknown>), 'fleet');
  }
  ok(startGame(ctx, game.id, 'ana'), 'start');
  return game.id;
}

const turnT = (key: string): string | null => (/^t\d+\//.test(key) ? (key.split('/')[0] ?? null) : null);
const turnR = (key: string): string | null => (/^r\d+\//.test(key) ? (key.split('/')[0] ?? null) : null);

/** `standing`: the orders carry the standing choices the orders prompt suggests (assist/standing-suggestion.ts). */
function starmada(fighters: boolean, standing = false): Variant {
  // The Monsoon is the library's carrier; without fighters the Tempest takes its place.
  const fleets = [{ ships: [{ class: 'Majestic' }, { class: 'Sovereign' }, { class: 'Resolute' }] }, { ships: [{ class: fighters ? 'Monsoon' : 'Tempest' }, { class: 'Mistral' }, { class: 'Sirocco' }] }] as const;
  return {
    system: 'Starmada',
    name: `${fighters ? 'carriers (fighters)' : 'no fighters'}${standing ? ', suggested standing choices' : ''}`,
    start: (ctx) => seated(ctx, 'starmada', 'standard/medium', { carriers: fighters, alternateArcs: true, dualMode: true }, ['A', 'B'], fleets),
    answer: (state, seat) => ({ submission: starmadaMove(state as StarmadaState, seat, { standing }) }),
    turnOf: turnT,
  };
}

function voidstriker(scenario: string): Variant {
  const sides: Record<string, readonly [string, string]> = { '6.1': ['IJN', 'UNSN'], '6.3': ['USASF', 'UNSN'] };
  return {
    system: 'Voidstriker',
    name: `§${scenario} (no fighter rules)`,
    start: (ctx) => seated(ctx, 'voidstriker', scenario, {}, sides[scenario] ?? ['A', 'B'], null),
    answer: (state, seat) => ({ text: voidstrikerText(state as VoidstrikerState, seat) }),
    turnOf: turnR,
  };
}

/** `suggested`: the Control Step orders end as the prompts suggest (assist/standing-suggestion.ts), else with pass. */
function metaverse(fighters: boolean, mode: 'strict' | 'fire' | 'plot', suggested = false): Variant {
  const style: AutopilotStyle = { standingWith: mode === 'plot' ? 'plot' : 'fire', suggested };
  const name = mode === 'strict' ? 'one message at a time' : `${suggested ? 'suggested orders' : 'standing orders'} with the ${mode}`;
  return {
    system: 'Metaverse',
    name: `${name}, ${fighters ? 'fighters' : 'no fighters'}`,
    start: (ctx) =>
      seated(ctx, 'metaverse', 'match', { strictAlternation: mode === 'strict', noStarfighters: !fighters }, ['A', 'B'], [{ fleet: 'salvo-concord-task-group' }, { fleet: 'salvo-vorr-raiders' }]),
    answer: (state, seat) => ({ text: metaverseText(state as MetaverseState, seat, style) }),
    turnOf: turnT,
  };
}

interface Turn {
  waits: number;
  owed: number[];
  clock: number;
  /** Every step a full step length (the main branch). */
  clockBefore: number;
}

/** Plays a game to its end; the steps of each turn. */
function play(variant: Variant, seed: string): Turn[] {
  const handle = openDatabase(':memory:');
  let t = Date.parse('2026-11-21T12:00:00Z');
  const ctx: GameContext = { db: handle.db, now: () => new Date((t += 1000)), newSecret: () => seed };
  const gameId = variant.start(ctx);
  const users = new Map(seatsOf(ctx.db, gameId).map((s) => [s.seatKey, s.userId ?? '']));
  for (let i = 0; i < MAX_STEPS && openStepOf(ctx.db, gameId); i++) {
    const step = openStepOf(ctx.db, gameId);
    if (!step) break;
    for (const seat of step.owes) {
      const state = currentSnapshot(ctx.db, gameId)?.state;
      const user = users.get(seat) ?? '';
      const sent = submit(ctx, gameId, user, variant.answer(state, seat));
      // An autopilot's mission out of reach is refused with a reason; a player would then pass.
      if (!sent.ok) ok(submit(ctx, gameId, user, { text: 'pass' }), `${step.key} ${seat}: ${sent.error.map((e) => e.message).join(' | ')}`);
      ok(setSeatReady(ctx, gameId, user), 'ready');
      if (openStepOf(ctx.db, gameId)?.id !== step.id) break;
    }
  }
  const turns = new Map<string, Turn>();
  const seats = [...users.keys()];
  for (const s of stepsOf(ctx.db, gameId)) {
    const turn = variant.turnOf(s.key);
    if (turn === null) continue;
    const row = turns.get(turn) ?? { waits: 0, owed: seats.map(() => 0), clock: 0, clockBefore: 0 };
    row.waits++;
    row.owed = row.owed.map((n, k) => n + (s.owes.includes(seats[k] ?? '') ? 1 : 0));
    row.clock += s.deadlineAt ? (s.deadlineAt.getTime() - s.openedAt.getTime()) / DAY : 1;
    row.clockBefore += 1;
    turns.set(turn, row);
  }
  handle.close();
  return [...turns.values()];
}

const mean = (xs: readonly number[]): number => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const f1 = (n: number): string => n.toFixed(1).padStart(5);

const VARIANTS: Variant[] = [
  starmada(false),
  starmada(false, true),
  starmada(true),
  starmada(true, true),
  voidstriker('6.1'),
  voidstriker('6.3'),
  metaverse(false, 'strict'),
  metaverse(false, 'fire'),
  metaverse(false, 'plot'),
  metaverse(false, 'fire', true),
  metaverse(false, 'plot', true),
  metaverse(true, 'strict'),
  metaverse(true, 'fire'),
  metaverse(true, 'plot'),
  metaverse(true, 'fire', true),
  metaverse(true, 'plot', true),
];

console.log(`Exchanges per turn, ${SEEDS.length} games each (mean / most in one turn):`);
console.log(`${'system'.padEnd(12)}${'variant'.padEnd(50)}${'turns'.padStart(6)}${'waits'.padStart(13)}${'owed/player'.padStart(16)}${'clock (steps)'.padStart(22)}`);
for (const v of VARIANTS) {
  const turns = SEEDS.flatMap((seed) => play(v, seed));
  const waits = turns.map((t) => t.waits);
  const owed = turns.flatMap((t) => t.owed);
  const clock = turns.map((t) => t.clock);
  const before = v.system === 'Metaverse' && v.name.startsWith('one message') ? ` [${f1(mean(turns.map((t) => t.clockBefore))).trim()}]` : '';
  console.log(
    `${v.system.padEnd(12)}${v.name.padEnd(50)}${String(turns.length).padStart(6)}${`${f1(mean(waits))} / ${Math.max(...waits)}`.padStart(13)}${`${f1(mean(owed))} / ${Math.max(...owed)}`.padStart(16)}${`${f1(mean(clock))} / ${f1(Math.max(...clock)).trim()}${before}`.padStart(22)}`,
  );
}
