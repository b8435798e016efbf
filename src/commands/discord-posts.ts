/**
 * The game's neutral post parts in Discord's wire format: controls become action rows of buttons or a string
 * select menu (discord.js builders), instants become Discord timestamps (`time()`), which each reader sees in their own zone and language,
 * and a card (a resolved step's summary) becomes a Components V2 container with the map inline.
 * src/bot installs this renderer at start (the game renders posts through it before they are queued: see
 * src/game/posts/post-renderer.ts for why there and not in the outbox dispatcher).
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ComponentType,
  ContainerBuilder,
  FileBuilder,
  MediaGalleryBuilder,
  MediaGalleryItemBuilder,
  MessageFlags,
  SeparatorBuilder,
  SeparatorSpacingSize,
  StringSelectMenuBuilder,
  TextDisplayBuilder,
  time,
  TimestampStyles,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
} from 'discord.js';
import type { ControlRows, ControlStyle, Control } from '../game/posts/controls.ts';
import { installPostRenderer, type CardPost, type MomentStyle, type PostRenderer, type RenderedCard, type RenderedRow } from '../game/posts/post-renderer.ts';
import { encodeCustomId } from './custom-id.ts';

const STYLE: Readonly<Record<ControlStyle, ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger>> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

const MOMENT: Readonly<Record<MomentStyle, (typeof TimestampStyles)[keyof typeof TimestampStyles]>> = {
  relative: TimestampStyles.RelativeTime,
  full: TimestampStyles.ShortDateTime,
};

/** A button as built from data (the setters would re-check lengths the game has already cut to fit). */
export const buttonOf = (c: Control): ButtonBuilder =>
  new ButtonBuilder({ type: ComponentType.Button, style: STYLE[c.style], label: c.label, custom_id: encodeCustomId(c.action) });

/** A string select menu of one pick; Discord's limits (25 options, 100 characters) were kept where it was described. */
export const menuOf = (c: Control): StringSelectMenuBuilder =>
  new StringSelectMenuBuilder({
    type: ComponentType.StringSelect,
    custom_id: encodeCustomId(c.action),
    placeholder: [...c.label].slice(0, 150).join(''),
    options: (c.options ?? []).slice(0, 25).map((o) => ({
      label: [...o.label].slice(0, 100).join(''),
      value: o.value.slice(0, 100),
      ...(o.description ? { description: [...o.description].slice(0, 100).join('') } : {}),
      ...(o.picked ? { default: true } : {}),
    })),
  });

/** One row: a menu alone, or up to five buttons. */
const rowOf = (row: readonly Control[]): APIActionRowComponent<APIComponentInMessageActionRow> => {
  const menu = row.find((c) => c.options !== undefined);
  return menu
    ? new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menuOf(menu)).toJSON()
    : new ActionRowBuilder<ButtonBuilder>().addComponents(row.map(buttonOf)).toJSON();
};

/** Rows of buttons and menus as Discord JSON, as stored in the outbox and sent. */
export const componentRows = (rows: ControlRows): APIActionRowComponent<APIButtonComponentWithCustomId>[] =>
  rows.map((row) => rowOf(row) as APIActionRowComponent<APIButtonComponentWithCustomId>);

/** A game post's rows, which this renderer made, as discord.js takes them. */
export const sentRows = (rows: readonly RenderedRow[]): APIActionRowComponent<APIButtonComponentWithCustomId>[] => rows as unknown as APIActionRowComponent<APIButtonComponentWithCustomId>[];

/** Salvo's accent on a card's left edge. */
const ACCENT = 0x5865f2;

/**
 * A card as one Components V2 container: the title, the map in a media gallery (attachment://), each section as a
 * text display after a divider, the footer, and the log as a file component. Phones show it as one column.
 */
export function cardComponents(card: CardPost): RenderedCard {
  const box = new ContainerBuilder().setAccentColor(ACCENT).addTextDisplayComponents(new TextDisplayBuilder().setContent(card.title));
  if (card.image) {
    box.addMediaGalleryComponents(new MediaGalleryBuilder().addItems(new MediaGalleryItemBuilder().setURL(`attachment://${card.image.file}`).setDescription(card.image.description)));
  }
  for (const section of card.sections.filter((s) => s.length > 0)) {
    box.addSeparatorComponents(new SeparatorBuilder().setDivider(true).setSpacing(SeparatorSpacingSize.Small));
    box.addTextDisplayComponents(new TextDisplayBuilder().setContent(section));
  }
  box.addTextDisplayComponents(new TextDisplayBuilder().setContent(card.footer));
  if (card.file) box.addFileComponents(new FileBuilder().setURL(`attachment://${card.file}`));
  return { flags: MessageFlags.IsComponentsV2, components: [box.toJSON() as unknown as Record<string, unknown>] };
}

export const discordPosts: PostRenderer = {
  // Every button here has a label and a custom id: what the game may read of them (a menu's label is its placeholder).
  rows: (rows) => componentRows(rows) as unknown as RenderedRow[],
  moment: (at, style) => time(at, MOMENT[style]),
  card: cardComponents,
};

/** Makes the game render its posts for Discord; called once at start. */
export const installDiscordPosts = (): void => installPostRenderer(discordPosts);
