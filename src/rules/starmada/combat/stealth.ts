/**
 * B.22 Stealth (Starmada p.37): "Whenever a starship declares an attack on a target equipped with stealth, but
 * before any to-hit dice are rolled, roll one die: if the result is 1, the attacker was unable to achieve an
 * adequate firing solution, and the attack may not proceed." One roll per attacking ship and stealthy target, one
 * die per working level of stealth; any 1 and every weapon that ship declared at that target misses.
 *
 * - A Slow battery whose lock-on failed "is not considered to have been fired" (resolve-fire.ts skips its reload).
 * - Not affected: mines and asteroids (not ship attacks), Proximity weapons (area attacks), fighters (the Fighter
 *   Phase never calls this), and seekers, which attack later in flight rather than when declared [ruling 122].
 * - The optional battery-specific lock-on is not offered.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import type { WeaponProfile } from '../ships/schema.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { classOf } from './ship-condition.ts';
import { workingEquipment } from './ship-target.ts';

/** "If either die comes up 1, the lock-on attempt is unsuccessful" (p.37). */
export const lockOnHolds = (dice: readonly number[]): boolean => !dice.includes(1);

/**
 * Whether `attacker`'s attack with `profile` on `targetId` is stopped by the target's stealth. `locks` remembers
 * this ship's rolls per target, so a ship rolls once per target however many batteries it fires.
 */
export function stealthBlocks(
  state: StarmadaState,
  attacker: ShipState,
  targetId: string,
  profile: WeaponProfile,
  dice: Dice,
  locks: Map<string, boolean>,
): { blocked: boolean; events: GameEvent[] } {
  const target = state.ships.find((s) => s.id === targetId && s.status === 'active');
  if (!target || profile.range === null || profile.traits.includes('Prx')) return { blocked: false, events: [] };
  const levels = workingEquipment(classOf(state, target), target, 'Stealth');
  if (levels === 0) return { blocked: false, events: [] };
  const known = locks.get(targetId);
  if (known !== undefined) return { blocked: !known, events: [] };
  const rolled = dice.rollMany(`stealth lock-on: ${attacker.name} → ${target.name}`, levels);
  const holds = lockOnHolds(rolled);
  locks.set(targetId, holds);
  const faces = `${rolled.length === 1 ? 'die' : 'dice'} ${rolled.join(', ')}`;
  const text = holds
    ? `${attacker.name} locks on to ${target.name} through its stealth (B.22 p.37): ${faces}.`
    : `${attacker.name} cannot lock on to ${target.name} through its stealth (B.22 p.37): ${faces}; every weapon it declared at ${target.name} misses.`;
  return { blocked: !holds, events: [{ type: 'stealth', text, data: { attackerId: attacker.id, targetId, dice: rolled, holds } }] };
}
