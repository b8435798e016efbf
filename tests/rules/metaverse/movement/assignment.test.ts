import { describe, expect, test } from 'vitest';
import { assignDrives, pointsSpent } from '../../../../src/rules/metaverse/movement/assignment.ts';

describe('drive assignment (Metaverse p.7 "cannot split its thrust points between different actions")', () => {
  test('pools drives for one action and never shares a drive between actions', () => {
    const drives = [
      { id: 'a', points: 2, arcs: ['stern' as const] },
      { id: 'b', points: 2, arcs: ['stern' as const] },
    ];
    expect(assignDrives(drives, [{ name: 'accelerate', options: [[{ arcs: ['stern'], points: 3 }]] }])).toEqual([
      { drive: 'a', action: 'accelerate', arc: 'stern', points: 2 },
      { drive: 'b', action: 'accelerate', arc: 'stern', points: 1 },
    ]);
    const two = [
      { name: 'one', options: [[{ arcs: ['stern' as const], points: 1 }]] },
      { name: 'two', options: [[{ arcs: ['stern' as const], points: 1 }]] },
      { name: 'three', options: [[{ arcs: ['stern' as const], points: 1 }]] },
    ];
    expect(assignDrives(drives, two)).toBeNull();
  });

  // Metaverse p.7, solved by backtracking: a greedy first choice would fail here.
  test('backtracks when the first choice blocks a later action', () => {
    const drives = [
      { id: 'multi', points: 1, arcs: ['port-bow' as const, 'port-stern' as const] },
      { id: 'bowOnly', points: 1, arcs: ['port-bow' as const] },
    ];
    const uses = assignDrives(drives, [
      { name: 'x', options: [[{ arcs: ['port-bow', 'port-stern'], points: 1 }]] },
      { name: 'y', options: [[{ arcs: ['port-stern'], points: 1 }]] },
    ]);
    expect(uses?.map((u) => `${u.action}:${u.drive}`)).toEqual(['x:bowOnly', 'y:multi']);
    expect(pointsSpent(uses ?? [])).toBe(2);
  });

  test('zero-point demands need no drive', () => {
    expect(assignDrives([], [{ name: 'nothing', options: [[{ arcs: ['bow'], points: 0 }]] }])).toEqual([]);
  });
});
