// F.4 Fighter Variants (Starmada p.52), ruling 154.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { resolveFighterAttackOnFlight, resolveFighterAttackOnShip } from '../../../../src/rules/starmada/combat/fighter-attack.ts';
import { dicePerFighter, fightersLost, hitsOn, startingFighters } from '../../../../src/rules/starmada/fighters/variants.ts';
import { deploy, newGame, resolveTyped, texts } from '../integration/fixtures.ts';

describe('the variants (p.52)', () => {
  test('fighters per flight: assault 4, bombers 5, heavy 4, interceptors 5, light 7; standard 6', () => {
    expect((['assault', 'bomber', 'heavy', 'interceptor', 'light', undefined] as const).map(startingFighters)).toEqual([4, 5, 4, 5, 7, 6]);
  });

  test('"Assault flights roll two dice per individual fighter"; bombers hit ships on 4-6 and flights on 6, interceptors the reverse', () => {
    expect([dicePerFighter('assault'), dicePerFighter('bomber'), dicePerFighter(undefined)]).toEqual([2, 1, 1]);
    expect([hitsOn('bomber', 'ship'), hitsOn('bomber', 'flight'), hitsOn('interceptor', 'ship'), hitsOn('interceptor', 'flight'), hitsOn(undefined, 'ship')]).toEqual([4, 6, 6, 4, 5]);
  });

  test('heavy fighters: "on a result of 4-6, the hit is ignored"; "a weapon with IMP 3 incurs a -2 penalty"; "any unmodified 6 is successful"', () => {
    expect(fightersLost({ fighters: 4, variant: 'heavy' }, 3, 1, scriptedDice([4, 3, 6]), 'x')).toMatchObject({ destroyed: 1 });
    // IMP 3: 5 − 2 = 3 fails, 6 saves whatever the modifier.
    expect(fightersLost({ fighters: 4, variant: 'heavy' }, 2, 3, scriptedDice([5, 6]), 'x')).toMatchObject({ destroyed: 1, text: 'heavy fighter saves 5, 6 (4+, -2) → 1 saved' });
  });

  test('light fighters: "Each time a light fighter is destroyed, roll a die; on a 1-2, a second fighter is also eliminated" (no further roll)', () => {
    expect(fightersLost({ fighters: 7, variant: 'light' }, 2, 1, scriptedDice([1, 5]), 'x')).toMatchObject({ destroyed: 3 });
    // Never more than the flight has.
    expect(fightersLost({ fighters: 1, variant: 'light' }, 1, 1, scriptedDice([2]), 'x')).toMatchObject({ destroyed: 1 });
  });

  test('a standard flight loses one fighter per hit and rolls nothing', () => {
    expect(fightersLost({ fighters: 6 }, 2, 3, scriptedDice([]), 'x')).toEqual({ destroyed: 2, text: '' });
  });
});

describe('variant flights attacking (5.4 p.23 with F.4)', () => {
  const ship = { kind: 'ship' as const, name: 'Vigil', shield: 0, hasShieldTrack: false };
  test('a bomber flight hits a ship on 4+; an assault flight of 4 rolls 8 dice', () => {
    // Five bombers: 4, 4, 1, 2, 3 → two hits; no shields, so each hit is one damage die: 1, 1 (no damage).
    expect(resolveFighterAttackOnShip({ attacker: 'B1', fighters: 5, variant: 'bomber', target: ship }, scriptedDice([4, 4, 1, 2, 3, 1, 1])).hits).toBe(2);
    expect(resolveFighterAttackOnShip({ attacker: 'A1', fighters: 4, variant: 'assault', target: ship }, scriptedDice([1, 1, 1, 1, 1, 1, 1, 1])).dice).toHaveLength(8);
  });

  test('interceptors hit flights on 4+; a heavy target saves; the attacker\'s 1s are capped by the target\'s size', () => {
    // Five interceptors 4, 4, 5, 1, 1 → three hits on a heavy flight of 4: saves 6, 1, 2 → two destroyed; two 1s → two lost.
    const record = resolveFighterAttackOnFlight({ attacker: 'I1', fighters: 5, variant: 'interceptor', target: { name: 'H1', fighters: 4, variant: 'heavy' } }, scriptedDice([4, 4, 5, 1, 1, 6, 1, 2]));
    expect(record).toMatchObject({ targetLosses: 2, attackerLosses: 2 });
  });
});

describe('variants in a fleet (F.4)', () => {
  test('a carrier\'s entry names its flights\' variants: a bomber flight of five', () => {
    const state = deploy(newGame({ options: { carriers: true, fighterVariants: true }, a: [{ class: 'Hive', name: 'Nest', flights: ['bomber'] }] }));
    expect(state.flights[0]).toMatchObject({ name: 'Nest F1', count: 5, variant: 'bomber' });
  });

  test('in play: typed orders and activation, the bomber flight hits Vigil on 4+', () => {
    const state = deploy(newGame({ options: { carriers: true, fighterVariants: true }, a: [{ class: 'Hive', name: 'Nest', flights: ['bomber'] }] }));
    const moved = resolveTyped(state, { ana: 'Nest: 0', ben: 'Vigil: 0' });
    const vigil = moved.state.ships.find((s) => s.id === 'vigil');
    const flight = moved.state.flights[0];
    if (!vigil || !flight) throw new Error('no Vigil or flight');
    // The flight set beside Vigil, as an earlier activation could leave it; it attacks without moving.
    const ready = { ...moved.state, flights: [{ ...flight, at: { q: vigil.at.q, r: vigil.at.r + 1, s: vigil.at.s - 1 } }] };
    // Five dice 4, 4, 1, 2, 3 → two hits (4+); no shields: two damage dice 1, 1 (nothing).
    const hit = resolveTyped(ready, { ana: 'Nest F1 0 attack Vigil' }, [4, 4, 1, 2, 3, 1, 1]);
    expect(texts(hit.events).some((t) => t.startsWith('Nest F1 → Vigil · fighters 4, 4, 1, 2, 3 · hits on 4+ → 2 hits'))).toBe(true);
  });

  test('variants need the option, and no more than the carrier carries', () => {
    expect(() => newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest', flights: ['bomber', 'light'] }] })).toThrow(
      /Nest's flights are variants, and fighter variants \(F\.4\) are not in play in this game\. \| .*Nest carries 1 flight \(Carrier 1\); 2 variants are listed for it\./,
    );
  });
});
