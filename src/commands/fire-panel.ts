/**
 * The fire panel on Discord (docs/playing.md §9; issue 18 item 3): the prompt's "Fire with…" menu and `/fire at`
 * without a target open it as a reply only the player sees; each pick in it edits the fire draft and redraws the panel
 * in place (the game's side: src/game/fire-panel.ts, its look: src/game/posts/fire-panel.ts). Typing stays first-class:
 * the panel and typed lines edit the same draft.
 */
import { MessageFlags, type ButtonInteraction, type ChatInputCommandInteraction, type StringSelectMenuInteraction } from 'discord.js';
import type { Result, RuleError } from '../rules/core/result.ts';
import { clearFire } from '../game/drafts.ts';
import { fireAllFromPanel, fireFromPanel, firePanelData, headOf, type FirePanelPick, type PanelFire } from '../game/fire-panel.ts';
import { firePanelRows, firePanelText, pageOf, readFireArg, type FireArg } from '../game/posts/fire-panel.ts';
import { plain } from '../game/posts/player-text.ts';
import type { CommandContext, ComponentHandler } from './command.ts';
import { customIdOf, PREFIX } from './custom-id.ts';
import { componentRows } from './discord-posts.ts';
import { refusal, refusalText } from './draft-reply.ts';
import { answer, reply, update } from './respond.ts';
import type { MessageOptions } from './fit-message.ts';

const gameCtx = (ctx: CommandContext) => ({ db: ctx.db, now: ctx.now });
const STALE = 'That menu is from an old message; use the newest prompt or /fire at.';

type PanelInteraction = StringSelectMenuInteraction | ButtonInteraction | ChatInputCommandInteraction;

/** The panel as a message, or the refusal when it cannot be shown (the step closed, no ship may fire). */
function panelMessage(ctx: CommandContext, userId: string, at: { gameId: number; stepKey?: string }, pick: FirePanelPick, notice: string[] = []): MessageOptions {
  const data = firePanelData(gameCtx(ctx), at.gameId, userId, at.stepKey, pick);
  if (!data.ok) return { ...refusal(data.error, 'No fire panel'), components: [] };
  return { content: firePanelText(data.value, notice), components: componentRows(firePanelRows(data.value)) };
}

/** Shows the panel: a new reply only the player sees, or the panel redrawn where it is. */
async function show(interaction: PanelInteraction, message: MessageOptions, how: 'reply' | 'update'): Promise<void> {
  if (how === 'update' && !interaction.isChatInputCommand()) await update(interaction, message);
  else await reply(interaction, { ...message, flags: MessageFlags.Ephemeral });
}

/**
 * What the panel says about a pick: added, with anything the rules added with it (a sensor lock), or why not; each
 * weapon left out with the rules' own reason; a draft that was the whole answer ends the panel.
 */
function outcome(result: Result<PanelFire, RuleError[]>): { notice: string[]; final?: MessageOptions } {
  if (!result.ok) return { notice: [refusalText(result.error, 'Not added')] };
  const d = result.value;
  if (d.final) return { notice: [], final: { content: [`Game ${d.gameId} · ${plain(d.gameTitle)} · **${plain(d.stepTitle)}** · sent:`, ...d.echo.map(plain)].join('\n'), components: [] } };
  const added = d.added ? [plain(d.added)] : [];
  const left = (d.skipped ?? []).map((s) => `${plain(headOf(s.weapon))} left out: ${plain(s.why)}`);
  // Part of what the pick wrote was not taken (drafts.ts `notTaken`): said, with why.
  const notTaken = d.notTaken && d.notTaken.length > 0 ? [refusalText(d.notTaken, 'Not all of it was added')] : [];
  return { notice: [notTaken.length > 0 ? 'Added to your draft, in part.' : 'Added to your draft.', ...added, ...left, ...notTaken] };
}

/** A pick in one of the panel's menus: a page turned, a ship or weapon picked, or fire given. */
async function picked(interaction: StringSelectMenuInteraction, ctx: CommandContext, at: { gameId: number; stepKey: string }, arg: FireArg, value: string): Promise<void> {
  const user = interaction.user.id;
  const page = pageOf(value);
  const n = Number(value);
  const redraw = (pick: FirePanelPick, notice: string[] = []) => show(interaction, panelMessage(ctx, user, at, pick, notice), arg.what === 'open' ? 'reply' : 'update');
  switch (arg.what) {
    case 'open':
    case 'ship':
      return redraw(page !== null ? { ship: null, weapon: null, pages: { ship: page } } : { ship: n, weapon: null, pages: { ship: arg.what === 'ship' ? arg.page : 0 } });
    case 'weapon':
      return redraw(page !== null ? { ship: arg.ship, weapon: null, pages: { weapon: page } } : { ship: arg.ship, weapon: n, pages: { weapon: arg.page } });
    case 'target':
    case 'all': {
      if (page !== null) return redraw({ ship: arg.ship, weapon: arg.what === 'target' ? arg.weapon : null, pages: { [arg.what]: page } });
      const result = arg.what === 'target' ? fireFromPanel(gameCtx(ctx), at.gameId, user, at.stepKey, { ship: arg.ship, weapon: arg.weapon }, n) : fireAllFromPanel(gameCtx(ctx), at.gameId, user, at.stepKey, arg.ship, n);
      const said = outcome(result);
      if (said.final) return update(interaction, said.final);
      return redraw({ ship: arg.ship, weapon: null }, said.notice);
    }
    case 'hold':
      return answer(interaction, STALE);
  }
}

export const fireControl: ComponentHandler = {
  prefix: PREFIX.fire,
  async select(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'fire');
    const arg = readFireArg(id?.arg);
    const value = interaction.values[0];
    if (!id || !arg || value === undefined) return answer(interaction, STALE);
    await picked(interaction, ctx, { gameId: id.gameId, stepKey: id.stepKey }, arg, value);
  },
  async button(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'fire');
    const arg = readFireArg(id?.arg);
    if (!id || arg?.what !== 'hold') return answer(interaction, STALE);
    const held = clearFire(gameCtx(ctx), id.gameId, interaction.user.id);
    const notice = held.ok ? ['All your fire is withdrawn.'] : [refusalText(held.error, 'Nothing withdrawn')];
    await update(interaction, panelMessage(ctx, interaction.user.id, { gameId: id.gameId, stepKey: id.stepKey }, { ship: arg.ship, weapon: null }, notice));
  },
};

/** The place of the choice named `given` (its value, or its name as read before the details), or null. */
const placeOf = (choices: readonly { name: string; value: string }[], given: string | null): number | null => {
  if (!given) return null;
  const g = given.trim().toLowerCase();
  const i = choices.findIndex((c) => c.value.toLowerCase() === g || headOf(c.name).toLowerCase() === g);
  return i < 0 ? null : i;
};

/** `/fire at` without a target: the panel, at the ship and weapon given (by autocomplete or by name). */
export async function openFirePanel(interaction: ChatInputCommandInteraction, ctx: CommandContext, gameId: number, given: { ship: string | null; weapon: string | null }): Promise<void> {
  const first = firePanelData(gameCtx(ctx), gameId, interaction.user.id, undefined, { ship: null, weapon: null });
  const ship = first.ok ? placeOf(first.value.ships, given.ship) : null;
  const second = ship === null ? null : firePanelData(gameCtx(ctx), gameId, interaction.user.id, undefined, { ship, weapon: null });
  const weapon = second?.ok ? placeOf(second.value.weapons, given.weapon) : null;
  await show(interaction, panelMessage(ctx, interaction.user.id, { gameId }, { ship, weapon }), 'reply');
}
