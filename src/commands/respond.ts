/**
 * Every answer Salvo gives to a person goes out through these functions (lint forbids calling discord.js's reply,
 * editReply, followUp, update, send and respond anywhere else), so each is fitted to Discord's limits and pings
 * nobody it does not name: see ./fit-message.ts.
 */
import type {
  ApplicationCommandOptionChoiceData,
  AutocompleteInteraction,
  InteractionReplyOptions,
  Message,
  MessageComponentInteraction,
  RepliableInteraction,
  SendableChannels,
} from 'discord.js';
import { cutGraphemes, fitMessage, type FitOptions, type MessageOptions } from './fit-message.ts';
import { bareName } from '../game/posts/player-text.ts';

type Msg = MessageOptions | string;

/** The first answer to an interaction. */
export async function reply(interaction: RepliableInteraction, message: Msg, fit?: FitOptions): Promise<void> {
  await interaction.reply(fitMessage(message, fit) as InteractionReplyOptions);
}

/** Replaces the deferred or earlier answer (flags cannot change here, so none are passed). */
export async function editReply(interaction: RepliableInteraction, message: Msg, fit?: FitOptions): Promise<void> {
  const { flags: _flags, ...rest } = fitMessage(message, fit);
  await interaction.editReply(rest);
}

/** A further answer after the first. */
export async function followUp(interaction: RepliableInteraction, message: Msg, fit?: FitOptions): Promise<void> {
  await interaction.followUp(fitMessage(message, fit));
}

/** Rewrites the message a button or select sits on. */
export async function update(interaction: MessageComponentInteraction, message: Msg, fit?: FitOptions): Promise<void> {
  const { flags: _flags, ...rest } = fitMessage(message, fit);
  await interaction.update(rest);
}

/** Answers, edits the deferred answer, or follows up: whichever the interaction still allows. */
export async function answer(interaction: RepliableInteraction, message: Msg, fit?: FitOptions): Promise<void> {
  if (interaction.deferred && !interaction.replied) await editReply(interaction, message, fit);
  else if (interaction.replied) await followUp(interaction, { ...asOptions(message), flags: ephemeral }, fit);
  else await reply(interaction, { ...asOptions(message), flags: ephemeral }, fit);
}

/** Replies to a message (a DM the player typed). */
export async function replyTo(message: Message, answerMessage: Msg, fit?: FitOptions): Promise<void> {
  await message.reply(fitMessage(answerMessage, fit));
}

/** Posts in a channel or thread. */
export async function post(channel: SendableChannels, message: Msg, fit?: FitOptions): Promise<Message> {
  return channel.send(fitMessage(message, fit));
}

/**
 * Autocomplete choices fitted to Discord: at most 25, names cut at a word (Discord allows 100 characters, and a
 * name cut mid-word reads as a different word), values at most 100 characters.
 */
export async function offerChoices(interaction: AutocompleteInteraction, list: readonly ApplicationCommandOptionChoiceData<string>[]): Promise<void> {
  await interaction.respond(list.slice(0, 25).map((c) => ({ name: fitLabel(bareName(c.name, '?')), value: c.value.slice(0, 100) })));
}

/**
 * A label of at most `max` characters, cut after a whole word with "…" (a word cut short reads as another word: "Last
 * side standin"), without a dangling separator ("· …"). Only a label whose first half is one word is cut inside it.
 */
export function fitLabel(label: string, max = 100): string {
  if (label.length <= max) return label;
  const head = cutGraphemes(label, max - 1);
  const endsAtWord = /^\s/.test(label.slice(head.length));
  const words = (endsAtWord ? head : head.replace(/\s+\S*$/, '')).replace(/[\s·,;:|/–—-]+$/u, '');
  return `${words.length >= max / 2 ? words : head}…`;
}

/** MessageFlags.Ephemeral, without importing the enum into every caller. */
export const ephemeral = 64;

const asOptions = (message: Msg): MessageOptions => (typeof message === 'string' ? { content: message } : message);
