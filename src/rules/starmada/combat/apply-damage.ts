/**
 * Marking and applying damage on a starship's sheet (Starmada 4.4 p.21, 4.5 p.21; B.18 screens; C.5 Deadly).
 *
 * - Combat Phase damage is marked "/" (pending) and takes effect at End Phase step b, when it becomes "X"
 *   (p.18, 4.5). Fighter damage (5.4), mines and asteroids, and all damage under E.5 sequential combat are
 *   applied at once ('immediate').
 * - Boxes are checked left to right; a track's current value is its first unchecked box, 0 when all are checked.
 *   Engine, weapon and shield hits beyond the last box are ignored (p.21). Hull hits fill from the front and
 *   Deadly casualties from the back; the ship is destroyed when the two together cover the track (p.21, C.5).
 * - When the weapons track value drops, the owner owes that many weapon/equipment losses (weapon-losses.ts);
 *   when a directionally shielded ship's track drops, it owes that much arc reduction (directional-shields.ts).
 *
 * Judgement calls:
 * - Directional screens (B.18 p.36): only the group of the arc the attack came from is checked; without the arc
 *   (a caller that does not know it) no directional screen is checked.
 * - Screens are checked at once, even in the Combat Phase: whether a later attack in the same phase rolls damage
 *   depends on how many screens are left (B.18), so they cannot wait for the End Phase.
 * - Within one batch hull hits are marked before casualties, so casualties that find no room are lost.
 */
import type { DefensiveArc, ShipState } from '../state.ts';
import type { DamageTally } from './damage.ts';

/** The printed tracks of a class (ch.1 p.9–11, plus the screen count). */
export interface DamageTracks {
  readonly hull: readonly number[];
  readonly engines: readonly number[];
  readonly weapons: readonly number[];
  /** null when the class has no shield track. */
  readonly shields: readonly number[] | null;
  /** B.18: number of screen boxes (the single pool), if any. */
  readonly screens?: number;
  /** B.18 p.36: directional screens, a group of boxes per defensive arc, if the class has them. */
  readonly arcScreens?: Readonly<Record<DefensiveArc, number>>;
}

/** Unchecked screens facing an attack from `arc`: the single pool, or the arc's own group (B.18 p.36). */
export function screensFacing(ship: Pick<ShipState, 'screensChecked' | 'arcScreensChecked'>, tracks: DamageTracks, arc: DefensiveArc): number {
  if (tracks.arcScreens) return Math.max(0, tracks.arcScreens[arc] - (ship.arcScreensChecked?.[arc] ?? 0));
  return Math.max(0, (tracks.screens ?? 0) - (ship.screensChecked ?? 0));
}

/** "screens 7/12", or "screens Fwd 0/3 Port 2/2 Stbd 2/2 Aft 1/1" for directional screens; null without screens. */
export function screensText(ship: Pick<ShipState, 'screensChecked' | 'arcScreensChecked'>, tracks: DamageTracks): string | null {
  const printed = tracks.arcScreens;
  if (printed) return `screens ${(['Fwd', 'Port', 'Stbd', 'Aft'] as const).map((a) => `${a} ${screensFacing(ship, tracks, a)}/${printed[a]}`).join(' ')}`;
  return tracks.screens ? `screens ${screensFacing(ship, tracks, 'Fwd')}/${tracks.screens}` : null;
}

const NO_ARC_SCREENS: Readonly<Record<DefensiveArc, number>> = { Fwd: 0, Port: 0, Stbd: 0, Aft: 0 };

/** The ship with `n` more screens checked in the group facing `arc` (the single pool when not directional). */
function checkScreens(ship: ShipState, tracks: DamageTracks, arc: DefensiveArc | undefined, n: number): ShipState {
  if (n <= 0) return ship;
  if (tracks.arcScreens && arc) {
    const was = ship.arcScreensChecked ?? NO_ARC_SCREENS;
    return { ...ship, arcScreensChecked: { ...was, [arc]: was[arc] + n } };
  }
  return { ...ship, screensChecked: (ship.screensChecked ?? 0) + n };
}

export type DamageTiming = 'pending' | 'immediate';

/** Where damage came from, for its timing. */
export type DamageSource = 'weapons' | 'fighters' | 'defensive fire' | 'mines' | 'asteroids' | 'explosion';

/**
 * When damage takes effect (p.18, 4.5 p.21, 5.4 p.23, E.5 p.49): starship weapons fire in the Combat Phase waits
 * for the End Phase unless E.5 sequential combat is on; everything else (fighters, defensive fire in the Fighter
 * Phase, mines, asteroid fields, explosions) is applied at once.
 */
export function damageTiming(source: DamageSource, options: { readonly sequentialCombat: boolean }): DamageTiming {
  return source === 'weapons' && !options.sequentialCombat ? 'pending' : 'immediate';
}

/** The value in the first unchecked box, 0 when every box is checked (p.10). */
export function trackValue(track: readonly number[] | null, checked: number): number {
  if (track === null) return 0;
  return track[Math.max(0, checked)] ?? 0;
}

export interface CurrentRatings {
  readonly engines: number;
  readonly weapons: number;
  readonly shields: number;
  /** Unchecked hull boxes (front hits and crew casualties both count against it). */
  readonly hull: number;
  readonly screens: number;
}

/** Ratings in effect now: pending ("/") damage does not count until the End Phase. */
export function currentRatings(ship: ShipState, tracks: DamageTracks): CurrentRatings {
  return {
    // S.8 p.62: a prototype's trial may shift its engine rating by one for the rest of the game.
    engines: Math.max(0, trackValue(tracks.engines, ship.engines.checked) + (ship.engineShift ?? 0)),
    weapons: trackValue(tracks.weapons, ship.weapons.checked),
    shields: trackValue(tracks.shields, ship.shields.checked),
    hull: Math.max(0, tracks.hull.length - ship.hull.checked - ship.hull.crewFromBack),
    screens: Math.max(0, (tracks.screens ?? 0) - (ship.screensChecked ?? 0)),
  };
}

/** Every hull box is checked (hits from the front plus casualties from the back). */
export const isDestroyed = (ship: ShipState, tracks: DamageTracks): boolean =>
  ship.hull.checked + ship.hull.crewFromBack >= tracks.hull.length;

/** Destroyed once pending damage is applied: still on the board and firing until End Phase step b (p.21). */
export const isDoomed = (ship: ShipState, tracks: DamageTracks): boolean =>
  ship.hull.checked + ship.hull.pending + ship.hull.crewFromBack + ship.hull.crewPending >= tracks.hull.length;

export interface DamageOutcome {
  readonly ship: ShipState;
  /** Boxes actually marked (hits beyond a full track are dropped). */
  readonly marked: DamageTally;
  /** Weapons and/or equipment the owner must now strike (weapon-losses.ts). */
  readonly weaponLossesOwed: number;
  /** Directional shields (B.7): total points the owner must now take off the arcs. */
  readonly shieldReductionOwed: number;
  /** Engine boxes checked now: resets a hyperdrive warm-up (B.10). */
  readonly engineHitsTaken: number;
  /** Every hull box is now checked. */
  readonly destroyed: boolean;
}

/** B.10 p.33: "The running total is likewise reduced to zero if the ship suffers an engine hit." */
function engineHitClearsWarmUp(ship: ShipState, engineBoxes: number): ShipState {
  if (engineBoxes === 0 || ship.hyperdriveTotal === undefined) return ship;
  const { hyperdriveTotal: _lost, ...rest } = ship;
  return rest;
}

/**
 * Marks a damage tally on a ship: pending ("/") in the Combat Phase, or checked at once. `screenArc` is the
 * defensive arc the attack came from: with directional screens only that arc's group is checked (B.18 p.36).
 */
export function markDamage(ship: ShipState, tracks: DamageTracks, tally: DamageTally, timing: DamageTiming, screenArc?: DefensiveArc): DamageOutcome {
  const hullLength = tracks.hull.length;
  const hullUsed = ship.hull.checked + ship.hull.pending + ship.hull.crewFromBack + ship.hull.crewPending;
  const hull = Math.min(Math.max(0, tally.hull), hullLength - hullUsed);
  const crew = Math.min(Math.max(0, tally.crew), hullLength - hullUsed - hull);
  const room = (length: number, t: { checked: number; pending: number }): number => Math.max(0, length - t.checked - t.pending);
  const engines = Math.min(Math.max(0, tally.engines), room(tracks.engines.length, ship.engines));
  const weapons = Math.min(Math.max(0, tally.weapons), room(tracks.weapons.length, ship.weapons));
  const shields = Math.min(Math.max(0, tally.shields), room(tracks.shields?.length ?? 0, ship.shields));
  const screensLeft = tracks.arcScreens && !screenArc ? 0 : screensFacing(ship, tracks, screenArc ?? 'Fwd');
  const screens = Math.min(Math.max(0, tally.screens), screensLeft);

  const now = timing === 'immediate';
  const bump = (t: { checked: number; pending: number }, n: number): { checked: number; pending: number } =>
    now ? { checked: t.checked + n, pending: t.pending } : { checked: t.checked, pending: t.pending + n };
  const next: ShipState = checkScreens(
    {
      ...ship,
      hull: now
        ? { ...ship.hull, checked: ship.hull.checked + hull, crewFromBack: ship.hull.crewFromBack + crew }
        : { ...ship.hull, pending: ship.hull.pending + hull, crewPending: ship.hull.crewPending + crew },
      engines: bump(ship.engines, engines),
      weapons: bump(ship.weapons, weapons),
      shields: bump(ship.shields, shields),
    },
    tracks,
    screenArc,
    screens,
  );
  return {
    ship: engineHitClearsWarmUp(next, now ? engines : 0),
    marked: { hull, crew, engines, weapons, shields, screens },
    weaponLossesOwed: trackValue(tracks.weapons, ship.weapons.checked) - trackValue(tracks.weapons, next.weapons.checked),
    shieldReductionOwed: trackValue(tracks.shields, ship.shields.checked) - trackValue(tracks.shields, next.shields.checked),
    engineHitsTaken: now ? engines : 0,
    destroyed: isDestroyed(next, tracks),
  };
}

/** End Phase step b: every "/" becomes "X" (4.5 p.21). */
export function applyPendingDamage(ship: ShipState, tracks: DamageTracks): DamageOutcome {
  const settle = (t: { checked: number; pending: number }): { checked: number; pending: number } => ({ checked: t.checked + t.pending, pending: 0 });
  const next: ShipState = {
    ...ship,
    hull: {
      ...ship.hull,
      checked: ship.hull.checked + ship.hull.pending,
      pending: 0,
      crewFromBack: ship.hull.crewFromBack + ship.hull.crewPending,
      crewPending: 0,
    },
    engines: settle(ship.engines),
    weapons: settle(ship.weapons),
    shields: settle(ship.shields),
  };
  return {
    ship: engineHitClearsWarmUp(next, ship.engines.pending),
    marked: {
      hull: ship.hull.pending,
      crew: ship.hull.crewPending,
      engines: ship.engines.pending,
      weapons: ship.weapons.pending,
      shields: ship.shields.pending,
      screens: 0,
    },
    weaponLossesOwed: trackValue(tracks.weapons, ship.weapons.checked) - trackValue(tracks.weapons, next.weapons.checked),
    shieldReductionOwed: trackValue(tracks.shields, ship.shields.checked) - trackValue(tracks.shields, next.shields.checked),
    engineHitsTaken: ship.engines.pending,
    destroyed: isDestroyed(next, tracks),
  };
}
