/**
 * `/fire at ship weapon target [count]`, `/fire list`, `/fire clear` (docs/playing.md §4). Autocomplete walks the
 * player through their ships, then that ship's working weapons, then only the targets that weapon can reach, each with
 * its range band and to-hit number. Declarations build the player's secret fire draft; `/ready` locks it. `/fire at`
 * without a target (Discord asks for a subcommand, so this is `/fire` at its shortest) opens the fire panel
 * (fire-panel.ts) at the ship and weapon given: menus and buttons, no typing.
 */
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { clearFire, currentDraft, declareFire, fireChoices, type FireQuery } from '../game/drafts.ts';
import type { SlashCommand } from './command.ts';
import { draftReply, refusal } from './draft-reply.ts';
import { plain } from '../game/posts/player-text.ts';
import { whichGame } from './which-game.ts';
import { openFirePanel } from './fire-panel.ts';
import { fireNeedNote } from '../game/fire-panel.ts';
import { offerChoices, editReply, reply } from './respond.ts';

export const fire: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('fire')
    .setDescription('Declare fire for the open fire step (only you see it until it resolves)')
    .addSubcommand((s) =>
      s
        .setName('at')
        .setDescription('Fire one of your weapons at a target in reach (leave the target out: menus, no typing)')
        .addStringOption((o) => o.setName('ship').setDescription('Your firing ship').setRequired(false).setAutocomplete(true).setMaxLength(100))
        .addStringOption((o) => o.setName('weapon').setDescription('Its weapon battery').setRequired(false).setAutocomplete(true).setMaxLength(100))
        .addStringOption((o) => o.setName('target').setDescription('A target that weapon reaches').setRequired(false).setAutocomplete(true).setMaxLength(100))
        .addIntegerOption((o) => o.setName('count').setDescription('How many of the battery fire (default: all that reach)').setMinValue(1).setMaxValue(99))
        .addIntegerOption((o) => o.setName('game').setDescription('The game number, when you are in several').setMinValue(1)),
    )
    .addSubcommand((s) =>
      s
        .setName('list')
        .setDescription('Show your fire draft')
        .addIntegerOption((o) => o.setName('game').setDescription('The game number, when you are in several').setMinValue(1)),
    )
    .addSubcommand((s) =>
      s
        .setName('clear')
        .setDescription('Withdraw all your fire declarations')
        .addIntegerOption((o) => o.setName('game').setDescription('The game number, when you are in several').setMinValue(1)),
    )
    .toJSON(),

  async execute(interaction, ctx) {
    const gctx = { db: ctx.db, now: ctx.now };
    const game = whichGame(gctx, interaction.user.id, interaction.channelId, interaction.options.getInteger('game'));
    if (!game.ok) {
      await reply(interaction, { content: game.message, flags: MessageFlags.Ephemeral });
      return;
    }
    const sub = interaction.options.getSubcommand();
    if (sub === 'list') {
      const draft = currentDraft(gctx, game.gameId, interaction.user.id);
      const message = !draft.ok
        ? refusal(draft.error, 'Nothing to show')
        : draft.value === null || draft.value.echo.length === 0
          ? { content: 'You have declared no fire yet. Use `/fire at`.' }
          : { content: [`**${draft.value.stepTitle}** · your fire${draft.value.ready ? ' (ready)' : ''}:`, ...draft.value.echo.map(plain)].join('\n') };
      await reply(interaction, { ...message, flags: MessageFlags.Ephemeral });
      return;
    }
    const [ship, weapon, target] = (['ship', 'weapon', 'target'] as const).map((o) => (sub === 'at' ? interaction.options.getString(o) : null));
    if (sub === 'at' && (!ship || !weapon || !target)) {
      await openFirePanel(interaction, ctx, game.gameId, { ship: ship ?? null, weapon: weapon ?? null });
      return;
    }
    // What the order needs beyond the weapon (a sensor lock, §2.33) is added with it and said (read before the draft changes).
    const need = sub === 'clear' ? null : fireNeedNote(gctx, game.gameId, interaction.user.id, ship ?? '', target ?? '');
    const result =
      sub === 'clear'
        ? clearFire(gctx, game.gameId, interaction.user.id)
        : declareFire(gctx, game.gameId, interaction.user.id, {
            ship: ship ?? '',
            weapon: weapon ?? '',
            target: target ?? '',
            ...(interaction.options.getInteger('count') !== null ? { count: interaction.options.getInteger('count') as number } : {}),
          });
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const said = await draftReply(gctx, interaction.user.id, result);
    await editReply(interaction, result.ok && need && typeof said.content === 'string' ? { ...said, content: `${said.content}\n${plain(need)}` } : said);
  },

  async autocomplete(interaction, ctx) {
    const gctx = { db: ctx.db, now: ctx.now };
    const game = whichGame(gctx, interaction.user.id, interaction.channelId, interaction.options.getInteger('game'));
    if (!game.ok) {
      await offerChoices(interaction, []);
      return;
    }
    const focused = interaction.options.getFocused(true);
    const ship = interaction.options.getString('ship') ?? '';
    const weapon = interaction.options.getString('weapon') ?? '';
    const query: FireQuery | null = focused.name === 'ship' ? { what: 'ship' } : focused.name === 'weapon' ? { what: 'weapon', ship } : focused.name === 'target' ? { what: 'target', ship, weapon } : null;
    const typed = String(focused.value).toLowerCase();
    const choices = query ? fireChoices(gctx, game.gameId, interaction.user.id, query) : [];
    await offerChoices(interaction, 
      choices
        .filter((c) => c.name.toLowerCase().includes(typed) || c.value.toLowerCase() === typed)
        .slice(0, 25),
    );
  },
};
