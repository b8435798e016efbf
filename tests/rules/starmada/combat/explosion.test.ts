import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { NO_DAMAGE } from '../../../../src/rules/starmada/combat/damage.ts';
import { explodes, resolveExplosion } from '../../../../src/rules/starmada/combat/explosion.ts';
import { blankShip } from './fixtures.ts';

describe('explosions', () => {
  // Starmada E.3 p.48–49: dice = hull size; same hex hits on 4–6, adjacent on 5–6.
  test('same hex and adjacent ships', () => {
    // Kestrel: 5 dice, 3 impact dice, 1 damage die; Kite: 5 dice, 2 damage dice.
    const dice = scriptedDice([4, 5, 6, 1, 3, 1, 2, 6, 4, 4, 5, 6, 2, 1, 2, 5]);
    const [near, far] = resolveExplosion(
      { name: 'Vigil', hullSize: 5 },
      [
        { kind: 'ship', name: 'Kestrel', shield: 4, hasShieldTrack: true, sameHex: true },
        { kind: 'ship', name: 'Kite', shield: 0, hasShieldTrack: false, sameHex: false },
      ],
      dice,
    );
    expect(dice.remaining).toBe(0);
    // Kestrel: 4, 5, 6 hit (3 hits); impact dice vs shield 4: 1, 2, 6 → one impact; damage 4 → engine.
    expect(near).toMatchObject({ needed: 4, hits: 3 });
    expect(near?.impact?.impacts).toBe(1);
    expect(near?.total).toEqual({ ...NO_DAMAGE, engines: 1 });
    // Kite: 5, 6 hit; no shields so each hit is one point; damage 2 → hull, 5 → weapon.
    expect(far).toMatchObject({ needed: 5, hits: 2 });
    expect(far?.total).toEqual({ ...NO_DAMAGE, hull: 1, weapons: 1 });
    expect(far?.summary).toBe('Vigil explodes → Kite · 4, 5, 6, 2, 1 · hits on 5+ → 2 hits · impact automatic (shields 0) → 2 · damage 2, 5: hull, weapon');
  });

  // Starmada E.3 p.48: tiny targets −1 per die: "fighter flights in an adjacent hex will only be hit ... on each roll of 6".
  test('fighters are hit on 5–6 in the hex and 6 next to it', () => {
    const [inHex, adjacent] = resolveExplosion(
      { name: 'Vigil', hullSize: 3 },
      [
        { kind: 'flight', name: 'Red 1', fighters: 6, sameHex: true },
        { kind: 'flight', name: 'Red 2', fighters: 1, sameHex: false },
      ],
      scriptedDice([4, 5, 6, 5, 6, 6]),
    );
    expect(inHex).toMatchObject({ needed: 5, hits: 2, fightersDestroyed: 2 });
    expect(adjacent).toMatchObject({ needed: 6, hits: 2, fightersDestroyed: 1 });
  });

  // Starmada C.5 p.41 / E.3 p.48: a ship with any crew-casualty box does not explode.
  test('Deadly casualties stop the explosion', () => {
    const full = { checked: 8, pending: 0, crewFromBack: 0, crewPending: 0 };
    expect(explodes(blankShip({ hull: full }), 8)).toBe(true);
    expect(explodes(blankShip({ hull: { ...full, checked: 7, crewFromBack: 1 } }), 8)).toBe(false);
    expect(explodes(blankShip({ hull: { ...full, checked: 5 } }), 8)).toBe(false);
  });
});
