/**
 * "Pick a space" (docs/playing.md §9): the one picker for every placement and move, in every system that has one. From
 * a step prompt's "Pick on map": the unit (buttons, when the seat has several), then a zoomed map with the legal places
 * highlighted and numbered (game/pick-places.ts, render/map/picks.ts) and select menus of the numbers, each option
 * saying what it means ("3 · 0605", "facing NE · order 2P2(4)"); a place the unit can take facing several ways asks
 * which with a button each. The pick is sent as the line a player would type ("Vigilant: 2P2(4)"), into the same
 * draft typed orders build (game/drafts.ts), and answered with the draft's echo.
 *
 * No place is dropped: up to 125 places are five menus of 25 under one map; more, or places whose map would draw the
 * numbers too small to read at 550 px, are split into pages (runs of numbers, each zoomed in on its own map, at most
 * four menus) with a button to each other page. Custom ids (custom-id.ts, kind `pick`, arg):
 *   (none)              the prompt's "Pick on map"
 *   `u:<page>:<unit>`   the picker for a unit, at a page
 *   `h:<row>:<unit>`    a select of places (its value: the place's number)
 *   `o:<n>:<k>:<unit>`  option k of place n (a facing)
 */
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  StringSelectMenuBuilder,
  type ButtonInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { PickOption, PickPlace, PickSet } from '../rules/core/assist.ts';
import type { Scene } from '../rules/core/scene.ts';
import { guideFor, sendOrders } from '../game/drafts.ts';
import { pickView, type PickView } from '../game/pick-places.ts';
import { bareName, plain } from '../game/posts/player-text.ts';
import { pickViewport, placePx } from '../render/map/picks.ts';
import { renderMapPng } from '../render/map/render-map.ts';
import type { CommandContext, ComponentHandler } from './command.ts';
import { customIdOf, encodeCustomId, PREFIX } from './custom-id.ts';
import { draftReply, refusal } from './draft-reply.ts';
import type { MessageOptions } from './fit-message.ts';
import { answer, editReply, fitLabel } from './respond.ts';
import { gameHeading } from './which-game.ts';

const gameCtx = (ctx: CommandContext) => ({ db: ctx.db, now: ctx.now });
const STALE = 'That button is from an old message; use the newest prompt or /plot.';
/** Discord: 25 options a menu, 5 rows a message. */
const PER_MENU = 25;
const ALL_IN_ONE = 5 * PER_MENU;
const PER_PAGE = 4 * PER_MENU;
/** The picker's PNG: 1024 wide, shown about 550 wide in Discord. */
const PICK_MAP_SIZE = 1024;
/** Smallest place (a hex's or a point's room, radius in pixels at Discord's 550) a page's map may draw before the places are split into pages. */
const MIN_HEX_PX = 15;

type PickInteraction = ButtonInteraction | StringSelectMenuInteraction;
type Id = { gameId: number; stepKey: string };

const pickId = (id: Id, arg: string): string => encodeCustomId({ kind: 'pick', gameId: id.gameId, stepKey: id.stepKey, arg });

/** The scene with only these places numbered. */
const sceneWith = (scene: Scene, places: readonly PickPlace[]): Scene => ({
  ...scene,
  overlays: scene.overlays.map((o) => (o.kind === 'pick' ? { ...o, places: o.places.filter((p) => places.some((q) => q.n === p.n)) } : o)),
});

/**
 * The pages of places, each a run of numbers: all of them when they fit five menus and their map draws hexes of at
 * least MIN_HEX_PX at 550 px (hexes, or the room between points on a free board); else halves, again and again, until each page fits four menus (a row is left for the
 * page buttons) and is drawn large enough, or is a single menu. Every place is on exactly one page.
 */
export function pickPages(scene: Scene, set: PickSet): PickPlace[][] {
  const bigEnough = (places: readonly PickPlace[]): boolean => {
    const view = pickViewport(sceneWith(scene, places), set.unitId);
    return view === undefined || placePx(sceneWith(scene, places), view) >= MIN_HEX_PX;
  };
  const split = (places: PickPlace[], limit: number): PickPlace[][] => {
    if (places.length <= PER_MENU || (places.length <= limit && bigEnough(places))) return [places];
    const half = Math.ceil(places.length / 2);
    return [...split(places.slice(0, half), PER_PAGE), ...split(places.slice(half), PER_PAGE)];
  };
  return split([...set.places], ALL_IN_ONE);
}

/** An option's button label: "facing N · 3(3)", or just "facing NE" when its order only repeats the place and facing. */
const optionLabel = (o: PickOption): string => (o.notation.endsWith(o.label) ? o.label : `${o.label} · ${o.notation}`);

/** What picking a place means, for the menu: one option in full, several as "N 3(3) · NE 2S1(3)" or "facing NE, SE…". */
export function placeDescription(place: PickPlace): string {
  const only = place.options.length === 1 ? place.options[0] : undefined;
  if (only) return fitLabel(`${only.label} · order ${only.notation}`, 100);
  if (place.options.every((o) => o.notation.endsWith(o.label))) return fitLabel(`any of ${place.options.map((o) => o.label.replace(/^facing /, '')).join(', ')}`, 100);
  return fitLabel(place.options.map((o) => `${o.label.replace(/^facing /, '')} ${o.notation}`).join(' · '), 100);
}

const range = (places: readonly PickPlace[]): string => `${places[0]?.n ?? 0}–${places[places.length - 1]?.n ?? 0}`;

/** The select menus of a page, and buttons to the other pages. */
function pickerRows(id: Id, set: PickSet, pages: readonly PickPlace[][], page: number): ActionRowBuilder<StringSelectMenuBuilder | ButtonBuilder>[] {
  const shown = pages[page] ?? [];
  const rows: ActionRowBuilder<StringSelectMenuBuilder | ButtonBuilder>[] = [];
  for (let i = 0; i < shown.length; i += PER_MENU) {
    const chunk = shown.slice(i, i + PER_MENU);
    const menu = new StringSelectMenuBuilder()
      .setCustomId(pickId(id, `h:${rows.length}:${set.unitId}`))
      .setPlaceholder(`Places ${range(chunk)}`)
      .addOptions(chunk.map((p) => ({ label: fitLabel(`${p.n} · ${p.name}`, 100), value: String(p.n), description: placeDescription(p) })));
    rows.push(new ActionRowBuilder<StringSelectMenuBuilder | ButtonBuilder>().addComponents(menu));
  }
  if (pages.length > 1) {
    // One button per other page, at most five: the pages nearest this one.
    const others = pages.map((places, k) => ({ places, k })).filter((x) => x.k !== page);
    const near = others.sort((a, b) => Math.abs(a.k - page) - Math.abs(b.k - page)).slice(0, 5).sort((a, b) => a.k - b.k);
    const nav = new ActionRowBuilder<StringSelectMenuBuilder | ButtonBuilder>();
    for (const { places, k } of near) nav.addComponents(new ButtonBuilder().setCustomId(pickId(id, `u:${k}:${set.unitId}`)).setStyle(ButtonStyle.Secondary).setLabel(`Places ${range(places)}`));
    rows.push(nav);
  }
  return rows;
}

/** The picker message: the page's zoomed, numbered map and its menus. */
export async function pickerMessage(ctx: CommandContext, id: Id, view: PickView, page: number): Promise<MessageOptions> {
  const pages = pickPages(view.scene, view.set);
  const p = Math.min(Math.max(0, page), pages.length - 1);
  const shown = sceneWith(view.scene, pages[p] ?? []);
  const scene = pages.length > 1 ? { ...shown, caption: `${view.scene.caption.replace(/ \(\d+\)$/, '')} · ${range(pages[p] ?? [])} of ${view.set.places.length}` } : shown;
  const viewport = pickViewport(scene, view.set.unitId);
  const png = await renderMapPng(scene, { size: PICK_MAP_SIZE, ...(viewport ? { viewport } : {}) });
  const name = `game-${id.gameId}-pick.png`;
  const file = new AttachmentBuilder(png.data, { name, description: `Game ${id.gameId}: numbered places for ${plain(view.set.unitName)}` });
  const paging = pages.length > 1 ? ` This is places ${range(pages[p] ?? [])} of ${view.set.places.length}; the buttons show the others.` : '';
  const content = [
    gameHeading(gameCtx(ctx), id.gameId),
    `**${view.stepTitle}** · pick a place for ${plain(view.set.unitName)}`,
    plain(view.set.note),
    `Pick a number below; the map shows where each is.${paging} Typing the order works as well.`,
  ].join('\n');
  return { content, files: [file], components: pickerRows(id, view.set, pages, p).map((r) => r.toJSON()) };
}

/** Sends a picked option as a typed line, then answers with the draft's echo, the pick first. */
async function sendPick(interaction: PickInteraction, ctx: CommandContext, id: Id, place: PickPlace, k: number): Promise<void> {
  const option = place.options[k];
  if (!option) return answer(interaction, STALE);
  const result = sendOrders(gameCtx(ctx), id.gameId, interaction.user.id, option.line, { stepKey: id.stepKey });
  if (!result.ok) return answer(interaction, refusal(result.error, 'Not accepted'));
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const echoed = await draftReply(gameCtx(ctx), interaction.user.id, result);
  await editReply(interaction, { ...echoed, content: `Picked ${place.n} · ${place.name} ${option.label}: ${plain(option.line)}\n${echoed.content}` });
}

/** Buttons for the facings of one place. */
function optionRows(id: Id, set: PickSet, place: PickPlace): ActionRowBuilder<ButtonBuilder>[] {
  const buttons = place.options.map((o, k) =>
    new ButtonBuilder().setCustomId(pickId(id, `o:${place.n}:${k}:${set.unitId}`)).setStyle(ButtonStyle.Primary).setLabel(fitLabel(optionLabel(o), 80)),
  );
  return Array.from({ length: Math.ceil(buttons.length / 5) }, (_, i) => new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(i * 5, i * 5 + 5))).slice(0, 5);
}

/** The prompt's "Pick on map": the picker itself for one unit, else a button per unit. */
async function chooseUnit(interaction: ButtonInteraction, ctx: CommandContext, id: Id): Promise<void> {
  const guided = guideFor(gameCtx(ctx), id.gameId, interaction.user.id, id.stepKey);
  if (!guided.ok) return answer(interaction, refusal(guided.error, 'Not now'));
  const picks = guided.value.guide.picks ?? [];
  if (picks.length === 1 && picks[0]) return showPicker(interaction, ctx, id, picks[0], 0);
  if (picks.length === 0) return answer(interaction, `Nothing in ${guided.value.stepTitle} is given by picking on a map; use Plot or type the orders.`);
  const nameOf = (unitId: string): string => bareName(guided.value.guide.units.find((u) => u.id === unitId)?.name ?? 'a unit');
  const buttons = picks.slice(0, 25).map((u) => new ButtonBuilder().setCustomId(pickId(id, `u:0:${u}`)).setStyle(ButtonStyle.Primary).setLabel(fitLabel(nameOf(u), 80)));
  const rows = Array.from({ length: Math.ceil(buttons.length / 5) }, (_, i) => new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(i * 5, i * 5 + 5)).toJSON());
  const more = picks.length > 25 ? ` The first 25 are here; give the other ${picks.length - 25} by Plot or by typing.` : '';
  await answer(interaction, { content: `**${guided.value.stepTitle}** · which unit do you want to place on the map?${more}`, components: rows });
}

async function showPicker(interaction: PickInteraction, ctx: CommandContext, id: Id, unitId: string, page: number): Promise<void> {
  const view = pickView(gameCtx(ctx), id.gameId, interaction.user.id, unitId, id.stepKey);
  if (!view.ok) return answer(interaction, refusal(view.error, 'Not now'));
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  await editReply(interaction, await pickerMessage(ctx, id, view.value, page));
}

/** A place picked from a menu: its only option sent, or a button for each of its facings. */
async function placePicked(interaction: StringSelectMenuInteraction, ctx: CommandContext, id: Id, unitId: string): Promise<void> {
  const view = pickView(gameCtx(ctx), id.gameId, interaction.user.id, unitId, id.stepKey);
  if (!view.ok) return answer(interaction, refusal(view.error, 'Not now'));
  const place = view.value.set.places.find((p) => String(p.n) === interaction.values[0]);
  if (!place) return answer(interaction, STALE);
  if (place.options.length === 1) return sendPick(interaction, ctx, id, place, 0);
  const verbs = { deploy: 'deploy there', move: 'end its move there', mine: 'lay a mine there' } as const;
  const verb = verbs[view.value.set.what];
  const content = `${place.n} · ${place.name}: ${plain(view.value.set.unitName)} can ${verb} facing ${place.options.length} ways; which?`;
  await answer(interaction, { content, components: optionRows(id, view.value.set, place).map((r) => r.toJSON()) });
}

/** `<what>:<a>[:<b>]:<unit>` read back; the unit id may hold colons. */
function argOf(arg: string | undefined): { what: string; nums: number[]; unitId: string } | null {
  const parts = (arg ?? '').split(':');
  const what = parts[0] ?? '';
  const count = what === 'o' ? 2 : 1;
  const nums = parts.slice(1, 1 + count).map(Number);
  const unitId = parts.slice(1 + count).join(':');
  return unitId !== '' && nums.every((x) => Number.isSafeInteger(x) && x >= 0) ? { what, nums, unitId } : null;
}

export const pickControl: ComponentHandler = {
  prefix: PREFIX.pick,
  async button(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'pick');
    if (!id) return answer(interaction, STALE);
    if (id.arg === undefined) return chooseUnit(interaction, ctx, id);
    const arg = argOf(id.arg);
    if (arg?.what === 'u') return showPicker(interaction, ctx, id, arg.unitId, arg.nums[0] ?? 0);
    if (arg?.what !== 'o') return answer(interaction, STALE);
    const view = pickView(gameCtx(ctx), id.gameId, interaction.user.id, arg.unitId, id.stepKey);
    if (!view.ok) return answer(interaction, refusal(view.error, 'Not now'));
    const place = view.value.set.places.find((p) => p.n === arg.nums[0]);
    if (!place) return answer(interaction, STALE);
    await sendPick(interaction, ctx, id, place, arg.nums[1] ?? -1);
  },
  async select(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'pick');
    const arg = argOf(id?.arg);
    if (!id || arg?.what !== 'h') return answer(interaction, STALE);
    await placePicked(interaction, ctx, id, arg.unitId);
  },
};
