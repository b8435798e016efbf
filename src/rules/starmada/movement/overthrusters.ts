/**
 * Overthrusters (Starmada B.16 p.35): after all ships have moved in the Movement Phase, a ship equipped with
 * overthrusters rolls one die; on 4–6 it may turn one hexside to port or starboard. In the End Phase it is turned
 * back, so it keeps its proper heading next turn.
 *
 * Play by post [ruling 140]: the owner writes the turn wanted with the ship's orders ("overthrust P" or
 * "overthrust S", notation/overthrusters.ts); the die is rolled only for ships that asked, after stacking, and a
 * roll of 4–6 carries the turn out. The turn changes the facing, as a pivot does (3.4 p.17), so firing and
 * defensive arcs follow it until the End Phase turns the ship back (execute.ts `revertPivot`). The overthrusters
 * must be working (not lost to weapon hits); a cloaked ship (B.5) is off the board and does not use them.
 */
import type { Dice } from '../../core/dice.ts';
import { direction, DIRECTION_NAMES } from '../../core/hex.ts';
import type { RuleError } from '../../core/result.ts';
import { starmadaError } from '../errors.ts';
import { equipmentLevels } from '../ships/sheet-lookup.ts';
import type { ShipClass } from '../ships/schema.ts';
import type { ShipState } from '../state.ts';
import type { TurnCode } from './order.ts';

export const hasWorkingOverthrusters = (ship: ShipState, cls: ShipClass): boolean =>
  equipmentLevels(cls, 'Overthrusters') - (ship.equipmentLost.Overthrusters ?? 0) > 0;

/** The refusal for a ship asking for an overthruster turn it cannot make. */
export function overthrustProblem(ship: ShipState, cls: ShipClass): RuleError | undefined {
  if (hasWorkingOverthrusters(ship, cls)) return undefined;
  const why = equipmentLevels(cls, 'Overthrusters') > 0 ? 'its overthrusters are lost' : 'it has no overthrusters';
  return starmadaError('ERR_NO_OVERTHRUSTERS', `${ship.name} cannot make an overthruster turn (B.16): ${why}.`);
}

export interface OverthrustResult {
  readonly ship: ShipState;
  readonly roll: number;
  readonly turned: boolean;
  readonly text: string;
}

/** Rolls for one ship's overthruster turn; on 4–6 its facing turns one hexside the way asked. */
export function overthrust(ship: ShipState, to: TurnCode, dice: Dice): OverthrustResult {
  const roll = dice.roll(`overthrusters ${ship.name} (B.16: 4-6 turns)`);
  const way = to === 'P' ? 'port' : 'starboard';
  if (roll < 4) return { ship, roll, turned: false, text: `${ship.name}'s overthrusters fail (die ${roll}, 4–6 needed): no turn to ${way}.` };
  const facing = direction(ship.facing + (to === 'P' ? -1 : 1));
  return {
    ship: { ...ship, facing },
    roll,
    turned: true,
    text: `${ship.name}'s overthrusters turn it one hexside to ${way} (die ${roll}): facing ${DIRECTION_NAMES[facing]} until the End Phase (B.16).`,
  };
}
