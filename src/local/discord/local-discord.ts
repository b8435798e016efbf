/**
 * A Discord-compatible server on this machine (REST + gateway), spoken to by the real discord.js client: the
 * local table (`npm start` with no token) runs the bot against it, and the end-to-end tests drive it as players.
 *
 *   const fake = await startLocalDiscord();
 *   const client = new Client({ intents, rest: { api: fake.apiBase } });
 *   await client.login(fake.token);
 *   const alice = fake.createUser({ username: 'alice' });
 *   const reply = await fake.sendCommand({ user: alice, name: 'about' }).waitForResponse();
 *
 * See tests/harness/README.md for what is supported and how to add a route.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { APIApplicationCommand, APIChannel, APIMessage, APIThreadChannel, APIUser } from 'discord.js';
import { isOwnHost } from '../own-host.ts';
import { FakeGateway, Intent, type GatewayEvent } from './gateway.ts';
import {
  InteractionRegistry,
  type AutocompleteInput,
  type CommandInput,
  type ComponentInput,
  type InteractionHandle,
  type ModalInput,
  type SelectInput,
} from './interactions.ts';
import type { RouteEnv } from './rest-routes.ts';
import {
  createRestHandler,
  type FailureRule,
  type RecordedRequest,
  type UnknownRoute,
  type Violation,
  type SpecCheck,
} from './rest-server.ts';
import type { UploadedFile } from './multipart.ts';
import { FakeState, MessageFlag, type CreateUserOptions, type FakeStateSnapshot } from './state.ts';

export type { FormIssue } from './discord-errors.ts';
export type { UploadedFile } from './multipart.ts';
export type { FailureRule, RecordedRequest, UnknownRoute, Violation } from './rest-server.ts';
export type {
  AutocompleteInput,
  CommandInput,
  ComponentInput,
  InteractionHandle,
  InteractionResponse,
  ModalInput,
  OptionValue,
  RawOption,
  SelectInput,
} from './interactions.ts';
export type { CreateUserOptions, FakeStateSnapshot } from './state.ts';

export interface LocalDiscordOptions {
  appId?: string;
  token?: string;
  /** Interaction callbacks later than this answer 10062 Unknown interaction (and count as a violation). 0 disables. Default 3000. */
  interactionDeadlineMs?: number;
  /** How long sendCommand & co wait for a bot to be connected to the gateway. Default 5000. */
  gatewayWaitMs?: number;
  /** Checks every request body against Discord's published API spec (the tests pass one). */
  spec?: SpecCheck;
  /** Port on 127.0.0.1; default: any free port. */
  port?: number;
  /** Keep every request and gateway dispatch for inspection (tests); the local table turns this off so memory stays flat. Default true. */
  recordRequests?: boolean;
  /** A `snapshot()` from an earlier run, to come back as it was. */
  saved?: FakeStateSnapshot;
  /** Called after a REST request changed something and before the answer goes out: make the change durable here. */
  persist?: (request: RecordedRequest) => void;
  /** Told when `persist` threw: the change stands, is answered as done, and is saved with the next save that works. */
  persistFailed?: (error: unknown, request: RecordedRequest) => void;
}

export interface ThreadInfo {
  channel: APIThreadChannel;
  memberIds: string[];
  messages: APIMessage[];
}

export interface LocalDiscord {
  readonly apiBase: string;
  readonly gatewayUrl: string;
  readonly appId: string;
  readonly token: string;
  readonly botUser: APIUser;
  readonly guildId: string;
  /** The #battles text channel. */
  readonly channelId: string;
  readonly guildName: string;

  /** Every user made with createUser (not the bot), oldest first. */
  users(): APIUser[];
  /** The guild's text channels (threads are in `threads`). */
  textChannels(): APIChannel[];
  /** The DM channel between a user and the bot, opened on first use (as Discord opens one). */
  dmChannelId(userId: string): string;

  createUser(opts: CreateUserOptions): APIUser;
  /** Adds another guild text channel (announced with CHANNEL_CREATE). */
  createTextChannel(name: string): string;

  sendCommand(input: CommandInput): Promise<InteractionHandle>;
  autocomplete(input: AutocompleteInput): Promise<InteractionHandle>;
  clickButton(input: ComponentInput): Promise<InteractionHandle>;
  selectMenu(input: SelectInput): Promise<InteractionHandle>;
  submitModal(input: ModalInput): Promise<InteractionHandle>;
  /** The user types a message in their DM with the bot; the bot gets MESSAGE_CREATE (DIRECT_MESSAGES intent). */
  sendDirectMessage(user: APIUser, content: string): Promise<APIMessage>;

  failNext(rule: FailureRule): void;

  readonly requests: readonly RecordedRequest[];
  readonly violations: readonly Violation[];
  readonly unknownRoutes: readonly UnknownRoute[];
  readonly registeredCommands: readonly { scope: string; command: APIApplicationCommand }[];
  readonly gatewayEvents: readonly GatewayEvent[];
  readonly threads: ThreadInfo[];
  /** Visible (non-ephemeral) messages of a channel, oldest first, as they are now. */
  messages(channelId?: string, opts?: { includeEphemeral?: boolean }): APIMessage[];
  /** Messages the bot sent into a user's DM, oldest first. */
  dmMessages(userId: string): APIMessage[];
  /** Pinned messages of a channel, most recently pinned first. */
  pins(channelId?: string): APIMessage[];
  waitForRequest(predicate: (r: RecordedRequest) => boolean, timeoutMs?: number): Promise<RecordedRequest>;
  /** Forgets recorded requests, violations and unknown routes (state stays). */
  clearRecords(): void;
  close(): Promise<void>;
  /** Calls `listener` after anything visible changed (a message, an edit, a pin, a thread, a user); returns an unsubscribe. */
  onChange(listener: () => void): () => void;
  /** The server's state as JSON, for `saved` on the next start; uploaded files are in `files`. */
  snapshot(): FakeStateSnapshot;
  /** Every uploaded file by attachment id. */
  readonly files: ReadonlyMap<string, UploadedFile>;
}

class LocalDiscordServer implements LocalDiscord {
  readonly state: FakeState;
  readonly token: string;
  readonly requests: RecordedRequest[] = [];
  readonly violations: Violation[] = [];
  readonly unknownRoutes: UnknownRoute[] = [];
  private readonly failures: FailureRule[] = [];
  private readonly interactions: InteractionRegistry;
  private readonly server: Server;
  private readonly gateway: FakeGateway;
  private requestWaiters: ((r: RecordedRequest) => void)[] = [];
  private readonly changeListeners = new Set<() => void>();
  /** Came back from a snapshot: its attachment links are made again for this address and key. */
  private readonly restored: boolean;
  private port = 0;
  private readonly gatewayWaitMs: number;
  /** Known only once listening; routes read it lazily. */
  private readonly gatewayUrlRef = { url: '' };

  constructor(opts: LocalDiscordOptions) {
    this.state = new FakeState(opts.appId, opts.saved);
    this.restored = opts.saved !== undefined;
    this.token = opts.token ?? `${Buffer.from(this.state.appId).toString('base64url')}.fake.${randomBytes(20).toString('base64url')}`;
    this.gatewayWaitMs = opts.gatewayWaitMs ?? 5000;
    this.port = opts.port ?? 0;
    this.interactions = new InteractionRegistry(this.state);
    this.server = createServer();
    // Only requests addressed to this server by name, on REST and the gateway alike (no DNS rebinding).
    const acceptsHost = (host: string | undefined): boolean => isOwnHost(host, this.port);
    this.gateway = new FakeGateway(this.server, this.state, this.token, acceptsHost);
    const gatewayUrlRef = this.gatewayUrlRef;
    const env: RouteEnv = {
      state: this.state,
      gateway: this.gateway,
      interactions: this.interactions,
      interactionDeadlineMs: opts.interactionDeadlineMs ?? 3000,
      get gatewayUrl() {
        return gatewayUrlRef.url;
      },
      violation: () => undefined, // replaced per request by the REST server
    };
    this.server.on(
      'request',
      createRestHandler({
        token: this.token,
        acceptsHost,
        env,
        requests: this.requests,
        violations: this.violations,
        unknownRoutes: this.unknownRoutes,
        failures: this.failures,
        spec: opts.spec,
        beforeRespond: opts.persist,
        persistFailed: opts.persistFailed,
        onRecorded: (r) => {
          for (const waiter of this.requestWaiters) waiter(r);
          if (r.method !== 'GET' && r.status > 0 && r.status < 400) this.changed();
          // The table keeps no history: neither the requests nor the gateway's dispatches (the tests read those).
          if (opts.recordRequests === false) {
            this.requests.splice(this.requests.indexOf(r), 1);
            this.gateway.sent.splice(0);
          }
        },
      }),
    );
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
    this.gatewayUrlRef.url = `ws://127.0.0.1:${this.port}`;
    this.gateway.url = this.gatewayUrlRef.url;
    this.state.cdnBase = `http://127.0.0.1:${this.port}`;
    if (this.restored) this.state.relinkAttachments();
  }

  get apiBase(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }
  get gatewayUrl(): string {
    return this.gatewayUrlRef.url;
  }
  get appId(): string {
    return this.state.appId;
  }
  get botUser(): APIUser {
    return this.state.botUser;
  }
  get guildId(): string {
    return this.state.guildId;
  }
  get channelId(): string {
    return this.state.channelId;
  }
  get guildName(): string {
    return this.state.guildName;
  }
  users(): APIUser[] {
    return [...this.state.users.values()].map((r) => r.user).filter((u) => u.bot !== true);
  }
  textChannels(): APIChannel[] {
    return this.state.guildChannels();
  }
  dmChannelId(userId: string): string {
    return this.state.dmChannel(userId).id;
  }
  get registeredCommands(): readonly { scope: string; command: APIApplicationCommand }[] {
    return this.state.commands;
  }
  get gatewayEvents(): readonly GatewayEvent[] {
    return this.gateway.sent;
  }
  get threads(): ThreadInfo[] {
    return this.state.threadChannels().map((channel) => {
      const record = this.state.channel(channel.id);
      return { channel, memberIds: [...(record?.memberIds ?? [])], messages: record?.messages ?? [] };
    });
  }

  snapshot(): FakeStateSnapshot {
    return this.state.snapshot();
  }

  get files(): ReadonlyMap<string, UploadedFile> {
    return this.state.attachmentData;
  }

  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  createUser(opts: CreateUserOptions): APIUser {
    const user = this.state.createUser(opts);
    this.changed();
    const member = this.state.member(user.id);
    this.gateway.dispatch('GUILD_MEMBER_ADD', { ...member, guild_id: this.state.guildId }, Intent.GuildMembers);
    return user;
  }

  createTextChannel(name: string): string {
    const channel = this.state.addTextChannel(name);
    this.gateway.dispatch('CHANNEL_CREATE', channel, Intent.Guilds);
    return channel.id;
  }

  private async dispatchInteraction(handle: InteractionHandle): Promise<InteractionHandle> {
    await this.gateway.waitForReady(this.gatewayWaitMs);
    handle.dispatchedAt = Date.now();
    this.gateway.dispatch('INTERACTION_CREATE', handle.payload);
    return handle;
  }

  sendCommand(input: CommandInput): Promise<InteractionHandle> {
    return this.dispatchInteraction(this.interactions.command(input));
  }
  autocomplete(input: AutocompleteInput): Promise<InteractionHandle> {
    return this.dispatchInteraction(this.interactions.autocomplete(input));
  }
  clickButton(input: ComponentInput): Promise<InteractionHandle> {
    return this.dispatchInteraction(this.interactions.component(input, 2));
  }
  selectMenu(input: SelectInput): Promise<InteractionHandle> {
    return this.dispatchInteraction(this.interactions.component(input, input.componentType ?? 3, input.values));
  }
  submitModal(input: ModalInput): Promise<InteractionHandle> {
    return this.dispatchInteraction(this.interactions.modalSubmit(input));
  }

  async sendDirectMessage(user: APIUser, content: string): Promise<APIMessage> {
    await this.gateway.waitForReady(this.gatewayWaitMs);
    const dm = this.state.dmChannel(user.id);
    const message = this.state.createMessage(dm.id, { content }, [], {});
    message.author = user;
    // Real Discord says which kind of channel a message is in; discord.js needs it to build an uncached DM channel.
    this.gateway.dispatch('MESSAGE_CREATE', { ...message, channel_type: 1 }, Intent.DirectMessages);
    this.changed();
    return message;
  }

  failNext(rule: FailureRule): void {
    this.failures.push({ ...rule, times: rule.times ?? 1 });
  }

  messages(channelId = this.state.channelId, opts: { includeEphemeral?: boolean } = {}): APIMessage[] {
    const list = this.state.channel(channelId)?.messages ?? [];
    return opts.includeEphemeral ? [...list] : list.filter((m) => ((m.flags ?? 0) & MessageFlag.Ephemeral) === 0);
  }

  dmMessages(userId: string): APIMessage[] {
    const channelId = this.state.dmChannelByUser.get(userId);
    return channelId === undefined ? [] : this.messages(channelId);
  }

  pins(channelId = this.state.channelId): APIMessage[] {
    const record = this.state.channel(channelId);
    if (!record) return [];
    return record.pins
      .map((p) => record.messages.find((m) => m.id === p.messageId))
      .filter((m): m is APIMessage => m !== undefined);
  }

  waitForRequest(predicate: (r: RecordedRequest) => boolean, timeoutMs = 5000): Promise<RecordedRequest> {
    const done = this.requests.find((r) => r.status !== 0 && predicate(r));
    if (done) return Promise.resolve(done);
    return new Promise((resolve, reject) => {
      const waiter = (r: RecordedRequest): void => {
        if (!predicate(r)) return;
        cleanup();
        resolve(r);
      };
      const timer = setTimeout(() => {
        cleanup();
        const seen = this.requests.map((r) => `${r.method} ${r.path} ${r.status}`).join('\n  ');
        reject(new Error(`fake-discord: no matching request within ${timeoutMs} ms; seen:\n  ${seen}`));
      }, timeoutMs);
      const cleanup = (): void => {
        clearTimeout(timer);
        this.requestWaiters = this.requestWaiters.filter((w) => w !== waiter);
      };
      this.requestWaiters.push(waiter);
    });
  }

  clearRecords(): void {
    this.requests.length = 0;
    this.violations.length = 0;
    this.unknownRoutes.length = 0;
  }

  async close(): Promise<void> {
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export async function startLocalDiscord(opts: LocalDiscordOptions = {}): Promise<LocalDiscord> {
  const fake = new LocalDiscordServer(opts);
  await fake.listen();
  return fake;
}
