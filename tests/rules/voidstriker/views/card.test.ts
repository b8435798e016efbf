import { describe, expect, it } from 'vitest';
import { laserReach, voidstrikerCard } from '../../../../src/rules/voidstriker/views/card.ts';
import { midGame, start } from './fixtures.ts';

const ben = { kind: 'seat', seat: 'ben' } as const;
const ana = { kind: 'seat', seat: 'ana' } as const;

describe('voidstrikerCard', () => {
  // Book §2.4 record sheet, §2.362 damage effects.
  it("shows the owner the whole record sheet of the damaged Heavy Cruiser", () => {
    const card = voidstrikerCard(midGame(), 'unsn-5', ben);
    if (!card) throw new Error('card expected');
    expect(card.title).toBe('Heavy Cruiser');
    expect(card.subtitle).toBe('Heavy Cruiser · UNSN · 7000 tons · Ben');
    const t = Object.fromEntries(card.tracks.map((x) => [x.name, x]));
    expect(Object.keys(t)).toEqual(['Armour', 'Bridge', 'Crewspace', 'Cargo', 'Life support', 'Power plant', 'Thruster 1', 'Thruster 2', 'Thruster 3', 'Sensors']);
    expect(t.Armour).toMatchObject({ boxes: [1, 2, 3, 4, 5, 6, 7], checked: 3 });
    expect(t.Bridge?.checked).toBe(1);
    expect(t['Thruster 1']?.checked).toBe(t['Thruster 1']?.boxes.length);
    expect(t['Thruster 2']?.checked).toBe(0);
    // §2.362 Thruster: one of three lost → thrust 3 → 2, turn mode 60° − 15°.
    expect(card.lines).toContain('Thrust factor 2 of 3 · turn mode 45° of 60°');
    expect(card.lines).toContain('Drift 6" toward 270° · heading 260°');
    expect(card.lines.some((l) => l.startsWith('Crew: captain 1, pilot 1'))).toBe(true);
    expect(card.lines).toContain('Magazine mag1: 40 Mk-IV missiles');
    expect(card.lines).toContain('Quad Mk-IV missiles: ready to launch');
  });

  // §2.35 to-hit 4+ for lasers, §2.36 laser damage d6 + 3 for a Mk-II, −1 per 3".
  it('lists each fire unit with fitting, reach and stats', () => {
    const card = voidstrikerCard(midGame(), 'unsn-5', ben);
    const w = Object.fromEntries((card?.weapons ?? []).map((x) => [x.name, x]));
    expect(w['Dual Mk-II laser turret (1)']).toEqual({ name: 'Dual Mk-II laser turret (1)', arcs: 'F tur', range: 'up to 26"', stats: '4+ · d6+3 ×2 · −1/3"', working: 1, of: 1 });
    expect(w['Triple Mk-I laser rear turret (1)']?.arcs).toBe('A tur');
    expect(w['Dual Mk-V laser']?.arcs).toBe('fixed');
    const bc = voidstrikerCard(midGame(), 'ijn-1', ana);
    expect(bc?.weapons?.find((x) => x.name === 'Mk-V mass driver')).toMatchObject({ arcs: 'fixed', range: 'line of fire', stats: '5+ · 5d10' });
  });

  it('laser reach: the best roll is spent at 3 × (6 + bonus) inches', () => {
    expect([1, 2, 3, 4, 5].map((m) => laserReach(m as 1 | 2 | 3 | 4 | 5))).toEqual([24, 27, 33, 39, 48]);
  });

  it('tells the next launch round of tubes that fired', () => {
    const s = midGame();
    const state = { ...s, ships: s.ships.map((x) => (x.id === 'unsn-5' ? { ...x, lastLaunch: { mt1: 2 } } : x)) };
    const card = voidstrikerCard(state, 'unsn-5', ben);
    expect(card?.lines).toContain('Quad Mk-IV missiles: next launch round 5');
  });

  it('hides crew, magazines and reloads from the enemy and the public, not from the GM', () => {
    const state = midGame();
    for (const viewer of [ana, { kind: 'public' } as const]) {
      const card = voidstrikerCard(state, 'unsn-5', viewer);
      expect(card?.lines.some((l) => l.startsWith('Crew:') || l.startsWith('Magazine') || l.includes('launch'))).toBe(false);
      expect(card?.lines).toContain('Crew, magazines and reloads: known to its owner only');
      expect(card?.tracks).toHaveLength(10);
      expect(card?.weapons).toHaveLength(11);
    }
    expect(voidstrikerCard(state, 'unsn-5', { kind: 'gm' })?.lines.some((l) => l.startsWith('Crew:'))).toBe(true);
  });

  it("shows a destroyed ship's fate, a landed ship's surface status, and null for an unknown id", () => {
    const state = midGame();
    expect(voidstrikerCard(state, 'ijn-4', ana)?.lines).toContain('Destroyed: vaporised');
    expect(voidstrikerCard(start('6.2'), 'fac-2', { kind: 'public' })?.lines).toContain('Landed on New Angeles VI · FAC naval outpost');
    expect(voidstrikerCard(state, 'nope', ana)).toBeNull();
  });
});
