// /fire autocomplete (src/rules/metaverse/assist/fire-choices.ts). Metaverse p.21–22 legal targets and Danger
// Close, p.24 fire orders, p.25 bands. Discord: names and values ≤ 100 characters, ≤ 25 choices.
import { describe, expect, test } from 'vitest';
import { fireLine, fireShips, fireTargets, fireWeapons } from '../../../../src/rules/metaverse/assist/fire-choices.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import { fireState, startState } from './fixtures.ts';

describe('/fire choices in the fire step', () => {
  test('ships with their weapon count, targets in reach and Danger Close', () => {
    const s = fireState();
    expect(fireShips(s, 'A1')).toEqual([
      { name: 'CNS Resolute · 6 weapons · 1 target in reach · Danger Close', value: 'A-resolute' },
      { name: 'CNS Harrier · 2 weapons · 0 targets in reach', value: 'A-harrier' },
      { name: 'CNS Kestrel · 3 weapons · 0 targets in reach', value: 'A-kestrel' },
      { name: 'CNS Merlin · 3 weapons · 0 targets in reach', value: 'A-merlin' },
    ]);
  });

  test('weapons grouped with sectors and range bands; names work as well as ids', () => {
    const s = fireState();
    expect(fireWeapons(s, 'A1', 'A-resolute')[0]).toEqual({ name: 'Heavy Laser ×4 (PF/BP/BS/SF, 10/20/…/80 cm)', value: 'las-1' });
    expect(fireWeapons(s, 'A1', 'resolute')).toHaveLength(3);
    expect(fireWeapons(s, 'A1', 'VHS Dominator')).toEqual([]);
  });

  test('targets: only the legal one in reach, with distance, band and sector; Danger Close marked (p.22)', () => {
    const s = fireState();
    const [t] = fireTargets(s, 'A1', 'A-resolute', 'las-1');
    expect(t?.value).toBe('B-dominator');
    expect(t?.name).toMatch(/^VHS Dominator · 32 cm · band 4 of 8 · B[PS] · Danger Close: must fire$/);
    // The Kestrel's squadron designated nothing: the Vorr ships are not legal for it (A26).
    expect(fireTargets(s, 'A1', 'A-kestrel', 'las-1')).toEqual([]);
  });

  // Metaverse p.24, p.95: a planet on the line of fire blocks direct fire, so the target is not offered.
  test('targets: none behind a planet', () => {
    const s = fireState();
    const from = s.squadrons.find((q) => q.id === 'A-sq-1')?.at;
    const to = s.squadrons.find((q) => q.id === s.ships.find((x) => x.id === 'B-dominator')?.squadronId)?.at;
    if (!from || !to) throw new Error('fixture');
    const planet = { id: 'T1', kind: 'small-planet' as const, name: 'Small planet', side: 'A' as const, roll: 1, circle: { at: { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }, radius: 4 } };
    expect(fireTargets({ ...s, terrain: [planet] }, 'A1', 'A-resolute', 'las-1')).toEqual([]);
  });

  test('fireLine builds a line of ids that the parse accepts', () => {
    const s = fireState();
    const line = fireLine(s, 'A1', 'A-resolute', 'las-1', 'B-dominator', 2);
    expect(line).toEqual({ ok: true, value: 'CNS Resolute: las-1, las-2 > VHS Dominator' });
    if (line.ok) expect(metaverse.parse(s, 'A1', line.value).ok).toBe(true);
    expect(fireLine(s, 'A1', 'resolute', 'heavy laser', 'dominator')).toEqual({ ok: true, value: 'CNS Resolute: las-1, las-2, las-3, las-4 > VHS Dominator' });
  });

  test('fireLine explains unknown or unusable values', () => {
    const s = fireState();
    const codes = (r: ReturnType<typeof fireLine>): string[] => (r.ok ? [] : r.error.map((e) => e.code));
    expect(codes(fireLine(s, 'A1', 'Enterprise', 'las-1', 'B-dominator'))).toEqual(['ERR_FIRE_SHIP']);
    expect(codes(fireLine(s, 'A1', 'A-resolute', 'phaser', 'B-dominator'))).toEqual(['ERR_FIRE_WEAPON']);
    expect(codes(fireLine(s, 'A1', 'A-resolute', 'las-1', 'Borg'))).toEqual(['ERR_FIRE_TARGET']);
    expect(codes(fireLine(s, 'A1', 'A-resolute', 'las-1', 'B-ravager'))).toEqual(['ERR_FIRE_TARGET_OUT']);
    expect(codes(fireLine(s, 'A1', 'A-resolute', 'las-1', 'B-dominator', 5))).toEqual(['ERR_FIRE_COUNT']);
    expect(codes(fireLine(startState(), 'A1', 'A-resolute', 'las-1', 'B-dominator'))).toEqual(['ERR_FIRE_NOT_NOW']);
  });

  test('a launcher load fires one munition per launcher', () => {
    const s = fireState();
    const open = { ...s, config: { ...s.config, game: { ...s.config.game, legalTargetsRequireDesignation: false } } };
    const targets = fireTargets(open, 'A1', 'A-kestrel', 'ml:msl');
    expect(targets.map((t) => t.value)).toContain('B-stalker');
    const line = fireLine(open, 'A1', 'A-kestrel', 'ml:msl', 'B-stalker');
    expect(line).toEqual({ ok: true, value: 'CNS Kestrel: ml(1 Penetrator Missile) > VHS Stalker' });
    if (line.ok) expect(metaverse.parse(open, 'A1', line.value).ok).toBe(true);
  });

  test('every choice fits Discord’s limits; other stages offer nothing', () => {
    const s = fireState();
    const all = [...fireShips(s, 'A1'), ...fireShips(s, 'A1').flatMap((sh) => fireWeapons(s, 'A1', sh.value).flatMap((w) => [w, ...fireTargets(s, 'A1', sh.value, w.value)]))];
    for (const c of all) {
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(c.value.length).toBeLessThanOrEqual(100);
    }
    const p = startState();
    expect(fireShips(p, 'A1')).toEqual([]);
    expect(fireWeapons(p, 'A1', 'A-resolute')).toEqual([]);
    expect(fireTargets(p, 'A1', 'A-resolute', 'las-1')).toEqual([]);
  });
});
