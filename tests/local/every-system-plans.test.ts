// The every-system browser run's plans (every-system-plans.ts) played through the game service alone, with the same
// dice secret and game id, so the same dice: each plan reaches the rules' end of the game. When a rule or the
// service changes so a plan no longer ends the game, this says so in a second, before the browser run times out.
import { describe, expect, test } from 'vitest';
import { currentSnapshot, gameById, openStepOf, seatsOf, stepsOf, submissionsOf } from '../../src/db/game-repo.ts';
import { declareFire, fireChoices, guideFor, sendOrders } from '../../src/game/drafts.ts';
import { createGame, joinGame, setFleet, startGame } from '../../src/game/game-lifecycle.ts';
import { ruleSystem } from '../../src/game/rule-systems.ts';
import { setSeatReady } from '../../src/game/step-cycle.ts';
import type { GameContext } from '../../src/game/context.ts';
import { expectOk, serviceContext } from '../game/service-fixture.ts';
import { METAVERSE, SECRET, VOIDSTRIKER, type Move, type SystemPlan } from './every-system-plans.ts';

const DAY = 24 * 3_600_000;

/** The lobby as the page builds it: the game, a seat per plan, fleets from the library where the scenario gives none. */
function startedGame(ctx: GameContext, plan: SystemPlan): number {
  const [gm] = plan.seats;
  const game = expectOk(createGame(ctx, { guildId: 'g1', channelId: 'c1', threadId: 't1', system: plan.system, scenario: plan.scenario.value, stepLengthMs: DAY, gmUserId: gm.player }));
  const system = ruleSystem(plan.system);
  for (const seat of plan.seats) {
    expectOk(joinGame(ctx, game.id, { id: seat.player, name: seat.player }, seat.side));
    if (!seat.fleet) continue;
    const name = seat.fleet.name;
    const choice = system.fleets.library().find((c) => c.name.startsWith(name));
    if (!choice) throw new Error(`no library choice ${name}`);
    expectOk(setFleet(ctx, game.id, seat.player, expectOk(system.fleets.add(system.fleets.empty(), choice.value)).fleet));
  }
  expectOk(startGame(ctx, game.id, gm.player));
  return game.id;
}

/** One move through the service call the page's control would make. */
function make(ctx: GameContext, gameId: number, user: string, stepKey: string, move: Move): void {
  switch (move.kind) {
    case 'plot':
      expectOk(sendOrders(ctx, gameId, user, `${move.unit}: ${move.orders}`, { stepKey }));
      return;
    case 'type':
      expect(expectOk(sendOrders(ctx, gameId, user, move.text)).echo.join('\n')).toContain(move.echo);
      return;
    case 'fire': {
      const pick = (choices: { name: string; value: string }[], name: string) => choices.find((c) => c.name.startsWith(`${name} ·`))?.value ?? '';
      const ship = pick(fireChoices(ctx, gameId, user, { what: 'ship' }), move.ship);
      const weapon = fireChoices(ctx, gameId, user, { what: 'weapon', ship })[0]?.value ?? '';
      const target = pick(fireChoices(ctx, gameId, user, { what: 'target', ship, weapon }), move.target);
      expectOk(declareFire(ctx, gameId, user, { ship, weapon, target }));
      return;
    }
    case 'choose': {
      const choice = expectOk(guideFor(ctx, gameId, user, stepKey)).guide.choices.find((c) => c.name === move.label);
      expectOk(sendOrders(ctx, gameId, user, choice?.value ?? '', { replace: true, stepKey }));
    }
  }
}

/** Every owing seat makes its plan's moves and, unless its message already counted, marks ready; until the end. */
function playPlan(ctx: GameContext, gameId: number, plan: SystemPlan, maxSteps = 40): string[] {
  const titles: string[] = [];
  for (let n = 0; n < maxSteps; n++) {
    const step = openStepOf(ctx.db, gameId);
    if (!step) return titles;
    titles.push(step.title);
    for (const seat of seatsOf(ctx.db, gameId).filter((s) => step.owes.includes(s.seatKey))) {
      const user = seat.userId ?? '';
      const seatPlan = plan.seats.find((p) => p.player === user);
      const { guide } = expectOk(guideFor(ctx, gameId, user, step.key));
      for (const move of seatPlan?.moves({ title: step.title, units: guide.units.map((u) => u.name), choices: guide.choices.map((c) => c.name) }) ?? []) make(ctx, gameId, user, step.key, move);
      const still = openStepOf(ctx.db, gameId);
      const ready = still?.id === step.id && submissionsOf(ctx.db, step.id).some((d) => d.seatId === seat.id && d.ready);
      if (still?.id === step.id && !ready) expectOk(setSeatReady(ctx, gameId, user, true, step.key));
    }
  }
  throw new Error(`the game did not end in ${maxSteps} steps: ${titles.join(', ')}`);
}

describe('the every-system browser run\'s plans end each game by the rules, with its dice', () => {
  test.each([VOIDSTRIKER, METAVERSE].map((p) => [p.system, p] as const))('%s', (_system, plan) => {
    const { ctx, handle } = serviceContext(SECRET);
    const gameId = startedGame(ctx, plan);
    const titles = playPlan(ctx, gameId, plan);
    expect(gameById(ctx.db, gameId)?.status).toBe('ended');
    const outcome = ruleSystem(plan.system).outcome(currentSnapshot(ctx.db, gameId)?.state);
    expect(`Game over. Side ${outcome?.winner ?? ''} wins. ${outcome?.summary ?? ''}`).toMatch(plan.gameOver);
    // Short enough for a browser run of a minute or so.
    expect(stepsOf(ctx.db, gameId).length).toBeLessThanOrEqual(8);
    console.log(`${plan.system}: ${titles.length} steps to game over: ${titles.join(' · ')}`);
    handle.close();
  });
});
