// The animated replay (issue 18 item 4): frames tweened along trails with shots flashing, one view for every frame,
// a GIF that decodes, and the same file built in a worker thread while the event loop keeps turning.
import { describe, expect, test } from 'vitest';
import type { Hex } from '../../../src/rules/core/hex.ts';
import type { Scene } from '../../../src/rules/core/scene.ts';
import { buildReplay, replayDrawer } from '../../../src/render/replay/build.ts';
import { buildReplayOffThread } from '../../../src/render/replay/off-thread.ts';
import { DEFAULT_PACE, durationOf, replayFrames } from '../../../src/render/replay/timeline.ts';
import { alongPath, placeAtWorld, turnBetween } from '../../../src/render/replay/tween.ts';
import { toWorld } from '../../../src/render/map/layout.ts';
import { readGif } from './gif-reader.ts';
import { BATTLE, deployed, fired, moved } from './replay-scenes.ts';

const unit = (scene: Scene, id: string) => scene.units.find((u) => u.id === id);
const hasFire = (scene: Scene) => scene.overlays.some((o) => o.kind === 'fire');

describe('replay frames', () => {
  const frames = replayFrames(BATTLE);

  test('the deployment held; a 3-hex move in 3 in-betweens and its step; the shot flashing 3 times; the quiet last step', () => {
    expect(frames.map((f) => f.scene.caption)).toEqual([
      'Deployment',
      ...Array<string>(4).fill('Turn 1: orders'),
      ...Array<string>(5).fill('Turn 1: fire'),
      'Turn 1: end',
    ]);
    expect(frames.slice(5, 10).map((f) => hasFire(f.scene))).toEqual([true, false, true, false, true]);
    expect(frames[0]?.delayMs).toBe(DEFAULT_PACE.openingMs);
    expect(frames.at(-1)?.delayMs).toBe(DEFAULT_PACE.endingMs);
    expect(frames.slice(1, 4).map((f) => f.delayMs)).toEqual([70, 70, 70]);
  });

  test('a moving ship glides along its trail, its trail drawn as far as it has gone, and turns the short way', () => {
    const board = moved.board;
    const path = frames.slice(0, 5).map((f) => toWorld(board, unit(f.scene, 'Vigilant')?.at ?? { x: 0, y: 0 }));
    const start = toWorld(board, unit(deployed, 'Vigilant')?.at ?? { x: 0, y: 0 });
    const end = toWorld(board, unit(moved, 'Vigilant')?.at ?? { x: 0, y: 0 });
    expect(path[0]).toEqual(start);
    expect(path[4]?.x).toBeCloseTo(end.x, 6);
    // Each in-between is further from the start than the one before, and none overshoots the end.
    const fromStart = path.map((p) => Math.hypot(p.x - start.x, p.y - start.y));
    expect(fromStart).toEqual([...fromStart].sort((a, b) => a - b));
    const trails = frames.slice(1, 4).map((f) => f.scene.trails.find((t) => t.unitId === 'Vigilant')?.path.length ?? 0);
    expect(trails).toEqual([...trails].sort((a, b) => a - b));
    // Facing 1 to 2 (60° to 120°): in between, strictly.
    const facings = frames.slice(1, 4).map((f) => unit(f.scene, 'Vigilant')?.facing ?? 0);
    for (const f of facings) expect(f > 1 && f < 2).toBe(true);
    expect(turnBetween(350, 10, 0.5)).toBe(360);
  });

  test('the wreck shows on the step it dies, not before, and is gone the step after', () => {
    expect(frames.slice(0, 5).map((f) => unit(f.scene, 'Kestrel')?.status)).toEqual(Array<string>(5).fill('active'));
    expect(frames.slice(5, 10).map((f) => unit(f.scene, 'Kestrel')?.status)).toEqual(Array<string>(5).fill('destroyed'));
    expect(unit(frames[10]?.scene ?? deployed, 'Kestrel')).toBeUndefined();
  });

  test('world positions go back to the places the renderer draws', () => {
    const h: Hex = { q: 7, r: -2, s: -5 };
    const back = placeAtWorld(moved.board, toWorld(moved.board, h)) as Hex;
    expect(back.q).toBeCloseTo(7, 9);
    expect(back.r).toBeCloseTo(-2, 9);
    const free = { kind: 'free' as const, unit: 'cm' as const, width: 100, height: 60 };
    expect(placeAtWorld(free, toWorld(free, { x: 12.5, y: 40 }))).toEqual({ x: 12.5, y: 40 });
    expect(alongPath([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }], 0.75).at).toEqual({ x: 10, y: 5 });
  });

  test('every frame is drawn in the same view, at the same size', () => {
    const draw = replayDrawer(BATTLE, frames, 640);
    const heads = frames.map((_, i) => /<svg [^>]*>/.exec(draw(i))?.[0].replace(/data-cropped="\w+" /, ''));
    expect(new Set(heads).size).toBe(1);
    expect(heads[0]).toMatch(/width="640"/);
  });

  test('a long battle is sped up to play within the limit; every delay is a GIF delay', () => {
    const long = Array.from({ length: 300 }, (_, i) => [moved, fired][i % 2] as Scene);
    const many = replayFrames(long);
    expect(durationOf(many)).toBeLessThanOrEqual(DEFAULT_PACE.maxMs + many.length * 10);
    expect(durationOf(many)).toBeGreaterThan(DEFAULT_PACE.maxMs * 0.8);
    for (const f of many) expect(f.delayMs % 10 === 0 && f.delayMs >= 20).toBe(true);
  });
});

describe('replay GIF', () => {
  test('decodes: one frame per replay frame, the delays, one global palette, every frame after the first a difference', () => {
    const frames = replayFrames(BATTLE);
    const replay = buildReplay(BATTLE);
    const gif = readGif(replay.gif);
    expect(gif.version).toBe('GIF89a');
    expect({ width: gif.width, height: gif.height }).toEqual({ width: replay.width, height: replay.height });
    expect(Math.max(gif.width, gif.height)).toBe(640);
    expect(gif.loops).toBe(true);
    expect(gif.globalColours).toBe(256);
    expect(gif.frames).toHaveLength(frames.length);
    expect(replay.frames).toBe(frames.length);
    expect(gif.frames.map((f) => f.delayMs)).toEqual(frames.map((f) => f.delayMs));
    expect(gif.frames.map((f) => f.transparent)).toEqual(frames.map((_, i) => i > 0));
    expect(gif.frames.every((f) => f.dispose === 1 && f.width === gif.width && f.height === gif.height)).toBe(true);
    expect(replay.durationMs).toBe(durationOf(frames));
  });

  test('a free board that grows between steps: one view, every frame the same size', () => {
    const free = (width: number): Scene['board'] => ({ kind: 'free', unit: 'in', width, height: 36, playfield: { x: 0, y: 0, width: 48, height: 36 } });
    const ship = (x: number, facing: number) => ({ id: 'Raider', label: 'Raider', side: 'B', kind: 'ship' as const, at: { x, y: 18 }, facing, velocity: { x: 6, y: 0 }, status: 'active' as const });
    const a: Scene = { board: free(48), units: [ship(40, 90)], trails: [], overlays: [], caption: 'Round 1' };
    const b: Scene = { board: free(56), units: [ship(52, 120)], trails: [{ unitId: 'Raider', path: [{ x: 40, y: 18 }, { x: 52, y: 18 }] }], overlays: [], caption: 'Round 2' };
    const frames = replayFrames([a, b]);
    const round = (v: number) => Math.round(v * 1e6) / 1e6;
    const xs = frames.map((f) => round((f.scene.units[0]?.at as { x: number }).x));
    expect(xs).toEqual([40, ...frames.slice(1, -1).map((_, k) => round(40 + (12 * (k + 1)) / (frames.length - 1))), 52]);
    const gif = readGif(buildReplay([a, b]).gif);
    expect(gif.frames).toHaveLength(frames.length);
    expect(gif.frames.every((f) => f.width === gif.width && f.height === gif.height)).toBe(true);
  });

  test('a file over the size limit is drawn again smaller', () => {
    const small = buildReplay(BATTLE.slice(0, 2), { maxBytes: 1 });
    expect(small.size).toBe(320);
    expect(Math.max(readGif(small.gif).width, readGif(small.gif).height)).toBe(320);
  });

  test('built in a worker thread: the same file, while the event loop keeps turning', async () => {
    let turned = false;
    setImmediate(() => (turned = true));
    const replay = await buildReplayOffThread(BATTLE);
    expect(turned).toBe(true);
    expect(replay.gif.equals(buildReplay(BATTLE).gif)).toBe(true);
    await expect(buildReplayOffThread([])).rejects.toThrow('replay build failed: a replay needs at least one scene');
  }, 120_000);
});
