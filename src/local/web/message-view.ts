/**
 * What one user may see of a channel, and each message as the page draws it. This is the table's secrecy boundary:
 * a DM belongs to its user alone, and an ephemeral reply only to the user whose interaction it answered.
 */
import type { APIMessage, APIUser } from 'discord.js';

const EPHEMERAL = 1 << 6;
const LOADING = 1 << 7;
const COMPONENTS_V2 = 1 << 15;

export interface ViewUser {
  id: string;
  name: string;
}

export interface ViewMessage {
  id: string;
  author: ViewUser & { bot: boolean };
  content: string;
  /** Discord's component JSON as the bot sent it (action rows of buttons, or a Components V2 layout). */
  components: unknown[];
  /**
   * A Components V2 message: the components are the message (no content), and its attachments show only where a
   * media gallery or file component names them (attachment://name).
   */
  componentsV2: boolean;
  attachments: { url: string; filename: string; contentType: string }[];
  ephemeral: boolean;
  edited: boolean;
  pinned: boolean;
  /** The bot is still thinking (a deferred reply not filled in yet). */
  loading: boolean;
  /** "Ana used /game new": set on answers to slash commands. */
  usedCommand?: { user: ViewUser; name: string };
  timestamp: string;
}

export const displayName = (user: APIUser): string => user.global_name ?? user.username;

export const isEphemeral = (message: APIMessage): boolean => ((message.flags ?? 0) & EPHEMERAL) !== 0;

/** Whether `viewerId` may see this message of a channel they may open: ephemeral ones only for whom they answer. */
export function visibleTo(message: APIMessage, viewerId: string): boolean {
  if (!isEphemeral(message)) return true;
  return message.interaction_metadata?.user.id === viewerId;
}

/**
 * The page's view of a message. Attachment links point at the table's server (`origin/attachments/…?as=viewer`),
 * which checks the viewer again before handing out the file.
 */
export function toViewMessage(message: APIMessage, viewerId: string, origin: string): ViewMessage {
  const used = message.interaction;
  return {
    id: message.id,
    author: { id: message.author.id, name: displayName(message.author), bot: message.author.bot === true },
    content: message.content,
    components: message.components ?? [],
    componentsV2: ((message.flags ?? 0) & COMPONENTS_V2) !== 0,
    attachments: message.attachments.map((a) => ({
      url: `${origin}${new URL(a.url).pathname}?as=${encodeURIComponent(viewerId)}`,
      filename: a.filename,
      contentType: a.content_type ?? 'application/octet-stream',
    })),
    ephemeral: isEphemeral(message),
    edited: message.edited_timestamp !== null && message.edited_timestamp !== undefined,
    pinned: message.pinned,
    loading: ((message.flags ?? 0) & LOADING) !== 0,
    ...(used ? { usedCommand: { user: { id: used.user.id, name: displayName(used.user) }, name: used.name } } : {}),
    timestamp: message.timestamp,
  };
}
