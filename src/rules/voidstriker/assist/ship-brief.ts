/**
 * One ship as the DM prompt lists it (docs/playing.md §2; book §2.31, §2.34, §2.362): drift speed and course, facing, and
 * what it may use this round after damage (record-keeping/limits.ts `effectiveLimits`: Thrust Factor, Turn Mode), with
 * its working sensors and armour: "speed 6 → 045° · facing 090° · thrust 6 · turn 70° · sensors 12 · armour 4".
 * Flags follow: out of control (§2.362), landed or landing (§3.23), crippled.
 */
import { classOf } from '../ships/library.ts';
import { isCrippled } from '../damage/condition.ts';
import { bearingOf } from '../../core/plane.ts';
import { effectiveLimits } from '../record-keeping/limits.ts';
import type { VoidShip } from '../state.ts';
import { degrees } from './ship-text.ts';

/** "speed 6 → 045°" or "speed 0". */
export function driftText(ship: VoidShip): string {
  const course = bearingOf(ship.drift.direction);
  return ship.drift.speed > 0 && course !== null ? `speed ${ship.drift.speed} → ${degrees(course)}` : 'speed 0';
}

/** "✦ out of control", "landed on Bishamon II"… */
export function shipFlags(ship: VoidShip): string[] {
  const flags: string[] = [];
  if (ship.condition.outOfControl) flags.push('✦ out of control');
  if (isCrippled(ship.condition)) flags.push('✦ crippled');
  switch (ship.surface.kind) {
    case 'flying':
      break;
    case 'landing':
      flags.push(`landing on ${ship.surface.planetId}`);
      break;
    case 'landed':
      flags.push(`landed on ${ship.surface.planetId}`);
      break;
    case 'takingOff':
      flags.push(`taking off from ${ship.surface.planetId}`);
      break;
  }
  return flags;
}

export function shipBriefLine(ship: VoidShip): string {
  const limits = effectiveLimits(classOf(ship), ship.condition);
  return [
    driftText(ship),
    `facing ${degrees(ship.heading)}`,
    `thrust ${limits.thrustFactor}`,
    `turn ${limits.turnMode}°`,
    `sensors ${ship.condition.sensors}`,
    `armour ${ship.condition.armor}`,
    ...shipFlags(ship),
  ].join(' · ');
}
