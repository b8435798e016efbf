import { describe, expect, it } from 'vitest';
import { describeRequirement, engineRequirement } from '../../../../src/rules/starmada/movement/engine-requirement.ts';
import { NO_SLIPS, type MoveOrder } from '../../../../src/rules/starmada/movement/order.ts';
import { validateOrder, type OrderShip } from '../../../../src/rules/starmada/movement/validate.ts';
import { parseOrder } from '../../../../src/rules/starmada/notation/movement.ts';
import { CORE_RULES, type StarmadaOptions } from '../../../../src/rules/starmada/options.ts';

const parse = (text: string): MoveOrder => {
  const r = parseOrder(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.map((e) => e.message).join(' ')}`);
  return r.value;
};
const vessel = (over: Partial<OrderShip> = {}): OrderShip => ({
  name: 'Zephyr',
  prevSpeed: 4,
  lastSlips: NO_SLIPS,
  engineRating: 20,
  engineBoxesLeft: 4,
  cloakingDevice: false,
  hyperdrive: false,
  boostersLeft: 0,
  ...over,
});
const codes = (text: string, options: Partial<StarmadaOptions>, over: Partial<OrderShip> = {}): string[] => {
  const r = validateOrder(parse(text), vessel(over), { ...CORE_RULES, ...options });
  return r.ok ? [] : r.error.map((e) => e.code);
};

describe('D.2 Etheric drag (Starmada p.44)', () => {
  // Starmada p.44 D.2, the book's example: previous speed 6, "3S1R(5)": 7 normally, 6 with drag (max{3,5} + 1).
  it('the p.44 example: 3S1R(5) after speed 6 needs 7, or 6 with drag', () => {
    const ship = { prevSpeed: 6, lastSlips: NO_SLIPS };
    expect(engineRequirement(parse('3S1R(5)'), ship).total).toBe(7);
    const dragged = engineRequirement(parse('3S1R(5)'), ship, { ethericDrag: true });
    expect(dragged.total).toBe(6);
    expect(describeRequirement(dragged)).toContain('previous speed 6 halved by etheric drag to 3');
  });

  // Starmada p.47 (D.2's closing words): "the ship's previous speed is cut in half (rounded down)".
  it('halves an odd previous speed rounding down', () => {
    expect(engineRequirement(parse('5'), { prevSpeed: 5, lastSlips: NO_SLIPS }, { ethericDrag: true }).total).toBe(3);
  });

  it('changes nothing when off', () => {
    expect(engineRequirement(parse('5'), { prevSpeed: 5, lastSlips: NO_SLIPS }, { ethericDrag: false }).total).toBe(0);
  });

  // The legality follows: speed 6 → 3S1R(5) with rating 6 is refused in the core game, accepted with drag.
  it('makes orders legal that the core chart refuses', () => {
    expect(codes('3S1R(5)', {}, { prevSpeed: 6, engineRating: 6 })).toEqual(['ERR_ENGINE_REQUIREMENT']);
    expect(codes('3S1R(5)', { ethericDrag: true }, { prevSpeed: 6, engineRating: 6 })).toEqual([]);
  });
});

describe('D.5 Freeform turns (Starmada p.45)', () => {
  // Starmada p.45 D.5, the book's example: previous speed 5, "3P1P(4)": 5 − 4 = 1 + 3 = 4.
  it('the p.45 example: 3P1P(4) after speed 5 needs 4', () => {
    const r = engineRequirement(parse('3P1P(4)'), { prevSpeed: 5, lastSlips: NO_SLIPS }, { freeformTurns: true });
    expect(r.total).toBe(4);
    expect(describeRequirement(r)).toContain('+3 for the turns');
  });

  // Starmada p.45, the table: none / one / two / three or a U-turn → difference + 0 / 1 / 3 / 6.
  it.each([
    ['4', 0],
    ['2P2', 1],
    ['1P2P1', 3],
    ['1P1P1P1', 6],
    ['2U2', 6],
  ])('%s after speed 4 needs %i', (text, total) => {
    expect(engineRequirement(parse(text), { prevSpeed: 4, lastSlips: NO_SLIPS }, { freeformTurns: true }).total).toBe(total);
  });

  // Starmada p.45: "A starship may perform one-hexside turns and sideslips in opposing directions."
  it('lets slips go against the turn, but not both ways', () => {
    expect(codes('2PR1', {})).toEqual(['ERR_SLIP_AGAINST_TURN']);
    expect(codes('2PR1', { freeformTurns: true })).toEqual([]);
    expect(codes('L2PR1', { freeformTurns: true })).toEqual(['ERR_SLIPS_MIXED']);
  });

  // Starmada p.45: "Slips do not reduce the cost of future engine requirements".
  it('gives no slip credit', () => {
    const ship = { prevSpeed: 4, lastSlips: { dir: 'L' as const, count: 2 } };
    expect(engineRequirement(parse('2P2'), ship).total).toBe(2);
    expect(engineRequirement(parse('2P2'), ship, { freeformTurns: true }).total).toBe(1);
  });
});

describe('D.6 Graded turns (Starmada p.46)', () => {
  // Starmada p.46 D.6, the book's examples: "2P1P2(5)" and "1P1(2)" are valid; "1LP4(6)" and "P2(2)" are not.
  it.each(['2P1P2(5)', '1P1(2)', '6', 'P'])('%s is graded', (text) => {
    expect(codes(text, { gradedTurns: true })).toEqual([]);
  });
  it.each(['1LP4(6)', 'P2(2)', '2PP2'])('%s is not', (text) => {
    expect(codes(text, { gradedTurns: true })).toEqual(['ERR_TURNS_NOT_GRADED']);
  });

  it('names the segments and offers the graded form, as the book does for P2(2)', () => {
    const r = validateOrder(parse('P2(2)'), vessel(), { ...CORE_RULES, gradedTurns: true });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error[0]?.message).toContain('moves 0, 2');
    expect(r.error[0]?.suggestion).toBe('Did you mean 1P1(2)?');
  });

  it('changes nothing when off', () => {
    expect(codes('P2(2)', {})).toEqual([]);
  });
});
