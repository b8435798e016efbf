import { describe, expect, it } from 'vitest';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';
import { fighterUnits } from '../../../../src/rules/metaverse/views/fighters.ts';
import { metaverseScene } from '../../../../src/rules/metaverse/views/scene.ts';
import { start } from './fixtures.ts';

const same = (p: { x: number; y: number }) => p;

/** The start with side A's first two wings striking B-sq-1 and side B's first wing flying CAP over its own B-sq-2. */
function withFighters(): MetaverseState {
  const state = start();
  const a = state.fighters.squadrons.filter((f) => f.side === 'A').slice(0, 2).map((f) => f.id);
  const b = state.fighters.squadrons.filter((f) => f.side === 'B').slice(0, 1).map((f) => f.id);
  const squadrons = state.fighters.squadrons.map((f) =>
    a.includes(f.id) ? { ...f, status: 'space' as const, at: 'B-sq-1' } : b.includes(f.id) ? { ...f, status: 'space' as const, at: 'B-sq-2' } : f,
  );
  return { ...state, fighters: { ...state.fighters, squadrons } };
}

describe('starfighters on the map', () => {
  // Metaverse p.19: squadrons in space are with a starship squadron, as a strike on it or CAP over their own.
  it('draws each side’s wings of a type at a starship squadron as one flight, toward the side’s own edge when there is room', () => {
    const state = withFighters();
    const units = fighterUnits(state, same);
    const host = (id: string) => state.squadrons.find((q) => q.id === id)?.at ?? { x: NaN, y: NaN };
    const strike = units.find((u) => u.side === 'A');
    const cap = units.find((u) => u.side === 'B');
    expect(units).toHaveLength(2);
    // Side A deploys on the bottom edge: its strike sits 13 cm south of the target and faces it (north).
    expect(strike).toMatchObject({ kind: 'flight', count: 2, facing: 0, at: { x: host('B-sq-1').x, y: host('B-sq-1').y + 13 } });
    // Side B deploys on the top edge: its CAP would sit 13 cm north of its own squadron, but at 6 cm from the edge
    // there is no room, so it sits 13 cm south instead, still facing the enemy (south).
    expect(cap).toMatchObject({ kind: 'flight', count: 1, facing: 180, at: { x: host('B-sq-2').x, y: host('B-sq-2').y + 13 } });
    expect(strike?.label).not.toBe('');
  });

  it('adds the flights to the scene, and none while every fighter is in its hangar', () => {
    expect(metaverseScene(withFighters(), { kind: 'public' }).units.filter((u) => u.kind === 'flight')).toHaveLength(2);
    expect(fighterUnits(start(), same)).toEqual([]);
  });
});
