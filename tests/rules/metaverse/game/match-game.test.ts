// A Metaverse Match Play game (p.101) between the two Salvo fleets, played through the game service by the
// autopilot's text orders to a result, twice from the same secret with identical event logs; then exported,
// replayed and verified. The game has starfighters (launch, missions, starfighter combat) and a boarding action.
// Played one message at a time (option strictAlternation), then with standing orders (the default): given with the
// fire orders or with the plot, a turn takes two exchanges (plot, fire) and a third only when a side is asked.
import { describe, expect, test } from 'vitest';
import { currentSnapshot, outboxByKey, stepsOf } from '../../../../src/db/game-repo.ts';
import { exportHistory, replayHistory, verifyStep } from '../../../../src/game/history.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';
import { expectOk, serviceContext } from '../../../game/service-fixture.ts';
import { eventLog, playToTheEnd, startMatch, texts } from './service-game.ts';

// Its table has an asteroid field and clusters (p.101 terrain), starfighter combat and a boarding action.
const SECRET = 'match-10';

describe('a Metaverse Match Play game through the game service', () => {
  test('plays to a result with starfighters and a boarding action, and replays to the same state', () => {
    const { ctx, handle } = serviceContext(SECRET);
    const gameId = startMatch(ctx, 'match', { strictAlternation: true });
    playToTheEnd(ctx, gameId);
    const final = currentSnapshot(ctx.db, gameId)?.state as MetaverseState;
    expect(final.stage).toBe('over');
    expect(final.outcome?.summary).toMatch(/wins\.$|draw/);
    const log = texts(ctx, gameId);
    // Setup's rolls and the first Command Step lead the first turn's summary (p.86, p.3).
    expect(log.some((t) => /quality d20 \d+/.test(t))).toBe(true);
    expect(log.some((t) => /Command Step|CP/.test(t))).toBe(true);
    // p.101: terrain rolled at setup, every die shown.
    expect(final.terrain?.length).toBeGreaterThan(0);
    expect(log.some((t) => /^Terrain \(p\.101\): A d20 \[/.test(t))).toBe(true);
    // Steps alternate only where the book alternates (p.19 missions, p.21 control); plots and fire are secret.
    const keys = stepsOf(ctx.db, gameId).map((s) => s.key);
    expect(keys).toContain('t1/plot');
    expect(keys.some((k) => /^t\d+\/missions\/\d+$/.test(k))).toBe(true);
    expect(keys.some((k) => /^t\d+\/control\/\d+$/.test(k))).toBe(true);
    expect(keys).toContain('t1/fire');
    // Starfighters fought (p.32) and marines boarded (p.37): both in the log with their dice.
    expect(log.some((t) => /starfighter combat$/.test(t))).toBe(true);
    expect(log.some((t) => /unloads \d marine parties into /.test(t))).toBe(true);
    expect(log.some((t) => /^Boarding .*: \d+ boarders d8 \[/.test(t))).toBe(true);

    // One message of the alternating steps is posted as text; the plot and fire steps carry the map.
    const posted = (key: string) => {
      const step = stepsOf(ctx.db, gameId).find((x) => x.key === key);
      return outboxByKey(ctx.db, `g${gameId}/s${step?.seq ?? -1}/resolved`)?.payload as { content: string; files: { name: string }[] } | undefined;
    };
    const control = keys.find((k) => /^t1\/control\/1$/.test(k)) ?? '';
    expect(posted(control)?.content).toMatch(/^\*\*Turn 1: control #1 \(side [AB]\)\*\*/);
    expect(posted(control)?.files).toEqual([]);
    expect(posted('t1/fire')?.files.map((f) => f.name)).toContain('t1-fire-map.png');

    const history = expectOk(exportHistory(ctx, gameId));
    expect(expectOk(replayHistory(JSON.parse(JSON.stringify(history)) as typeof history))).toEqual(final);
    expect(expectOk(verifyStep(ctx, gameId, 't2/fire'))).toMatchObject({ seedMatchesCommitment: true, rollsMatch: true, stateMatches: true });
    handle.close();
  });

  test('the same secret and the same orders give the same event log', () => {
    const a = serviceContext(SECRET);
    const b = serviceContext(SECRET);
    playToTheEnd(a.ctx, startMatch(a.ctx, 'match', { strictAlternation: true }));
    playToTheEnd(b.ctx, startMatch(b.ctx, 'match', { strictAlternation: true }));
    const logA = eventLog(a.ctx, 1);
    expect(logA.length).toBeGreaterThan(100);
    expect(eventLog(b.ctx, 1)).toEqual(logA);
    expect(currentSnapshot(b.ctx.db, 1)?.state).toEqual(currentSnapshot(a.ctx.db, 1)?.state);
    a.handle.close();
    b.handle.close();
  });

  for (const standingWith of ['fire', 'plot'] as const) {
    test(`with standing orders given with the ${standingWith}: a result, at most 3 exchanges a turn, replayed and verified to the same state`, () => {
      const { ctx, handle } = serviceContext(SECRET);
      const gameId = startMatch(ctx);
      playToTheEnd(ctx, gameId, 600, { standingWith });
      const final = currentSnapshot(ctx.db, gameId)?.state as MetaverseState;
      expect(final.stage).toBe('over');
      const log = texts(ctx, gameId);
      // The alternating steps were played (p.19 missions, p.21 control) from the orders, in the thread's log.
      expect(log.some((t) => /^Side [AB]: mission .* → M\d+/.test(t))).toBe(true);
      expect(log.some((t) => /^Side [AB]: .* is designated /.test(t))).toBe(true);
      expect(log.some((t) => t === 'Two passes in a row: the Control Step is over.')).toBe(true);
      const steps = stepsOf(ctx.db, gameId);
      const perTurn = new Map<string, number>();
      for (const s of steps) perTurn.set(s.key.split('/')[0] ?? '', (perTurn.get(s.key.split('/')[0] ?? '') ?? 0) + 1);
      expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(3);
      expect([...perTurn.values()].filter((n) => n === 2).length).toBeGreaterThan(perTurn.size / 2);
      const history = expectOk(exportHistory(ctx, gameId));
      expect(expectOk(replayHistory(JSON.parse(JSON.stringify(history)) as typeof history))).toEqual(final);
      expect(expectOk(verifyStep(ctx, gameId, 't2/fire'))).toMatchObject({ seedMatchesCommitment: true, rollsMatch: true, stateMatches: true });
      handle.close();
    });
  }
});
