/**
 * Slash command options from the page, checked the way Discord's own client checks them before anything reaches the
 * bot (known command and subcommand, required options filled, values of the right type, static choices), then put
 * in the shape the local Discord's sendCommand / autocomplete take.
 */
import type { APIApplicationCommand, APIUser } from 'discord.js';
import type { OptionValue } from '../discord/local-discord.ts';

/** An option in Discord's wire format, as the page sends it (subcommands nest their options). */
export interface WireOption {
  type: number;
  name: string;
  value?: string | number | boolean | undefined;
  options?: WireOption[] | undefined;
  focused?: boolean | undefined;
}

/** A registered option definition, read loosely: only the fields the checks need. */
interface OptionDef {
  type: number;
  name: string;
  required?: boolean;
  autocomplete?: boolean;
  choices?: { name: string; value: string | number }[];
  options?: OptionDef[];
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
}

const SUBCOMMAND = 1;
const GROUP = 2;
const Type = { String: 3, Integer: 4, Boolean: 5, User: 6, Channel: 7, Number: 10, Attachment: 11 } as const;

export interface CheckedOptions {
  subcommandGroup?: string;
  subcommand?: string;
  options: Record<string, OptionValue>;
  /** Autocomplete only: the option being typed in. */
  focused?: { name: string; value: string | number; type: number };
}

export type Checked = { ok: true; value: CheckedOptions } | { ok: false; error: string };

/**
 * The command as the user can use it here: in a DM only global commands that allow the bot's DM (context 1);
 * in the server the guild's own command first, then a global one that allows guilds (context 0).
 */
export function findCommand(
  registered: readonly { scope: string; command: APIApplicationCommand }[],
  name: string,
  inDm: boolean,
): APIApplicationCommand | undefined {
  const allows = (c: APIApplicationCommand, context: number) => c.contexts === null || c.contexts === undefined || c.contexts.includes(context);
  const chatInput = registered.filter((r) => r.command.name === name && Number(r.command.type ?? 1) === 1);
  if (inDm) return chatInput.find((r) => r.scope === 'global' && allows(r.command, 1))?.command;
  return (chatInput.find((r) => r.scope !== 'global') ?? chatInput.find((r) => allows(r.command, 0)))?.command;
}

/**
 * Checks `wire` against the command's definition. `autocomplete` mode wants exactly one focused option and
 * quietly drops other options that are not (yet) valid, as Discord does while the user is still typing.
 */
export function checkOptions(
  command: APIApplicationCommand,
  wire: readonly WireOption[],
  userById: (id: string) => APIUser | undefined,
  mode: 'run' | 'autocomplete',
): Checked {
  let defs = (command.options ?? []) as unknown as OptionDef[];
  let level: readonly WireOption[] = wire;
  const path = [command.name];
  const result: CheckedOptions = { options: {} };

  for (const kind of [GROUP, SUBCOMMAND] as const) {
    const named = defs.filter((d) => d.type === kind);
    if (named.length === 0) continue;
    const chosen = level.length === 1 ? level[0] : undefined;
    const def = chosen?.type === kind ? named.find((d) => d.name === chosen.name) : undefined;
    if (!chosen || !def) {
      const list = named.map((d) => `/${[...path, d.name].join(' ')}`).join(', ');
      return { ok: false, error: `Pick one of ${list}.` };
    }
    path.push(def.name);
    if (kind === GROUP) result.subcommandGroup = def.name;
    else result.subcommand = def.name;
    defs = def.options ?? [];
    level = chosen.options ?? [];
  }

  const where = `/${path.join(' ')}`;
  for (const option of level) {
    const def = defs.find((d) => d.name === option.name && d.type !== SUBCOMMAND && d.type !== GROUP);
    if (!def) return { ok: false, error: `${where} has no option "${option.name}".` };
    if (option.focused) {
      if (mode !== 'autocomplete' || result.focused) return { ok: false, error: 'Only one option can be in focus, and only while asking for suggestions.' };
      if (def.autocomplete !== true) return { ok: false, error: `${where} ${def.name} has no suggestions.` };
      if (typeof option.value !== 'string' && typeof option.value !== 'number') return { ok: false, error: `Type something into ${def.name} first.` };
      result.focused = { name: def.name, value: option.value, type: def.type };
      continue;
    }
    const checked = checkValue(def, option.value, userById);
    if ('reason' in checked) {
      if (mode === 'autocomplete') continue;
      return { ok: false, error: `${where} ${def.name}: ${checked.reason}` };
    }
    result.options[def.name] = checked.value;
  }

  if (mode === 'autocomplete') {
    return result.focused ? { ok: true, value: result } : { ok: false, error: 'Say which option you are typing in (focused: true).' };
  }
  const missing = defs.filter((d) => d.required === true && !(d.name in result.options)).map((d) => d.name);
  if (missing.length > 0) return { ok: false, error: `${where} needs ${missing.join(', ')}.` };
  return { ok: true, value: result };
}

/** The value to send, or why not (the end of a sentence). */
function checkValue(def: OptionDef, value: WireOption['value'], userById: (id: string) => APIUser | undefined): { value: OptionValue } | { reason: string } {
  if (value === undefined) return { reason: 'give it a value.' };
  if (def.choices && def.choices.length > 0 && !def.choices.some((c) => c.value === value)) {
    return { reason: `choose one of ${def.choices.map((c) => c.name).join(', ')}.` };
  }
  switch (def.type) {
    case Type.String: {
      if (typeof value !== 'string') return { reason: 'must be text.' };
      if (def.min_length !== undefined && value.length < def.min_length) return { reason: `must be at least ${def.min_length} characters.` };
      if (def.max_length !== undefined && value.length > def.max_length) return { reason: `must be at most ${def.max_length} characters.` };
      return { value };
    }
    case Type.Integer:
    case Type.Number: {
      if (typeof value !== 'number' || !Number.isFinite(value)) return { reason: 'must be a number.' };
      if (def.type === Type.Integer && !Number.isInteger(value)) return { reason: 'must be a whole number.' };
      if (def.min_value !== undefined && value < def.min_value) return { reason: `must be at least ${def.min_value}.` };
      if (def.max_value !== undefined && value > def.max_value) return { reason: `must be at most ${def.max_value}.` };
      return { value };
    }
    case Type.Boolean:
      return typeof value === 'boolean' ? { value } : { reason: 'must be true or false.' };
    case Type.User: {
      const user = typeof value === 'string' ? userById(value) : undefined;
      return user ? { value: user } : { reason: "pick one of the table's users." };
    }
    case Type.Attachment:
      return { reason: 'files cannot be attached on the local table; paste the text into the text option instead.' };
    default:
      return typeof value === 'string' ? { value } : { reason: 'must be text.' };
  }
}
