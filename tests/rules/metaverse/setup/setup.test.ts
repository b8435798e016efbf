// Metaverse p.101 "Match Play": fleets, qualities rolled at game start (p.86), deployment zones 10% deep.
import { describe, expect, test } from 'vitest';
import { setupMatch } from '../../../../src/rules/metaverse/setup/setup.ts';
import { match } from '../sequence/fixtures.ts';

describe('Match Play setup', () => {
  test('both fleets on the table, every ship with its fresh damage state, squadrons in their zones facing the enemy', () => {
    const s = match();
    expect(s.sides.map((x) => x.side)).toEqual(['A', 'B']);
    expect(s.ships.filter((x) => x.side === 'A').map((x) => x.name)).toEqual(['CNS Resolute', 'CNS Harrier', 'CNS Kestrel', 'CNS Merlin']);
    expect(s.ships.every((x) => x.status === 'active' && x.damage.sections.length > 0)).toBe(true);
    // Side A deploys on the bottom edge (default), B on the top: 10% of 120 cm deep, squadrons at mid-depth.
    for (const sq of s.squadrons.filter((x) => x.side === 'A')) {
      expect(sq.at.y).toBeCloseTo(120 - 6);
      expect(sq.heading).toBe(0);
    }
    for (const sq of s.squadrons.filter((x) => x.side === 'B')) {
      expect(sq.at.y).toBeCloseTo(6);
      expect(sq.heading).toBe(180);
    }
    expect(s.squadrons.find((x) => x.side === 'B')?.method).toBe('newtonian');
  });

  test('qualities marked "roll" are rolled from the seed and shown; the same seed sets up the same game', () => {
    const a = match('seed-1');
    expect(a.setupLog.length).toBeGreaterThan(0);
    const qualities = a.setupLog.filter((l) => / d20 \d+ → /.test(l));
    expect(qualities.length).toBeGreaterThan(0);
    expect(qualities.every((l) => /d20 \d+ → \w+ \(p\.86\)$/.test(l))).toBe(true);
    // p.101: each side's preparation turns, rolled on a d4 and shown.
    expect(a.setupLog.filter((l) => /^[AB]: preparation turns d4 [1-4] \(p\.101\)/.test(l))).toHaveLength(2);
    expect(match('seed-1')).toEqual(a);
  });

  test('every problem at once: an unknown fleet, a missing side', () => {
    const r = setupMatch({ fleets: { ana: { side: 'A', player: 'Ana', fleet: 'nope' } }, seed: 'x' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((e) => e.code)).toEqual(['ERR_FLEET', 'ERR_SIDE_EMPTY', 'ERR_SIDE_EMPTY']);
  });
});
