// Starmada C.4 p.40 (ruling 23): a seeker flight's attack, one die per seeker, then the weapon's IMP/DMG.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import type { ShipTarget } from '../../../../src/rules/starmada/combat/attack.ts';
import { resolveSeekerAttack, seekerModifiers, type SeekerAttack } from '../../../../src/rules/starmada/seekers/attack.ts';

const majestic: ShipTarget = { kind: 'ship', name: 'Majestic', shield: 3, hasShieldTrack: true };
const swarm = { acc: 4, imp: 1, dmg: 1, traits: ['Exp' as const] };
const reaper = { acc: 4, imp: 2, dmg: 1, traits: ['Dly' as const] };

function run(attack: Partial<SeekerAttack>, faces: number[]) {
  const dice = scriptedDice(faces);
  const record = resolveSeekerAttack({ attacker: 'Sirocco Swarm Missile 1', seekers: 4, weaponName: 'Swarm Missile', weapon: swarm, target: majestic, ...attack }, dice);
  expect(dice.remaining).toBe(0);
  return record;
}

describe('the to-hit roll: one die per seeker, each at or above ACC hits (C.4 p.40)', () => {
  test('four Swarm Missiles, ACC 4+: 4 and 6 hit, 3 misses and a natural 1 misses', () => {
    // Then 2 hits × IMP 1 = 2 impact dice vs shields 3: 4 scores, 2 fails; 1 point × DMG 1: a 5 is a weapon hit (p.21).
    const record = run({}, [4, 6, 1, 3, 4, 2, 5]);
    expect(record.toHit.dice.map((d) => d.faces[0])).toEqual([4, 6, 1, 3]);
    expect(record.toHit.modifier).toBe(0);
    expect(record.toHit.hits).toBe(2);
    expect(record.impact?.impacts).toBe(1);
    expect(record.total).toEqual({ hull: 0, crew: 0, engines: 0, weapons: 1, shields: 0, screens: 0 });
    expect(record.summary).toBe(
      'Sirocco Swarm Missile 1 → Majestic · 4 Swarm Missiles · to-hit 4, 6, 1, 3 · hits on 4+ → 2 hits · impact 4, 2 vs shields 3 → 1 · damage 5: weapon',
    );
  });

  test('no other to-hit modifier applies: not range, not tiny target, not countermeasures [ruling 23]', () => {
    expect(seekerModifiers(majestic)).toEqual([]);
    expect(run({ seekers: 1 }, [3]).toHit.hits).toBe(0);
  });

  test('against anti-fighter batteries (B.1) the dice take −1: a 4 misses, a 5 hits', () => {
    const record = run({ seekers: 2, target: { ...majestic, antiFighterBatteries: true } }, [4, 5, 1]);
    expect(record.terms).toEqual([{ source: 'anti-fighter batteries', value: -1 }]);
    expect(record.toHit.modifier).toBe(-1);
    expect(record.toHit.hits).toBe(1);
    expect(record.summary).toContain('to-hit 4, 5 · hits on 5+ (4+ −1) → 1 hit');
  });

  test('a face-up probe within three hexes gives +1 (B.17 p.35): a 3 hits', () => {
    const record = run({ seekers: 1, probeWithin3: true }, [3, 6, 2]);
    expect(record.terms).toEqual([{ source: 'probe within 3 hexes', value: 1 }]);
    expect(record.toHit.hits).toBe(1);
  });
});

describe('each hit rolls the weapon\'s IMP and DMG with the normal rules and traits (ruling 23)', () => {
  test('a Reaper Torpedo: IMP 2 against shields 3, then DMG 1 with Deadly crew casualties (C.5 p.41)', () => {
    // To-hit 5: 1 hit. Impact: 2 dice, 4 and 6 both exceed shields 3: 2 points. Damage: 2 is a hull hit and, even,
    // a Deadly casualty; 4 is an engine hit and also a casualty.
    const record = run({ attacker: 'Sirocco Reaper Torpedo 1', seekers: 1, weaponName: 'Reaper Torpedo', weapon: reaper }, [5, 4, 6, 2, 4]);
    expect(record.impact?.dice.map((d) => d.faces[0])).toEqual([4, 6]);
    expect(record.impact?.impacts).toBe(2);
    expect(record.total).toEqual({ hull: 1, crew: 2, engines: 1, weapons: 0, shields: 0, screens: 0 });
    expect(record.summary).toBe(
      'Sirocco Reaper Torpedo 1 → Majestic · 1 Reaper Torpedo · to-hit 5 · hits on 4+ → 1 hit · impact 4, 6 vs shields 3 → 2 · damage 2, 4: hull (Deadly: 1 crew), engine (Deadly: 1 crew)',
    );
  });

  test('a target with no shields left takes IMP points per hit without an impact roll (4.3 p.21)', () => {
    const record = run({ seekers: 2, weapon: reaper, target: { ...majestic, shield: 0 } }, [4, 5, 1, 1, 1, 1]);
    expect(record.impact?.automatic).toBe(true);
    expect(record.impact?.impacts).toBe(4);
    expect(record.total.hull).toBe(4);
  });

  test('no hits, no impact or damage roll', () => {
    const record = run({ seekers: 2 }, [1, 2]);
    expect(record.impact).toBeNull();
    expect(record.damage).toBeNull();
  });
});

describe('a seeker attack on a flight', () => {
  test('each hit removes one fighter, with no impact or damage (p.23)', () => {
    const record = run({ target: { kind: 'flight', name: 'Dominion F1', fighters: 3 } }, [4, 5, 6, 6]);
    expect(record.fightersDestroyed).toBe(3);
    expect(record.impact).toBeNull();
    expect(record.summary).toBe('Sirocco Swarm Missile 1 → Dominion F1 · 4 Swarm Missiles · to-hit 4, 5, 6, 6 · hits on 4+ → 4 hits · Dominion F1 loses 3');
  });
});
