/**
 * The one codec of custom ids: every button, menu and modal the bot posts carries one, and every handler reads it
 * back here. An id is `prefix:arg:arg…`, at most 100 characters (Discord's limit); the router picks the handler by
 * the prefix (prefixOf) and the handler gets the decoded id. Decoding checks the shape only (ids are input like any
 * other); whether the game and step still hold is the handler's question.
 */
import type { ControlAction, LobbyControl, StepControl } from '../game/posts/controls.ts';

/** A destructive /gm action's [Confirm] (`answer` is the action's kind) or [Cancel] (`answer` is "cancel"). */
export interface GmConfirmId {
  readonly kind: 'gm-confirm';
  readonly gameId: number;
  /** The game's version when asked: a confirmation after the game moved on is refused. */
  readonly version: number;
  readonly answer: string;
  /** The action's argument (a step key, a user id), when it has one. */
  readonly argument?: string;
}

/** The modal `/fleet import` opens when given no text: the designs pasted in it go to this game's lobby. */
export interface FleetImportId {
  readonly kind: 'fleet-import';
  readonly gameId: number;
}

export type CustomId = ControlAction | GmConfirmId | FleetImportId;
export type CustomIdKind = CustomId['kind'];

/** Discord's limit on a custom_id. */
export const CUSTOM_ID_MAX = 100;

/** The prefix each kind is written with; the router dispatches on it. */
export const PREFIX = {
  plot: 'plot',
  write: 'write',
  choice: 'choice',
  ready: 'ready',
  map: 'map',
  pick: 'pick',
  fire: 'fire',
  clause: 'clause',
  'ready-confirm': 'ready-confirm',
  join: 'join',
  lobby: 'lobby',
  'lobby-options': 'lobby',
  'gm-confirm': 'gm-confirm',
  'fleet-import': 'fleet-import',
} as const satisfies Record<CustomIdKind, string>;

const STEP_CONTROLS: readonly string[] = ['plot', 'write', 'choice', 'ready', 'map', 'pick', 'fire', 'clause'] satisfies StepControl[];
const LOBBY_CONTROLS: readonly string[] = ['settings', 'start', 'scenario', 'options', 'missed', 'time'] satisfies LobbyControl[];

function parts(id: CustomId): (string | number)[] {
  switch (id.kind) {
    case 'ready-confirm':
      return [id.gameId, id.stepKey, id.version, id.fingerprint];
    case 'join':
      return [id.gameId, id.side];
    case 'lobby':
      return [id.gameId, id.what, ...(id.seen === undefined ? [] : [id.seen]), ...(id.page ? [id.page] : [])];
    case 'lobby-options':
      return [id.gameId, id.how, id.optionIds.join(',')];
    case 'gm-confirm':
      return [id.gameId, id.version, id.answer, ...(id.argument === undefined ? [] : [id.argument])];
    case 'fleet-import':
      return [id.gameId];
    case 'plot':
    case 'write':
    case 'choice':
    case 'ready':
    case 'map':
    case 'pick':
    case 'fire':
    case 'clause':
      return [id.gameId, id.stepKey, ...(id.arg === undefined ? [] : [id.arg])];
  }
}

const written = (id: CustomId): string => [PREFIX[id.kind], ...parts(id)].join(':');

/** Writes an id; one longer than Discord allows is cut (the handler then finds it stale). */
export const encodeCustomId = (id: CustomId): string => written(id).slice(0, CUSTOM_ID_MAX);

/** Whether the id fits Discord's limit uncut. */
export const fitsCustomId = (id: CustomId): boolean => written(id).length <= CUSTOM_ID_MAX;

/** The prefix the router dispatches on. */
export const prefixOf = (customId: string): string => customId.split(':')[0] ?? '';

const positiveId = (text: string | undefined): number | null => {
  const n = Number(text);
  return text !== undefined && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** `<gameId>:<stepKey>[:<arg>]`: the prompt's buttons (the arg may hold colons). */
function stepControlOf(kind: StepControl, args: readonly string[]): CustomId | null {
  const [game, stepKey, ...rest] = args;
  const gameId = positiveId(game);
  if (gameId === null || !stepKey) return null;
  return rest.length > 0 ? { kind, gameId, stepKey, arg: rest.join(':') } : { kind, gameId, stepKey };
}

function readyConfirmOf(args: readonly string[]): CustomId | null {
  const step = stepControlOf('ready', args);
  if (!step || step.kind !== 'ready') return null;
  const [versionText = '', fingerprint = ''] = step.arg?.split(':') ?? [];
  const version = Number(versionText);
  if (!Number.isSafeInteger(version) || fingerprint === '') return null;
  return { kind: 'ready-confirm', gameId: step.gameId, stepKey: step.stepKey, version, fingerprint };
}

function lobbyOf(args: readonly string[]): CustomId | null {
  const [game, what = '', ids = '', pageText] = args;
  const gameId = positiveId(game);
  if (gameId === null) return null;
  if (what === 'on' || what === 'fix') return { kind: 'lobby-options', gameId, how: what, optionIds: ids.split(',') };
  if (!LOBBY_CONTROLS.includes(what)) return null;
  const page = pageText === undefined ? 0 : positiveId(pageText);
  if (page === null) return null;
  return { kind: 'lobby', gameId, what: what as LobbyControl, ...(ids === '' ? {} : { seen: ids }), ...(page > 0 ? { page } : {}) };
}

function gmConfirmOf(args: readonly string[]): CustomId | null {
  const [game, versionText, answer, ...rest] = args;
  const gameId = Number(game);
  const version = Number(versionText);
  if (!Number.isSafeInteger(gameId) || !Number.isSafeInteger(version) || answer === undefined) return null;
  return rest.length > 0 ? { kind: 'gm-confirm', gameId, version, answer, argument: rest.join(':') } : { kind: 'gm-confirm', gameId, version, answer };
}

/** Reads an id back; null for one no handler would take. */
export function decodeCustomId(customId: string): CustomId | null {
  const [prefix = '', ...args] = customId.split(':');
  if (STEP_CONTROLS.includes(prefix)) return stepControlOf(prefix as StepControl, args);
  switch (prefix) {
    case PREFIX['ready-confirm']:
      return readyConfirmOf(args);
    case PREFIX.join: {
      const gameId = positiveId(args[0]);
      return gameId !== null && args[1] ? { kind: 'join', gameId, side: args[1] } : null;
    }
    case PREFIX.lobby:
      return lobbyOf(args);
    case PREFIX['gm-confirm']:
      return gmConfirmOf(args);
    case PREFIX['fleet-import']: {
      const gameId = positiveId(args[0]);
      return gameId !== null && args.length === 1 ? { kind: 'fleet-import', gameId } : null;
    }
    default:
      return null;
  }
}

/** The decoded id when it is one of these kinds, else null. */
export function customIdOf<K extends CustomIdKind>(customId: string, ...kinds: K[]): Extract<CustomId, { kind: K }> | null {
  const id = decodeCustomId(customId);
  return id && (kinds as string[]).includes(id.kind) ? (id as Extract<CustomId, { kind: K }>) : null;
}
