import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { conditionOf } from '../../../../src/rules/voidstriker/damage/condition.ts';
import { applyCritical, applyResult, mountFaces } from '../../../../src/rules/voidstriker/damage/results.ts';
import { shipClassById } from '../../../../src/rules/voidstriker/ships/library.ts';

const fi = () => conditionOf(shipClassById('unsn-fleet-intruder-4000')!);

describe('damage results', () => {
  // Voidstriker §2.362 Mass Driver: DP = dice; 2 DP left → 2d10.
  test('mass driver loses dice as it soaks', () => {
    const out = applyResult(fi(), 'massDriver', 2, 'forward', scriptedDice([]));
    expect(out.ship.mounts.find((m) => m.id === 'md1')?.dp).toBe(2);
    expect(out.soaked).toBe(2);
  });
  // Voidstriker §2.362 Turret/Weapon: fixed mounts face only a forward firer; A turrets any firer not forward.
  test('facing', () => {
    expect(mountFaces({ id: 'x', weapon: 'laser', mounting: 'fixed', arc: 'F', dp: 1 }, 'side')).toBe(false);
    expect(mountFaces({ id: 'x', weapon: 'laser', mounting: 'turret', arc: 'A', dp: 1 }, 'side')).toBe(true);
    expect(mountFaces({ id: 'x', weapon: 'laser', mounting: 'turret', arc: 'A', dp: 1 }, 'forward')).toBe(false);
  });
  // Voidstriker §2.362 Bridge damaged: 1d6 bridge crew lost, out of control.
  test('bridge damaged', () => {
    const out = applyResult(fi(), 'bridge', 2, 'forward', scriptedDice([2, 1, 1]));
    expect(out.ship.bridge.dp).toBe(3);
    expect(out.ship.outOfControl).toBe(true);
    expect(out.casualties).toEqual(['captain', 'pilot']);
  });
  // Voidstriker §2.362 Power Plant: a hit on a destroyed plant blows the ship up 1 in 6.
  test('destroyed power plant blows up on 6', () => {
    const dead = { ...fi(), powerPlant: { dp: 0, max: 24 } };
    expect(applyResult(dead, 'powerPlant', 5, 'forward', scriptedDice([6])).ship.blownUp).toBe(true);
    expect(applyResult(dead, 'powerPlant', 5, 'forward', scriptedDice([5])).ship.blownUp).toBe(false);
  });
  // Voidstriker §2.362 Crewspace: no crewspace → Cargo; Crew: 1 in 6 bridge.
  test('no crewspace is cargo; crew hit', () => {
    const gb = conditionOf(shipClassById('unsn-gunboat-400')!);
    expect(applyResult(gb, 'crewspace', 3, 'forward', scriptedDice([])).ship.cargo.dp).toBe(0);
    const crew = applyResult(fi(), 'crew', 2, 'forward', scriptedDice([1, 1, 4, 10]));
    expect(crew.casualties).toEqual(['captain', 'medics']);
    expect(applyCritical(fi(), 'armor').armor).toBe(4);
    expect(applyCritical(fi(), 'vaporized').vaporized).toBe(true);
  });
});
