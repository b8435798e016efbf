// A Voidstriker book scenario (§6.1 Standoff at Bishamon II) played through the game service to its victory
// condition, twice from the same secret, with identical event logs; then exported, replayed and verified.
import { describe, expect, test } from 'vitest';
import { currentSnapshot, eventsOf, stepsOf } from '../../../../src/db/game-repo.ts';
import { exportHistory, replayHistory, verifyStep } from '../../../../src/game/history.ts';
import type { GameContext } from '../../../../src/game/context.ts';
import type { VoidstrikerState } from '../../../../src/rules/voidstriker/state.ts';
import { expectOk, serviceContext } from '../../../game/service-fixture.ts';
import { playToTheEnd, startScenario } from './service-game.ts';

const eventLog = (ctx: GameContext, gameId: number): string[] => stepsOf(ctx.db, gameId).flatMap((s) => eventsOf(ctx.db, s.id).map((e) => JSON.stringify(e.payload)));

describe('a Voidstriker scenario through the game service', () => {
  test('§6.1 plays to the last surviving side, and replays to the same state', () => {
    const { ctx, handle } = serviceContext('fixed-secret-vs');
    const gameId = startScenario(ctx);
    playToTheEnd(ctx, gameId);
    const final = currentSnapshot(ctx.db, gameId)?.state as VoidstrikerState;
    expect(final.stage).toBe('over');
    expect(['IJN', 'UNSN']).toContain(final.outcome?.winner);
    const loser = final.outcome?.winner === 'IJN' ? 'UNSN' : 'IJN';
    // Ch.6 §6.1: the winner is the side with the last surviving ships; none of the loser's is still fighting.
    expect(final.ships.filter((s) => s.side === loser).every((s) => s.status !== 'active' || s.condition.armor < 0)).toBe(true);
    const log = eventLog(ctx, gameId).join('\n');
    expect(log).toContain('Lock-on');
    expect(log).toMatch(/to-hit d10 \d+/);
    expect(log).toMatch(/launches S\d+/);
    expect(log).toMatch(/S\d+ \(\d × Mk-[IV]+ Xraser\) strikes/);
    // Ships were destroyed by fire and missiles, not only by flying into the planet.
    expect(log).toMatch(/— [A-Za-z0-9 ]+ (vaporised|crew killed|blew up|armour breached)/);

    const history = expectOk(exportHistory(ctx, gameId));
    expect(expectOk(replayHistory(JSON.parse(JSON.stringify(history)) as typeof history))).toEqual(final);
    const round = stepsOf(ctx.db, gameId).find((s) => s.key === 'r2/plot');
    if (!round) throw new Error('no round 2');
    expect(expectOk(verifyStep(ctx, gameId, round.key))).toMatchObject({ seedMatchesCommitment: true, rollsMatch: true, stateMatches: true });
    handle.close();
  });

  test('the same secret and the same orders give the same event log', () => {
    const a = serviceContext('fixed-secret-vs2');
    const b = serviceContext('fixed-secret-vs2');
    playToTheEnd(a.ctx, startScenario(a.ctx));
    playToTheEnd(b.ctx, startScenario(b.ctx));
    const logA = eventLog(a.ctx, 1);
    expect(logA.length).toBeGreaterThan(50);
    expect(eventLog(b.ctx, 1)).toEqual(logA);
    expect(currentSnapshot(b.ctx.db, 1)?.state).toEqual(currentSnapshot(a.ctx.db, 1)?.state);
    a.handle.close();
    b.handle.close();
  });
});
