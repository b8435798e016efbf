import { describe, expect, it } from 'vitest';
import {
  availableEngine,
  describeAvailable,
  describeRequirement,
  engineRequirement,
  turnRule,
} from '../../../../src/rules/starmada/movement/engine-requirement.ts';
import { parseOrder } from '../../../../src/rules/starmada/notation/movement.ts';
import { NO_SLIPS, type MoveOrder, type SlipRecord } from '../../../../src/rules/starmada/movement/order.ts';

const parse = (text: string): MoveOrder => {
  const r = parseOrder(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.map((e) => e.message).join(' ')}`);
  return r.value;
};
const req = (text: string, prevSpeed: number, lastSlips: SlipRecord = NO_SLIPS): number => engineRequirement(parse(text), { prevSpeed, lastSlips }).total;

describe('the engine requirement chart (Starmada p.15 §3.2)', () => {
  // Starmada p.15 §3.2: no turns → difference between previous and current speed; "If both values are the
  // same, the engine requirement is zero".
  it('no turns: the difference of the speeds, either way', () => {
    expect(req('6', 4)).toBe(2);
    expect(req('2', 4)).toBe(2);
    expect(req('4', 4)).toBe(0);
  });

  // Starmada p.15 §3.2: one turn → the greater of previous and current speed.
  it('one turn: the greater of the speeds', () => {
    expect(req('2P2', 3)).toBe(4);
    expect(req('2P2', 5)).toBe(5);
  });

  // Starmada p.15 §3.2: two or three turns, or a u-turn → the sum of previous and current speeds.
  it('two or three turns, or a U-turn: the sum of the speeds', () => {
    expect(req('1S2S', 4)).toBe(7);
    expect(req('1S1S1S', 4)).toBe(7);
    expect(req('2U1', 4)).toBe(7);
  });

  // Starmada p.15 §3.2: "a starship with a previous speed greater than its engine rating cannot perform any turns".
  it('a one-turn order never costs less than the previous speed', () => {
    for (let speed = 0; speed <= 8; speed++) {
      expect(engineRequirement({ prefixes: [], steps: [{ kind: 'turn', to: 'P' }, ...(speed > 0 ? [{ kind: 'forward', hexes: speed } as const] : [])], pivot: 0 }, { prevSpeed: 6, lastSlips: NO_SLIPS }).total).toBeGreaterThanOrEqual(6);
    }
  });

  it('names the rule that applies', () => {
    expect(turnRule(parse('4'))).toBe('noTurns');
    expect(turnRule(parse('R4'))).toBe('noTurns');
    expect(turnRule(parse('4P'))).toBe('oneTurn');
    expect(turnRule(parse('4PP'))).toBe('manyTurns');
    expect(turnRule(parse('U'))).toBe('manyTurns');
  });
});

describe('worked examples of Starmada p.15–17', () => {
  // Starmada p.17 §3.4 (its example): previous speed 4, "P2L2(5)": max{4,5} = 5 + 1 = 6.
  it('the p.17 example: P2L2(5) after speed 4 needs 6', () => {
    const r = engineRequirement(parse('P2L2(5)'), { prevSpeed: 4, lastSlips: NO_SLIPS });
    expect(r).toMatchObject({ total: 6, rule: 'oneTurn', speed: 5, base: 5, slips: 1, slipCredit: 0 });
  });

  // Starmada p.17 §3.4 (its example): after P2L2(5), "3P1(4)" would need max{5,4} = 5, but the
  // slip to the left last turn reduces it by 1, to 4.
  it('the p.17 example: 3P1(4) after P2L2(5) needs 4', () => {
    const r = engineRequirement(parse('3P1(4)'), { prevSpeed: 5, lastSlips: { dir: 'L', count: 1 } });
    expect(r).toMatchObject({ total: 4, base: 5, slipCredit: 1 });
  });

  // Starmada p.17 §3.4 (its example): engine rating 3, previous speed 6: "2R1RR(6)" needs
  // 6 − 6 + 3 = 3, then "3S3(6)" needs max{6,6} = 6 − 3 = 3.
  it('the p.17 example: 2R1RR(6) then 3S3(6) each need 3', () => {
    expect(req('2R1RR(6)', 6)).toBe(3);
    expect(req('3S3(6)', 6, { dir: 'R', count: 3 })).toBe(3);
  });

  // Starmada p.17 §3.4 (its example): previous speed 5, "3P1(4) +1": max{5,4} = 5 + 1 = 6.
  it('the p.17 example: 3P1(4) +1 after speed 5 needs 6', () => {
    const r = engineRequirement(parse('3P1(4) +1'), { prevSpeed: 5, lastSlips: NO_SLIPS });
    expect(r).toMatchObject({ total: 6, speed: 4, pivot: 1 });
  });
});

describe('slip credit details', () => {
  // Starmada p.17 §3.4: credit only for slips "in the same direction as the plotted turn (port=left; starboard=right)".
  it('gives no credit for slips the other way', () => {
    expect(req('3P1(4)', 5, { dir: 'R', count: 1 })).toBe(5);
    expect(req('3S1(4)', 5, { dir: 'R', count: 1 })).toBe(4);
  });

  // Starmada p.17 §3.4: two or three turns or a u-turn are "unaffected by sideslips in the previous turn".
  it('gives no credit to orders with two turns or a U-turn', () => {
    expect(req('2P2P', 4, { dir: 'L', count: 2 })).toBe(8);
    expect(req('2U2', 4, { dir: 'L', count: 2 })).toBe(8);
  });

  it('never takes the one-turn base below 0', () => {
    expect(engineRequirement(parse('P'), { prevSpeed: 1, lastSlips: { dir: 'L', count: 3 } })).toMatchObject({ base: 1, slipCredit: 1, total: 0 });
  });

  // Starmada p.17 §3.4: "-3" and "+3" are the same pivot, and both add 3.
  it('adds the pivot magnitude either way', () => {
    expect(req('4 -2', 4)).toBe(2);
    expect(req('4 +3', 4)).toBe(3);
  });
});

describe('movement options (Starmada appendix D)', () => {
  // Starmada p.44 §D.3 (its example): previous speed 5, "Z/1R2(4)": 5 − 4 + 1 = 2 × 2 = 4.
  it('the p.44-45 example: Z/1R2(4) after speed 5 needs 4', () => {
    const r = engineRequirement(parse('Z/1R2(4)'), { prevSpeed: 5, lastSlips: NO_SLIPS });
    expect(r).toMatchObject({ total: 4, evasive: true, base: 1, slips: 1 });
  });

  // Starmada p.46 §D.7 (its example): previous speed 3, "@/2P2(4)": max{3,4} = 4 + 3 − 1 = 6.
  it('the p.46 example: @/2P2(4) after speed 3 needs 6', () => {
    expect(engineRequirement(parse('@/2P2(4)'), { prevSpeed: 3, lastSlips: NO_SLIPS })).toMatchObject({ total: 6, roll: 2 });
  });

  // Starmada p.46 §D.7: "three one-hexside turns (or a single u-turn) allow the ship to roll for free".
  it('a roll costs +3 straight, and nothing with three turns or a U-turn', () => {
    expect(req('@/4', 4)).toBe(3);
    expect(req('@/1P1P1P1', 2)).toBe(6);
    expect(req('1P1P1P1', 2)).toBe(6);
    expect(req('@/2U2', 4)).toBe(req('2U2', 4));
  });

  // Ruling 10: the roll's surcharge is added before evasive action doubles the requirement.
  it('doubles the roll surcharge too when evading', () => {
    expect(req('Z/@/4', 4)).toBe(6);
  });

  // Starmada p.57 §G.6 (its example): previous speed 5, "1↓S1(4)": max{5,4} = 5 + 1 = 6.
  it('the G.6 example: 1↓S1(4) after speed 5 needs 6', () => {
    expect(engineRequirement(parse('1↓S1(4)'), { prevSpeed: 5, lastSlips: NO_SLIPS })).toMatchObject({ total: 6, speed: 4, altitude: 1 });
  });
});

describe('availableEngine', () => {
  // Starmada p.44 §D.1 (its example): "a ship with an engine rating of 5 could incur an engine
  // requirement of up to 10 by performing emergency thrust".
  it('the p.44 example: E/ doubles a rating of 5 to 10', () => {
    expect(availableEngine(parse('E/4'), { engineRating: 5 }).total).toBe(10);
    expect(availableEngine(parse('4'), { engineRating: 5 }).total).toBe(5);
  });

  // Starmada p.31 §B.3: each booster adds +1 for the turn; p.44 §D.1: boosters are not doubled.
  it('adds boosters after doubling', () => {
    expect(availableEngine(parse('E/4'), { engineRating: 5, boosters: 2 })).toMatchObject({ total: 12, rating: 5, boosters: 2, emergencyThrust: true });
  });

  // Starmada p.47 §D.9: while towing, the tow's effective engine rating replaces the ship's own.
  it('uses the tow\'s effective rating when towing', () => {
    expect(availableEngine(parse('T/4'), { engineRating: 7, towingRating: 5 })).toMatchObject({ total: 5, towing: true });
  });
});

describe('describing the figures', () => {
  it('explains how a requirement was reached', () => {
    expect(describeRequirement(engineRequirement(parse('3P1(4) +1'), { prevSpeed: 5, lastSlips: { dir: 'L', count: 1 } }))).toBe(
      'one turn: the greater of previous speed 5 and speed 4 is 5, −1 for last turn\'s slip, +1 for the pivot',
    );
    expect(describeRequirement(engineRequirement(parse('Z/1R2(4)'), { prevSpeed: 5, lastSlips: NO_SLIPS }))).toBe(
      'no turns: the difference between previous speed 5 and speed 4 is 1, +1 for 1 slip, doubled for evasive action',
    );
  });

  it('explains where the available rating comes from', () => {
    expect(describeAvailable('Majestic', availableEngine(parse('E/4'), { engineRating: 6, boosters: 1 }))).toBe(
      'Majestic\'s engine rating of 13 (6 doubled by emergency thrust, +1 booster)',
    );
    expect(describeAvailable('Majestic', availableEngine(parse('4'), { engineRating: 6 }))).toBe('Majestic\'s engine rating of 6');
  });
});
