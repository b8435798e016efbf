// Fire units (§2.35: a battery is fired as one action).
import { describe, expect, test } from 'vitest';
import { fireUnits } from '../../../../src/rules/voidstriker/ships/fire-units.ts';
import { shipClassById } from '../../../../src/rules/voidstriker/ships/library.ts';

describe('fireUnits', () => {
  test('a battery is one unit; lone mounts are one each (§2.35)', () => {
    const cls = shipClassById('arab-destroyer-3500');
    if (!cls) throw new Error('class');
    // Voidstriker Ch.5 Arab Destroyer: 1 btty of 2 Mk-IV lasers (F), 2 Dual Mk-III turrets (1 F, 1 A).
    expect(fireUnits(cls).map((u) => [u.name, u.mounts.length])).toEqual([
      ['2 × Mk-IV laser', 2],
      ['Dual Mk-III laser turret', 1],
      ['Dual Mk-III laser rear turret', 1],
    ]);
  });
});
