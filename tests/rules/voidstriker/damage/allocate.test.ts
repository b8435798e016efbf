import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { allocateDamage } from '../../../../src/rules/voidstriker/damage/allocate.ts';
import { conditionOf, type ShipCondition } from '../../../../src/rules/voidstriker/damage/condition.ts';
import { shipClassById } from '../../../../src/rules/voidstriker/ships/library.ts';

const fresh = (id: string): ShipCondition => {
  const ship = shipClassById(id);
  if (ship === undefined) throw new Error(id);
  return conditionOf(ship);
};

describe('damage allocation', () => {
  // Voidstriker §2.37: the UNSN Destroyer hit by a mass driver (22) and a dual laser turret (10, 12).
  test('the §2.37 damage allocation example', () => {
    const base = fresh('unsn-destroyer-escort-3000');
    let ship: ShipCondition = {
      ...base,
      armor: 4,
      powerPlant: { dp: 19, max: 19 },
      thrusters: [20, 20],
      launchBays: [1, 1],
      mounts: [
        { id: 'dual-mk2-turret', weapon: 'laser', mounting: 'turret', arc: 'F', dp: 1 },
        { id: 'dual-missile-tube', weapon: 'missileTube', mounting: 'fixed', arc: 'F', dp: 1 },
      ],
    };
    const overrides = { general: { 6: 'launchBay' as const } };
    const dice = scriptedDice([1, 6, 7, 6, 9, 5, 3, 1]);
    const mass = allocateDamage(ship, { damage: 22, arc: 'side' }, dice, overrides);
    ship = mass.ship;
    expect(ship.powerPlant.dp).toBe(7);
    expect(ship.launchBays).toEqual([0, 0]);
    expect(mass.remaining).toBe(0);
    expect(mass.critical).toBeNull();
    expect(mass.steps.filter((s) => s.kind === 'armor').map((s) => s.remaining)).toEqual([18, 12]);

    const laser1 = allocateDamage(ship, { damage: 10, arc: 'side' }, dice, overrides);
    ship = laser1.ship;
    expect(ship.mounts.map((m) => m.dp)).toEqual([0, 0]);
    expect(laser1.steps.at(-1)).toMatchObject({ kind: 'armor', before: 4, remaining: 0, penetrated: false });

    const sensors = ship.sensors;
    const laser2 = allocateDamage(ship, { damage: 12, arc: 'side' }, dice, overrides);
    ship = laser2.ship;
    expect(ship.sensors).toBe(sensors - 1);
    expect(ship.thrusters).toEqual([13, 20]);
    expect(laser2.steps.filter((s) => s.kind === 'armor').map((s) => s.remaining)).toEqual([7]);
    expect(ship.armor).toBe(4);
    expect(dice.remaining).toBe(0);
  });

  // A worked case (Voidstriker §2.36, §2.362): aft hit reaches the Critical table.
  test('D10: aft hit to Critical, crew killed', () => {
    const dice = scriptedDice([3, 2, 8, 4]);
    const out = allocateDamage(fresh('us-gunboat-500'), { damage: 30, arc: 'aft' }, dice);
    expect(out.ship.powerPlant.dp).toBe(0);
    expect(out.ship.lifeSupport.dp).toBe(0);
    expect(out.remaining).toBe(14);
    expect(out.critical).toBe('crewKilled');
    expect(out.ship.crewKilled).toBe(true);
  });

  // A worked case (Voidstriker §2.362 General/Aft, Internal, Bridge, Armor): a chain that skips armour.
  test('D11: bridge destroyed, then Critical Armor', () => {
    const dice = scriptedDice([10, 10, 1, 2]);
    const out = allocateDamage(fresh('unsn-destroyer-escort-3000'), { damage: 14, arc: 'forward' }, dice);
    expect(out.ship.bridge.dp).toBe(0);
    expect(out.ship.crew).toMatchObject({ captain: 0, pilot: 0, gunners: 0, officers: 0, engineers: 23 });
    expect(out.ship.casualties).toHaveLength(7);
    expect(out.critical).toBe('armor');
    expect(out.ship.armor).toBe(7);
  });

  // A worked case (Voidstriker §2.36): damage not exceeding armour is deflected.
  test('D12: deflection', () => {
    const dice = scriptedDice([2]);
    const start = fresh('unsn-destroyer-escort-3000');
    const out = allocateDamage(start, { damage: 4, arc: 'forward' }, dice);
    expect(out.ship).toEqual(start);
    expect(out.remaining).toBe(0);
  });

  // A worked case (Voidstriker §2.362 Turret, Crewspace): no turret faces an aft firer.
  test('D13: turret result with no turret facing, then crewspace', () => {
    const dice = scriptedDice([6, 7, 3, 5, 10]);
    const out = allocateDamage(fresh('unsn-fleet-intruder-4000'), { damage: 9, arc: 'aft' }, dice);
    expect(out.ship.mounts.every((m) => m.dp === m.dp && m.dp > 0)).toBe(true);
    expect(out.ship.crewspace?.dp).toBe(21);
    expect(out.ship.crew).toMatchObject({ engineers: 52, medics: 3 });
    expect(out.ship.casualties).toEqual(['engineers', 'medics']);
  });

  // Voidstriker §2.362 Magazine: a missile warhead (Mk-IV, 18) goes off on the Internal table, no armour first.
  test('magazine blast', () => {
    // Internal 9 Magazine (which of 2: mag2), blast d10 1 → 18 from Internal: 5 power plant soaks 18.
    const dice = scriptedDice([10, 10, 9, 2, 1, 5]);
    const out = allocateDamage(fresh('ijn-battlecruiser-6000'), { damage: 5, arc: 'forward' }, dice);
    expect(out.ship.magazines.map((m) => m.rounds)).toEqual([20, 0]);
    expect(out.ship.powerPlant.dp).toBe(26 - 18);
    expect(out.steps.some((s) => s.kind === 'magazineBlast' && s.damage === 18)).toBe(true);
  });
});
