/**
 * The buttons on a step prompt and their modals (docs/playing.md §2): Plot a unit (a modal pre-filled with its current
 * or last order), Write orders (the whole draft in one modal), a quick answer, Map, and Ready. Every custom_id names
 * the game and the step, so a click on an old prompt is refused with the step that is open now. Ready first says what
 * it would lock in that the player may not mean (ready-answer.ts), with a "Confirm ready" button.
 */
import {
  ActionRowBuilder,
  MessageFlags,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ButtonInteraction,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { orderChoicesFor, pickOrderChoice } from '../game/order-choices.ts';
import { orderChoiceMenu } from '../game/posts/order-choices.ts';
import { pageOf } from '../game/posts/fire-panel.ts';
import { componentRows } from './discord-posts.ts';
import { guideFor, sendOrders } from '../game/drafts.ts';
import type { StepGuide } from '../rules/core/assist.ts';
import { askReady } from '../game/ready-check.ts';
import type { CommandContext, ComponentHandler } from './command.ts';
import { customIdOf, encodeCustomId, PREFIX } from './custom-id.ts';
import { draftReply, previewFiles, refusal } from './draft-reply.ts';
import { editReply, fitLabel, reply, update } from './respond.ts';
import { readyReply } from './ready-answer.ts';
import { gameHeading, withGameHeading } from './which-game.ts';
import { bareName } from '../game/posts/player-text.ts';
import type { MessageOptions } from './fit-message.ts';
import type { MergeScope } from '../rules/core/order-parts.ts';

const gameCtx = (ctx: CommandContext) => ({ db: ctx.db, now: ctx.now });
const STALE = 'That button is from an old message; use the newest prompt or /plot.';

async function answer(interaction: ButtonInteraction | ModalSubmitInteraction | StringSelectMenuInteraction, message: MessageOptions | string): Promise<void> {
  if (interaction.deferred) await editReply(interaction, message);
  else await reply(interaction, { ...(typeof message === 'string' ? { content: message } : message), flags: MessageFlags.Ephemeral });
}

/** Sends the text, then answers with the echo and a preview (deferred: drawing the preview takes a moment). */
async function sendAndEcho(interaction: ButtonInteraction | ModalSubmitInteraction, ctx: CommandContext, gameId: number, text: string, opts: { replace?: boolean; stepKey: string; scope?: MergeScope }): Promise<void> {
  const result = sendOrders(gameCtx(ctx), gameId, interaction.user.id, text, opts);
  if (!result.ok) {
    await answer(interaction, withGameHeading(gameCtx(ctx), gameId, refusal(result.error)));
    return;
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  await answer(interaction, await draftReply(gameCtx(ctx), interaction.user.id, result));
}

/** One unit's orders: a Starmada move is a few characters, a Voidstriker round plot with fire a few hundred. */
const UNIT_ORDER_MAX = 1000;

export const plotControl: ComponentHandler = {
  prefix: PREFIX.plot,
  async button(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'plot');
    const guided = id && guideFor(gameCtx(ctx), id.gameId, interaction.user.id, id.stepKey);
    if (!id || !guided) return answer(interaction, { content: STALE });
    if (!guided.ok) return answer(interaction, refusal(guided.error, 'Not now'));
    const unit = guided.value.guide.units.find((u) => u.id === id.arg);
    if (!unit) return answer(interaction, { content: `That unit has no orders to give in ${guided.value.stepTitle}.` });
    const input = new TextInputBuilder()
      .setCustomId('orders')
      .setLabel(`Orders for ${unit.name}`.slice(0, 45))
      .setStyle(TextInputStyle.Short)
      .setRequired(false)
      .setMaxLength(UNIT_ORDER_MAX)
      .setPlaceholder(guided.value.guide.placeholder.slice(0, 100));
    if (unit.prefill) input.setValue(unit.prefill.slice(0, UNIT_ORDER_MAX));
    await interaction.showModal(
      new ModalBuilder()
        .setCustomId(encodeCustomId({ kind: 'plot', gameId: id.gameId, stepKey: id.stepKey, arg: unit.id }))
        .setTitle(fitLabel(`Plot ${bareName(unit.name)}`, 45))
        .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input)),
    );
  },
  async modal(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'plot');
    if (!id) return answer(interaction, { content: STALE });
    const guided = guideFor(gameCtx(ctx), id.gameId, interaction.user.id, id.stepKey);
    if (!guided.ok) return answer(interaction, refusal(guided.error, 'Not accepted'));
    const unit = guided.value.guide.units.find((u) => u.id === id.arg);
    if (!unit) return answer(interaction, { content: `That unit has no orders to give in ${guided.value.stepTitle}.` });
    const text = interaction.fields.getTextInputValue('orders').trim();
    // The colon ends the name, so "Lancer 3" with an empty order is not read as Lancer's order "3"; a player who
    // typed the name anyway ("Lancer: 3") is not made to name it twice.
    const named = text.toLowerCase().startsWith(`${unit.name.toLowerCase()}:`);
    // The modal shows the unit's whole order, so what comes back is its whole order: a part deleted there is gone.
    await sendAndEcho(interaction, ctx, id.gameId, named ? text : `${unit.name}: ${text}`, { stepKey: id.stepKey, scope: 'units' });
  },
};

/**
 * The whole draft in one paragraph field (up to Discord's 4,000 characters), pre-filled with it: "Write orders" on a
 * prompt and `/plot` given no orders open it, so long plots keep their line breaks. Its submission replaces the draft.
 */
export function writeModal(gameId: number, guided: { stepKey: string; stepTitle: string; guide: StepGuide }): ModalBuilder {
  const input = new TextInputBuilder()
    .setCustomId('orders')
    .setLabel('Your orders, one line per unit')
    .setStyle(TextInputStyle.Paragraph)
    .setRequired(false)
    .setMaxLength(4000)
    .setPlaceholder(guided.guide.placeholder.slice(0, 100));
  if (guided.guide.draftText) input.setValue(guided.guide.draftText.slice(0, 4000));
  return new ModalBuilder()
    .setCustomId(encodeCustomId({ kind: 'write', gameId, stepKey: guided.stepKey }))
    .setTitle(guided.stepTitle.slice(0, 45))
    .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input));
}

export const writeControl: ComponentHandler = {
  prefix: PREFIX.write,
  async button(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'write');
    const guided = id && guideFor(gameCtx(ctx), id.gameId, interaction.user.id, id.stepKey);
    if (!id || !guided) return answer(interaction, { content: STALE });
    if (!guided.ok) return answer(interaction, refusal(guided.error, 'Not now'));
    await interaction.showModal(writeModal(id.gameId, guided.value));
  },
  async modal(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'write');
    if (!id) return answer(interaction, { content: STALE });
    await sendAndEcho(interaction, ctx, id.gameId, interaction.fields.getTextInputValue('orders'), { replace: true, stepKey: id.stepKey });
  },
};

export const choiceControl: ComponentHandler = {
  prefix: PREFIX.choice,
  async button(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'choice');
    const guided = id && guideFor(gameCtx(ctx), id.gameId, interaction.user.id, id.stepKey);
    if (!id || !guided) return answer(interaction, { content: STALE });
    if (!guided.ok) return answer(interaction, refusal(guided.error, 'Not now'));
    const choice = guided.value.guide.choices[Number(id.arg)];
    if (!choice) return answer(interaction, { content: STALE });
    // A quick answer edits its part of each unit's order ("Same as last round" the plot, "Hold fire" the fire), like
    // typed orders.
    await sendAndEcho(interaction, ctx, id.gameId, choice.value, { stepKey: id.stepKey });
  },
};

export const readyControl: ComponentHandler = {
  prefix: PREFIX.ready,
  async button(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'ready');
    if (!id) return answer(interaction, { content: STALE });
    await answer(interaction, readyReply(askReady(gameCtx(ctx), id.gameId, interaction.user.id, { stepKey: id.stepKey })));
  },
};

/** "Confirm ready" under Ready's warnings: locks in what they described, unless that changed since (then asks again). */
export const confirmReadyControl: ComponentHandler = {
  prefix: PREFIX['ready-confirm'],
  async button(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'ready-confirm');
    if (!id) return answer(interaction, { content: STALE });
    const confirmed = { version: id.version, fingerprint: id.fingerprint };
    await update(interaction, readyReply(askReady(gameCtx(ctx), id.gameId, interaction.user.id, { stepKey: id.stepKey, confirmed })));
  },
};

export const mapControl: ComponentHandler = {
  prefix: PREFIX.map,
  async button(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'map');
    if (!id) return answer(interaction, { content: STALE });
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    // A player in several games sees which one this map is: in the text, the file name and the image's caption.
    const files = await previewFiles(gameCtx(ctx), id.gameId, interaction.user.id, `game-${id.gameId}-map.png`);
    const heading = gameHeading(gameCtx(ctx), id.gameId);
    await editReply(interaction, files.length > 0 ? { content: `${heading}\nThe board as you see it, with your draft drawn:`, files } : { content: `${heading}\nThere is no map for that game yet.` });
  },
};

/**
 * The orders prompt's "Choices for your ships" menu (game/order-choices.ts): a pick merges its line into the draft as
 * typed text would be and answers with the echo; a page turn answers with the menu at that page.
 */
export const clauseControl: ComponentHandler = {
  prefix: PREFIX.clause,
  async select(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'clause');
    const value = interaction.values[0];
    if (!id || value === undefined) return answer(interaction, { content: STALE });
    const page = pageOf(value);
    if (page === null) return sendPicked(interaction, ctx, id.gameId, id.stepKey, value);
    const choices = orderChoicesFor(gameCtx(ctx), id.gameId, interaction.user.id, id.stepKey);
    if (!choices.ok) return answer(interaction, refusal(choices.error, 'Not now'));
    const menu = orderChoiceMenu(id.gameId, id.stepKey, choices.value, page);
    await answer(interaction, menu ? { content: 'More choices for your ships:', components: componentRows([[menu]]) } : { content: 'Your ships have no such choices now.' });
  },
};

/** Merges a picked choice and answers with the echo and a preview, as a typed order is answered. */
async function sendPicked(interaction: StringSelectMenuInteraction, ctx: CommandContext, gameId: number, stepKey: string, line: string): Promise<void> {
  const result = pickOrderChoice(gameCtx(ctx), gameId, interaction.user.id, stepKey, line);
  if (!result.ok) return answer(interaction, withGameHeading(gameCtx(ctx), gameId, refusal(result.error)));
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  await answer(interaction, await draftReply(gameCtx(ctx), interaction.user.id, result));
}

export const ORDER_CONTROLS: readonly ComponentHandler[] = [plotControl, writeControl, choiceControl, readyControl, confirmReadyControl, mapControl, clauseControl];
