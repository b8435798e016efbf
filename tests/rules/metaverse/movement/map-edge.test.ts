import { describe, expect, test } from 'vitest';
import { checkTableEdge } from '../../../../src/rules/metaverse/movement/map-edge.ts';
import { point } from '../../../../src/rules/core/plane.ts';

const table = { width: 120, depth: 100 };

describe('map edges for STL movement (no book rule; ruling A17)', () => {
  test('on the table, including the edge itself', () => {
    expect(checkTableEdge([point(10, 10), point(0, 10)], table)).toEqual({ kind: 'on-table' });
  });

  // Ruling A17: default disengage (FTL-retreat morale, half); options destroyed or stop at edge.
  test('leaving the table', () => {
    const path = [point(10, 10), point(10, 5), point(10, -5)];
    expect(checkTableEdge(path, table)).toEqual({ kind: 'disengaged', exitAt: point(10, 0), moraleFraction: 0.5 });
    expect(checkTableEdge(path, table, 'destroyed')).toEqual({ kind: 'destroyed', exitAt: point(10, 0) });
    expect(checkTableEdge(path, table, 'stop_at_edge')).toEqual({ kind: 'stopped', at: point(10, 0), path: [point(10, 10), point(10, 5), point(10, 0)] });
  });
});
