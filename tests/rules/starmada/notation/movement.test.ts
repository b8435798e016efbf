import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeMoves, makeOrder, MAX_SPEED, parseOrder, writtenWithPrefix } from '../../../../src/rules/starmada/notation/movement.ts';
import { hasPrefix, normaliseOrder, orderSpeed, ORDER_PREFIXES, type MoveOrder, type OrderStep, type Pivot } from '../../../../src/rules/starmada/movement/order.ts';

const parse = (text: string): MoveOrder => {
  const r = parseOrder(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.map((e) => e.message).join(' ')}`);
  return r.value;
};
const codes = (text: string): string[] => {
  const r = parseOrder(text);
  return r.ok ? [] : r.error.map((e) => e.code);
};
const canonical = (text: string): string => makeOrder(parse(text));

describe('parseOrder: the book\'s own examples', () => {
  // Starmada p.15 §3.1: "2P2": two hexes forward, one hexside to port, two more.
  it('reads 2P2 as forward 2, turn to port, forward 2', () => {
    expect(parse('2P2')).toEqual({
      prefixes: [],
      steps: [
        { kind: 'forward', hexes: 2 },
        { kind: 'turn', to: 'P' },
        { kind: 'forward', hexes: 2 },
      ],
      pivot: 0,
    });
  });

  // Starmada p.15 §3.1: "4P2" indicates a speed of 6, "thus the final movement orders would be 4P2(6)".
  it('writes the speed: 4P2 becomes 4P2(6)', () => {
    expect(canonical('4P2')).toBe('4P2(6)');
  });

  // Starmada p.15–17 and appendices: every order string the book prints reads back as printed.
  it.each([
    ['1S2S', '1S2S(3)'], // p.15 §3.1
    ['P2L2(5)', 'P2L2(5)'], // p.17 §3.4
    ['2R1RR(6)', '2R1RR(6)'], // p.17 §3.4
    ['3S3(6)', '3S3(6)'], // p.17 §3.4
    ['3P1(4) + 1', '3P1(4) +1'], // p.17 §3.4 pivots
    ['C/1R2(4)', 'C/1R2(4)'], // p.31 §B.5
    ['C/2P1(3)', 'C/2P1(3)'], // p.31 §B.5
    ['H/4(4)', 'H/4(4)'], // p.33 §B.10
    ['3S1R(5)', '3S1R(5)'], // p.44 §D.2
    ['Z/1R2(4)', 'Z/1R2(4)'], // p.44 §D.3
    ['3P1P(4)', '3P1P(4)'], // p.45 §D.5
    ['2P1P2(5)', '2P1P2(5)'], // p.46 §D.6
    ['@/2P2(4)', '@/2P2(4)'], // p.46 §D.7
    ['1[6]1(8)', '1[6]1(8)'], // p.56 §G.5
    ['1↓S1(4)', '1↓S1(4)'], // p.57 §G.6 (arrow lost in the text of the book)
  ])('%s reads back as %s', (text, normal) => {
    expect(canonical(text)).toBe(normal);
  });

  // Starmada p.15 §3.1: "2P1S" and "2U1P" are invalid orders, but they are well-formed notation:
  // validate.ts refuses them, with a reason.
  it('reads orders the rules forbid, leaving the refusal to validation', () => {
    expect(canonical('2P1S')).toBe('2P1S(3)');
    expect(canonical('2U1P')).toBe('2U1P(3)');
    expect(canonical('1L2R(5)')).toBe('1L2R(5)');
    expect(canonical('R3P(4)')).toBe('R3P(4)');
  });
});

describe('parseOrder: forgiving about how it is typed', () => {
  it('ignores case and spaces: "2p 2 (4)" is 2P2(4)', () => {
    expect(canonical('2p 2 (4)')).toBe('2P2(4)');
    expect(canonical('  3 s 3 ')).toBe('3S3(6)');
  });

  it('reads multi-digit forward moves', () => {
    expect(canonical('12')).toBe('12(12)');
    expect(canonical('10P2')).toBe('10P2(12)');
  });

  it('adds up numbers split by spaces, as the flight notation does', () => {
    expect(canonical('2 2')).toBe('4(4)');
  });

  it('accepts ^ and v for climbing and diving', () => {
    expect(canonical('1vS1')).toBe('1↓S1(4)');
    expect(canonical('2^')).toBe('2↑(4)');
  });

  it('accepts prefixes without slashes or run together, writing them in the book\'s order', () => {
    expect(canonical('z1r2')).toBe('Z/1R2(4)');
    expect(canonical('ZE/2P2')).toBe('E/Z/2P2(4)');
    expect(canonical('E/Z/2P2(4)')).toBe('E/Z/2P2(4)');
    expect(canonical('@/h/t/c/4')).toBe('C/H/@/T/4(4)');
  });

  // Starmada p.17 §3.4: "Pivots of +3 and −3 are identical".
  it('takes the pivot before or after the speed, and writes -3 as +3', () => {
    expect(canonical('3P1+1(4)')).toBe('3P1(4) +1');
    expect(canonical('3P1 -2')).toBe('3P1(4) -2');
    expect(canonical('3P1(4) −1')).toBe('3P1(4) -1');
    expect(canonical('2 -3')).toBe('2(2) +3');
  });

  it('writes orders with no movement as 0', () => {
    expect(canonical('0')).toBe('0(0)');
    expect(canonical('(0)')).toBe('0(0)');
    expect(canonical('P')).toBe('P(0)');
    expect(canonical('0 +1')).toBe('0(0) +1');
  });

  // Starmada p.17 §3.4: "a ship may alter its facing by plotting a pivot at the conclusion of its movement orders.
  // This is done by writing a plus (+) or minus (-) followed by a number from 1 to 3." A ship that only pivots
  // writes the pivot alone; it is "0 +1", speed 0.
  it('reads a bare pivot as a ship that stays in its hex and pivots', () => {
    expect(parse('+1')).toEqual(parse('0 +1'));
    expect(canonical('+1')).toBe('0(0) +1');
    expect(canonical('-2')).toBe('0(0) -2');
    expect(canonical('−3')).toBe('0(0) +3');
    expect(canonical('Z/ +1')).toBe('Z/0(0) +1');
    expect(codes('+')).toEqual(['ERR_ORDER_PIVOT']);
  });
});

describe('parseOrder: refusals say how to fix the orders', () => {
  // Starmada p.15 §3.1: the player writes the speed; a wrong one is an error naming both numbers.
  it('refuses a typed speed that differs from the moves, naming both', () => {
    const r = parseOrder('2P2(5)');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual([
      { code: 'ERR_ORDER_SPEED_MISMATCH', message: 'The speed written is 5, but 2P2 has speed 4.', suggestion: 'Did you mean 2P2(4)?' },
    ]);
  });

  it('names the characters it does not know, once each', () => {
    const r = parseOrder('2X2X?');
    expect(r.ok ? '' : r.error[0]?.message).toMatch(/^"X" and "\?" are not part of the movement notation/);
    expect(codes('2X2X?')).toEqual(['ERR_ORDER_CHARACTER']);
  });

  it('refuses misplaced prefixes, speeds and pivots', () => {
    const misplaced = parseOrder('2P2Z');
    expect(misplaced.ok ? [] : misplaced.error).toEqual([
      { code: 'ERR_ORDER_PREFIX_PLACE', message: 'Z/ is a prefix and goes at the start of the orders.', suggestion: 'Did you mean Z/2P2(4)?' },
    ]);
    expect(codes('2(2)P2')).toEqual(['ERR_ORDER_SPEED_PLACE']);
    expect(codes('3+1P1')).toEqual(['ERR_ORDER_PIVOT_PLACE']);
    expect(codes('3P1+1-1')).toEqual(['ERR_ORDER_PIVOT_PLACE']);
  });

  // Starmada p.17 §3.4: "a plus (+) or minus (-) followed by a number from 1 to 3".
  it('refuses pivots outside 1 to 3', () => {
    expect(codes('3P1+4')).toEqual(['ERR_ORDER_PIVOT']);
    expect(codes('3P1+0')).toEqual(['ERR_ORDER_PIVOT']);
    expect(codes('3P1+')).toEqual(['ERR_ORDER_PIVOT']);
  });

  it('refuses malformed speeds and orbits, stray slashes, empty and overlong text, and absurd speeds', () => {
    expect(codes('2P2(4')).toEqual(['ERR_ORDER_SPEED_FORM']);
    expect(codes('2P2()')).toEqual(['ERR_ORDER_SPEED_FORM']);
    expect(codes('1[0]1')).toEqual(['ERR_ORDER_ORBIT']);
    expect(codes('1[61')).toEqual(['ERR_ORDER_ORBIT']);
    expect(codes('/2')).toEqual(['ERR_ORDER_SLASH']);
    expect(codes('')).toEqual(['ERR_ORDER_EMPTY']);
    expect(codes('Z/')).toEqual(['ERR_ORDER_EMPTY']);
    expect(codes('1'.repeat(61))).toEqual(['ERR_ORDER_TOO_LONG']);
    expect(codes('100')).toEqual(['ERR_ORDER_TOO_FAST']);
    expect(codes(String(MAX_SPEED))).toEqual([]);
  });

  it('never reads one character as two steps ("ß" is not "SS")', () => {
    expect(codes('2ß')).toEqual(['ERR_ORDER_CHARACTER']);
  });
});

describe('makeMoves', () => {
  it('writes the moves alone, 0 for none', () => {
    expect(makeMoves(parse('2p1s').steps)).toBe('2P1S');
    expect(makeMoves([])).toBe('0');
  });
});

// Arbitrary orders, including ones the rules forbid (the notation can still write them).
const stepArb: fc.Arbitrary<OrderStep> = fc.oneof(
  fc.integer({ min: 0, max: 12 }).map((hexes): OrderStep => ({ kind: 'forward', hexes })),
  fc.constantFrom<OrderStep>(
    { kind: 'turn', to: 'P' },
    { kind: 'turn', to: 'S' },
    { kind: 'uTurn' },
    { kind: 'slip', to: 'L' },
    { kind: 'slip', to: 'R' },
    { kind: 'altitude', change: 1 },
    { kind: 'altitude', change: -1 },
  ),
  fc.integer({ min: 1, max: 9 }).map((hexes): OrderStep => ({ kind: 'orbit', hexes })),
);
const orderArb: fc.Arbitrary<MoveOrder> = fc
  .record({
    prefixes: fc.subarray([...ORDER_PREFIXES]),
    steps: fc.array(stepArb, { maxLength: 8 }),
    pivot: fc.constantFrom<Pivot>(-3, -2, -1, 0, 1, 2, 3),
  })
  .filter((o) => orderSpeed(o) <= MAX_SPEED && makeOrder(o).length <= 60);

describe('parseOrder / makeOrder round trips (property tests)', () => {
  it('parse ∘ make is the identity on normal forms', () => {
    fc.assert(
      fc.property(orderArb, (o) => {
        const back = parseOrder(makeOrder(o));
        expect(back.ok).toBe(true);
        if (back.ok) expect(back.value).toEqual(normaliseOrder(o));
      }),
      { numRuns: 1000 },
    );
  });

  // The rules read a turn's revealed orders (kept in the normal form) for B.5's C/, D.1's E/, D.3's Z/ and B.10's H/.
  it('writtenWithPrefix finds in the normal form exactly the prefixes the order has', () => {
    fc.assert(
      fc.property(orderArb, (o) => {
        const written = makeOrder(o);
        for (const p of ORDER_PREFIXES) expect(writtenWithPrefix(written, p)).toBe(hasPrefix(o, p));
      }),
    );
    expect(writtenWithPrefix('C/Z/2P2(4)', 'Z')).toBe(true);
    expect(writtenWithPrefix('2P2(4)', 'C')).toBe(false);
  });

  it('make ∘ parse is idempotent on anything that parses', () => {
    const notationish = fc.stringMatching(/^[0-9PSULRpsulrCHEZT@/()[\]+\-^v↑↓ ]{0,30}$/);
    let parsed = 0;
    fc.assert(
      fc.property(notationish, (text) => {
        const once = parseOrder(text);
        if (!once.ok) return;
        parsed++;
        const written = makeOrder(once.value);
        const twice = parseOrder(written);
        expect(twice.ok).toBe(true);
        if (twice.ok) {
          expect(twice.value).toEqual(once.value);
          expect(makeOrder(twice.value)).toBe(written);
        }
      }),
      { numRuns: 2000 },
    );
    // The property must have met real orders, not only refusals.
    expect(parsed).toBeGreaterThan(100);
  });

  it('never throws, whatever the text', () => {
    const check = (text: string): void => {
      const r = parseOrder(text);
      expect(typeof r.ok).toBe('boolean');
      if (!r.ok) {
        expect(r.error.length).toBeGreaterThan(0);
        for (const e of r.error) expect(e.message).toMatch(/[.?]$/);
      }
    };
    fc.assert(fc.property(fc.string({ maxLength: 80 }), check), { numRuns: 1000 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 80 }), check), { numRuns: 1000 });
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), check), { numRuns: 500 });
    fc.assert(fc.property(fc.stringMatching(/^[0-9PSULRZE@/()[\]+\-−^v ]{0,70}$/), check), { numRuns: 2000 });
  });
});
