/**
 * The answer to any order a player sends (docs/playing.md §2): the whole draft echoed back normalised with a private
 * preview of the plotted paths, or every reason it was refused. Used by buttons, modals, /plot, /fire and DM text.
 */
import { AttachmentBuilder } from 'discord.js';
import type { Result, RuleError } from '../rules/core/result.ts';
import type { Scene } from '../rules/core/scene.ts';
import type { GameContext } from '../game/context.ts';
import type { AcceptedDraft } from '../game/drafts.ts';
import { gameView } from '../game/views.ts';
import { plain } from '../game/posts/player-text.ts';
import { problemText } from '../rules/core/problem.ts';
import { renderMapPng } from '../render/map/render-map.ts';
import type { Rect } from '../render/map/layout.ts';
import type { FitOptions, MessageOptions } from './fit-message.ts';

export interface DraftReply extends MessageOptions {
  content: string;
  files: AttachmentBuilder[];
}

/** Every problem once (the same mistake in four phases is one line), all at once, as plain text; `what` heads it. */
export const refusalText = (errors: readonly RuleError[], what = 'That was not accepted'): string => {
  const lines = [...new Set(errors.map(problemText))].map(plain);
  if (lines.length === 1) return what ? `${what}. ${lines[0]}` : (lines[0] ?? '');
  return [...(what ? [`${what}:`] : []), ...lines.map((l) => `• ${l}`)].join('\n');
};

/** How a refusal is cut when it is too long: "… and 12 more problems", all of them attached. */
export const REFUSAL_FIT: FitOptions = { noun: 'problems', fileName: 'problems.txt' };

/** A refusal as a message. */
export const refusal = (errors: readonly RuleError[], what?: string): MessageOptions => ({ content: refusalText(errors, what), fit: REFUSAL_FIT });

/** The lines of the message left out of the draft (drafts.ts `notTaken`), each with why: said after the draft. */
function notTakenLines(problems: readonly RuleError[] | undefined): string[] {
  if (!problems || problems.length === 0) return [];
  return ['', '**Not taken** (these lines are not in your draft; send them again once fixed):', ...[...new Set(problems.map(problemText))].map((l) => `• ${plain(l)}`)];
}

export async function draftReply(ctx: GameContext, userId: string, result: Result<AcceptedDraft, RuleError[]>): Promise<DraftReply> {
  if (!result.ok) return { ...refusal(result.error), content: refusalText(result.error), files: [] };
  const d = result.value;
  if (d.final) return { content: [`Game ${d.gameId} · ${d.gameTitle} · **${d.stepTitle}** · sent:`, ...d.echo.map(plain), '', 'That was your turn in this step; watch the game thread for what comes next.'].join('\n'), files: [] };
  const content = [`Game ${d.gameId} · ${d.gameTitle} · **${d.stepTitle}** · your draft:`, ...d.echo.map(plain), ...notTakenLines(d.notTaken), '', 'Change anything until you press **Ready** (or `/ready`).'].join('\n');
  return { content, files: await previewFiles(ctx, d.gameId, userId) };
}

/** The scene this user sees, with their own draft drawn; its caption starts with the game ("Game 4 · …"). */
export function previewScene(ctx: GameContext, gameId: number, userId: string): Scene | null {
  return previewMap(ctx, gameId, userId)?.scene ?? null;
}

/** That scene and the view to draw it in: the game's stable view, grown only for this preview (map-viewport.ts). */
function previewMap(ctx: GameContext, gameId: number, userId: string): { scene: Scene; viewport: Rect | null } | null {
  const view = gameView(ctx, gameId, userId);
  if (!view.ok || !view.value.scene) return null;
  return { scene: { ...view.value.scene, caption: `Game ${gameId} · ${view.value.scene.caption}` }, viewport: view.value.viewport };
}

/** The map as this user sees it, with their own draft drawn, as `name`. */
export async function previewFiles(ctx: GameContext, gameId: number, userId: string, name = 'preview.png'): Promise<AttachmentBuilder[]> {
  const map = previewMap(ctx, gameId, userId);
  if (!map) return [];
  const png = await renderMapPng(map.scene, map.viewport ? { viewport: map.viewport } : {});
  return [new AttachmentBuilder(png.data, { name, description: `Game ${gameId}: your plotted orders` })];
}
