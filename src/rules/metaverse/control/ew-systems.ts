/**
 * EW system settings (Metaverse p.21 "Electronic Warfare"; p.53–57): activate, deactivate or retarget
 * for 1 CP; "The setting/targeting of an EW system will remain until a CP is spent again to change it". ECM, EJ,
 * cloak and stealth may start the game in either state for free; "If the system is disabled, when fixed, it starts
 * deactivated".
 */
import type { EwOrder, EwSystem, EwSystemKind } from './types.ts';
import { FREE_INITIAL_EW, TARGETED_EW } from './types.ts';

/** The starting state of a system: ECM, EJ, cloak and stealth may start active at no cost; the rest start off. */
export function initialEwSystem(id: string, kind: EwSystemKind, rating: number, startActive = false): EwSystem {
  return { id, kind, rating, active: startActive && FREE_INITIAL_EW.includes(kind), disabled: false, targets: [] };
}

/** The system after a (validated) order. Deactivating clears targets; activating a targeted system sets them. */
export function applyEwOrder(system: EwSystem, order: EwOrder, targets: readonly string[] = []): EwSystem {
  switch (order) {
    case 'activate':
      return { ...system, active: true, targets: TARGETED_EW.includes(system.kind) ? [...targets] : [] };
    case 'deactivate':
      return { ...system, active: false, targets: [] };
    case 'retarget':
      return { ...system, targets: [...targets] };
  }
}

/** Disabled by damage: it stops working and loses its setting. */
export function disableEwSystem(system: EwSystem): EwSystem {
  return { ...system, disabled: true, active: false, targets: [] };
}

/** Repaired: p.21 "when fixed, it starts deactivated". */
export function repairEwSystem(system: EwSystem): EwSystem {
  return { ...system, disabled: false, active: false, targets: [] };
}

/** Is the system working this turn (operational and switched on)? */
export const ewWorking = (system: EwSystem): boolean => system.active && !system.disabled;
