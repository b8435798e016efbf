/**
 * The one function that fits a message to Discord's limits before it leaves: 2,000 characters of content, 10 files.
 * Long content is cut at a line boundary (a single line longer than the limit at a grapheme boundary, never inside
 * a surrogate pair or an emoji sequence), ends with "… and N more lines", and the whole text is attached as a file,
 * so nothing a player should read is lost. Mentions are never scraped from the text: a message pings only the users
 * its builder lists, each once.
 */
import type { AttachmentPayload, BaseMessageOptions, MessageMentionOptions } from 'discord.js';
import { mentionCommands } from './command-mention.ts';
import { fitText, type FitOptions } from '../game/posts/fit-text.ts';

export { CONTENT_LIMIT, cutGraphemes, fitText, type FitOptions, type FittedText } from '../game/posts/fit-text.ts';

export const FILE_LIMIT = 10;

/** A message as the commands build it; `fit` says how to cut it (a refusal's cut lines are "problems"). */
export type MessageOptions = BaseMessageOptions & { flags?: number; fit?: FitOptions };

/** Users a message may ping, each once; nothing else (no roles, no @everyone). */
export function mentionsOnly(users: readonly string[] = []): MessageMentionOptions {
  return { parse: [], users: [...new Set(users)].slice(0, 100) };
}

/**
 * A message fitted to Discord: content cut with the full text attached, at most 10 files, and allowed mentions set
 * (none, unless the builder listed users). Used by every reply, follow-up, edit, DM and thread post.
 */
export function fitMessage<T extends MessageOptions>(message: T | string, fit: FitOptions = {}): Omit<T, 'fit'> {
  const { fit: own, ...msg } = (typeof message === 'string' ? { content: message } : message) as T;
  const options = { ...own, ...fit };
  const files: NonNullable<BaseMessageOptions['files']>[number][] = [...(msg.files ?? [])];
  let content = msg.content;
  if (typeof content === 'string') {
    // Commands named in the text become clickable mentions (command-mention.ts); the attached full text stays plain.
    const fitted = fitText(mentionCommands(content), options);
    if (fitted.full !== null) files.unshift(textFile(content, options.fileName ?? 'full-text.txt'));
    content = fitted.content;
  }
  return {
    ...msg,
    ...(content !== undefined && content !== null ? { content } : {}),
    ...(files.length > 0 || msg.files ? { files: files.slice(0, FILE_LIMIT) } : {}),
    allowedMentions: msg.allowedMentions ?? mentionsOnly(),
  };
}

const textFile = (text: string, name: string): AttachmentPayload => ({ attachment: Buffer.from(text, 'utf8'), name });
