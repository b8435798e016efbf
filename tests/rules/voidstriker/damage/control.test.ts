import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { conditionOf } from '../../../../src/rules/voidstriker/damage/condition.ts';
import { rollControlRecovery } from '../../../../src/rules/voidstriker/damage/control.ts';
import { shipClassById } from '../../../../src/rules/voidstriker/ships/library.ts';

describe('out-of-control recovery', () => {
  // Voidstriker §2.362 Bridge: one die each turn, +1 per turn past the first; 7+ recovers.
  test('needs 7 with a growing bonus', () => {
    let ship = { ...conditionOf(shipClassById('unsn-heavy-cruiser-7000')!), outOfControl: true };
    const dice = scriptedDice([6, 5, 5]);
    const first = rollControlRecovery(ship, dice);
    expect(first.recovery).toMatchObject({ roll: 6, bonus: 0, total: 6, recovered: false });
    ship = first.ship;
    const second = rollControlRecovery(ship, dice);
    expect(second.recovery).toMatchObject({ bonus: 1, total: 6, recovered: false });
    const third = rollControlRecovery(second.ship, dice);
    expect(third.recovery).toMatchObject({ bonus: 2, total: 7, recovered: true });
    expect(third.ship.outOfControl).toBe(false);
    expect(rollControlRecovery(third.ship, dice).recovery).toBeNull();
  });
});
