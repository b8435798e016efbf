import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { makeFireOrders, makeTurnPlot } from '../../../../src/rules/metaverse/notation/make.ts';
import { parseTurnPlot } from '../../../../src/rules/metaverse/notation/parse.ts';
import { parseFireOrders } from '../../../../src/rules/metaverse/notation/parse-fire.ts';
import { validateFireOrders, validateTurnPlot } from '../../../../src/rules/metaverse/notation/validate.ts';
import {
  SURGICAL_SYSTEMS,
  sensorChoices,
  type AdvancedManoeuvre,
  type FireDraftContext,
  type FireOrder,
  type FireDraft,
  type MoveDraft,
  type TurnDraftContext,
  type DraftShip,
  type DraftSquadron,
  type SquadronDraft,
  type TurnDraft,
} from '../../../../src/rules/metaverse/notation/types.ts';
import type { FtlCode } from '../../../../src/rules/metaverse/ftl/drives.ts';
import { EFN, EFN_FIRE, LOKARAN, LOKARAN_FIRE } from './fixtures.ts';

describe('normal form (notation/help.ts)', () => {
  test('Cinematic Movement example (p.8) and Newtonian Movement example (p.9) plots print as written', () => {
    const tc = parseTurnPlot('thunderchild: t:s(p) a4(s1,s2)', EFN);
    expect(tc.ok && makeTurnPlot(tc.value, EFN)).toBe('USS Thunderchild: A4(S1,S2) T:S(P)\nAvenger Group: drift');
    const ven = parseTurnPlot('venge: f:aft4(b1,b2) r:cw1(p1) f:fwd6@1(t1,t2)', LOKARAN);
    expect(ven.ok && makeTurnPlot(ven.value, LOKARAN)).toBe('ISS Vengeance: R:CW1(P1) F:AFT4@0(B1,B2) F:FWD6@1(T1,T2)\nBGS Chimera: drift');
  });
  test('fire orders group consecutive weapons with the same aim', () => {
    const f = parseFireOrders('USS Thunderchild: 2 laser > venge @a; las-3 > venge @a; las-4 > chimera', EFN_FIRE);
    expect(f.ok && makeFireOrders(f.value, EFN_FIRE)).toBe('USS Thunderchild: Heavy Laser 1, Heavy Laser 2, Heavy Laser 3 > ISS Vengeance @Sensor A · Heavy Laser 4 > BGS Chimera');
  });
});

// ---------------------------------------------------------------------------------------------- generators

const subset = <T>(xs: readonly T[]): fc.Arbitrary<T[]> => fc.subarray([...xs]);
const ids = (ship: DraftShip, arcs: readonly string[]): string[] => ship.drives.filter((d) => d.arcs.some((a) => arcs.includes(a))).map((d) => d.id);
const PORT = ['port', 'port-bow', 'port-stern'];
const STBD = ['starboard', 'starboard-bow', 'starboard-stern'];

function moveArb(sq: DraftSquadron, ship: DraftShip): fc.Arbitrary<MoveDraft> {
  if (sq.method === 'cinematic') {
    const use = (arcs: string[]) => fc.record({ points: fc.nat(8), drives: subset(ids(ship, arcs)) });
    const turn = fc.record({ dir: fc.constantFrom<'S' | 'P'>('S', 'P'), named: fc.boolean() }).map(({ dir, named }) => ({ dir, drive: named ? (ids(ship, dir === 'S' ? PORT : STBD)[0] ?? null) : null }));
    return fc.record({ accel: use(['stern']), decel: use(['bow']), turns: fc.array(turn, { maxLength: 4 }) }).map((m) => ({ method: 'cinematic' as const, ...m }));
  }
  const rotate = fc.option(fc.record({ dir: fc.constantFrom<'CW' | 'CCW'>('CW', 'CCW'), points: fc.integer({ min: 1, max: 3 }), drives: fc.boolean() }), { nil: null });
  const thrust = fc.array(fc.record({ arc: fc.constantFrom('bow', 'stern'), points: fc.integer({ min: 1, max: 6 }), step: fc.nat(3), named: fc.boolean() }), { maxLength: 3 });
  return fc.tuple(rotate, thrust).map(([r, t]) => ({
    method: 'newtonian' as const,
    rotate: r === null ? null : { dir: r.dir, points: r.points, drives: r.drives ? ids(ship, r.dir === 'CW' ? PORT : STBD) : [] },
    thrust: t.map((x) => ({ arc: x.arc, points: x.points, step: x.step, drives: x.named ? ids(ship, [x.arc]) : [] })),
  }));
}

const FTL_FOR: Readonly<Record<string, readonly FtlCode[]>> = { warp: ['FTL-R', 'R-FTL', 'T-FTL-W'], hyper: ['FTL-R', 'R-FTL', 'T-FTL-H'], jump: ['FTL-R', 'T-FTL-J'] };

function advancedArb(ctx: TurnDraftContext, ship: DraftShip): fc.Arbitrary<AdvancedManoeuvre[]> {
  const codes: fc.Arbitrary<AdvancedManoeuvre>[] = [
    fc.constant({ code: 'RL' as const }),
    fc.constant({ code: 'FL' as const }),
    fc.subarray(ship.drives.map((d) => d.id), { minLength: 1 }).map((drives) => ({ code: 'EP' as const, drives })),
    fc.constantFrom(...ctx.enemyShips.map((s) => s.id)).map((target) => ({ code: 'RAM' as const, target })),
    fc.tuple(fc.constantFrom(...(FTL_FOR[ship.ftl?.type ?? ''] ?? ['FTL-R'])), fc.integer({ min: 60, max: 200 })).map(([code, d]) => ({ code, distance: code.endsWith('-H') ? d : null })),
  ];
  return fc.uniqueArray(fc.oneof(...codes), { maxLength: 2, selector: (a) => a.code });
}

function squadronArb(ctx: TurnDraftContext, sq: DraftSquadron, breakOff: string[]): fc.Arbitrary<SquadronDraft> {
  const ship = (breakOff.length > 0 ? sq.ships.find((s) => breakOff.includes(s.id)) : sq.ships[0])!;
  const hangar = ship.hangars[0];
  const ops = hangar
    ? fc.constantFrom('none', 'launch', 'recover').map((k) => ({
        launches: k === 'launch' ? [{ hangar: hangar.id, type: hangar.ready[0]!.type, count: 1 }] : [],
        recoveries: k === 'recover' && sq.fighters[0] ? [{ fighter: sq.fighters[0].id, hangar: hangar.id }] : [],
      }))
    : fc.constant({ launches: [], recoveries: [] });
  return fc
    .record({ move: moveArb(sq, ship), advanced: advancedArb(ctx, ship), payer: fc.option(fc.constantFrom(...sq.payers), { nil: null }), ops, gw: fc.subarray(['bow', 'port', 'starboard']) })
    .map((g) => ({
      squadron: sq.id,
      breakOff,
      move: g.move,
      advanced: g.advanced,
      payer: g.payer,
      ...g.ops,
      gravityWall: ship.gravityWalls && g.gw.length > 0 ? { system: ship.gravityWalls[0]!.id, arcs: g.gw } : null,
    }));
}

function turnPlotArb(ctx: TurnDraftContext): fc.Arbitrary<TurnDraft> {
  const own = ctx.squadrons.map((sq) => squadronArb(ctx, sq, []));
  const multi = ctx.squadrons.find((sq) => sq.ships.length > 1);
  const brk = multi ? fc.option(squadronArb(ctx, multi, [multi.ships[1]!.id]), { nil: null }) : fc.constant(null);
  return fc.tuple(fc.tuple(...own), brk).map(([plots, b]) => ({ squadrons: b ? [...plots, b] : plots }));
}

function fireArb(ctx: FireDraftContext): fc.Arbitrary<FireDraft> {
  const shipArb = (i: number) => {
    const ship = ctx.ships[i]!;
    const split = ship.fireControl ? fc.option(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 2 }), { nil: null }) : fc.constant(null);
    return split.chain((fcSplit) => {
      const sensors = sensorChoices(ship, fcSplit).filter((s) => !fcSplit || s.id.includes('#'));
      // Weapons fall into up to three groups; each group has its own sensor (or none), target and fire mode.
      const group = fc.record({
        target: fc.constantFrom(...ctx.targets.map((t) => t.id)),
        sensor: fc.boolean(),
        fire: fc.constantFrom<FireOrder['fire'][]>('salvo', 'salvo', 'volley', 'surgical'),
        system: fc.constantFrom(...SURGICAL_SYSTEMS),
      });
      const perWeapon = fc.record({ group: fc.nat(2), named: fc.boolean(), count: fc.integer({ min: 1, max: 2 }) });
      return fc
        .tuple(fc.shuffledSubarray([...ship.weapons]), fc.array(group, { minLength: 3, maxLength: 3 }), fc.array(perWeapon, { minLength: 8, maxLength: 8 }))
        .map(([ws, groups, per]) => ({
          ship: ship.id,
          fireControl: fcSplit,
          orders: ws.map((weapon, i): FireOrder => {
            const w = per[i]!;
            const g = groups[w.group]!;
            const mun = weapon.munitions?.[0];
            return {
              weapon: weapon.id,
              target: g.target,
              sensor: g.sensor ? (sensors[w.group]?.id ?? null) : null,
              fire: g.fire,
              system: g.fire === 'surgical' ? g.system : null,
              mode: !mun && w.named ? (weapon.modes[0]?.name ?? null) : null,
              munition: mun ? { id: mun.id, count: Math.min(w.count, mun.maxPerTurn) } : null,
            };
          }),
        }));
    });
  };
  return fc.subarray(ctx.ships.map((_, i) => i)).chain((is) => (is.length === 0 ? fc.constant<FireDraft>({ ships: [] }) : fc.tuple(...is.map(shipArb)).map((ships) => ({ ships }))));
}

// Round trip: parse(make(p)) = p for valid plots (Metaverse p.5–19 limits respected; the generators keep what validate.ts accepts).
describe('parse(make(p)) = p (fast-check)', () => {
  for (const [name, ctx] of [['EFN', EFN], ['Lokaran', LOKARAN]] as const) {
    test(`turn plots, ${name} seat`, () => {
      const arb = turnPlotArb(ctx).filter((p) => validateTurnPlot(p, ctx).length === 0);
      fc.assert(
        fc.property(arb, (p) => {
          expect(parseTurnPlot(makeTurnPlot(p, ctx), ctx)).toEqual({ ok: true, value: p });
        }),
        { numRuns: 300 },
      );
    });
  }
  for (const [name, ctx] of [['EFN', EFN_FIRE], ['Lokaran', LOKARAN_FIRE]] as const) {
    test(`fire orders, ${name} seat`, () => {
      const arb = fireArb(ctx).filter((f) => f.ships.length > 0 && validateFireOrders(f, ctx).length === 0);
      fc.assert(
        fc.property(arb, (f) => {
          expect(parseFireOrders(makeFireOrders(f, ctx), ctx)).toEqual({ ok: true, value: f });
        }),
        { numRuns: 300 },
      );
    });
  }
});
