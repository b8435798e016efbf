import { describe, expect, it } from 'vitest';
import { hex } from '../../../../src/rules/core/hex.ts';
import { findTowTarget, towingEngineRating, type TowShip } from '../../../../src/rules/starmada/movement/towing.ts';

describe('towingEngineRating (Starmada p.47 §D.9)', () => {
  // Starmada p.47 §D.9: hull 5, engine rating 7 towing hull 3: 5 × 7 ÷ (5 + 3) = 4.4, rounded up to 5.
  it('one tower: hull 5 rating 7 towing hull 3 has rating 5', () => {
    expect(towingEngineRating([{ hullSize: 5, engineRating: 7 }], 3)).toBe(5);
  });

  // Starmada p.47 §D.9: hull 4 rating 6 and hull 6 rating 5 towing hull 10: (24 + 30) = 54 ÷ 20 = 2.7 → 3.
  it('two towers: (4×6 + 6×5) ÷ (4 + 6 + 10) = 2.7 rounds up to 3', () => {
    expect(towingEngineRating([{ hullSize: 4, engineRating: 6 }, { hullSize: 6, engineRating: 5 }], 10)).toBe(3);
  });

  it('rounds exact quotients to themselves', () => {
    expect(towingEngineRating([{ hullSize: 4, engineRating: 6 }], 4)).toBe(3);
  });
});

const towShip = (id: string, over: Partial<TowShip> = {}): TowShip => ({
  id,
  name: id,
  side: 'A',
  at: hex(2, 2),
  heading: 1,
  prevSpeed: 3,
  status: 'active',
  ...over,
});

describe('findTowTarget', () => {
  const tug = towShip('Tug');

  // Starmada p.47 §D.9: "the two ships must have ended the previous Movement Phase in the same hex, with the
  // same speed and heading".
  it('finds the only friendly ship in the hex with the same speed and heading', () => {
    const r = findTowTarget(tug, [tug, towShip('Hulk'), towShip('Far', { at: hex(3, 2) }), towShip('Enemy', { side: 'B' })]);
    expect(r.ok && r.value.id).toBe('Hulk');
  });

  it('explains why a named ship cannot be towed', () => {
    const message = (target: TowShip): string => {
      const r = findTowTarget(tug, [tug, target], target.id);
      return r.ok ? '' : r.error.message;
    };
    expect(message(towShip('Hulk', { heading: 2 }))).toBe('Hulk is heading SE and Tug NE; a tow needs the same heading (D.9).');
    expect(message(towShip('Hulk', { prevSpeed: 4 }))).toBe('Hulk moved at speed 4 last turn and Tug at 3; a tow needs the same speed (D.9).');
    expect(message(towShip('Hulk', { at: hex(0, 0) }))).toBe('Hulk is not in Tug\'s hex; a tow needs both ships in one hex (D.9).');
    expect(message(towShip('Hulk', { side: 'B' }))).toBe('Tug can only tow a friendly ship, and Hulk is not one (D.9).');
    expect(findTowTarget(tug, [tug], 'Tug').ok).toBe(false);
    expect(findTowTarget(tug, [tug], 'Nobody').ok).toBe(false);
  });

  it('asks which ship when several qualify, and says so when none does', () => {
    const many = findTowTarget(tug, [tug, towShip('Hulk'), towShip('Barge')]);
    expect(many.ok ? '' : many.error.message).toBe('Say which ship Tug tows: Hulk or Barge.');
    const named = findTowTarget(tug, [tug, towShip('Hulk'), towShip('Barge')], 'Barge');
    expect(named.ok && named.value.id).toBe('Barge');
    const none = findTowTarget(tug, [tug]);
    expect(none.ok ? '' : none.error.code).toBe('ERR_TOW_NONE');
  });
});
