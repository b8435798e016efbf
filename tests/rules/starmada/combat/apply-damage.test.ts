import { describe, expect, test } from 'vitest';
import {
  applyPendingDamage,
  currentRatings,
  damageTiming,
  isDestroyed,
  isDoomed,
  markDamage,
  screensFacing,
  screensText,
  trackValue,
} from '../../../../src/rules/starmada/combat/apply-damage.ts';
import { NO_DAMAGE } from '../../../../src/rules/starmada/combat/damage.ts';
import { blankShip, MAJESTIC_TRACKS } from './fixtures.ts';

describe('track values', () => {
  // Starmada p.10 (its example): after two engine hits the engine rating is 2; after two shield hits, 2.
  test('the first unchecked box', () => {
    expect(trackValue([4, 3, 2, 1], 2)).toBe(2);
    expect(trackValue([3, 3, 2, 1], 2)).toBe(2);
    expect(trackValue([3, 3, 2, 1], 4)).toBe(0);
    expect(trackValue(null, 0)).toBe(0);
  });
});

describe('when damage takes effect', () => {
  // Starmada p.18 / §4.5 p.21 (weapons fire waits for the End Phase), §5.4 p.23 (fighters at once),
  // E.5 p.49 (sequential combat: at once).
  test('weapons fire waits unless sequential combat; the rest is immediate', () => {
    expect(damageTiming('weapons', { sequentialCombat: false })).toBe('pending');
    expect(damageTiming('weapons', { sequentialCombat: true })).toBe('immediate');
    expect(damageTiming('fighters', { sequentialCombat: false })).toBe('immediate');
    expect(damageTiming('explosion', { sequentialCombat: false })).toBe('immediate');
  });
});

describe('marking damage', () => {
  // Starmada p.21 §4.5: Combat Phase damage is marked "/" and takes effect in the End Phase.
  test('pending damage changes nothing until the End Phase', () => {
    const hit = markDamage(blankShip(), MAJESTIC_TRACKS, { ...NO_DAMAGE, engines: 2, shields: 1, hull: 3 }, 'pending');
    expect(currentRatings(hit.ship, MAJESTIC_TRACKS)).toMatchObject({ engines: 4, shields: 3, hull: 8 });
    expect(hit.ship.engines).toEqual({ checked: 0, pending: 2 });
    expect(hit.weaponLossesOwed).toBe(0);
    const end = applyPendingDamage(hit.ship, MAJESTIC_TRACKS);
    expect(currentRatings(end.ship, MAJESTIC_TRACKS)).toMatchObject({ engines: 2, shields: 3, hull: 5 });
    expect(end.ship.hull).toMatchObject({ checked: 3, pending: 0 });
    expect(end.engineHitsTaken).toBe(2);
  });

  // Starmada p.10 (its example): the first weapon hit takes the track from 17 to 13: four losses to choose.
  test('the Majestic’s first weapon hit owes four losses', () => {
    const hit = markDamage(blankShip(), MAJESTIC_TRACKS, { ...NO_DAMAGE, weapons: 1 }, 'pending');
    expect(applyPendingDamage(hit.ship, MAJESTIC_TRACKS).weaponLossesOwed).toBe(4);
  });

  // Starmada p.21 (its example): "if the number on the weapons track drops from 12 to 9, three weapon squares".
  test('a weapons track drop from 12 to 9 owes three', () => {
    const tracks = { ...MAJESTIC_TRACKS, weapons: [12, 9, 6, 3] };
    expect(markDamage(blankShip(), tracks, { ...NO_DAMAGE, weapons: 1 }, 'immediate').weaponLossesOwed).toBe(3);
  });

  // Starmada p.21 §4.4: "Once the last engine box has been checked, further engine hits are ignored" (same for
  // weapons and shields); a 6 against a ship with no shield track does nothing.
  test('hits beyond a full track are ignored', () => {
    const hit = markDamage(blankShip({ engines: { checked: 3, pending: 0 } }), MAJESTIC_TRACKS, { ...NO_DAMAGE, engines: 3 }, 'pending');
    expect(hit.marked.engines).toBe(1);
    const noShields = markDamage(blankShip(), { ...MAJESTIC_TRACKS, shields: null }, { ...NO_DAMAGE, shields: 2 }, 'immediate');
    expect(noShields.marked.shields).toBe(0);
  });

  // Starmada p.23 §5.4 and E.5 p.49: fighter damage and sequential combat are applied at once.
  test('immediate damage checks boxes at once', () => {
    const hit = markDamage(blankShip(), MAJESTIC_TRACKS, { ...NO_DAMAGE, engines: 1 }, 'immediate');
    expect(hit.ship.engines).toEqual({ checked: 1, pending: 0 });
    expect(hit.engineHitsTaken).toBe(1);
    expect(currentRatings(hit.ship, MAJESTIC_TRACKS).engines).toBe(3);
  });

  // Starmada C.5 p.41 Deadly: hull hits from the front, casualties from the back; destroyed when they meet.
  test('hull hits and crew casualties together destroy the ship', () => {
    const hit = markDamage(blankShip(), MAJESTIC_TRACKS, { ...NO_DAMAGE, hull: 6, crew: 2 }, 'pending');
    expect(isDestroyed(hit.ship, MAJESTIC_TRACKS)).toBe(false);
    expect(isDoomed(hit.ship, MAJESTIC_TRACKS)).toBe(true);
    const end = applyPendingDamage(hit.ship, MAJESTIC_TRACKS);
    expect(end.destroyed).toBe(true);
    expect(end.ship.hull).toMatchObject({ checked: 6, crewFromBack: 2 });
  });

  // Starmada p.21 §4.4: the last hull box checked is destruction; extra hits have nowhere to go.
  test('hits beyond the hull track are dropped, hull first', () => {
    const hit = markDamage(blankShip({ hull: { checked: 6, pending: 0, crewFromBack: 0, crewPending: 0 } }), MAJESTIC_TRACKS, { ...NO_DAMAGE, hull: 3, crew: 1 }, 'immediate');
    expect(hit.marked).toMatchObject({ hull: 2, crew: 0 });
    expect(hit.destroyed).toBe(true);
  });

  // Starmada B.18 p.35: screens are checked off instead of damage rolls (and at once, see apply-damage.ts).
  test('screens are checked at once', () => {
    const tracks = { ...MAJESTIC_TRACKS, screens: 12 };
    const hit = markDamage(blankShip(), tracks, { ...NO_DAMAGE, screens: 5 }, 'pending');
    expect(hit.ship.screensChecked).toBe(5);
    expect(currentRatings(hit.ship, tracks).screens).toBe(7);
    expect(markDamage(hit.ship, tracks, { ...NO_DAMAGE, screens: 9 }, 'pending').marked.screens).toBe(7);
  });

  // Starmada B.18 p.36: "a separate group for each defensive arc ... Only screens in the relevant group can be
  // used to absorb damage". The book's example: 10 forward, 9 port and starboard, 6 aft.
  test('directional screens are checked in the group facing the attack', () => {
    const tracks = { ...MAJESTIC_TRACKS, arcScreens: { Fwd: 10, Port: 9, Stbd: 9, Aft: 6 } };
    const first = markDamage(blankShip(), tracks, { ...NO_DAMAGE, screens: 4 }, 'pending', 'Aft');
    expect(first.ship.arcScreensChecked).toEqual({ Fwd: 0, Port: 0, Stbd: 0, Aft: 4 });
    const second = markDamage(first.ship, tracks, { ...NO_DAMAGE, screens: 5 }, 'pending', 'Aft');
    expect(second.marked.screens).toBe(2);
    expect(screensFacing(second.ship, tracks, 'Aft')).toBe(0);
    expect(screensFacing(second.ship, tracks, 'Fwd')).toBe(10);
    expect(screensText(second.ship, tracks)).toBe('screens Fwd 10/10 Port 9/9 Stbd 9/9 Aft 0/6');
    // A single pool is one group whatever the arc.
    expect(screensText(markDamage(blankShip(), { ...MAJESTIC_TRACKS, screens: 12 }, { ...NO_DAMAGE, screens: 5 }, 'pending', 'Port').ship, { ...MAJESTIC_TRACKS, screens: 12 })).toBe('screens 7/12');
  });

  test('marking never mutates the ship it was given', () => {
    const ship = blankShip();
    const copy = structuredClone(ship);
    markDamage(ship, MAJESTIC_TRACKS, { ...NO_DAMAGE, hull: 2, engines: 1, weapons: 1, shields: 1 }, 'immediate');
    expect(ship).toEqual(copy);
  });
});
