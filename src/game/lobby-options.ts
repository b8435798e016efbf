/**
 * A game's optional rules as the lobby offers them: only those Salvo can play (an option with `unavailable` is never
 * offered, and naming one says why), read back from ids, book references or names, and completed as the GM types a
 * comma-separated list. Autocomplete values carry ids, since Discord sends a picked choice's value but, when the GM
 * goes on typing after a pick, the field holds the choice's name: both read back here.
 */
import type { Choice } from '../rules/core/assist.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { OptionInfo } from '../rules/core/rule-system.ts';
import type { AnyRuleSystem } from './rule-systems.ts';
import { serviceError } from './errors.ts';
import { cutGraphemes } from '../rules/core/cut-text.ts';

/** The options a game of this system may turn on. */
export const offeredOptions = (system: AnyRuleSystem): readonly OptionInfo[] => system.options.filter((o) => o.unavailable === undefined);

/** "Alternate firing arcs (C.1)": how an option is named to people. */
export const optionLabel = (option: Pick<OptionInfo, 'name' | 'ref'>): string => `${option.name} (${option.ref})`;

/** The option one item of a list names: by id, book reference, name, or "Name (ref)" as a picked choice shows it. */
function findOption(system: AnyRuleSystem, item: string): OptionInfo | undefined {
  const w = item.trim().toLowerCase();
  return system.options.find((o) => [o.id, o.ref, o.name, optionLabel(o)].some((form) => form.toLowerCase() === w));
}

const itemsOf = (text: string): string[] =>
  text
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter((t) => t !== '' && t.toLowerCase() !== 'none');

/** The optional rules named in `text`, every one Salvo can play; every item it cannot read or play is a problem. */
export function parseOptionList(system: AnyRuleSystem, text: string): Result<Record<string, boolean>, RuleError[]> {
  const picked: Record<string, boolean> = {};
  const errors: RuleError[] = [];
  for (const item of itemsOf(text)) {
    const found = findOption(system, item);
    if (found?.unavailable !== undefined) {
      errors.push(serviceError('ERR_OPTION_NOT_YET', `${optionLabel(found)} cannot be played yet: ${found.unavailable}.`));
    } else if (found) {
      picked[found.id] = true;
    } else {
      const some = offeredOptions(system).slice(0, 3).map(optionLabel).join(', ');
      errors.push(serviceError('ERR_OPTION_UNKNOWN', `"${cutGraphemes(item, 40)}" is not an optional rule of ${system.name}; pick from the list as you type (e.g. ${some}).`));
    }
  }
  return errors.length > 0 ? err(errors) : ok(picked);
}

/** Discord's limit on an autocomplete choice's value and name. */
const CHOICE_MAX = 100;

/** The value that carries these options back: their ids, or their book references when the ids are too long. */
function valueOf(options: readonly OptionInfo[]): string {
  const ids = options.map((o) => o.id).join(',');
  return ids.length <= CHOICE_MAX ? ids : options.map((o) => o.ref).join(',');
}

/**
 * The choice's name: every option by name, or, when that is too long for Discord, the earlier ones by book reference
 * ("C.1, C.2, E.1, Directed damage (E.2)"), so a name that comes back as typed text still reads as the same list.
 */
function nameOf(options: readonly OptionInfo[]): string {
  const full = options.map(optionLabel).join(', ');
  if (full.length <= CHOICE_MAX) return full;
  const last = options.at(-1);
  const short = [...options.slice(0, -1).map((o) => o.ref), ...(last ? [optionLabel(last)] : [])].join(', ');
  return short.length <= CHOICE_MAX ? short : options.map((o) => o.ref).join(', ');
}

/**
 * Autocomplete for a comma-separated option list: what is typed before the last comma is kept (read as ids, names
 * or picked choices), the part after it completed. Each choice names every option and carries their ids. With
 * nothing typed, the game's options as they are now come first (`current`), and "None" last when some are on.
 */
export function optionChoices(system: AnyRuleSystem, typed: string, current: readonly string[] = []): Choice[] {
  const cut = typed.lastIndexOf(',');
  const done = cut < 0 ? [] : itemsOf(typed.slice(0, cut)).flatMap((item) => findOption(system, item) ?? []);
  const kept = done.filter((o, i) => o.unavailable === undefined && done.indexOf(o) === i);
  const part = typed.slice(cut + 1).trim().toLowerCase();
  const taken = new Set(kept.map((o) => o.id));
  const choices = offeredOptions(system)
    .filter((o) => !taken.has(o.id) && (o.id.toLowerCase().includes(part) || o.name.toLowerCase().includes(part) || o.ref.toLowerCase() === part))
    .map((o) => ({ name: nameOf([...kept, o]), value: valueOf([...kept, o]) }));
  if (typed.trim() !== '') return choices;
  const now = offeredOptions(system).filter((o) => current.includes(o.id));
  // Discord shows 25 choices: the options as they are and "None" keep their places, the others fill between.
  return now.length === 0 ? choices : [{ name: nameOf(now), value: valueOf(now) }, ...choices.slice(0, 23), { name: 'None', value: 'none' }];
}
