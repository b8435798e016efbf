/**
 * How the game's neutral descriptions become what a post carries: controls become the chat's components, instants
 * its timestamps, a card (the summary of a resolved step) the chat's rich layout. The game never knows the wire format; the Discord layer installs its renderer at start
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

/**
 * A post laid out as a card (Discord's Components V2): a title, a picture of an attached file (the map), sections of
 * text parted by dividers, a small footer, and an attached file shown as a file (the log). Its text is already
 * fitted (fit-text.ts): CARD_TEXT_LIMIT characters in all.
 */
export interface CardPost {
  readonly title: string;
  /** The attached image drawn in the card: its file name. */
  readonly image: { readonly file: string; readonly description: string } | null;
  readonly sections: readonly string[];
  readonly footer: string;
  /** An attached file shown as a file at the end (the full log). */
  readonly file: string | null;
}

/** What Discord allows a Components V2 message: 4,000 characters of text displays in all, 40 components. */
export const CARD_TEXT_LIMIT = 4000;

/** A card as the chat layer wrote it: the message flags it needs and its components, stored as they are. */
export interface RenderedCard {
  readonly flags: number;
  readonly components: readonly Record<string, unknown>[];
}

export interface PostRenderer {
  rows(rows: ControlRows): RenderedRow[];
  moment(at: Date, style: MomentStyle): string;
  card(card: CardPost): RenderedCard;
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

export const renderCard = (card: CardPost): RenderedCard => renderer().card(card);

/** "in 23 hours". */
export const relative = (at: Date): string => renderer().moment(at, 'relative');

/** "due in 23 hours (Saturday 20:00)". */
export const dueText = (at: Date | null): string => (at ? `due ${relative(at)} (${renderer().moment(at, 'full')})` : 'no deadline');
