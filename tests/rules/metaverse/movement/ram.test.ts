import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { moveCinematic } from '../../../../src/rules/metaverse/movement/cinematic.ts';
import { ramArcs, ramAuthorisationNeeded, ramContact, ramSucceeds, rollRamAuthorisation } from '../../../../src/rules/metaverse/movement/ram.ts';
import { point } from '../../../../src/rules/core/plane.ts';

describe('RAM movement and contact (Metaverse p.13 "Ram"; ruling A16)', () => {
  // Ram example, Metaverse p.13: regular crew rolls 5 (needs 4–6); contact within 5 cm; unused thrust 4 > 1.
  test('Ram example (p.13)', () => {
    const auth = rollRamAuthorisation(scriptedDice([5]), 'regular', 0, { who: 'rammer' });
    expect(auth).toEqual({ roll: 5, bonus: 0, total: 5, needed: 4, success: true, automatic: false });

    // the rammer (square) comes south at 20 cm; Vengeance moves east at 8: they pass within 5 cm
    const rammer = moveCinematic({ at: point(50, 20), heading: 180, momentum: 20, mirrored: false }, { accel: 0, decel: 0, turns: [] }, { directionality: 'square' });
    const target = moveCinematic({ at: point(44, 42), heading: 90, momentum: 8, mirrored: false }, { accel: 0, decel: 0, turns: [] }, { directionality: 'hexagon' });
    const contact = ramContact(rammer.path, target.path);
    expect(contact.contact).toBe(true);
    expect(contact.minDistance).toBeLessThanOrEqual(5);

    expect(ramSucceeds(4, 1)).toEqual({ rammerUnused: 4, targetUnused: 1, success: true });
  });

  // Ruling A16: a tie on unused thrust fails.
  test('tie fails; missing by more than 5 cm is no contact', () => {
    expect(ramSucceeds(3, 3).success).toBe(false);
    expect(ramContact([point(0, 0), point(0, 10)], [point(6, 0), point(6, 10)]).contact).toBe(false);
    expect(ramContact([point(0, 0), point(0, 10)], [point(5, 0), point(5, 10)]).contact).toBe(true);
  });

  // Metaverse p.13: green 6, regular 4–6, veteran 2–6; +1 per destroyed section; Victory Is Life passes.
  test('authorisation by crew and damage', () => {
    expect([ramAuthorisationNeeded('green'), ramAuthorisationNeeded('regular'), ramAuthorisationNeeded('veteran')]).toEqual([6, 4, 2]);
    expect(rollRamAuthorisation(scriptedDice([4]), 'green', 2).success).toBe(true);
    expect(rollRamAuthorisation(scriptedDice([5]), 'green', 0).success).toBe(false);
    const auto = scriptedDice([]);
    expect(rollRamAuthorisation(auto, 'green', 0, { automatic: true }).success).toBe(true);
    expect(auto.rolls).toHaveLength(0);
  });

  // Ruling A16: target arc facing the rammer decides front / side / rear closing speed.
  test('struck arcs', () => {
    const target = { at: point(50, 50), heading: 0 };
    const fromBehind = ramArcs(target, 'square', { at: point(50, 53), heading: 0 }, 'square');
    expect(fromBehind.targetArcs).toEqual(['stern']);
    expect(fromBehind.rammerArcs).toEqual(['bow']);
    expect(fromBehind.closing).toEqual(['rear']);
    expect(ramArcs(target, 'hexagon', { at: point(54, 50), heading: 270 }, 'square').closing).toEqual(['side']);
  });
});
