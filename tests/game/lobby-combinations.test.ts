// No stuck state is reachable from the lobby (issue 16, "Done when"): for each system and each scenario the
// `/game new` menu offers, with a legal pair of library fleets (legal-fleets.ts), every combination of the optional
// rules the menu offers either starts or is refused with the one click that fixes it, and after that click it starts.
// The check is the one `/game start` refuses with (src/game/lobby-start.ts); a game per scenario then goes through
// the game service itself: open, seat, build, start, refused, fix, start.
import { beforeEach, describe, expect, test } from 'vitest';
import { gameById, type GameRow } from '../../src/db/game-repo.ts';
import { createGame, joinGame, setFleet } from '../../src/game/game-lifecycle.ts';
import { lobbyStartCheck, startFromLobby } from '../../src/game/lobby.ts';
import { offeredOptions } from '../../src/game/lobby-options.ts';
import { changeSettings } from '../../src/game/lobby-settings.ts';
import { startCheck } from '../../src/game/lobby-start.ts';
import { RULE_SYSTEM_REGISTRY, type AnyRuleSystem } from '../../src/game/rule-systems.ts';
import type { GameContext } from '../../src/game/context.ts';
import { expectOk, serviceContext } from './service-fixture.ts';
import { allTogether, legalSeats, optionsWith, SEED } from './legal-fleets.ts';

const SYSTEMS = Object.values(RULE_SYSTEM_REGISTRY);
const DAY = 86_400_000;

/**
 * The combinations checked: none, each offered option alone, all that play together, and that set less each one.
 * Every subset would be 2^n games (Starmada offers over forty options); these reach each option on and off beside
 * every other, which is where a clash or a missing one-click fix would show.
 */
function combinations(system: AnyRuleSystem): string[][] {
  const ids = offeredOptions(system).map((o) => o.id);
  const together = allTogether(system);
  return [[], ...ids.map((id) => [id]), together, ...together.map((id) => together.filter((other) => other !== id))];
}

describe.each(SYSTEMS.map((s) => [s.name, s] as const))('%s: every option combination of every scenario starts, or one click fixes it', (_name, system) => {
  test.each(system.fleets.scenarios().map((c) => [c.value]))('%s', (scenario) => {
    const seats = legalSeats(system, scenario);
    if (!seats) throw new Error(`no legal fleets for ${scenario}`);
    const key = (ids: readonly string[]): string => [...new Set(ids)].sort().join(',');
    const checks = new Map(combinations(system).map((on) => [key(on), { on, check: startCheck({ system: system.id, scenario, options: optionsWith(system, on), diceSecret: SEED }, seats) }]));
    const stuck: string[] = [];
    let fixed = 0;
    for (const { on, check } of checks.values()) {
      if (check.problems.length === 0) continue;
      // The game after the click must start.
      const clicked = [...on, ...check.turnOn];
      const after = checks.get(key(clicked)) ?? { on: clicked, check: startCheck({ system: system.id, scenario, options: optionsWith(system, clicked), diceSecret: SEED }, seats) };
      if (!check.oneClick || !after || after.check.problems.length > 0) stuck.push(`${on.join(',') || 'none'}: ${check.problems.join(' | ')}`);
      else fixed++;
    }
    expect(stuck.slice(0, 5)).toEqual([]);
    // The fleets need an option exactly when some combination lacks it: then the fix was exercised.
    const needs = seats.some((s) => system.fleets.needs(s.fleet as Record<string, unknown>, {}).length > 0);
    expect(fixed > 0).toBe(needs);
  });
});

describe('through the game service: open, seat, build, start (refused only with the fix), fix, start', () => {
  let ctx: GameContext;
  beforeEach(() => {
    ctx = serviceContext(SEED).ctx;
  });

  function lobby(system: AnyRuleSystem, scenario: string): GameRow {
    const seats = legalSeats(system, scenario) ?? [];
    const game = expectOk(createGame(ctx, { guildId: 'g', channelId: 'c', threadId: `t-${system.id}-${scenario}`, system: system.id, scenario, stepLengthMs: DAY, gmUserId: 'ana' }));
    for (const s of seats) {
      expectOk(joinGame(ctx, game.id, { id: s.userId ?? '', name: s.playerName ?? '' }, s.side));
      expectOk(setFleet(ctx, game.id, s.userId ?? '', s.fleet as Record<string, unknown>));
    }
    return game;
  }

  test.each(SYSTEMS.flatMap((s) => s.fleets.scenarios().map((c) => [s.id, c.value] as const)))('%s %s', (systemId, scenario) => {
    const system = RULE_SYSTEM_REGISTRY[systemId] as AnyRuleSystem;
    const game = lobby(system, scenario);
    const first = startFromLobby(ctx, game.id, 'ana');
    if (!first.ok) {
      const check = expectOk(lobbyStartCheck(ctx, game.id));
      expect(check.oneClick, first.error.map((e) => e.message).join(' | ')).toBe(true);
      expect(first.error.map((e) => e.message)).toEqual(check.problems);
      expectOk(changeSettings(ctx, game.id, 'ana', { turnOn: check.turnOn }));
      expectOk(startFromLobby(ctx, game.id, 'ana'));
    }
    expect(gameById(ctx.db, game.id)?.status).toBe('active');
  });
});
