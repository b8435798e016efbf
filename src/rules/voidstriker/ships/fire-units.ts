/**
 * What one crewman fires in one action (§2.35: "one crewman fires a battery as one action"): a battery, or a mount
 * outside any battery, with the name the record sheet gives it. The notation, the round and the views all name
 * weapons through these, so a name means the same thing everywhere.
 */
import type { MountCondition } from '../damage/condition.ts';
import type { ShipClass, WeaponMount } from './ship-class.ts';
import type { VoidShip } from '../state.ts';

/** A battery or a mount outside any battery: what one crewman fires in one action. */
export interface FireUnit {
  readonly id: string;
  readonly name: string;
  readonly kind: 'weapon' | 'tubes';
  /** The class's mounts in this unit. */
  readonly mounts: readonly WeaponMount[];
}

const SIZE = ['', '', 'Dual ', 'Triple ', 'Quad '];
const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V'];
const WEAPON = { laser: 'laser', massDriver: 'mass driver', missileTube: 'missiles', blaster: 'blaster' } as const;

/** "Triple Mk-II laser turret", "Mk-V mass driver", "Quad Mk-I missiles" (a tube mount). */
export function mountLabel(m: WeaponMount): string {
  const size = m.weapon === 'missileTube' ? (m.count > 1 ? `${SIZE[m.count] ?? ''}` : '') : (SIZE[m.count] ?? '');
  const turret = m.mounting === 'turret' ? (m.arc === 'A' ? ' rear turret' : ' turret') : '';
  return `${size}Mk-${ROMAN[m.mark] ?? m.mark} ${WEAPON[m.weapon]}${turret}`;
}

export function fireUnits(cls: ShipClass): FireUnit[] {
  const units: FireUnit[] = [];
  for (const m of cls.mounts) {
    if (m.battery !== undefined) {
      if (units.some((u) => u.id === m.battery)) continue;
      const mounts = cls.mounts.filter((x) => x.battery === m.battery);
      units.push({ id: m.battery, name: `${mounts.length} × ${mountLabel(m)}`, kind: m.weapon === 'missileTube' ? 'tubes' : 'weapon', mounts });
    } else {
      units.push({ id: m.id, name: mountLabel(m), kind: m.weapon === 'missileTube' ? 'tubes' : 'weapon', mounts: [m] });
    }
  }
  // Names must tell the units apart: "Mk-IV laser (1)", "Mk-IV laser (2)".
  return units.map((u) => {
    const same = units.filter((x) => x.name === u.name);
    return same.length > 1 ? { ...u, name: `${u.name} (${same.indexOf(u) + 1})` } : u;
  });
}

/** The unit's mounts as they are now (DP left, 0 = destroyed). */
export function unitCondition(ship: VoidShip, unit: FireUnit): MountCondition[] {
  return unit.mounts.flatMap((m) => ship.condition.mounts.filter((c) => c.id === m.id));
}

/** A unit can act while any of its mounts works. */
export const unitWorks = (ship: VoidShip, unit: FireUnit): boolean => unitCondition(ship, unit).some((m) => m.dp > 0);
