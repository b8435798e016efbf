import { describe, expect, test } from 'vitest';
import { shipClassSchema } from '../../../../src/rules/voidstriker/ships/ship-class.ts';
import { SHIP_CLASSES, shipClassById } from '../../../../src/rules/voidstriker/ships/library.ts';

describe('the ship library', () => {
  // Voidstriker Ch.5 §5.2–§5.6: fifteen sample ships.
  test('holds all 15 ships and every one passes the schema', () => {
    expect(SHIP_CLASSES).toHaveLength(15);
    for (const ship of SHIP_CLASSES) expect(shipClassSchema.safeParse(ship).error).toBeUndefined();
    expect(new Set(SHIP_CLASSES.map((s) => s.classId)).size).toBe(15);
  });
  // Voidstriker §5.2 UNSN 7,000 t Heavy Cruiser, checked against the book text.
  test('UNSN heavy cruiser record', () => {
    const hc = shipClassById('unsn-heavy-cruiser-7000');
    expect(hc).toMatchObject({ bridge: { dp: 7 }, crewspace: { dp: 30 }, sensors: 10, thrustFactor: 3, thrusters: [18, 18, 18], turnMode: 60, tsm: 2, armor: 7, costMB: 9328 });
    expect(hc?.crew).toEqual({ captain: 1, pilot: 1, gunners: 10, officers: 8, engineers: 71, medics: 4 });
    expect(hc?.mounts.filter((m) => m.mounting === 'turret' && m.arc === 'A')).toHaveLength(6);
  });
  // Voidstriker §5.3: the US/FAC DE's "Thrust Factor 340 tons, 8" is TF 8.
  test('US/FAC destroyer escort thrust factor 8', () => {
    expect(shipClassById('us-destroyer-escort-2500')?.thrustFactor).toBe(8);
  });
  // Voidstriker §5.4: RN Patrol Cruiser has one 33 DP thruster; §5.6 Arab Destroyer has no missiles.
  test('single thrusters and a ship without missiles', () => {
    expect(shipClassById('rn-patrol-cruiser-4500')?.thrusters).toEqual([33]);
    expect(shipClassById('arab-destroyer-3500')?.magazines).toEqual([]);
    expect(shipClassById('nope')).toBeUndefined();
  });
});
