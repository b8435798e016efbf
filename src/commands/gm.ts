/**
 * `/gm`: the GM's tools in a game's thread: pause, resume, extend, force, rollback, substitute, kick, end, and who
 * else is GM (add, remove, claim). Each subcommand calls one game-service function as the member who ran it.
 * Destructive ones (end, force, rollback, kick) first ask privately for confirmation (./gm-confirm.ts); a change to
 * the game is answered publicly in the thread, naming who made it; a refusal privately.
 *
 * Who may use it (src/game/gm-powers.ts): the game's creator, the co-GMs they name with /gm add, and a member with
 * Manage Server who claimed powers with /gm claim in a game where they hold no seat. Discord vouches for Manage
 * Server, so that permission is checked here, at the edge, and only for the claim.
 */
import { MessageFlags, PermissionFlagsBits, SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { gameById, gameByThread, seatsOf, stepsOf, type GameRow } from '../db/game-repo.ts';
import type { GameContext } from '../game/context.ts';
import { creatorName, whyNotGm } from '../game/gm-powers.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { SlashCommand } from './command.ts';
import { isDestructive, runGmAction, type GmAction, type Member } from './gm-actions.ts';
import { askToConfirm } from './gm-confirm.ts';
import { deliveryCommand, DELIVERY_SUBCOMMANDS } from './gm-delivery.ts';
import { displayNameOf } from './lobby-join.ts';
import { parseDuration } from './parse-duration.ts';
import { refusal } from './draft-reply.ts';
import { plainName } from '../game/posts/player-text.ts';
import { offerChoices, reply } from './respond.ts';
import { serviceError } from '../game/errors.ts';

const refused = (message: string): Result<never, RuleError[]> => err([serviceError('ERR_GM_INPUT', message)]);

/** The member named in a user option; a bot is refused, since it can neither play nor GM. */
function memberOption(interaction: ChatInputCommandInteraction, why: string): Result<Member, RuleError[]> {
  const user = interaction.options.getUser('user', true);
  if (user.bot) return refused(why);
  return ok({ id: user.id, name: displayNameOf({ member: interaction.options.getMember('user'), user }) });
}

/** The action the subcommand asks for, read from its options, or why the options cannot be used. */
function actionOf(interaction: ChatInputCommandInteraction): Result<GmAction, RuleError[]> {
  const sub = interaction.options.getSubcommand(true);
  switch (sub) {
    case 'pause':
    case 'resume':
    case 'force':
    case 'end':
    case 'claim':
      return ok({ kind: sub });
    case 'extend': {
      const ms = parseDuration(interaction.options.getString('duration', true));
      return ms.ok ? ok({ kind: sub, ms: ms.value }) : ms;
    }
    case 'rollback':
      return ok({ kind: sub, stepKey: interaction.options.getString('step', true).trim() });
    case 'kick':
      return ok({ kind: sub, userId: interaction.options.getUser('user', true).id });
    case 'substitute': {
      const user = memberOption(interaction, 'A bot cannot take a seat; pick a player.');
      return user.ok ? ok({ kind: sub, seat: interaction.options.getString('seat', true).trim(), user: user.value }) : user;
    }
    case 'add':
    case 'remove': {
      const user = memberOption(interaction, 'A bot cannot be a GM; pick a member.');
      return user.ok ? ok({ kind: sub, user: user.value }) : user;
    }
    default:
      return refused('Pick one of the /gm subcommands.');
  }
}

/** Why this member may not ask for `action` in `game`, or null. Manage Server matters only for a claim. */
function gateOf(interaction: ChatInputCommandInteraction, ctx: GameContext, game: GameRow, action: GmAction): string | null {
  const canManageServer = interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
  if (action.kind !== 'claim') return whyNotGm(ctx.db, game, interaction.user.id, canManageServer);
  return canManageServer ? null : `Only members with Manage Server can claim GM powers; ask ${plainName(creatorName(ctx.db, game))} to add you with /gm add.`;
}

async function privately(interaction: ChatInputCommandInteraction, content: string): Promise<void> {
  await reply(interaction, { content: content, flags: MessageFlags.Ephemeral });
}

export const gm: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('gm')
    .setDescription("The GM's tools for this game's thread")
    .addSubcommand((s) => s.setName('pause').setDescription('Stop the clock: no deadline passes until you resume'))
    .addSubcommand((s) => s.setName('resume').setDescription('Start the clock again; the open step keeps the time it had left'))
    .addSubcommand((s) =>
      s
        .setName('extend')
        .setDescription('Give the open step more time')
        .addStringOption((o) => o.setName('duration').setDescription('How much more, e.g. 90m, 12h, 2d or 1d12h').setRequired(true).setMaxLength(20)),
    )
    .addSubcommand((s) => s.setName('force').setDescription("Resolve the open step now; missing orders get the rules' default"))
    .addSubcommand((s) =>
      s
        .setName('rollback')
        .setDescription('Go back to a resolved step and play on from there')
        .addStringOption((o) => o.setName('step').setDescription('The step key, e.g. t3/orders').setRequired(true).setMaxLength(40).setAutocomplete(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('substitute')
        .setDescription('Hand a seat to another player')
        .addStringOption((o) => o.setName('seat').setDescription('The seat, e.g. B1').setRequired(true).setMaxLength(20).setAutocomplete(true))
        .addUserOption((o) => o.setName('user').setDescription('The new player').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('kick')
        .setDescription('Take a player out of the game; their seat becomes open')
        .addUserOption((o) => o.setName('user').setDescription('The player to remove').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('end')
        .setDescription('End the game now, with no winner')
        .addIntegerOption((o) => o.setName('game').setDescription("The game's number, when its thread is gone").setMinValue(1)),
    )
    .addSubcommand((s) =>
      s
        .setName('add')
        .setDescription('Name a co-GM, who then has every /gm tool in this game (the GM who opened it only)')
        .addUserOption((o) => o.setName('user').setDescription('The new co-GM').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('remove')
        .setDescription("Take a co-GM's or a claimed GM's powers away, or give up your own")
        .addUserOption((o) => o.setName('user').setDescription('The GM to remove').setRequired(true)),
    )
    .addSubcommand((s) => s.setName('undelivered').setDescription('What Discord refused to deliver for good in this game'))
    .addSubcommand((s) => s.setName('retry').setDescription('Send every undelivered post of this game again'))
    .addSubcommand((s) =>
      s
        .setName('move')
        .setDescription('Give a game whose thread is gone a new thread in this channel')
        .addIntegerOption((o) => o.setName('game').setDescription("The game's number").setRequired(true).setMinValue(1)),
    )
    .addSubcommand((s) => s.setName('claim').setDescription('Manage Server: take GM powers in this game, where you hold no seat (posted here)'))
    .toJSON(),

  async execute(interaction, ctx) {
    if (DELIVERY_SUBCOMMANDS.has(interaction.options.getSubcommand(true))) return deliveryCommand(interaction, ctx);
    const number = interaction.options.getInteger('game');
    const game = number === null ? gameByThread(ctx.db, interaction.channelId) : gameById(ctx.db, number);
    if (!game || (number !== null && game.guildId !== interaction.guildId)) return privately(interaction, number === null ? "Run /gm in a game's thread." : `There is no game ${number} on this server.`);
    const action = actionOf(interaction);
    if (!action.ok) return reply(interaction, { ...refusal(action.error, ''), flags: MessageFlags.Ephemeral });
    const gate = gateOf(interaction, ctx, game, action.value);
    if (gate !== null) return privately(interaction, gate);
    const service: GameContext = { db: ctx.db, now: ctx.now };
    if (isDestructive(action.value)) return askToConfirm(interaction, service, game, action.value);
    const outcome = runGmAction(service, game, { id: interaction.user.id, name: displayNameOf(interaction) }, action.value);
    if (!outcome.ok) return reply(interaction, { ...refusal(outcome.error, ''), flags: MessageFlags.Ephemeral });
    await reply(interaction, outcome.value);
  },

  async autocomplete(interaction, ctx) {
    const game = gameByThread(ctx.db, interaction.channelId);
    const focused = interaction.options.getFocused(true);
    const typed = focused.value.toLowerCase();
    let choices: { name: string; value: string }[] = [];
    if (game && focused.name === 'step') {
      // Latest first: the GM usually wants to undo what just happened.
      choices = stepsOf(ctx.db, game.id)
        .filter((s) => s.status === 'resolved')
        .reverse()
        .map((s) => ({ name: `${s.key} · ${s.title}`, value: s.key }));
    } else if (game && focused.name === 'seat') {
      choices = seatsOf(ctx.db, game.id).map((s) => ({ name: `${s.seatKey} · ${s.playerName ?? 'open'} · side ${s.side}`, value: s.seatKey }));
    }
    await offerChoices(interaction, 
      choices
        .filter((c) => c.name.toLowerCase().includes(typed))
        .slice(0, 25)
        .map((c) => ({ name: c.name.slice(0, 100), value: c.value.slice(0, 100) })),
    );
  },
};
