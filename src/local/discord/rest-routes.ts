/**
 * The REST routes the bot uses. Each route is declared with the spec's path template, which is also how its
 * request body is validated. To add a route: append a `route(...)` below (see README.md).
 */
import { ChannelType, type APIApplicationCommand, type APIMessage, type APIThreadChannel } from 'discord.js';
import { DiscordHttpError, discordErrors, type FormIssue } from './discord-errors.ts';
import { Intent, type FakeGateway } from './gateway.ts';
import type { InteractionHandle, InteractionRegistry } from './interactions.ts';
import type { UploadedFile } from './multipart.ts';
import { MessageFlag, isObject, isThread, type FakeState } from './state.ts';

type JsonObject = Record<string, unknown>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What routes may touch. */
export interface RouteEnv {
  state: FakeState;
  gateway: FakeGateway;
  interactions: InteractionRegistry;
  /** 0 disables the 3-second rule. */
  interactionDeadlineMs: number;
  gatewayUrl: string;
  /** Records a violation that is not a body-schema problem (late answer, wrong callback type). */
  violation(issues: FormIssue[]): void;
}

export interface RouteContext {
  env: RouteEnv;
  method: Method;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  files: UploadedFile[];
  /** When the request arrived (before body parsing and validation). */
  receivedAt: number;
}

export interface RouteResult {
  status: number;
  body?: unknown;
}

export interface RouteDef {
  method: Method;
  /** Spec path template, e.g. '/channels/{channel_id}/messages'. */
  template: string;
  /** Interaction callbacks and interaction webhooks are authenticated by their token, not the bot token. */
  auth: 'bot' | 'token';
  handle(ctx: RouteContext): RouteResult | Promise<RouteResult>;
}

const ok = (body: unknown): RouteResult => ({ status: 200, body });
const noContent = (): RouteResult => ({ status: 204 });
const bodyObject = (ctx: RouteContext): JsonObject => (isObject(ctx.body) ? ctx.body : {});
const param = (ctx: RouteContext, name: string): string => ctx.params[name] ?? '';
/** A body field that should be a string (ids, names); anything else counts as missing. */
const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const isDm = (env: RouteEnv, channelId: string): boolean => env.state.channel(channelId)?.channel.type === ChannelType.DM;

const routes: RouteDef[] = [];
function route(method: Method, template: string, handle: RouteDef['handle'], auth: RouteDef['auth'] = 'bot'): void {
  routes.push({ method, template, auth, handle });
}

/** Finds the route for a decoded path; literal segments win over placeholders ('@me' over '{user_id}'). */
export function matchRoute(method: string, path: string): { route: RouteDef; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  let best: { route: RouteDef; params: Record<string, string>; literals: number } | undefined;
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const parts = candidate.template.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const matches = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith('{') && part.endsWith('}')) {
        params[part.slice(1, -1)] = segment;
        return segment.length > 0;
      }
      literals += 1;
      return part === segment;
    });
    if (matches && (!best || literals > best.literals)) best = { route: candidate, params, literals };
  }
  return best && { route: best.route, params: best.params };
}

// ---- helpers -------------------------------------------------------------------------------------------

function channelOr404(env: RouteEnv, channelId: string): NonNullable<ReturnType<FakeState['channel']>> {
  const record = env.state.channel(channelId);
  if (!record) throw discordErrors.unknownChannel();
  return record;
}

function messageIn(env: RouteEnv, channelId: string, messageId: string): APIMessage {
  const record = channelOr404(env, channelId);
  const message = record.messages.find((m) => m.id === messageId);
  if (!message) throw discordErrors.unknownMessage();
  return message;
}

const isEphemeral = (message: APIMessage): boolean => ((message.flags ?? 0) & MessageFlag.Ephemeral) !== 0;

/** MESSAGE_* events: guild messages need GUILD_MESSAGES, DMs need DIRECT_MESSAGES; ephemeral ones are never sent. */
function dispatchMessage(env: RouteEnv, t: 'MESSAGE_CREATE' | 'MESSAGE_UPDATE', message: APIMessage): void {
  if (isEphemeral(message)) return;
  if (isDm(env, message.channel_id)) {
    env.gateway.dispatch(t, message, Intent.DirectMessages);
    return;
  }
  const member = env.state.member(message.author.id);
  const { user: _user, ...memberWithoutUser } = member ?? { user: undefined };
  env.gateway.dispatch(t, { ...message, guild_id: env.state.guildId, member: memberWithoutUser }, Intent.GuildMessages);
}

function dispatchDelete(env: RouteEnv, message: APIMessage): void {
  if (isEphemeral(message)) return;
  const dm = isDm(env, message.channel_id);
  env.gateway.dispatch(
    'MESSAGE_DELETE',
    { id: message.id, channel_id: message.channel_id, ...(dm ? {} : { guild_id: env.state.guildId }) },
    dm ? Intent.DirectMessages : Intent.GuildMessages,
  );
}

function deleteMessage(env: RouteEnv, messageId: string): APIMessage {
  const found = env.state.findMessage(messageId);
  if (!found) throw discordErrors.unknownMessage();
  found.record.messages.splice(found.index, 1);
  found.record.pins = found.record.pins.filter((p) => p.messageId !== messageId);
  dispatchDelete(env, found.message);
  return found.message;
}

// ---- gateway, users, application, guild -----------------------------------------------------------------

route('GET', '/gateway', (ctx) => ok({ url: ctx.env.gatewayUrl }));
route('GET', '/gateway/bot', (ctx) =>
  ok({
    url: ctx.env.gatewayUrl,
    shards: 1,
    session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 },
  }),
);

route('GET', '/users/@me', (ctx) => ok(ctx.env.state.botUser));
route('GET', '/users/{user_id}', (ctx) => {
  const record = ctx.env.state.userRecord(param(ctx, 'user_id'));
  if (!record) throw discordErrors.unknownUser();
  return ok(record.user);
});

route('POST', '/users/@me/channels', (ctx) => {
  const recipient = text(bodyObject(ctx)['recipient_id']);
  if (!ctx.env.state.userRecord(recipient)) {
    throw new DiscordHttpError(400, { code: 50033, message: 'Invalid Recipient(s)' });
  }
  // Opening the DM works even when the user blocks DMs; only sending fails (as on Discord).
  return ok(ctx.env.state.dmChannel(recipient));
});

route('GET', '/applications/@me', (ctx) => {
  const { state } = ctx.env;
  return ok({
    id: state.appId,
    name: state.botUser.username,
    icon: null,
    description: 'Salvo test application',
    summary: '',
    type: null,
    bot: state.botUser,
    bot_public: false,
    bot_require_code_grant: false,
    verify_key: '0'.repeat(64),
    flags: 0,
    owner: state.botUser,
    team: null,
    hook: true,
    redirect_uris: [],
    interactions_endpoint_url: null,
    approximate_guild_count: 1,
    integration_types_config: { 0: {} },
  });
});

route('GET', '/guilds/{guild_id}', (ctx) => {
  const { state } = ctx.env;
  if (param(ctx, 'guild_id') !== state.guildId) throw discordErrors.unknownGuild();
  const counts =
    ctx.query.get('with_counts') === 'true' ? { approximate_member_count: state.users.size, approximate_presence_count: 0 } : {};
  return ok({ ...state.guild(), ...counts });
});
route('GET', '/guilds/{guild_id}/channels', (ctx) => {
  if (param(ctx, 'guild_id') !== ctx.env.state.guildId) throw discordErrors.unknownGuild();
  return ok(ctx.env.state.guildChannels());
});
route('GET', '/guilds/{guild_id}/roles', (ctx) => {
  if (param(ctx, 'guild_id') !== ctx.env.state.guildId) throw discordErrors.unknownGuild();
  return ok([ctx.env.state.everyoneRole]);
});
route('GET', '/guilds/{guild_id}/members/{user_id}', (ctx) => {
  if (param(ctx, 'guild_id') !== ctx.env.state.guildId) throw discordErrors.unknownGuild();
  const member = ctx.env.state.member(param(ctx, 'user_id'));
  if (!member) throw discordErrors.unknownMember();
  return ok(member);
});

// ---- application commands ------------------------------------------------------------------------------

function commandScope(ctx: RouteContext): string {
  if (param(ctx, 'application_id') !== ctx.env.state.appId) throw discordErrors.missingAccess();
  const guildId = ctx.params['guild_id'];
  if (guildId !== undefined && guildId !== ctx.env.state.guildId) throw discordErrors.unknownGuild();
  return guildId ?? 'global';
}

/** Turns a create body into a stored command, keeping the id of an existing command with the same name. */
function storeCommand(env: RouteEnv, scope: string, body: unknown, keepIdsOf: APIApplicationCommand[]): APIApplicationCommand {
  const b = isObject(body) ? body : {};
  const name = text(b['name']);
  const type = typeof b['type'] === 'number' ? b['type'] : 1;
  const previous = keepIdsOf.find((c) => c.name === name && Number(c.type) === type);
  return {
    id: previous?.id ?? env.state.ids.next(),
    application_id: env.state.appId,
    version: env.state.ids.next(),
    type,
    name,
    name_localizations: (b['name_localizations'] as APIApplicationCommand['name_localizations']) ?? null,
    description: typeof b['description'] === 'string' ? b['description'] : '',
    description_localizations: (b['description_localizations'] as APIApplicationCommand['description_localizations']) ?? null,
    options: Array.isArray(b['options']) ? (b['options'] as APIApplicationCommand['options']) : [],
    default_member_permissions: typeof b['default_member_permissions'] === 'string' ? b['default_member_permissions'] : null,
    contexts: Array.isArray(b['contexts']) ? (b['contexts'] as APIApplicationCommand['contexts']) : null,
    integration_types: Array.isArray(b['integration_types']) ? (b['integration_types'] as APIApplicationCommand['integration_types']) : [0],
    nsfw: b['nsfw'] === true,
    ...(scope === 'global' ? {} : { guild_id: scope }),
  };
}

const commandsIn = (env: RouteEnv, scope: string): APIApplicationCommand[] =>
  env.state.commands.filter((c) => c.scope === scope).map((c) => c.command);

for (const base of ['/applications/{application_id}/commands', '/applications/{application_id}/guilds/{guild_id}/commands']) {
  route('GET', base, (ctx) => ok(commandsIn(ctx.env, commandScope(ctx))));
  route('PUT', base, (ctx) => {
    const scope = commandScope(ctx);
    const before = commandsIn(ctx.env, scope);
    const list = Array.isArray(ctx.body) ? ctx.body : [];
    const stored = list.map((body) => storeCommand(ctx.env, scope, body, before));
    ctx.env.state.commands = [
      ...ctx.env.state.commands.filter((c) => c.scope !== scope),
      ...stored.map((command) => ({ scope, command })),
    ];
    return ok(stored);
  });
  route('POST', base, (ctx) => {
    const scope = commandScope(ctx);
    const before = commandsIn(ctx.env, scope);
    const command = storeCommand(ctx.env, scope, ctx.body, before);
    const existed = before.some((c) => c.id === command.id);
    ctx.env.state.commands = [...ctx.env.state.commands.filter((c) => c.command.id !== command.id), { scope, command }];
    return { status: existed ? 200 : 201, body: command };
  });
  route('GET', `${base}/{command_id}`, (ctx) => {
    const command = commandsIn(ctx.env, commandScope(ctx)).find((c) => c.id === param(ctx, 'command_id'));
    if (!command) throw new DiscordHttpError(404, { code: 10063, message: 'Unknown application command' });
    return ok(command);
  });
  route('DELETE', `${base}/{command_id}`, (ctx) => {
    commandScope(ctx);
    const id = param(ctx, 'command_id');
    if (!ctx.env.state.commands.some((c) => c.command.id === id)) {
      throw new DiscordHttpError(404, { code: 10063, message: 'Unknown application command' });
    }
    ctx.env.state.commands = ctx.env.state.commands.filter((c) => c.command.id !== id);
    return noContent();
  });
}

// ---- channels and messages -----------------------------------------------------------------------------

route('GET', '/channels/{channel_id}', (ctx) => ok(channelOr404(ctx.env, param(ctx, 'channel_id')).channel));

/** Rename a channel, or archive / lock / rename a thread (what a bot does when a battle ends). */
route('PATCH', '/channels/{channel_id}', (ctx) => {
  const { env } = ctx;
  const record = channelOr404(env, param(ctx, 'channel_id'));
  const body = bodyObject(ctx);
  const channel = { ...record.channel } as Record<string, unknown>;
  for (const key of ['name', 'topic', 'rate_limit_per_user', 'nsfw', 'flags'] as const) {
    if (key in body) channel[key] = body[key];
  }
  if (isThread(record.channel)) {
    const metadata = { ...(isObject(channel['thread_metadata']) ? channel['thread_metadata'] : {}) };
    for (const key of ['archived', 'locked', 'invitable', 'auto_archive_duration'] as const) {
      if (key in body) metadata[key] = body[key];
    }
    if ('archived' in body) metadata['archive_timestamp'] = new Date().toISOString();
    channel['thread_metadata'] = metadata;
  }
  record.channel = channel as unknown as typeof record.channel;
  env.gateway.dispatch(isThread(record.channel) ? 'THREAD_UPDATE' : 'CHANNEL_UPDATE', record.channel, Intent.Guilds);
  return ok(record.channel);
});

route('POST', '/channels/{channel_id}/typing', (ctx) => {
  channelOr404(ctx.env, param(ctx, 'channel_id'));
  return noContent();
});

route('POST', '/channels/{channel_id}/messages', (ctx) => {
  const { env } = ctx;
  const channelId = param(ctx, 'channel_id');
  const record = channelOr404(env, channelId);
  if (record.channel.type === ChannelType.DM) {
    const recipient = env.state.dmRecipient(channelId);
    if (!recipient || recipient.dmsClosed || recipient.user.bot) throw discordErrors.cannotMessageUser();
  }
  const body = bodyObject(ctx);
  const flags = typeof body['flags'] === 'number' ? body['flags'] : 0;
  const nonce = body['nonce'];
  // enforce_nonce: a second message with the same nonce from the same author returns the first, creating nothing.
  if (body['enforce_nonce'] === true && (typeof nonce === 'string' || typeof nonce === 'number')) {
    const first = record.messages.find((m) => m.nonce === nonce && m.author.id === env.state.botUser.id);
    if (first) return ok(first);
  }
  const message = env.state.createMessage(channelId, { ...body, flags: flags & ~MessageFlag.Ephemeral }, ctx.files, {
    ...(typeof nonce === 'string' || typeof nonce === 'number' ? { nonce } : {}),
  });
  dispatchMessage(env, 'MESSAGE_CREATE', message);
  return ok(message);
});

route('GET', '/channels/{channel_id}/messages', (ctx) => {
  const record = channelOr404(ctx.env, param(ctx, 'channel_id'));
  const limit = Math.min(100, Math.max(1, Number(ctx.query.get('limit') ?? 50)));
  const before = ctx.query.get('before');
  const after = ctx.query.get('after');
  let list = record.messages.filter((m) => !isEphemeral(m));
  // Snowflakes of equal length compare correctly as strings only by length first, so use BigInt.
  if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
  if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
  const newestFirst = [...list].reverse();
  return ok(after ? newestFirst.slice(-limit) : newestFirst.slice(0, limit));
});

route('GET', '/channels/{channel_id}/messages/{message_id}', (ctx) => {
  const message = messageIn(ctx.env, param(ctx, 'channel_id'), param(ctx, 'message_id'));
  if (isEphemeral(message)) throw discordErrors.unknownMessage();
  return ok(message);
});

route('PATCH', '/channels/{channel_id}/messages/{message_id}', (ctx) => {
  const { env } = ctx;
  const message = messageIn(env, param(ctx, 'channel_id'), param(ctx, 'message_id'));
  if (message.author.id !== env.state.botUser.id) throw discordErrors.cannotEditOthersMessage();
  const edited = env.state.editMessage(message.id, bodyObject(ctx), ctx.files);
  if (!edited) throw discordErrors.unknownMessage();
  dispatchMessage(env, 'MESSAGE_UPDATE', edited);
  return ok(edited);
});

route('DELETE', '/channels/{channel_id}/messages/{message_id}', (ctx) => {
  messageIn(ctx.env, param(ctx, 'channel_id'), param(ctx, 'message_id'));
  deleteMessage(ctx.env, param(ctx, 'message_id'));
  return noContent();
});

// Pins: the legacy /pins routes and the newer /messages/pins routes (discord.js 14.28 uses the latter).
const MAX_PINS = 250;
function pin(ctx: RouteContext, pinned: boolean): RouteResult {
  const { env } = ctx;
  const channelId = param(ctx, 'channel_id');
  const record = channelOr404(env, channelId);
  const message = messageIn(env, channelId, param(ctx, 'message_id'));
  if (pinned && !message.pinned) {
    if (record.pins.length >= MAX_PINS) {
      throw new DiscordHttpError(400, { code: 30003, message: `Maximum number of pins reached (${MAX_PINS})` });
    }
    const pinnedAt = new Date().toISOString();
    record.pins.unshift({ messageId: message.id, pinnedAt });
  } else if (!pinned) {
    record.pins = record.pins.filter((p) => p.messageId !== message.id);
  }
  const index = record.messages.findIndex((m) => m.id === message.id);
  record.messages[index] = { ...message, pinned };
  const latest = record.pins[0]?.pinnedAt ?? null;
  (record.channel as { last_pin_timestamp?: string | null }).last_pin_timestamp = latest;
  env.gateway.dispatch(
    'CHANNEL_PINS_UPDATE',
    { channel_id: channelId, last_pin_timestamp: latest, ...(isDm(env, channelId) ? {} : { guild_id: env.state.guildId }) },
    isDm(env, channelId) ? Intent.DirectMessages : Intent.Guilds,
  );
  return noContent();
}
for (const base of ['/channels/{channel_id}/pins', '/channels/{channel_id}/messages/pins']) {
  route('PUT', `${base}/{message_id}`, (ctx) => pin(ctx, true));
  route('DELETE', `${base}/{message_id}`, (ctx) => pin(ctx, false));
}
route('GET', '/channels/{channel_id}/pins', (ctx) => {
  const record = channelOr404(ctx.env, param(ctx, 'channel_id'));
  return ok(record.pins.map((p) => record.messages.find((m) => m.id === p.messageId)).filter(Boolean));
});
route('GET', '/channels/{channel_id}/messages/pins', (ctx) => {
  const record = channelOr404(ctx.env, param(ctx, 'channel_id'));
  const items = record.pins
    .map((p) => ({ pinned_at: p.pinnedAt, message: record.messages.find((m) => m.id === p.messageId) }))
    .filter((item) => item.message !== undefined);
  return ok({ items, has_more: false });
});

// ---- threads -------------------------------------------------------------------------------------------

function announceThread(env: RouteEnv, thread: APIThreadChannel): void {
  env.gateway.dispatch('THREAD_CREATE', { ...thread, newly_created: true }, Intent.Guilds);
}

function threadParent(env: RouteEnv, channelId: string): void {
  const parent = channelOr404(env, channelId).channel;
  if (parent.type !== ChannelType.GuildText && parent.type !== ChannelType.GuildAnnouncement) {
    throw new DiscordHttpError(400, { code: 50024, message: 'Cannot execute action on this channel type' });
  }
}

route('POST', '/channels/{channel_id}/threads', (ctx) => {
  const { env } = ctx;
  const parentId = param(ctx, 'channel_id');
  threadParent(env, parentId);
  const body = bodyObject(ctx);
  const thread = env.state.createThread({
    parentId,
    name: text(body['name'], 'thread'),
    type: body['type'] === 11 ? 11 : 12, // Discord's default for threads without a message is private
    autoArchiveDuration: typeof body['auto_archive_duration'] === 'number' ? body['auto_archive_duration'] : 4320,
    ...(typeof body['invitable'] === 'boolean' ? { invitable: body['invitable'] } : {}),
  });
  announceThread(env, thread);
  return { status: 201, body: thread };
});

route('POST', '/channels/{channel_id}/messages/{message_id}/threads', (ctx) => {
  const { env } = ctx;
  const parentId = param(ctx, 'channel_id');
  threadParent(env, parentId);
  const message = messageIn(env, parentId, param(ctx, 'message_id'));
  if (message.thread || env.state.channel(message.id)) {
    throw new DiscordHttpError(400, { code: 160004, message: 'A thread has already been created for this message' });
  }
  const body = bodyObject(ctx);
  const thread = env.state.createThread({
    id: message.id, // a thread started from a message shares its id
    parentId,
    name: text(body['name'], 'thread'),
    type: 11,
    autoArchiveDuration: typeof body['auto_archive_duration'] === 'number' ? body['auto_archive_duration'] : 4320,
  });
  const record = channelOr404(env, parentId);
  const index = record.messages.findIndex((m) => m.id === message.id);
  record.messages[index] = { ...message, thread, flags: (message.flags ?? 0) | MessageFlag.HasThread };
  announceThread(env, thread);
  return { status: 201, body: thread };
});

function threadOr404(env: RouteEnv, channelId: string): NonNullable<ReturnType<FakeState['channel']>> {
  const record = channelOr404(env, channelId);
  if (!isThread(record.channel)) {
    throw new DiscordHttpError(400, { code: 50024, message: 'Cannot execute action on this channel type' });
  }
  return record;
}

function setThreadMember(ctx: RouteContext, userId: string, joined: boolean): RouteResult {
  const record = threadOr404(ctx.env, param(ctx, 'channel_id'));
  if (!ctx.env.state.userRecord(userId)) throw discordErrors.unknownUser();
  if (joined) record.memberIds.add(userId);
  else record.memberIds.delete(userId);
  (record.channel as { member_count?: number }).member_count = record.memberIds.size;
  return noContent();
}
route('PUT', '/channels/{channel_id}/thread-members/{user_id}', (ctx) => setThreadMember(ctx, param(ctx, 'user_id'), true));
route('DELETE', '/channels/{channel_id}/thread-members/{user_id}', (ctx) => setThreadMember(ctx, param(ctx, 'user_id'), false));
route('PUT', '/channels/{channel_id}/thread-members/@me', (ctx) => setThreadMember(ctx, ctx.env.state.botUser.id, true));
route('DELETE', '/channels/{channel_id}/thread-members/@me', (ctx) => setThreadMember(ctx, ctx.env.state.botUser.id, false));
route('GET', '/channels/{channel_id}/thread-members/{user_id}', (ctx) => {
  const record = threadOr404(ctx.env, param(ctx, 'channel_id'));
  const userId = param(ctx, 'user_id');
  if (!record.memberIds.has(userId)) throw discordErrors.unknownMember();
  return ok({ id: record.channel.id, user_id: userId, join_timestamp: new Date().toISOString(), flags: 0 });
});

// ---- interactions --------------------------------------------------------------------------------------

/** Which callback types Discord accepts for which interaction type. */
const ALLOWED_CALLBACKS: Record<number, number[]> = {
  1: [1], // PING
  2: [4, 5, 9, 12], // APPLICATION_COMMAND
  3: [4, 5, 6, 7, 9, 12], // MESSAGE_COMPONENT
  4: [8], // AUTOCOMPLETE
  5: [4, 5, 6, 7], // MODAL_SUBMIT (6/7 only when the modal came from a message)
};

function interactionMessageExtra(env: RouteEnv, it: InteractionHandle): Partial<APIMessage> {
  const user = env.state.userRecord(it.userId)?.user ?? env.state.botUser;
  return {
    type: it.type === 2 ? 20 : 0, // CHAT_INPUT_COMMAND for slash command answers
    webhook_id: env.state.appId,
    application_id: env.state.appId,
    interaction_metadata: {
      id: it.id,
      type: it.type,
      user,
      authorizing_integration_owners: it.payload.authorizing_integration_owners,
      ...(it.sourceMessageId !== undefined ? { interacted_message_id: it.sourceMessageId } : {}),
    },
    // Discord still sends the older `interaction` on command answers; its name ("game new") is what clients show.
    ...(it.type === 2 ? { interaction: { id: it.id, type: it.type, name: commandPath(it.payload.data), user } } : {}),
  };
}

/** "game new" from a command's data: its name, then the subcommand group and subcommand it nests. */
function commandPath(data: unknown): string {
  const parts: string[] = [];
  let level: unknown = data;
  while (isObject(level) && typeof level['name'] === 'string') {
    parts.push(level['name']);
    const options: unknown[] = Array.isArray(level['options']) ? level['options'] : [];
    level = options.find((o) => isObject(o) && (o['type'] === 1 || o['type'] === 2));
  }
  return parts.join(' ');
}

route(
  'POST',
  '/interactions/{interaction_id}/{interaction_token}/callback',
  (ctx) => {
    const { env } = ctx;
    const it = env.interactions.get(param(ctx, 'interaction_id'));
    if (!it || it.token !== param(ctx, 'interaction_token')) throw discordErrors.unknownInteraction();
    const elapsed = ctx.receivedAt - it.dispatchedAt;
    if (env.interactionDeadlineMs > 0 && elapsed > env.interactionDeadlineMs) {
      const message = `Answered after ${elapsed} ms; Discord allows ${env.interactionDeadlineMs} ms`;
      env.violation([{ path: [], code: 'INTERACTION_TIMEOUT', message }]);
      throw discordErrors.unknownInteraction();
    }
    if (it.callbackType !== undefined) throw discordErrors.alreadyAcknowledged();
    const body = bodyObject(ctx);
    const type = typeof body['type'] === 'number' ? body['type'] : -1;
    const data = isObject(body['data']) ? body['data'] : {};
    const allowed = ALLOWED_CALLBACKS[it.type] ?? [];
    if (!allowed.includes(type) || ((type === 6 || type === 7) && it.sourceMessageId === undefined)) {
      const issue: FormIssue = {
        path: ['type'],
        code: 'INTERACTION_CALLBACK_TYPE_INVALID',
        message: `Callback type ${type} is not valid for interaction type ${it.type}`,
      };
      env.violation([issue]);
      throw discordErrors.invalidFormBody([issue]);
    }

    let message: APIMessage | undefined;
    const flags = typeof data['flags'] === 'number' ? data['flags'] : 0;
    if (type === 4) {
      message = env.state.createMessage(it.channelId, data, ctx.files, interactionMessageExtra(env, it));
    } else if (type === 5) {
      // "Bot is thinking...": an empty loading message that later edits fill in.
      message = env.state.createMessage(
        it.channelId,
        { flags: MessageFlag.Loading | (flags & MessageFlag.Ephemeral) },
        [],
        interactionMessageExtra(env, it),
      );
    } else if (type === 6 || type === 7) {
      const sourceId = it.sourceMessageId ?? '';
      message = type === 7 ? env.state.editMessage(sourceId, data, ctx.files) : env.state.findMessage(sourceId)?.message;
      if (!message) throw discordErrors.unknownMessage();
      it.originalMessageId = sourceId;
      if (type === 7) dispatchMessage(env, 'MESSAGE_UPDATE', message);
    } else if (type === 9) {
      env.interactions.rememberModal(data);
    }
    if (message && (type === 4 || type === 5)) {
      it.originalMessageId = message.id;
      dispatchMessage(env, 'MESSAGE_CREATE', message);
    }
    it.callbackType = type;
    it.record({ kind: 'callback', type, data, files: ctx.files, ...(message ? { message, messageId: message.id } : {}), at: Date.now() });

    if (ctx.query.get('with_response') !== 'true') return noContent();
    return ok({
      interaction: {
        id: it.id,
        type: it.type,
        ...(message
          ? {
              response_message_id: message.id,
              response_message_loading: type === 5,
              response_message_ephemeral: isEphemeral(message),
            }
          : {}),
      },
      ...(type === 8 || type === 6 ? {} : { resource: { type, ...(message ? { message } : {}) } }),
    });
  },
  'token',
);

/** The interaction behind an interaction webhook (application id + interaction token). */
function interactionFor(ctx: RouteContext): InteractionHandle {
  const it = ctx.env.interactions.byWebhookToken(param(ctx, 'webhook_token'));
  if (!it || param(ctx, 'webhook_id') !== ctx.env.state.appId) throw discordErrors.unknownWebhook();
  return it;
}

/** '@original' or a message id that this interaction's webhook may touch. */
function webhookMessageId(ctx: RouteContext, it: InteractionHandle): string {
  const raw = ctx.params['message_id'] ?? '@original';
  if (raw === '@original') {
    if (it.originalMessageId === undefined) throw discordErrors.unknownMessage();
    return it.originalMessageId;
  }
  const message = ctx.env.state.findMessage(raw)?.message;
  if (!message || (message.webhook_id !== ctx.env.state.appId && raw !== it.originalMessageId)) throw discordErrors.unknownMessage();
  return raw;
}

function editViaWebhook(ctx: RouteContext, it: InteractionHandle, messageId: string): APIMessage {
  const { env } = ctx;
  const before = env.state.findMessage(messageId)?.message;
  const edited = env.state.editMessage(messageId, bodyObject(ctx), ctx.files);
  if (!before || !edited) throw discordErrors.unknownMessage();
  const wasLoading = ((before.flags ?? 0) & MessageFlag.Loading) !== 0;
  let result = edited;
  if (wasLoading) {
    // First edit after a defer: the "thinking" message becomes the real answer.
    const found = env.state.findMessage(messageId);
    if (found) {
      result = { ...edited, flags: (edited.flags ?? 0) & ~MessageFlag.Loading, edited_timestamp: null };
      found.record.messages[found.index] = result;
    }
  }
  dispatchMessage(env, 'MESSAGE_UPDATE', result);
  it.record({ kind: 'edit', data: bodyObject(ctx), files: ctx.files, message: result, messageId, at: Date.now() });
  return result;
}

route(
  'POST',
  '/webhooks/{webhook_id}/{webhook_token}',
  (ctx) => {
    const { env } = ctx;
    const it = interactionFor(ctx);
    if (it.callbackType === undefined) throw discordErrors.unknownWebhook(); // no follow-ups before the answer
    const wait = ctx.query.get('wait') === 'true';
    const original = it.originalMessage;
    if (it.callbackType === 5 && original && ((original.flags ?? 0) & MessageFlag.Loading) !== 0) {
      // Discord: a follow-up right after a defer edits the loading message instead (ephemeral stays as deferred).
      const edited = editViaWebhook(ctx, it, original.id);
      return wait ? ok(edited) : noContent();
    }
    const message = env.state.createMessage(it.channelId, bodyObject(ctx), ctx.files, interactionMessageExtra(env, it));
    it.followUpIds.push(message.id);
    dispatchMessage(env, 'MESSAGE_CREATE', message);
    it.record({ kind: 'followup', data: bodyObject(ctx), files: ctx.files, message, messageId: message.id, at: Date.now() });
    return wait ? ok(message) : noContent();
  },
  'token',
);

const webhookMessageTemplates = [
  '/webhooks/{webhook_id}/{webhook_token}/messages/@original',
  '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}',
];
for (const template of webhookMessageTemplates) {
  route(
    'GET',
    template,
    (ctx) => {
      const it = interactionFor(ctx);
      const message = ctx.env.state.findMessage(webhookMessageId(ctx, it))?.message;
      if (!message) throw discordErrors.unknownMessage();
      return ok(message);
    },
    'token',
  );
  route('PATCH', template, (ctx) => ok(editViaWebhook(ctx, interactionFor(ctx), webhookMessageId(ctx, interactionFor(ctx)))), 'token');
  route(
    'DELETE',
    template,
    (ctx) => {
      const it = interactionFor(ctx);
      const messageId = webhookMessageId(ctx, it);
      deleteMessage(ctx.env, messageId);
      it.record({ kind: 'delete', files: [], messageId, at: Date.now() });
      return noContent();
    },
    'token',
  );
}
