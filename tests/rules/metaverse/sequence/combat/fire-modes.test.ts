// Metaverse p.24–25 sensor systems, Volley Fire and Surgical Fire, p.53 Fire Control, p.67 launchers and magazines.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../../src/rules/core/dice.ts';
import { damageLayoutOf } from '../../../../../src/rules/metaverse/adapters/damage.ts';
import { initialDamageState } from '../../../../../src/rules/metaverse/damage/state.ts';
import type { FireDraft } from '../../../../../src/rules/metaverse/notation/types.ts';
import { designById } from '../../../../../src/rules/metaverse/ships/library.ts';
import { combatStep, type WeaponOrder } from '../../../../../src/rules/metaverse/sequence/combat/combat-step.ts';
import { seatFireContext } from '../../../../../src/rules/metaverse/sequence/orders.ts';
import { weaponOrdersOf } from '../../../../../src/rules/metaverse/notation/to-plot.ts';
import type { MetaverseState, MvShip } from '../../../../../src/rules/metaverse/state.ts';
import { match } from '../fixtures.ts';

const RES = 'A-resolute';
const DOM = 'B-dominator';
const KES = 'A-kestrel';

/** `squadron` (A) 25 cm south of VHS Dominator (B, EW array 3, TR 0), the two facing each other; no Control Step. */
function faceOff(squadron = 'A-sq-1', edit: (s: MvShip) => MvShip = (s) => s): MetaverseState {
  const s = match();
  return {
    ...s,
    ships: s.ships.map(edit),
    squadrons: s.squadrons.map((q) => (q.id === squadron ? { ...q, at: { x: 90, y: 72.5 }, heading: 0 } : q.id === 'B-sq-1' ? { ...q, at: { x: 90, y: 47.5 }, heading: 180 } : q)),
  };
}

const texts = (r: { events: readonly { text: string }[] }): string[] => r.events.map((e) => e.text);
const las = (w: string, extra: Partial<WeaponOrder> = {}): WeaponOrder => ({ shipId: RES, weaponId: w, targetId: DOM, ...extra });

describe('chosen sensor systems (p.24, p.53)', () => {
  test('an order rolls with the sensor it names, and the event names it', () => {
    // CNS Resolute's sen-B (bow, rating 12): 12 − EW 3 = 9.
    const r = combatStep(faceOff(), [las('las-1', { sensor: 'sen-B' })], scriptedDice([10]));
    expect(texts(r)).toEqual(['CNS Resolute → VHS Dominator · Heavy Laser · 25 cm · sensor Sensor 2 12 [target EW 3 (EW array 3) −3] = 9 vs TR 0 (hits on 1–9): d20 10 → miss']);
  });

  test('a disabled sensor, a sensor used for a second target, and a target outside the sensor\'s arcs are refused', () => {
    const broken = faceOff('A-sq-1', (s) => (s.id === RES ? { ...s, damage: { ...s.damage, systems: s.damage.systems.map((x) => (x.id === 'sen-B' ? { ...x, disabled: true } : x)) } } : s));
    expect(texts(combatStep(broken, [las('las-1', { sensor: 'sen-B' })], scriptedDice([])))).toEqual([
      'CNS Resolute Heavy Laser 1 does not fire: That sensor system is not available; pick a working sensor or fire-control part.',
    ]);
    // p.24: a sensor system serves one target. The Ravager sits 30 cm west of the Dominator.
    const two = { ...faceOff(), squadrons: faceOff().squadrons.map((q) => (q.id === 'B-sq-2' ? { ...q, at: { x: 60, y: 47.5 } } : q)) };
    const r = combatStep(two, [las('las-1', { sensor: 'sen-A' }), { shipId: RES, weaponId: 'las-2', targetId: 'B-ravager', sensor: 'sen-A' }], scriptedDice([20, 20]));
    expect(texts(r)[1]).toBe('CNS Resolute Heavy Laser 2 does not fire: That sensor already serves a target or group this turn; use another sensor system.');
    // A44: sen-B sees bow, starboard and port; turned about, the Dominator is in the Resolute's stern arc.
    const behind = { ...faceOff(), squadrons: faceOff().squadrons.map((q) => (q.id === 'A-sq-1' ? { ...q, heading: 180 } : q)) };
    expect(texts(combatStep(behind, [las('rail-s', { sensor: 'sen-B' })], scriptedDice([])))).toEqual([
      'CNS Resolute Railgun Battery 2 does not fire: The target is outside the arcs of that sensor.',
    ]);
  });

  test('a fire control splits into parts that act as sensors; its arrays cannot be used meanwhile, and the parts cannot exceed its rating', () => {
    // The book's USS Avenger: fire control 24 linking sen-1 (12), sen-2 (10), sen-3 (8); ion cannons in the bow.
    const avenger = designById('uss-avenger');
    if (!avenger) throw new Error('sample design');
    const s = faceOff('A-sq-1', (x) => (x.id === RES ? { ...x, designId: 'uss-avenger', damage: initialDamageState(damageLayoutOf(avenger)) } : x));
    const split = [16, 8];
    const r = combatStep(s, [las('ion-1', { sensor: 'fc#1', fireControl: split }), las('ion-2', { sensor: 'sen-1', fireControl: split }), las('dim-3', { fireControl: split })], scriptedDice([14]));
    expect(texts(r)).toEqual([
      // p.53: the part of 16 rolls like a sensor of 16: 16 − EW 3 = 13; a 14 misses.
      'CNS Resolute → VHS Dominator · Ion Cannon · 25 cm · sensor FC1 16 [target EW 3 (EW array 3) −3] = 13 vs TR 0 (hits on 1–13): d20 14 → miss',
      'CNS Resolute Ion Cannon 2 does not fire: While the fire control is used, its sensor arrays cannot be used.',
      'CNS Resolute Phase Disruptor 3 does not fire: while CNS Resolute splits its fire control, every order must name a fire-control part or local sensor (p.53).',
    ]);
    const over = combatStep(s, [las('ion-1', { sensor: 'fc#1', fireControl: [20, 10] })], scriptedDice([]));
    expect(texts(over)).toEqual(['CNS Resolute Ion Cannon 1 does not fire: The fire-control parts add up to 30, more than its rating of 24.']);
  });
});

describe('volley fire (p.25)', () => {
  test('one sensor roll for the whole group: all hit or all miss', () => {
    const orders = ['las-1', 'las-2', 'las-3'].map((w) => las(w, { fire: 'volley' }));
    // A single d20 (12 ≤ 15 − 3): the lasers' damage is fixed, so no other die is rolled.
    const hit = combatStep(faceOff(), orders, scriptedDice([12]));
    // One line for the group; each laser's share of the one roll is listed.
    expect(texts(hit)).toHaveLength(1);
    expect(texts(hit)[0]).toMatch(/^CNS Resolute → VHS Dominator · Heavy Laser ×3 · 25 cm · volley las-1\+las-2\+las-3, one roll: sensor 15 \[target EW 3 \(EW array 3\) −3\] = 12 vs TR 0 \(hits on 1–12\): d20 12 → hit, 2 pulses on the bow arc: /);
    expect(texts(hit)[0]?.match(/d20 12 → hit/g)).toHaveLength(3);
    const miss = combatStep(faceOff(), orders, scriptedDice([13]));
    expect(texts(miss)).toEqual(['CNS Resolute → VHS Dominator · Heavy Laser ×3 · 25 cm · volley las-1+las-2+las-3, one roll: sensor 15 [target EW 3 (EW array 3) −3] = 12 vs TR 0 (hits on 1–12): d20 13 → miss; d20 13 → miss; d20 13 → miss']);
  });

  test('a volley may hold only one damage type', () => {
    const r = combatStep(faceOff(), [las('las-1', { fire: 'volley' }), las('rail-s', { fire: 'volley' })], scriptedDice([]));
    // Weapons held back for one reason share a line.
    expect(texts(r)).toEqual(['CNS Resolute Heavy Laser 1, Railgun Battery 2 do not fire: A volley may hold only energy, only kinetic or only indirect weapons.']);
  });
});

describe('surgical fire (p.25)', () => {
  test('an odd sensor roll with a hull hit disables the named system in the facing section; damage is dealt either way', () => {
    // The Resolute fires into the Dominator's bow arc; its bow section holds sensor array sen-B (an EW-category system).
    const odd = combatStep(faceOff(), [las('las-1', { fire: 'surgical', system: 'ew' })], scriptedDice([11]));
    expect(texts(odd)).toEqual([
      'CNS Resolute → VHS Dominator · Heavy Laser · 25 cm · surgical fire at Sensor 2, sensor 15 [target EW 3 (EW array 3) −3] = 12 vs TR 0 (hits on 1–12): d20 11 → hit, 2 pulses on the bow arc: 12 shield hits, 3 to bow, 1 to core; odd roll and a hull hit: Sensor 2 is disabled',
    ]);
    expect(odd.ships.find((s) => s.id === DOM)?.damage.systems.find((x) => x.id === 'sen-B')?.disabled).toBe(true);
    const even = combatStep(faceOff(), [las('las-1', { fire: 'surgical', system: 'ew' })], scriptedDice([12]));
    expect(texts(even)[0]).toMatch(/ 3 to bow, 1 to core; even roll: sen-B is not disabled$/);
    expect(even.ships.find((s) => s.id === DOM)?.damage.systems.find((x) => x.id === 'sen-B')?.disabled).toBe(false);
  });

  test('the named system must be in the facing section', () => {
    // The Dominator's bow section has no hangar bay.
    const r = combatStep(faceOff(), [las('las-1', { fire: 'surgical', system: 'hangar' })], scriptedDice([]));
    expect(texts(r)).toEqual(['CNS Resolute Heavy Laser 1 does not fire: VHS Dominator has no working hangar system in the section facing the bow arc.']);
  });
});

describe('launchers, munitions and magazines (p.67)', () => {
  const missiles = (count: number): WeaponOrder => ({ shipId: KES, weaponId: 'ml', targetId: DOM, munition: { id: 'msl', count } });

  test('each munition fired is a shot of its own; the magazine is marked off', () => {
    // CNS Kestrel: sensor 13; Penetrator Missile, indirect, 20 cm bands, effective band 4 (60–80 cm). At 25 cm
    // (band 2) the indirect range modifier takes 2 off the sensor (p.25): 13 − 3 EW − 2 = 8.
    const r = combatStep(faceOff('A-sq-3'), [missiles(2)], scriptedDice([5, 9, 7]));
    expect(texts(r)).toEqual([
      // Two shots, each with its own d20; D8+2: 7 + 2 = 9 damage, all taken by the 12 shield hits of the Dominator's bow arc.
      'CNS Kestrel → VHS Dominator · Missile Launcher (Penetrator Missile) ×2 · 25 cm · sensor 13 [target EW 3 (EW array 3) −3, indirect range 2 −2] = 8 vs TR 0 (hits on 1–8): d20 5 → hit, 1 pulse [7] on the bow arc: 9 shield hits, no hull damage; d20 9 → miss',
    ]);
    // The design loads 8 missiles in mag-1; two were fired.
    expect(r.ships.find((s) => s.id === KES)?.magazines).toEqual({ 'mag-1': { msl: 6 } });
  });

  test('no more than the munition\'s maximum per turn, and no more than the magazine holds', () => {
    expect(texts(combatStep(faceOff('A-sq-3'), [missiles(3)], scriptedDice([])))).toEqual([
      'CNS Kestrel Missile Launcher does not fire: Missile Launcher fires 1 to 2 Penetrator Missiles a turn, not 3.',
    ]);
    const low = faceOff('A-sq-3', (s) => (s.id === KES ? { ...s, magazines: { 'mag-1': { msl: 1 } } } : s));
    expect(texts(combatStep(low, [missiles(2)], scriptedDice([])))).toEqual(['CNS Kestrel Missile Launcher does not fire: magazine mag-1 holds 1 Penetrator Missile, not 2.']);
    // The fire notation offers what the magazine still holds (1 of the launcher's 2 a turn).
    const ctx = seatFireContext(low, low.sides.find((x) => x.side === 'A')?.seat ?? '');
    const ml = ctx.ok ? ctx.value.ships.find((x) => x.id === KES)?.weapons.find((w) => w.id === 'ml') : undefined;
    expect(ml?.munitions).toEqual([{ id: 'msl', name: 'Penetrator Missile', maxPerTurn: 1, damageType: 'indirect' }]);
  });
});

describe('fire orders from the notation', () => {
  test('sensor, fire mode, surgical system, munition and the fire-control split reach the combat step', () => {
    const fire: FireDraft = {
      ships: [
        {
          ship: RES,
          fireControl: [10, 5],
          orders: [
            { weapon: 'las-1', target: DOM, sensor: 'fc#1', fire: 'volley', system: null, mode: null, munition: null },
            { weapon: 'las-2', target: DOM, sensor: null, fire: 'surgical', system: 'weapon', mode: 'Beam', munition: null },
          ],
        },
        { ship: KES, fireControl: null, orders: [{ weapon: 'ml', target: DOM, sensor: 'sen-A', fire: 'salvo', system: null, mode: null, munition: { id: 'msl', count: 2 } }] },
      ],
    };
    expect(weaponOrdersOf(fire)).toEqual([
      { shipId: RES, weaponId: 'las-1', targetId: DOM, sensor: 'fc#1', fire: 'volley', fireControl: [10, 5] },
      { shipId: RES, weaponId: 'las-2', mode: 'Beam', targetId: DOM, fire: 'surgical', system: 'weapon', fireControl: [10, 5] },
      { shipId: KES, weaponId: 'ml', targetId: DOM, sensor: 'sen-A', munition: { id: 'msl', count: 2 } },
    ]);
  });
});
