/**
 * The fake's world: one guild, its channels, users, DM channels, threads, messages and pins, plus builders
 * for the full Discord objects discord.js needs (it constructs Message/Channel/Guild from them and reads
 * fields without checking).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ChannelType } from 'discord.js';
import type {
  APIApplicationCommand,
  APIAttachment,
  APIChannel,
  APIDMChannel,
  APIEmbed,
  APIGuild,
  APIGuildMember,
  APIMessage,
  APIRole,
  APITextChannel,
  APIThreadChannel,
  APIUser,
} from 'discord.js';
import { SnowflakeGenerator } from './snowflake.ts';
import { fileIndex, type UploadedFile } from './multipart.ts';

type JsonObject = Record<string, unknown>;
export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Permission bits as strings of bigints, the way Discord sends them. */
const P = {
  AddReactions: 1n << 6n,
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  ManageMessages: 1n << 13n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  UseExternalEmojis: 1n << 18n,
  UseApplicationCommands: 1n << 31n,
  ManageThreads: 1n << 34n,
  CreatePublicThreads: 1n << 35n,
  CreatePrivateThreads: 1n << 36n,
  SendMessagesInThreads: 1n << 38n,
  PinMessages: 1n << 51n,
};
const bits = (...flags: bigint[]): string => flags.reduce((a, b) => a | b, 0n).toString();

/** What an ordinary player may do in #battles. */
export const MEMBER_PERMISSIONS = bits(
  P.AddReactions, P.ViewChannel, P.SendMessages, P.EmbedLinks, P.AttachFiles, P.ReadMessageHistory,
  P.UseExternalEmojis, P.UseApplicationCommands, P.CreatePublicThreads, P.SendMessagesInThreads,
);
/** What the bot may do (sent as app_permissions): everything it needs for games, no admin. */
export const BOT_PERMISSIONS = bits(
  BigInt(MEMBER_PERMISSIONS), P.ManageMessages, P.ManageThreads, P.CreatePrivateThreads, P.PinMessages,
);

/** Message flags the fake understands. */
export const MessageFlag = {
  HasThread: 1 << 5,
  Ephemeral: 1 << 6,
  Loading: 1 << 7,
  IsComponentsV2: 1 << 15,
} as const;

/** A user the fake knows, with the per-test switches. */
export interface UserRecord {
  user: APIUser;
  /** Sending into this user's DM answers 403 / 50007. */
  dmsClosed: boolean;
  /** Member permissions in the guild (sent in interactions as member.permissions). */
  permissions: string;
  roles: string[];
  joinedAt: string;
}

export interface ChannelRecord {
  channel: APIChannel;
  messages: APIMessage[];
  /** Pinned message ids with their pin time, newest first. */
  pins: { messageId: string; pinnedAt: string }[];
  /** Only for threads. */
  memberIds: Set<string>;
}

export interface CreateUserOptions {
  username: string;
  globalName?: string;
  dmsClosed?: boolean;
  /** Guild permissions as a bigint string; default: an ordinary player's. */
  permissions?: string;
  roles?: string[];
  bot?: boolean;
}

/** FakeState as JSON (see `snapshot`); ids stay as they were, so links and buttons keep working. */
export interface FakeStateSnapshot {
  version: 1;
  /** Where attachment links pointed when saved; they are moved to the new address on restore. */
  cdnBase: string;
  appId: string;
  guildId: string;
  channelId: string;
  users: UserRecord[];
  channels: (Omit<ChannelRecord, 'memberIds'> & { memberIds: string[] })[];
  dmChannelByUser: [string, string][];
  commands: StoredCommand[];
  attachments: { id: string; field: string; name: string; contentType: string; data: string }[];
}

export interface StoredCommand {
  /** 'global' or the guild id. */
  scope: string;
  command: APIApplicationCommand;
}

export class FakeState {
  readonly ids = new SnowflakeGenerator();
  readonly appId: string;
  readonly botUser: APIUser;
  readonly guildId: string;
  readonly guildName = 'Salvo Test Fleet';
  readonly channelId: string;
  readonly everyoneRole: APIRole;
  readonly users = new Map<string, UserRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  /** userId -> DM channel id. */
  readonly dmChannelByUser = new Map<string, string>();
  commands: StoredCommand[] = [];
  /** Uploaded bytes by attachment id, for the download route. */
  readonly attachmentData = new Map<string, UploadedFile>();
  /** Base URL for attachment download links, set once the server listens. */
  cdnBase = 'http://127.0.0.1';
  /**
   * Signs attachment links, as Discord's CDN signs its own (`hm=`): a file opens only to whoever was handed its link
   * (the bot), never to anyone guessing a path. A new key each start; `relinkAttachments` signs saved links again.
   */
  private readonly linkKey = randomBytes(32);

  constructor(appId?: string, saved?: FakeStateSnapshot) {
    this.appId = saved?.appId ?? appId ?? this.ids.next();
    this.botUser = {
      id: this.appId, // Discord bots' user id equals the application id
      username: 'Salvo',
      discriminator: '0',
      global_name: null,
      avatar: null,
      bot: true,
    };
    this.guildId = saved?.guildId ?? this.ids.next();
    this.everyoneRole = {
      id: this.guildId, // @everyone shares the guild's id
      name: '@everyone',
      color: 0,
      colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position: 0,
      permissions: MEMBER_PERMISSIONS,
      managed: false,
      mentionable: false,
      flags: 0 as APIRole['flags'],
    };
    if (saved) {
      for (const u of saved.users) this.users.set(u.user.id, u);
      for (const c of saved.channels) this.channels.set(c.channel.id, { ...c, memberIds: new Set(c.memberIds) });
      for (const [user, channel] of saved.dmChannelByUser) this.dmChannelByUser.set(user, channel);
      this.commands = saved.commands;
      for (const a of saved.attachments) this.attachmentData.set(a.id, { field: a.field, name: a.name, contentType: a.contentType, data: Buffer.from(a.data, 'base64') });
      this.channelId = saved.channelId;
      return;
    }
    this.users.set(this.botUser.id, {
      user: this.botUser,
      dmsClosed: true,
      permissions: BOT_PERMISSIONS,
      roles: [],
      joinedAt: new Date().toISOString(),
    });
    this.channelId = this.addTextChannel('battles').id;
  }

  /** Points every attachment link (saved before a restart) at the current address, signed with this start's key. */
  relinkAttachments(): void {
    for (const record of this.channels.values()) {
      for (const message of record.messages) {
        for (const a of message.attachments) a.url = a.proxy_url = this.attachmentLink(message.channel_id, a.id, a.filename);
      }
    }
  }

  /** The download link of an attachment: its address on this server and the signature that opens it. */
  attachmentLink(channelId: string, attachmentId: string, filename: string): string {
    return `${this.cdnBase}/attachments/${channelId}/${attachmentId}/${encodeURIComponent(filename)}?hm=${this.linkSignature(channelId, attachmentId)}`;
  }

  /** Whether `signature` is the one this server put on the link of that attachment in that channel. */
  linkSigned(channelId: string, attachmentId: string, signature: string): boolean {
    const expected = Buffer.from(this.linkSignature(channelId, attachmentId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private linkSignature(channelId: string, attachmentId: string): string {
    return createHmac('sha256', this.linkKey).update(`${channelId}/${attachmentId}`).digest('hex');
  }

  /** Everything a restart needs to come back as it was: users, channels with their messages and pins (files apart). */
  snapshot(): FakeStateSnapshot {
    return {
      version: 1,
      cdnBase: this.cdnBase,
      appId: this.appId,
      guildId: this.guildId,
      channelId: this.channelId,
      users: [...this.users.values()],
      channels: [...this.channels.values()].map((c) => ({ ...c, memberIds: [...c.memberIds] })),
      dmChannelByUser: [...this.dmChannelByUser],
      commands: this.commands,
      // Files are big and never change: the caller stores them from `attachmentData` (see src/local/table-store.ts).
      attachments: [],
    };
  }

  // ---- users and members -------------------------------------------------------------------------------

  createUser(opts: CreateUserOptions): APIUser {
    const user: APIUser = {
      id: this.ids.next(),
      username: opts.username,
      discriminator: '0',
      global_name: opts.globalName ?? opts.username,
      avatar: null,
      bot: opts.bot ?? false,
    };
    this.users.set(user.id, {
      user,
      dmsClosed: opts.dmsClosed ?? false,
      permissions: opts.permissions ?? MEMBER_PERMISSIONS,
      roles: opts.roles ?? [],
      joinedAt: new Date().toISOString(),
    });
    return user;
  }

  userRecord(userId: string): UserRecord | undefined {
    return this.users.get(userId);
  }

  member(userId: string): APIGuildMember | undefined {
    const record = this.users.get(userId);
    if (!record) return undefined;
    return {
      user: record.user,
      nick: null,
      avatar: null,
      banner: null,
      roles: record.roles,
      joined_at: record.joinedAt,
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0 as APIGuildMember['flags'],
      pending: false,
      communication_disabled_until: null,
    };
  }

  // ---- guild and channels --------------------------------------------------------------------------------

  addTextChannel(name: string): APITextChannel {
    const channel: APITextChannel = {
      id: this.ids.next(),
      type: 0,
      guild_id: this.guildId,
      name,
      position: this.guildChannels().length,
      permission_overwrites: [],
      parent_id: null,
      nsfw: false,
      topic: null,
      last_message_id: null,
      rate_limit_per_user: 0,
      last_pin_timestamp: null,
      default_auto_archive_duration: 1440,
    };
    this.channels.set(channel.id, { channel, messages: [], pins: [], memberIds: new Set() });
    return channel;
  }

  /** The DM channel with a user, created on first use (the same one for the bot's sends and the user's DMs). */
  dmChannel(userId: string): APIDMChannel {
    const existing = this.dmChannelByUser.get(userId);
    const record = existing === undefined ? undefined : this.channels.get(existing);
    if (record) return record.channel as APIDMChannel;
    const user = this.users.get(userId)?.user;
    const channel: APIDMChannel = {
      id: this.ids.next(),
      type: 1,
      recipients: user ? [user] : [],
      last_message_id: null,
      last_pin_timestamp: null,
      name: null,
    };
    this.channels.set(channel.id, { channel, messages: [], pins: [], memberIds: new Set() });
    this.dmChannelByUser.set(userId, channel.id);
    return channel;
  }

  /** The user on the other side of a DM channel, if the id is a DM. */
  dmRecipient(channelId: string): UserRecord | undefined {
    for (const [userId, dmId] of this.dmChannelByUser) {
      if (dmId === channelId) return this.users.get(userId);
    }
    return undefined;
  }

  guildChannels(): APIChannel[] {
    return [...this.channels.values()]
      .map((c) => c.channel)
      .filter((c) => 'guild_id' in c && c.guild_id === this.guildId && !isThread(c));
  }

  threadChannels(): APIThreadChannel[] {
    return [...this.channels.values()]
      .map((c) => c.channel)
      .filter((c): c is APIThreadChannel => isThread(c));
  }

  createThread(opts: {
    parentId: string;
    name: string;
    type: 11 | 12;
    autoArchiveDuration: number;
    invitable?: boolean;
    id?: string; // threads started from a message reuse the message's id
  }): APIThreadChannel {
    const now = new Date().toISOString();
    const id = opts.id ?? this.ids.next();
    const thread = {
      id,
      type: opts.type,
      guild_id: this.guildId,
      parent_id: opts.parentId,
      owner_id: this.botUser.id,
      name: opts.name,
      last_message_id: null,
      message_count: 0,
      member_count: 1,
      total_message_sent: 0,
      rate_limit_per_user: 0,
      flags: 0,
      applied_tags: [],
      position: 0,
      permission_overwrites: [],
      nsfw: false,
      thread_metadata: {
        archived: false,
        auto_archive_duration: opts.autoArchiveDuration,
        archive_timestamp: now,
        locked: false,
        create_timestamp: now,
        ...(opts.type === 12 ? { invitable: opts.invitable ?? true } : {}),
      },
      member: { id, user_id: this.botUser.id, join_timestamp: now, flags: 0 },
    } as unknown as APIThreadChannel; // the union of thread types is too narrow for a literal built at runtime
    this.channels.set(id, { channel: thread, messages: [], pins: [], memberIds: new Set([this.botUser.id]) });
    return thread;
  }

  guild(): APIGuild {
    return {
      id: this.guildId,
      name: this.guildName,
      icon: null,
      splash: null,
      discovery_splash: null,
      banner: null,
      description: null,
      owner_id: this.botUser.id,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      roles: [this.everyoneRole],
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: 0,
      application_id: null,
      system_channel_id: null,
      system_channel_flags: 0 as APIGuild['system_channel_flags'],
      rules_channel_id: null,
      public_updates_channel_id: null,
      safety_alerts_channel_id: null,
      vanity_url_code: null,
      premium_tier: 0,
      premium_subscription_count: 0,
      preferred_locale: 'en-US' as APIGuild['preferred_locale'],
      nsfw_level: 0,
      premium_progress_bar_enabled: false,
      hub_type: null,
      incidents_data: null,
      max_video_channel_users: 25,
      max_stage_video_channel_users: 50,
      region: 'deprecated',
    };
  }

  /** The GUILD_CREATE dispatch payload: the guild plus the lists discord.js caches from it. */
  guildCreatePayload(): JsonObject {
    const members = [...this.users.keys()].map((id) => this.member(id)).filter((m) => m !== undefined);
    return {
      ...this.guild(),
      joined_at: new Date().toISOString(),
      large: false,
      unavailable: false,
      member_count: members.length,
      members,
      channels: this.guildChannels(),
      threads: this.threadChannels(),
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  // ---- messages ------------------------------------------------------------------------------------------

  channel(channelId: string): ChannelRecord | undefined {
    return this.channels.get(channelId);
  }

  findMessage(messageId: string): { record: ChannelRecord; message: APIMessage; index: number } | undefined {
    for (const record of this.channels.values()) {
      const index = record.messages.findIndex((m) => m.id === messageId);
      const message = record.messages[index];
      if (message) return { record, message, index };
    }
    return undefined;
  }

  /**
   * Builds and stores a message from a create-message body (JSON or payload_json) and its uploaded files.
   * `extra` carries what the route knows: interaction metadata, webhook id, message type.
   */
  createMessage(channelId: string, body: JsonObject, files: UploadedFile[], extra: Partial<APIMessage> = {}): APIMessage {
    const record = this.channels.get(channelId);
    if (!record) throw new Error(`createMessage: unknown channel ${channelId}`);
    const id = this.ids.next();
    const reference = isObject(body['message_reference']) ? body['message_reference'] : undefined;
    const referenced =
      typeof reference?.['message_id'] === 'string' ? this.findMessage(reference['message_id'])?.message : undefined;
    const message: APIMessage = {
      id,
      channel_id: channelId,
      author: this.botUser,
      content: typeof body['content'] === 'string' ? body['content'] : '',
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: body['tts'] === true,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: this.attachments(channelId, undefined, body['attachments'], files),
      embeds: normalizeEmbeds(body['embeds']),
      components: Array.isArray(body['components']) ? (body['components'] as APIMessage['components']) : [],
      pinned: false,
      type: reference ? 19 : 0,
      flags: typeof body['flags'] === 'number' ? body['flags'] : 0,
      ...(reference
        ? {
            message_reference: {
              type: 0,
              message_id: String(reference['message_id']),
              channel_id: channelId,
              ...guildIdOf(record.channel),
            },
            referenced_message: referenced ?? null,
          }
        : {}),
      ...extra,
    };
    record.messages.push(message);
    const channel = record.channel as { last_message_id?: string | null; message_count?: number; total_message_sent?: number };
    channel.last_message_id = id;
    if (typeof channel.message_count === 'number') channel.message_count += 1;
    if (typeof channel.total_message_sent === 'number') channel.total_message_sent += 1;
    return message;
  }

  /** Applies an edit body (PATCH) to a stored message, replacing the object so old references stay as they were. */
  editMessage(messageId: string, body: JsonObject, files: UploadedFile[]): APIMessage | undefined {
    const found = this.findMessage(messageId);
    if (!found) return undefined;
    const old = found.message;
    const next: APIMessage = { ...old, edited_timestamp: new Date().toISOString() };
    if ('content' in body) next.content = typeof body['content'] === 'string' ? body['content'] : '';
    if ('embeds' in body) next.embeds = normalizeEmbeds(body['embeds']);
    if ('components' in body) next.components = Array.isArray(body['components']) ? (body['components'] as APIMessage['components']) : [];
    if ('attachments' in body || files.length > 0) {
      next.attachments = this.attachments(old.channel_id, old.attachments, body['attachments'], files);
    }
    if (typeof body['flags'] === 'number') {
      // Ephemeral can't be toggled by an edit; other flags (suppress embeds, components v2) can.
      next.flags = (body['flags'] & ~MessageFlag.Ephemeral) | ((old.flags ?? 0) & MessageFlag.Ephemeral);
    }
    found.record.messages[found.index] = next;
    return next;
  }

  /**
   * Attachment objects for a message. New uploads are referenced from payload_json's `attachments` by
   * `id: n` (the n of files[n]); existing attachments are kept when their snowflake id is listed.
   */
  private attachments(
    channelId: string,
    existing: APIAttachment[] | undefined,
    requested: unknown,
    files: UploadedFile[],
  ): APIAttachment[] {
    const make = (file: UploadedFile, meta: JsonObject | undefined): APIAttachment => {
      const id = this.ids.next();
      const filename = typeof meta?.['filename'] === 'string' ? meta['filename'] : file.name;
      const url = this.attachmentLink(channelId, id, filename);
      this.attachmentData.set(id, file);
      return {
        id,
        filename,
        size: file.data.length,
        url,
        proxy_url: url,
        content_type: file.contentType,
        ...(typeof meta?.['description'] === 'string' ? { description: meta['description'] } : {}),
      };
    };
    if (!Array.isArray(requested)) {
      // No attachments array: keep what was there and add every upload.
      return [...(existing ?? []), ...files.map((f) => make(f, undefined))];
    }
    const out: APIAttachment[] = [];
    const used = new Set<UploadedFile>();
    for (const meta of requested) {
      if (!isObject(meta)) continue;
      const keep = existing?.find((a) => a.id === String(meta['id']));
      if (keep) {
        out.push(keep);
        continue;
      }
      const file = files.find((f) => String(fileIndex(f)) === String(meta['id']));
      if (file) {
        used.add(file);
        out.push(make(file, meta));
      }
    }
    // Uploads not mentioned in the array are still attached (Discord does the same).
    for (const file of files) if (!used.has(file)) out.push(make(file, undefined));
    return out;
  }
}

export const isThread = (channel: APIChannel): boolean =>
  channel.type === ChannelType.PublicThread || channel.type === ChannelType.PrivateThread;

function guildIdOf(channel: APIChannel): { guild_id?: string } {
  return 'guild_id' in channel && typeof channel.guild_id === 'string' ? { guild_id: channel.guild_id } : {};
}

/** Discord fills in `type: 'rich'` and drops nulls; discord.js's Embed reads `type`. */
function normalizeEmbeds(embeds: unknown): APIEmbed[] {
  if (!Array.isArray(embeds)) return [];
  return embeds.filter(isObject).map((e) => ({ type: 'rich', ...e }) as APIEmbed);
}
