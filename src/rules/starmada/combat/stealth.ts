/**
 * B.22 Stealth (Starmada p.37): "Whenever a starship declares an attack on a target equipped with stealth, but
 * before any to-hit dice are rolled, roll one die: if the result is 1, the attacker was unable to achieve an
 * adequate firing solution, and the attack may not proceed." One roll per attacking ship and stealthy target, one
 * die per working level of stealth; any 1 and every weapon that ship declared at that target misses.
 *
 * - A Slow battery whose lock-on failed "is not considered to have been fired" (resolve-fire.ts skips its reload).
 * - Not affected: mines and asteroids (not ship attacks), Proximity weapons (area attacks), fighters (the Fighter
 *   Phase never calls this), and seekers, which attack later in flight rather than when declared [ruling 122].
 * - Battery-Specific Lock-On (optional, p.37, option `batteryLockOn`): "roll once per weapons battery"; a failed roll
 *   stops that battery only. Probes fired as weapons (B.17) count as one more battery [ruling 211].
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import type { WeaponProfile } from '../ships/schema.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { classOf } from './ship-condition.ts';
import { workingEquipment } from './ship-target.ts';

/** "If either die comes up 1, the lock-on attempt is unsuccessful" (p.37). */
export const lockOnHolds = (dice: readonly number[]): boolean => !dice.includes(1);

/** What fires: a battery (its name) or the ship's probes; the optional rule rolls for each apart. */
export interface LockSource {
  readonly name: string;
}

/**
 * Whether `attacker`'s attack with `profile` (from `source`) on `targetId` is stopped by the target's stealth.
 * `locks` remembers this ship's rolls, per target (p.37), or per target and battery under `batteryLockOn`.
 */
export function stealthBlocks(
  state: StarmadaState,
  attacker: ShipState,
  targetId: string,
  profile: Pick<WeaponProfile, 'range' | 'traits'>,
  roll: { dice: Dice; locks: Map<string, boolean>; source: LockSource },
): { blocked: boolean; events: GameEvent[] } {
  const { dice, locks, source } = roll;
  const target = state.ships.find((s) => s.id === targetId && s.status === 'active');
  if (!target || profile.range === null || profile.traits.includes('Prx')) return { blocked: false, events: [] };
  const levels = workingEquipment(classOf(state, target), target, 'Stealth');
  if (levels === 0) return { blocked: false, events: [] };
  const perBattery = state.options.batteryLockOn === true;
  const key = perBattery ? `${targetId}\u0000${source.name}` : targetId;
  const known = locks.get(key);
  if (known !== undefined) return { blocked: !known, events: [] };
  const who = perBattery ? `${attacker.name}'s ${source.name}` : attacker.name;
  const rolled = dice.rollMany(`stealth lock-on: ${who} → ${target.name}`, levels);
  const holds = lockOnHolds(rolled);
  locks.set(key, holds);
  const faces = `${rolled.length === 1 ? 'die' : 'dice'} ${rolled.join(', ')}`;
  const misses = perBattery ? `its ${source.name} may not attack ${target.name}` : `every weapon it declared at ${target.name} misses`;
  const text = holds
    ? `${who} locks on to ${target.name} through its stealth (B.22 p.37): ${faces}.`
    : `${who} cannot lock on to ${target.name} through its stealth (B.22 p.37): ${faces}; ${misses}.`;
  return { blocked: !holds, events: [{ type: 'stealth', text, data: { attackerId: attacker.id, targetId, dice: rolled, holds } }] };
}
