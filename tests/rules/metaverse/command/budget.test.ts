import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { spendCost, validateSpending, type CpSpend } from '../../../../src/rules/metaverse/command/budget.ts';
import { chain } from './fixtures.ts';

const ctx = { chain, ownSquadrons: 5 };

describe('CP budget', () => {
  // Metaverse p.3 "Spending Command Points": 1 per advanced manoeuvre; p.21: priority ceil(5/2) = 3 from the flag.
  test('a legal batch returns what is left', () => {
    const spends: CpSpend[] = [
      { commanderId: 'adm', action: 'priority-target' },
      { commanderId: 'c1', action: 'advanced-manoeuvre', squadronId: 'sq-cap' },
      { commanderId: 'c1', action: 'designated-target', squadronId: 'sq-c1' },
      { commanderId: 'cap', action: 'tactic', cost: 2, squadronId: 'sq-escort', label: 'Shield Wall' },
    ];
    const r = validateSpending({ adm: 4, c1: 2, c2: 3, cap: 2 }, spends, ctx);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.spent).toEqual({ adm: 3, c1: 2, cap: 2 });
    expect(r.value.remaining).toEqual({ adm: 1, c1: 0, c2: 3, cap: 0 });
  });

  test('every overspend is reported at once', () => {
    const spends: CpSpend[] = [
      { commanderId: 'adm', action: 'priority-target' },
      { commanderId: 'adm', action: 'priority-target' },
      { commanderId: 'c2', action: 'ew', squadronId: 'sq-c2' },
      { commanderId: 'c2', action: 'ew', squadronId: 'sq-c2' },
    ];
    const r = validateSpending({ adm: 5, c2: 1 }, spends, ctx, { adm: 'Admiral Vance', c2: 'Captain Osei' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((e) => [e.code, e.at])).toEqual([
      ['ERR_CP_OVERSPENT', 'adm'],
      ['ERR_CP_OVERSPENT', 'c2'],
    ]);
    // Issue 16: the commander by name, never by id.
    expect(r.error[0]?.message).toBe('Admiral Vance spends 6 CP but has 5; drop 1 CP of orders.');
    const unnamed = validateSpending({ adm: 5, c2: 1 }, spends, ctx);
    expect(unnamed.ok ? '' : unnamed.error[0]?.message).toBe('A commander spends 6 CP but has 5; drop 1 CP of orders.');
  });

  // Metaverse p.21: priority targets need the flag commander's CPs; p.3: subordinates only on their own chain.
  test('payer problems and overspends together', () => {
    const spends: CpSpend[] = [
      { commanderId: 'c1', action: 'priority-target' },
      { commanderId: 'c2', action: 'advanced-manoeuvre', squadronId: 'sq-c1' },
      { commanderId: 'ghost', action: 'mission' },
      { commanderId: 'cap', action: 'tactic', cost: 3, flagOnly: true },
      { commanderId: 'cap', action: 'tactic' },
    ];
    const r = validateSpending({ c1: 1, c2: 1, cap: 1 }, spends, ctx);
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual([
      'ERR_CP_FLAG_ONLY',
      'ERR_CP_OUT_OF_CHAIN',
      'ERR_CP_COMMANDER_UNKNOWN',
      'ERR_CP_FLAG_ONLY',
      'ERR_CP_COST_MISSING',
      'ERR_CP_OVERSPENT',
      'ERR_CP_OVERSPENT',
    ]);
  });

  test('the flag commander may pay for any squadron', () => {
    const r = validateSpending({ adm: 1 }, [{ commanderId: 'adm', action: 'break-off', squadronId: 'sq-cap' }], ctx);
    expect(r.ok).toBe(true);
  });

  // The brief's two-argument form: CP totals only, every overspend at once.
  test('validateSpending(budget, spends) without a chain checks totals', () => {
    const r = validateSpending({ a: 1, b: 2 }, [
      { commanderId: 'a', action: 'ew' },
      { commanderId: 'a', action: 'mission' },
      { commanderId: 'b', action: 'priority-target', cost: 3 },
      { commanderId: 'b', action: 'priority-target' },
    ]);
    expect(r.ok ? [] : r.error.map((e) => [e.code, e.at])).toEqual([
      ['ERR_CP_COST_MISSING', 'spends[3]'],
      ['ERR_CP_OVERSPENT', 'a'],
      ['ERR_CP_OVERSPENT', 'b'],
    ]);
  });

  test('spend costs', () => {
    expect(spendCost({ commanderId: 'adm', action: 'priority-target' }, 7)).toEqual({ ok: true, value: 4 });
    expect(spendCost({ commanderId: 'adm', action: 'cloak' }, 7)).toEqual({ ok: true, value: 1 });
    expect(spendCost({ commanderId: 'adm', action: 'tactic', cost: 0 }, 7)).toEqual({ ok: true, value: 0 });
    expect(spendCost({ commanderId: 'adm', action: 'tactic', cost: 1.5 }, 7).ok).toBe(false);
  });

  test('property: the flag paying fixed costs is refused exactly when it overspends', () => {
    const actions = ['advanced-manoeuvre', 'break-off', 'mission', 'designated-target', 'ew', 'cloak', 'stealth', 'priority-target'] as const;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...actions), { maxLength: 12 }), fc.integer({ min: 0, max: 24 }), (list, cp) => {
        const spends: CpSpend[] = list.map((action) => ({ commanderId: 'adm', action, squadronId: 'sq-cap' }));
        const total = list.reduce((sum, a) => sum + (a === 'priority-target' ? 3 : 1), 0);
        const r = validateSpending({ adm: cp }, spends, ctx);
        expect(r.ok).toBe(total <= cp);
        if (r.ok) expect(r.value.remaining).toEqual({ adm: cp - total });
      }),
    );
  });
});
