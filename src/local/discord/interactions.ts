/**
 * Interactions driven by tests: INTERACTION_CREATE payloads as Discord sends them, and the handle a test
 * uses to read what the bot answered (callback, edits of the original, follow-ups).
 */
import { randomBytes } from 'node:crypto';
import type { APIBaseInteraction, APIMessage, APIUser, InteractionType } from 'discord.js';
import type { UploadedFile } from './multipart.ts';
import { BOT_PERMISSIONS, MessageFlag, isObject, type FakeState } from './state.ts';

type JsonObject = Record<string, unknown>;

/** The payload dispatched as INTERACTION_CREATE. */
export type InteractionPayload = APIBaseInteraction<InteractionType, JsonObject>;

/** An option in Discord's wire format (subcommands nest further options). */
export interface RawOption {
  type: number;
  name: string;
  value?: string | number | boolean;
  options?: RawOption[];
  focused?: boolean;
}

/** Convenience values: the option type comes from the registered command, else from the JS type. */
export type OptionValue = string | number | boolean | APIUser;

export interface InteractionTarget {
  user: APIUser;
  /** Guild channel to act in; default #battles. Ignored when `dm` is set. */
  channelId?: string;
  /** Act in the user's DM with the bot instead of the guild. */
  dm?: boolean;
  locale?: string;
}

export interface CommandInput extends InteractionTarget {
  name: string;
  /** Raw wire options (e.g. `[{ type: 1, name: 'about', options: [] }]`) or a name -> value map. */
  options?: RawOption[] | Record<string, OptionValue>;
  /** With a map of options: wrap them in this subcommand (and group). */
  subcommand?: string;
  subcommandGroup?: string;
}

export interface AutocompleteInput extends CommandInput {
  /** The option being typed in; added (with focused: true) at the subcommand's level. */
  focused?: { name: string; value: string | number; type?: number };
}

export interface ComponentInput extends InteractionTarget {
  customId: string;
  /** Message carrying the component; default: the newest message in the channel that has it. */
  messageId?: string;
}

export interface SelectInput extends ComponentInput {
  values: string[];
  /** 3 string (default), 5 user, 6 role, 7 mentionable, 8 channel select. */
  componentType?: 3 | 5 | 6 | 7 | 8;
}

export interface ModalInput extends InteractionTarget {
  customId: string;
  /** text input custom_id -> typed value. */
  fields: Record<string, string>;
  /** Set when the modal was opened from a component on this message. */
  messageId?: string;
}

/** One thing the bot did in answer to an interaction, in the order it happened. */
export interface InteractionResponse {
  kind: 'callback' | 'followup' | 'edit' | 'delete';
  /** For callbacks: 4 reply, 5 defer, 6 deferred update, 7 update, 8 autocomplete, 9 modal... */
  type?: number;
  /** Callback `data`, or the follow-up / edit body. */
  data?: JsonObject;
  files: UploadedFile[];
  /** The message this response created or changed, as it was right after. */
  message?: APIMessage;
  messageId?: string;
  at: number;
}

const CallbackType = {
  ChannelMessage: 4,
  DeferredChannelMessage: 5,
  DeferredUpdate: 6,
  UpdateMessage: 7,
  Autocomplete: 8,
  Modal: 9,
} as const;

export class InteractionHandle {
  readonly responses: InteractionResponse[] = [];
  /** @internal when INTERACTION_CREATE went out: the 3-second clock starts here */
  dispatchedAt = Date.now();
  /** @internal set by the REST routes */
  callbackType: number | undefined;
  /** @internal id of the message @original refers to */
  originalMessageId: string | undefined;
  /** @internal ids of follow-up messages */
  readonly followUpIds: string[] = [];
  private listeners: ((r: InteractionResponse) => void)[] = [];

  constructor(
    readonly payload: InteractionPayload,
    private readonly state: FakeState,
  ) {}

  get id(): string {
    return this.payload.id;
  }
  get token(): string {
    return this.payload.token;
  }
  get type(): number {
    return this.payload.type;
  }
  get channelId(): string {
    return this.payload.channel_id ?? '';
  }
  get userId(): string {
    return (this.payload.member?.user ?? this.payload.user)?.id ?? '';
  }
  /** Message the component/modal came from, if any. */
  get sourceMessageId(): string | undefined {
    return this.payload.message?.id;
  }

  /** @internal */
  record(response: InteractionResponse): void {
    this.responses.push(response);
    // Notify once the HTTP answer is out, so a test that resumes sees the request recorded with its status.
    setImmediate(() => {
      for (const listener of this.listeners) listener(response);
    });
  }

  /** Resolves with the first interaction callback (reply, defer, update, modal, autocomplete result). */
  waitForResponse(timeoutMs = 5000): Promise<InteractionResponse> {
    return this.waitFor((r) => r.kind === 'callback', timeoutMs);
  }

  /** Resolves with the first response (already received or future) matching the predicate. */
  waitFor(predicate: (r: InteractionResponse) => boolean, timeoutMs = 5000): Promise<InteractionResponse> {
    const found = this.responses.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const listener = (r: InteractionResponse): void => {
        if (!predicate(r)) return;
        cleanup();
        resolve(r);
      };
      const timer = setTimeout(() => {
        cleanup();
        const seen = this.responses.map((r) => (r.type === undefined ? r.kind : `${r.kind}:${r.type}`)).join(', ');
        reject(new Error(`interaction ${this.id}: no matching response within ${timeoutMs} ms (seen: ${seen || 'nothing'})`));
      }, timeoutMs);
      const cleanup = (): void => {
        clearTimeout(timer);
        this.listeners = this.listeners.filter((l) => l !== listener);
      };
      this.listeners.push(listener);
    });
  }

  /** The first callback, if it arrived. */
  get callback(): InteractionResponse | undefined {
    return this.responses.find((r) => r.kind === 'callback');
  }

  /** The original response message as it is now (after edits), if there is one. */
  get originalMessage(): APIMessage | undefined {
    return this.originalMessageId === undefined ? undefined : this.state.findMessage(this.originalMessageId)?.message;
  }

  /**
   * What the user sees as the answer now: the reply (after edits), or for component updates the updated
   * message. Undefined if nothing visible yet (or it was deleted).
   */
  get message(): APIMessage | undefined {
    return this.originalMessage;
  }

  /** Content of the visible answer: shorthand for `message?.content`. */
  get content(): string | undefined {
    return this.message?.content;
  }

  /** Whether the answer is only visible to the user (flags & 64). */
  get ephemeral(): boolean {
    return ((this.message?.flags ?? 0) & MessageFlag.Ephemeral) !== 0;
  }

  /** Follow-up messages as they are now. */
  get followUps(): APIMessage[] {
    return this.followUpIds
      .map((id) => this.state.findMessage(id)?.message)
      .filter((m): m is APIMessage => m !== undefined);
  }

  /** The modal shown (callback type 9), if any. */
  get modal(): JsonObject | undefined {
    const cb = this.callback;
    return cb?.type === CallbackType.Modal ? cb.data : undefined;
  }

  /** Autocomplete choices returned (callback type 8), if any. */
  get choices(): { name: string; value: string | number }[] | undefined {
    const cb = this.callback;
    if (cb?.type !== CallbackType.Autocomplete || !Array.isArray(cb.data?.['choices'])) return undefined;
    return cb.data['choices'] as { name: string; value: string | number }[];
  }

  /** Files uploaded in any response (callback, edits, follow-ups), in order. */
  get files(): UploadedFile[] {
    return this.responses.flatMap((r) => r.files);
  }
}

/** Builds interaction payloads and remembers them by id and token for the REST routes. */
export class InteractionRegistry {
  private readonly byId = new Map<string, InteractionHandle>();
  private readonly byToken = new Map<string, InteractionHandle>();
  private readonly commandIds = new Map<string, string>();
  /** Modals shown, by custom_id, so a submit can mirror the layout (label vs action row). */
  private readonly shownModals = new Map<string, JsonObject>();

  constructor(private readonly state: FakeState) {}

  get(id: string): InteractionHandle | undefined {
    return this.byId.get(id);
  }
  byWebhookToken(token: string): InteractionHandle | undefined {
    return this.byToken.get(token);
  }
  rememberModal(data: JsonObject): void {
    if (typeof data['custom_id'] === 'string') this.shownModals.set(data['custom_id'], data);
  }

  command(input: CommandInput): InteractionHandle {
    return this.create(2, input, this.commandData(input).data);
  }

  autocomplete(input: AutocompleteInput): InteractionHandle {
    const { data, definition } = this.commandData(input);
    if (input.focused) {
      // The focused option sits next to the other options at the innermost (subcommand) level.
      let level = data['options'] as RawOption[];
      for (;;) {
        const sub = level.find((o) => o.type === 1 || o.type === 2);
        if (!sub) break;
        sub.options ??= [];
        level = sub.options;
      }
      const focusedName = input.focused.name;
      const declared = this.leafDefinitions(definition, input).find((d) => d['name'] === focusedName)?.['type'];
      const type = input.focused.type ?? (typeof declared === 'number' ? declared : typeof input.focused.value === 'number' ? 10 : 3);
      level.push({ type, name: input.focused.name, value: input.focused.value, focused: true });
    }
    return this.create(4, input, data);
  }

  /** `data` of a chat-input command interaction (id from the registered command when there is one). */
  private commandData(input: CommandInput): { data: JsonObject; definition: JsonObject | undefined } {
    const definition = this.findCommand(input.name, input.dm === true);
    const data: JsonObject = { id: definition?.['id'] ?? this.commandId(input.name), name: input.name, type: 1, options: [] };
    const resolved = this.buildOptions(input, definition, data);
    if (resolved) data['resolved'] = resolved;
    if (!input.dm) data['guild_id'] = this.state.guildId;
    return { data, definition };
  }

  component(input: ComponentInput, componentType: number, values?: string[]): InteractionHandle {
    const message = this.findComponentMessage(input);
    checkComponentUse(findComponent(message.components, input.customId), input.customId, componentType, values);
    const data: JsonObject = { custom_id: input.customId, component_type: componentType };
    if (values) data['values'] = values;
    return this.create(3, input, data, message);
  }

  modalSubmit(input: ModalInput): InteractionHandle {
    const shown = this.shownModals.get(input.customId);
    const layout = new Map<string, 'label' | 'row'>();
    if (shown && Array.isArray(shown['components'])) {
      for (const c of shown['components']) {
        if (!isObject(c)) continue;
        if (c['type'] === 18 && isObject(c['component'])) layout.set(String(c['component']['custom_id']), 'label');
        if (c['type'] === 1 && Array.isArray(c['components'])) {
          for (const inner of c['components']) if (isObject(inner)) layout.set(String(inner['custom_id']), 'row');
        }
      }
    }
    let nextId = 1; // Discord numbers every component of a modal
    const components = Object.entries(input.fields).map(([customId, value]) =>
      layout.get(customId) === 'label'
        ? { type: 18, id: nextId++, component: { type: 4, id: nextId++, custom_id: customId, value } }
        : { type: 1, id: nextId++, components: [{ type: 4, id: nextId++, custom_id: customId, value }] },
    );
    const message = input.messageId === undefined ? undefined : this.state.findMessage(input.messageId)?.message;
    if (input.messageId !== undefined && !message) throw new Error(`submitModal: no message ${input.messageId}`);
    return this.create(5, input, { custom_id: input.customId, components }, message);
  }

  private create(type: number, target: InteractionTarget, data: JsonObject, message?: APIMessage): InteractionHandle {
    const { state } = this;
    const record = state.userRecord(target.user.id);
    if (!record) throw new Error(`fake-discord: user ${target.user.id} was not created with createUser()`);
    const locale = (target.locale ?? 'en-US') as InteractionPayload['locale'];
    const base = {
      id: state.ids.next(),
      application_id: state.appId,
      type: type as InteractionType,
      data,
      token: `aW50ZXJhY3Rpb24.${randomBytes(48).toString('base64url')}`,
      version: 1 as const,
      app_permissions: BOT_PERMISSIONS,
      locale,
      entitlements: [],
      attachment_size_limit: 10 * 1024 * 1024,
      ...(message ? { message } : {}),
    };
    let payload: InteractionPayload;
    if (target.dm) {
      const channel = state.dmChannel(target.user.id);
      payload = {
        ...base,
        user: record.user,
        channel: { id: channel.id, type: 1, recipients: [record.user], last_message_id: channel.last_message_id },
        channel_id: channel.id,
        authorizing_integration_owners: { 0: state.guildId },
        context: 1, // BOT_DM
      };
    } else {
      const channelId = target.channelId ?? state.channelId;
      const channel = state.channel(channelId)?.channel;
      if (!channel) throw new Error(`fake-discord: unknown channel ${channelId}`);
      const member = state.member(target.user.id);
      payload = {
        ...base,
        guild_id: state.guildId,
        guild: { id: state.guildId, locale: 'en-US', features: [] },
        guild_locale: 'en-US',
        channel: { ...channel, permissions: record.permissions },
        channel_id: channel.id,
        member: { ...member, permissions: record.permissions },
        authorizing_integration_owners: { 0: state.guildId },
        context: 0, // GUILD
      } as unknown as InteractionPayload;
    }
    const handle = new InteractionHandle(payload, state);
    this.byId.set(handle.id, handle);
    this.byToken.set(handle.token, handle);
    return handle;
  }

  private commandId(name: string): string {
    let id = this.commandIds.get(name);
    if (!id) {
      id = this.state.ids.next();
      this.commandIds.set(name, id);
    }
    return id;
  }

  /** Registered definition (guild commands first, then global) to get option types right. */
  private findCommand(name: string, dm: boolean): JsonObject | undefined {
    const scopes = dm ? ['global'] : [this.state.guildId, 'global'];
    for (const scope of scopes) {
      const found = this.state.commands.find((c) => c.scope === scope && c.command.name === name);
      if (found) return found.command as unknown as JsonObject;
    }
    return undefined;
  }

  /** Fills data.options (raw or from a map) and returns `resolved` for user/channel options. */
  private buildOptions(input: CommandInput, definition: JsonObject | undefined, data: JsonObject): JsonObject | undefined {
    if (Array.isArray(input.options)) {
      data['options'] = structuredClone(input.options);
      return undefined;
    }
    const defs = this.leafDefinitions(definition, input);
    const wrap = subcommandPath(input);
    const users: JsonObject = {};
    const members: JsonObject = {};
    const channels: JsonObject = {};
    const leaf: RawOption[] = Object.entries(input.options ?? {}).map(([name, value]) => {
      const declared = defs.find((d) => d['name'] === name)?.['type'];
      if (typeof value === 'object') {
        users[value.id] = value;
        const record = this.state.userRecord(value.id);
        const member = this.state.member(value.id);
        if (member && record && !input.dm) {
          const { user: _user, ...rest } = member;
          members[value.id] = { ...rest, permissions: record.permissions };
        }
        return { type: typeof declared === 'number' ? declared : 6, name, value: value.id };
      }
      const type =
        typeof declared === 'number'
          ? declared
          : typeof value === 'boolean'
            ? 5
            : typeof value === 'number'
              ? Number.isInteger(value)
                ? 4
                : 10
              : 3;
      if (type === 7 && typeof value === 'string') {
        const channel = this.state.channel(value)?.channel;
        if (channel) channels[value] = { ...channel, permissions: BOT_PERMISSIONS };
      }
      return { type, name, value };
    });
    let options: RawOption[] = leaf;
    for (const w of [...wrap].reverse()) options = [{ type: w.type, name: w.name, options }];
    data['options'] = options;
    const resolved: JsonObject = {};
    if (Object.keys(users).length > 0) resolved['users'] = users;
    if (Object.keys(members).length > 0) resolved['members'] = members;
    if (Object.keys(channels).length > 0) resolved['channels'] = channels;
    return Object.keys(resolved).length > 0 ? resolved : undefined;
  }

  /** Option definitions at the subcommand level the input targets (empty if the command is not registered). */
  private leafDefinitions(definition: JsonObject | undefined, input: CommandInput): JsonObject[] {
    let defs = Array.isArray(definition?.['options']) ? (definition['options'] as JsonObject[]) : [];
    for (const w of subcommandPath(input)) {
      const sub = defs.find((d) => d['name'] === w.name);
      defs = Array.isArray(sub?.['options']) ? (sub['options'] as JsonObject[]) : [];
    }
    return defs;
  }

  private findComponentMessage(input: ComponentInput): APIMessage {
    if (input.messageId !== undefined) {
      const found = this.state.findMessage(input.messageId)?.message;
      if (!found) throw new Error(`fake-discord: no message ${input.messageId}`);
      return found;
    }
    const channelId = input.dm ? this.state.dmChannel(input.user.id).id : (input.channelId ?? this.state.channelId);
    const messages = this.state.channel(channelId)?.messages ?? [];
    for (let i = messages.length - 1; i >= 0; i--) {
      const message = messages[i];
      if (message && hasCustomId(message.components, input.customId)) return message;
    }
    throw new Error(`fake-discord: no message in channel ${channelId} has a component with custom_id "${input.customId}"`);
  }
}

/** Subcommand group and subcommand named by a map-style input, outermost first. */
function subcommandPath(input: CommandInput): { type: number; name: string }[] {
  const path: { type: number; name: string }[] = [];
  if (input.subcommandGroup !== undefined) path.push({ type: 2, name: input.subcommandGroup });
  if (input.subcommand !== undefined) path.push({ type: 1, name: input.subcommand });
  return path;
}

function hasCustomId(components: unknown, customId: string): boolean {
  if (!Array.isArray(components)) return false;
  return components.some(
    (c) =>
      isObject(c) &&
      (c['custom_id'] === customId ||
        hasCustomId(c['components'], customId) ||
        hasCustomId([c['accessory']], customId)),
  );
}

/** The component with this custom_id anywhere in a message (rows, V2 containers, section accessories). */
function findComponent(components: unknown, customId: string): JsonObject | undefined {
  if (!Array.isArray(components)) return undefined;
  for (const c of components) {
    if (!isObject(c)) continue;
    if (c['custom_id'] === customId) return c;
    const inner = findComponent(c['components'], customId) ?? findComponent([c['accessory']], customId);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * What a person could do with the component in the Discord client: click a button, pick in a menu of that kind only
 * what it offers, as many as it allows; nothing on a disabled one. A test asking for anything else is refused here,
 * so the bot is never driven with an interaction real Discord could not send.
 */
function checkComponentUse(component: JsonObject | undefined, customId: string, componentType: number, values: string[] | undefined): void {
  if (!component) throw new Error(`fake-discord: no component with custom_id "${customId}"`);
  const kind = component['type'];
  if (kind !== componentType) throw new Error(`fake-discord: "${customId}" is a component of type ${String(kind)}, not ${componentType}`);
  if (component['disabled'] === true) throw new Error(`fake-discord: "${customId}" is disabled`);
  if (componentType === 2) return;
  const picked = values ?? [];
  const min = typeof component['min_values'] === 'number' ? component['min_values'] : 1;
  const max = typeof component['max_values'] === 'number' ? component['max_values'] : 1;
  if (picked.length < min || picked.length > max) throw new Error(`fake-discord: "${customId}" takes ${min} to ${max} values, not ${picked.length}`);
  if (new Set(picked).size !== picked.length) throw new Error(`fake-discord: "${customId}" picked the same value twice`);
  if (componentType !== 3) return;
  const options = Array.isArray(component['options']) ? component['options'].filter(isObject).map((o) => o['value']) : [];
  const unknown = picked.filter((v) => !options.includes(v));
  if (unknown.length > 0) throw new Error(`fake-discord: "${customId}" offers no option ${JSON.stringify(unknown)}`);
}
