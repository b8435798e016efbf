/**
 * Collisions and map edges for STL movement (book: no rule; ruling A17).
 *
 * - Ships pass through each other: there are no collisions except RAM (ram.ts) and terrain.
 * - A squadron whose point leaves the table by STL movement: the book has no rule. Default (A17) it is
 *   removed as disengaged, counting as an FTL retreat (half morale); options: destroyed, or stop at the edge.
 * - The table is the rectangle [0, width] × [0, depth]; a point on the edge is on the table.
 */
import { EPSILON, type Point } from '../../core/plane.ts';

export interface Table {
  readonly width: number;
  readonly depth: number;
}

export type StlOffTable = 'disengage_half_morale' | 'destroyed' | 'stop_at_edge';

export const onTable = (p: Point, t: Table): boolean =>
  p.x >= -EPSILON && p.y >= -EPSILON && p.x <= t.width + EPSILON && p.y <= t.depth + EPSILON;

export type EdgeOutcome =
  | { readonly kind: 'on-table' }
  | { readonly kind: 'disengaged'; readonly exitAt: Point; readonly moraleFraction: 0.5 }
  | { readonly kind: 'destroyed'; readonly exitAt: Point }
  | { readonly kind: 'stopped'; readonly at: Point; readonly path: readonly Point[] };

/** Where a segment a→b (a on the table) first meets the table edge. */
function exitPoint(a: Point, b: Point, t: Table): Point {
  let s = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (b.x < 0 && dx !== 0) s = Math.min(s, (0 - a.x) / dx);
  if (b.x > t.width && dx !== 0) s = Math.min(s, (t.width - a.x) / dx);
  if (b.y < 0 && dy !== 0) s = Math.min(s, (0 - a.y) / dy);
  if (b.y > t.depth && dy !== 0) s = Math.min(s, (t.depth - a.y) / dy);
  s = Math.max(0, s);
  return { x: Math.min(t.width, Math.max(0, a.x + dx * s)), y: Math.min(t.depth, Math.max(0, a.y + dy * s)) };
}

/** Checks a movement path against the table edge (the table is convex, so checking the corners suffices). */
export function checkTableEdge(path: readonly Point[], table: Table, rule: StlOffTable = 'disengage_half_morale'): EdgeOutcome {
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1];
    const b = path[i];
    if (!a || !b || onTable(b, table)) continue;
    const exitAt = onTable(a, table) ? exitPoint(a, b, table) : a;
    switch (rule) {
      case 'disengage_half_morale':
        return { kind: 'disengaged', exitAt, moraleFraction: 0.5 };
      case 'destroyed':
        return { kind: 'destroyed', exitAt };
      case 'stop_at_edge':
        return { kind: 'stopped', at: exitAt, path: [...path.slice(0, i), exitAt] };
    }
  }
  return { kind: 'on-table' };
}
