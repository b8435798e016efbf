/**
 * Command mentions (issue 18): Discord shows `</plot:123>` (`</game new:123>` for a subcommand) as the command's
 * name, and a click fills it into the player's message box. Every text Salvo writes names commands the plain way
 * ("/plot", "`/game start`"): that is the neutral form the game and the rules write, with no Discord in it. This one
 * function turns those names into mentions on the way out (fit-message.ts calls it for every reply and post), once
 * the bot has read the ids Discord gave its registered commands (`learnCommandIds`, at start). A command whose id
 * is unknown stays plain text. Fenced code blocks are left as they are, and an inline code span becomes a mention
 * only when it holds nothing but a command (`/ready`), never when it shows options to type (`/map ship:Majestic`).
 */

/** A registered command as Discord returns it: its id, name and (sub)command options. */
export interface RegisteredCommand {
  readonly id: string;
  readonly name: string;
  readonly options?: readonly { readonly type: number; readonly name: string; readonly options?: readonly { readonly type: number; readonly name: string }[] }[];
}

const SUBCOMMAND = 1;
const SUBCOMMAND_GROUP = 2;

/** "plot" → id, "game new" → id, "gm time extend" → id. */
let known = new Map<string, string>();
let pattern: RegExp | null = null;

/** Remembers the ids of the registered commands (replacing what was known); an empty list forgets them all. */
export function learnCommandIds(commands: readonly RegisteredCommand[]): void {
  const next = new Map<string, string>();
  for (const c of commands) {
    next.set(c.name, c.id);
    for (const o of c.options ?? []) {
      if (o.type === SUBCOMMAND) next.set(`${c.name} ${o.name}`, c.id);
      if (o.type === SUBCOMMAND_GROUP) for (const s of o.options ?? []) if (s.type === SUBCOMMAND) next.set(`${c.name} ${o.name} ${s.name}`, c.id);
    }
  }
  known = next;
  // Longest paths first, so "/game new" is one mention and not "/game" followed by "new".
  const paths = [...next.keys()].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  pattern = paths.length === 0 ? null : new RegExp(`(^|[\\s(“"'*_>[])/(${paths.join('|')})(?![\\w-])`, 'g');
}

/** `</game new:123>` when the command's id is known, else "/game new". */
export function commandMention(path: string): string {
  const id = known.get(path);
  return id === undefined ? `/${path}` : `</${path}:${id}>`;
}

/** The text with every command it names as a mention (see the header for what is left alone). */
export function mentionCommands(text: string): string {
  if (pattern === null || !text.includes('/')) return text;
  return text
    .split(/(```[\s\S]*?```)/)
    .map((part) => (part.startsWith('```') ? part : mentionOutsideFences(part)))
    .join('');
}

function mentionOutsideFences(text: string): string {
  return text
    .split(/(`[^`\n]*`)/)
    .map((part) => {
      if (!part.startsWith('`') || part.length < 2) return mentionPlain(part);
      const inner = /^`\/([a-z][\w-]*(?: [a-z][\w-]*){0,2})`$/.exec(part)?.[1];
      return inner !== undefined && known.has(inner) ? commandMention(inner) : part;
    })
    .join('');
}

function mentionPlain(text: string): string {
  if (pattern === null) return text;
  return text.replace(pattern, (_m, before: string, path: string) => `${before}${commandMention(path)}`);
}
