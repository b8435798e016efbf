/**
 * A seat's draft drawn on its private map: each of its squadrons' plotted path (a squadron the plot leaves out
 * drifts, A21) ending in its new heading, and the ships its fire orders aim at, as declared lines.
 */
import type { Viewer } from '../../core/rule-system.ts';
import type { Point, SceneOverlay } from '../../core/scene.ts';
import { newtonianSpeed } from '../movement/newtonian.ts';
import { blankSquadronPlot } from '../notation/types.ts';
import type { MetaverseSubmission } from '../submission.ts';
import { sideOfSeat } from '../sequence/orders.ts';
import { plannedMove } from '../sequence/movement/planned-move.ts';
import type { MetaverseState } from '../state.ts';
import { count } from '../../core/text.ts';

const moved = (path: readonly Point[]): boolean => path.some((p) => Math.hypot(p.x - (path[0]?.x ?? 0), p.y - (path[0]?.y ?? 0)) > 0.5);

export function previewOverlays(state: MetaverseState, viewer: Viewer, preview: MetaverseSubmission | undefined, at: (p: Point) => Point): SceneOverlay[] {
  const side = viewer.kind === 'seat' ? sideOfSeat(state, viewer.seat) : undefined;
  if (!side || !preview) return [];
  const live = (sqId: string): boolean => state.ships.some((s) => s.squadronId === sqId && s.status === 'active');
  if (preview.kind === 'plot') {
    return state.squadrons
      .filter((sq) => sq.side === side && live(sq.id))
      .flatMap((sq) => {
        const plot = preview.plot.squadrons.find((p) => p.squadron === sq.id && p.breakOff.length === 0) ?? blankSquadronPlot(sq.id, sq.method);
        const m = plannedMove(state, sq, plot);
        if (!m || (!moved(m.path) && !plot.deploy)) return [];
        // Labels stay short (the map cuts them at 22 characters): the name and the speed after the move. A squadron
        // placed by turn 1's plot is drawn from its new place, named there.
        const speed = sq.method === 'cinematic' ? m.momentum : newtonianSpeed(sq.directionality, m.rose);
        const label = moved(m.path) ? `${sq.name} ${speed} cm` : sq.name;
        return [{ kind: 'plot' as const, unitId: sq.id, path: m.path.map(at), facing: m.heading, label }];
      });
  }
  if (preview.kind === 'fire') {
    const pointOf = (shipId: string): Point | undefined => state.squadrons.find((q) => q.id === state.ships.find((s) => s.id === shipId)?.squadronId)?.at;
    return preview.fire.ships.flatMap((s) => {
      const from = pointOf(s.ship);
      const targets = [...new Set(s.orders.map((o) => o.target))];
      return targets.flatMap((t) => {
        const to = pointOf(t);
        const n = s.orders.filter((o) => o.target === t).length;
        return from && to ? [{ kind: 'fire' as const, from: at(from), to: at(to), hit: false, declared: true, label: count(n, 'weapon') }] : [];
      });
    });
  }
  return [];
}
