/**
 * The orders prompt's menu of what the seat's orders may carry besides each move (issue 25; the choices:
 * ../order-choices.ts): "Tempest: reinforce fwd (E.6)". It takes the prompt's first row, as the fire step's "Fire
 * with…" menu does, and pages past 25 choices inside the menu, so no choice is left out. A choice's value is the line
 * it merges (notation, never an internal id); a page turn's value is the fire panel's page value.
 */
import type { Choice } from '../../rules/core/assist.ts';
import { control, stepControl, type Control } from './controls.ts';
import { paged } from './fire-panel.ts';
import { bareName } from './player-text.ts';

/** Discord's limit on a select option's value. */
const VALUE_MAX = 100;

/** The menu at `page`; undefined when there is nothing to choose. Choices too long to carry are left to typing. */
export function orderChoiceMenu(gameId: number, stepKey: string, choices: readonly Choice[], page = 0): Control | undefined {
  const options = choices.filter((c) => c.value.length <= VALUE_MAX).map((c) => ({ label: bareName(c.name, '?'), value: c.value }));
  if (options.length === 0) return undefined;
  return { ...control('Choices for your ships: boost, tow, shields…', stepControl('clause', gameId, stepKey, page)), options: paged(options, page, 'choices') };
}
