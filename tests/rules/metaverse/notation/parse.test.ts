import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseTurnPlot } from '../../../../src/rules/metaverse/notation/parse.ts';
import { parseFireOrders } from '../../../../src/rules/metaverse/notation/parse-fire.ts';
import type { FireDraftContext, FireDraft, TurnDraftContext, SquadronDraft, TurnDraft } from '../../../../src/rules/metaverse/notation/types.ts';
import { EFN, EFN_FIRE, LOKARAN, LOKARAN_FIRE } from './fixtures.ts';

const plot = (text: string, ctx: TurnDraftContext = EFN): TurnDraft => {
  const r = parseTurnPlot(text, ctx);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const squadron = (text: string, id: string, ctx: TurnDraftContext = EFN): SquadronDraft => plot(text, ctx).squadrons.find((s) => s.squadron === id && s.breakOff.length === 0)!;
const codes = (text: string, ctx: TurnDraftContext = EFN): string[] => {
  const r = parseTurnPlot(text, ctx);
  return r.ok ? [] : r.error.map((e) => e.code);
};
const fire = (text: string, ctx: FireDraftContext = EFN_FIRE): FireDraft => {
  const r = parseFireOrders(text, ctx);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const fireCodes = (text: string, ctx: FireDraftContext = EFN_FIRE): string[] => {
  const r = parseFireOrders(text, ctx);
  return r.ok ? [] : r.error.map((e) => e.code);
};

describe('worked examples of the book in the notation', () => {
  // Cinematic Movement example, Metaverse ~p.8 "Cinematic Movement > Example": Thunderchild fires both stern drives (+4) and uses
  // her port drive for one turn to starboard.
  test('Cinematic Movement example (p.8): A4(S1,S2) T:S(P) is accel 4 from S1+S2 and one starboard turn from P', () => {
    expect(squadron('USS Thunderchild: A4(S1,S2) T:S(P)', 'sq-tc').move).toEqual({
      method: 'cinematic',
      accel: { points: 4, drives: ['stl-S1', 'stl-S2'] },
      decel: { points: 0, drives: [] },
      turns: [{ dir: 'S', drive: 'stl-P' }],
    });
  });
  // Cinematic Movement example (p.8) blank_plot: "If she plots nothing she will move forward 12cm" — no block means a drift.
  test('Cinematic Movement example (p.8): a squadron with no orders drifts', () => {
    const p = squadron('Avenger Group: A1', 'sq-tc');
    expect(p.move).toEqual({ method: 'cinematic', accel: { points: 0, drives: [] }, decel: { points: 0, drives: [] }, turns: [] });
    expect(p.advanced).toEqual([]);
  });
  // Cinematic Movement example (p.8) variant_two_turns: two starboard turns.
  test('Cinematic Movement example (p.8) variant: two turns', () => {
    expect(squadron('USS Thunderchild: A4 T:SS', 'sq-tc').move).toMatchObject({ turns: [{ dir: 'S' }, { dir: 'S' }] });
  });
  // Newtonian Movement example, Metaverse ~p.9 "Newtonian Movement > Example": bow drives 4 (N momentum −4), one port drive for +1 CW,
  // both stern drives for 6. Erratum A14: the book says the 6 goes NW; after the CW step it goes NE, so the plot
  // fires the stern drives at rotation step 1 (the help's example `R:CW1 F:AFT4@0 F:FWD6@1`).
  test('Newtonian Movement example (p.9): R:CW1 F:AFT4@0 F:FWD6@1 is the Vengeance plot', () => {
    expect(squadron('ISS Vengeance: R:CW1(P1) F:AFT4@0(B1,B2) F:FWD6@1(T1,T2)', 'sq-ven', LOKARAN).move).toEqual({
      method: 'newtonian',
      rotate: { dir: 'CW', points: 1, drives: ['stl-P1'] },
      thrust: [
        { arc: 'bow', points: 4, step: 0, drives: ['stl-B1', 'stl-B2'] },
        { arc: 'stern', points: 6, step: 1, drives: ['stl-T1', 'stl-T2'] },
      ],
    });
    // The compact form without drive names gives the same actions for the solver.
    expect(squadron('ISS Vengeance: R:CW1 F:AFT4@0 F:FWD6@1', 'sq-ven', LOKARAN).move).toMatchObject({ rotate: { dir: 'CW', points: 1 }, thrust: [{ arc: 'bow', points: 4, step: 0 }, { arc: 'stern', points: 6, step: 1 }] });
  });
  // Emergency Power example, Metaverse ~p.12: EP doubles both size-2 stern drives, +8 momentum.
  test('Emergency Power example (p.12): EP(S1,S2) A8', () => {
    const p = squadron('USS Thunderchild: EP(S1,S2) A8', 'sq-tc');
    expect(p.advanced).toEqual([{ code: 'EP', drives: ['stl-S1', 'stl-S2'] }]);
    expect(p.move).toMatchObject({ accel: { points: 8 } });
    expect(codes('USS Thunderchild: A8')).toEqual(['ERR_PLOT_THRUST_CAPACITY']);
  });
  // Metaverse ~p.17 "Tactical FTL - Hyper Drive > Example": the Vengeance plots a tactical jump of 75 cm.
  test('T-FTL-H(75) records the hyper distance', () => {
    expect(squadron('ISS Vengeance: T-FTL-H(75)', 'sq-ven', LOKARAN).advanced).toEqual([{ code: 'T-FTL-H', distance: 75 }]);
  });
});

describe('reading plots (Metaverse p.5–19)', () => {
  test('case and spaces are forgiven; codes may sit on following lines', () => {
    const p = squadron('thunder:   a 4\n  d0   t: s p ·  fl', 'sq-tc');
    expect(p.move).toMatchObject({ accel: { points: 4 }, decel: { points: 0 }, turns: [{ dir: 'S' }, { dir: 'P' }] });
    expect(p.advanced).toEqual([{ code: 'FL' }]);
    const q = squadron('thunder: A4\nT:SP (SB)\nFL', 'sq-tc');
    expect(q.move).toMatchObject({ accel: { points: 4 }, turns: [{ dir: 'S', drive: null }, { dir: 'P', drive: 'stl-SB' }] });
    expect(q.advanced).toEqual([{ code: 'FL' }]);
  });
  test('turn counts: T:S2P is S, S, P; T: repeats append', () => {
    expect(squadron('USS Thunderchild: T:S2P', 'sq-tc').move).toMatchObject({ turns: [{ dir: 'S' }, { dir: 'S' }, { dir: 'P' }] });
    expect(squadron('USS Thunderchild: T:S T:P', 'sq-tc').move).toMatchObject({ turns: [{ dir: 'S' }, { dir: 'P' }] });
  });
  test('advanced codes, RAM target, payer, launch and recover', () => {
    const p = squadron('Avenger Group: RL RAM(venge) · pay hale', 'sq-av');
    expect(p.advanced).toEqual([{ code: 'RL' }, { code: 'RAM', target: 'iss-vengeance' }]);
    expect(p.payer).toBe('cmd-hale');
    expect(squadron('USS Thunderchild: drift · recover red', 'sq-tc').recoveries).toEqual([{ fighter: 'red-1', hangar: 'tc-bay' }]);
    expect(squadron('venge: launch 2 strike from venge', 'sq-ven', LOKARAN).launches).toEqual([{ hangar: 'ven-bay', type: 'sf-v-fighter', count: 2 }]);
    expect(squadron('ISS Vengeance: T-FTL-Hyper(80cm)', 'sq-ven', LOKARAN).advanced).toEqual([{ code: 'T-FTL-H', distance: 80 }]);
  });
  test('break-off ships get their own plot after the squadrons', () => {
    const p = plot('Avenger Group: A2\nbreak wasp: D1');
    expect(p.squadrons.map((s) => [s.squadron, s.breakOff])).toEqual([
      ['sq-tc', []],
      ['sq-av', []],
      ['sq-av', ['uss-wasp']],
    ]);
    expect(p.squadrons[2]?.move).toMatchObject({ decel: { points: 1 } });
  });
  test('a single-squadron seat may leave the name out', () => {
    const one: TurnDraftContext = { ...LOKARAN, squadrons: [LOKARAN.squadrons[0]!] };
    expect(plot('R:CCW2 F:FWD3@2', one).squadrons[0]?.move).toMatchObject({ rotate: { dir: 'CCW', points: 2 }, thrust: [{ arc: 'stern', step: 2 }] });
  });
});

describe('plot errors: every problem at once, with where and a suggestion', () => {
  test('syntax errors', () => {
    expect(codes('')).toEqual(['ERR_PLOT_EMPTY']);
    expect(codes('A4')).toEqual(['ERR_PLOT_NO_SQUADRON']);
    expect(codes('Klingons: A4')).toEqual(['ERR_PLOT_UNKNOWN_NAME']);
    expect(codes('break USS: drift')).toEqual(['ERR_PLOT_AMBIGUOUS']);
    expect(codes('USS Thunderchild: A4 A2 Q7 T:SX R:CW1')).toEqual(['ERR_PLOT_TWICE', 'ERR_PLOT_CODE', 'ERR_PLOT_TURNS', 'ERR_PLOT_METHOD']);
    expect(codes('ISS Vengeance: A4 F:UP2 F:PORT1 EP RAM', LOKARAN)).toEqual(['ERR_PLOT_METHOD', 'ERR_PLOT_THRUST_DIR', 'ERR_PLOT_THRUST_DIR', 'ERR_PLOT_EP_DRIVES', 'ERR_PLOT_RAM_TARGET']);
    expect(codes('USS Thunderchild: A4(S9) T-FTL-H(far)')).toEqual(['ERR_PLOT_UNKNOWN_NAME', 'ERR_PLOT_FTL_DISTANCE']);
    expect(codes('USS Thunderchild: A1\nthunderchild: A2')).toEqual(['ERR_ORDERS_TWICE']);
  });
  test('each error says where and how to fix it', () => {
    const r = parseTurnPlot('USS Thunderchild: A4\nAvenger Group: Q', EFN);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual([expect.objectContaining({ code: 'ERR_PLOT_CODE', at: 'line 2 (Avenger Group)', suggestion: expect.stringContaining('A4') as string })]);
  });
  test('rules errors (validate.ts) are reported with the syntax ones absent', () => {
    expect(codes('USS Thunderchild: A5 D3 T:SSSS')).toEqual(['ERR_PLOT_THRUST_CAPACITY', 'ERR_PLOT_THRUST_CAPACITY', 'ERR_PLOT_THRUST_CAPACITY']);
  });
});

describe('reading fire orders (Metaverse p.24 "Starship Combat Step", p.53, p.67)', () => {
  test('all / count / ids, sensor, volley', () => {
    const f = fire('USS Thunderchild: 4 laser > Vengeance @a · las-5, las-6 > Vengeance @Sensor B volley');
    expect(f.ships).toHaveLength(1);
    expect(f.ships[0]?.orders.map((o) => [o.weapon, o.sensor, o.fire])).toEqual([
      ['las-1', 'sen-A', 'salvo'],
      ['las-2', 'sen-A', 'salvo'],
      ['las-3', 'sen-A', 'salvo'],
      ['las-4', 'sen-A', 'salvo'],
      ['las-5', 'sen-B', 'volley'],
      ['las-6', 'sen-B', 'volley'],
    ]);
  });
  test('fire control parts, surgical, launcher loads, no sensor = auto', () => {
    const f = fire('USS Avenger: fc 12+12 · ion-1 > chimera @fc2 surgical prop · all phase > venge', EFN_FIRE);
    expect(f.ships[0]).toEqual({
      ship: 'uss-avenger',
      fireControl: [12, 12],
      orders: [
        { weapon: 'ion-1', target: 'bgs-chimera', sensor: 'fc#2', fire: 'surgical', system: 'propulsion', mode: null, munition: null },
        ...['dim-port-1', 'dim-port-2', 'dim-3'].map((weapon) => ({ weapon, target: 'iss-vengeance', sensor: null, fire: 'salvo', system: null, mode: null, munition: null })),
      ],
    });
    const c = fire('BGS Chimera: tl-1(2 torp) > thunder @sensor 1 · am-1 (Beam) > thunder @sensor 1', LOKARAN_FIRE);
    expect(c.ships[0]?.orders.map((o) => [o.weapon, o.munition, o.mode])).toEqual([
      ['tl-1', { id: 'torp', count: 2 }, null],
      ['am-1', null, 'Beam'],
    ]);
    expect(fire('BGS Chimera: tl-1 > thunder', LOKARAN_FIRE).ships[0]?.orders[0]?.munition).toEqual({ id: 'torp', count: 1 });
  });
  test('"hold" gives a ship with no orders', () => {
    expect(fire('USS Thunderchild: hold')).toEqual({ ships: [{ ship: 'uss-thunderchild', fireControl: null, orders: [] }] });
  });
  test('errors, all at once', () => {
    expect(fireCodes('')).toEqual(['ERR_FIRE_EMPTY']);
    expect(fireCodes('all laser > Vengeance')).toEqual(['ERR_FIRE_NO_SHIP']);
    expect(fireCodes('USS Thunderchild: laser > Vengeance')).toEqual(['ERR_PLOT_AMBIGUOUS']);
    expect(fireCodes('USS Thunderchild: 7 laser > Vengeance · las-1 Vengeance · las-1 > · las-2 > Vengeance surgical · las-3 > Klingon')).toEqual([
      'ERR_FIRE_WEAPON_COUNT',
      'ERR_FIRE_ORDER',
      'ERR_FIRE_ORDER',
      'ERR_FIRE_SURGICAL_SYSTEM',
      'ERR_PLOT_UNKNOWN_NAME',
    ]);
    expect(fireCodes('USS Avenger: fc x · ion-1 > venge @sen-9')).toEqual(['ERR_FIRE_FC_SPLIT', 'ERR_PLOT_UNKNOWN_NAME']);
  });
});

describe('no input crashes the parsers (fast-check)', () => {
  const alphabet = fc.constantFrom(...'AaDdTtRrFfSsPpCcWw0123456789:()@>,;·• -\n/+#xXlLeEvVuUnNhHkKmMgGbB'.split(''));
  const junk = fc.oneof(fc.string(), fc.array(alphabet, { maxLength: 80 }).map((cs) => cs.join('')));
  const prefixed = fc.tuple(fc.constantFrom('USS Thunderchild: ', 'Avenger Group: ', 'ISS Vengeance: ', 'BGS Chimera: ', 'break wasp: ', ''), junk).map(([a, b]) => a + b);
  test('parseTurnPlot never throws', () => {
    fc.assert(
      fc.property(prefixed, (text) => {
        for (const ctx of [EFN, LOKARAN]) {
          const r = parseTurnPlot(text, ctx);
          if (!r.ok) for (const e of r.error) expect(typeof e.message).toBe('string');
        }
      }),
      { numRuns: 1500 },
    );
  });
  test('parseFireOrders never throws', () => {
    fc.assert(
      fc.property(prefixed, (text) => {
        for (const ctx of [EFN_FIRE, LOKARAN_FIRE]) {
          const r = parseFireOrders(text, ctx);
          if (!r.ok) for (const e of r.error) expect(typeof e.message).toBe('string');
        }
      }),
      { numRuns: 1500 },
    );
  });
});
