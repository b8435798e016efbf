import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { currentRatings, markDamage } from '../../../../src/rules/starmada/combat/apply-damage.ts';
import { NO_DAMAGE } from '../../../../src/rules/starmada/combat/damage.ts';
import { resolveFighterAttackOnFlight, resolveFighterAttackOnShip } from '../../../../src/rules/starmada/combat/fighter-attack.ts';
import { blankShip, MAJESTIC_TRACKS } from './fixtures.ts';

describe('fighters attacking a starship', () => {
  // Starmada p.23 §5.4: one die per fighter, 5–6 hits, no to-hit modifiers; IMP 1 and DMG 1; damage immediate.
  // Then p.23 (its example): the shield hit checks the next box and the rating drops from 3 to 2 at once.
  test('hits, one impact die per hit, one damage die per impact, applied at once', () => {
    const dice = scriptedDice([5, 6, 2, 1, 4, 4, 4, 1, 6]);
    const record = resolveFighterAttackOnShip(
      { attacker: 'Red 1', fighters: 6, target: { kind: 'ship', name: 'Majestic', shield: 3, hasShieldTrack: true } },
      dice,
    );
    expect(record).toMatchObject({ hits: 2, attackerLosses: 0 });
    expect(record.impact?.impacts).toBe(1);
    expect(record.total).toEqual({ ...NO_DAMAGE, shields: 1 });
    expect(record.summary).toBe('Red 1 → Majestic · fighters 5, 6, 2, 1, 4, 4 · hits on 5+ → 2 hits · impact 4, 1 vs shields 3 → 1 · damage 6: shield');
    expect(dice.remaining).toBe(0);

    const ship = blankShip({ shields: { checked: 1, pending: 0 } });
    expect(currentRatings(ship, MAJESTIC_TRACKS).shields).toBe(3);
    const after = markDamage(ship, MAJESTIC_TRACKS, record.total, 'immediate');
    expect(currentRatings(after.ship, MAJESTIC_TRACKS).shields).toBe(2);
  });

  // Starmada B.1 p.30 (its example): five fighters roll 1, 3, 3, 5, 5 against anti-fighter batteries: two hits, one loss.
  test('anti-fighter batteries', () => {
    const record = resolveFighterAttackOnShip(
      { attacker: 'Red 1', fighters: 5, target: { kind: 'ship', name: 'Carrier', shield: 0, hasShieldTrack: true, antiFighterBatteries: true } },
      scriptedDice([1, 3, 3, 5, 5, 2, 4]),
    );
    expect(record).toMatchObject({ hits: 2, attackerLosses: 1 });
    expect(record.summary).toBe(
      'Red 1 → Carrier · fighters 1, 3, 3, 5, 5 · hits on 5+ → 2 hits · anti-fighter batteries destroy 1 fighter · impact automatic (shields 0) → 2 · damage 2, 4: hull, engine',
    );
  });

  // Starmada p.23: a 1 costs nothing against a ship without anti-fighter batteries.
  test('no losses without anti-fighter batteries', () => {
    const record = resolveFighterAttackOnShip({ attacker: 'Red 1', fighters: 2, target: { kind: 'ship', name: 'K', shield: 2, hasShieldTrack: true } }, scriptedDice([1, 1]));
    expect(record).toMatchObject({ hits: 0, attackerLosses: 0, impact: null });
  });
});

describe('fighters attacking fighters', () => {
  // Starmada p.23 (its example): six fighters roll 1, 1, 1, 3, 3, 6 against a flight of two: the attackers lose
  // two (three 1s, capped at the target's two fighters), the target loses one.
  test('the book example', () => {
    const record = resolveFighterAttackOnFlight({ attacker: 'Red 1', fighters: 6, target: { name: 'Blue 2', fighters: 2 } }, scriptedDice([1, 1, 1, 3, 3, 6]));
    expect(record).toMatchObject({ targetLosses: 1, attackerLosses: 2 });
    expect(record.summary).toBe('Red 1 → Blue 2 · fighters 1, 1, 1, 3, 3, 6 · hits on 5+ · Blue 2 loses 1, Red 1 loses 2');
  });

  // Starmada C.4 p.40: "Fighters do not suffer casualties on attack die results of 1 when attacking seeker flights."
  test('no losses on 1s against seekers', () => {
    const record = resolveFighterAttackOnFlight({ attacker: 'Red 1', fighters: 3, target: { name: 'Missiles', fighters: 4, seeker: true } }, scriptedDice([1, 5, 1]));
    expect(record).toMatchObject({ targetLosses: 1, attackerLosses: 0 });
  });
});
