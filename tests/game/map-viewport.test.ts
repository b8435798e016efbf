// A game's maps line up (issue 18, "a stable viewport per game"): the public view is chosen once units are on the
// board, stored with each state, grows only when a unit the public sees leaves it, survives a restart, and is never
// grown by a cloaked ship (Starmada B.5: only its own side sees it, ruling 27).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '../../src/db/connection.ts';
import { currentSnapshot, gameById, openStepOf, seatsOf, stepsOf, type GameRow } from '../../src/db/game-repo.ts';
import { snapshots } from '../../src/db/schema.ts';
import type { GameContext } from '../../src/game/context.ts';
import { mapForFile } from '../../src/game/map-file.ts';
import { currentViewport, publicViewportAfter, viewerViewport, viewportOfStep } from '../../src/game/map-viewport.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import { stateOfStep } from '../../src/game/stored-state.ts';
import { gameView } from '../../src/game/views.ts';
import { ruleSystem } from '../../src/game/rule-systems.ts';
import { hexAdd, hexScale, DIRECTIONS } from '../../src/rules/core/hex.ts';
import type { StarmadaState } from '../../src/rules/starmada/state.ts';
import { fullView, toWorld, type Rect } from '../../src/render/map/layout.ts';
import { renderMapSvg } from '../../src/render/map/render-map.ts';
import { autopilot } from '../rules/starmada/game/autopilot.ts';
import { expectOk, serviceContext, startedGame, testClock } from './service-fixture.ts';

/** Every owing seat sends the autopilot's choice and marks ready, for at most `steps` steps. */
function play(ctx: GameContext, gameId: number, steps: number): void {
  const users = new Map(seatsOf(ctx.db, gameId).map((s) => [s.seatKey, s.userId ?? '']));
  for (let i = 0; i < steps; i++) {
    const step = openStepOf(ctx.db, gameId);
    if (!step) return;
    const state = currentSnapshot(ctx.db, gameId)?.state as StarmadaState;
    for (const seat of step.owes) {
      expectOk(submit(ctx, gameId, users.get(seat) ?? '', { submission: autopilot(state, seat) }));
      expectOk(setSeatReady(ctx, gameId, users.get(seat) ?? ''));
    }
  }
}

const viewBox = (svg: string): string => /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '';
const contains = (outer: Rect, inner: Rect): boolean =>
  outer.x <= inner.x + 1e-6 && outer.y <= inner.y + 1e-6 && outer.x + outer.w >= inner.x + inner.w - 1e-6 && outer.y + outer.h >= inner.y + inner.h - 1e-6;
const inside = (view: Rect, p: { x: number; y: number }): boolean => p.x >= view.x && p.x <= view.x + view.w && p.y >= view.y && p.y <= view.y + view.h;

describe("a game's public map view", () => {
  test('resolution maps keep one viewBox until a unit leaves it, then only grow; every unit the public sees is in view', () => {
    const { ctx, handle } = serviceContext('viewport-1');
    const gameId = startedGame(ctx);
    play(ctx, gameId, 60);
    const game = gameById(ctx.db, gameId) as GameRow;
    const system = ruleSystem(game.system);
    // Nothing is on the board before deployment: no view yet, the deployment map shows the board.
    expect(viewportOfStep(ctx.db, game, null)).toBeNull();
    const resolved = stepsOf(ctx.db, gameId).filter((s) => s.status === 'resolved');
    let previous: Rect | null = null;
    let same = 0;
    let grew = 0;
    let lastBox = '';
    for (const step of resolved) {
      const view = viewportOfStep(ctx.db, game, step.id);
      const map = mapForFile(ctx.db, { gameId, stepId: step.id });
      expect(map.viewport).toEqual(view);
      const box = viewBox(renderMapSvg(map.scene, view ? { viewport: view } : {}));
      if (view === null) continue;
      for (const u of map.scene.units.filter((x) => x.status !== 'exited')) expect(inside(view, toWorld(map.scene.board, u.at))).toBe(true);
      if (previous !== null) {
        expect(contains(view, previous)).toBe(true);
        if (box === lastBox) same++;
        else {
          grew++;
          // It grew because a unit the public sees would have left the old view.
          const state = expectOk(stateOfStep(ctx.db, game, step.id) ?? { ok: false, error: [{ message: 'no state' }] });
          expect(publicViewportAfter(game.system, state, previous)).toEqual(view);
          expect(system.scene(state, { kind: 'public' }).units.some((u) => !inside(shrink(previous as Rect, 24), toWorld(map.scene.board, u.at)))).toBe(true);
        }
      }
      previous = view;
      lastBox = box;
    }
    expect(same).toBeGreaterThan(5);
    expect(same).toBeGreaterThan(grew);
    handle.close();
  });

  test('a restart draws the same frame, and a game stored before views existed gets one on first use', () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-view-'));
    const file = join(dir, 'salvo.db');
    try {
      const first = openDatabase(file);
      const ctx: GameContext = { db: first.db, now: testClock().now, newSecret: () => 'viewport-2' };
      const gameId = startedGame(ctx);
      play(ctx, gameId, 8);
      const stepId = stepsOf(ctx.db, gameId).filter((s) => s.status === 'resolved').at(-1)?.id ?? null;
      const before = mapForFile(ctx.db, { gameId, stepId });
      const svgBefore = renderMapSvg(before.scene, before.viewport ? { viewport: before.viewport } : {});
      first.close();

      const again = openDatabase(file);
      const after = mapForFile(again.db, { gameId, stepId });
      expect(renderMapSvg(after.scene, after.viewport ? { viewport: after.viewport } : {})).toBe(svgBefore);
      // Rows from an older release have no view: the first map drawn chooses one and keeps it.
      again.db.update(snapshots).set({ mapView: null }).run();
      const game = gameById(again.db, gameId) as GameRow;
      const chosen = currentViewport(again.db, game);
      expect(chosen).not.toBeNull();
      expect(again.db.select().from(snapshots).all().filter((s) => s.mapView !== null)).toHaveLength(1);
      expect(currentViewport(again.db, game)).toEqual(chosen);
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a cloaked ship that leaves the view grows only its own side\'s map, never the stored public view', () => {
    const { ctx, handle } = serviceContext('viewport-3');
    const gameId = startedGame(ctx);
    play(ctx, gameId, 3);
    const game = gameById(ctx.db, gameId) as GameRow;
    const view = currentViewport(ctx.db, game);
    if (!view) throw new Error('no view after deployment');
    // Every map of the current state starts from it: /map and the draft previews of each seat.
    for (const user of ['ana', 'ben', 'someone']) {
      const seen = expectOk(gameView(ctx, gameId, user)).viewport;
      expect(seen && contains(seen, view)).toBe(true);
    }
    const state = structuredClone(currentSnapshot(ctx.db, gameId)?.state as StarmadaState);
    const ship = state.ships.find((s) => s.side === 'B' && s.status === 'active');
    if (!ship) throw new Error('no ship of side B');
    const system = ruleSystem(game.system);
    const board = system.scene(state, { kind: 'public' }).board;
    const full = fullView(board);
    // A hex on the board, well outside the public view.
    const far = DIRECTIONS.flatMap((d) => [10, 8, 6].map((k) => hexAdd(ship.at, hexScale(d, k)))).find((h) => {
      const p = toWorld(board, h);
      return inside(shrink(full, 40), p) && !inside(grown(view, 48), p);
    });
    if (!far) throw new Error('no hex outside the view');
    ship.at = far;
    state.revealedOrders[ship.id] = 'C/0';
    expect(publicViewportAfter(game.system, state, view)).toBe(view);
    const own = viewerViewport(view, system.scene(state, { kind: 'seat', seat: ship.seat }));
    expect(own && contains(own, view) && inside(own, toWorld(board, far))).toBe(true);
    // Uncloaked, the same move grows the public view.
    state.revealedOrders[ship.id] = '0';
    expect(publicViewportAfter(game.system, state, view)).not.toBe(view);
    handle.close();
  });
});

const shrink = (r: Rect, by: number): Rect => ({ x: r.x + by, y: r.y + by, w: r.w - 2 * by, h: r.h - 2 * by });
const grown = (r: Rect, by: number): Rect => shrink(r, -by);
