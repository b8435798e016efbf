import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { conditionOf, type ShipCondition } from '../../../../src/rules/voidstriker/damage/condition.ts';
import { effectiveLimits, thrusterLimits } from '../../../../src/rules/voidstriker/record-keeping/limits.ts';
import { SHIP_CLASSES, shipClassById } from '../../../../src/rules/voidstriker/ships/library.ts';

const cls = (id: string) => shipClassById(id)!;
const lose = (c: ShipCondition, n: number): ShipCondition => ({ ...c, thrusters: c.thrusters.map((dp, i) => (i < n ? 0 : dp)) });

describe('effective thrust and turn mode', () => {
  // Voidstriker §2.362 Thruster (a worked case): UNSN DE TF 4, TM 70, 2 × 17; one lost → TF 2, TM 55; captain
  // also lost → TM floor(55/2) = 27.
  test('D4 destroyer escort', () => {
    const de = cls('unsn-destroyer-escort-3000');
    const fresh = conditionOf(de);
    expect(effectiveLimits(de, fresh)).toEqual({ thrustFactor: 4, turnMode: 70 });
    const hit = lose(fresh, 1);
    expect(effectiveLimits(de, hit)).toEqual({ thrustFactor: 2, turnMode: 55 });
    expect(effectiveLimits(de, { ...hit, crew: { ...hit.crew, captain: 0 } })).toEqual({ thrustFactor: 2, turnMode: 27 });
  });
  // Voidstriker §2.362 Thruster: the thruster loss table.
  test.each([
    ['unsn-heavy-cruiser-7000', [[3, 60], [2, 45], [1, 30], [0, 0]]],
    ['unsn-gunboat-400', [[8, 100], [4, 85], [0, 0]]],
    ['ijn-gunboat-300', [[6, 105], [4, 90], [2, 75], [0, 0]]],
    ['rn-patrol-cruiser-4500', [[5, 45], [0, 0]]],
  ] as const)('D5 %s', (id, rows) => {
    const ship = cls(id);
    rows.forEach(([thrustFactor, turnMode], lost) => {
      expect(thrusterLimits(ship, lose(conditionOf(ship), lost))).toEqual({ thrustFactor, turnMode });
      expect(effectiveLimits(ship, lose(conditionOf(ship), lost))).toEqual({ thrustFactor, turnMode });
    });
  });
  // Voidstriker §2.362 Thruster: "Turn Mode 5 is the minimum".
  test('turn mode floor', () => {
    const ship = { ...cls('ijn-gunboat-300'), turnMode: 30 };
    expect(thrusterLimits(ship, lose(conditionOf(ship), 2))).toEqual({ thrustFactor: 2, turnMode: 5 });
    // Captain halving is floored at 5 too (ruling F16).
    const hc = { ...cls('unsn-heavy-cruiser-7000'), turnMode: 20 };
    const c = lose(conditionOf(hc), 1);
    expect(effectiveLimits(hc, { ...c, crew: { ...c.crew, captain: 0 } }).turnMode).toBe(5);
  });
  // Voidstriker §2.362 Life Support: destroyed → no acceleration, but the ship may still change facing.
  test('life support', () => {
    const hc = cls('unsn-heavy-cruiser-7000');
    const c = conditionOf(hc);
    expect(effectiveLimits(hc, { ...c, lifeSupport: { dp: 0, max: 9 } })).toEqual({ thrustFactor: 0, turnMode: 60 });
  });
  // Voidstriker §2.362 Pilot, Bridge, Armor, Crew Killed: no maneuvering or acceleration.
  test('pilot, out of control, crippled, crew killed', () => {
    const hc = cls('unsn-heavy-cruiser-7000');
    const c = conditionOf(hc);
    const none = { thrustFactor: 0, turnMode: 0 };
    expect(effectiveLimits(hc, { ...c, crew: { ...c.crew, pilot: 0 } })).toEqual(none);
    expect(effectiveLimits(hc, { ...c, outOfControl: true })).toEqual(none);
    expect(effectiveLimits(hc, { ...c, armor: -1 })).toEqual(none);
    expect(effectiveLimits(hc, { ...c, bridge: { dp: 0, max: 7 } })).toEqual(none);
    expect(effectiveLimits(hc, { ...c, powerPlant: { dp: 0, max: 27 } })).toEqual(none);
    expect(effectiveLimits(hc, { ...c, crewKilled: true })).toEqual(none);
  });
  // Voidstriker §2.362 Captain: classes built without a captain (gunboats) keep their full Turn Mode.
  test('captainless gunboat', () => {
    const gb = cls('unsn-gunboat-400');
    expect(effectiveLimits(gb, conditionOf(gb))).toEqual({ thrustFactor: 8, turnMode: 100 });
  });
  // Voidstriker §2.362: damage never raises thrust or Turn Mode; a ship that may turn keeps at least 5°.
  test('limits stay within the class (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIP_CLASSES),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        fc.boolean(),
        (ship, lost, captain, lifeSupport) => {
          const c = conditionOf(ship);
          const hit: ShipCondition = {
            ...c,
            thrusters: c.thrusters.map((dp, i) => (lost[i] === true ? 0 : dp)),
            crew: { ...c.crew, captain: captain ? c.crew.captain : 0 },
            lifeSupport: { ...c.lifeSupport, dp: lifeSupport ? c.lifeSupport.dp : 0 },
          };
          const { thrustFactor, turnMode } = effectiveLimits(ship, hit);
          expect(Number.isInteger(thrustFactor) && thrustFactor >= 0 && thrustFactor <= ship.thrustFactor).toBe(true);
          expect(turnMode === 0 || (turnMode >= 5 && turnMode <= ship.turnMode)).toBe(true);
        },
      ),
    );
  });
});
