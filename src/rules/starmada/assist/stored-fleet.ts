/**
 * A fleet as a seat keeps it in the lobby: the game-setup fleet (setup/game-setup.ts `fleetSchema`) without side and
 * player, which the seat adds when the game starts — `{ ships: [{ class, name? }], designs: [ShipClass JSON] }`.
 * Ship names follow setupGame: a ship without a name takes its class name, numbered when taken ("Vigilant 2").
 */
import { z } from 'zod';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { findShipClass } from '../ships/library/index.ts';
import { validateShipClass, type ShipClass } from '../ships/schema.ts';
import { starmadaError } from '../errors.ts';
import { isLongRangeClass, LRF_CLASS } from '../fighters/long-range.ts';
import { MAX_DESIGNS, MAX_SHIPS, shipEntryFields } from '../setup/fleet-limits.ts';

export { MAX_DESIGNS, MAX_NAME, MAX_SHIPS } from '../setup/fleet-limits.ts';

// The setup's own limits (setup/fleet-limits.ts): a fleet stored before they were one (names of 40 characters at
// most, while a class name could have 60) reads back as it is, so no shape changed and no upgrade step is needed.
const storedFleetSchema = z.looseObject({
  ships: z.array(z.object(shipEntryFields)).max(MAX_SHIPS).default([]),
  designs: z.array(z.unknown()).max(MAX_DESIGNS).default([]),
});

export type StoredFleet = z.output<typeof storedFleetSchema>;

export function readStoredFleet(raw: unknown): Result<StoredFleet, RuleError[]> {
  const parsed = storedFleetSchema.safeParse(raw ?? {});
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((i) => starmadaError('ERR_FLEET_STORED', `The stored fleet is damaged (${i.path.join('.') || 'fleet'}: ${i.message}); start a new one.`)));
}

/** The fleet's imported designs that are sound ships, by position in `designs`. */
export function designsOf(fleet: StoredFleet): ShipClass[] {
  return fleet.designs.flatMap((raw) => {
    const read = validateShipClass(raw);
    return read.ok ? [read.value] : [];
  });
}

/** A class as setupGame finds it: the fleet's own design of that name first, then the library. */
export function classFor(fleet: StoredFleet, ref: string): ShipClass | undefined {
  const wanted = ref.trim().replace(/\s+/g, ' ').toLowerCase();
  return designsOf(fleet).find((d) => d.className.toLowerCase() === wanted) ?? findShipClass(ref);
}

/** Each ship's name as setupGame will give it within this fleet. */
export function shipNames(fleet: StoredFleet): string[] {
  const used = new Set<string>();
  return fleet.ships.map((entry) => {
    const base = (entry.name ?? (isLongRangeClass(entry.class) ? LRF_CLASS : undefined) ?? classFor(fleet, entry.class)?.className ?? entry.class).trim();
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} ${n}`;
    used.add(name.toLowerCase());
    return name;
  });
}
