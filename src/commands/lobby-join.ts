/**
 * The lobby's "Join side A" buttons (`join:<gameId>:<side>`): take the seat, redraw the lobby post in place, and
 * tell the player, privately, what to do next. `/game join` shares `joinedText` so both say the same.
 */
import { MessageFlags, type Interaction } from 'discord.js';
import { fleetsGiven, joinLobby, type Joined } from '../game/lobby.ts';
import type { ComponentHandler } from './command.ts';
import { customIdOf, PREFIX } from './custom-id.ts';
import { sentRows } from './discord-posts.ts';
import { followUp, reply, update } from './respond.ts';
import { refusal } from './draft-reply.ts';

/** A player's name as this server shows it: nickname, else display name. */
export function displayNameOf(interaction: { member: unknown; user: Pick<Interaction['user'], 'displayName'> }): string {
  const member = interaction.member;
  if (member && typeof member === 'object') {
    if ('displayName' in member && typeof member.displayName === 'string') return member.displayName;
    if ('nick' in member && typeof member.nick === 'string' && member.nick !== '') return member.nick;
  }
  return interaction.user.displayName;
}

/** What a player who just sat down does next. */
export function joinedText(joined: Joined): string {
  const limit = joined.limit ? ` up to ${joined.limit}` : '';
  if (fleetsGiven(joined.game)) {
    return [`You joined side ${joined.seat.side} of Game ${joined.game.id}.`, 'The scenario gives your side its ships: `/fleet list` shows them. The GM starts with `/game start`.'].join('\n');
  }
  return [
    `You joined side ${joined.seat.side} of Game ${joined.game.id}.`,
    `Next, build your fleet${limit} here in the thread: \`/fleet add ship:\` (type to see the classes), or \`/fleet import\` for your own designs. \`/fleet list\` shows it.`,
  ].join('\n');
}

export const lobbyJoin: ComponentHandler = {
  prefix: PREFIX.join,

  async button(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'join');
    if (!id) {
      await reply(interaction, { content: 'That button is no longer in use; use /game join in the game thread.', flags: MessageFlags.Ephemeral });
      return;
    }
    const joined = joinLobby({ db: ctx.db, now: ctx.now }, id.gameId, { id: interaction.user.id, name: displayNameOf(interaction) }, id.side);
    if (!joined.ok) {
      await reply(interaction, { ...refusal(joined.error, ''), flags: MessageFlags.Ephemeral });
      return;
    }
    // The lobby post is redrawn now; the outbox's queued edit brings it to the same text shortly after.
    await update(interaction, { content: joined.value.post.content, components: sentRows(joined.value.post.components) });
    await followUp(interaction, { content: joinedText(joined.value), flags: MessageFlags.Ephemeral });
  },
};
