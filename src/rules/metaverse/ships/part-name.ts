/**
 * A part of a design as players read it on the ship display (p.41–43): a system by its own name or its kind with the
 * rating ("STL 4", "EW array 3"), a weapon by its name (copies share it), a launcher by its name, a hangar as
 * "hangar". Never the design's internal id, so a log line can say what a critical took out.
 */
import type { ShipDesign } from './design.ts';

const SYSTEM_WORDS: Readonly<Record<string, string>> = {
  life_support: 'life support',
  stl: 'STL',
  ftl: 'FTL',
  sensor: 'sensor array',
  local_sensor: 'local array',
  fire_control: 'fire control',
  ew: 'EW array',
  elint: 'ELINT',
  ecm: 'ECM',
  ej: 'EJ',
  pds: 'PDS',
  shield_generator: 'shields',
  countermeasure_pod: 'pod',
  tractor_beam: 'tractor',
  gwp: 'GWP',
};

/** A system's short name: its own name, else its kind with the rating. */
export function systemName(sys: ShipDesign['systems'][number]): string {
  if (sys.name) return sys.name;
  const word = SYSTEM_WORDS[sys.kind] ?? sys.kind.replace(/_/g, ' ');
  return 'rating' in sys && typeof sys.rating === 'number' ? `${word} ${sys.rating}` : word;
}

/** The name of the part with this damage-state id (weapon copies are "<weapon id>-<n>", design.ts expandCopies). */
export function partName(design: ShipDesign, id: string): string {
  const system = design.systems.find((s) => s.id === id);
  if (system) return systemName(system);
  const weapon = design.weapons.find((w) => w.id === id || (w.copies !== undefined && id.startsWith(`${w.id}-`) && /^\d+$/.test(id.slice(w.id.length + 1))));
  if (weapon) return weapon.name;
  const launcher = design.launchers.find((l) => l.id === id);
  if (launcher) return launcher.name ?? 'launcher';
  if (design.hangars.some((h) => h.id === id)) return 'hangar';
  return 'a system';
}
