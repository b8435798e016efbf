// Fire units now (src/rules/voidstriker/assist/fire-info.ts). Voidstriker §2.35 arcs and base to-hit (lasers 4+,
// mass drivers 5+), mass driver line of fire; §2.351 tubes every third round.
import { describe, expect, test } from 'vitest';
import { missilesLeft, tubesReadyRound, unitBears, unitToHit, unitUnavailable } from '../../../../src/rules/voidstriker/assist/fire-info.ts';
import { classOf } from '../../../../src/rules/voidstriker/ships/library.ts';
import { fireUnits } from '../../../../src/rules/voidstriker/ships/fire-units.ts';
import { state61 } from './fixtures.ts';

describe('fire info', () => {
  const s = state61();
  const bc = s.ships[0];
  if (!bc) throw new Error('fixture');
  const units = fireUnits(classOf(bc));
  const unit = (id: string) => units.find((u) => u.id === id) ?? units[0]!;

  test('base to-hit by weapon', () => {
    expect(unitToHit(unit('md1'))).toBe(5);
    expect(unitToHit(unit('t1'))).toBe(4);
    expect(unitToHit(unit('mt1'))).toBeNull();
  });

  test('arcs: fixed forward 60°, forward turret all but aft, mass driver on the line (ship at heading 090°)', () => {
    const ahead = { x: bc.position.x + 10, y: bc.position.y };
    const offLine = { x: bc.position.x + 10, y: bc.position.y + 2 };
    const astern = { x: bc.position.x - 10, y: bc.position.y };
    const abeam = { x: bc.position.x, y: bc.position.y + 10 };
    expect(unitBears(bc, unit('md1'), ahead)).toBe(true);
    expect(unitBears(bc, unit('md1'), offLine)).toBe(false);
    expect(unitBears(bc, unit('mt1'), offLine)).toBe(true);
    expect(unitBears(bc, unit('mt1'), abeam)).toBe(false);
    expect(unitBears(bc, unit('t1'), abeam)).toBe(true);
    expect(unitBears(bc, unit('t1'), astern)).toBe(false);
  });

  test('tubes: 16 missiles, reload every third round', () => {
    expect(missilesLeft(bc, unit('mt1'))).toBe(16);
    expect(tubesReadyRound(bc, unit('mt1'))).toBe(1);
    expect(tubesReadyRound({ ...bc, lastLaunch: { mt1: 2 } }, unit('mt1'))).toBe(5);
    expect(unitUnavailable({ ...s, round: 4 }, { ...bc, lastLaunch: { mt1: 2 } }, unit('mt1'))).toBe('reloading until round 5');
    expect(unitUnavailable(s, bc, unit('t1'))).toBeNull();
  });
});
