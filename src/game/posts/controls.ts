/**
 * The buttons the game puts on its posts (docs/playing.md §2, §6), described in the game's words: a label, a style name
 * and what the button does. The Discord layer writes them as components (src/commands/discord-posts.ts) and each action
 * as a custom id (src/commands/custom-id.ts); the handlers read the id back and check the step key, so a click on
 * an old prompt is refused instead of landing on a later step.
 */
import { bareName } from './player-text.ts';
import type { StepGuide } from '../../rules/core/assist.ts';

/**
 * The controls of a step prompt: each names the game and the step it was asked at. `fire` is the fire panel's
 * (src/game/fire-panel.ts): its `arg` says which of the panel's menus or buttons it is; `clause` the orders'
 * choices menu (order-choices.ts), its `arg` the menu's page.
 */
export type StepControl = 'plot' | 'write' | 'choice' | 'ready' | 'map' | 'pick' | 'fire' | 'clause';
/** The lobby's GM controls: the post's Settings and Start, and the Settings panel's menus and modal. */
export type LobbyControl = 'settings' | 'start' | 'scenario' | 'options' | 'missed' | 'time';

/**
 * A step prompt's button; `arg`: the unit to plot, or the quick answer's index; for `pick` ("pick a space",
 * src/commands/pick.ts) what the picker shows next, none for the prompt's "Pick on map".
 */
export type StepAction = { [K in StepControl]: { readonly kind: K; readonly gameId: number; readonly stepKey: string; readonly arg?: string } }[StepControl];

/** What a control does. */
export type ControlAction =
  | StepAction
  /** Ready's "Confirm ready": the game version and the fingerprint of what was asked. */
  | { readonly kind: 'ready-confirm'; readonly gameId: number; readonly stepKey: string; readonly version: number; readonly fingerprint: string }
  | { readonly kind: 'join'; readonly gameId: number; readonly side: string }
  /**
   * `seen`: on a Settings panel's controls, the settings it showed (settings-seen.ts); `page`: which of the panel's
   * optional-rule menus (Discord lists 25 choices a menu, so a longer list takes several), 0 when absent.
   */
  | { readonly kind: 'lobby'; readonly gameId: number; readonly what: LobbyControl; readonly seen?: string; readonly page?: number }
  /** Turns optional rules on: from the lobby post (`on`) or under a refused start (`fix`). */
  | { readonly kind: 'lobby-options'; readonly gameId: number; readonly how: 'on' | 'fix'; readonly optionIds: readonly string[] };

export type ControlStyle = 'primary' | 'secondary' | 'success' | 'danger';

/** One choice of a menu: what the player reads, what comes back when picked, and a second line. */
export interface MenuOption {
  readonly label: string;
  readonly value: string;
  readonly description?: string;
  /** Shown as picked. */
  readonly picked?: boolean;
}

/**
 * A button, or with `options` a menu of one pick (a row of its own; `label` is then what it says before a pick).
 * At most 25 options: a longer list is paged by the code that builds it (fire-panel.ts), never cut.
 */
export interface Control {
  readonly label: string;
  readonly style: ControlStyle;
  readonly action: ControlAction;
  readonly options?: readonly MenuOption[];
}

/** Rows of controls, top to bottom: five buttons at most, or one menu. */
export type ControlRows = readonly (readonly Control[])[];

/** A label cut to the 80 characters a button shows. */
export const control = (label: string, action: ControlAction, style: ControlStyle = 'secondary'): Control => ({ label: [...label].slice(0, 80).join(''), style, action });

export const stepControl = (kind: StepControl, gameId: number, stepKey: string, arg?: string | number): ControlAction =>
  arg === undefined ? { kind, gameId, stepKey } : { kind, gameId, stepKey, arg: String(arg) };

/** Cuts controls into rows of five, at most `maxRows` rows. */
export const rowsOf = (controls: readonly Control[], maxRows = 5): Control[][] =>
  Array.from({ length: Math.min(Math.ceil(controls.length / 5), maxRows) }, (_, i) => controls.slice(i * 5, i * 5 + 5));

/**
 * The rows for a step prompt: the fire panel's ship menu when the step takes fire (`fire`, fire-panel.ts), a Plot
 * button per unit (or one "Write orders"), quick answers, "Pick on map" when a unit's order can be picked on a map
 * (docs/playing.md §9), then Map and Ready. At most five rows; units beyond what fits are plotted by text (the prompt
 * says so).
 */
export function promptControls(gameId: number, stepKey: string, guide: StepGuide, fire?: Control): Control[][] {
  const buttonRows = fire ? 4 : 5;
  const units = fire ? 10 : 15;
  const controls: Control[] =
    guide.mode === 'units'
      ? guide.units.slice(0, units).map((u) => control(`Plot ${bareName(u.name)}`, stepControl('plot', gameId, stepKey, u.id), 'primary'))
      : [control('Write orders', stepControl('write', gameId, stepKey), 'primary')];
  guide.choices.slice(0, 5).forEach((c, i) => controls.push(control(c.name, stepControl('choice', gameId, stepKey, i))));
  if ((guide.picks ?? []).length > 0) controls.push(control('Pick on map', stepControl('pick', gameId, stepKey), 'primary'));
  controls.push(control('Map', stepControl('map', gameId, stepKey)));
  controls.push(control('Ready', stepControl('ready', gameId, stepKey), 'success'));
  return [...(fire ? [[fire]] : []), ...rowsOf(controls, buttonRows)];
}

/** Just the Map and Ready buttons, for "everyone else is ready". */
export const readyControls = (gameId: number, stepKey: string): Control[][] => [
  [control('Map', stepControl('map', gameId, stepKey)), control('Ready', stepControl('ready', gameId, stepKey), 'success')],
];

/** The "Confirm ready" button under Ready's warnings (ready-check.ts): it carries the game version and fingerprint asked at. */
export const confirmReadyControls = (gameId: number, stepKey: string, asked: { version: number; fingerprint: string }): Control[][] => [
  [control('Confirm ready', { kind: 'ready-confirm', gameId, stepKey, version: asked.version, fingerprint: asked.fingerprint }, 'success')],
];
