// What a resolved step's map shows in Metaverse (views/scene.ts, views/fighters.ts): each fire line names its
// squadrons and says "2 of 3 hit · 4 dmg" (hull hits dealt, p.28 "Recording Damage") or "miss"; starfighters beside
// an enemy squadron are bound for it (p.19). Wrecks: tests/rules/metaverse/views/scene.test.ts.
import { describe, expect, it } from 'vitest';
import { metaverseScene } from '../../../../src/rules/metaverse/views/scene.ts';
import { midGame, start } from './fixtures.ts';

const pub = { kind: 'public' } as const;

describe('shots (p.24–28)', () => {
  it('every line names its firing and target squadrons, with hits and hull hits dealt, or "miss"', () => {
    const state = midGame();
    const fire = metaverseScene(state, pub).overlays.flatMap((o) => (o.kind === 'fire' ? [o] : []));
    expect(fire.length).toBeGreaterThan(0);
    const ids = new Set(state.squadrons.map((q) => q.id));
    for (const f of fire) {
      expect(ids.has(f.fromId ?? '')).toBe(true);
      expect(ids.has(f.toId ?? '')).toBe(true);
      expect(f.label).toMatch(/^(miss|\d+ of \d+ hit · \d+ dmg)( · \d+ of \d+ back( · \d+ dmg)?)?$/);
      expect(f.label?.startsWith('miss') ?? false).toBe(!f.hit);
    }
  });

  it('the damage on a line is the hull hits its shots recorded', () => {
    const state = midGame();
    const line = metaverseScene(state, pub).overlays.find((o) => o.kind === 'fire' && /dmg/.test(o.label ?? ''));
    if (line?.kind !== 'fire') throw new Error('a line with hits expected');
    const dealt = state.shots.filter((s) => s.fromId === line.fromId && s.toId === line.toId).reduce((n, s) => n + (s.damage ?? 0), 0);
    expect(line.label).toMatch(new RegExp(`· ${dealt} dmg( ·|$)`));
  });
});

describe('starfighters (p.19)', () => {
  it('wings beside an enemy squadron point at it; CAP over its own squadron points at nothing', () => {
    const state = start();
    const a = state.fighters.squadrons.find((f) => f.side === 'A');
    const b = state.fighters.squadrons.find((f) => f.side === 'B');
    if (!a || !b) throw new Error('fighters expected');
    const squadrons = state.fighters.squadrons.map((f) => (f.id === a.id ? { ...f, status: 'space' as const, at: 'B-sq-1' } : f.id === b.id ? { ...f, status: 'space' as const, at: 'B-sq-2' } : f));
    const flights = metaverseScene({ ...state, fighters: { ...state.fighters, squadrons } }, pub).units.filter((u) => u.kind === 'flight');
    expect(flights.map((u) => [u.side, u.targetId])).toEqual([['A', 'B-sq-1'], ['B', undefined]]);
  });
});
