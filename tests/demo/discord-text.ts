/**
 * Discord message markup as a reader of the transcript should see it: mentions and timestamps the way the Discord
 * client shows them, the text quoted, and the buttons of a message as a row of labels.
 */
import type { APIMessage } from 'discord.js';

export interface Names {
  user(id: string): string | undefined;
  channel(id: string): string | undefined;
}

/** "in 23 hours", "5 minutes ago": Discord's relative timestamp, from the demo's own clock. */
function relative(at: Date, now: Date): string {
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  const [amount, unit] =
    abs < 90 ? [abs, 'second'] : abs < 5400 ? [Math.round(abs / 60), 'minute'] : abs < 129_600 ? [Math.round(abs / 3600), 'hour'] : [Math.round(abs / 86_400), 'day'];
  const phrase = `${amount} ${unit}${amount === 1 ? '' : 's'}`;
  return seconds >= 0 ? `in ${phrase}` : `${phrase} ago`;
}

/** "Sat 12 Jul 2025 20:00 UTC": Discord shows each reader's own time zone; the transcript uses UTC. */
function absolute(at: Date): string {
  const date = at.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).replace(/,/g, '');
  return `${date} ${at.toISOString().slice(11, 16)} UTC`;
}

/** Mentions, channel links and timestamps as the Discord client renders them. */
export function displayText(content: string, names: Names, now: Date): string {
  return content
    .replace(/<@!?(\d+)>/g, (whole, id: string) => `@${names.user(id) ?? whole}`)
    .replace(/<#(\d+)>/g, (whole, id: string) => `#${names.channel(id) ?? whole}`)
    .replace(/<t:(\d+)(?::([tTdDfFR]))?>/g, (_whole, seconds: string, style: string | undefined) => {
      const at = new Date(Number(seconds) * 1000);
      return style === 'R' ? relative(at, now) : absolute(at);
    });
}

/** The text as a Markdown block quote (an empty line stays part of the quote). */
export function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

interface LooseComponent {
  type?: number;
  label?: string;
  placeholder?: string;
  custom_id?: string;
  url?: string;
  components?: LooseComponent[];
}

/** The buttons and menus of a message, one Markdown line per row: `[Plot Majestic]` `[Ready]`. */
export function componentRows(message: Pick<APIMessage, 'components'>): string[] {
  const rows = (message.components ?? []) as unknown as LooseComponent[];
  return rows
    .map((row) =>
      (row.components ?? [])
        .map((c) => {
          if (c.type === 2) return `\`[${c.label ?? '…'}]\``;
          if (c.type !== undefined && c.type >= 3 && c.type <= 8) return `\`[▾ ${c.placeholder ?? 'choose'}]\``;
          return '';
        })
        .filter((s) => s !== '')
        .join(' '),
    )
    .filter((line) => line !== '');
}

/** The label of the button with this custom_id on the message, for "Ana clicks [Ready]". */
export function buttonLabel(message: Pick<APIMessage, 'components'> | undefined, customId: string): string | undefined {
  const rows = (message?.components ?? []) as unknown as LooseComponent[];
  return rows.flatMap((row) => row.components ?? []).find((c) => c.custom_id === customId)?.label;
}

/** custom_ids of every button on a message, in order. */
export function buttonIds(message: Pick<APIMessage, 'components'>): string[] {
  const rows = (message.components ?? []) as unknown as LooseComponent[];
  return rows.flatMap((row) => row.components ?? []).flatMap((c) => (c.custom_id ? [c.custom_id] : []));
}
