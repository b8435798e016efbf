/**
 * What a player reads after saying Ready, by any way (the button, /ready, a typed "ready"): locked in, or what Ready
 * would lock in that they may not mean (src/game/ready-check.ts) with one "Confirm ready" button, or why not.
 */
import type { Result, RuleError } from '../rules/core/result.ts';
import type { ReadyAnswer } from '../game/ready-check.ts';
import { confirmReadyControls } from '../game/posts/controls.ts';
import { componentRows } from './discord-posts.ts';
import { plain } from '../game/posts/player-text.ts';
import { refusal } from './draft-reply.ts';
import type { MessageOptions } from './fit-message.ts';

export const readyText = (resolved: boolean): string =>
  resolved ? 'Ready. Everyone is ready: the step resolves now; watch the game thread.' : 'Ready: your orders are locked in. To change them, send new ones (that takes the ready mark back).';

/** The answer to Ready; `components` is set (empty when there is no question) so a button's message loses its button. */
export function readyReply(result: Result<ReadyAnswer, RuleError[]>, refused = 'Not ready'): MessageOptions {
  if (!result.ok) return { ...refusal(result.error, refused), components: [] };
  if (result.value.kind === 'ready') return { content: readyText(result.value.resolved), components: [] };
  const q = result.value.question;
  const head = result.value.stale ? 'That confirmation is out of date: your orders or what they lead to changed since. ' : '';
  const content = [
    `${head}Game ${q.gameId} · ${plain(q.gameTitle)} · **${plain(q.stepTitle)}** · not locked in yet:`,
    ...q.lines.map((l) => `• ${plain(l)}`),
    '',
    'Press **Confirm ready** to lock in your orders as they are, or change them first.',
  ].join('\n');
  return { content, components: componentRows(confirmReadyControls(q.gameId, q.stepKey, q)) };
}
