// One ship's orders as text (src/rules/voidstriker/assist/ship-text.ts); §2.351 tube reload.
import { describe, expect, test } from 'vitest';
import { degrees, fireLineOf, fireSections, repeatablePlot, shipBody, startingPlot } from '../../../../src/rules/voidstriker/assist/ship-text.ts';
import { plotContext } from '../../../../src/rules/voidstriker/notation/context.ts';
import { idleShipPlot } from '../../../../src/rules/voidstriker/notation/types.ts';
import { plotOf, state61 } from './fixtures.ts';

describe('ship text', () => {
  const s = state61();
  const ctx = plotContext(s, 'ana');
  const sub = plotOf(s, 'ana', 'Battlecruiser: thrust 4/0/0 · move a4|a4|a4|a4 · fire Mk-V > Heavy Cruiser · launch Dual Mk-IV missiles > Fleet Intruder');
  const plot = sub.kind === 'plot' ? sub.plot.ships[0] : undefined;
  const bc = ctx.ships[0];
  if (!plot || !bc) throw new Error('fixture');

  test('body, fire sections and fire line', () => {
    expect(shipBody(plot, ctx)).toBe('thrust 4/0/0 · move a4 | a4 | a4 | a4 · fire Mk-V mass driver > Heavy Cruiser · launch Dual Mk-IV missiles > Fleet Intruder');
    expect(fireSections(plot, ctx)).toBe('fire Mk-V mass driver > Heavy Cruiser · launch Dual Mk-IV missiles > Fleet Intruder');
    expect(fireLineOf({ shipId: 'ijn-1', fire: [], launch: [] }, ctx)).toBe('Battlecruiser: hold');
  });

  test('last round’s plot again: no launch; orders at ships gone are dropped', () => {
    expect(repeatablePlot(plot, bc, ctx)?.launch).toEqual([]);
    const gone = { ...ctx, targets: ctx.targets.filter((t) => t.id !== 'unsn-5') };
    expect(repeatablePlot(plot, bc, gone)?.fire).toEqual([]);
    expect(repeatablePlot(undefined, bc, ctx)).toBeNull();
    expect(startingPlot(undefined, undefined, bc, ctx)).toEqual(idleShipPlot('ijn-1'));
  });

  test('degrees', () => {
    expect(degrees(45)).toBe('045°');
    expect(degrees(359.6)).toBe('000°');
  });
});
