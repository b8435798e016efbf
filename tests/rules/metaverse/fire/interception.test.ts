import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { pdSensorNeeded, pdValueAtRange, pulsesCancellable, resolveInterception } from '../../../../src/rules/metaverse/fire/interception.ts';
import type { IncomingHit, InterceptionInput, Pds, PdWeapon } from '../../../../src/rules/metaverse/fire/interception.ts';

const hit = (over: Partial<IncomingHit> = {}): IncomingHit => ({
  attackId: 'A',
  targetShipId: 'Thunderchild',
  targetSquadronId: 'sq-T',
  arc: 'port',
  damageType: 'indirect',
  pulses: 3,
  interceptValue: 8,
  withinFirstBand: false,
  unstable: false,
  ...over,
});
const pds = (id: string, rating: number, over: Partial<Pds> = {}): Pds => ({ id, shipId: 'Thunderchild', squadronId: 'sq-T', rating, arcs: ['port'], ...over });
const base = (over: Partial<InterceptionInput>): InterceptionInput => ({ hits: [hit()], pds: [], pdWeapons: [], capDice: {}, allocations: [], ...over });
const code = (r: ReturnType<typeof resolveInterception>): string => (r.ok ? 'ok' : r.error.code);

describe('interception', () => {
  // Metaverse p.31 "Point Defense (PD) Interception > Example": 3×D6+2 (IV 8), four rating-5 PDS,
  // CAP with furball 2.
  test('PD Interception example (p.31): two PDS pairs cancel two pulses, CAP rolls 2D20 at the third', () => {
    const input = base({
      pds: [pds('p1', 5), pds('p2', 5), pds('p3', 5), pds('p4', 5)],
      capDice: { 'sq-T': 2 },
      allocations: [
        { kind: 'pds', attackId: 'A', systems: ['p1', 'p2'], pulses: 1 },
        { kind: 'pds', attackId: 'A', systems: ['p3', 'p4'], pulses: 1 },
        { kind: 'cap', attackId: 'A', dice: 2 },
      ],
    });
    const shotDown = resolveInterception(input, scriptedDice([3, 5]));
    expect(shotDown.ok && shotDown.value.hits[0]).toMatchObject({
      cancelledByPds: 2,
      cancelledByCap: 1,
      surviving: 0,
      capRolls: [{ dice: [3, 5], sum: 8, needed: 8, cancelled: true }],
    });
    const through = resolveInterception(input, scriptedDice([3, 4]));
    expect(through.ok && through.value.hits[0]).toMatchObject({ cancelledByCap: 0, surviving: 1 });
    // A lone rating-5 PDS cannot stop an 8; a pooled pair cannot stop two pulses (p.59).
    expect(code(resolveInterception(base({ pds: [pds('p1', 5)], allocations: [{ kind: 'pds', attackId: 'A', systems: ['p1'], pulses: 1 }] }), scriptedDice([])))).toBe(
      'ERR_PD_NOT_ENOUGH',
    );
    expect(
      code(resolveInterception(base({ pds: [pds('p1', 5), pds('p2', 5), pds('p3', 9)], allocations: [{ kind: 'pds', attackId: 'A', systems: ['p1', 'p2', 'p3'], pulses: 2 }] }), scriptedDice([]))),
    ).toBe('ERR_PD_NOT_ENOUGH');
  });

  // Metaverse p.59 "PDS > Example": two weapons of 3 pulses of 3, two rating-7 PDS.
  test('PDS example (p.59): each PDS cancels 2 pulses of one weapon; one pulse of each gets through', () => {
    expect(pulsesCancellable([7], 3)).toBe(2);
    const two = [hit({ attackId: 'A', interceptValue: 3, damageType: 'energy' }), hit({ attackId: 'B', interceptValue: 3, damageType: 'energy' })];
    const r = resolveInterception(
      base({
        hits: two,
        pds: [pds('pds1', 7), pds('pds2', 7)],
        allocations: [
          { kind: 'pds', attackId: 'A', systems: ['pds1'], pulses: 2 },
          { kind: 'pds', attackId: 'B', systems: ['pds2'], pulses: 2 },
        ],
      }),
      scriptedDice([]),
    );
    expect(r.ok && r.value.hits.map((h) => h.surviving)).toEqual([1, 1]);
    // "may not cancel pulses from two different weapons"
    const split = resolveInterception(
      base({
        hits: two,
        pds: [pds('pds1', 7)],
        allocations: [
          { kind: 'pds', attackId: 'A', systems: ['pds1'], pulses: 1 },
          { kind: 'pds', attackId: 'B', systems: ['pds1'], pulses: 1 },
        ],
      }),
      scriptedDice([]),
    );
    expect(code(split)).toBe('ERR_PD_PDS_TWICE');
  });

  // Metaverse p.59: arcs, own squadron, no pooling across ships; p.31 first band; p.69 immune modes.
  test('PDS restrictions', () => {
    const one = (p: Pds[], h: Partial<IncomingHit> = {}, systems = p.map((x) => x.id)) =>
      code(resolveInterception(base({ hits: [hit(h)], pds: p, allocations: [{ kind: 'pds', attackId: 'A', systems, pulses: 1 }] }), scriptedDice([])));
    expect(one([pds('p', 9, { arcs: ['bow'] })])).toBe('ERR_PD_PDS_ARC');
    expect(one([pds('p', 9, { squadronId: 'other' })])).toBe('ERR_PD_PDS_SQUADRON');
    expect(one([pds('p', 5), pds('q', 5, { shipId: 'Wingman' })])).toBe('ERR_PD_PDS_SHIPS');
    expect(one([pds('p', 9)], { withinFirstBand: true })).toBe('ok');
    expect(one([pds('p', 9)], { interceptValue: null })).toBe('ERR_PD_IMMUNE');
  });

  // Metaverse p.70 "Point Defence (PD)": PD weapons act as PDS with type, fired and range rules.
  test('PD weapons', () => {
    const w = (id: string, over: Partial<PdWeapon> = {}): PdWeapon => ({
      id, shipId: 'Thunderchild', squadronId: 'sq-T', pd: 8, targets: ['indirect'], damageType: 'energy', firedThisTurn: false, forcedDangerClose: false, ...over,
    });
    const run = (weapons: PdWeapon[], h: Partial<IncomingHit> = {}, distant?: { bands: number; distanceCm: number; sensorRating: number }) =>
      resolveInterception(
        base({ hits: [hit(h)], pdWeapons: weapons, allocations: [{ kind: 'pd-weapon', attackId: 'A', weapons: weapons.map((x) => x.id), pulses: 1, ...(distant ? { distant } : {}) }] }),
        scriptedDice([]),
      );
    const r = run([w('pd1')]);
    expect(r.ok && r.value).toMatchObject({ pdWeaponsUsed: ['pd1'], hits: [{ cancelledByPdWeapons: 1, surviving: 2 }] });
    expect(code(run([w('pd1', { targets: ['kinetic'] })]))).toBe('ERR_PD_WEAPON_TYPE');
    expect(code(run([w('pd1', { firedThisTurn: true })]))).toBe('ERR_PD_WEAPON_FIRED');
    expect(code(run([w('pd1', { forcedDangerClose: true })]))).toBe('ERR_PD_WEAPON_DC');
    expect(code(run([w('pd1')], { withinFirstBand: true }))).toBe('ERR_PD_FIRST_BAND');
    expect(code(run([w('pd1'), w('pd2', { damageType: 'kinetic', pd: 1 })]))).toBe('ERR_PD_WEAPON_MIXED');
    // Another squadron 40 cm away, 2 bands: PD 8 − 2 = 6 < 8, and the sensor must be ≥ 8 (p.70 "rating 8 at 40cm").
    expect(pdSensorNeeded(40)).toBe(8);
    expect(pdValueAtRange(8, 2, false)).toBe(6);
    expect(code(run([w('pd1', { squadronId: 'sq-X', pd: 10 })], {}, { bands: 2, distanceCm: 40, sensorRating: 7 }))).toBe('ERR_PD_SENSOR');
    expect(code(run([w('pd1', { squadronId: 'sq-X', pd: 10 })], {}, { bands: 2, distanceCm: 40, sensorRating: 8 }))).toBe('ok');
    expect(code(run([w('pd1', { squadronId: 'sq-X', pd: 9 })], {}, { bands: 2, distanceCm: 40, sensorRating: 8 }))).toBe('ERR_PD_NOT_ENOUGH');
  });

  // Metaverse p.76 "Unstable": PDS or fighter interception still deals half; a PD weapon leaves nothing.
  test('Unstable pulses', () => {
    const r = resolveInterception(
      base({ hits: [hit({ unstable: true })], pds: [pds('p', 9)], allocations: [{ kind: 'pds', attackId: 'A', systems: ['p'], pulses: 1 }] }),
      scriptedDice([]),
    );
    expect(r.ok && r.value.hits[0]).toMatchObject({ surviving: 2, unstableHalf: 1 });
  });

  // Metaverse p.31: CAP dice are limited to the squadron's furball dice and cannot meet first-band fire.
  test('CAP limits', () => {
    expect(code(resolveInterception(base({ capDice: { 'sq-T': 2 }, allocations: [{ kind: 'cap', attackId: 'A', dice: 3 }] }), scriptedDice([])))).toBe('ERR_PD_CAP_DICE');
    expect(code(resolveInterception(base({ hits: [hit({ withinFirstBand: true })], capDice: { 'sq-T': 2 }, allocations: [{ kind: 'cap', attackId: 'A', dice: 2 }] }), scriptedDice([])))).toBe(
      'ERR_PD_FIRST_BAND',
    );
    expect(
      code(
        resolveInterception(
          base({ hits: [hit({ pulses: 1 })], capDice: { 'sq-T': 4 }, allocations: [{ kind: 'cap', attackId: 'A', dice: 2 }, { kind: 'cap', attackId: 'A', dice: 2 }] }),
          scriptedDice([]),
        ),
      ),
    ).toBe('ERR_PD_TOO_MANY');
  });
});
