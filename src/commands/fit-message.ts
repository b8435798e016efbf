/**
 * The one function that fits a message to Discord's limits before it leaves: 2,000 characters of content, 10 files.
 * Long content is cut at a line boundary (a single line longer than the limit at a grapheme boundary, never inside
 * a surrogate pair or an emoji sequence), ends with "… and N more lines", and the whole text is attached as a file,
 * so nothing a player should read is lost. Mentions are never scraped from the text: a message pings only the users
 * its builder lists, each once.
 */
import type { AttachmentPayload, BaseMessageOptions, MessageMentionOptions } from 'discord.js';
import { mentionCommands } from './command-mention.ts';

export const CONTENT_LIMIT = 2000;
export const FILE_LIMIT = 10;

export interface FitOptions {
  /** What the cut lines are, for the closing line: "problems" gives "… and 3 more problems". Default "lines". */
  noun?: string;
  /** The attached full text's file name. Default "full-text.txt". */
  fileName?: string;
  /** Content limit (default 2,000). */
  limit?: number;
}

export interface FittedText {
  content: string;
  /** The whole text, when the content had to be cut. */
  full: string | null;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** At most `max` UTF-16 units of `text`, cut between graphemes. */
export function cutGraphemes(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const { segment } of segmenter.segment(text)) {
    if (out.length + segment.length > max) break;
    out += segment;
  }
  return out;
}

/** "1 more problem", "3 more problems": the noun is given in the plural. */
const moreLine = (n: number, noun: string, fileName: string): string =>
  n === 0 ? `… (the whole text is in ${fileName})` : `… and ${n} more ${n === 1 ? noun.replace(/s$/, '') : noun} (all of it in ${fileName})`;

/** The content cut to fit, with the closing line, and the full text when anything was cut. */
export function fitText(text: string, { noun = 'lines', fileName = 'full-text.txt', limit = CONTENT_LIMIT }: FitOptions = {}): FittedText {
  if (text.length <= limit) return { content: text, full: null };
  const lines = text.split('\n');
  // The closing line is measured at its longest (every line cut), so it always fits after what is kept.
  const room = limit - moreLine(lines.length, noun, fileName).length - 1;
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    const cost = line.length + (kept.length > 0 ? 1 : 0);
    if (used + cost > room) {
      // A first line that alone is too long is cut inside, so the message still says something.
      if (kept.length === 0) kept.push(`${cutGraphemes(line, room - 1)}…`);
      break;
    }
    kept.push(line);
    used += cost;
  }
  return { content: [...kept, moreLine(lines.length - kept.length, noun, fileName)].join('\n'), full: text };
}

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
