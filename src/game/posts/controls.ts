/**
 * The buttons the game puts on its DMs (ux.md §2, §6), as plain Discord JSON so the outbox can store them.
 * Each custom_id is `prefix:gameId:stepKey[:arg]`; the handlers in src/commands/order-controls.ts read them back
 * and check the step key, so a click on an old prompt is refused instead of landing on a later step.
 */
import { bareName } from './player-text.ts';
import type { StepGuide } from '../../rules/core/assist.ts';

export const CONTROL = { plot: 'plot', write: 'write', choice: 'choice', ready: 'ready', map: 'map', confirmReady: 'ready-confirm' } as const;

const BUTTON = 2;
const ROW = 1;
const PRIMARY = 1;
const SECONDARY = 2;
const SUCCESS = 3;

interface ButtonJson {
  type: typeof BUTTON;
  style: number;
  label: string;
  custom_id: string;
}

const button = (label: string, customId: string, style = SECONDARY): ButtonJson => ({ type: BUTTON, style, label: [...label].slice(0, 80).join(''), custom_id: customId.slice(0, 100) });

export const controlId = (prefix: string, gameId: number, stepKey: string, arg?: string | number): string =>
  [prefix, gameId, stepKey, ...(arg === undefined ? [] : [arg])].join(':');

/** Reads `prefix:gameId:stepKey[:arg]` arguments (the router has taken the prefix off). */
export function readControlId(args: readonly string[]): { gameId: number; stepKey: string; arg: string | undefined } | null {
  const [game, stepKey, ...rest] = args;
  const gameId = Number(game);
  if (!Number.isSafeInteger(gameId) || gameId <= 0 || !stepKey) return null;
  return { gameId, stepKey, arg: rest.length > 0 ? rest.join(':') : undefined };
}

/**
 * The rows for a step prompt: a Plot button per unit (or one "Write orders"), quick answers, then Map and Ready.
 * At most five rows of five; units beyond what fits are plotted by text (the prompt says so).
 */
export function promptRows(gameId: number, stepKey: string, guide: StepGuide): { type: typeof ROW; components: ButtonJson[] }[] {
  const buttons: ButtonJson[] =
    guide.mode === 'units'
      ? guide.units.slice(0, 15).map((u) => button(`Plot ${bareName(u.name)}`, controlId(CONTROL.plot, gameId, stepKey, u.id), PRIMARY))
      : [button('Write orders', controlId(CONTROL.write, gameId, stepKey), PRIMARY)];
  guide.choices.slice(0, 5).forEach((c, i) => buttons.push(button(c.name, controlId(CONTROL.choice, gameId, stepKey, i))));
  buttons.push(button('Map', controlId(CONTROL.map, gameId, stepKey)));
  buttons.push(button('Ready', controlId(CONTROL.ready, gameId, stepKey), SUCCESS));
  const rows: { type: typeof ROW; components: ButtonJson[] }[] = [];
  for (let i = 0; i < buttons.length && rows.length < 5; i += 5) rows.push({ type: ROW, components: buttons.slice(i, i + 5) });
  return rows;
}

/** Just the Map and Ready buttons, for "everyone else is ready". */
export const readyRow = (gameId: number, stepKey: string): { type: typeof ROW; components: ButtonJson[] }[] => [
  { type: ROW, components: [button('Map', controlId(CONTROL.map, gameId, stepKey)), button('Ready', controlId(CONTROL.ready, gameId, stepKey), SUCCESS)] },
];

/** The "Confirm ready" button under Ready's warnings (ready-check.ts): it carries the game version and fingerprint asked at. */
export const confirmReadyRow = (gameId: number, stepKey: string, asked: { version: number; fingerprint: string }): { type: typeof ROW; components: ButtonJson[] }[] => [
  { type: ROW, components: [button('Confirm ready', controlId(CONTROL.confirmReady, gameId, stepKey, `${asked.version}:${asked.fingerprint}`), SUCCESS)] },
];
