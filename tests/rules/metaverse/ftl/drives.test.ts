import { describe, expect, test } from 'vitest';
import { driveFor, endPhaseTick, initialCooldown, isCharged, useDrive, type FtlDrive } from '../../../../src/rules/metaverse/ftl/drives.ts';

const warp: FtlDrive = { id: 'w', type: 'warp', rating: 3, cooldown: 0, operational: true };

describe('FTL drives and charge (Metaverse p.18 "rating … charge time"; ruling A67; p.101)', () => {
  // Ruling A67: rating 3 used on turn 5 → unusable on turns 6, 7, 8; usable again on turn 9.
  test('rating 3 used on turn 5 is usable on turn 9', () => {
    let d = useDrive(warp); // turn 5
    const usable: number[] = [];
    for (let turn = 5; turn <= 9; turn++) {
      if (turn > 5 && isCharged(d)) usable.push(turn);
      d = endPhaseTick(d);
    }
    expect(usable).toEqual([9]);
  });

  // The capability table of p.15–18.
  test('capabilities', () => {
    expect(driveFor([warp], 'T-FTL-W').ok).toBe(true);
    expect(driveFor([warp], 'FTL-T')).toMatchObject({ ok: false, error: { code: 'ERR_FTL_NO_DRIVE' } });
    expect(driveFor([{ ...warp, type: 'basic' }], 'R-FTL')).toMatchObject({ ok: false, error: { code: 'ERR_FTL_NO_DRIVE' } });
    expect(driveFor([{ ...warp, type: 'basic' }], 'FTL-R').ok).toBe(true);
    expect(driveFor([{ ...warp, cooldown: 1 }], 'T-FTL-W')).toMatchObject({ ok: false, error: { code: 'ERR_FTL_NOT_CHARGED' } });
    expect(driveFor([warp], 'T-FTL-W', ['warp'])).toMatchObject({ ok: false, error: { code: 'ERR_FTL_BLOCKED' } });
  });

  // Metaverse p.101: preparation turns pre-charge drives.
  test('initial cooldown', () => {
    expect(initialCooldown(5, 2)).toBe(3);
    expect(initialCooldown(2, 4)).toBe(0);
  });
});
