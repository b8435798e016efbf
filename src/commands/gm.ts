/**
 * `/gm`: the GM's tools in a game's thread: pause, resume, extend, force, rollback, substitute, kick, end.
 * Each subcommand calls one game-service function. A change to the game is answered publicly in the thread, a
 * refusal privately.
 *
 * Who may use it: the game's GM, and members with Manage Server (moderators standing in for an absent GM).
 */
import {
  MessageFlags,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type ChatInputCommandInteraction,
  type User,
} from 'discord.js';
import { gameByThread, openStepOf, seatsOf, stepsOf, type GameRow } from '../db/game-repo.ts';
import type { GameContext } from '../game/context.ts';
import { durationInWords } from '../game/deadlines.ts';
import { rollback, substitute } from '../game/gm-controls.ts';
import { endGame, kickPlayer } from '../game/gm-seats.ts';
import { extendStep, forceResolve, pauseGame, resumeGame } from '../game/gm-time.ts';
import type { Result, RuleError } from '../rules/core/result.ts';
import type { CommandContext, SlashCommand } from './command.ts';
import { parseDuration } from './parse-duration.ts';
import { offerChoices, reply } from './respond.ts';
import { refusal } from './draft-reply.ts';

/**
 * The user id the GM services should see as acting, or null when the user may not use /gm.
 * The services check `byUserId` against the game's GM. A Manage Server member is not the GM, but Discord vouched for
 * their permission (checked here, at the edge), so they act under the GM's id.
 */
export function gmActor(game: Pick<GameRow, 'gmUserId'>, userId: string, canManageServer: boolean): string | null {
  if (userId === game.gmUserId) return userId;
  return canManageServer ? game.gmUserId : null;
}

/** The GM's name as the game shows it, or a mention (which an ephemeral reply renders without pinging). */
function gmName(ctx: CommandContext, game: GameRow): string {
  return seatsOf(ctx.db, game.id).find((s) => s.userId === game.gmUserId)?.playerName ?? `<@${game.gmUserId}>`;
}

/** A name for a member as this server shows it. */
function displayName(member: unknown, user: User): string {
  if (member && typeof member === 'object') {
    if ('displayName' in member && typeof member.displayName === 'string') return member.displayName;
    if ('nick' in member && typeof member.nick === 'string' && member.nick !== '') return member.nick;
  }
  return user.displayName;
}

const when = (at: Date): string => `<t:${Math.floor(at.getTime() / 1000)}:R>`;

type Outcome = Result<string, RuleError[]>;
const done = (line: string): Outcome => ({ ok: true, value: line });
const refused = (message: string): Outcome => ({ ok: false, error: [{ code: 'ERR_GM_INPUT', message }] });

/** Runs the subcommand; the public line to post, or the refusals. */
function run(interaction: ChatInputCommandInteraction, ctx: CommandContext, game: GameRow, actor: string): Outcome {
  const service: GameContext = { db: ctx.db, now: ctx.now };
  const who = displayName(interaction.member, interaction.user);
  switch (interaction.options.getSubcommand(true)) {
    case 'pause': {
      const r = pauseGame(service, game.id, actor);
      return r.ok ? done(`${who} paused the game. Deadlines wait until /gm resume.`) : r;
    }
    case 'resume': {
      const r = resumeGame(service, game.id, actor);
      if (!r.ok) return r;
      const step = openStepOf(ctx.db, game.id);
      const due = step && r.value.deadlineAt ? ` ${step.title} is due ${when(r.value.deadlineAt)}.` : '';
      return done(`${who} resumed the game after ${durationInWords(r.value.pausedMs)}.${due}`);
    }
    case 'extend': {
      const ms = parseDuration(interaction.options.getString('duration', true));
      if (!ms.ok) return ms;
      const r = extendStep(service, game.id, actor, ms.value);
      if (!r.ok) return r;
      const title = openStepOf(ctx.db, game.id)?.title ?? r.value.stepKey;
      // While paused the deadline moves again on resume, so a clock time would be wrong: say what will be left.
      const due =
        game.status === 'paused' && game.pausedAt
          ? `it will have ${durationInWords(r.value.deadlineAt.getTime() - game.pausedAt.getTime())} left when the game resumes`
          : `due ${when(r.value.deadlineAt)}`;
      return done(`${who} extended ${title} by ${durationInWords(ms.value)}; ${due}.`);
    }
    case 'force': {
      const title = openStepOf(ctx.db, game.id)?.title;
      const r = forceResolve(service, game.id, actor);
      if (!r.ok) return r;
      const next = openStepOf(ctx.db, game.id);
      return done(`${who} forced ${title ?? r.value.resolved} to resolve now. ${next ? `${next.title} is open.` : 'The game is over.'}`);
    }
    case 'rollback': {
      const key = interaction.options.getString('step', true).trim();
      const r = rollback(service, game.id, actor, key);
      if (!r.ok) return r;
      const step = openStepOf(ctx.db, game.id);
      return done(`${who} rolled the game back to ${step?.title ?? key}: it is open again with fresh dice; later steps stay in the history as void.`);
    }
    case 'substitute': {
      const seat = interaction.options.getString('seat', true).trim();
      const user = interaction.options.getUser('user', true);
      if (user.bot) return refused('A bot cannot take a seat; pick a player.');
      const name = displayName(interaction.options.getMember('user'), user);
      const r = substitute(service, game.id, actor, seat, { id: user.id, name });
      return r.ok ? done(`${who} seated ${name} in seat ${r.value.seat}.`) : r;
    }
    case 'kick': {
      const user = interaction.options.getUser('user', true);
      const r = kickPlayer(service, game.id, actor, user.id);
      return r.ok ? done(`${who} removed ${r.value.player} from seat ${r.value.seat}; the seat is open (/gm substitute seat:${r.value.seat} fills it).`) : r;
    }
    case 'end': {
      const r = endGame(service, game.id, actor);
      return r.ok ? done(`${who} ended the game: no winner.`) : r;
    }
    default:
      return refused('Pick one of the /gm subcommands.');
  }
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
    .addSubcommand((s) => s.setName('end').setDescription('End the game now, with no winner'))
    .toJSON(),

  async execute(interaction, ctx) {
    const game = gameByThread(ctx.db, interaction.channelId);
    if (!game) {
      await reply(interaction, { content: "Run /gm in a game's thread.", flags: MessageFlags.Ephemeral });
      return;
    }
    const canManageServer = interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
    const actor = gmActor(game, interaction.user.id, canManageServer);
    if (actor === null) {
      await reply(interaction, { content: `Only the GM (${gmName(ctx, game)}) or someone with Manage Server can use /gm.`, flags: MessageFlags.Ephemeral });
      return;
    }
    const outcome = run(interaction, ctx, game, actor);
    if (!outcome.ok) {
      await reply(interaction, { ...refusal(outcome.error, ''), flags: MessageFlags.Ephemeral });
      return;
    }
    // Names are plain text: a nickname such as "@everyone" must not ping anyone.
    await reply(interaction, { content: outcome.value.slice(0, 1900), allowedMentions: { parse: [] } });
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
