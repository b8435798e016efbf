// The deployment step (Starmada 2.3 p.12; src/rules/starmada/sequence/deployment.ts) and weapon-loss choices as typed
// (4.4 "Weapon Hits" p.21; src/rules/starmada/notation/losses.ts).
import { describe, expect, test } from 'vitest';
import { offsetToHex } from '../../../../src/rules/core/offset.ts';
import { defaultPlacements, resolveDeployment, validatePlacements } from '../../../../src/rules/starmada/sequence/deployment.ts';
import { parseDeployment } from '../../../../src/rules/starmada/notation/deployment.ts';
import { defaultWeaponLosses } from '../../../../src/rules/starmada/combat/weapon-losses.ts';
import { parseWeaponLosses } from '../../../../src/rules/starmada/notation/losses.ts';
import { classOf } from '../../../../src/rules/starmada/combat/ship-condition.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { at, deploy, expectErr, expectOk, fleet, messagesOf, newGame, readsOf, resolveTyped, shipOf, texts } from './fixtures.ts';

const twoShips = () => newGame({ a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Osprey' }] });

describe('placements as typed: "<ship> <hex> [facing]"', () => {
  test('hex and facing are read; the facing defaults toward the enemy', () => {
    const placements = expectOk(parseDeployment(twoShips(), 'ana', 'Kestrel 0309 N\nosprey 3,10'));
    expect(placements).toEqual([
      { unitId: 'kestrel', at: at(3, 9), facing: 0 },
      // Side A deploys at the west edge and faces NE by default (Salvo's ruling 19).
      { unitId: 'osprey', at: at(3, 10), facing: 1 },
    ]);
    expect(expectOk(starmada.parse(twoShips(), 'ana', 'Kestrel 0309 SE; Osprey 0101 S'))).toEqual({
      kind: 'deploy',
      placements: [
        { unitId: 'kestrel', at: at(3, 9), facing: 2 },
        { unitId: 'osprey', at: at(1, 1), facing: 3 },
      ],
    });
  });

  test('within four hexes of the side\'s own short edge (2.3 p.12), every problem at once', () => {
    const errors = expectErr(starmada.parse(twoShips(), 'ana', 'Kestrel 1509'));
    expect(messagesOf(errors)).toEqual(['Hex 1509 is 15 hexes from your edge; deploy within 4 (columns 01–04, the west edge).', 'Place every ship: Osprey has no hex yet.']);
    const east = newGame();
    expect(messagesOf(expectErr(starmada.parse(east, 'ben', 'Vigil 2809')))).toEqual(['Hex 2809 is 5 hexes from your edge; deploy within 4 (columns 29–32, the east edge).']);
    expect(expectOk(starmada.parse(east, 'ben', 'Vigil 2909'))).toEqual({ kind: 'deploy', placements: [{ unitId: 'vigil', at: at(29, 9), facing: 4 }] });
  });

  test('no more than three ships in one hex (2.3 p.12)', () => {
    const four = newGame({ a: ['A1', 'A2', 'A3', 'A4'].map((name) => ({ class: 'Lancer', name })) });
    expect(messagesOf(expectErr(starmada.parse(four, 'ana', 'A1 0309; A2 0309; A3 0309; A4 0309')))).toEqual([
      'Hex 0309 already holds 3 of your ships; no more than 3 may start in one hex.',
    ]);
  });

  test('other seats\' ships, ships placed twice, hexes off the board and lines without a hex are refused', () => {
    const state = twoShips();
    expect(readsOf(expectErr(starmada.parse(state, 'ana', 'Vigil 0309')))).toEqual(['Line 1 · “Vigil 0309”: Start with one of your ships to place (Kestrel, Osprey), then a hex and a facing, such as "Majestic 0312 NE".']);
    expect(readsOf(expectErr(starmada.parse(state, 'ana', 'Kestrel 0309; Osprey 0310; kestrel 0101')))).toEqual(['Line 1: Kestrel has two orders in this message, “Kestrel 0309” and “kestrel 0101”; keep one.']);
    expect(readsOf(expectErr(starmada.parse(state, 'ana', 'Kestrel 0399; Osprey 0310')))).toEqual(['Line 1 · Kestrel “0399”: Hex 0399 is off the board (the board is 32 columns by 18 rows).']);
    expect(readsOf(expectErr(starmada.parse(state, 'ana', 'Kestrel')))).toEqual(['Line 1 · Kestrel: Give Kestrel a hex and a facing, such as "Kestrel 0312 NE".']);
  });

  // 2.3 p.12 and [ruling 19]: the owner chooses the facing; a facing that is none of the six is blamed on the facing.
  test('a bad facing is blamed on the facing, not on the ship\'s name; a good line beside it is still checked', () => {
    const state = twoShips();
    expect(readsOf(expectErr(starmada.parse(state, 'ana', 'Kestrel 0309 XX\nOsprey 0310')))).toEqual(['Line 1 · Kestrel: “XX” is not a facing; use N, NE, SE, S, SW or NW.']);
    expect(readsOf(expectErr(starmada.parse(state, 'ana', 'Kestrel 0309 facing up\nOsprey 2910')))).toEqual([
      'Line 1 · Kestrel: “up” is not a facing; use N, NE, SE, S, SW or NW.',
      'Line 2 · Osprey “Osprey 2910”: Hex 2910 is 29 hexes from your edge; deploy within 4 (columns 01–04, the west edge).',
    ]);
  });

  test('validatePlacements checks a submission built without text the same way', () => {
    const state = twoShips();
    expect(validatePlacements(state, 'ana', [{ unitId: 'kestrel', at: at(3, 9), facing: 0 }]).ok).toBe(false);
    expect(validatePlacements(state, 'ana', [{ unitId: 'kestrel', at: at(3, 9), facing: 0 }, { unitId: 'osprey', at: at(4, 9), facing: 0 }]).ok).toBe(true);
  });
});

describe('default placements and resolution', () => {
  test('a missed deadline places ships one per hex at the front of the zone, from the middle of the edge', () => {
    // Column 04 is the zone's front for the west edge; rows 09 and 10 are the middle of an 18-row board.
    expect(defaultPlacements(twoShips(), 'ana')).toEqual([
      { unitId: 'kestrel', at: at(4, 9), facing: 1 },
      { unitId: 'osprey', at: at(4, 10), facing: 1 },
    ]);
    expect(defaultPlacements(twoShips(), 'ben')).toEqual([{ unitId: 'vigil', at: at(29, 9), facing: 4 }]);
  });

  test('resolution places every ship, reveals where, and opens turn 1', () => {
    const resolved = resolveTyped(twoShips(), { ana: 'Kestrel 0309 N; Osprey 0101 S' });
    expect(texts(resolved.events)).toEqual([
      'Kestrel (side A) deploys in 0309 facing N.',
      'Osprey (side A) deploys in 0101 facing S.',
      'Vigil (side B) deploys in 2909 facing SW.',
    ]);
    expect(shipOf(resolved.state, 'kestrel')).toMatchObject({ at: at(3, 9), facing: 0, heading: 0 });
    expect(resolved.state.turn).toBe(1);
    expect(resolved.state.phase).toEqual({ kind: 'orders' });
  });

  test('two seats of one side filling a hex past three: the extra ship takes the next free hex, and says so', () => {
    const state = newGame({
      a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Osprey' }],
      extra: { cid: fleet('A', 'Cid', [{ class: 'Lancer', name: 'Gull' }, { class: 'Lancer', name: 'Heron' }]) },
    });
    const resolved = resolveTyped(state, { ana: 'Kestrel 0309 N; Osprey 0309', cid: 'Gull 0309 S; Heron 0309' });
    expect(texts(resolved.events)).toContain('Heron (side A) deploys in 0409 facing NE (its hex was full, so it took the next free one).');
    const in0309 = resolved.state.ships.filter((s) => s.at.q === at(3, 9).q && s.at.r === at(3, 9).r);
    expect(in0309.map((s) => s.name)).toEqual(['Kestrel', 'Osprey', 'Gull']);
  });

  test('resolveDeployment ignores placements of units that do not exist', () => {
    const state = newGame();
    const resolved = resolveDeployment(state, { ana: [{ unitId: 'ghost', at: offsetToHex({ col: 0, row: 0 }), facing: 0 }], ben: defaultPlacements(state, 'ben') });
    // Kestrel had no placement: it stays where setup left it.
    expect(shipOf(resolved.state, 'kestrel').at).toEqual(shipOf(state, 'kestrel').at);
    expect(shipOf(resolved.state, 'vigil').at).toEqual(at(29, 9));
  });
});

describe('weapon-loss choices as typed (4.4 p.21)', () => {
  // The Majestic (p.29): Lightning Turret ACE 2 / BDF 2 (2); Laser Cannon AB 1, AC 2, BD 2, EF 1 (3); Fusion Torpedo
  // AB 4 (2); equipment Countermeasures, Hyperdrive (1).
  const owing = (owed: number): StarmadaState => {
    const state = deploy(newGame({ a: [{ class: 'Majestic' }] }));
    return { ...state, phase: { kind: 'weaponLosses', owed: { majestic: owed } } };
  };

  test('a battery name takes its weapons from its banks in order; equipment by name; "x" before a count', () => {
    const state = owing(3);
    expect(expectOk(parseWeaponLosses(state, 'ana', 'Majestic: Laser Cannon 2, Countermeasures'))).toEqual({
      majestic: [
        { kind: 'weapon', battery: 1, bank: 0, count: 1 },
        { kind: 'weapon', battery: 1, bank: 1, count: 1 },
        { kind: 'equipment', system: 'Countermeasures', count: 1 },
      ],
    });
    expect(expectOk(parseWeaponLosses(state, 'ana', 'majestic: fusion torpedo x3'))).toEqual({ majestic: [{ kind: 'weapon', battery: 2, bank: 0, count: 3 }] });
    // "default" (or "auto") is the default choice written out, so it is a choice Ready need not ask about.
    const majestic = shipOf(state, 'majestic');
    expect(expectOk(parseWeaponLosses(state, 'ana', 'Majestic: default'))).toEqual({ majestic: defaultWeaponLosses(classOf(state, majestic), majestic, 3) });
  });

  test('equipment counts as one more battery with its own loss limit (p.21)', () => {
    // Two equipment items against a limit of (1), before any battery has reached its limit: refused.
    const errors = expectErr(starmada.parse(owing(2), 'ana', 'Majestic: Countermeasures, Hyperdrive'));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.code).toBe('ERR_LOSS_LIMIT');
    expect(readsOf(errors)[0]).toMatch(/^Line 1 · Majestic “Countermeasures, Hyperdrive”: Equipment would lose 2, over its loss limit of 1, before Lightning Turret \(lost 0 of its limit 2\), Laser Cannon \(lost 0 of its limit 3\), Fusion Torpedo \(lost 0 of its limit 2\) reach their limits\./);
    expect(starmada.parse(owing(2), 'ana', 'Majestic: Countermeasures, Laser Cannon').ok).toBe(true);
  });

  test('more weapons than a battery has left, unknown items and ships that owe nothing are refused', () => {
    const state = owing(3);
    expect(readsOf(expectErr(parseWeaponLosses(state, 'ana', 'Majestic: Fusion Torpedo 5')))).toEqual(['Line 1 · “Fusion Torpedo 5”: Majestic has fewer working Fusion Torpedo than that.']);
    expect(readsOf(expectErr(parseWeaponLosses(state, 'ana', 'Majestic: Phaser 1')))).toEqual([
      'Line 1: Majestic has no “Phaser 1”; choose from Lightning Turret, Laser Cannon, Fusion Torpedo, Countermeasures, Hyperdrive.',
    ]);
    expect(readsOf(expectErr(parseWeaponLosses(state, 'ana', 'Vigil: auto')))).toEqual(['Line 1 · “Vigil: auto”: Start with a ship that owes losses (Majestic) and a colon.']);
    expect(readsOf(expectErr(parseWeaponLosses(state, 'ana', 'Majestic: auto\nMajestic: Laser Cannon')))).toEqual(['Line 2: Majestic has two orders in this message, “Majestic: auto” and “Majestic: Laser Cannon”; keep one.']);
  });
});
