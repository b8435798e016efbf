// Weapon groups for /fire (src/rules/metaverse/assist/weapon-groups.ts). Metaverse p.67–69: weapon modes,
// launchers, range band × bands = maximum range, effective band. Designs: ships/salvo-designs.ts.
import { describe, expect, test } from 'vitest';
import { groupLabel, weaponGroups } from '../../../../src/rules/metaverse/assist/weapon-groups.ts';
import { designById } from '../../../../src/rules/metaverse/ships/library.ts';
import { seatFireContext } from '../../../../src/rules/metaverse/sequence/orders.ts';
import { expectOk, startState } from './fixtures.ts';

const groupsOf = (shipId: string) => {
  const s = startState();
  const ctx = expectOk(seatFireContext(s, shipId.startsWith('A') ? 'A1' : 'B1'));
  const ship = ctx.ships.find((x) => x.id === shipId);
  const design = designById(s.ships.find((x) => x.id === shipId)?.designId ?? '');
  if (!ship || !design) throw new Error('no ship');
  return weaponGroups(design, ship);
};

describe('weaponGroups', () => {
  test('four Heavy Laser copies form one group; the two railguns differ in sectors (Resolute)', () => {
    const groups = groupsOf('A-resolute');
    expect(groups.map((g) => [g.key, g.ids])).toEqual([
      ['las-1', ['las-1', 'las-2', 'las-3', 'las-4']],
      ['rail-p', ['rail-p']],
      ['rail-s', ['rail-s']],
    ]);
    // Heavy Laser: band 10 cm × 8 bands = 80 cm; Railgun: 15 cm × 8 = 120 cm, effective band 2.
    expect(groups.map(groupLabel)).toEqual([
      'Heavy Laser ×4 (PF/BP/BS/SF, 10/20/…/80 cm)',
      'Railgun Battery (BP/PF/PA/TP, 15/30/…/120 cm, best band 2)',
      'Railgun Battery (BS/SF/SA/TS, 15/30/…/120 cm, best band 2)',
    ]);
  });

  test('a launcher is one group per munition with its most per turn (p.67)', () => {
    const groups = groupsOf('A-kestrel');
    const ml = groups.find((g) => g.munition);
    expect(ml?.key).toBe('ml:msl');
    expect(ml ? groupLabel(ml) : '').toBe('Missile Launcher · Penetrator Missile ≤2 a turn (PF/BP/BS/SF, 20/40/…/120 cm, best band 4)');
  });

  test('a weapon with few bands lists every band', () => {
    const [g] = groupsOf('A-resolute');
    if (!g?.modes[0]) throw new Error('no group');
    const short = { ...g, ids: ['las-1'], modes: [{ ...g.modes[0], range: { band: 10, bands: 3, effectiveBand: 1 } }] };
    expect(groupLabel(short)).toBe('Heavy Laser (PF/BP/BS/SF, 10/20/30 cm)');
  });
});
