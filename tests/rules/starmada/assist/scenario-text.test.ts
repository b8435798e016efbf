// Scenarios for `/game new` (src/rules/starmada/assist/scenario-text.ts), with the book's numbers: the battle sizes
// of 2.2 p.12 and the fleets and VP targets of Appendix S (p.58–64).
import { describe, expect, test } from 'vitest';
import { describeScenario, scenarioChoices } from '../../../../src/rules/starmada/assist/scenario-text.ts';
import { parseScenarioAndSize } from '../../../../src/rules/starmada/setup/game-setup.ts';
import { expectErr, expectOk } from '../integration/fixtures.ts';

describe('describeScenario', () => {
  test('the five standard battle sizes: fleet limit and VP target (2.2 p.12)', () => {
    expect(expectOk(describeScenario('standard/verySmall'))).toBe('Standard scenario · Very Small battle · Fleet limit 400 CR · Victory at 240 VP');
    expect(expectOk(describeScenario('standard/small'))).toBe('Standard scenario · Small battle · Fleet limit 700 CR · Victory at 420 VP');
    expect(expectOk(describeScenario('standard/medium'))).toBe('Standard scenario · Medium battle · Fleet limit 1000 CR · Victory at 600 VP');
    expect(expectOk(describeScenario('standard/large'))).toBe('Standard scenario · Large battle · Fleet limit 1500 CR · Victory at 900 VP');
    expect(expectOk(describeScenario('Standard (Very Large)'))).toBe('Standard scenario · Very Large battle · Fleet limit 2000 CR · Victory at 1200 VP');
  });

  test('Appendix S scenarios with their own fleets', () => {
    // S.1 p.59: one defender of CR 400–600, the attacker twice its CR; no VPs.
    expect(expectOk(describeScenario('S.1'))).toBe('S.1 Alone in the Dark · One defender (B) of CR 400–600 vs up to twice its CR (A) · Last side standing');
    // S.4 p.60: 2000 a side, 1200 VPs.
    expect(expectOk(describeScenario('S.4'))).toBe('S.4 Fleet Action · Fleet limit 2000 CR a side · Victory at 1200 VP');
    // S.6 p.61: attacker 1000, defender 1400, 600 VPs.
    expect(expectOk(describeScenario('Hit & Run'))).toBe('S.6 Hit & Run · Attacker (A) 1000 CR, defender (B) 1400 CR · Victory at 600 VP');
    // S.7 p.62: attacker 1400, defender 1000, 600 VPs.
    expect(expectOk(describeScenario('s7'))).toBe('S.7 On Patrol · Attacker (A) 1400 CR, defender (B) 1000 CR · Victory at 600 VP');
    // S.10 p.63: 1200 a side, no ship above CR 150, 500 VPs [ruling 45].
    expect(expectOk(describeScenario('S.10'))).toBe('S.10 Tin Can Dustup · Fleet limit 1200 CR a side · No ship above CR 150 · Victory at 500 VP');
    // S.2 p.59, S.3 p.60: attacker 1200, defender 800, 500 VPs [ruling 45].
    expect(expectOk(describeScenario('S.2'))).toBe('S.2 Breakout · Attacker (A) 1200 CR, defender (B) 800 CR · Victory at 500 VP');
    expect(expectOk(describeScenario('the chase'))).toBe('S.3 The Chase · Attacker (A) 1200 CR, defender (B) 800 CR · Victory at 500 VP');
    // S.8 p.62: attacker 1200 with a ship of CR 300 or more, defender 900, 500 VPs.
    expect(expectOk(describeScenario('S.8'))).toBe('S.8 The Shakedown Cruise · Attacker (A) 1200 CR, defender (B) 900 CR · A prototype of CR 300+ · Victory at 500 VP');
    // S.9 p.63: 1000 a side, 600 VPs.
    expect(expectOk(describeScenario('S.9'))).toBe('S.9 Storms in Space · Fleet limit 1000 CR a side · Victory at 600 VP');
    // S.11 p.64: attacker 1200; defender 1200 in two halves of at most 800; 600 VPs.
    expect(expectOk(describeScenario('S.11'))).toBe('S.11 To the Rescue · Attacker (A) 1200 CR, defender (B) 1200 CR in two halves ≤ 800 · Victory at 600 VP');
    // S.12 p.64: attacker 1400 with at least 500 in each set-up area, defender 1000, 600 VPs.
    expect(expectOk(describeScenario('S.12'))).toBe('S.12 The Trap · Attacker (A) 1400 CR, defender (B) 1000 CR · 500+ CR in each ambush · Victory at 600 VP');
  });

  test('unknown scenarios and battle sizes say why', () => {
    expect(expectErr(describeScenario('Kobayashi Maru'))[0]?.code).toBe('ERR_SCENARIO');
    expect(expectErr(describeScenario('standard/huge'))[0]?.code).toBe('ERR_BATTLE_SIZE');
  });
});

describe('scenarioChoices', () => {
  // Each name is the whole description: Discord's 100 characters are fitted at a word where it is shown
  // (src/commands/respond.ts fitLabel), never cut here mid-word ("Last side standin").
  test('the standard sizes, then the playable Appendix S scenarios; each named in full, each value reads as a scenario', () => {
    const choices = scenarioChoices();
    expect(choices.map((c) => c.value)).toEqual([
      'standard/verySmall',
      'standard/small',
      'standard/medium',
      'standard/large',
      'standard/veryLarge',
      ...['S.1', 'S.2', 'S.3', 'S.4', 'S.5', 'S.6', 'S.7', 'S.8', 'S.9', 'S.10', 'S.11', 'S.12'],
    ]);
    for (const c of choices) {
      expect(c.name).toBe(expectOk(describeScenario(c.value)));
      expect(c.value.length).toBeLessThanOrEqual(100);
      expect(parseScenarioAndSize(c.value).ok).toBe(true);
    }
  });
});
