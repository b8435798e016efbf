// Directional shields changed by the owner's standing choices or by default, told in the summary
// (Starmada B.7 p.32, E.1 p.48; rulings 110, 111).
import { describe, expect, test } from 'vitest';
import { loseArcShields, restoreArcShields } from '../../../../src/rules/starmada/combat/arc-shield-orders.ts';
import { blankShip } from './fixtures.ts';

const printed = { Fwd: 3, Port: 2, Stbd: 2, Aft: 1 };

describe('arc shields lost and restored', () => {
  // B.7 p.32: "the controlling player must reduce the ship's arc ratings"; the owner's order decides.
  test('the owner’s order is followed and named', () => {
    const ship = blankShip({ dirShields: { ...printed }, shieldOrders: { shieldsLose: ['Port', 'Aft'] } });
    const lost = loseArcShields(ship, 2);
    expect(lost.ship.dirShields).toEqual({ Fwd: 3, Port: 1, Stbd: 2, Aft: 0 });
    expect(lost.note).toBe("Majestic's shield arcs lose 2 points: Port −1, Aft −1, as ordered (shields lose port aft).");
  });

  test('without an order the default is applied and the player is told which', () => {
    const lost = loseArcShields(blankShip({ dirShields: { ...printed } }), 1);
    expect(lost.ship.dirShields).toEqual({ Fwd: 3, Port: 2, Stbd: 2, Aft: 0 });
    expect(lost.note).toBe(`Majestic's shield arcs lose 1 point: Aft −1, by default, the weakest arc first (order "shields lose <arcs>" to choose).`);
  });

  // E.1 p.48: "Restore one box on the starship's shield track": the points go back to the arcs.
  test('restoration follows "restore", else the default', () => {
    const worn = blankShip({ dirShields: { Fwd: 1, Port: 2, Stbd: 2, Aft: 0 }, shieldOrders: { restore: ['Aft'] } });
    const back = restoreArcShields(worn, { directionalShields: printed }, 2);
    expect(back.ship.dirShields).toEqual({ Fwd: 2, Port: 2, Stbd: 2, Aft: 1 });
    expect(back.note).toBe("Majestic's shield arcs regain 2 points: Fwd +1, Aft +1, as ordered (restore aft).");
    const byDefault = restoreArcShields({ ...worn, shieldOrders: {} }, { directionalShields: printed }, 1);
    expect(byDefault.note).toContain('Fwd +1, by default, the arc furthest below its rating first');
  });

  test('a ship without directional shields is left alone', () => {
    expect(loseArcShields(blankShip(), 2)).toEqual({ ship: blankShip(), note: null });
  });
});
