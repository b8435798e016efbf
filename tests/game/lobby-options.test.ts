// Optional rules as the lobby offers and reads them (src/game/lobby-options.ts): autocomplete choices carry ids
// while their names show the options, so a list built pick by pick reads back whether Discord sends a value or the
// name the field shows after a pick (issue 16: "Alternate firing arcs" then ", dam…" was refused).
import { describe, expect, test } from 'vitest';
import { offeredOptions, optionChoices, parseOptionList } from '../../src/game/lobby-options.ts';
import { RULE_SYSTEM_REGISTRY, type AnyRuleSystem } from '../../src/game/rule-systems.ts';
import { expectErr, expectOk } from './service-fixture.ts';

const starmada = RULE_SYSTEM_REGISTRY['starmada'] as AnyRuleSystem;

describe('optionChoices', () => {
  test('the first pick: names show, ids come back; every option Salvo plays', () => {
    expect(optionChoices(starmada, 'arcs')).toEqual([{ name: 'Alternate firing arcs (C.1)', value: 'alternateArcs' }]);
    expect(optionChoices(starmada, '').map((c) => c.value)).toEqual(offeredOptions(starmada).map((o) => o.id));
    expect(optionChoices(starmada, 'cloak')).toEqual([{ name: 'Cloaking devices (B.5)', value: 'cloaking' }]);
  });

  test('after a pick the field holds its name: the next choices keep it, by id, and offer the rest', () => {
    expect(optionChoices(starmada, 'Alternate firing arcs (C.1), car')).toEqual([{ name: 'Alternate firing arcs (C.1), Carriers and fighters (B.4)', value: 'alternateArcs,carriers' }]);
    // Typed by id, reference or name, any case, with the part after the last comma still empty.
    expect(optionChoices(starmada, 'alternatearcs; E.1, ').map((c) => c.value)[0]).toBe('alternateArcs,damageControl,dualMode');
  });

  // Eight picks: Discord's 100-character choice name holds about eight option names (the settings panel's menu holds all).
  test('every choice on the way to eight options fits Discord and reads back to the same options', () => {
    let typed = '';
    const ids: string[] = [];
    for (const option of offeredOptions(starmada).slice(0, 8)) {
      const choice = optionChoices(starmada, `${typed}${typed === '' ? '' : ', '}${option.id}`).find((c) => c.value.split(',').length === ids.length + 1);
      if (!choice) throw new Error(`no choice adds ${option.id}`);
      ids.push(option.id);
      expect(choice.name.length).toBeLessThanOrEqual(100);
      expect(choice.value.length).toBeLessThanOrEqual(100);
      expect(Object.keys(expectOk(parseOptionList(starmada, choice.value))).sort()).toEqual([...ids].sort());
      expect(Object.keys(expectOk(parseOptionList(starmada, choice.name))).sort()).toEqual([...ids].sort());
      // Discord shows the name after a pick: the GM types on from there.
      typed = choice.name;
    }
  });

  test('with nothing typed in /game settings: the options as they are first, None last', () => {
    const choices = optionChoices(starmada, '', ['carriers', 'alternateArcs']);
    expect(choices[0]).toEqual({ name: 'Alternate firing arcs (C.1), Carriers and fighters (B.4)', value: 'alternateArcs,carriers' });
    expect(choices.at(-1)).toEqual({ name: 'None', value: 'none' });
    expect(expectOk(parseOptionList(starmada, 'None'))).toEqual({});
  });
});

describe('parseOptionList', () => {
  test('every item it cannot read or play is a problem, all at once', () => {
    expect(expectErr(parseOptionList(starmada, 'warp, C.1'))).toEqual([
      '"warp" is not an optional rule of Starmada Unity; pick from the list as you type (e.g. Alternate firing arcs (C.1), Dual-mode weapons (C.2), Carriers and fighters (B.4)).',
    ]);
  });
});
