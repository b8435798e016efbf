/**
 * Each seat's fleet for a scenario (book §1.2 step 3, Ch.6): read, checked against the book's forces, and, for a
 * side whose players sent empty fleets, filled with the book's ships.
 *
 * Judgement calls: book scenarios give each side its forces; a fleet may name those ships, and anything else is
 * refused with the book's list. Players sharing a side with empty fleets take the book's ships in turn. The
 * skirmish scenario takes any library ships, up to 12 a side.
 */
import { z } from 'zod';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { shipClassById, SHIP_CLASSES } from '../ships/library.ts';
import type { ShipClass } from '../ships/ship-class.ts';
import type { SeatInfo } from '../state.ts';
import { bookForces, SKIRMISH, SKIRMISH_MAX_SHIPS, type Scenario } from './scenarios.ts';
import { voidstrikerError } from '../errors.ts';

/**
 * The longest name a player gives a ship: the lobby's fleet builder (assist/fleet-builder.ts) refuses a longer one
 * and setup reads it back, so what the lobby accepts always starts. A ship named for its class ("Destroyer Escort
 * 12") is far shorter.
 */
export const MAX_NAME = 40;

export const fleetSchema = z.strictObject({
  side: z.string().min(1),
  player: z.string().min(1).max(64),
  ships: z
    .array(z.strictObject({ class: z.string().min(1).max(80), name: z.string().min(1).max(MAX_NAME).optional() }))
    .max(SKIRMISH_MAX_SHIPS, `A side has at most ${SKIRMISH_MAX_SHIPS} ships.`),
});
export type Fleet = z.input<typeof fleetSchema>;

/** A class by id or by name ("Kongo-class" styles are matched on the class name, case-insensitively). */
export function findClass(ref: string): ShipClass | undefined {
  const t = ref.trim().toLowerCase();
  return shipClassById(t) ?? SHIP_CLASSES.find((c) => c.className.toLowerCase() === t || `${c.navy} ${c.className}`.toLowerCase() === t);
}

/** The fleet's ships as classes, checked against the scenario; every problem at once. */
export function fleetClasses(fleet: Fleet, scenario: Scenario | typeof SKIRMISH, side: string): Result<{ cls: ShipClass; name?: string }[], RuleError[]> {
  const errors: RuleError[] = [];
  const ships = fleet.ships.flatMap((s) => {
    const cls = findClass(s.class);
    if (!cls) errors.push(voidstrikerError('ERR_CLASS_UNKNOWN', `There is no Voidstriker ship class "${s.class}".`, { suggestion: 'Pick one from /fleet add.' }));
    return cls ? [{ cls, ...(s.name === undefined ? {} : { name: s.name }) }] : [];
  });
  if (scenario === SKIRMISH) {
    if (ships.length === 0 && errors.length === 0) errors.push(voidstrikerError('ERR_FLEET_EMPTY', `Side ${side} has no ships: add some with /fleet add.`));
  } else if (errors.length === 0 && ships.length > 0) {
    const want = bookForces(scenario, side).sort();
    const got = ships.map((s) => s.cls.classId).sort();
    if (want.join() !== got.join()) {
      const list = scenario.sides.find((s) => s.side === side)?.forces.map((f) => `${f.count} × ${shipClassById(f.classId)?.className ?? f.classId}`) ?? [];
      errors.push(voidstrikerError('ERR_FLEET_NOT_BOOK', `Scenario ${scenario.id} gives ${side} exactly ${list.join(', ')}.`, { suggestion: 'Leave the fleet empty to take the book\'s ships, or list exactly those.' }));
    }
  }
  return errors.length > 0 ? err(errors) : ok(ships);
}

/** One seat's ships, as classes with the names its player gave. */
export interface SeatFleet {
  readonly seat: SeatId;
  readonly side: string;
  readonly ships: { cls: ShipClass; name?: string }[];
}

export interface ReadFleets {
  readonly seats: Record<SeatId, SeatInfo>;
  readonly fleets: SeatFleet[];
  /** Sides whose fleet was refused already have their error; "no ships" would only repeat it. */
  readonly refused: Set<string>;
  readonly emptySeats: { seat: SeatId; side: string }[];
  readonly errors: RuleError[];
}

/** Every seat's fleet read and checked, in seat order. */
export function readFleets(input: Readonly<Record<SeatId, Fleet>>, scenario: Scenario | typeof SKIRMISH, sides: readonly string[]): ReadFleets {
  const read: ReadFleets = { seats: {}, fleets: [], refused: new Set(), emptySeats: [], errors: [] };
  for (const [seat, raw] of Object.entries(input).sort(([a], [b]) => a.localeCompare(b))) {
    const fleet = fleetSchema.safeParse(raw);
    if (!fleet.success) {
      read.errors.push(voidstrikerError('ERR_FLEET', `The fleet of seat ${seat} is not readable: ${fleet.error.issues.map((i) => i.message).join('; ')}.`));
      continue;
    }
    if (!sides.includes(fleet.data.side)) {
      read.errors.push(voidstrikerError('ERR_SIDE', `Side ${fleet.data.side} is not in this scenario (sides: ${sides.join(', ')}).`));
      continue;
    }
    read.seats[seat] = { side: fleet.data.side, player: fleet.data.player };
    const classes = fleetClasses(fleet.data, scenario, fleet.data.side);
    if (!classes.ok) {
      read.errors.push(...classes.error);
      read.refused.add(fleet.data.side);
    }
    else if (classes.value.length > 0) read.fleets.push({ seat, side: fleet.data.side, ships: classes.value });
    else if (scenario !== SKIRMISH) read.emptySeats.push({ seat, side: fleet.data.side });
  }
  return read;
}

/** Empty fleets fly the book's forces; players sharing a side take its ships in turn (ship 1 to the first, …). */
export function takeBookForces(read: ReadFleets, scenario: Scenario, sides: readonly string[]): void {
  const { fleets, emptySeats } = read;
  for (const side of sides) {
    const takers = emptySeats.filter((e) => e.side === side);
    if (takers.length === 0 || fleets.some((f) => f.side === side)) continue;
    bookForces(scenario, side).forEach((id, i) => {
      const taker = takers[i % takers.length] as { seat: SeatId; side: string };
      const own = fleets.find((f) => f.seat === taker.seat);
      const ship = { cls: shipClassById(id) as ShipClass };
      if (own) own.ships.push(ship);
      else fleets.push({ seat: taker.seat, side, ships: [ship] });
    });
  }
}
