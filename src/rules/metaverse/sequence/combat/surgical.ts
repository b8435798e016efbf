/**
 * Surgical Fire (Metaverse p.25 "Surgical Fire"): one weapon and one dedicated sensor against a system
 * of a named category — secondary, electronic warfare, propulsion, hangar bay, active defence or weapon — that must
 * be in the facing section. "Should the sensor roll be an odd result, and a hull hit inflicted, the targeted system
 * is disabled. Whether the sensor roll is odd or even, damage is still dealt as normal." The D20 is rolled even on
 * an automatic hit (fire/to-hit.ts `needParity`).
 *
 * Judgement calls:
 * - The notation names a category, not a system: the target is the first working system of that category in the
 *   facing section (design order); with none there, the order does not fire.
 * - Categories are the damage module's system classes: electronic warfare = `electronic` (sensors, EW, ECM …),
 *   propulsion = `stl` and `ftl`.
 * - A shield generator disabled this way takes its arcs' shields with it when no generator is left (p.43).
 */
import { facingSection } from '../../damage/chain.ts';
import { dropUnsupportedShields } from '../../damage/shields.ts';
import { cloneState, type ShipDamageState, type SystemClass, type SystemState } from '../../damage/state.ts';
import type { SurgicalCategory } from '../../fire/sensors.ts';
import type { Arc } from '../../ships/directions.ts';

export const SURGICAL_CLASSES: Readonly<Record<SurgicalCategory, readonly SystemClass[]>> = {
  secondary: ['secondary'],
  ew: ['electronic'],
  propulsion: ['stl', 'ftl'],
  hangar: ['hangar'],
  'active-defence': ['active-defence'],
  weapon: ['weapon'],
};

/** The system a surgical shot aims at: the first working one of the category in the section facing `arc`. */
export function surgicalTarget(damage: ShipDamageState, arc: Arc, category: SurgicalCategory): SystemState | undefined {
  const section = facingSection(damage, arc);
  if (!section) return undefined;
  return damage.systems.find((s) => s.section === section.id && !s.disabled && SURGICAL_CLASSES[category].includes(s.class));
}

/** Disables the targeted system after an odd roll that dealt a hull hit (p.25). */
export function disableSurgicalTarget(damage: ShipDamageState, systemId: string): { state: ShipDamageState; arcsDropped: Arc[] } {
  const st = cloneState(damage);
  st.systems = st.systems.map((s) => (s.id === systemId ? { ...s, disabled: true } : s));
  return dropUnsupportedShields(st);
}
