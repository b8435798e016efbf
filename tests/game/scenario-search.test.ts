// /game new's scenario autocomplete (issue 25): every scenario reachable by what a player types, though Discord shows
// at most 25 choices; words in any order and case, "S1" as "S.1", the typed id first, placed terrain kept.
import { describe, expect, test } from 'vitest';
import { RULE_SYSTEM_REGISTRY } from '../../src/game/rule-systems.ts';
import { scenarioMatches } from '../../src/game/scenario-search.ts';

const starmada = RULE_SYSTEM_REGISTRY['starmada']?.fleets.scenarios() ?? [];
const values = (typed: string, list = starmada) => scenarioMatches(list, typed).map((c) => c.value);

describe('scenario autocomplete', () => {
  test('every scenario of every system comes back when its id or its name is typed', () => {
    for (const system of Object.values(RULE_SYSTEM_REGISTRY)) {
      for (const c of system.fleets.scenarios()) {
        expect(values(c.value, system.fleets.scenarios())).toContain(c.value);
        expect(values(c.name, system.fleets.scenarios())).toContain(c.value);
      }
    }
  });

  test('a list longer than 25 is still all reachable: 25 shown, the rest by a word of their own', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ name: `Scenario ${i + 1} · Battle of Star ${i + 1}`, value: `x${i + 1}` }));
    expect(scenarioMatches(many, '')).toHaveLength(25);
    for (const c of many) expect(values(c.value, many)[0]).toBe(c.value);
    expect(values('star 59', many)).toEqual(['x59']);
  });

  test('words in any order and case, "S1" as "S.1", the id typed first', () => {
    expect(values('S.1')[0]).toBe('S.1');
    expect(values('S.1')).toEqual(['S.1', 'S.10', 'S.11', 'S.12']);
    expect(values('s1')[0]).toBe('S.1');
    expect(values('dark alone')).toEqual(['S.1']);
    expect(values('standard large')).toEqual(['standard/large', 'standard/veryLarge']);
    expect(values('very small')).toEqual(['standard/verySmall']);
    expect(values('small')).toEqual(['standard/verySmall', 'standard/small']);
    expect(values('hide & seek')).toEqual(['S.5']);
    expect(values('no such battle')).toEqual([]);
  });

  test('terrain placed after "+" stays on every choice', () => {
    expect(scenarioMatches(starmada, 'fleet action + planet 3 at 1609')).toEqual([
      { name: expect.stringMatching(/^S\.4 Fleet Action · .* \+ planet 3 at 1609$/), value: 'S.4 + planet 3 at 1609' },
    ]);
  });
});
