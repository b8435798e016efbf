/**
 * Damage tracks and loss limits of the display sheet (ch.1 p.9-11, A.3 p.26-27).
 *
 * Hull track: H, H-1, … 1. Engine, weapons and shield tracks: N = max(2, ceil(H/2)) boxes, box i holding
 * ceil(V × (N − i) / N). The shield track's N is "rounded to the nearest" in A.3 but "rounded up" in ch.1;
 * H/2 is a whole number or a half, so half-up rounding is the ceiling and both agree (ruling 5).
 * Loss limit of a battery, and of the equipment as one extra battery: ceil(n / 2).
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { Battery, ShipClass } from './schema.ts';
import { starmadaError } from '../errors.ts';

/** Boxes on the engine, weapons and shield tracks: half the hull size rounded up, at least 2. */
export function trackBoxCount(hullSize: number): number {
  return Math.max(2, Math.ceil(hullSize / 2));
}

/** A.3: first box = the rating, box i = ceil(rating × (N − i) / N), in whole-number arithmetic. */
export function buildTrack(hullSize: number, rating: number): number[] {
  const n = trackBoxCount(hullSize);
  return Array.from({ length: n }, (_, i) => Math.floor((rating * (n - i) + n - 1) / n));
}

export function hullTrack(hullSize: number): number[] {
  return Array.from({ length: hullSize }, (_, i) => hullSize - i);
}

/** The value a track shows once `checked` boxes are filled: the first unchecked box, 0 when all are checked (p.10). */
export function trackValue(track: readonly number[], checked: number): number {
  return track[checked] ?? 0;
}

export function lossLimit(items: number): number {
  return Math.ceil(items / 2);
}

/** Boxes in a battery: one per weapon, or per mount for multi-weapon mounts (ruling 39). */
export function batteryWeaponCount(battery: Battery): number {
  return battery.banks.reduce((sum, bank) => sum + bank.count, 0);
}

/** Each level of an equipment type is a separate item (A.3 p.27: "Countermeasures ▢▢" is two items). */
export function equipmentItemCount(ship: ShipClass): number {
  return ship.equipment?.items.reduce((sum, item) => sum + item.count, 0) ?? 0;
}

/** Weapons plus equipment items: the first box of the weapons track (A.3 p.27). */
export function weaponsTrackTotal(ship: ShipClass): number {
  return ship.batteries.reduce((sum, b) => sum + batteryWeaponCount(b), 0) + equipmentItemCount(ship);
}

/** The shield rating the track starts from: the sum of the four arcs with directional shields (B.7). */
export function shieldTrackRating(ship: ShipClass): number {
  const d = ship.directionalShields;
  return d === undefined ? (ship.tracks.shields?.[0] ?? 0) : d.Fwd + d.Port + d.Stbd + d.Aft;
}

/** The tracks A.3 builds for this ship's hull, ratings, weapons and equipment. */
export function expectedTracks(ship: ShipClass): ShipClass['tracks'] {
  const h = ship.hullSize;
  return {
    hull: hullTrack(h),
    engines: buildTrack(h, ship.tracks.engines[0] ?? 0),
    weapons: buildTrack(h, weaponsTrackTotal(ship)),
    shields: ship.tracks.shields === null ? null : buildTrack(h, shieldTrackRating(ship)),
  };
}

const show = (track: readonly number[]): string => track.join('-');

/**
 * Checks that the printed tracks and loss limits are the ones A.3 builds. Returns the ship when they are,
 * otherwise one sentence per track or limit that differs, saying what it should be and why.
 */
export function checkTracks(ship: ShipClass): Result<ShipClass, RuleError[]> {
  const errors: RuleError[] = [];
  const expected = expectedTracks(ship);
  const n = trackBoxCount(ship.hullSize);
  const compare = (name: string, at: string, printed: readonly number[], wanted: readonly number[], basis: string): void => {
    if (show(printed) !== show(wanted)) {
      errors.push(starmadaError('ERR_SHIP_TRACK_MISMATCH', `The ${name} should be ${show(wanted)} (${basis}), but the sheet prints ${show(printed)}`, { at }));
    }
  };
  const sizeBasis = `${n} boxes for hull size ${ship.hullSize}`;
  compare('hull track', 'tracks.hull', ship.tracks.hull, expected.hull, `one box per point of hull size ${ship.hullSize}`);
  compare('engine track', 'tracks.engines', ship.tracks.engines, expected.engines, `engine rating ${ship.tracks.engines[0] ?? 0}, ${sizeBasis}`);
  compare('weapons track', 'tracks.weapons', ship.tracks.weapons, expected.weapons, `${weaponsTrackTotal(ship)} weapons and equipment items, ${sizeBasis}`);
  if (ship.tracks.shields !== null && expected.shields !== null) {
    const basis = ship.directionalShields === undefined ? `shield rating ${shieldTrackRating(ship)}` : `directional shields summing to ${shieldTrackRating(ship)}`;
    compare('shield track', 'tracks.shields', ship.tracks.shields, expected.shields, `${basis}, ${sizeBasis}`);
  }
  ship.batteries.forEach((battery, i) => {
    const weapons = batteryWeaponCount(battery);
    const wanted = lossLimit(weapons);
    if (battery.lossLimit !== wanted) {
      errors.push(
        starmadaError('ERR_SHIP_LOSS_LIMIT', `${battery.name}'s loss limit should be ${wanted} (half of its ${weapons} weapons, rounded up), but the sheet prints ${battery.lossLimit}`, {
          at: `batteries[${i}].lossLimit`,
        }),
      );
    }
  });
  if (ship.equipment !== undefined) {
    const items = equipmentItemCount(ship);
    const wanted = lossLimit(items);
    if (ship.equipment.lossLimit !== wanted) {
      errors.push(
        starmadaError('ERR_SHIP_LOSS_LIMIT', `The equipment loss limit should be ${wanted} (half of its ${items} items, rounded up), but the sheet prints ${ship.equipment.lossLimit}`, {
          at: 'equipment.lossLimit',
        }),
      );
    }
  }
  return errors.length === 0 ? ok(ship) : err(errors);
}
