/**
 * The names a player knows a ship's weapons, launchers and sensors by (issue 16: a player never reads an id). Weapons that
 * share a name — the copies of one mount (`las-1` … `las-6`, all "Heavy Laser") or two batteries of one kind (the
 * Resolute's port and starboard "Railgun Battery") — are told apart by a number in design order: "Heavy Laser 1" …
 * "Heavy Laser 6". The fire notation reads these names back (notation/context.ts gives them to notation/parse.ts), so an
 * echo that names weapons this way parses to the same orders.
 */
import { expandCopies, type ShipDesign } from './design.ts';

/** Weapon or launcher id (copies expanded) → the name a player reads and types. */
export function weaponLabels(design: ShipDesign): Map<string, string> {
  const d = expandCopies(design);
  const named = [...d.weapons.map((w) => ({ id: w.id, name: w.name })), ...d.launchers.map((l) => ({ id: l.id, name: l.name ?? 'Launcher' }))];
  const count = new Map<string, number>();
  for (const w of named) count.set(w.name, (count.get(w.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const w of named) {
    const n = (seen.get(w.name) ?? 0) + 1;
    seen.set(w.name, n);
    labels.set(w.id, (count.get(w.name) ?? 0) > 1 ? `${w.name} ${n}` : w.name);
  }
  return labels;
}

/** The label of one weapon, or a plain word when the id is not the design's. */
export const weaponLabel = (design: ShipDesign, id: string): string => weaponLabels(design).get(id) ?? 'weapon';

/**
 * Sensor system id → the name a player reads and types after `@`: its design name, else "Sensor 1", "Sensor 2"… in
 * design order; a fire-control part ("fc#2") is "FC2".
 */
export function sensorLabel(design: ShipDesign, id: string): string {
  const part = /#(\d+)$/.exec(id);
  if (part) return `FC${part[1] ?? ''}`;
  const sensors = design.systems.filter((s) => s.kind === 'sensor' || s.kind === 'local_sensor');
  const i = sensors.findIndex((s) => s.id === id);
  return sensors[i]?.name ?? (i >= 0 ? `Sensor ${i + 1}` : 'sensor');
}
