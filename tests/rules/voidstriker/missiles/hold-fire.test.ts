// Voidstriker §2.351: a target with the initiative may hold fire until the missile is within 1" (ruling E15).
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { holdFireDecision, resolvePointBlankFire } from '../../../../src/rules/voidstriker/missiles/hold-fire.ts';
import type { PointBlankSituation, PointDefenceMount } from '../../../../src/rules/voidstriker/missiles/hold-fire.ts';

const situation = (over: Partial<PointBlankSituation>): PointBlankSituation => ({
  order: { shipId: 'unsn-hc', mounts: ['t1', 'md1'] }, salvoTarget: 'unsn-hc', targetRank: 1, ownerRank: 2, distance: 0.5, firedThisRound: [], ...over,
});

describe('when the standing order triggers', () => {
  test('the target has the initiative and the salvo is within 1"', () => {
    expect(holdFireDecision(situation({}))).toEqual({ fires: true, mounts: ['t1', 'md1'] });
    expect(holdFireDecision(situation({ distance: 1 }))).toEqual({ fires: true, mounts: ['t1', 'md1'] });
  });
  test('only a target that has the initiative', () => {
    expect(holdFireDecision(situation({ targetRank: 2, ownerRank: 1 }))).toEqual({ fires: false, reason: 'no-initiative' });
  });
  test('not beyond 1"', () => expect(holdFireDecision(situation({ distance: 1.2 }))).toEqual({ fires: false, reason: 'not-point-blank' }));
  test('not for a salvo aimed at another ship', () => expect(holdFireDecision(situation({ salvoTarget: 'other' }))).toEqual({ fires: false, reason: 'not-the-target' }));
  test('§2.35: mounts already fired this round stay silent', () => {
    expect(holdFireDecision(situation({ firedThisRound: ['t1'] }))).toEqual({ fires: true, mounts: ['md1'] });
    expect(holdFireDecision(situation({ firedThisRound: ['t1', 'md1'] }))).toEqual({ fires: false, reason: 'no-mount-left' });
  });
});

const mounts: PointDefenceMount[] = [
  { mountId: 't1', weapon: { kind: 'laser', mark: 2, weapons: 3 }, modifiers: [] },
  { mountId: 'md1', weapon: { kind: 'massDriver' }, modifiers: [] },
];

test('point-blank fire at range 1 (+1) and -4: a triple laser kills 3, the mass driver the 4th', () => {
  // Laser: natural 7 + 1 - 4 = 4 hits; d6s 2, 3, 4. Mass driver: natural 8 + 1 - 4 = 5 hits.
  const r = resolvePointBlankFire('unsn-hc', 's1', 4, mounts, scriptedDice([7, 2, 3, 4, 8]));
  expect(r.shots.map((s) => [s.total, s.hit, s.missilesDestroyed])).toEqual([[4, true, 3], [5, true, 1]]);
  expect(r.shots[0]?.modifiers).toEqual([{ source: 'point blank (range 1)', value: 1 }, { source: 'target is a missile', value: -4 }]);
  expect(r).toMatchObject({ missilesDestroyed: 4, missilesLeft: 0 });
});

test('once the salvo is gone the remaining mounts do not fire', () => {
  const dice = scriptedDice([9, 5, 5, 5]);
  const r = resolvePointBlankFire('unsn-hc', 's1', 2, mounts, dice);
  expect(r.shots).toHaveLength(1);
  expect(r.missilesLeft).toBe(0);
  expect(dice.remaining).toBe(0);
});
