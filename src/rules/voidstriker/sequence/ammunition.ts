/**
 * A fire unit's ammunition (§2.35 mass drivers, §2.351 missiles): the rounds its magazines hold, and taking them out
 * as it fires, first magazine first.
 */
import type { FireUnit } from '../ships/fire-units.ts';
import type { VoidShip } from '../state.ts';

/** Rounds left in the working magazines that feed the unit. */
export const shellsOf = (ship: VoidShip, unit: FireUnit): number =>
  ship.condition.magazines.filter((m) => m.dp > 0 && unit.mounts.some((u) => (u.magazines ?? []).includes(m.id))).reduce((n, m) => n + m.rounds, 0);

/** Takes `count` rounds from the unit's magazines, first magazine first. */
export function spendRounds(ship: VoidShip, unit: FireUnit, count: number): VoidShip {
  let left = count;
  const feeds = new Set(unit.mounts.flatMap((u) => u.magazines ?? []));
  const magazines = ship.condition.magazines.map((m) => {
    if (!feeds.has(m.id) || m.dp <= 0 || left <= 0) return m;
    const take = Math.min(left, m.rounds);
    left -= take;
    return { ...m, rounds: m.rounds - take };
  });
  return { ...ship, condition: { ...ship.condition, magazines } };
}
