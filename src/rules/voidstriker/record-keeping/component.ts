/**
 * Voidstriker repairable components (§2.41 Damage Control, §2.362 damage tracks): which part of a ship a repair
 * order names, its DP now and when new, and how to write a repaired DP back into a `ShipCondition`.
 *
 * Judgement calls: Armor cannot be repaired on the fly (§2.41). Sensors are interchangeable 1-DP parts, so a sensor
 * repair restores one lost sensor. Launch bays are left out (no shareware class has one). Repairing a magazine
 * mends the magazine (1 DP, ruling F3), not the missiles or shells it lost.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { ShipCondition } from '../damage/condition.ts';
import type { ShipClass } from '../ships/ship-class.ts';
import { voidstrikerError } from '../errors.ts';

export type RepairComponent =
  | { readonly kind: 'bridge' | 'crewspace' | 'cargo' | 'lifeSupport' | 'powerPlant' | 'sensor' | 'armor' }
  | { readonly kind: 'thruster'; readonly index: number }
  | { readonly kind: 'mount' | 'magazine'; readonly id: string };

/** DP of a component now and when the ship was new ("former DP", §2.41). */
export interface ComponentDp {
  readonly dp: number;
  readonly original: number;
}

/** A stable key for the repair record, e.g. "bridge", "thruster:1", "mount:md1". */
export function componentKey(c: RepairComponent): string {
  if (c.kind === 'thruster') return `thruster:${c.index}`;
  if (c.kind === 'mount' || c.kind === 'magazine') return `${c.kind}:${c.id}`;
  return c.kind;
}

const unknown = (c: RepairComponent): RuleError =>
  voidstrikerError('ERR_REPAIR_NO_SUCH_PART', `This ship has no ${componentKey(c)} to repair.`, { at: componentKey(c) });

/** The component's DP now and new; an error for armour (§2.41) or a part the ship does not have. */
export function componentDp(ship: ShipClass, condition: ShipCondition, c: RepairComponent): Result<ComponentDp, RuleError> {
  switch (c.kind) {
    case 'armor':
      // §2.41: "Everything except Armor can be repaired on the fly."
      return err(voidstrikerError('ERR_REPAIR_ARMOR', 'Armor cannot be repaired during a battle (§2.41).', { at: 'armor' }));
    case 'bridge':
    case 'cargo':
    case 'lifeSupport':
    case 'powerPlant':
      return ok({ dp: condition[c.kind].dp, original: condition[c.kind].max });
    case 'crewspace':
      return condition.crewspace === null ? err(unknown(c)) : ok({ dp: condition.crewspace.dp, original: condition.crewspace.max });
    case 'sensor':
      return ok({ dp: condition.sensors, original: ship.sensors });
    case 'thruster': {
      const dp = condition.thrusters[c.index];
      const original = ship.thrusters[c.index];
      return dp === undefined || original === undefined ? err(unknown(c)) : ok({ dp, original });
    }
    case 'mount': {
      const now = condition.mounts.find((m) => m.id === c.id);
      const was = ship.mounts.find((m) => m.id === c.id);
      return now === undefined || was === undefined ? err(unknown(c)) : ok({ dp: now.dp, original: was.dp });
    }
    case 'magazine': {
      const now = condition.magazines.find((m) => m.id === c.id);
      return now === undefined ? err(unknown(c)) : ok({ dp: now.dp, original: 1 });
    }
  }
}

/** Writes a new DP for the component (the caller has checked it is a real, repairable part). */
export function withComponentDp(condition: ShipCondition, c: RepairComponent, dp: number): ShipCondition {
  switch (c.kind) {
    case 'armor':
      throw new Error('armor is not a repairable component');
    case 'bridge':
    case 'cargo':
    case 'lifeSupport':
    case 'powerPlant':
      return { ...condition, [c.kind]: { ...condition[c.kind], dp } };
    case 'crewspace':
      if (condition.crewspace === null) throw new Error('no crewspace to repair');
      return { ...condition, crewspace: { ...condition.crewspace, dp } };
    case 'sensor':
      return { ...condition, sensors: dp };
    case 'thruster':
      return { ...condition, thrusters: condition.thrusters.map((d, i) => (i === c.index ? dp : d)) };
    case 'mount':
      return { ...condition, mounts: condition.mounts.map((m) => (m.id === c.id ? { ...m, dp } : m)) };
    case 'magazine':
      return { ...condition, magazines: condition.magazines.map((m) => (m.id === c.id ? { ...m, dp } : m)) };
  }
}
