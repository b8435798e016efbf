// Metaverse p.101 "Match Play": squadrons set up in their side's deployment zone. By post, turn 1's secret plot
// may place each squadron (`deploy X Y [facing H]`) before it moves.
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../../../src/rules/core/dice.ts';
import { metaverseOptionsSchema } from '../../../../../src/rules/metaverse/options.ts';
import { makeTurnPlot } from '../../../../../src/rules/metaverse/notation/make.ts';
import { parseTurnPlot } from '../../../../../src/rules/metaverse/notation/parse.ts';
import { metaverse } from '../../../../../src/rules/metaverse/system.ts';
import { prepBurn } from '../../../../../src/rules/metaverse/sequence/movement/deploy.ts';
import { seatPlotContext } from '../../../../../src/rules/metaverse/sequence/orders.ts';
import type { MetaverseState } from '../../../../../src/rules/metaverse/state.ts';

function start(): MetaverseState {
  const r = metaverse.setup({ options: metaverseOptionsSchema.parse({}), fleets: { A1: { side: 'A', player: 'Ana', fleet: 'salvo-concord-task-group' }, B1: { side: 'B', player: 'Ben', fleet: 'salvo-vorr-raiders' } }, scenario: 'match', seed: 'deploy' });
  if (!r.ok) throw new Error(r.error[0]?.message);
  return r.value;
}

const errors = (state: MetaverseState, seat: string, text: string): string[] => {
  const r = metaverse.parse(state, seat, text);
  return r.ok ? [] : r.error.map((e) => e.message);
};

describe('deployment in turn 1’s plot (p.101)', () => {
  test('places the squadron in its zone, with a heading if given, before it moves; others keep their setup place', () => {
    const state = start();
    const a = metaverse.parse(state, 'A1', 'CNS Resolute: A2 · deploy 20 112 facing 45');
    const b = metaverse.parse(state, 'B1', 'VHS Ravager: deploy 150 4');
    if (!a.ok || !b.ok) throw new Error('both plots are legal');
    const before = state.squadrons.find((q) => q.id === 'A-sq-2')?.at;
    const next = metaverse.resolve(state, { A1: a.value, B1: b.value }, seededDice(rngStateFromSeed('deploy')));
    const texts = next.events.map((e) => e.text);
    expect(texts).toContain('CNS Resolute deploys at 20,112 cm facing 45°.');
    expect(texts).toContain('VHS Ravager deploys at 150,4 cm facing 180°.');
    // Then it moves 2 cm on its new heading (Cinematic, p.7): √2 east and √2 north.
    const resolute = next.state.squadrons.find((q) => q.id === 'A-sq-1');
    expect(resolute?.heading).toBe(45);
    expect(resolute?.at.x).toBeCloseTo(20 + Math.SQRT2, 5);
    expect(resolute?.at.y).toBeCloseTo(112 - Math.SQRT2, 5);
    expect(next.state.squadrons.find((q) => q.id === 'A-sq-2')?.at).toEqual(before);
  });

  test('refuses a place outside the zone, a place that is not two numbers, and any deployment after turn 1', () => {
    const state = start();
    expect(errors(state, 'A1', 'harrier: deploy 100 50')).toEqual(['100,50 cm is outside your deployment zone (x 0–180, y 108–120).']);
    expect(errors(state, 'A1', 'harrier: deploy 100')).toEqual(['Give the place as two numbers in cm, then a heading and a speed if you like.']);
    // A square Cinematic ship turns in 45° steps (p.7), so it is placed facing one of them.
    expect(errors(state, 'A1', 'harrier: deploy 100 110 facing 30')).toEqual(['CNS Harrier turns in steps of 45°, so it cannot face 30°.']);
    let later = state;
    while (later.turn === 1) {
      const subs = Object.fromEntries((metaverse.step(later)?.owes ?? []).map((seat) => [seat, metaverse.missing(later, seat)]));
      later = metaverse.resolve(later, subs, seededDice(rngStateFromSeed(`deploy:${metaverse.step(later)?.key ?? ''}`))).state;
    }
    expect(errors(later, 'A1', 'harrier: deploy 100 110')).toEqual(["Squadrons are placed only in turn 1's plot; they are on the table now."]);
  });

  test('the notation prints a deployment back as it reads it', () => {
    const state = start();
    const ctx = seatPlotContext(state, 'A1');
    if (!ctx.ok) throw new Error('context');
    const plot = parseTurnPlot('resolute: a2 · deploy 20 112 facing 405\nharrier: deploy 100 110', ctx.value);
    if (!plot.ok) throw new Error(plot.error[0]?.message);
    const text = makeTurnPlot(plot.value, ctx.value);
    expect(text).toContain('CNS Resolute: A2 · deploy 20 112 facing 45');
    expect(text).toContain('CNS Harrier: drift · deploy 100 110');
    expect(parseTurnPlot(text, ctx.value)).toEqual(plot);
  });

  // p.101: each side rolls 1D4 preparation turns; a squadron may start at up to that many turns of full burn.
  test('a starting speed up to the preparation turns × full burn; more is refused with the limit', () => {
    const state = start();
    const turns = state.sides.find((s) => s.side === 'A')?.prepTurns ?? 0;
    expect(turns).toBeGreaterThanOrEqual(1);
    expect(turns).toBeLessThanOrEqual(4);
    expect(state.setupLog).toContain(`A: preparation turns d4 ${turns} (p.101): squadrons may start at up to ${turns} turn${turns === 1 ? '' : 's'} of full burn.`);
    const harrier = state.squadrons.find((q) => q.id === 'A-sq-2');
    if (!harrier) throw new Error('fixture');
    const burn = prepBurn(state, harrier) / turns;
    expect(burn).toBeGreaterThan(0);
    expect(errors(state, 'A1', `harrier: deploy 100 110 speed ${turns * burn + 1}`)).toEqual([`CNS Harrier may start at up to ${turns * burn} cm: ${turns} preparation turns × ${burn} cm of full burn.`]);
    const plot = metaverse.parse(state, 'A1', `harrier: deploy 100 110 speed ${turns * burn}`);
    if (!plot.ok) throw new Error(plot.error[0]?.message);
    const next = metaverse.resolve(state, { A1: plot.value, B1: metaverse.missing(state, 'B1') }, seededDice(rngStateFromSeed('speed')));
    // It drifts on at its starting momentum (p.7): the full speed north from y 110.
    const moved = next.state.squadrons.find((q) => q.id === 'A-sq-2');
    expect(moved?.momentum).toBe(turns * burn);
    expect(moved?.at.y).toBeCloseTo(110 - turns * burn, 5);
  });
});
