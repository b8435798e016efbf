// The optional rules the lobby offers are exactly those setup plays (issue 16, "options that cannot be played are
// not offered"): found by trying setup with each option of each system, in every scenario of the menu.
import { describe, expect, test } from 'vitest';
import { setupInput } from '../../src/game/game-lifecycle.ts';
import { offeredOptions, optionChoices, parseOptionList } from '../../src/game/lobby-options.ts';
import { RULE_SYSTEM_REGISTRY } from '../../src/game/rule-systems.ts';
import { legalSeats, optionsWith, SEED } from './legal-fleets.ts';

const SYSTEMS = Object.values(RULE_SYSTEM_REGISTRY);

describe.each(SYSTEMS.map((s) => [s.name, s] as const))('%s', (_name, system) => {
  const scenarios = system.fleets.scenarios().map((c) => c.value);

  test('every scenario of the menu has a legal pair of fleets to try options with', () => {
    expect(scenarios.length).toBeGreaterThan(0);
    for (const scenario of scenarios) expect(legalSeats(system, scenario), scenario).not.toBeNull();
  });

  test('setup accepts each offered option, on alone with what the fleets need, in every scenario', () => {
    for (const scenario of scenarios) {
      const seats = legalSeats(system, scenario) ?? [];
      const needed = seats.flatMap((s) => system.fleets.needs(s.fleet as Record<string, unknown>, {}).map((n) => n.optionId));
      for (const option of offeredOptions(system)) {
        const setup = system.setup(setupInput({ options: optionsWith(system, [option.id, ...needed]), scenario, diceSecret: SEED }, seats));
        expect(setup.ok ? 'accepted' : setup.error.map((e) => e.message), `${scenario} with ${option.id}`).toBe('accepted');
      }
    }
  });

  test('an option marked unavailable is never listed, and naming it says why', () => {
    // No option is unavailable today (below), so the lobby's refusal is checked on a copy with one marked.
    const [first, ...rest] = system.options;
    if (!first) return;
    const marked = { ...first, unavailable: 'its rule is not written yet' };
    const copy = { ...system, options: [marked, ...rest] };
    const named = parseOptionList(copy, marked.id);
    expect(named.ok ? [] : named.error.map((e) => e.message)).toEqual([`${marked.name} (${marked.ref}) cannot be played yet: its rule is not written yet.`]);
    const listed = [...optionChoices(copy, ''), ...optionChoices(copy, 'a, ')].map((c) => c.value);
    expect(listed.join(',').split(',')).not.toContain(marked.id);
    expect(listed.length).toBeGreaterThan(0);
  });
});

// Starmada p.31 §B.5 cloaking and p.33 §B.10 hyperdrive, the last two, are played now (issue 25).
test('every option of every system can be played: none is marked unavailable', () => {
  expect(SYSTEMS.flatMap((s) => s.options.filter((o) => o.unavailable !== undefined).map((o) => `${s.id} ${o.ref}`))).toEqual([]);
});
