/**
 * The JSON API of the local table: the page (and tests) act as any of the table's users through the local Discord,
 * exactly as Discord's own client would. Every request body is checked with zod; a bad one is a 400 with one short
 * sentence. What a user may read goes through message-view.ts (DMs and ephemeral replies stay with their user).
 */
import { ChannelType, type APIMessage, type APIUser } from 'discord.js';
import { z } from 'zod';
import type { InteractionHandle, LocalDiscord } from '../discord/local-discord.ts';
import { checkOptions, findCommand, type WireOption } from './command-options.ts';
import { displayName, toViewMessage, visibleTo } from './message-view.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ApiRequest {
  method: string;
  /** Path below the origin, e.g. /api/messages. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

/** How long the page waits for the bot to acknowledge an interaction (Discord's own limit is 3 s). */
const CALLBACK_WAIT_MS = 3000;
/** How long an autocomplete request waits for the bot's choices. */
const AUTOCOMPLETE_WAIT_MS = 2000;

const snowflake = (what: string) => z.string({ error: `Give ${what}.` }).regex(/^\d{1,20}$/, `That is not a valid ${what}.`);
const userId = snowflake('the user id (as)');
const channelId = snowflake('channel id');
const customId = z.string({ error: 'Give the component custom_id.' }).min(1, 'Give the component custom_id.').max(100, 'A custom_id has at most 100 characters.');

const wireOption: z.ZodType<WireOption> = z.lazy(() =>
  z.object({
    type: z.number().int().min(1).max(11),
    name: z.string().min(1).max(32),
    value: z.union([z.string().max(6000), z.number(), z.boolean()]).optional(),
    focused: z.boolean().optional(),
    options: z.array(wireOption).max(25).optional(),
  }),
);

const schemas = {
  newUser: z.object({
    name: z
      .string({ error: 'Give the new user a name.' })
      .trim()
      .min(1, 'Give the new user a name.')
      .max(32, 'A name has at most 32 characters.')
      .regex(/^[^\p{Cc}@#:`]+$/u, 'A name cannot contain @, #, :, ` or control characters.'),
  }),
  command: z.object({
    as: userId,
    channelId,
    name: z.string({ error: 'Give the command name.' }).regex(/^[-_\p{L}\p{N}]{1,32}$/u, 'That is not a command name.'),
    options: z.array(wireOption).max(25).default([]),
  }),
  click: z.object({ as: userId, channelId, messageId: snowflake('message id'), customId }),
  select: z.object({
    as: userId,
    channelId,
    messageId: snowflake('message id'),
    customId,
    values: z.array(z.string().max(100), { error: 'Give the picked values.' }).max(25, 'A menu has at most 25 options.'),
  }),
  modal: z.object({
    as: userId,
    channelId,
    messageId: snowflake('message id').optional(),
    customId,
    fields: z.record(z.string().min(1).max(100), z.string().max(4000, 'A text field holds at most 4000 characters.')),
  }),
  dm: z.object({
    as: userId,
    content: z
      .string({ error: 'Type a message.' })
      .min(1, 'Type a message.')
      .max(2000, 'A message has at most 2000 characters.')
      .refine((s) => s.trim().length > 0, 'Type a message.'),
  }),
};

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message ?? 'The request is not valid.';
  // zod's own messages ("Invalid input: expected string") need the field's name to make sense.
  const field = issue && issue.path.length > 0 && !/[.!?]$/.test(message) ? `${issue.path.join('.')}: ` : '';
  throw new ApiError(400, `${field}${message}`);
}

export interface TableApi {
  handle(req: ApiRequest): Promise<ApiResponse>;
  /** Whether `viewerId` may download this attachment: it is on a message they may see, in a channel they may open. */
  mayDownload(viewerId: string, channelId: string, attachmentId: string): boolean;
}

type Place = { dm: true } | { dm: false; channelId: string };
type Route = (req: ApiRequest) => unknown;

const where = (place: Place) => (place.dm ? { dm: true } : { channelId: place.channelId });

/** Runs a local Discord call; its own errors (a missing bot, say) become API errors. */
async function dispatch(run: () => Promise<InteractionHandle>): Promise<InteractionHandle> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes('no bot connected')) throw new ApiError(503, 'Salvo is not connected yet; try again in a moment.');
    throw new ApiError(400, message.replace(/^fake-discord: /, ''));
  }
}

async function acknowledged(handle: InteractionHandle, waitMs = CALLBACK_WAIT_MS): Promise<void> {
  try {
    await handle.waitForResponse(waitMs);
  } catch {
    throw new ApiError(504, 'Salvo did not answer in time (the interaction failed).');
  }
}

/** Who acts, and where they may act and read, at the local Discord's table. */
function tableAccess(discord: LocalDiscord) {
  const userById = (id: string): APIUser | undefined => discord.users().find((u) => u.id === id);

  function actor(id: string | null): APIUser {
    const user = id === null ? undefined : userById(id);
    if (!user) throw new ApiError(400, 'Unknown user: pick one of the table\'s users, or add one.');
    return user;
  }

  function inGuild(user: APIUser, id: string): boolean {
    const thread = discord.threads.find((t) => t.channel.id === id);
    if (thread) return thread.channel.type !== ChannelType.PrivateThread || thread.memberIds.includes(user.id);
    return discord.textChannels().some((c) => c.id === id);
  }

  /**
   * Where `user` may act and read: the server's channels, its public threads and the private ones they were added
   * to (the bot's game threads are public), and their own DM with the bot.
   */
  function access(user: APIUser, id: string): Place {
    if (id === discord.dmChannelId(user.id)) return { dm: true };
    if (inGuild(user, id)) return { dm: false, channelId: id };
    throw new ApiError(403, 'You can open only the server\'s channels and your own direct messages.');
  }

  function visibleMessage(user: APIUser, channel: string, messageId: string): APIMessage {
    const message = discord.messages(channel, { includeEphemeral: true }).find((m) => m.id === messageId && visibleTo(m, user.id));
    if (!message) throw new ApiError(404, 'That message is gone; reload the channel.');
    return message;
  }

  function commandFor(user: APIUser, body: z.infer<typeof schemas.command>, mode: 'run' | 'autocomplete') {
    const place = access(user, body.channelId);
    const command = findCommand(discord.registeredCommands, body.name, place.dm);
    if (!command) throw new ApiError(400, `There is no /${body.name} command ${place.dm ? 'in direct messages' : 'here'}.`);
    const checked = checkOptions(command, body.options, userById, mode);
    if (!checked.ok) throw new ApiError(400, checked.error);
    const { focused, ...rest } = checked.value;
    return { input: { user, name: command.name, ...where(place), ...rest }, focused };
  }

  /** A message the acting user may see in a channel they may open: the one their click or pick is on. */
  function actingOn(request: { as: string; channelId: string; messageId: string }) {
    const user = actor(request.as);
    const place = access(user, request.channelId);
    return { user, place, message: visibleMessage(user, request.channelId, request.messageId) };
  }

  return { discord, userById, actor, inGuild, access, visibleMessage, commandFor, actingOn };
}

type TableAccess = ReturnType<typeof tableAccess>;

const viewUser = (u: APIUser) => ({ id: u.id, name: displayName(u) });

/** What a user reads: the table, their unread markers, a channel's messages, their DM. */
function readRoutes(t: TableAccess, origin: () => string): Record<string, Route> {
  const { discord } = t;
  return {
    'GET /api/table': () => ({
      guild: { id: discord.guildId, name: discord.guildName },
      bot: viewUser(discord.botUser),
      users: discord.users().map(viewUser),
      channels: [
        ...discord.textChannels().map((c) => ({ id: c.id, name: 'name' in c ? (c.name ?? '') : '', kind: 'text' as const })),
        ...discord.threads.map((t) => ({ id: t.channel.id, name: t.channel.name, kind: 'thread' as const, parentId: t.channel.parent_id ?? undefined })),
      ],
      commands: discord.registeredCommands.map((c) => c.command),
    }),

    /** Newest visible message id per channel the user may open, for unread markers. */
    'GET /api/overview': ({ query }) => {
      const user = t.actor(query.get('as'));
      const dm = discord.dmChannelId(user.id);
      const ids = [...discord.textChannels().map((c) => c.id), ...discord.threads.map((th) => th.channel.id).filter((id) => t.inGuild(user, id)), dm];
      const channels = ids.map((id) => {
        const last = discord.messages(id, { includeEphemeral: true }).filter((m) => visibleTo(m, user.id)).at(-1);
        return { id, lastMessageId: last?.id ?? null };
      });
      return { dmChannelId: dm, channels };
    },

    'GET /api/messages': ({ query }) => {
      const user = t.actor(query.get('as'));
      const channel = parse(channelId, query.get('channel') ?? undefined);
      t.access(user, channel);
      const messages = discord.messages(channel, { includeEphemeral: true }).filter((m) => visibleTo(m, user.id));
      return { messages: messages.map((m) => toViewMessage(m, user.id, origin())) };
    },

    'GET /api/dm': ({ query }) => ({ channelId: discord.dmChannelId(t.actor(query.get('as')).id) }),
  };
}

/** A new user at the table, and a typed DM to the bot. */
function peopleRoutes(t: TableAccess): Record<string, Route> {
  const { discord } = t;
  return {
    'POST /api/users': ({ body }) => {
      const { name } = parse(schemas.newUser, body);
      if (discord.users().some((u) => displayName(u).toLowerCase() === name.toLowerCase())) {
        throw new ApiError(400, `There is already a user called ${name}.`);
      }
      const username = name.toLowerCase().replace(/[^a-z0-9_.]+/g, '_').slice(0, 32) || 'player';
      return viewUser(discord.createUser({ username, globalName: name }));
    },

    'POST /api/dm': async ({ body }) => {
      const request = parse(schemas.dm, body);
      const user = t.actor(request.as);
      try {
        await discord.sendDirectMessage(user, request.content);
      } catch {
        throw new ApiError(503, 'Salvo is not connected yet; try again in a moment.');
      }
      return { ok: true };
    },
  };
}

/** Slash commands and their autocomplete. */
function commandRoutes(t: TableAccess): Record<string, Route> {
  return {
    'POST /api/command': async ({ body }) => {
      const request = parse(schemas.command, body);
      const { input } = t.commandFor(t.actor(request.as), request, 'run');
      const handle = await dispatch(() => t.discord.sendCommand(input));
      await acknowledged(handle);
      // A command may answer with a modal (`/fleet import` with nothing to import): the page opens it as a dialog.
      return handle.modal ? { ok: true, modal: handle.modal } : { ok: true };
    },

    'POST /api/autocomplete': async ({ body }) => {
      const request = parse(schemas.command, body);
      const { input, focused } = t.commandFor(t.actor(request.as), request, 'autocomplete');
      const handle = await dispatch(() => t.discord.autocomplete({ ...input, ...(focused ? { focused } : {}) }));
      await acknowledged(handle, AUTOCOMPLETE_WAIT_MS);
      return { choices: handle.choices ?? [] };
    },
  };
}

async function click(t: TableAccess, body: unknown) {
  const request = parse(schemas.click, body);
  const { user, place, message } = t.actingOn(request);
  const button = findButton(message.components, request.customId);
  if (!button) throw new ApiError(400, 'That message has no such button.');
  if (button.disabled === true) throw new ApiError(400, 'That button is disabled.');
  const handle = await dispatch(() => t.discord.clickButton({ user, ...where(place), customId: request.customId, messageId: message.id }));
  await acknowledged(handle);
  return handle.modal ? { modal: handle.modal } : {};
}

async function select(t: TableAccess, body: unknown) {
  const request = parse(schemas.select, body);
  const { user, place, message } = t.actingOn(request);
  const menu = findSelect(message.components, request.customId);
  if (!menu) throw new ApiError(400, 'That message has no such menu.');
  if (menu.disabled === true) throw new ApiError(400, 'That menu is disabled.');
  const offered = new Set((menu.options ?? []).map((o) => o.value));
  if (request.values.some((v) => !offered.has(v))) throw new ApiError(400, 'Pick only what the menu offers.');
  const [min, max] = [menu.min_values ?? 1, menu.max_values ?? 1];
  if (request.values.length < min || request.values.length > max) throw new ApiError(400, min === max ? `Pick ${min}.` : `Pick ${min} to ${max}.`);
  const handle = await dispatch(() => t.discord.selectMenu({ user, ...where(place), customId: request.customId, values: request.values, messageId: message.id }));
  await acknowledged(handle);
  return handle.modal ? { modal: handle.modal } : {};
}

async function submitModal(t: TableAccess, body: unknown) {
  const request = parse(schemas.modal, body);
  const user = t.actor(request.as);
  const place = t.access(user, request.channelId);
  if (request.messageId !== undefined) t.visibleMessage(user, request.channelId, request.messageId);
  const handle = await dispatch(() =>
    t.discord.submitModal({ user, ...where(place), customId: request.customId, fields: request.fields, ...(request.messageId ? { messageId: request.messageId } : {}) }),
  );
  await acknowledged(handle);
  return { ok: true };
}

/** `origin` (http://127.0.0.1:PORT) is where attachment links point: the table's own server. */
export function createTableApi(discord: LocalDiscord, origin: () => string): TableApi {
  const t = tableAccess(discord);
  const routes: Record<string, Route> = {
    ...readRoutes(t, origin),
    ...peopleRoutes(t),
    ...commandRoutes(t),
    'POST /api/click': ({ body }) => click(t, body),
    'POST /api/select': ({ body }) => select(t, body),
    'POST /api/modal': ({ body }) => submitModal(t, body),
  };

  async function handle(req: ApiRequest): Promise<ApiResponse> {
    const route = routes[`${req.method} ${req.path}`];
    if (!route) {
      const known = Object.keys(routes).some((r) => r.endsWith(` ${req.path}`));
      return known ? { status: 405, body: { error: `${req.method} is not allowed here.` } } : { status: 404, body: { error: 'No such API route.' } };
    }
    try {
      return { status: 200, body: await route(req) };
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, body: { error: error.message } };
      throw error;
    }
  }

  function mayDownload(viewerId: string, channelId: string, attachmentId: string): boolean {
    const viewer = t.userById(viewerId);
    if (!viewer || (channelId !== discord.dmChannelId(viewer.id) && !t.inGuild(viewer, channelId))) return false;
    return discord.messages(channelId, { includeEphemeral: true }).some((m) => visibleTo(m, viewer.id) && m.attachments.some((a) => a.id === attachmentId));
  }

  return { handle, mayDownload };
}

interface ButtonJson {
  custom_id?: string;
  disabled?: boolean;
}

interface SelectJson extends ButtonJson {
  options?: { value: string }[];
  min_values?: number;
  max_values?: number;
}

/** A string select menu with this custom_id in a message's rows. */
function findSelect(components: unknown, custom: string): SelectJson | undefined {
  if (!Array.isArray(components)) return undefined;
  for (const item of components) {
    if (typeof item !== 'object' || item === null) continue;
    const c = item as Record<string, unknown>;
    if (c['type'] === 3 && c['custom_id'] === custom) return c;
    const inner = findSelect(c['components'], custom);
    if (inner) return inner;
  }
  return undefined;
}

/** A button with this custom_id anywhere in a message's components (rows, or V2 sections' accessories). */
function findButton(components: unknown, custom: string): ButtonJson | undefined {
  if (!Array.isArray(components)) return undefined;
  for (const item of components) {
    if (typeof item !== 'object' || item === null) continue;
    const c = item as Record<string, unknown>;
    if (c['type'] === 2 && c['custom_id'] === custom) return c;
    const inner = findButton(c['components'], custom) ?? findButton(c['accessory'] ? [c['accessory']] : undefined, custom);
    if (inner) return inner;
  }
  return undefined;
}
