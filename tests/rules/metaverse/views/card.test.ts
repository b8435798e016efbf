import { describe, expect, it } from 'vitest';
import { metaverseCard, rangeText, sectorText, statsText } from '../../../../src/rules/metaverse/views/card.ts';
import type { MetaverseState, MvShip } from '../../../../src/rules/metaverse/state.ts';
import { designById } from '../../../../src/rules/metaverse/ships/library.ts';
import { start } from './fixtures.ts';

const gm = { kind: 'gm' } as const;
const ana = { kind: 'seat', seat: 'ana' } as const;
const ben = { kind: 'seat', seat: 'ben' } as const;

function withShip(state: MetaverseState, id: string, f: (s: MvShip) => MvShip): MetaverseState {
  return { ...state, ships: state.ships.map((s) => (s.id === id ? f(s) : s)) };
}

describe('metaverseCard', () => {
  // Metaverse p.41–43 "Starship Display": sections × hull layers, armour and shields per arc, weapons by sector.
  it("shows the Resolute's display: layers, armour, shields, weapons and the command lines", () => {
    const card = metaverseCard(start(), 'A-resolute', gm);
    if (!card) throw new Error('card expected');
    expect(card.title).toBe('CNS Resolute');
    expect(card.subtitle).toBe('Resolute Heavy Cruiser · Concord Navy (Salvo) · side A · Ana');
    expect(card.statsHeading).toBe('Pulses×dmg type');
    const names = card.tracks.map((t) => t.name);
    // Core: 5 layers of 12 hits; bow 4 × 10; stern 3 × 10 (salvo-designs.ts, p.43 layers).
    expect(names).toEqual(['Core 1', 'Core 2', 'Core 3', 'Core 4', 'Core 5', 'Arm. port', 'Arm. stbd', 'Bow 1', 'Bow 2', 'Bow 3', 'Bow 4', 'Arm. bow', 'Stern 1', 'Stern 2', 'Stern 3', 'Arm. stern', 'Shields bow']);
    expect(card.tracks[0]).toEqual({ name: 'Core 1', boxes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], checked: 0 });
    expect(card.tracks.find((t) => t.name === 'Arm. bow')?.boxes).toEqual([1, 2]);
    expect(card.tracks.find((t) => t.name === 'Shields bow')?.boxes).toHaveLength(12);
    expect(card.weapons).toEqual([
      { name: 'Heavy Laser', arcs: 'PF–SF', range: '10×8cm', stats: '2×10 energy pen', working: 4, of: 4 },
      { name: 'Railgun Battery', arcs: 'TP–BP', range: '15×8cm e2', stats: '1×d10+2 kinetic rake', working: 1, of: 1 },
      { name: 'Railgun Battery', arcs: 'BS–TS', range: '15×8cm e2', stats: '1×d10+2 kinetic rake', working: 1, of: 1 },
    ]);
    expect(card.lines[0]).toBe('Heading 0° · momentum 0 cm · Cinematic');
    expect(card.lines.some((l) => /^Commander .+ \(commodore, \w+\) · \d+ CP$/.test(l))).toBe(true);
    expect(card.lines).toContain('Morale value 38 · threat 4');
    expect(card.lines).toContain('Core: crew 3/3, marines 1/1');
  });

  // p.28–30: hits lost, disabled weapons, criticals pending for the Critical Step.
  it('checks lost hits and shields, counts disabled copies and notes criticals', () => {
    const state = withShip(start(), 'A-resolute', (s) => ({
      ...s,
      damage: {
        ...s.damage,
        sections: s.damage.sections.map((sec) => (sec.id === 'bow' ? { ...sec, pendingCriticals: 2, layers: sec.layers.map((l, i) => ({ ...l, crew: 0, ...(i === 0 ? { remaining: 4 } : {}) })) } : sec)),
        shields: s.damage.shields.map((sh) => ({ ...sh, hits: 5 })),
        systems: s.damage.systems.map((x) => (x.id === 'las-2' || x.id === 'sen-B' ? { ...x, disabled: true } : x)),
        coolantLeaks: ['reactor'],
      },
    }));
    const card = metaverseCard(state, 'A-resolute', ana);
    if (!card) throw new Error('card expected');
    expect(card.tracks.find((t) => t.name === 'Bow 1')?.checked).toBe(6);
    expect(card.tracks.find((t) => t.name === 'Shields bow')?.checked).toBe(7);
    expect(card.weapons?.[0]).toMatchObject({ name: 'Heavy Laser', working: 3, of: 4 });
    expect(card.lines).toContain('Criticals to roll: bow 2');
    expect(card.lines).toContain('Disabled: sen-B, las-2');
    expect(card.lines).toContain('Coolant leak: reactor (repair or it detonates)');
    expect(card.lines).toContain('Bow: crew 0/2, marines 0/0');
  });

  it('hides crew and marines from the enemy only', () => {
    const state = start();
    const theirs = metaverseCard(state, 'A-resolute', ben);
    const pub = metaverseCard(state, 'A-resolute', { kind: 'public' });
    for (const card of [theirs, pub]) {
      expect(card?.lines).toContain('Crew and marines left: known to its owner only');
      expect(card?.lines.some((l) => /crew \d+\/\d+/.test(l))).toBe(false);
      expect(card?.tracks).toEqual(metaverseCard(state, 'A-resolute', ana)?.tracks);
    }
  });

  it('says a destroyed ship is destroyed and checks every hull box of a destroyed section', () => {
    const state = withShip(start(), 'B-ravager', (s) => ({ ...s, status: 'destroyed', fate: 'destroyed in combat', damage: { ...s.damage, sections: s.damage.sections.map((x) => ({ ...x, destroyed: true })) } }));
    const card = metaverseCard(state, 'B-ravager', gm);
    expect(card?.lines[0]).toBe('Destroyed: destroyed in combat');
    for (const t of card?.tracks.filter((x) => !x.name.startsWith('Arm.') && !x.name.startsWith('Shields')) ?? []) expect(t.checked).toBe(t.boxes.length);
    expect(metaverseCard(state, 'nobody', gm)).toBeNull();
  });

  it('lists every ship of both Salvo fleets without truncating a weapon row', () => {
    const state = start();
    for (const s of state.ships) {
      const card = metaverseCard(state, s.id, gm);
      const design = designById(s.designId);
      expect(card?.weapons?.length).toBeGreaterThanOrEqual(design?.weapons.length ?? 0);
      for (const w of card?.weapons ?? []) expect(w.range.length + w.arcs.length).toBeLessThan(24);
    }
  });
});

describe('card text', () => {
  // p.67 range: band × bands; p.41 sectors 45° clockwise from dead ahead.
  it('writes ranges, stats and sector runs', () => {
    expect(rangeText({ band: 10, bands: 8, effectiveBand: 1 })).toBe('10×8cm');
    expect(rangeText({ band: 15, bands: 8, effectiveBand: 2 })).toBe('15×8cm e2');
    expect(sectorText('square', ['BS', 'SF', 'SA', 'TS', 'TP', 'PA', 'PF', 'BP'])).toBe('all');
    expect(sectorText('square', ['BS'])).toBe('BS');
    expect(sectorText('square', ['BS', 'TS'])).toBe('BS, TS');
    expect(sectorText('square', ['BP', 'BS'])).toBe('BP–BS');
    expect(sectorText('hexagon', ['port-bow', 'bow', 'starboard-bow'])).toBe('PB–SB');
    expect(sectorText('hexagon', ['stern'])).toBe('St');
    const mode = { pulse: { die: 6 as const }, damage: { die: 8 as const, mod: -1 }, damageType: 'kinetic' as const, effect: 'raking' as const, sp: '1/2' as const, ap: 1, dp: 0, qualities: ['UR' as const] };
    expect(statsText({ ...mode, name: 'x', id: 'x', range: { band: 10, bands: 2, effectiveBand: 1 }, aoe: null, accuracy: 0, pd: { value: 0, targets: [] }, intercept: { vulnerable: false, value: null } })).toBe('d6×d8−1 kinetic rake SP 1/2 AP 1 UR');
  });
});

describe('metaverseCard: hangars and boarders', () => {
  // Metaverse p.19: squadrons wait in their carrier's hangar until launched; the owner knows what is aboard.
  it('lists the fighters in the hangar for the owner only', () => {
    const state = start();
    expect(metaverseCard(state, 'A-harrier', ana)?.lines).toContain('Hangar: Lancer Strike Wing ×4 ready');
    expect(metaverseCard(state, 'A-harrier', ben)?.lines.some((l) => l.startsWith('Hangar'))).toBe(false);
  });

  // Metaverse p.37: boarders fight section by section; both sides see where they are.
  it('shows hostile marine parties aboard to everyone', () => {
    const state: MetaverseState = { ...start(), boarding: { parties: [{ shipId: 'A-harrier', section: 'core', side: 'B', marines: 3, holding: true }] } };
    const line = 'Boarders: 3 side B marine parties in the core, holding it';
    expect(metaverseCard(state, 'A-harrier', ana)?.lines).toContain(line);
    expect(metaverseCard(state, 'A-harrier', ben)?.lines).toContain(line);
  });
});

describe('metaverseCard: systems by section', () => {
  // Metaverse p.43: systems sit in sections; a disabled one is marked (surgical fire and criticals aim at them).
  it('lists each section’s systems, with disabled ones marked, to everyone', () => {
    const state = start();
    const ship = state.ships.find((s) => s.id === 'A-resolute');
    const design = ship ? designById(ship.designId) : undefined;
    const bridge = design?.systems.find((s) => s.kind === 'bridge');
    if (!ship || !design || !bridge) throw new Error('the Resolute has a bridge');
    const hit = withShip(state, 'A-resolute', (s) => ({ ...s, damage: { ...s.damage, systems: s.damage.systems.map((x) => (x.id === bridge.id ? { ...x, disabled: true } : x)) } }));
    for (const viewer of [ana, ben]) {
      const lines = metaverseCard(hit, 'A-resolute', viewer)?.lines ?? [];
      const line = lines.find((l) => l.startsWith(`${bridge.section[0]?.toUpperCase() ?? ''}${bridge.section.slice(1)} systems: `));
      expect(line).toMatch(/bridge \(disabled\)/);
    }
  });
});
