/** A small hex battle for the replay tests: two ships close, one fires and the other dies on the fire step. */
import type { Hex } from '../../../src/rules/core/hex.ts';
import type { Scene, SceneUnit } from '../../../src/rules/core/scene.ts';

const hex = (q: number, r: number): Hex => ({ q, r, s: -q - r });
const board = { kind: 'hex' as const, cols: 16, rows: 10 };
const ship = (id: string, side: string, at: Hex, facing: number, extra: Partial<SceneUnit> = {}): SceneUnit => ({
  id,
  label: id,
  side,
  kind: 'ship',
  at,
  facing,
  hull: { left: 5, of: 5 },
  status: 'active',
  ...extra,
});

export const deployed: Scene = {
  board,
  units: [ship('Vigilant', 'A', hex(2, 3), 1), ship('Kestrel', 'B', hex(12, -2), 4)],
  trails: [],
  overlays: [],
  caption: 'Deployment',
};

/** Both ships move: Vigilant 3 hexes with a turn, Kestrel 2 straight. */
export const moved: Scene = {
  board,
  units: [ship('Vigilant', 'A', hex(5, 2), 2), ship('Kestrel', 'B', hex(10, -1), 4)],
  trails: [
    { unitId: 'Vigilant', path: [hex(2, 3), hex(3, 3), hex(4, 2), hex(5, 2)] },
    { unitId: 'Kestrel', path: [hex(12, -2), hex(11, -1), hex(10, -1)] },
  ],
  overlays: [],
  caption: 'Turn 1: orders',
};

/** Vigilant fires; Kestrel dies (a wreck on this step). */
export const fired: Scene = {
  ...moved,
  units: [ship('Vigilant', 'A', hex(5, 2), 2), ship('Kestrel', 'B', hex(10, -1), 4, { status: 'destroyed', hull: { left: 0, of: 5 } })],
  overlays: [{ kind: 'fire', from: hex(5, 2), to: hex(10, -1), hit: true, label: '2 of 3 hit', fromId: 'Vigilant', toId: 'Kestrel' }],
  caption: 'Turn 1: fire',
};

/** The wreck is gone the step after. */
export const after: Scene = { ...moved, units: [ship('Vigilant', 'A', hex(5, 2), 2)], trails: [], caption: 'Turn 1: end' };

export const BATTLE: readonly Scene[] = [deployed, moved, fired, after];
