// The pinned status (src/rules/metaverse/assist/status-lines.ts). Metaverse p.28 hull hits, p.19 fighters in
// space, p.33 morale struck, p.3 CP (public). Nothing secret: no plot or fire order appears.
import { describe, expect, test } from 'vitest';
import { statusLines } from '../../../../src/rules/metaverse/assist/status-lines.ts';
import { fireState, startState } from './fixtures.ts';

describe('statusLines', () => {
  test('turn and stage, each side’s ships with hull left, fighters, morale and CP', () => {
    const lines = statusLines(fireState());
    expect(lines[0]).toBe('Turn 1 · fire');
    expect(lines[1]).toMatch(/^Side A \(Ana\): CNS Resolute hull 130\/130 · CNS Harrier hull 96\/96 · .*: CNS Kestrel hull 36\/36, CNS Merlin hull 36\/36$/);
    // Hale paid 1 CP for the designation: 5 → 4.
    expect(lines[2]).toBe('Side A fighters in space: Lancer Strike Wing 1 (4), Lancer Strike Wing 2 (4) · morale lost 0 of 100, 0 thresholds of 10 completed · CP: Commodore Hale 4 · Captain Osei 4');
    expect(lines[3]).toMatch(/^Side B \(Ben\): VHS Dominator hull 96\/96 · VHS Ravager hull 60\/60 · /);
  });

  test('damage, destroyed and disengaged ships, and the outcome', () => {
    const s = startState();
    const res = s.ships.find((x) => x.id === 'A-resolute');
    if (!res) throw new Error('no ship');
    const sections = res.damage.sections.map((sec, i) => (i === 0 ? { ...sec, layers: sec.layers.map((l, k) => (k === 0 ? { ...l, remaining: l.remaining - 3 } : l)) } : sec));
    const hit = {
      ...s,
      ships: s.ships.map((x) =>
        x.id === 'A-resolute' ? { ...x, damage: { ...x.damage, sections } } : x.id === 'A-harrier' ? { ...x, status: 'destroyed' as const } : x.id === 'B-ravager' ? { ...x, status: 'disengaged' as const } : x,
      ),
      stage: 'over' as const,
      outcome: { winner: 'A', summary: 'Side A wins on morale.', scores: {} },
    };
    const lines = statusLines(hit);
    expect(lines[0]).toBe('Turn 1 · game over');
    expect(lines[1]).toContain('CNS Resolute hull 127/130 · CNS Harrier destroyed');
    expect(lines[3]).toContain('VHS Ravager disengaged');
    expect(lines[lines.length - 1]).toBe('Game over: Side A wins on morale.');
  });

  test('no plot or fire text leaks into the status', () => {
    const text = statusLines(fireState()).join('\n');
    for (const secret of ['A2', 'drift', 'las-1', '>', 'launch']) expect(text).not.toContain(secret);
  });
});
