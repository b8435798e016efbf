import { describe, expect, test } from 'vitest';
import {
  checkDangerCloseOrders,
  dangerClose,
  dangerClosePriority,
  dangerCloseRange,
  forcedTargets,
  isLegalTarget,
} from '../../../../src/rules/metaverse/fire/danger-close.ts';

describe('Danger Close', () => {
  // Metaverse p.22 "Danger Close > Example".
  test('Danger Close example (p.22): Pinafore and Avenger at 33 cm', () => {
    expect(dangerCloseRange(4, 'regular', 5)).toBe(20); // Avenger sees Pinafore DC within 20 cm
    expect(dangerCloseRange(3, 'regular', 15)).toBe(45); // Pinafore sees Avenger DC within 45 cm
    const pinafore = dangerClose('regular', 15, [{ shipId: 'Avenger', squadronId: 'sq-A', threat: 3, distanceCm: 33 }]);
    expect(pinafore.ships).toEqual(['Avenger']);
    const avenger = dangerClose('regular', 5, [{ shipId: 'Pinafore', squadronId: 'sq-P', threat: 4, distanceCm: 33 }]);
    expect(avenger.ships).toEqual([]);
    // "The Pinafore will have to fire every available weapon at the Avenger … Any weapons on the Pinafore which
    // cannot fire upon the Avenger may fire on other targets as normal."
    const forced = forcedTargets(
      [
        { weaponId: 'bow-gun', canReach: [{ targetId: 'Avenger', distanceCm: 33 }, { targetId: 'Other', distanceCm: 60 }] },
        { weaponId: 'stern-gun', canReach: [{ targetId: 'Other', distanceCm: 60 }] },
      ],
      pinafore.ships,
    );
    expect(forced).toEqual({ 'bow-gun': ['Avenger'] });
    expect(checkDangerCloseOrders([{ weaponId: 'bow-gun', targetId: 'Other' }], forced).ok).toBe(false);
    expect(checkDangerCloseOrders([{ weaponId: 'bow-gun', targetId: 'Avenger' }, { weaponId: 'stern-gun', targetId: 'Other' }], forced).ok).toBe(true);
  });

  // Metaverse p.21 "Crew Quality": green +1, veteran −1 to opposing Threat.
  test('crew quality changes the Threat used', () => {
    expect(dangerCloseRange(4, 'green', 10)).toBe(50);
    expect(dangerCloseRange(4, 'veteran', 10)).toBe(30);
  });

  // Metaverse p.22: the whole squadron of a DC ship is Danger Close; cloaked ships cannot be fired on (p.56).
  test('whole squadron becomes Danger Close', () => {
    const r = dangerClose('regular', 10, [
      { shipId: 'a', squadronId: 's1', threat: 2, distanceCm: 19 },
      { shipId: 'b', squadronId: 's1', threat: 2, distanceCm: 19 },
      { shipId: 'c', squadronId: 's2', threat: 2, distanceCm: 21 },
      { shipId: 'd', squadronId: 's3', threat: 9, distanceCm: 5, cloaked: true },
    ]);
    expect(r.squadrons).toEqual(['s1']);
    expect(r.ships).toEqual(['a', 'b']);
  });

  // Metaverse p.22 "closest Danger Close target"; ruling A43: ties are the firer's choice; p.70 PD weapons must fire.
  test('closest DC target, ties, holding and the ignore tactic', () => {
    const weapons = [{ weaponId: 'w', canReach: [{ targetId: 'x', distanceCm: 20 }, { targetId: 'y', distanceCm: 10 }, { targetId: 'z', distanceCm: 10 }] }];
    const forced = forcedTargets(weapons, ['x', 'y', 'z']);
    expect(forced).toEqual({ w: ['y', 'z'] });
    const held = checkDangerCloseOrders([{ weaponId: 'w', targetId: null }], forced);
    expect(!held.ok && held.error.code).toBe('ERR_DC_HELD');
    expect(checkDangerCloseOrders([{ weaponId: 'w', targetId: null }], forced, ['w']).ok).toBe(true);
    expect(forcedTargets(weapons, ['x'], true)).toEqual({});
  });

  // Ruling A26: legal = priority ∪ designated ∪ Danger Close (config can free targeting).
  test('legal targets', () => {
    const orders = { priority: ['p'], designated: ['d'], dangerClose: ['c'], requireDesignation: true };
    expect(['p', 'd', 'c', 'x'].map((t) => isLegalTarget(t, orders))).toEqual([true, true, true, false]);
    expect(isLegalTarget('x', { ...orders, requireDesignation: false })).toBe(true);
  });

  // Metaverse p.22: "If there are more arcs with Danger Close targets than the starship is capable of firing at
  // (sensor or weapon limitations) the closest targets are priority."
  test('sensor shortage: closest Danger Close targets first', () => {
    const targets = [
      { targetId: 'far', distanceCm: 30 },
      { targetId: 'near', distanceCm: 10 },
      { targetId: 'mid', distanceCm: 20 },
      { targetId: 'near', distanceCm: 10 },
    ];
    expect(dangerClosePriority(targets, 2)).toEqual(['near', 'mid']);
    expect(dangerClosePriority(targets, 0)).toEqual([]);
  });
});
