/**
 * The fire panel as the player sees it (docs/playing.md §9; the data: ../fire-panel.ts): the draft echoed in the
 * notation, then at most five rows: the ship menu, the picked ship's weapon menu, the picked weapon's target menu,
 * "fire everything in reach at …" (every weapon of the picked ship, not of the whole fleet: the panel is about one
 * ship, as Ready's warning "Tempest holds fire: it has 3 targets in reach" is), and Withdraw all fire, Map and Ready.
 * The step prompt carries the ship menu alone.
 *
 * A menu shows at most 25 choices: a longer list is paged inside the menu ("More ships: 24–46 of 60 ▶"), so no legal
 * choice is ever left out. Each menu's custom id carries what the panel had picked (`FireArg`), in the step's id, and
 * each choice's value is its place in the rules' list, so no internal id is ever sent to the chat.
 */
import type { Choice, FireNeed } from '../../rules/core/assist.ts';
import type { FirePanelData, FirePanelPick } from '../fire-panel.ts';
import { headOf } from '../fire-panel.ts';
import { control, stepControl, type Control, type MenuOption } from './controls.ts';
import { bareName, plain } from './player-text.ts';

/** What a fire control is: which menu (with the panel's pick so far and its page) or button. */
export type FireArg =
  /** The prompt's ship menu: a pick opens the panel. */
  | { readonly what: 'open' }
  | { readonly what: 'ship'; readonly page: number }
  | { readonly what: 'weapon'; readonly ship: number; readonly page: number }
  | { readonly what: 'target'; readonly ship: number; readonly weapon: number; readonly page: number }
  | { readonly what: 'all'; readonly ship: number; readonly page: number }
  | { readonly what: 'hold'; readonly ship: number | null };

export const fireArgText = (a: FireArg): string => {
  switch (a.what) {
    case 'open':
      return 'open';
    case 'ship':
      return `ship:${a.page}`;
    case 'weapon':
    case 'all':
      return `${a.what}:${a.ship}:${a.page}`;
    case 'target':
      return `target:${a.ship}:${a.weapon}:${a.page}`;
    case 'hold':
      return `hold:${a.ship ?? '-'}`;
  }
};

const place = (text: string | undefined): number | null => (text !== undefined && /^\d{1,4}$/.test(text) ? Number(text) : null);

/** Reads a fire control's arg back; null for one no panel wrote. */
export function readFireArg(text: string | undefined): FireArg | null {
  const [what, ...rest] = (text ?? '').split(':');
  const [a, b, c] = rest.map(place);
  const n = rest.length;
  if (what === 'open' && n === 0) return { what };
  if (what === 'ship' && n === 1 && a !== null && a !== undefined) return { what, page: a };
  if ((what === 'weapon' || what === 'all') && n === 2 && a != null && b != null) return { what, ship: a, page: b };
  if (what === 'target' && n === 3 && a != null && b != null && c != null) return { what, ship: a, weapon: b, page: c };
  if (what === 'hold' && n === 1) return { what, ship: rest[0] === '-' ? null : place(rest[0]) };
  return null;
}

/** The value of a menu choice that turns the menu's page. */
export const PAGE_VALUE = '@page:';
const PER_PAGE = 23;

/** The page of a menu: every choice fits in 25, or 23 of them with a choice back and one on ("More ships: …"). */
export function paged(options: readonly MenuOption[], page: number, noun: string): MenuOption[] {
  if (options.length <= 25) return [...options];
  const pages = Math.ceil(options.length / PER_PAGE);
  const p = Math.min(Math.max(0, page), pages - 1);
  const span = (q: number): string => `${q * PER_PAGE + 1}–${Math.min(options.length, (q + 1) * PER_PAGE)} of ${options.length}`;
  return [
    ...(p > 0 ? [{ label: `◀ Back to ${noun} ${span(p - 1)}`, value: `${PAGE_VALUE}${p - 1}` }] : []),
    ...options.slice(p * PER_PAGE, (p + 1) * PER_PAGE),
    ...(p < pages - 1 ? [{ label: `More ${noun}: ${span(p + 1)} ▶`, value: `${PAGE_VALUE}${p + 1}` }] : []),
  ];
}

/** The page a picked value turns to, or null when it is a real choice. */
export const pageOf = (value: string): number | null => (value.startsWith(PAGE_VALUE) ? place(value.slice(PAGE_VALUE.length)) : null);

const menu = (label: string, action: Control['action'], options: MenuOption[]): Control => ({ ...control(label, action), options });

/** Choices by their place in the list (short, unique values), the picked one marked. */
const byPlace = (choices: readonly Choice[], picked: number | null): MenuOption[] =>
  choices.map((c, i) => ({ label: bareName(c.name, '?'), value: String(i), ...(i === picked ? { picked: true } : {}) }));

/** The prompt's "Fire with…" menu of the seat's ships; a pick opens the panel with that ship. */
export function promptFireMenu(gameId: number, stepKey: string, ships: readonly Choice[]): Control {
  return menu('Fire with… (menus, no typing)', stepControl('fire', gameId, stepKey, fireArgText({ what: 'open' })), paged(byPlace(ships, null), 0, 'ships'));
}

const pageAt = (pick: FirePanelPick, which: 'ship' | 'weapon' | 'target' | 'all'): number => pick.pages?.[which] ?? 0;

/** What a pick at a target adds, or why it cannot fire, said on the target before the pick. */
const needText = (need: FireNeed): string => ('blocked' in need ? `Cannot fire: ${plain(need.blocked)}` : `Adds ${plain(need.adds)}`);

const withNeed = (option: MenuOption, need: FireNeed | undefined): MenuOption => (need ? { ...option, description: needText(need) } : option);

/** The panel's rows: ship, weapon, target, "everything in reach at", then Hold fire, Map and Ready. */
export function firePanelRows(d: FirePanelData): Control[][] {
  const { gameId, stepKey, pick } = d;
  const at = (a: FireArg) => stepControl('fire', gameId, stepKey, fireArgText(a));
  const rows: Control[][] = [[menu('Ship that fires…', at({ what: 'ship', page: pageAt(pick, 'ship') }), paged(byPlace(d.ships, pick.ship), pageAt(pick, 'ship'), 'ships'))]];
  const ship = pick.ship === null ? undefined : d.ships[pick.ship];
  if (ship && pick.ship !== null) {
    const shipName = bareName(headOf(ship.name), '?');
    // The ship's systems (tags, marines, mines…) follow its weapons in one menu: a place past the weapons is a system.
    const arms = [...d.weapons, ...d.systems];
    const noun = d.systems.length > 0 ? 'weapons and systems' : 'weapons';
    if (arms.length > 0) rows.push([menu(`${d.systems.length > 0 ? 'Weapon or system' : 'Weapon'} of ${shipName}…`, at({ what: 'weapon', ship: pick.ship, page: pageAt(pick, 'weapon') }), paged(byPlace(arms, pick.weapon), pageAt(pick, 'weapon'), noun))]);
    const weapon = pick.weapon === null ? undefined : arms[pick.weapon];
    const isSystem = pick.weapon !== null && pick.weapon >= d.weapons.length;
    if (weapon && pick.weapon !== null && d.targets.length > 0) {
      const targets = byPlace(d.targets, null).map((o, i) => (isSystem ? o : withNeed(o, d.reach.find((r) => r.id === d.targets[i]?.value)?.need)));
      const title = isSystem ? `${bareName(headOf(weapon.name), '?')}: at whom or where…` : `Target for ${bareName(headOf(weapon.name), '?')}…`;
      rows.push([menu(title, at({ what: 'target', ship: pick.ship, weapon: pick.weapon, page: pageAt(pick, 'target') }), paged(targets, pageAt(pick, 'target'), isSystem ? 'uses' : 'targets'))]);
    }
    if (d.reach.length > 0) {
      const reach = d.reach.map((r, i) => {
        const weapons = r.weapons.map((w) => bareName(w, '?')).join(', ');
        return { label: bareName(r.name, '?'), value: String(i), description: r.need ? `${needText(r.need)} · with ${weapons}` : `With ${weapons}` };
      });
      rows.push([menu(`Fire everything in reach at… (${shipName})`, at({ what: 'all', ship: pick.ship, page: pageAt(pick, 'all') }), paged(reach, pageAt(pick, 'all'), 'targets'))]);
    }
  }
  const buttons = [
    ...(d.canHold && d.echo.length > 0 ? [control('Withdraw all fire', at({ what: 'hold', ship: pick.ship }))] : []),
    control('Map', stepControl('map', gameId, stepKey)),
    control('Ready', stepControl('ready', gameId, stepKey), 'success'),
  ];
  return [...rows, buttons];
}

/** The draft: the rules' short fire lines where they have them (one per unit and target), else the echo. */
function draftLines(d: FirePanelData): string[] {
  if (d.summary) return d.summary.length > 0 ? ['Your fire:', ...d.summary.map(plain)] : ['No fire declared yet.'];
  return d.echo.length > 0 ? ['Your draft:', ...d.echo.map(plain)] : ['No fire declared yet.'];
}

/** The panel's text: the step, the draft so far in the notation (or that there is none), `notice`, and what to do. */
export function firePanelText(d: FirePanelData, notice: readonly string[] = []): string {
  return [
    `Game ${d.gameId} · ${plain(d.gameTitle)} · **${plain(d.stepTitle)}** · fire`,
    ...draftLines(d),
    ...(notice.length > 0 ? ['', ...notice] : []),
    '',
    'Pick a ship, a weapon (or a system: tags, marines, mines…), then its target, or fire everything the ship has in reach at one target. Each pick is added to your draft; **Ready** locks it in.',
  ].join('\n');
}
