/**
 * Which parts of a ship work now: reactor power per section and a part's operational status, read from a design and
 * (optionally) its runtime damage state (Metaverse p.43 "Reactor", "Primary Systems"; ruling A41).
 *
 * - A reactor powers the sections listed in its `powers`, and its own section; the primary reactor also powers every
 *   section no reactor lists (p.43 "The primary reactor powers its own section and every section without a reactor").
 * - A section is powered while one reactor powering it is not disabled and its section is not destroyed.
 * - A part (system, weapon, launcher, hangar) works when it is not disabled, its section is not destroyed and its
 *   section is powered. Judgement call (ruling A66): life support is the one system a dead reactor does not stop.
 * - Without a damage state everything works (a fresh ship).
 */
import type { ShipDesign } from '../ships/design.ts';
import type { ShipDamageState } from '../damage/state.ts';

/** Section ids of the design that have reactor power now. */
export function poweredSections(design: ShipDesign, damage?: ShipDamageState): string[] {
  const destroyed = new Set(damage?.sections.filter((s) => s.destroyed).map((s) => s.id) ?? []);
  const disabled = new Set(damage?.systems.filter((s) => s.disabled).map((s) => s.id) ?? []);
  const reactors = design.systems.flatMap((s) => (s.kind === 'reactor' ? [s] : []));
  const listed = new Set(reactors.flatMap((r) => [r.section, ...r.powers]));
  const powered = new Set<string>();
  for (const r of reactors) {
    if (disabled.has(r.id) || destroyed.has(r.section)) continue;
    for (const s of [r.section, ...r.powers]) powered.add(s);
    if (r.primary) for (const s of design.sections) if (!listed.has(s.id)) powered.add(s.id);
  }
  return design.sections.filter((s) => powered.has(s.id)).map((s) => s.id);
}

/** Whether a part of the design works now (not disabled, section intact and powered). */
export function isOperational(design: ShipDesign, partId: string, section: string, damage?: ShipDamageState, needsPower = true): boolean {
  if (!damage) return true;
  if (damage.destroyed) return false;
  if (damage.systems.find((s) => s.id === partId)?.disabled === true) return false;
  if (damage.sections.find((s) => s.id === section)?.destroyed === true) return false;
  return !needsPower || poweredSections(design, damage).includes(section);
}

/** Whether the ship has a working bridge (ruling A40: without one it cannot plot). */
export function hasActiveBridge(design: ShipDesign, damage?: ShipDamageState): boolean {
  return design.systems.some((s) => s.kind === 'bridge' && isOperational(design, s.id, s.section, damage));
}
