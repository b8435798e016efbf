import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { makePhase, makeRoundPlot } from '../../../../src/rules/voidstriker/notation/make.ts';
import { parseRoundPlot } from '../../../../src/rules/voidstriker/notation/parse.ts';
import { validateShipPlot } from '../../../../src/rules/voidstriker/notation/validate.ts';
import type { FireCondition, FireOrder, FirePhase, PlotShip, RoundPlot, ShipPlot } from '../../../../src/rules/voidstriker/notation/types.ts';
import { CTX } from './fixtures.ts';

describe('printing the normal form (notation/help.ts)', () => {
  test('phases', () => {
    expect(makePhase({ turn: 30, accel: 4 })).toBe('S30 a4');
    expect(makePhase({ turn: -15, accel: 0 })).toBe('P15');
    expect(makePhase({ turn: 0, accel: 0 })).toBe('0');
  });

  test('the brief\'s example in normal form', () => {
    const text =
      'warhawk: thrust 4/2/0 · sensors 2>Raider, ecm 1>Raider · move S30 a4 | a4 | P15 a2 | a4 · fire Mk-V laser > Raider ph2 if locked; missiles > Raider · hold point-blank';
    const r = parseRoundPlot(text, CTX);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(makeRoundPlot(r.value, CTX)).toBe(
      [
        'Warhawk: thrust 4/2/0 · sensors 2>Raider · ecm 1>Raider · move S30 a4 | a4 | P15 a2 | a4 · fire Mk-V laser > Raider ph2 if locked · launch missiles > Raider · hold Laser B',
        'Kestrel: thrust 0/0/0 · move 0 | 0 | 0 | 0',
      ].join('\n'),
    );
  });

  // Round trip: parse(make(p)) = p for valid plots (Voidstriker §2.31, §2.33, §2.342, §2.35 limits respected).
  test('property: parse(make(p)) equals p for generated valid plots', () => {
    const phaseArb: fc.Arbitrary<FirePhase> = fc.constantFrom<FirePhase[]>(1, 2, 3, 4, 'any');
    const condArb: fc.Arbitrary<FireCondition> = fc.constantFrom<FireCondition[]>('always', 'ifLocked', 'ifInArc', 'ifLockedAndInArc');
    const targetIds = CTX.targets.map((t) => t.id);
    const shipArb = (ship: PlotShip): fc.Arbitrary<ShipPlot> =>
      fc
        .record({
          split: fc.tuple(fc.nat(ship.thrustFactor), fc.nat(ship.thrustFactor), fc.boolean()),
          turns: fc.array(fc.integer({ min: -2 * ship.turnMode, max: 2 * ship.turnMode }), { minLength: 4, maxLength: 4 }),
          accels: fc.array(fc.nat(ship.thrustFactor), { minLength: 4, maxLength: 4 }),
          track: fc.subarray(targetIds),
          ecm: fc.subarray(targetIds),
          counts: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 4, maxLength: 4 }),
          orders: fc.array(fc.tuple(fc.constantFrom(...targetIds), phaseArb, condArb), { minLength: ship.mounts.length, maxLength: ship.mounts.length }),
          use: fc.array(fc.constantFrom('fire', 'hold', 'none'), { minLength: ship.mounts.length, maxLength: ship.mounts.length }),
          shutdown: fc.boolean(),
        })
        .map((g): ShipPlot => {
          const accel = Math.min(g.split[0], ship.thrustFactor);
          const other = Math.min(g.split[1], ship.thrustFactor - accel);
          const thrust = g.shutdown ? { accel: 0, evasive: 0, attack: 0 } : { accel, evasive: g.split[2] ? other : 0, attack: g.split[2] ? 0 : other };
          const phases = g.turns.map((t, i) => ({ turn: t / 2 === 0 ? 0 : t / 2, accel: Math.min(g.accels[i] ?? 0, thrust.accel) }));
          let left = ship.sensors;
          const take = (n: number): number => {
            const k = Math.min(n, left);
            left -= k;
            return k;
          };
          const sensors = [
            ...g.track.map((target, i) => ({ target, sensors: take(g.counts[i] ?? 1), job: 'track' as const })),
            ...g.ecm.map((target, i) => ({ target, sensors: take(g.counts[i + 2] ?? 1), job: 'ecm' as const })),
          ].filter((a) => a.sensors > 0);
          const fire: FireOrder[] = [];
          const launch: FireOrder[] = [];
          const pointBlank: string[] = [];
          ship.mounts.forEach((m, i) => {
            const [target, phase, condition] = g.orders[i]!;
            const use = g.use[i];
            if (use === 'fire') (m.kind === 'tubes' ? launch : fire).push({ mount: m.id, target, phase, condition });
            else if (use === 'hold' && m.kind === 'weapon') pointBlank.push(m.id);
          });
          return { shipId: ship.id, manoeuvre: { thrust, phases }, sensors, fire, launch, standing: { pointBlank, drivesShutDown: g.shutdown } };
        });
    const plotArb: fc.Arbitrary<RoundPlot> = fc.tuple(...CTX.ships.map(shipArb)).map((ships) => ({ ships }));
    fc.assert(
      fc.property(plotArb, (plot) => {
        for (const [i, s] of plot.ships.entries()) expect(validateShipPlot(s, CTX.ships[i]!)).toEqual([]);
        const text = makeRoundPlot(plot, CTX);
        const back = parseRoundPlot(text, CTX);
        expect(back).toEqual({ ok: true, value: plot });
      }),
      { numRuns: 500 },
    );
  });
});
