/**
 * `/game`: open a game in its own thread (`new`), take or give up a seat (`join`, `leave`), change its settings until
 * it starts (`settings`, GM only; ./game-settings.ts), start it (`start`, GM only) and see everything about it
 * (`info`). Refusals are private; the lobby itself lives in the thread's post.
 */
import {
  ChannelType,
  MessageFlags,
  SlashCommandBuilder,
  ThreadAutoArchiveDuration,
  type ChatInputCommandInteraction,
  type AutocompleteInteraction,
} from 'discord.js';
import { gameByThread, type GameRow } from '../db/game-repo.ts';
import type { GameContext } from '../game/context.ts';
import { discardLobby, gameInfoText, joinLobby, leaveLobby, lobbyNextStep, placeLobby, planLobby, reserveLobby, startFromLobby } from '../game/lobby.ts';
import { RULE_SYSTEM_REGISTRY, RULE_SYSTEMS, type AnyRuleSystem } from '../game/rule-systems.ts';
import { isGm } from '../game/gm-powers.ts';
import { optionChoices } from '../game/lobby-options.ts';
import type { RuleError } from '../rules/core/result.ts';
import type { CommandContext, SlashCommand } from './command.ts';
import { displayNameOf, joinedText } from './lobby-join.ts';
import { parseDuration } from './parse-duration.ts';
import { offerChoices, editReply, reply } from './respond.ts';
import { refusal } from './draft-reply.ts';
import { applySettings, changedText, readTyped, settingsPanel } from './game-settings.ts';
import { startedText, startRefusal } from './lobby-controls.ts';
import { SCENARIO_MAX, scenarioMatches } from '../game/scenario-search.ts';

const DEFAULT_STEP = '24h';

const service = (ctx: CommandContext): GameContext => ({ db: ctx.db, now: ctx.now, ...(ctx.newSecret ? { newSecret: ctx.newSecret } : {}) });

async function refuse(interaction: ChatInputCommandInteraction, errors: readonly RuleError[] | string): Promise<void> {
  await reply(interaction, { ...(typeof errors === 'string' ? { content: errors } : refusal(errors, '')), flags: MessageFlags.Ephemeral });
}

async function newGame(interaction: ChatInputCommandInteraction, ctx: CommandContext): Promise<void> {
  const systemId = interaction.options.getString('system', true);
  if (!RULE_SYSTEM_REGISTRY[systemId]) {
    const name = RULE_SYSTEMS.find((s) => s.id === systemId)?.name ?? systemId;
    const names = Object.values(RULE_SYSTEM_REGISTRY).map((s) => s.name);
    await refuse(interaction, `${name} is coming, but not playable yet. For now, pick ${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}.`);
    return;
  }
  const channel = interaction.channel;
  if (!interaction.inGuild() || !channel || channel.type !== ChannelType.GuildText) {
    await refuse(interaction, 'Run /game new in a text channel of a server: the game gets its own thread there.');
    return;
  }
  const step = parseDuration(interaction.options.getString('step') ?? DEFAULT_STEP);
  const exchangeText = interaction.options.getString('exchange');
  const exchange = exchangeText === null ? null : parseDuration(exchangeText);
  const plan = planLobby({
    system: systemId,
    scenario: interaction.options.getString('scenario', true),
    stepLengthMs: step.ok ? step.value : 86_400_000,
    exchangeLengthMs: exchange?.ok ? exchange.value : null,
    options: interaction.options.getString('options'),
  });
  const errors = [...(step.ok ? [] : step.error), ...(exchange && !exchange.ok ? exchange.error : []), ...(plan.ok ? [] : plan.error)];
  if (!plan.ok || errors.length > 0) {
    await refuse(interaction, errors);
    return;
  }
  // The game row comes first, before any thread exists: a database that cannot take the write fails here (the
  // router tells the user nothing was saved) and Discord is left untouched.
  const where = { guildId: interaction.guildId, channelId: channel.id, gmUserId: interaction.user.id };
  const reserved = reserveLobby(service(ctx), plan.value, where);
  if (!reserved.ok) {
    await reply(interaction, { ...refusal(reserved.error, 'No game was opened'), flags: MessageFlags.Ephemeral });
    return;
  }
  const { game: { id: gameId }, heading } = reserved.value;
  // Making the thread is a call to Discord: answer within the 3 seconds first.
  await interaction.deferReply();
  let thread;
  try {
    thread = await channel.threads.create({
      name: heading,
      type: ChannelType.PublicThread,
      autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
      reason: `Salvo game opened by ${interaction.user.tag}`,
    });
  } catch (error) {
    ctx.logger.warn({ err: error, channelId: channel.id }, 'could not create a game thread');
    discardLobby(service(ctx), gameId);
    await editReply(interaction, {
      content: 'I could not open a thread here. Give Salvo the Create Public Threads and Send Messages in Threads permissions in this channel, then try again.',
    });
    return;
  }
  const placed = placeInThread(ctx, gameId, thread);
  if (!placed.ok) {
    await editReply(interaction, refusal(placed.error, 'No game was opened'));
    return;
  }
  await editReply(interaction, {
    content: `**${heading}** is open in <#${thread.id}>. ${lobbyNextStep(placed.value.game, 'there')}`,
  });
}

/**
 * Puts the reserved game in its new thread. If that fails (a refusal, or the database failing between the two
 * writes) the thread is deleted and the game forgotten, so nothing is left half-made; a database error is then
 * rethrown for the router to answer.
 */
function placeInThread(ctx: CommandContext, gameId: number, thread: { id: string; delete(): Promise<unknown> }): ReturnType<typeof placeLobby> {
  const undo = (): void => {
    void thread.delete().catch((error: unknown) => ctx.logger.warn({ err: error, threadId: thread.id }, 'could not delete the unused thread'));
    try {
      discardLobby(service(ctx), gameId);
    } catch (error) {
      ctx.logger.warn({ err: error, gameId }, 'could not forget the game that has no thread');
    }
  };
  let placed;
  try {
    placed = placeLobby(service(ctx), gameId, thread.id);
  } catch (error) {
    undo();
    throw error;
  }
  if (!placed.ok) undo();
  return placed;
}

async function inThread(interaction: ChatInputCommandInteraction, ctx: CommandContext, sub: string): Promise<void> {
  const game = gameByThread(ctx.db, interaction.channelId);
  if (!game) {
    await refuse(interaction, `Run /game ${sub} in the game's thread (/games lists them).`);
    return;
  }
  const user = interaction.user.id;
  switch (sub) {
    case 'join': {
      const joined = joinLobby(service(ctx), game.id, { id: user, name: displayNameOf(interaction) }, interaction.options.getString('side', true));
      if (!joined.ok) return refuse(interaction, joined.error);
      await reply(interaction, { content: joinedText(joined.value), flags: MessageFlags.Ephemeral });
      return;
    }
    case 'leave': {
      const left = leaveLobby(service(ctx), game.id, user);
      if (!left.ok) return refuse(interaction, left.error);
      await reply(interaction, { content: `You left side ${left.value.side} of Game ${game.id}; your fleet went with the seat.`, flags: MessageFlags.Ephemeral });
      return;
    }
    case 'start': {
      const started = startFromLobby(service(ctx), game.id, user);
      if (!started.ok) return reply(interaction, { ...startRefusal(ctx, game.id, started.error), flags: MessageFlags.Ephemeral });
      await reply(interaction, { content: startedText(game.id) });
      return;
    }
    case 'settings':
      return settings(interaction, ctx, game);
    case 'info': {
      const info = gameInfoText(service(ctx), game.id);
      if (!info.ok) return refuse(interaction, info.error);
      await reply(interaction, { content: info.value, flags: MessageFlags.Ephemeral });
      return;
    }
  }
  await refuse(interaction, `I don't know /game ${sub}.`);
}

/**
 * `/game settings`: with no option, the Settings panel; with options, those settings changed at once. Private to
 * the GM; the lobby post and a line in the thread show the change to everyone.
 */
async function settings(interaction: ChatInputCommandInteraction, ctx: CommandContext, game: GameRow): Promise<void> {
  const o = interaction.options;
  const typed = { scenario: o.getString('scenario'), options: o.getString('options'), step: o.getString('step'), reminders: o.getString('reminders'), missed: o.getString('missed') };
  if (Object.values(typed).every((v) => v === null)) {
    if (!isGm(ctx.db, game, interaction.user.id)) return refuse(interaction, 'Only the GM can change the settings; the lobby post shows them.');
    if (game.status !== 'lobby') return refuse(interaction, 'The game has started, so its settings are fixed; /gm has what a GM can still change.');
    await reply(interaction, { ...settingsPanel(game), flags: MessageFlags.Ephemeral });
    return;
  }
  const result = applySettings(ctx, interaction.client, game.id, interaction.user.id, readTyped(typed));
  await reply(interaction, { content: changedText(result), flags: MessageFlags.Ephemeral });
}

/** The system whose scenarios and options to offer: the thread's game for `/game settings`, else the one picked. */
function systemFor(interaction: AutocompleteInteraction, ctx: CommandContext): { system: AnyRuleSystem | undefined; game: GameRow | undefined } {
  if (interaction.options.getSubcommand(false) === 'settings') {
    const game = gameByThread(ctx.db, interaction.channelId);
    return { system: game ? RULE_SYSTEM_REGISTRY[game.system] : undefined, game };
  }
  // Before a system is picked, offer Starmada's.
  return { system: RULE_SYSTEM_REGISTRY[interaction.options.getString('system') ?? 'starmada'], game: undefined };
}

/**
 * Autocomplete for `scenario` (the system's scenarios) and `options` (a comma-separated list: each choice names the
 * options and carries their ids, lobby-options.ts). Names are fitted to Discord at a word by `offerChoices`.
 */
async function complete(interaction: AutocompleteInteraction, ctx: CommandContext): Promise<void> {
  const focused = interaction.options.getFocused(true);
  const { system, game } = systemFor(interaction, ctx);
  let choices: { name: string; value: string }[] = [];
  if (system && focused.name === 'scenario') {
    choices = scenarioMatches(system.fleets.scenarios(), focused.value);
  } else if (system && focused.name === 'options') {
    const current = game ? Object.keys(game.options).filter((id) => game.options[id] === true) : [];
    choices = optionChoices(system, focused.value, current);
  }
  await offerChoices(interaction, choices);
}

export const game: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('game')
    .setDescription('Open, join, start and inspect games')
    .addSubcommand((sub) =>
      sub
        .setName('new')
        .setDescription('Open a game in its own thread here; you are its GM')
        .addStringOption((o) =>
          o
            .setName('system')
            .setDescription('The rule system')
            .setRequired(true)
            .addChoices(...RULE_SYSTEMS.map((s) => ({ name: s.name, value: s.id }))),
        )
        .addStringOption((o) => o.setName('scenario').setDescription('The scenario and battle size').setRequired(true).setMaxLength(SCENARIO_MAX).setAutocomplete(true))
        .addStringOption((o) => o.setName('step').setDescription('Time per step, e.g. 24h, 90m, 2d (default 24h)').setMaxLength(20))
        .addStringOption((o) => o.setName('options').setDescription('Optional rules, comma-separated').setMaxLength(400).setAutocomplete(true))
        .addStringOption((o) => o.setName('exchange').setDescription('Time for one message of an alternation, e.g. 2h (default a quarter of a step)').setMaxLength(20)),
    )
    .addSubcommand((sub) =>
      sub
        .setName('join')
        .setDescription('Take a seat on a side of this thread’s game')
        .addStringOption((o) =>
          o
            .setName('side')
            .setDescription('The side to join')
            .setRequired(true)
            .addChoices({ name: 'A', value: 'A' }, { name: 'B', value: 'B' }),
        ),
    )
    .addSubcommand((sub) => sub.setName('leave').setDescription('Give up your seat before the game starts'))
    .addSubcommand((sub) =>
      sub
        .setName('settings')
        .setDescription('Change the game before it starts (GM only); with no option, the Settings panel')
        .addStringOption((o) => o.setName('scenario').setDescription('The scenario and battle size').setMaxLength(SCENARIO_MAX).setAutocomplete(true))
        .addStringOption((o) => o.setName('options').setDescription('Optional rules to have on, comma-separated (none for none)').setMaxLength(400).setAutocomplete(true))
        .addStringOption((o) => o.setName('step').setDescription('Time per step, e.g. 24h, 90m, 2d').setMaxLength(20))
        .addStringOption((o) => o.setName('reminders').setDescription('Reminders before each deadline: auto, or e.g. 12h, 1h').setMaxLength(60))
        .addStringOption((o) =>
          o
            .setName('missed')
            .setDescription('What a missed order gets')
            .addChoices({ name: "the rules' default", value: 'rules' }, { name: 'the GM decides', value: 'hold' }),
        ),
    )
    .addSubcommand((sub) => sub.setName('start').setDescription('Start the game (GM only): fleets are checked and the first step opens'))
    .addSubcommand((sub) => sub.setName('info').setDescription('System, scenario, limits, players, fleets and the current step'))
    .toJSON(),

  async execute(interaction, ctx) {
    const sub = interaction.options.getSubcommand(true);
    if (sub === 'new') await newGame(interaction, ctx);
    else await inThread(interaction, ctx, sub);
  },

  autocomplete: complete,
};
