import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleError } from '../../../../src/rules/core/result.ts';
import { parseOrder } from '../../../../src/rules/starmada/notation/movement.ts';
import type { MoveOrder } from '../../../../src/rules/starmada/movement/order.ts';
import { orderShipFrom, validateOrder, type OrderExtras, type OrderShip } from '../../../../src/rules/starmada/movement/validate.ts';
import { CORE_RULES, type StarmadaOptions } from '../../../../src/rules/starmada/options.ts';
import { ALL_MOVEMENT_OPTIONS, MAJESTIC, ship, testClass } from './fixtures.ts';

const parse = (text: string): MoveOrder => {
  const r = parseOrder(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.map((e) => e.message).join(' ')}`);
  return r.value;
};

/** A ship with plenty of engine, so only the rule under test can fail. */
const vessel = (over: Partial<OrderShip> = {}): OrderShip => ({
  name: 'Majestic',
  prevSpeed: 4,
  lastSlips: { dir: null, count: 0 },
  engineRating: 20,
  engineBoxesLeft: 4,
  cloakingDevice: true,
  hyperdrive: true,
  boostersLeft: 3,
  ...over,
});

const problems = (text: string, over: Partial<OrderShip> = {}, options: StarmadaOptions = CORE_RULES, extras: OrderExtras = {}): RuleError[] => {
  const r = validateOrder(parse(text), vessel(over), options, extras);
  return r.ok ? [] : r.error;
};
const codes = (text: string, over: Partial<OrderShip> = {}, options: StarmadaOptions = CORE_RULES, extras: OrderExtras = {}): string[] =>
  problems(text, over, options, extras).map((e) => e.code);

describe('validity of turns and slips (Starmada p.15, p.17)', () => {
  // Starmada p.15 §3.1 and p.17 §3.4: the valid orders the book gives.
  it.each(['4P2', '1S2S', 'P2L2(5)', '2R1RR(6)', '3S3(6)', '3P1(4) +1'])('%s is valid', (text) => {
    expect(codes(text)).toEqual([]);
  });

  // Starmada p.15 §3.1: "2P1S" is invalid (turns in both directions).
  it('2P1S turns both ways', () => {
    expect(problems('2P1S')).toEqual([
      {
        code: 'ERR_TURNS_MIXED',
        message: 'Turns must all be in one direction, and 2P1S turns both ways.',
        suggestion: 'Did you mean 2P1P(3) or 2P1(3)?',
      },
    ]);
  });

  // Starmada p.15 §3.1: "2U1P" is invalid (a u-turn combined with a turn).
  it('2U1P combines a U-turn with a turn', () => {
    expect(problems('2U1P')).toEqual([
      { code: 'ERR_UTURN_WITH_TURNS', message: 'A U-turn may not be combined with other turns, and 2U1P has both.', suggestion: 'Did you mean 2U1(3)?' },
    ]);
  });

  // Starmada p.17 §3.4: "1L2R(5)" is invalid, because it contains slips in both directions.
  it('1L2R(5) slips both ways', () => {
    expect(problems('1L2R(5)')).toEqual([
      {
        code: 'ERR_SLIPS_MIXED',
        message: 'Sideslips must all go one way in a Movement Phase, and 1L2R slips both left and right.',
        suggestion: 'Did you mean 1L2L(5)?',
      },
    ]);
  });

  // Starmada p.17 §3.4: "R3P(4)" is invalid, because the sideslip is opposite to the one-hexside turn.
  it('R3P(4) slips against its turn', () => {
    expect(problems('R3P(4)')).toEqual([
      {
        code: 'ERR_SLIP_AGAINST_TURN',
        message: 'A slip must go the same way as the turn: R3P slips to starboard but turns to port.',
        suggestion: 'Did you mean L3P(4) or R3S(4)?',
      },
    ]);
  });

  // Starmada p.15 §3.1: "up to three one-hexside turns, or a single u-turn".
  it('refuses a fourth turn and a second U-turn', () => {
    expect(problems('1P1P1P1P')).toEqual([
      {
        code: 'ERR_TURNS_TOO_MANY',
        message: 'Orders may hold at most three one-hexside turns, and 1P1P1P1P has 4.',
        suggestion: 'Did you mean 1P1P1P1(4)?',
      },
    ]);
    expect(codes('1U1U')).toEqual(['ERR_UTURN_REPEATED']);
    expect(codes('PPP')).toEqual([]);
  });

  // Ruling 9: the slip rule ties slips to one-hexside turns only; with a U-turn, one direction of either.
  it('lets a U-turn order slip either way, one way at a time', () => {
    expect(codes('2UL1')).toEqual([]);
    expect(codes('2UR1')).toEqual([]);
    expect(codes('L2UR1')).toEqual(['ERR_SLIPS_MIXED']);
  });

  it('reports every problem at once', () => {
    expect(codes('R2P1S1L')).toEqual(['ERR_TURNS_MIXED', 'ERR_SLIPS_MIXED']);
    expect(codes('Z/2P1S', {}, CORE_RULES)).toEqual(['ERR_OPTION_OFF', 'ERR_TURNS_MIXED']);
  });
});

describe('engine requirement against the available rating', () => {
  // docs/playing.md wording; Starmada p.15 §3.2: orders whose requirement exceeds the current engine rating are illegal.
  it('says the requirement, the rating, and how the requirement arose', () => {
    expect(problems('4P4', { engineRating: 6 })).toEqual([
      {
        code: 'ERR_ENGINE_REQUIREMENT',
        message: 'The engine requirement 8 exceeds Majestic\'s engine rating of 6 (one turn: the greater of previous speed 4 and speed 8 is 8).',
        suggestion: 'Did you mean 4P2(6) or 8(8)?',
      },
    ]);
  });

  // Starmada p.17 §3.4 (its example): P2L2(5) after speed 4 needs 6: legal at 6, not at 5.
  it('the p.17 example: P2L2(5) after speed 4 is legal with rating 6, not 5', () => {
    const r = validateOrder(parse('P2L2(5)'), vessel({ engineRating: 6 }), CORE_RULES);
    expect(r.ok && r.value.requirement.total).toBe(6);
    expect(r.ok && r.value.text).toBe('P2L2(5)');
    expect(codes('P2L2(5)', { engineRating: 5 })).toEqual(['ERR_ENGINE_REQUIREMENT']);
  });

  // Starmada p.17 §3.4 (its example): engine rating 3, previous speed 6; cannot turn at once, but
  // 2R1RR(6) then 3S3(6) each need only 3.
  it('the p.17 example: a rating-3 ship at speed 6 turns over two turns', () => {
    expect(codes('3S3(6)', { engineRating: 3, prevSpeed: 6 })).toEqual(['ERR_ENGINE_REQUIREMENT']);
    expect(codes('2R1RR(6)', { engineRating: 3, prevSpeed: 6 })).toEqual([]);
    expect(codes('3S3(6)', { engineRating: 3, prevSpeed: 6, lastSlips: { dir: 'R', count: 3 } })).toEqual([]);
  });

  // Starmada p.17 §3.4 (its example): 3P1(4) +1 after speed 5 needs 6.
  it('the p.17 example: 3P1(4) +1 needs 6, and dropping the pivot is suggested at rating 5', () => {
    expect(codes('3P1(4) +1', { engineRating: 6, prevSpeed: 5 })).toEqual([]);
    const [e] = problems('3P1(4) +1', { engineRating: 5, prevSpeed: 5 });
    expect(e?.suggestion).toBe('Did you mean 3P1(4) or 4(4)?');
  });

  // Starmada p.15 §3.2: "a starship with a previous speed greater than its engine rating cannot perform any turns".
  it('suggests a straight order when no turn is within reach', () => {
    const [e] = problems('4P4', { engineRating: 6, prevSpeed: 8 });
    expect(e?.code).toBe('ERR_ENGINE_REQUIREMENT');
    expect(e?.suggestion).toBe('Did you mean 8(8)?');
  });

  it('suggests the nearest reachable straight speed', () => {
    expect(problems('8', { engineRating: 3, prevSpeed: 4 })[0]?.suggestion).toBe('Did you mean 7(7)?');
    expect(problems('0', { engineRating: 3, prevSpeed: 6 })[0]?.suggestion).toBe('Did you mean 3(3)?');
  });

  // Starmada p.15 §3.2 / p.10: "a starship without a current engine rating will continue to move at the same
  // speed, and in the same heading, indefinitely"; [ruling 13]: not even a free turn at speed 0.
  it('lets a ship without engines only keep going as it was', () => {
    expect(codes('3', { engineRating: 0, prevSpeed: 3 })).toEqual([]);
    expect(problems('2', { engineRating: 0, prevSpeed: 3 })).toEqual([
      { code: 'ERR_ENGINES_OUT', message: 'Majestic\'s engines are out, so it can only keep going straight ahead at speed 3 (p.10).', suggestion: 'Did you mean 3(3)?' },
    ]);
    expect(problems('P', { engineRating: 0, prevSpeed: 0 })[0]?.message).toBe('Majestic\'s engines are out, so it can only stay where it is (p.10).');
    // With engines, the chart applies literally: a stopped ship turns for free (max{0,0} = 0).
    expect(codes('P', { engineRating: 1, prevSpeed: 0 })).toEqual([]);
  });
});

describe('prefixes need their option', () => {
  // Appendix B/D: each prefix belongs to an optional rule.
  it.each([
    ['C/1R2(4)', 'C/ (cloaking device, B.5) is not in use in this game.'],
    ['H/4(4)', 'H/ (hyperdrive warm-up, B.10) is not in use in this game.'],
    ['E/4', 'E/ (emergency thrust, D.1) is not in use in this game.'],
    ['Z/1R2(4)', 'Z/ (evasive action, D.3) is not in use in this game.'],
    ['@/2P2(4)', '@/ (roll, D.7) is not in use in this game.'],
    ['T/4', 'T/ (towing, D.9) is not in use in this game.'],
  ])('%s is refused when its option is off', (text, message) => {
    const found = problems(text, {}, CORE_RULES);
    expect(found.map((e) => e.code)).toEqual(['ERR_OPTION_OFF']);
    expect(found[0]?.message).toBe(message);
    expect(found[0]?.suggestion).toBe(`Did you mean ${text.replace(/^[A-Z@]\//, '').replace(/^4$/, '4(4)')}?`);
  });

  // Starmada p.44 §D.3 (its example) and p.46 §D.7 (its example), with their options on.
  it('accepts them when the option is on', () => {
    const evasive = validateOrder(parse('Z/1R2(4)'), vessel({ prevSpeed: 5, engineRating: 4 }), ALL_MOVEMENT_OPTIONS);
    expect(evasive.ok && evasive.value.requirement.total).toBe(4);
    const roll = validateOrder(parse('@/2P2(4)'), vessel({ prevSpeed: 3, engineRating: 6 }), ALL_MOVEMENT_OPTIONS);
    expect(roll.ok && roll.value.requirement.total).toBe(6);
    expect(codes('@/2P2(4)', { prevSpeed: 3, engineRating: 5 }, ALL_MOVEMENT_OPTIONS)).toEqual(['ERR_ENGINE_REQUIREMENT']);
  });

  // Starmada p.44 §D.1 (its example): rating 5 may meet a requirement of up to 10 with E/.
  it('the p.44 example: E/ lets a rating-5 ship meet a requirement of 10, not 11', () => {
    expect(codes('E/4P6', { prevSpeed: 4, engineRating: 5 }, ALL_MOVEMENT_OPTIONS)).toEqual([]);
    expect(codes('4P6', { prevSpeed: 4, engineRating: 5 }, ALL_MOVEMENT_OPTIONS)).toEqual(['ERR_ENGINE_REQUIREMENT']);
    expect(codes('E/4P7', { prevSpeed: 4, engineRating: 5 }, ALL_MOVEMENT_OPTIONS)).toEqual(['ERR_ENGINE_REQUIREMENT']);
  });

  // Starmada p.44 §D.1: "A starship may not attempt emergency thrust if it has no remaining boxes on its engine track".
  it('refuses emergency thrust with no engine box left', () => {
    expect(codes('E/4', { prevSpeed: 4, engineRating: 0, engineBoxesLeft: 0 }, ALL_MOVEMENT_OPTIONS)).toEqual(['ERR_EMERGENCY_NO_ENGINES']);
  });

  it('needs a working cloaking device for C/ and a hyperdrive for H/', () => {
    expect(codes('C/4', { cloakingDevice: false }, ALL_MOVEMENT_OPTIONS)).toEqual(['ERR_NO_CLOAKING_DEVICE']);
    expect(codes('H/4', { hyperdrive: false }, ALL_MOVEMENT_OPTIONS)).toEqual(['ERR_NO_HYPERDRIVE']);
  });
});

describe('restrictions of the prefixes', () => {
  // Starmada p.33 §B.10: while warming up its hyperdrive a ship "may only move straight ahead; it may not perform
  // any turns, sideslips, pivots, D.3: Evasive Action, D.7: Rolls, or changes in altitude", nor fire boosters.
  it('H/ orders go straight ahead only, and fire no boosters', () => {
    expect(codes('H/4(4)', {}, ALL_MOVEMENT_OPTIONS)).toEqual([]);
    expect(codes('H/6', {}, ALL_MOVEMENT_OPTIONS)).toEqual([]);
    expect(problems('H/Z/2P1L +1', {}, ALL_MOVEMENT_OPTIONS)).toEqual([
      {
        code: 'ERR_HYPERDRIVE_STRAIGHT',
        message: 'While warming up its hyperdrive a ship moves straight ahead only (B.10), and these orders have turns, sideslips, a pivot and evasive action.',
        suggestion: 'Did you mean H/4(4)?',
      },
    ]);
    expect(codes('H/@/4', {}, ALL_MOVEMENT_OPTIONS)).toEqual(['ERR_HYPERDRIVE_STRAIGHT']);
    expect(codes('H/4', {}, ALL_MOVEMENT_OPTIONS, { boosters: 1 })).toEqual(['ERR_HYPERDRIVE_BOOSTERS']);
  });

  // Starmada p.31 §B.5: a cloaked ship may not fire boosters, warm up its hyperdrive, perform evasive action or
  // tow; p.46 §D.7: nor roll.
  it('C/ orders may not evade, roll, tow, warm up a hyperdrive or fire boosters', () => {
    expect(codes('C/1R2(4)', {}, ALL_MOVEMENT_OPTIONS)).toEqual([]);
    expect(problems('C/Z/@/2', {}, ALL_MOVEMENT_OPTIONS)).toEqual([
      {
        code: 'ERR_CLOAKED_RESTRICTED',
        message: 'A cloaked ship (B.5) may not use Z/ (evasive action, D.3) and @/ (roll, D.7).',
        suggestion: 'Did you mean C/2(2)?',
      },
    ]);
    expect(codes('C/H/4', {}, ALL_MOVEMENT_OPTIONS)).toEqual(['ERR_CLOAKED_RESTRICTED']);
    expect(codes('C/T/4', {}, ALL_MOVEMENT_OPTIONS, { towingRating: 3 })).toEqual(['ERR_CLOAKED_RESTRICTED']);
    expect(codes('C/4', {}, ALL_MOVEMENT_OPTIONS, { boosters: 1 })).toEqual(['ERR_CLOAKED_BOOSTERS']);
  });

  // Starmada p.47 §D.9: the tow's effective rating governs; validate needs it from towing.ts.
  it('T/ orders need a tow, and are checked against its effective rating', () => {
    expect(codes('T/4', {}, ALL_MOVEMENT_OPTIONS)).toEqual(['ERR_TOW_MISSING']);
    expect(codes('T/4', { engineRating: 7 }, ALL_MOVEMENT_OPTIONS, { towingRating: 5 })).toEqual([]);
    expect(problems('T/2P2', { engineRating: 7 }, ALL_MOVEMENT_OPTIONS, { towingRating: 3 })[0]?.message).toBe(
      'The engine requirement 4 exceeds Majestic\'s engine rating of 3 (the tow\'s effective rating 3) (one turn: the greater of previous speed 4 and speed 4 is 4).',
    );
  });

  // Starmada p.31 §B.3: boosters add +1 each for the turn; a ship expends only what it has.
  it('counts boosters toward the rating, no more than are left', () => {
    expect(codes('6P', { engineRating: 5 }, CORE_RULES, { boosters: 1 })).toEqual([]);
    expect(codes('6P', { engineRating: 5 }, CORE_RULES)).toEqual(['ERR_ENGINE_REQUIREMENT']);
    expect(problems('4', { boostersLeft: 1 }, CORE_RULES, { boosters: 2 })).toEqual([
      { code: 'ERR_BOOSTERS_LEFT', message: 'Majestic has 1 booster left and cannot expend 2.' },
    ]);
  });

  // Appendix G: orbits (G.5 p.56) need the planets option, altitude changes (G.6 p.57) three-dimensional play.
  it('refuses orbits and altitude changes while their options are off', () => {
    expect(codes('1[6]1(8)', {}, ALL_MOVEMENT_OPTIONS)).toEqual(['ERR_ORBIT_UNAVAILABLE']);
    expect(codes('1↓S1(4)', {}, ALL_MOVEMENT_OPTIONS)).toEqual(['ERR_ALTITUDE_UNAVAILABLE']);
  });

  // Starmada G.6 p.57 (its example): previous speed 5, "1↓S1(4)": requirement max{5,4} + 1 = 6.
  it('takes altitude changes with three-dimensional play on; the G.6 example needs an engine rating of 6', () => {
    const threeD = { ...ALL_MOVEMENT_OPTIONS, threeD: true };
    expect(codes('1↓S1(4)', { prevSpeed: 5, engineRating: 6 }, threeD)).toEqual([]);
    expect(codes('1↓S1(4)', { prevSpeed: 5, engineRating: 5 }, threeD)).toEqual(['ERR_ENGINE_REQUIREMENT']);
    expect(codes('1[6]1(8)', { prevSpeed: 8, engineRating: 8 }, { ...ALL_MOVEMENT_OPTIONS, planets: true })).toEqual([]);
  });

  // G.6 p.57: "seven altitude levels; 0 through 6" (ruling 172: no order takes a ship beyond them).
  it('keeps altitude within 0 to 6', () => {
    const threeD = { ...ALL_MOVEMENT_OPTIONS, threeD: true };
    expect(problems('↑↑', { altitude: 5, prevSpeed: 4, engineRating: 8 }, threeD)).toEqual([
      { code: 'ERR_ALTITUDE_LIMIT', message: 'Majestic is at altitude 5, and altitude runs from 0 to 6 (G.6); these orders would take it to 7.' },
    ]);
    expect(codes('↓↓↓', { prevSpeed: 6, engineRating: 9 }, threeD)).toEqual([]);
  });
});

describe('orderShipFrom', () => {
  // Starmada p.29 and the Majestic's tracks (p.9–11): engines 4-3-2-1; after two engine hits the rating is 2.
  it('reads the current engine rating off the class\'s engine track', () => {
    const fresh = orderShipFrom(ship({ id: 'm', name: 'Majestic' }), MAJESTIC);
    expect(fresh).toMatchObject({ name: 'Majestic', engineRating: 4, engineBoxesLeft: 4, hyperdrive: true, cloakingDevice: false, boostersLeft: 0 });
    const hit = orderShipFrom(ship({ id: 'm', engines: { checked: 2, pending: 0 } }), MAJESTIC);
    expect(hit).toMatchObject({ engineRating: 2, engineBoxesLeft: 2 });
    const wrecked = orderShipFrom(ship({ id: 'm', engines: { checked: 4, pending: 0 } }), MAJESTIC);
    expect(wrecked).toMatchObject({ engineRating: 0, engineBoxesLeft: 0 });
  });

  it('counts lost equipment and used boosters', () => {
    expect(orderShipFrom(ship({ id: 'm', equipmentLost: { Hyperdrive: 1 } }), MAJESTIC).hyperdrive).toBe(false);
    const cloaker = testClass({ cloak: true, boosters: 3 });
    expect(orderShipFrom(ship({ id: 'c', munitionsUsed: { Boosters: 1 } }), cloaker)).toMatchObject({ cloakingDevice: true, boostersLeft: 2 });
  });
});

describe('validateOrder properties', () => {
  it('never throws, passes only orders the ship can meet, and suggests only legal orders for engine problems', () => {
    const text = fc.stringMatching(/^([CHEZ@T]\/){0,2}[0-9PSULR]{0,8}( [+-][1-3])?$/);
    const shipArb = fc.record({
      prevSpeed: fc.integer({ min: 0, max: 12 }),
      engineRating: fc.integer({ min: 0, max: 12 }),
      lastSlips: fc.record({ dir: fc.constantFrom<'L' | 'R' | null>('L', 'R', null), count: fc.integer({ min: 0, max: 3 }) }),
    });
    let legal = 0;
    let suggested = 0;
    fc.assert(
      fc.property(text, shipArb, fc.boolean(), (t, s, options) => {
        const parsed = parseOrder(t);
        if (!parsed.ok) return;
        const r = validateOrder(parsed.value, vessel(s), options ? ALL_MOVEMENT_OPTIONS : CORE_RULES);
        if (r.ok) {
          legal++;
          expect(r.value.requirement.total).toBeLessThanOrEqual(r.value.available.total);
        } else {
          for (const e of r.error) expect(e.message).toMatch(/\.$/);
          // Every order suggested for an engine problem is itself legal for this ship.
          const engine = r.error.find((e) => e.code === 'ERR_ENGINE_REQUIREMENT' || e.code === 'ERR_ENGINES_OUT');
          if (engine?.suggestion !== undefined && r.error.length === 1) {
            const offered = /^Did you mean (.+)\?$/.exec(engine.suggestion)?.[1]?.split(' or ') ?? [];
            expect(offered.length).toBeGreaterThan(0);
            suggested++;
            for (const o of offered) {
              const again = parseOrder(o);
              expect(again.ok && validateOrder(again.value, vessel(s), options ? ALL_MOVEMENT_OPTIONS : CORE_RULES).ok).toBe(true);
            }
          }
        }
      }),
      { numRuns: 2000 },
    );
    expect(legal).toBeGreaterThan(50);
    expect(suggested).toBeGreaterThan(50);
  });
});
