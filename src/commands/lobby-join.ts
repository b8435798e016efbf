/**
 * The lobby's "Join side A" buttons (`join:<gameId>:<side>`): take the seat, redraw the lobby post in place, and
 * tell the player, privately, what to do next. `/game join` shares `joinedText` so both say the same.
 */
import { MessageFlags, type Interaction } from 'discord.js';
import { fleetsGiven, JOIN_PREFIX, joinLobby, type Joined } from '../game/lobby.ts';
import type { ComponentHandler } from './command.ts';
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
  prefix: JOIN_PREFIX,

  async button(interaction, args, ctx) {
    const [gameText = '', side = ''] = args;
    const gameId = Number(gameText);
    if (!Number.isSafeInteger(gameId) || gameId <= 0 || side === '') {
      await reply(interaction, { content: 'That button is no longer in use; use /game join in the game thread.', flags: MessageFlags.Ephemeral });
      return;
    }
    const joined = joinLobby({ db: ctx.db, now: ctx.now }, gameId, { id: interaction.user.id, name: displayNameOf(interaction) }, side);
    if (!joined.ok) {
      await reply(interaction, { ...refusal(joined.error, ''), flags: MessageFlags.Ephemeral });
      return;
    }
    // The lobby post is redrawn now; the outbox's queued edit brings it to the same text shortly after.
    await update(interaction, { content: joined.value.post.content, components: joined.value.post.components });
    await followUp(interaction, { content: joinedText(joined.value), flags: MessageFlags.Ephemeral });
  },
};
