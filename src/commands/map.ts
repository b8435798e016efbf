/**
 * `/map [ship] [arcs]`: the current map as you may see it (your own draft drawn), only to you. With a ship it is
 * centred on that ship; with arcs as well, that ship's firing arcs are drawn. Used in a game's thread.
 */
import { plain, plainName } from '../game/posts/player-text.ts';
import { AttachmentBuilder, MessageFlags, SlashCommandBuilder } from 'discord.js';
import { gameByThread } from '../db/game-repo.ts';
import { mapSceneFor, type MapView } from '../game/map-view.ts';
import { shipNamesFor } from '../game/views.ts';
import { renderMapPng } from '../render/map/render-map.ts';
import type { SlashCommand } from './command.ts';
import { offerChoices, editReply, reply } from './respond.ts';
import { refusal } from './draft-reply.ts';

export const map: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('map')
    .setDescription('The current map, only to you; optionally centred on a ship, with its firing arcs')
    .addStringOption((o) => o.setName('ship').setDescription('Centre on this ship').setMaxLength(60).setAutocomplete(true))
    .addBooleanOption((o) => o.setName('arcs').setDescription("Draw the ship's firing arcs by range band"))
    .toJSON(),

  async execute(interaction, ctx) {
    const game = gameByThread(ctx.db, interaction.channelId);
    if (!game) {
      await reply(interaction, { content: "Run /map in a game's thread.", flags: MessageFlags.Ephemeral });
      return;
    }
    // Drawing the map can take longer than Discord's 3 seconds allow on a busy host: answer first.
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const view = mapSceneFor({ db: ctx.db, now: ctx.now }, game.id, interaction.user.id, {
      ship: interaction.options.getString('ship'),
      arcs: interaction.options.getBoolean('arcs'),
    });
    if (!view.ok) {
      await editReply(interaction, refusal(view.error, ''));
      return;
    }
    const v = view.value;
    const png = await renderMapPng(v.scene, v.focus ? { focus: { unitId: v.focus.unitId } } : v.viewport ? { viewport: v.viewport } : {});
    await editReply(interaction, {
      content: mapText(view.value),
      files: [new AttachmentBuilder(png.data, { name: 'map.png', description: 'Map of the battle as you see it' })],
    });
  },

  async autocomplete(interaction, ctx) {
    const game = gameByThread(ctx.db, interaction.channelId);
    const typed = interaction.options.getFocused().toLowerCase();
    const names = game ? shipNamesFor({ db: ctx.db, now: ctx.now }, game.id, interaction.user.id) : [];
    await offerChoices(interaction, 
      names
        .filter((n) => n.toLowerCase().includes(typed))
        .slice(0, 25)
        .map((n) => ({ name: n.slice(0, 100), value: n.slice(0, 100) })),
    );
  },
};

/** How the arc labels' ranges are counted on this board: in hexes, or in the free board's unit. */
const rangeUnitWords = (scene: MapView['scene']): string =>
  scene.board.kind === 'hex' ? 'numbers are hexes' : `ranges are in ${scene.board.unit === 'in' ? 'inches' : 'centimetres'}`;

/** "Game 12 · Turn 3 · Orders · centred on Majestic", then the arcs drawn, if any were asked for. */
function mapText(view: MapView): string {
  const head = [view.gameTitle, view.stepTitle, view.focus ? `centred on ${plainName(view.focus.name)}` : null].filter((s) => s !== null).join(' · ');
  const lines = [`**${head}**`];
  const name = view.focus ? plainName(view.focus.name) : 'The ship';
  if (view.arcs && !view.arcs.supported) lines.push("Firing arcs can't be drawn for this game's rules yet.");
  else if (view.arcs?.labels.length === 0) lines.push(`${name} has no weapon left that can fire.`);
  else if (view.arcs) lines.push(`${name}'s arcs (lines mark where each range band ends; ${rangeUnitWords(view.scene)}): ${view.arcs.labels.map(plain).join(' · ')}`);
  return lines.join("\n");
}
