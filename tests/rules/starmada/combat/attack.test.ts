import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, scriptedDice, seededDice } from '../../../../src/rules/core/dice.ts';
import { resolveAttack } from '../../../../src/rules/starmada/combat/attack.ts';
import type { ShipTarget, WeaponAttack } from '../../../../src/rules/starmada/combat/attack.ts';
import type { CombatWeapon } from '../../../../src/rules/starmada/combat/combat-weapon.ts';
import { NO_DAMAGE } from '../../../../src/rules/starmada/combat/damage.ts';
import { MAJESTIC } from '../../../../src/rules/starmada/ships/library/index.ts';

// The p.20 example ship's laser cannons (not the Majestic's): RNG 3-6-9, ROF 1, ACC 4+, IMP 2, DMG 1.
const laser: CombatWeapon = { range: [3, 6, 9], rof: 1, acc: 4, imp: 2, dmg: 1, traits: [] };
const kestrel: ShipTarget = { kind: 'ship', name: 'Kestrel', shield: 3, hasShieldTrack: true };

const attack = (over: Partial<WeaponAttack> = {}): WeaponAttack => ({
  attacker: 'Majestic',
  target: kestrel,
  weaponName: 'Laser Cannon',
  weapon: laser,
  firing: { weapons: 2 },
  distance: 4,
  ...over,
});

const resolved = (a: WeaponAttack, faces: number[]) => {
  const dice = scriptedDice(faces);
  const r = resolveAttack(a, dice);
  if (!r.ok) throw new Error(r.error.message);
  expect(dice.remaining).toBe(0);
  return { record: r.value, dice };
};

describe('a whole attack', () => {
  // Starmada p.20–21 §4.2–4.4 (its examples): range 4 (medium), to-hit 2, 6 → 1 hit;
  // impact 3, 4 vs shields 3 → 1; damage 4 → engine hit.
  test('the chapter 4 example, start to finish', () => {
    const { record, dice } = resolved(attack(), [2, 6, 3, 4, 4]);
    expect(record.band).toBe('medium');
    expect(record.modifier.total).toBe(0);
    expect(record.toHit.hits).toBe(1);
    expect(record.impact?.impacts).toBe(1);
    expect(record.total).toEqual({ ...NO_DAMAGE, engines: 1 });
    expect(record.summary).toBe('Majestic → Kestrel · Laser Cannon ×2 · to-hit 2, 6 · hits on 4+ → 1 hit · impact 3, 4 vs shields 3 → 1 · damage 4: engine');
    expect(dice.rolls.map((r) => r.label)).toEqual([
      'to-hit Majestic→Kestrel Laser Cannon',
      'to-hit Majestic→Kestrel Laser Cannon',
      'impact Majestic→Kestrel Laser Cannon',
      'impact Majestic→Kestrel Laser Cannon',
      'damage Majestic→Kestrel Laser Cannon',
    ]);
  });

  // Starmada p.20 §4.2 (its example) against a fighter flight (tiny −1) at long range (−1).
  test('the minimum/maximum example against fighters', () => {
    const gun: CombatWeapon = { range: [3, 6, 9], rof: 3, acc: 5, imp: 1, dmg: 1, traits: [] };
    const { record } = resolved(
      attack({ weapon: gun, weaponName: 'Gun', firing: { weapons: 1 }, distance: 8, target: { kind: 'flight', name: 'Red 1', fighters: 6 } }),
      [2, 6, 6, 1, 5],
    );
    expect(record.modifier.total).toBe(-2);
    expect(record.toHit.dice.map((d) => d.final)).toEqual([0, 4, 8]);
    expect(record.fightersDestroyed).toBe(1);
    expect(record.impact).toBeNull();
    expect(record.summary).toBe('Majestic → Red 1 · Gun · to-hit 2, 6→1, 6→5 · hits on 6 then 2+ on the re-roll (5+ −2) → 1 hit · 1 fighter destroyed');
  });

  // Starmada p.23: "Each hit scored on a fighter flight automatically destroys one fighter; no impact or damage rolls".
  test('hits on a flight destroy fighters, no more than it has', () => {
    const { record } = resolved(attack({ target: { kind: 'flight', name: 'Red 1', fighters: 1 }, distance: 2 }), [5, 6]);
    expect(record.toHit.hits).toBe(2);
    expect(record.fightersDestroyed).toBe(1);
  });

  // Starmada p.20: a miss ends the attack; no impact dice.
  test('no hits, no more dice', () => {
    const { record } = resolved(attack(), [1, 3]);
    expect(record.impact).toBeNull();
    expect(record.summary).toBe('Majestic → Kestrel · Laser Cannon ×2 · to-hit 1, 3 · hits on 4+ → no hits');
  });

  // Starmada p.21: shield 0, each hit is IMP points of impact.
  test('an unshielded target takes IMP points per hit', () => {
    const { record } = resolved(attack({ target: { kind: 'ship', name: 'Hulk', shield: 0, hasShieldTrack: false } }), [5, 1, 2, 6]);
    expect(record.summary).toBe('Majestic → Hulk · Laser Cannon ×2 · to-hit 5, 1 · hits on 4+ → 1 hit · impact automatic (shields 0) → 2 · damage 2, 6: hull, no effect');
    expect(record.total).toEqual({ ...NO_DAMAGE, hull: 1 });
  });

  // Starmada p.29: the Majestic's own Lightning Turrets (4-8-12, 2×5+/1/1, Pr1) straight from the ship library,
  // at 3 hexes (short, +1): 4 and 6 hit; impact 4 + 1 beats shields 3 → 1; damage 5 → weapon.
  test('a class profile from the ship library fires as it is', () => {
    const profile = MAJESTIC.batteries[0]?.profiles[0];
    if (!profile) throw new Error('the Majestic has Lightning Turrets');
    const { record } = resolved(attack({ weapon: profile, weaponName: 'Lightning Turret', firing: { weapons: 1 }, distance: 3 }), [4, 6, 4, 1, 5]);
    expect(record.summary).toBe('Majestic → Kestrel · Lightning Turret · to-hit 4, 6 · hits on 4+ (5+ +1) → 2 hits · impact 4, 1 vs shields 3 at +1 → 1 · damage 5: weapon');
  });

  // Starmada C.5 p.42 Fire-Linked: the summary says what each success was worth.
  test('a Fire-Linked volley in the summary', () => {
    const linked: CombatWeapon = { ...laser, traits: ['FrL'] };
    const { record } = resolved(attack({ weapon: linked, firing: { weapons: 3 }, target: { kind: 'flight', name: 'Red 1', fighters: 6 } }), [5]);
    expect(record.summary).toBe('Majestic → Red 1 · Laser Cannon ×3 · to-hit 5 · hits on 5+ (4+ −1) → 3 hits (Fire-Linked ×3) · 3 fighters destroyed');
  });

  // Starmada C.2 p.39 (its example): Ion Cannon in Close Defense mode: RNG 2-4-6, ACC 4+ (primary 5+).
  test('a dual-mode battery fires the profile of the chosen mode', () => {
    const closeDefense: CombatWeapon = { range: [2, 4, 6], rof: 1, acc: 4, imp: 1, dmg: 1, traits: [] };
    const { record } = resolved(attack({ weapon: closeDefense, weaponName: 'Ion Cannon', firing: { weapons: 1 }, distance: 5, target: { kind: 'ship', name: 'K', shield: 0, hasShieldTrack: true } }), [5, 5]);
    expect(record.band).toBe('long');
    expect(record.toHit.acc).toBe(4);
    expect(record.toHit.hits).toBe(1);
  });

  // Starmada E.2 p.48: directed damage −1 to hit, then each damage die may be re-rolled once.
  test('directed damage', () => {
    // To-hit 5 − 1 = 4 hits, 2 misses; IMP 2 against shield 0 → 2 points; damage 4 and 6 are not hull hits, so
    // the default policy re-rolls them: 1 and 3, two hull hits.
    const { record } = resolved(attack({ directedDamage: true, target: { ...kestrel, shield: 0 } }), [5, 2, 4, 6, 1, 3]);
    expect(record.modifier.terms).toContainEqual({ source: 'directed damage', value: -1 });
    expect(record.damage?.dice.map((d) => d.faces)).toEqual([
      [4, 1],
      [6, 3],
    ]);
    expect(record.total).toEqual({ ...NO_DAMAGE, hull: 2 });
    expect(record.summary).toBe(
      'Majestic → Kestrel · Laser Cannon ×2 · to-hit 5, 2 · hits on 5+ (4+ −1) → 1 hit · impact automatic (shields 0) → 2 · damage (directed: keep hull, the default) 4→1, 6→3: hull, hull',
    );
  });

  // Starmada E.2 p.48: "A weapon with the Disruptive trait may not utilize directed damage."
  test('Disruptive weapons refuse directed damage', () => {
    const r = resolveAttack(attack({ weapon: { ...laser, traits: ['Dsr'] }, directedDamage: true }), scriptedDice([]));
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_DIRECTED_DISRUPTIVE');
  });

  // Starmada p.19 §4.1: out-of-range weapons do not fire.
  test('out of range, Ballistic and Carronade refusals', () => {
    const far = resolveAttack(attack({ distance: 10 }), scriptedDice([]));
    expect(far.ok ? 'ok' : far.error.code).toBe('ERR_OUT_OF_RANGE');
    const bls = resolveAttack(attack({ distance: 2, weapon: { ...laser, traits: ['Bls'] } }), scriptedDice([]));
    expect(bls.ok ? 'ok' : bls.error.code).toBe('ERR_BALLISTIC_SHORT');
    const none = resolveAttack(attack({ firing: { weapons: 0 } }), scriptedDice([]));
    expect(none.ok ? 'ok' : none.error.code).toBe('ERR_NO_WEAPONS');
    const mount = resolveAttack(attack({ firing: { weapons: 1, mountSize: 5 } }), scriptedDice([]));
    expect(mount.ok ? 'ok' : mount.error.code).toBe('ERR_MOUNT_SIZE');
  });

  // Starmada C.5 p.42 Defensive: "defensive fire is always considered to occur at medium range"; tiny −1 applies.
  test('defensive fire is at medium range whatever the distance', () => {
    const { record } = resolved(attack({ defensiveFire: true, distance: 40, target: { kind: 'flight', name: 'Red 1', fighters: 6 } }), [5, 4]);
    expect(record.band).toBe('medium');
    expect(record.modifier.total).toBe(-1);
    expect(record.fightersDestroyed).toBe(1);
  });

  // Starmada C.3 p.40 (its example) inside a whole attack, against a shieldless target.
  test('a triple mount at long range', () => {
    const turret: CombatWeapon = { range: [3, 6, 9], rof: 3, acc: 5, imp: 1, dmg: 1, traits: [] };
    const { record } = resolved(
      attack({ weapon: turret, weaponName: 'Turret', firing: { weapons: 1, mountSize: 3 }, distance: 8, target: { kind: 'ship', name: 'K', shield: 0, hasShieldTrack: true } }),
      [2, 4, 6, 3, 1, 4, 6],
    );
    expect(record.toHit.hits).toBe(3);
    expect(record.summary).toBe('Majestic → K · Turret (3-weapon mounts) · to-hit 2, 4, 6→3 · hits on 6+ (5+ −1) → 3 hits · impact automatic (shields 0) → 3 · damage 1, 4, 6: hull, engine, shield');
  });

  // Starmada B.18 p.35–36: screens take the points first; the excess is rolled as plain damage.
  test('screens in the summary', () => {
    const { record } = resolved(attack({ target: { ...kestrel, shield: 0, screensRemaining: 3 } }), [5, 6, 2]);
    expect(record.total).toEqual({ ...NO_DAMAGE, screens: 3, hull: 1 });
    expect(record.summary).toBe(
      'Majestic → Kestrel · Laser Cannon ×2 · to-hit 5, 6 · hits on 4+ → 2 hits · impact automatic (shields 0) → 4 · screens take 3, 1 more rolled as plain damage · damage 2: hull',
    );
  });
});

describe('every die is in the record', () => {
  const traitPool = ['Acr', 'Cts', 'Dly', 'Dsr', 'FrL', 'Inc', 'Knt', 'Mdl', 'NPr', 'Pr1', 'Pr2', 'Rpt', 'Vlt', 'Dfs', 'Fcs', 'Gid'] as const;

  // Architecture "Dice you can check": every die rolled appears in the record the summary is built from.
  test('for any weapon, target and seed, the record shows exactly the dice rolled', () => {
    fc.assert(
      fc.property(
        fc.record({
          rof: fc.integer({ min: 1, max: 4 }),
          acc: fc.integer({ min: 2, max: 6 }),
          imp: fc.integer({ min: 1, max: 3 }),
          dmg: fc.integer({ min: 1, max: 3 }),
          traits: fc.subarray([...traitPool], { maxLength: 4 }),
          weapons: fc.integer({ min: 1, max: 4 }),
          mountSize: fc.integer({ min: 1, max: 4 }),
          distance: fc.integer({ min: 0, max: 9 }),
          shield: fc.integer({ min: 0, max: 5 }),
          screens: fc.integer({ min: 0, max: 6 }),
          countermeasures: fc.integer({ min: 0, max: 8 }),
          flight: fc.boolean(),
          directed: fc.boolean(),
          seed: fc.string(),
        }),
        (p) => {
          const traits = p.traits.filter((t) => !(p.directed && t === 'Dsr'));
          const weapon: CombatWeapon = { range: [3, 6, 9], rof: traits.includes('Vlt') ? 1 : p.rof, acc: p.acc, imp: p.imp, dmg: p.dmg, traits };
          const target = p.flight
            ? { kind: 'flight' as const, name: 'F', fighters: 6 }
            : { kind: 'ship' as const, name: 'S', shield: p.shield, hasShieldTrack: true, screensRemaining: p.screens };
          const dice = seededDice(rngStateFromSeed(p.seed));
          const r = resolveAttack(
            attack({ weapon, target, firing: { weapons: p.weapons, mountSize: p.mountSize }, distance: p.distance, directedDamage: p.directed, conditions: { countermeasures: p.countermeasures } }),
            dice,
          );
          if (!r.ok) return;
          const rec = r.value;
          const shown =
            rec.toHit.volatileRof.length +
            rec.toHit.dice.reduce((s, d) => s + d.faces.length + d.repeats.length, 0) +
            (rec.impact?.dice.reduce((s, d) => s + d.faces.length, 0) ?? 0) +
            (rec.damage?.screens ? rec.damage.screens.bleedDice.length + rec.damage.screens.traitDice.length : 0) +
            (rec.damage?.dice.reduce((s, d) => s + d.faces.length, 0) ?? 0);
          expect(shown).toBe(dice.rolls.length);
          expect(rec.toHit.hits).toBeGreaterThanOrEqual(0);
          expect(rec.summary.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
