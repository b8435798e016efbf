/**
 * One view for every frame of a replay, so nothing jumps: the crop the map would choose for a scene holding every
 * unit, trail and shot of the whole battle (makeFrame's margins and aspect rules), on the largest board any step had.
 * When that is the whole board, every frame shows the whole board (no crop, so no corner inset either).
 */
import type { Scene } from '../../rules/core/scene.ts';
import { boardRect, makeFrame, type MapOptions } from '../map/layout.ts';

const area = (s: Scene): number => {
  const r = boardRect(s.board);
  return r.w * r.h;
};

export function replayMapOptions(scenes: readonly Scene[], size: number): MapOptions {
  const [first] = scenes;
  if (!first) return { size };
  const widest = scenes.reduce((a, b) => (area(b) > area(a) ? b : a), first);
  const union: Scene = {
    board: widest.board,
    units: scenes.flatMap((s) => s.units),
    trails: scenes.flatMap((s) => s.trails),
    overlays: scenes.flatMap((s) => s.overlays.filter((o) => o.kind === 'fire')),
    terrain: widest.terrain ?? first.terrain ?? [],
    caption: '',
  };
  const frame = makeFrame(union, { size });
  const oneBoard = scenes.every((s) => JSON.stringify(s.board) === JSON.stringify(first.board));
  return frame.cropped || !oneBoard ? { size, viewport: frame.view } : { size, crop: false };
}
