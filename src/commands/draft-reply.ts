/**
 * The answer to any order a player sends (ux.md §2): the whole draft echoed back normalised with a private preview
 * of the plotted paths, or every reason it was refused. Used by buttons, modals, /plot, /fire and DM text.
 */
import { AttachmentBuilder } from 'discord.js';
import type { Result, RuleError } from '../rules/core/result.ts';
import type { GameContext } from '../game/context.ts';
import type { AcceptedDraft } from '../game/drafts.ts';
import { gameView } from '../game/views.ts';
import { renderMapPng } from '../render/map/render-map.ts';

export interface DraftReply {
  content: string;
  files: AttachmentBuilder[];
}

/**
 * One problem on one line, with the rules' suggestion when they have one: a bare fix is offered as "Did you mean
 * 2P2?", a whole sentence ("Use thrust 0/0/0.") is shown as it is.
 */
const problem = (e: RuleError): string =>
  e.suggestion ? `${e.message} ${/[.?!]$/.test(e.suggestion) ? e.suggestion : `Did you mean ${e.suggestion}?`}` : e.message;

/** Every problem once (the same mistake in four phases is one line), all at once. */
export const refusalText = (errors: readonly RuleError[], what = 'That was not accepted'): string => {
  const lines = [...new Set(errors.map(problem))];
  return (lines.length === 1 ? `${what}. ${lines[0]}` : [`${what}:`, ...lines.map((l) => `• ${l}`)].join('\n')).slice(0, 2000);
};

export async function draftReply(ctx: GameContext, userId: string, result: Result<AcceptedDraft, RuleError[]>): Promise<DraftReply> {
  if (!result.ok) return { content: refusalText(result.error), files: [] };
  const d = result.value;
  if (d.final) return { content: [`Game ${d.gameId} · ${d.gameTitle} · **${d.stepTitle}** · sent:`, ...d.echo, '', 'That was your turn in this step; watch the game thread for what comes next.'].join('\n').slice(0, 2000), files: [] };
  const content = [`Game ${d.gameId} · ${d.gameTitle} · **${d.stepTitle}** · your draft:`, ...d.echo, '', 'Change anything until you press **Ready** (or `/ready`).'].join('\n').slice(0, 2000);
  return { content, files: await previewFiles(ctx, d.gameId, userId) };
}

/** The map as this user sees it, with their own draft drawn. */
export async function previewFiles(ctx: GameContext, gameId: number, userId: string): Promise<AttachmentBuilder[]> {
  const view = gameView(ctx, gameId, userId);
  if (!view.ok || !view.value.scene) return [];
  const png = await renderMapPng(view.value.scene);
  return [new AttachmentBuilder(png.data, { name: 'preview.png', description: 'Your plotted orders' })];
}
