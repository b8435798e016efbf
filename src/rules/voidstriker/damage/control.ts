/**
 * Voidstriker out-of-control recovery (§2.362 Bridge): roll one die each turn, adding one for every turn past the
 * first; on 7+ the ship is back under control. Judgement call (ruling F8, §2.362): the die is a d6, rolled at each
 * Record Keeping from the round of the hit on.
 */
import type { Dice } from '../../core/dice.ts';
import type { ShipCondition } from './condition.ts';

export interface RecoveryRoll {
  readonly roll: number;
  readonly bonus: number;
  readonly total: number;
  readonly needed: 7;
  readonly recovered: boolean;
}

/** One recovery roll for an out-of-control ship; null (and no die) if the ship is under control. */
export function rollControlRecovery(ship: ShipCondition, dice: Dice): { ship: ShipCondition; recovery: RecoveryRoll | null } {
  if (!ship.outOfControl) return { ship, recovery: null };
  const roll = dice.roll('out-of-control recovery: 7+ with +1 per turn past the first', 6);
  const bonus = ship.outOfControlRolls;
  const total = roll + bonus;
  const recovered = total >= 7;
  return {
    ship: { ...ship, outOfControl: !recovered, outOfControlRolls: recovered ? 0 : ship.outOfControlRolls + 1 },
    recovery: { roll, bonus, total, needed: 7, recovered },
  };
}
