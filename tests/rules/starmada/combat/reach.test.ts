import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hex, hexEquals, hexKey, hexRotate, ORIGIN, type Direction, type Hex } from '../../../../src/rules/core/hex.ts';
import { hexToOffset, offsetToHex } from '../../../../src/rules/core/offset.ts';
import { inArc, readBankArcs } from '../../../../src/rules/starmada/combat/arcs.ts';
import { bankReach, type ReachRequest } from '../../../../src/rules/starmada/combat/reach.ts';

const cube = (q: number, r: number, s: number): Hex => {
  if (q + r + s !== 0) throw new Error(`(${q},${r},${s}) is not a cube coordinate`);
  return hex(q, r);
};
const at = (hexes: Hex[]) => (h: Hex) => hexes.some((x) => hexEquals(x, h));
const flares = (hexes: Hex[]) => (h: Hex) => -hexes.filter((x) => hexEquals(x, h)).length;

// The p.19–20 example: Ship A at the origin facing north, its laser cannons RNG 3-6-9.
const shipA = { at: ORIGIN, facing: 0 as Direction };
const shipB = { name: 'Ship B', at: cube(1, -4, 3) };
const shipC = { name: 'Ship C', at: cube(-2, 1, 1) };
const laser = (bankArcs: string, target = shipB): ReachRequest => ({ attacker: shipA, target, bankArcs, maxRange: 9 });
const X = cube(-1, 0, 1);
const Y = cube(-1, 1, 0);

describe('bank reach — range (Starmada p.19 §4.1 "Range")', () => {
  // Starmada p.19–20: Ship B is four hexes away; the RNG 3-6-9 laser cannons may attack it.
  test('Ship B at 4 hexes is within 9', () => {
    const reach = bankReach(laser('BG'));
    expect(reach).toEqual({ ok: true, value: { range: 4, path: [], interveningPenalty: 0, targetHexPenalty: 0 } });
  });

  // Starmada p.19: "a weapon with RNG 5-10-15 may attack targets at a distance of up to 15 hexes."
  test('up to the long band and no farther', () => {
    const target = (n: number) => ({ name: 'Kestrel', at: cube(0, -n, n) });
    expect(bankReach({ attacker: shipA, target: target(15), bankArcs: 'G', maxRange: 15 }).ok).toBe(true);
    const beyond = bankReach({ attacker: shipA, target: target(16), bankArcs: 'G', maxRange: 15 });
    expect(beyond).toEqual({
      ok: false,
      error: { code: 'ERR_OUT_OF_RANGE', message: 'Kestrel is 16 hexes away; this bank reaches 15. Pick a closer target.', at: 'Kestrel' },
    });
  });

  // Starmada p.42 C.5 Ballistic: no attack at short range; the caller passes the short band + 1 as the minimum.
  test('a minimum range, for Ballistic weapons', () => {
    const request = { attacker: shipA, target: { name: 'Kestrel', at: cube(0, -1, 1) }, bankArcs: 'G', maxRange: 18, minRange: 7 };
    const r = bankReach(request);
    expect(r.ok ? r.value : r.error).toEqual({ code: 'ERR_TOO_CLOSE', message: 'Kestrel is 1 hex away; this bank needs at least 7. Pick a target farther off.', at: 'Kestrel' });
  });

  test('the same hex is refused with a reason', () => {
    const r = bankReach({ attacker: shipA, target: { name: 'Kestrel', at: ORIGIN }, bankArcs: 'TT', maxRange: 9 });
    expect(r.ok ? r.value : r.error.code).toBe('ERR_SAME_HEX');
  });
});

describe('bank reach — arcs (Starmada p.19 §4.1 "Firing Arcs")', () => {
  // Starmada p.19: Ship B occupies Ship A's [G] and [B] arcs.
  test('Ship B: banks into B or G reach it, others do not', () => {
    expect(bankReach(laser('G')).ok).toBe(true);
    expect(bankReach(laser('BD')).ok).toBe(true);
    const r = bankReach(laser('AC'));
    expect(r.ok ? r.value : r.error).toEqual({
      code: 'ERR_OUT_OF_ARC',
      message: 'Ship B is in arcs B and G; the bank fires into A and C. Pick a bank that fires into B or G.',
      at: 'Ship B',
    });
  });

  // The reason sentence of the brief: a target astern-starboard (D, F and K) of a bank firing into A, B and G.
  test('the reason names both arc lists', () => {
    const r = bankReach({ attacker: shipA, target: { name: 'Kestrel', at: cube(1, 0, -1) }, bankArcs: 'ABG', maxRange: 9 });
    expect(r.ok ? r.value : r.error.message).toBe('Kestrel is in arcs D, F and K; the bank fires into A, B and G. Pick a bank that fires into D, F or K.');
  });

  test('C.1 codes are named with their letters; defensive-arc banks by their arc', () => {
    const fh = bankReach({ attacker: shipA, target: { name: 'Kestrel', at: cube(0, 2, -2) }, bankArcs: 'FH', maxRange: 9 });
    expect(fh.ok ? fh.value : fh.error.message).toBe('Kestrel is in arcs E, F and L; the bank fires into G, H and I (FH). Pick a bank that fires into E, F or L.');
    const fwd = bankReach({ attacker: shipA, target: shipC, bankArcs: 'Fwd', maxRange: 9 });
    expect(fwd.ok ? fwd.value : fwd.error.message).toBe('Ship C is in the Port arc; the bank fires into Fwd. Pick a bank that fires into Port or into C, H or J.');
    expect(bankReach({ attacker: shipA, target: shipC, bankArcs: 'Port', maxRange: 9 }).ok).toBe(true);
  });

  // Starmada p.46 D.7: a rolled ship's arcs are reversed, [C] becomes [D] and so on.
  test('a rolled ship fires its C bank to starboard', () => {
    const rolled = { ...shipA, inverted: true };
    expect(bankReach({ attacker: rolled, target: shipC, bankArcs: 'C', maxRange: 9 }).ok).toBe(false);
    expect(bankReach({ attacker: rolled, target: { name: 'Kestrel', at: cube(2, -1, -1) }, bankArcs: 'C', maxRange: 9 }).ok).toBe(true);
  });

  test('arc text that is no arc is refused with a reason', () => {
    const r = bankReach(laser('Q'));
    expect(r.ok ? r.value : r.error.code).toBe('ERR_BANK_ARC');
  });

  test('a bank already read gives the same answer as its text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom('AB', 'GHI', 'FH', 'TT', 'Fwd', 'Aft', 'C'),
        (q, r, facing, text) => {
          const target = { name: 'Kestrel', at: hex(q, r) };
          const attacker = { at: ORIGIN, facing: facing as Direction };
          const read = readBankArcs(text);
          if (!read.ok) throw new Error(text);
          const fromText = bankReach({ attacker, target, bankArcs: text, maxRange: 20 });
          expect(bankReach({ attacker, target, bankArcs: read.value, maxRange: 20 })).toEqual(fromText);
          expect(fromText.ok).toBe(!hexEquals(target.at, ORIGIN) && inArc(text, attacker, target.at));
        },
      ),
    );
  });
});

describe('bank reach — line of sight (Starmada p.19–20 §4.1 "Line of Sight", ruling 8)', () => {
  // Starmada p.20: "Any intervening hex contains an object that blocks line of sight (e.g. G.5: Planets)".
  test('a planet in one of the four shaded hexes blocks Ship B', () => {
    for (const planet of [cube(0, -1, 1), cube(1, -2, 1), cube(0, -2, 2), cube(1, -3, 2)]) {
      const r = bankReach({ ...laser('BG'), terrain: { blocked: at([planet]) } });
      expect(r.ok ? r.value : r.error.code, hexKey(planet)).toBe('ERR_LOS_BLOCKED');
    }
  });

  test('the reason names the hex by its label', () => {
    // Column 01, straight north from 0106 to 0103: the line crosses 0105 and 0104.
    const attacker = { at: offsetToHex({ col: 0, row: 5 }), facing: 0 as Direction };
    const target = { name: 'Kestrel', at: offsetToHex({ col: 0, row: 2 }) };
    const r = bankReach({ attacker, target, bankArcs: 'G', maxRange: 9, terrain: { blocked: at([offsetToHex({ col: 0, row: 4 })]) } });
    expect(r.ok ? r.value : r.error.message).toBe('Something in hex 0105 blocks the line of sight to Kestrel. Pick another target.');
  });

  // [ruling 8]: only intervening hexes block; the target's own hex does not (p.20 "intervening hexes").
  test('an object in the target\'s own hex does not block', () => {
    const r = bankReach({ ...laser('BG'), terrain: { blocked: at([shipB.at]) } });
    expect(r.ok).toBe(true);
  });

  // Starmada p.20: "Intervening hexes contain objects which, when combined, apply a -4 or greater to-hit penalty
  // (e.g. four or more B.9: Flares)".
  test('four flares along the line block it; three do not', () => {
    const four = [cube(0, -1, 1), cube(1, -2, 1), cube(0, -2, 2), cube(1, -3, 2)];
    const blocked = bankReach({ ...laser('BG'), terrain: { penalty: flares(four) } });
    expect(blocked.ok ? blocked.value : blocked.error.code).toBe('ERR_LOS_BLOCKED');
    const three = bankReach({ ...laser('BG'), terrain: { penalty: flares(four.slice(1)) } });
    expect(three.ok ? three.value : three.error).toEqual({ range: 4, path: [...four, shipB.at], interveningPenalty: -3, targetHexPenalty: 0 });
    // Four flares stacked in one intervening hex block as well.
    const stacked = bankReach({ ...laser('BG'), terrain: { penalty: flares([four[0] as Hex, four[0] as Hex, four[0] as Hex, four[0] as Hex]) } });
    expect(stacked.ok ? stacked.value : stacked.error.message).toMatch(/^Markers in hex \S+ add up to −4 to hit/);
  });

  // The same on the board, with labels: Ship A in 0511 (column 5 is not shoved down), Ship B in 0607; the four
  // shaded hexes are 0510, 0609, 0509 and 0608 (odd-q offsets, src/rules/core/offset.ts).
  test('the blocking reason lists the hexes by label', () => {
    const base = offsetToHex({ col: 4, row: 10 });
    const shift = (h: Hex) => hex(h.q + base.q, h.r + base.r);
    const four = [cube(0, -1, 1), cube(1, -2, 1), cube(0, -2, 2), cube(1, -3, 2)].map(shift);
    expect(four.map((h) => hexToOffset(h))).toEqual([{ col: 4, row: 9 }, { col: 5, row: 8 }, { col: 4, row: 8 }, { col: 5, row: 7 }]);
    const r = bankReach({ attacker: { at: base, facing: 0 }, target: { name: 'Ship B', at: shift(shipB.at) }, bankArcs: 'BG', maxRange: 9, terrain: { penalty: flares(four) } });
    expect(r.ok ? r.value : r.error).toEqual({
      code: 'ERR_LOS_BLOCKED',
      message: 'Markers in hexes 0510, 0609, 0509 and 0608 add up to −4 to hit, which blocks the line of sight to Ship B (−4 or worse blocks). Pick another target.',
      at: 'Ship B',
    });
  });

  // [ruling 8]: flares in the target hex count on the to-hit roll, not toward blocking.
  test('penalties in the target hex are reported apart and never block', () => {
    const r = bankReach({ ...laser('BG'), terrain: { penalty: flares([shipB.at, shipB.at, shipB.at, shipB.at, cube(0, -1, 1)]) } });
    expect(r.ok ? r.value : r.error).toEqual({
      range: 4,
      path: [cube(0, -1, 1), cube(1, -2, 1), cube(0, -2, 2), cube(1, -3, 2), shipB.at],
      interveningPenalty: -1,
      targetHexPenalty: -4,
    });
  });

  // Starmada p.19: the line to Ship C passes through X or Y, the attacker's choice; the bot chooses for them.
  test('Ship C: a planet in X is avoided through Y; planets in both block', () => {
    const viaY = bankReach({ ...laser('C', shipC), terrain: { blocked: at([X]) } });
    expect(viaY.ok ? viaY.value.path : viaY.error).toEqual([Y, shipC.at]);
    const viaX = bankReach({ ...laser('C', shipC), terrain: { blocked: at([Y]) } });
    expect(viaX.ok ? viaX.value.path : viaX.error).toEqual([X, shipC.at]);
    const both = bankReach({ ...laser('C', shipC), terrain: { blocked: at([X, Y]) } });
    expect(both.ok ? both.value : both.error.code).toBe('ERR_LOS_BLOCKED');
  });

  test('Ship C: a flare in X is avoided through Y', () => {
    const r = bankReach({ ...laser('C', shipC), terrain: { penalty: flares([X]) } });
    expect(r.ok ? r.value : r.error).toEqual({ range: 2, path: [Y, shipC.at], interveningPenalty: 0, targetHexPenalty: 0 });
  });

  test('a blocked hex is passed by in favour of a merely costly one', () => {
    const r = bankReach({ ...laser('C', shipC), terrain: { blocked: at([X]), penalty: flares([Y, Y]) } });
    expect(r.ok ? r.value : r.error).toEqual({ range: 2, path: [Y, shipC.at], interveningPenalty: -2, targetHexPenalty: 0 });
  });

  test('terrain off the line changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), (turn) => {
        const target = { name: 'Kestrel', at: hexRotate(shipB.at, turn) };
        const attacker = { at: ORIGIN, facing: turn as Direction };
        const farAway = at([hex(20, 20)]);
        const r = bankReach({ attacker, target, bankArcs: 'G', maxRange: 9, terrain: { blocked: farAway, penalty: () => 0 } });
        expect(r.ok && r.value.path.length).toBe(5);
      }),
    );
  });
});
