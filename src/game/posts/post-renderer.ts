/**
 * How the game's neutral descriptions become what a post carries: controls become the chat's components, instants
 * its timestamps. The game never knows the wire format; the Discord layer installs its renderer at start
 * (src/commands/discord-posts.ts, installed by src/bot/bot.ts and by the tests' service fixtures).
 *
 * Why render here, before the outbox, and not in the dispatcher: an outbox row is stored as the exact message it
 * will send, so a crash between commit and post re-sends the same bytes, a row queued by an older release still
 * sends, and the GM's "undelivered" list and the tests read what was queued as it will look. Rendering is a pure
 * function of the description, so doing it when the post is composed changes nothing a later re-send would see.
 */
import type { ControlRows } from './controls.ts';

/** A control as the chat layer wrote it; the game reads only its label and id (for checks), and stores it as it is. */
export interface RenderedControl {
  readonly label: string;
  readonly custom_id: string;
}

/** A row of rendered controls. */
export interface RenderedRow {
  readonly components: readonly RenderedControl[];
}

/** How an instant is shown: "in 23 hours", or "Saturday 20:00" in each reader's own zone and language. */
export type MomentStyle = 'relative' | 'full';

export interface PostRenderer {
  rows(rows: ControlRows): RenderedRow[];
  moment(at: Date, style: MomentStyle): string;
}

let installed: PostRenderer | null = null;

/** Called once at start by the chat layer. */
export function installPostRenderer(renderer: PostRenderer): void {
  installed = renderer;
}

function renderer(): PostRenderer {
  if (!installed) throw new Error('no post renderer installed: the chat layer installs one at start (installDiscordPosts)');
  return installed;
}

export const renderRows = (rows: ControlRows): RenderedRow[] => renderer().rows(rows);

/** "in 23 hours". */
export const relative = (at: Date): string => renderer().moment(at, 'relative');

/** "due in 23 hours (Saturday 20:00)". */
export const dueText = (at: Date | null): string => (at ? `due ${relative(at)} (${renderer().moment(at, 'full')})` : 'no deadline');
