// A ship's firing arcs as map overlays: arcs (p.19 §4.1, C.1 p.39, D.7 p.46), range bands (p.19–20, B.13 p.33,
// C.5 p.42), what a viewer may see (B.5 p.31), and the choices that keep the map readable.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hex, hexAdd, hexDistance, hexKey, type Direction, type Hex } from '../../../../src/rules/core/hex.ts';
import { onBoard } from '../../../../src/rules/core/offset.ts';
import type { Viewer } from '../../../../src/rules/core/rule-system.ts';
import type { SceneOverlay } from '../../../../src/rules/core/scene.ts';
import { bankReach } from '../../../../src/rules/starmada/combat/reach.ts';
import type { Battery, ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { MAX_ARC_OVERLAYS, starmadaArcs } from '../../../../src/rules/starmada/views/arcs.ts';
import { DUELIST, LANCER, at, deploy, newGame, placed, shipOf, withShip } from '../integration/fixtures.ts';

type Arc = Extract<SceneOverlay, { kind: 'arc' }>;

const ANA: Viewer = { kind: 'seat', seat: 'ana' };
const BEN: Viewer = { kind: 'seat', seat: 'ben' };

/** Kestrel (side A) at 1610 facing `facing`, Vigil (side B) far off at 0302; both Lancers unless `cls` replaces Kestrel's. */
function board(facing: Direction = 0, cls?: ShipClass): StarmadaState {
  const state = placed(deploy(newGame()), { kestrel: [16, 10, facing], vigil: [3, 2, 2] });
  if (!cls) return state;
  const kestrel = shipOf(state, 'kestrel');
  const batteries = cls.batteries.map((b) => b.banks.map(() => 0));
  return withShip(
    { ...state, classes: { ...state.classes, [kestrel.classId]: cls } },
    'kestrel',
    (s) => ({ ...s, bankLosses: batteries, expended: batteries.map((b) => [...b]), lastFired: cls.batteries.map((b) => b.banks.map(() => null)) }),
  );
}

const battery = (name: string, arcs: string, range: [number, number, number], traits: Battery['profiles'][0]['traits'] = []): Battery => ({
  name,
  profiles: [{ range, rof: 1, acc: 4, imp: 1, dmg: 1, traits }],
  banks: [{ arcs, count: 1 }],
  lossLimit: 1,
});

const design = (...batteries: Battery[]): ShipClass => ({ ...LANCER, className: 'Probe', batteries });

const arcsOf = (state: StarmadaState, viewer: Viewer = ANA, id = 'kestrel'): Arc[] =>
  starmadaArcs(state, viewer, id).filter((o): o is Arc => o.kind === 'arc');

/** The band ('short', 'medium', 'long') an overlay puts a hex in, or null when it is not in the overlay. */
function bandAt(overlay: Arc | undefined, target: Hex): string | null {
  const key = hexKey(target);
  return overlay?.bands?.find((b) => b.hexes.some((h) => hexKey(h) === key))?.name ?? null;
}

/** A hex relative to Kestrel, in cube offsets with the ship facing north (as the p.19 oracles in tests/rules/starmada/combat/arcs.test.ts give them). */
const rel = (state: StarmadaState, q: number, r: number): Hex => hexAdd(shipOf(state, 'kestrel').at, hex(q, r));

describe('firing arcs on the map (p.19 §4.1)', () => {
  // Starmada p.19 §4.1: "the hex directly in front of a starship falls within the ship's [A], [B], and [G] arcs".
  test('the hex dead ahead is in an AB bank and in a G bank, and not in a C bank', () => {
    const state = board(0, design(battery('Forward', 'AB', [4, 8, 12]), battery('Spinal', 'G', [3, 6, 9]), battery('Port', 'C', [1, 2, 3])));
    const [forward, spinal, port] = arcsOf(state);
    const ahead = rel(state, 0, -1);
    expect(bandAt(forward, ahead)).toBe('short');
    expect(bandAt(spinal, ahead)).toBe('short');
    expect(bandAt(port, ahead)).toBeNull();
  });

  // Starmada p.19 §4.1: Ship (B), four hexes away, "occupies Ship (A)'s [G] and [B] arcs"; Ship (C), two hexes away,
  // "occupies the [C], [H], and [J] arcs" (positions worked out from p.19: (1,−4,3) and (−2,1,1)).
  test("the book's Ship B and Ship C fall in the arcs the book names, in the band their range gives", () => {
    const state = board(0, design(battery('Forward', 'AB', [4, 8, 12]), battery('Spinal', 'G', [3, 6, 9]), battery('Port', 'C', [1, 2, 3])));
    const [forward, spinal, port] = arcsOf(state);
    const shipB = rel(state, 1, -4);
    const shipC = rel(state, -2, 1);
    expect(hexDistance(shipOf(state, 'kestrel').at, shipB)).toBe(4);
    expect(hexDistance(shipOf(state, 'kestrel').at, shipC)).toBe(2);
    expect(bandAt(forward, shipB)).toBe('short'); // B arc, range 4 ≤ 4
    expect(bandAt(spinal, shipB)).toBe('medium'); // G arc, 3 < 4 ≤ 6
    expect(bandAt(port, shipB)).toBeNull();
    expect(bandAt(forward, shipC)).toBeNull();
    expect(bandAt(spinal, shipC)).toBeNull();
    expect(bandAt(port, shipC)).toBe('medium'); // C arc, 1 < 2 ≤ 2
  });

  test('arcs turn with the ship: facing south, the AB bank covers the hex due south and not the one due north', () => {
    const state = board(3, design(battery('Forward', 'AB', [4, 8, 12])));
    const [forward] = arcsOf(state);
    expect(bandAt(forward, rel(state, 0, 1))).toBe('short');
    expect(bandAt(forward, rel(state, 0, -1))).toBeNull();
  });

  // Starmada D.7 p.46: an inverted ship's arcs are mirrored, so its port bank fires to starboard.
  test('a rolled ship fires its port (C) bank to starboard', () => {
    const upright = board(0, design(battery('Port', 'C', [2, 4, 6])));
    const inverted = withShip(upright, 'kestrel', (s) => ({ ...s, inverted: true }));
    const portHex = rel(upright, -2, 1); // in C, H and J
    const starboardHex = rel(upright, 2, -1); // the mirror image: in D, I and K
    expect(bandAt(arcsOf(upright)[0], portHex)).toBe('short');
    expect(bandAt(arcsOf(upright)[0], starboardHex)).toBeNull();
    expect(bandAt(arcsOf(inverted)[0], starboardHex)).toBe('short');
    expect(bandAt(arcsOf(inverted)[0], portHex)).toBeNull();
  });

  // Starmada C.1 p.39: a defensive arc used as a firing arc; Fwd is within 45° of the bow (ruling 7).
  test('a bank firing into the Fwd defensive arc covers the bow and not the beam', () => {
    const state = board(0, design(battery('Nova', 'Fwd', [3, 6, 9])));
    const [nova] = arcsOf(state);
    expect(bandAt(nova, rel(state, 0, -5))).toBe('medium');
    expect(bandAt(nova, rel(state, 3, -3))).toBeNull(); // 3 hexes along the starboard-forward row: 60°, in Stbd
  });
});

describe('range bands (p.19–20)', () => {
  test('short to S, medium to M, long to L, nothing beyond; the ship’s own hex is never in an arc', () => {
    const state = board(0, design(battery('Forward', 'AB', [3, 6, 9])));
    const [forward] = arcsOf(state);
    expect([1, 3, 4, 6, 7, 9].map((d) => bandAt(forward, rel(state, 0, -d)))).toEqual(['short', 'short', 'medium', 'medium', 'long', 'long']);
    expect(bandAt(forward, rel(state, 0, -10))).toBeNull();
    expect(bandAt(forward, shipOf(state, 'kestrel').at)).toBeNull();
    expect(forward?.label).toBe('Forward 3-6-9');
  });

  // Starmada B.13 p.33: "a target at an actual range of 7 hexes would be at an effective range of 5 hexes".
  test('long range sensors stretch the bands: 7 hexes away counts as 5', () => {
    const plain = design(battery('Lance', 'AB', [1, 3, 5]));
    const sensors: ShipClass = { ...plain, equipment: { items: [{ system: 'Long Range Sensors', count: 1 }], lossLimit: 1 } };
    const state = board(0, sensors);
    const [lanceWithout] = arcsOf(board(0, plain));
    const [lanceWith] = arcsOf(state);
    expect(bandAt(lanceWithout, rel(state, 0, -7))).toBeNull();
    expect(bandAt(lanceWith, rel(state, 0, -7))).toBe('long');
    expect(bandAt(lanceWith, rel(state, 0, -8))).toBeNull(); // 8 − 2 = 6 > 5
    const damaged = withShip(state, 'kestrel', (s) => ({ ...s, equipmentLost: { 'Long Range Sensors': 1 } }));
    expect(bandAt(arcsOf(damaged)[0], rel(state, 0, -7))).toBeNull();
  });

  // Starmada C.5 p.42: Ballistic "cannot be made against targets at short range"; Carronade "may not be used to attack
  // targets at long range".
  test('Ballistic weapons have no short band and Carronades no long band', () => {
    const state = board(0, design(battery('Mortar', 'AB', [2, 4, 6], ['Bls']), battery('Blunderbuss', 'AB', [1, 2, 3], ['Crn'])));
    const [mortar, blunderbuss] = arcsOf(state);
    expect(mortar?.bands?.map((b) => [b.name, b.hexes.length > 0])).toEqual([['short', false], ['medium', true], ['long', true]]);
    expect(bandAt(mortar, rel(state, 0, -2))).toBeNull();
    expect(bandAt(mortar, rel(state, 0, -3))).toBe('medium');
    expect(blunderbuss?.bands?.map((b) => [b.name, b.hexes.length > 0])).toEqual([['short', true], ['medium', true], ['long', false]]);
    expect(bandAt(blunderbuss, rel(state, 0, -3))).toBeNull();
  });

  test('only hexes on the board are listed', () => {
    const state = placed(board(0), { kestrel: [1, 1, 0] });
    for (const overlay of arcsOf(state)) {
      expect(overlay.hexes.length).toBeGreaterThan(0);
      expect(overlay.hexes.every((h) => onBoard(state.board, h))).toBe(true);
    }
  });
});

describe('one overlay per battery, capped', () => {
  test("the Majestic (p.29): three overlays, longest reach first, each the union of its battery's banks", () => {
    const state = placed(deploy(newGame({ a: [{ class: 'Majestic' }] })), { majestic: [16, 10, 0] });
    const arcs = arcsOf(state, ANA, 'majestic');
    expect(arcs.map((a) => a.label)).toEqual(['Fusion Torpedo 5-10-15', 'Lightning Turret 4-8-12', 'Laser Cannon 3-6-9']);
    const ship = shipOf(state, 'majestic');
    // Laser Cannon banks AB, AC, BD and EF together cover every direction: the hex dead astern (E, F, L) too.
    const astern = hexAdd(ship.at, hex(0, 3));
    expect(bandAt(arcs[2], astern)).toBe('short');
    // The torpedoes fire into AB only.
    expect(bandAt(arcs[0], astern)).toBeNull();
    expect(bandAt(arcs[0], hexAdd(ship.at, hex(0, -3)))).toBe('short');
    for (const arc of arcs) expect(new Set(arc.hexes.map(hexKey)).size).toBe(arc.hexes.length);
  });

  test('batteries that reach the same hexes at the same ranges share one overlay', () => {
    const state = board(0, design(battery('Laser', 'AB', [3, 6, 9]), battery('Maser', 'AB', [3, 6, 9]), battery('Cannon', 'C', [3, 6, 9])));
    expect(arcsOf(state).map((a) => a.label)).toEqual(['Laser + Maser 3-6-9', 'Cannon 3-6-9']);
  });

  test(`at most ${MAX_ARC_OVERLAYS} overlays: the longest-ranged`, () => {
    const ranges: [number, number, number][] = [[1, 2, 3], [2, 4, 6], [3, 6, 9], [4, 8, 12], [5, 10, 15], [6, 12, 18]];
    const state = board(0, design(...ranges.map((r, i) => battery(`W${i}`, 'AB', r))));
    expect(arcsOf(state).map((a) => a.label)).toEqual(['W5 6-12-18', 'W4 5-10-15', 'W3 4-8-12', 'W2 3-6-9']);
  });

  // Starmada C.5 p.42: a Carronade reaches only its medium band, so it ranks by that.
  test('a Carronade ranks by its medium band', () => {
    const state = board(0, design(battery('Blunderbuss', 'AB', [6, 12, 18], ['Crn']), battery('Cannon', 'AB', [5, 10, 15])));
    expect(arcsOf(state).map((a) => a.label)).toEqual(['Cannon 5-10-15', 'Blunderbuss 6-12-18']);
  });

  // Starmada C.2 p.39: each mode of a dual-mode weapon has its own profile.
  test('a dual-mode weapon shows each mode', () => {
    const state = board(0, DUELIST);
    expect(arcsOf(state).map((a) => a.label)).toEqual(['Disruptor 4-8-12', 'Disruptor (Point Defense) 2-4-6']);
  });

  // Starmada C.4 p.40: seeking weapons have an MA instead of range bands.
  test('seeking weapons are left out', () => {
    const seeker: Battery = { name: 'Swarm', profiles: [{ range: null, ma: 8, rof: 1, acc: 4, imp: 1, dmg: 1, traits: [] }], banks: [{ arcs: 'AB', count: 1 }], lossLimit: 1 };
    const state = board(0, design(seeker, battery('Laser', 'AB', [3, 6, 9])));
    expect(arcsOf(state).map((a) => a.label)).toEqual(['Laser 3-6-9']);
  });

  // Starmada p.21: lost weapons are checked off; C.5 Exp: an Expendable weapon fires once.
  test('banks with every weapon lost or expended drop out; a battery with none left has no overlay', () => {
    const laser: Battery = { ...battery('Laser', 'AB', [3, 6, 9]), banks: [{ arcs: 'AB', count: 1 }, { arcs: 'EF', count: 2 }] };
    const decoy = battery('Decoy', 'EF', [2, 4, 6], ['Exp']);
    const state = board(0, design(laser, decoy));
    const astern = rel(state, 0, 2);
    expect(bandAt(arcsOf(state)[0], astern)).toBe('short');
    const damaged = withShip(state, 'kestrel', (s) => ({ ...s, bankLosses: [[0, 2], [0]], expended: [[0, 0], [1]] }));
    expect(arcsOf(damaged).map((a) => a.label)).toEqual(['Laser 3-6-9']);
    expect(bandAt(arcsOf(damaged)[0], astern)).toBeNull();
    expect(bandAt(arcsOf(damaged)[0], rel(state, 0, -2))).toBe('short');
  });
});

describe('who may see the arcs (B.5 p.31)', () => {
  test('a cloaked ship shows its arcs to its own side and the GM only', () => {
    const state = { ...board(0), revealedOrders: { kestrel: 'C/0' } };
    expect(arcsOf(state, ANA)).not.toEqual([]);
    expect(arcsOf(state, { kind: 'gm' })).not.toEqual([]);
    expect(arcsOf(state, BEN)).toEqual([]);
    expect(arcsOf(state, { kind: 'public' })).toEqual([]);
    expect(arcsOf({ ...state, revealedOrders: {} }, BEN)).not.toEqual([]);
  });

  test('unknown units, flights and destroyed ships have no arcs', () => {
    const state = board(0);
    expect(starmadaArcs(state, ANA, 'nobody')).toEqual([]);
    expect(starmadaArcs(withShip(state, 'kestrel', (s) => ({ ...s, status: 'destroyed' })), ANA, 'kestrel')).toEqual([]);
  });
});

describe('agrees with target declaration', () => {
  // The overlay must be exactly what /fire accepts: a hex is in it iff some live bank reaches it (combat/reach.ts).
  test('a hex is in a battery overlay iff bankReach accepts it from some bank, for any position and facing', () => {
    const base = placed(deploy(newGame({ a: [{ class: 'Majestic' }] })), { majestic: [16, 10, 0] });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32 }), fc.integer({ min: 1, max: 18 }), fc.integer({ min: 0, max: 5 }), fc.boolean(), (col, row, facing, inverted) => {
        const state = withShip(base, 'majestic', (s) => ({ ...s, at: at(col, row), facing: facing as Direction, inverted }));
        const ship = shipOf(state, 'majestic');
        const cls = state.classes[ship.classId] as ShipClass;
        const arcs = arcsOf(state, ANA, 'majestic');
        cls.batteries.forEach((b, i) => {
          const overlay = arcs.find((a) => a.label.startsWith(b.name));
          const range = b.profiles[0]?.range as [number, number, number];
          const inOverlay = new Set(overlay?.hexes.map(hexKey));
          for (let c = 1; c <= 32; c++) {
            for (let r = 1; r <= 18; r++) {
              const target = at(c, r);
              const reaches = b.banks.some(
                (bank) => bankReach({ attacker: { at: ship.at, facing: ship.facing, inverted }, target: { name: 't', at: target }, bankArcs: bank.arcs, maxRange: range[2] }).ok,
              );
              if (reaches !== inOverlay.has(hexKey(target))) throw new Error(`battery ${i} at ${c},${r}: reach ${reaches}`);
            }
          }
        });
      }),
      { numRuns: 25 },
    );
  });
});
