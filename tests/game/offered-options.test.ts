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

  test('each option it does not offer is one setup refuses, and naming it says why; the menus never list it', () => {
    const unavailable = system.options.filter((o) => o.unavailable !== undefined);
    const seats = legalSeats(system, scenarios[0] ?? '') ?? [];
    const needed = seats.flatMap((s) => system.fleets.needs(s.fleet as Record<string, unknown>, {}).map((n) => n.optionId));
    for (const option of unavailable) {
      const setup = system.setup(setupInput({ options: optionsWith(system, [option.id, ...needed]), scenario: scenarios[0] ?? '', diceSecret: SEED }, seats));
      expect(setup.ok ? [] : setup.error.map((e) => e.message).join(' ')).toContain(`${option.name} (${option.ref}) is not available yet`);
      const named = parseOptionList(system, option.id);
      expect(named.ok ? [] : named.error.map((e) => e.message)).toEqual([`${option.name} (${option.ref}) cannot be played yet: ${option.unavailable}.`]);
    }
    const listed = [...optionChoices(system, ''), ...optionChoices(system, 'a, ')].map((c) => c.value);
    for (const option of unavailable) expect(listed.join(',').split(',')).not.toContain(option.id);
  });
});

// Starmada p.31 §B.5 cloaking and p.33 §B.10 hyperdrive, the last two, are played now (issue 25).
test('every option of every system can be played: none is marked unavailable', () => {
  expect(SYSTEMS.flatMap((s) => s.options.filter((o) => o.unavailable !== undefined).map((o) => `${s.id} ${o.ref}`))).toEqual([]);
});
