// The game service reads every stored state through one door (src/game/stored-state.ts): a new state is stored with
// its schema version, an old one without a version still loads, and one this release cannot read is refused with a
// clear error (to the player, and by DM to the GM when a step is due) — never resolved on, never a crash.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { currentSnapshot, gameById, openStepOf, setupSnapshot, stepsOf, type GameRow } from '../../src/db/game-repo.ts';
import { outbox, snapshots } from '../../src/db/schema.ts';
import type { GameContext } from '../../src/game/context.ts';
import { checkDeadlines } from '../../src/game/deadlines.ts';
import { rollback } from '../../src/game/gm-controls.ts';
import { forceResolve } from '../../src/game/gm-time.ts';
import { statusText } from '../../src/game/posts/status-post.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import { gameView } from '../../src/game/views.ts';
import { starmada } from '../../src/rules/starmada/system.ts';
import { expectErr, expectOk, serviceContext, startedGame } from './service-fixture.ts';

const DAY = 86_400_000;

/** Overwrites the game's stored state (the setup's, or the latest step's). */
function overwrite(ctx: GameContext, gameId: number, state: unknown, which: 'setup' | 'current' = 'current'): void {
  const row = currentSnapshot(ctx.db, gameId);
  const stepId = which === 'setup' ? null : (row?.stepId ?? null);
  const where = stepId === null ? and(eq(snapshots.gameId, gameId), isNull(snapshots.stepId)) : eq(snapshots.stepId, stepId);
  ctx.db.update(snapshots).set({ state }).where(where).run();
}

const dmsTo = (ctx: GameContext, userId: string) => ctx.db.select().from(outbox).where(eq(outbox.target, userId)).orderBy(asc(outbox.id)).all();

describe('stored states', () => {
  test('a new game stores its state with the schema version, and a state stored before versions still loads', () => {
    const { ctx, handle } = serviceContext();
    const id = startedGame(ctx);
    const stored = setupSnapshot(ctx.db, id) as Record<string, unknown>;
    expect(stored['schemaVersion']).toBe(starmada.state.version);
    const { schemaVersion: _, ...unversioned } = stored;
    overwrite(ctx, id, unversioned, 'setup');
    expect(expectOk(gameView(ctx, id, 'ana')).scene).not.toBeNull();
    handle.close();
  });

  test('a state this release cannot read is refused everywhere, with a message that says why, and nothing resolves', () => {
    const { ctx, clock, handle } = serviceContext();
    const id = startedGame(ctx);
    const stored = setupSnapshot(ctx.db, id) as Record<string, unknown>;
    overwrite(ctx, id, { ...stored, turn: 'one' });
    const step = openStepOf(ctx.db, id);

    const [why] = expectErr(submit(ctx, id, 'ana', { text: 'pass' }));
    expect(why).toMatch(/^Game \d+'s stored state \(setup\) cannot be read by this release of Salvo, so nothing is resolved on it: turn: .+ The GM may roll the game back/);
    expect(expectErr(setSeatReady(ctx, id, 'ana'))).toEqual([why]);
    expect(expectErr(gameView(ctx, id, 'ben'))).toEqual([why]);
    expect(expectErr(forceResolve(ctx, id, 'ana'))).toEqual([why]);
    expect(statusText(ctx.db, gameById(ctx.db, id) as GameRow)).toContain('cannot be read');

    // The deadline passes: the step is not resolved, and the GM is told once by DM.
    clock.advance(2 * DAY);
    expect(() => checkDeadlines(ctx)).not.toThrow();
    checkDeadlines(ctx);
    expect(openStepOf(ctx.db, id)?.id).toBe(step?.id);
    expect(stepsOf(ctx.db, id).every((s) => s.status === 'open')).toBe(true);
    const told = dmsTo(ctx, 'ana').filter((m) => m.key.endsWith('/unreadable'));
    expect(told).toHaveLength(1);
    expect(JSON.stringify(told[0]?.payload)).toContain('cannot be read');
    handle.close();
  });

  test('a state from a newer release is refused, and a rollback onto an unreadable state changes nothing', () => {
    const { ctx, handle } = serviceContext();
    const id = startedGame(ctx);
    const stored = setupSnapshot(ctx.db, id) as Record<string, unknown>;
    overwrite(ctx, id, { ...stored, schemaVersion: starmada.state.version + 1 }, 'setup');
    expect(expectErr(gameView(ctx, id, 'ana'))[0]).toContain(`newer than this release's ${starmada.state.version}`);
    const key = openStepOf(ctx.db, id)?.key ?? '';
    expect(expectErr(rollback(ctx, id, 'ana', key))[0]).toContain('cannot be read');
    expect(stepsOf(ctx.db, id).map((s) => s.status)).toEqual(['open']);
    handle.close();
  });
});
